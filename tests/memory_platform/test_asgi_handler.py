"""The ASGI handler runs a request's middleware and view as one synchronous call on a worker thread that
the next request reuses, and never two requests in flight on one thread."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Mapping
from typing import Any

import pytest
from asgiref.sync import iscoroutinefunction

from memory_platform.asgi_handler import SyncChainHandler


async def _get(handler: SyncChainHandler, path: str) -> int:
    sent: list[Mapping[str, Any]] = []
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": [(b"host", b"testserver")],
        "client": ("127.0.0.1", 40000),
        "server": ("testserver", 80),
    }
    pending = [{"type": "http.request", "body": b"", "more_body": False}]

    async def receive() -> Mapping[str, Any]:
        if pending:
            return pending.pop()
        await asyncio.Event().wait()  # the client stays connected until the answer
        raise AssertionError("unreachable")

    async def send(message: Mapping[str, Any]) -> None:
        sent.append(message)

    await handler(scope, receive, send)
    return next(m["status"] for m in sent if m["type"] == "http.response.start")


@pytest.fixture
def handler(monkeypatch: pytest.MonkeyPatch) -> tuple[SyncChainHandler, list[int]]:
    """A handler that records the thread each request's chain runs on."""
    made = SyncChainHandler()
    threads: list[int] = []
    chain = made.get_response

    def recording(request: Any) -> Any:
        threads.append(threading.get_ident())
        return chain(request)

    monkeypatch.setattr(made, "get_response", recording)
    return made, threads


def test_the_middleware_chain_is_one_synchronous_call(handler):
    made, _ = handler
    assert not iscoroutinefunction(made._middleware_chain)


def test_a_later_request_reuses_the_thread_and_starts_none(handler, monkeypatch):
    made, threads = handler
    starts: list[threading.Thread] = []
    start = threading.Thread.start

    async def two_in_a_row() -> list[int]:
        first = await _get(made, "/nowhere/")
        monkeypatch.setattr(threading.Thread, "start", lambda thread: (starts.append(thread), start(thread))[1])
        return [first, await _get(made, "/nowhere/")]

    assert asyncio.run(two_in_a_row()) == [404, 404]
    assert threads[0] == threads[1] != threading.get_ident()
    assert starts == []


def test_requests_in_flight_together_run_on_threads_of_their_own(handler):
    made, threads = handler
    both_in = threading.Barrier(2, timeout=10)
    chain = made.get_response

    def meeting(request: Any) -> Any:
        both_in.wait()  # on one shared thread the second request would never arrive: BrokenBarrierError
        return chain(request)

    made.get_response = meeting  # type: ignore[method-assign]

    async def together() -> list[int]:
        return list(await asyncio.gather(_get(made, "/nowhere/"), _get(made, "/nowhere/")))

    assert asyncio.run(together()) == [404, 404]
    assert len(set(threads)) == 2
