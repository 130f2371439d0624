"""API-key authentication: the tenant is resolved once, at the edge, and the caller becomes a typed
actor on `request.auth` that every view passes on explicitly."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.utils import timezone
from rest_framework import authentication, exceptions, permissions
from rest_framework.request import Request

from memory_platform.api.errors import Forbidden
from tenants import keycache
from tenants.models import ApiKey, Tenant

KEYWORD = "Api-Key"
# How keys are issued: an 8-character prefix (the stored, non-secret lookup part), a dot, the secret.
KEY_SHAPE = re.compile(r"[A-Za-z0-9]{8}\.[A-Za-z0-9]+")
LAST_USED_RESOLUTION = timedelta(minutes=1)


@dataclass(frozen=True)
class ApiActor:
    """The authenticated caller: an API key, its tenant and the roles it may act for."""

    api_key: ApiKey
    tenant: Tenant
    roles: tuple[str, ...]

    @classmethod
    def of(cls, api_key: ApiKey) -> ApiActor:
        return cls(api_key=api_key, tenant=api_key.tenant, roles=tuple(api_key.roles))

    def require_role(self, role: str) -> None:
        """The one rule for roles: a key acting for an assistant it is not allowed for gets 403."""
        if role not in self.roles:
            raise Forbidden(f"This API key may not act for the '{role}' assistant.", code="role_not_allowed")

    def roles_for(self, role: str | None) -> list[str]:
        """The role a request names (403 when the key lacks it), or every role the key has."""
        if role:
            self.require_role(role)
            return [role]
        return list(self.roles)


class ApiRequest(Request):
    """A request that passed ApiKeyAuthentication: the actor is on `auth`."""

    auth: ApiActor


def _raw_key(request: Request) -> str | None:
    header = request.META.get("HTTP_AUTHORIZATION", "")
    if header:
        scheme, _, value = header.partition(" ")
        if scheme.lower() == KEYWORD.lower() and value.strip():
            return value.strip()
        return None
    value = request.META.get("HTTP_X_API_KEY", "").strip()
    return value or None


class KeyRefused(Exception):
    """A credential that is not a usable API key; the message says why, for the caller."""


def actor_for_key(raw: str) -> ApiActor:
    """The one API-key check, for HTTP and websockets alike: the key's shape, then the key (from the
    cache), then its validity and its tenant's. Raises KeyRefused."""
    if not KEY_SHAPE.fullmatch(raw):
        # Not a key at all: no lookup, so that neither a NUL nor a pasted secret reaches the database
        # (or its query log, where a malformed key would be logged as the prefix it is looked up by).
        raise KeyRefused("Invalid API key.")
    try:
        api_key = keycache.key_for(raw)
    except ApiKey.DoesNotExist:
        raise KeyRefused("Invalid API key.") from None
    if api_key.has_expired or api_key.revoked:
        raise KeyRefused("This API key has been revoked or has expired.")
    if not api_key.tenant.is_active:
        raise KeyRefused("This tenant is not active.")
    _touch(api_key)
    return ApiActor.of(api_key)


class ApiKeyAuthentication(authentication.BaseAuthentication):
    def authenticate(self, request: Request) -> tuple[None, ApiActor] | None:
        raw = _raw_key(request)
        if raw is None:
            if request.META.get("HTTP_AUTHORIZATION"):
                raise exceptions.AuthenticationFailed("Use 'Authorization: Api-Key <key>' or the X-Api-Key header.")
            return None
        try:
            return None, actor_for_key(raw)
        except KeyRefused as refused:
            raise exceptions.AuthenticationFailed(str(refused)) from None

    def authenticate_header(self, request: Request) -> str:
        return KEYWORD


_last_touched: dict[str, datetime] = {}


def _touch(api_key: ApiKey) -> None:
    """Record last use at minute resolution (per process), so a busy key does not write on every
    request; the key itself comes from the cache, so the time of the last write is kept here."""
    now = timezone.now()
    last = _last_touched.get(api_key.pk) or api_key.last_used_at
    if last is None or now - last > LAST_USED_RESOLUTION:
        ApiKey.objects.filter(pk=api_key.pk).update(last_used_at=now)
        _last_touched[api_key.pk] = now


class HasTenantKey(permissions.BasePermission):
    def has_permission(self, request: Request, view: Any) -> bool:
        return isinstance(request.auth, ApiActor)
