"""Websocket events: a service publishes one with a single line, and it reaches the channel layer only
after the database commit (at once outside a transaction), so a rolled-back change never leaks.

With Redis as the layer, events are handed to one background thread per process that sends them with
a short timeout: a request never waits on the channel layer, and Redis being down only logs."""

from __future__ import annotations

import asyncio
import logging
import os
import threading
from collections.abc import Sequence
from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import BaseChannelLayer, InMemoryChannelLayer, get_channel_layer
from channels_redis.core import RedisChannelLayer
from django.conf import settings
from django.db import transaction
from django.utils import timezone

from memory_platform.redis_client import raw_redis, redis_errors
from memory_platform.users import user_ref

logger = logging.getLogger(__name__)

HANDLER = "memory.event"  # the consumers' handler for every event (memory_event)
MAX_PENDING = 10_000  # beyond this, events are dropped (and logged) rather than piling up in memory


def conversation_group(conversation_id: int) -> str:
    return f"conversation.{conversation_id}"


def user_group(tenant_id: int, role: str, user_id: str) -> str:
    """Facts belong to a user, not a conversation: every open stream of that user's conversations joins this."""
    return f"user.{tenant_id}.{user_ref(tenant_id=tenant_id, role=role, user_id=user_id)}"


def tenant_metrics_group(tenant_id: int) -> str:
    return f"tenant.{tenant_id}.metrics"


def publish(group: str, event_type: str, data: dict[str, Any]) -> None:
    """Send `{type, timestamp, **data}` to `group` once the surrounding transaction commits."""
    event = {"type": event_type, "timestamp": timezone.now().isoformat(), **data}
    message = {"type": HANDLER, "event": event}
    transaction.on_commit(lambda: publisher().send(group, message))


def group_keys(groups: Sequence[str], layer: BaseChannelLayer | None = None) -> list[bytes] | None:
    """The channel layer's Redis keys of these groups, when the layer (by default this process's) keeps
    them in the cache's own Redis (one standalone server at REDIS_URL): a group's key exists while a stream
    is joined to it, so a caller that already talks to that Redis can ask, in the same round trip, whether
    anyone listens. None when the layer is elsewhere (in memory, beside a cluster cache, over several
    servers): then publish regardless."""
    layer = get_channel_layer() if layer is None else layer
    if not settings.REDIS_URL or settings.REDIS_CLUSTER_URL or not isinstance(layer, RedisChannelLayer):
        return None
    if len(layer.hosts) != 1 or layer.hosts[0].get("address") != settings.REDIS_URL:
        return None
    return [layer._group_key(group) for group in groups]  # channels-redis's own naming (pinned; tested)


def _listened(group: str, layer: BaseChannelLayer) -> bool:
    """Whether a stream is joined to `group` now, asked with one command on the cache's Redis (a send to
    a group nobody joined costs the channel layer two commands and its event loop's work for nothing).
    True when it cannot be asked: then the layer decides, as it always did."""
    keys = group_keys([group], layer)
    client = raw_redis() if keys is not None else None
    if keys is None or client is None:
        return True
    try:
        return bool(client.exists(keys[0]))
    except redis_errors():
        return True


def publish_conversation_event(conversation_id: int, event_type: str, data: dict[str, Any]) -> None:
    publish(conversation_group(conversation_id), event_type, data)


class Publisher:
    """Hands events to the channel layer without making the caller wait on it, in the order they came."""

    def __init__(self, layer: BaseChannelLayer | None):
        self.layer = layer
        self.pid = os.getpid()
        self.pending = 0
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._queue: asyncio.Queue[tuple[str, dict[str, Any]]] | None = None
        if layer is not None and not isinstance(layer, InMemoryChannelLayer):
            self._loop = asyncio.new_event_loop()
            started = threading.Event()
            threading.Thread(target=self._run, args=(started,), name="events-publisher", daemon=True).start()
            started.wait()

    def _run(self, started: threading.Event) -> None:
        assert self._loop is not None
        asyncio.set_event_loop(self._loop)
        self._queue = asyncio.Queue()
        self._loop.create_task(self._drain())
        started.set()
        self._loop.run_forever()

    def send(self, group: str, message: dict[str, Any]) -> None:
        if self.layer is None:
            return
        if self._loop is None or self._queue is None:
            # The in-memory layer lives in this process's event loop and does no I/O: send in place.
            async_to_sync(self._send)(group, message)
            return
        with self._lock:
            if self.pending >= MAX_PENDING:
                logger.warning("Too many websocket events waiting; dropping one for %s", group)
                return
            self.pending += 1
        self._loop.call_soon_threadsafe(self._queue.put_nowait, (group, message))

    async def _drain(self) -> None:
        """One sender, so events leave in the order they were published."""
        assert self._queue is not None
        while True:
            group, message = await self._queue.get()
            try:
                if _listened(group, self.layer):
                    await self._send(group, message)
            finally:
                with self._lock:
                    self.pending -= 1
                    self._idle.notify_all()

    async def _send(self, group: str, message: dict[str, Any]) -> None:
        assert self.layer is not None
        try:
            await asyncio.wait_for(self.layer.group_send(group, message), settings.EVENTS_SEND_TIMEOUT)
        except Exception as exc:
            logger.warning("Websocket event for %s not sent (channel layer unreachable?): %r", group, exc)

    def wait_until_sent(self, timeout: float = 5.0) -> bool:
        """Block until every handed-over event was sent or dropped (tests, and a clean shutdown)."""
        with self._lock:
            return self._idle.wait_for(lambda: self.pending == 0, timeout)


_publisher: Publisher | None = None
_publisher_lock = threading.Lock()


def publisher() -> Publisher:
    """This process's publisher (a forked worker makes its own: threads do not survive a fork)."""
    global _publisher
    with _publisher_lock:
        if _publisher is None or _publisher.pid != os.getpid():
            _publisher = Publisher(get_channel_layer())
        return _publisher
