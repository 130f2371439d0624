"""Websocket streams as typed events: a conversation's (`client.stream(id)`) and a tenant's metrics
(`client.metrics_stream(slug)`). A dropped connection is reopened with backoff (events sent while it
was down are not replayed); the server's keep-alive pings are not passed on; a refused key (4401) or
access (4403), an unknown stream (4404) and an expired conversation (4410) raise."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Iterable, Iterator
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict
from websockets.asyncio.client import connect as async_connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus
from websockets.sync.client import connect as sync_connect
from websockets.typing import Subprotocol

from memory_platform_client._core import Settings
from memory_platform_client.errors import (
    AuthenticationError,
    ConnectionFailedError,
    GoneError,
    NotFoundError,
    PermissionDeniedError,
)

UNAUTHENTICATED = 4401
FORBIDDEN = 4403
NOT_FOUND = 4404
GONE = 4410
NORMAL_CLOSURE = 1000
KEEPALIVE = "ping"


class StreamEvent(BaseModel):
    """One event: its `type`, when it was sent, and the fields of that type (kept as sent)."""

    model_config = ConfigDict(extra="allow")

    type: str
    timestamp: datetime | None = None


class TurnEvent(StreamEvent):
    """turn.begun, turn.completed, turn.aborted."""

    conversation: str
    turn: int


class MessageCreated(StreamEvent):
    conversation: str
    seq: int
    turn: int
    role: str
    content: str
    token_count: int


class StateUpdated(StreamEvent):
    conversation: str
    version: int
    data: dict[str, Any]


class SummaryCreated(StreamEvent):
    conversation: str
    first_turn: int
    last_turn: int
    token_count: int


class ContextBuilt(StreamEvent):
    total_tokens: int
    budget: int
    naive_tokens: int


class FactEvent(StreamEvent):
    """fact.created and fact.superseded (facts of the conversation's user)."""

    fact: dict[str, Any]


class ConversationEvent(StreamEvent):
    """conversation.expired and conversation.deleted."""

    conversation: str


class MetricsEvent(StreamEvent):
    """metrics.snapshot (the last hour, on open) and metrics.live (at most once a second)."""

    builds: int
    context_tokens_per_build: float
    naive_tokens_per_build: float
    saving_pct: float


EVENT_TYPES: dict[str, type[StreamEvent]] = {
    "turn.begun": TurnEvent,
    "turn.completed": TurnEvent,
    "turn.aborted": TurnEvent,
    "message.created": MessageCreated,
    "state.updated": StateUpdated,
    "summary.created": SummaryCreated,
    "context.built": ContextBuilt,
    "fact.created": FactEvent,
    "fact.superseded": FactEvent,
    "conversation.expired": ConversationEvent,
    "conversation.deleted": ConversationEvent,
    "metrics.snapshot": MetricsEvent,
    "metrics.live": MetricsEvent,
}


def parse_event(raw: str | bytes) -> StreamEvent:
    """The typed event for a frame (a StreamEvent for a type this client does not know yet)."""
    data = json.loads(raw)
    return EVENT_TYPES.get(str(data.get("type")), StreamEvent).model_validate(data)


def _events(frames: Iterable[str | bytes]) -> Iterator[StreamEvent]:
    """The typed events of a connection's frames, without the keep-alive pings."""
    for frame in frames:
        event = parse_event(frame)
        if event.type != KEEPALIVE:
            yield event


def _protocols(settings: Settings) -> list[Subprotocol]:
    return [Subprotocol("api-key"), Subprotocol(settings.api_key)]


def _refused(closed: ConnectionClosed) -> None:
    """Raise for a close that retrying cannot fix."""
    code = closed.rcvd.code if closed.rcvd is not None else None
    if code == UNAUTHENTICATED:
        raise AuthenticationError("The stream refused the key.", status=code, code="unauthenticated") from closed
    if code == FORBIDDEN:
        raise PermissionDeniedError("The key may not read this stream.", status=code, code="forbidden") from closed
    if code == NOT_FOUND:
        raise NotFoundError("No such stream.", status=code, code="not_found") from closed
    if code == GONE:
        raise GoneError("The conversation has expired.", status=code, code="gone") from closed


def _finished(closed: ConnectionClosed) -> bool:
    return closed.rcvd is not None and closed.rcvd.code == NORMAL_CLOSURE


class _Backoff:
    """Consecutive failed connections; gives up after the policy's attempts."""

    def __init__(self, settings: Settings) -> None:
        self.policy = settings.retry
        self.failures = 0

    def next_wait(self, error: Exception) -> float:
        if isinstance(error, InvalidStatus) and error.response.status_code in (401, 403):
            raise AuthenticationError(
                "The stream refused the handshake.", status=error.response.status_code, code="unauthenticated"
            ) from error
        self.failures += 1
        if self.failures >= self.policy.attempts:
            raise ConnectionFailedError(f"The stream could not be (re)opened: {error}") from error
        return self.policy.delay(self.failures - 1, None)


def sync_events(settings: Settings, path: str, *, reconnect: bool = True) -> Iterator[StreamEvent]:
    url = settings.websocket_root + path
    backoff = _Backoff(settings)
    while True:
        try:
            with sync_connect(url, subprotocols=_protocols(settings), open_timeout=settings.timeout) as socket:
                for event in _events(socket):
                    backoff.failures = 0
                    yield event
            if socket.close_code == NORMAL_CLOSURE or not reconnect:
                return
            time.sleep(backoff.next_wait(ConnectionError(f"closed with {socket.close_code}")))
        except ConnectionClosed as closed:
            _refused(closed)
            if _finished(closed) or not reconnect:
                return
            time.sleep(backoff.next_wait(closed))
        except (OSError, InvalidHandshake, TimeoutError) as error:
            if not reconnect:
                raise ConnectionFailedError(str(error)) from error
            time.sleep(backoff.next_wait(error))


async def async_events(settings: Settings, path: str, *, reconnect: bool = True) -> AsyncIterator[StreamEvent]:
    url = settings.websocket_root + path
    backoff = _Backoff(settings)
    while True:
        try:
            async with async_connect(url, subprotocols=_protocols(settings), open_timeout=settings.timeout) as socket:
                async for frame in socket:
                    backoff.failures = 0
                    event = parse_event(frame)
                    if event.type != KEEPALIVE:
                        yield event
            if socket.close_code == NORMAL_CLOSURE or not reconnect:
                return
            await asyncio.sleep(backoff.next_wait(ConnectionError(f"closed with {socket.close_code}")))
        except ConnectionClosed as closed:
            _refused(closed)
            if _finished(closed) or not reconnect:
                return
            await asyncio.sleep(backoff.next_wait(closed))
        except (OSError, InvalidHandshake, TimeoutError) as error:
            if not reconnect:
                raise ConnectionFailedError(str(error)) from error
            await asyncio.sleep(backoff.next_wait(error))
