"""Which proxy headers are believed: those a trusted proxy (TRUSTED_PROXIES) sent, and no others.

From a trusted proxy, the client's address is the right-most X-Forwarded-For entry that is not itself
a trusted proxy (a client can prepend anything, never append), and it replaces REMOTE_ADDR, so login
lockouts and audits see the real client. From anyone else the forwarding headers are dropped, so
neither a spoofed address nor a spoofed TLS header (SECURE_PROXY_SSL_HEADER) reaches Django."""

from __future__ import annotations

import ipaddress
from collections.abc import Callable, Sequence
from functools import lru_cache

from django.conf import settings
from django.http import HttpRequest, HttpResponse

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
FORWARDING_HEADERS = ("HTTP_X_FORWARDED_FOR", "HTTP_X_FORWARDED_PROTO", "HTTP_X_FORWARDED_HOST", "HTTP_FORWARDED")


@lru_cache(maxsize=8)
def _networks(proxies: tuple[str, ...]) -> tuple[Network, ...]:
    return tuple(ipaddress.ip_network(proxy, strict=False) for proxy in proxies)


def is_trusted(address: str, proxies: Sequence[str]) -> bool:
    try:
        ip = ipaddress.ip_address(address.strip())
    except ValueError:
        return False
    return any(ip in network for network in _networks(tuple(proxies)))


def client_address(remote_addr: str, forwarded_for: str, proxies: Sequence[str]) -> str:
    """The client's address: REMOTE_ADDR, unless it is a trusted proxy that says who it forwards for."""
    if not is_trusted(remote_addr, proxies):
        return remote_addr
    hops = [hop.strip() for hop in forwarded_for.split(",") if hop.strip()]
    for hop in reversed(hops):
        if not is_trusted(hop, proxies):
            return hop
    return hops[0] if hops else remote_addr


class ProxyTrust:
    """First middleware: settle the client's address and drop forwarding headers nobody trusted sent."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        remote = request.META.get("REMOTE_ADDR", "")
        proxies = settings.TRUSTED_PROXIES
        if proxies and is_trusted(remote, proxies):
            request.META["REMOTE_ADDR"] = client_address(remote, request.META.get("HTTP_X_FORWARDED_FOR", ""), proxies)
        else:
            for header in FORWARDING_HEADERS:
                request.META.pop(header, None)
        return self.get_response(request)
