"""Websocket tests: channels' WebsocketCommunicator on the real Redis channel layer, driven from sync
tests (async_to_sync), so services run in the test's own thread and transaction."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from asgiref.sync import async_to_sync
from channels.layers import channel_layers
from channels.testing import WebsocketCommunicator
from django.test import Client

from memory_platform.asgi import application
from memory_platform.events import publisher


@pytest.fixture(autouse=True)
def _streams_share_the_test_transaction(monkeypatch: pytest.MonkeyPatch) -> None:
    """database_sync_to_async closes "old" connections around each call; in a test that would close the
    connection holding the test's transaction. Production keeps the closing."""
    monkeypatch.setattr("channels.db.close_old_connections", lambda: None)
    channel_layers.backends = {}  # a fresh layer per test: each test runs its own event loop


def run(scenario: Callable[[], Awaitable[Any]]) -> Any:
    return async_to_sync(scenario)()


def communicator(
    path: str, *, headers: list[tuple[bytes, bytes]] | None = None, subprotocols: list[str] | None = None
) -> WebsocketCommunicator:
    return WebsocketCommunicator(application, path, headers=headers or [], subprotocols=subprotocols)


def key_header(raw: str) -> list[tuple[bytes, bytes]]:
    return [(b"authorization", f"Api-Key {raw}".encode())]


def session_headers(client: Client, origin: str | None = "http://testserver") -> list[tuple[bytes, bytes]]:
    headers = [(b"cookie", f"sessionid={client.cookies['sessionid'].value}".encode()), (b"host", b"testserver")]
    if origin is not None:
        headers.append((b"origin", origin.encode()))
    return headers


def sent() -> None:
    """Wait until every event handed to the publisher has reached the channel layer."""
    assert publisher().wait_until_sent(5)
