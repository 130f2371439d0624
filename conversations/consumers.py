"""Websocket streams: one conversation's events, and a tenant's live token metrics.

Assistants authenticate with a tenant API key in a header (`Authorization: Api-Key …` or `X-Api-Key`)
or as the subprotocol pair `api-key, <key>` (never in the query string, which ends up in logs);
operators with their logged-in session and a membership. Without usable credentials the stream is
closed with 4401, without access to the conversation or tenant with 4403, on an expired or closed
conversation with 4410 (the API's 410), and on a path that is no stream with 4404, before any event.
An open stream sends `{"type": "ping"}` every STREAM_PING_SECONDS, so proxies keep an idle one open."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from datetime import timedelta
from typing import Any
from urllib.parse import urlsplit

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from django.conf import settings
from django.utils import timezone

from conversations.metrics.queries import build_figures, live_figures
from conversations.models import Conversation, ConversationStatus
from conversations.selectors import access_conversation
from conversations.services.messages import ensure_writable
from memory_platform.api.errors import ApplicationError
from memory_platform.events import conversation_group, tenant_metrics_group, user_group
from tenants.auth import KEYWORD, KeyRefused, actor_for_key
from tenants.models import Role, Tenant
from tenants.operators import access_tenant_for_operator

API_KEY_PROTOCOL = "api-key"
UNAUTHENTICATED = 4401
FORBIDDEN = 4403
NO_SUCH_STREAM = 4404
GONE = 4410
METRICS_INTERVAL_S = 1.0
SNAPSHOT_MINUTES = 60


@dataclass
class Access:
    """What a stream may send: the groups it joins, and (metrics) the assistant roles it may see."""

    groups: list[str]
    roles: tuple[str, ...] = tuple(Role.values)
    tenant: Tenant | None = None


class Denied(Exception):
    def __init__(self, code: int):
        self.code = code


def _headers(scope: dict[str, Any]) -> dict[str, str]:
    return {name.decode("latin-1").lower(): value.decode("latin-1") for name, value in scope.get("headers", [])}


def _raw_key(scope: dict[str, Any]) -> str | None:
    headers = _headers(scope)
    scheme, _, value = headers.get("authorization", "").partition(" ")
    if scheme.lower() == KEYWORD.lower() and value.strip():
        return value.strip()
    if headers.get("x-api-key", "").strip():
        return headers["x-api-key"].strip()
    protocols = list(scope.get("subprotocols") or [])
    if API_KEY_PROTOCOL in protocols:
        index = protocols.index(API_KEY_PROTOCOL)
        if index + 1 < len(protocols):
            return protocols[index + 1]
    return None


def _same_origin(scope: dict[str, Any]) -> bool:
    """A session-authenticated stream must come from our own pages (no cross-site websocket hijacking)."""
    headers = _headers(scope)
    origin = headers.get("origin")
    return origin is None or urlsplit(origin).netloc == headers.get("host")


def _authenticate(scope: dict[str, Any]) -> tuple[str, Any]:
    """("key", ApiActor) or ("operator", user); Denied(4401) when neither is usable."""
    raw = _raw_key(scope)
    if raw is not None:
        try:
            return "key", actor_for_key(raw)
        except KeyRefused:
            raise Denied(UNAUTHENTICATED) from None
    user = scope.get("user")
    if user is not None and user.is_authenticated:
        if not _same_origin(scope):
            raise Denied(FORBIDDEN)
        return "operator", user
    raise Denied(UNAUTHENTICATED)


def conversation_access(scope: dict[str, Any], public_id: str) -> Access:
    kind, who = _authenticate(scope)
    try:
        if kind == "key":
            conversation = access_conversation(actor=who, public_id=public_id)
        else:
            conversation = _operator_conversation(who, public_id)
    except ApplicationError:
        raise Denied(FORBIDDEN) from None
    try:
        ensure_writable(conversation)
    except ApplicationError:
        raise Denied(GONE) from None
    groups = [
        conversation_group(conversation.pk),
        user_group(conversation.tenant_id, conversation.role, conversation.user_id),
    ]
    return Access(groups=groups, tenant=conversation.tenant)


def _operator_conversation(user: Any, public_id: str) -> Conversation:
    conversation = (
        Conversation.objects.select_related("tenant")
        .exclude(status=ConversationStatus.DELETED)
        .filter(public_id=public_id)
        .first()
    )
    if conversation is None:
        raise Denied(FORBIDDEN)
    access_tenant_for_operator(user=user, slug=conversation.tenant.slug)
    return conversation


def metrics_access(scope: dict[str, Any], slug: str) -> Access:
    kind, who = _authenticate(scope)
    if kind == "key":
        if who.tenant.slug != slug:
            raise Denied(FORBIDDEN)
        return Access(groups=[tenant_metrics_group(who.tenant.pk)], roles=who.roles, tenant=who.tenant)
    try:
        access = access_tenant_for_operator(user=who, slug=slug)
    except ApplicationError:
        raise Denied(FORBIDDEN) from None
    return Access(groups=[tenant_metrics_group(access.tenant.pk)], tenant=access.tenant)


class _Stream(AsyncJsonWebsocketConsumer):
    """Authorize before joining anything; refuse with a close code before any event is sent."""

    access: Access | None = None
    ping_task: asyncio.Task | None = None

    def authorize(self) -> Access:
        raise NotImplementedError

    async def connect(self) -> None:
        offered = API_KEY_PROTOCOL if API_KEY_PROTOCOL in (self.scope.get("subprotocols") or []) else None
        try:
            access = await database_sync_to_async(self.authorize)()
        except Denied as denied:
            # Accept first: a close code can only be sent on an open socket (a refused handshake is a bare 403).
            await self.accept(offered)
            await self.close(code=denied.code)
            return
        for group in access.groups:
            await self.channel_layer.group_add(group, self.channel_name)
        self.access = access
        await self.accept(offered)
        self.ping_task = asyncio.ensure_future(self._ping_forever())
        await self.opened()

    async def _ping_forever(self) -> None:
        while True:
            await asyncio.sleep(settings.STREAM_PING_SECONDS)
            await self.send_json({"type": "ping", "timestamp": timezone.now().isoformat()})

    async def opened(self) -> None:
        """Hook: what to send right after the socket opens."""

    async def disconnect(self, code: int) -> None:
        if self.ping_task is not None:
            self.ping_task.cancel()
        if self.access is not None:
            for group in self.access.groups:
                await self.channel_layer.group_discard(group, self.channel_name)

    async def receive_json(self, content: Any, **kwargs: Any) -> None:
        """The streams are one-way; anything a client sends is ignored."""


class NoSuchStream(AsyncJsonWebsocketConsumer):
    """Any other websocket path: closed with 4404 (instead of a failed handshake)."""

    async def connect(self) -> None:
        await self.accept()
        await self.close(code=NO_SUCH_STREAM)


class ConversationStream(_Stream):
    """`ws/conversations/{id}/`: messages, turns, state, summaries, facts and lifecycle, as they commit."""

    def authorize(self) -> Access:
        return conversation_access(self.scope, self.scope["url_route"]["kwargs"]["public_id"])

    async def memory_event(self, message: dict[str, Any]) -> None:
        await self.send_json(message["event"])
        if message["event"]["type"] == "conversation.expired":
            await self.close(code=GONE)


class TenantMetricsStream(_Stream):
    """`ws/tenants/{slug}/metrics/`: a snapshot of the last hour on open, then live builds, at most once a second."""

    pending: list[dict[str, Any]]
    flush_task: asyncio.Task | None = None
    last_flush: float = 0.0

    def authorize(self) -> Access:
        return metrics_access(self.scope, self.scope["url_route"]["kwargs"]["slug"])

    async def opened(self) -> None:
        self.pending = []
        assert self.access is not None
        assert self.access.tenant is not None
        since = timezone.now() - timedelta(minutes=SNAPSHOT_MINUTES)
        snapshot = await database_sync_to_async(build_figures)(
            tenant=self.access.tenant, roles=self.access.roles, since=since
        )
        await self.send_json(
            {
                "type": "metrics.snapshot",
                "timestamp": timezone.now().isoformat(),
                "minutes": SNAPSHOT_MINUTES,
                **snapshot,
            }
        )
        self.last_flush = time.monotonic()

    async def memory_event(self, message: dict[str, Any]) -> None:
        event = message["event"]
        if self.access is None or event.get("role") not in self.access.roles:
            return
        self.pending.append(event)
        if self.flush_task is None:
            delay = max(0.0, self.last_flush + METRICS_INTERVAL_S - time.monotonic())
            self.flush_task = asyncio.ensure_future(self._flush_after(delay))

    async def _flush_after(self, delay: float) -> None:
        await asyncio.sleep(delay)
        builds, self.pending = self.pending, []
        self.flush_task = None
        self.last_flush = time.monotonic()
        await self.send_json({"type": "metrics.live", "timestamp": timezone.now().isoformat(), **live_figures(builds)})

    async def disconnect(self, code: int) -> None:
        if self.flush_task is not None:
            self.flush_task.cancel()
        await super().disconnect(code)
