"""Django's ASGI handler with the middleware chain and the view run as one synchronous call per request,
on a worker thread kept from request to request.

The stock handler loads the chain in async mode: a synchronous middleware below an async-capable one, and
the view, each cost a hop between the event loop and a worker thread, and every request starts a thread
of its own (and another to join it). Every middleware and view of this service is synchronous, so the
whole chain runs in one call instead. A request still has a thread to itself while it runs (one
single-thread executor per request in flight, kept for a later request once it is done): its database
connection, borrowed from the pool and returned as the request finishes, and its thread-locals stay on
that thread, as before."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

from asgiref.sync import AsyncToSync, ThreadSensitiveContext, sync_to_async
from django.core.handlers.asgi import ASGIHandler
from django.http import HttpRequest, HttpResponseBase

# Executors kept idle for later requests; past this many (after a burst of concurrent ones), the rest stop.
IDLE_EXECUTORS = 32


class SyncChainHandler(ASGIHandler):
    def __init__(self) -> None:
        self._idle: list[ThreadPoolExecutor] = []
        super().__init__()

    def load_middleware(self, is_async: bool = False) -> None:
        super().load_middleware(is_async=False)

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http" or _inside_sync_caller():
            await super().__call__(scope, receive, send)
            return
        executor = self._idle.pop() if self._idle else ThreadPoolExecutor(max_workers=1)
        try:
            async with ThreadSensitiveContext(executor=executor):
                await self.handle(scope, receive, send)
        finally:
            if len(self._idle) < IDLE_EXECUTORS:
                self._idle.append(executor)
            else:
                executor.shutdown(wait=False)

    async def get_response_async(self, request: HttpRequest) -> HttpResponseBase:
        return await sync_to_async(self.get_response, thread_sensitive=True)(request)


def _inside_sync_caller() -> bool:
    """Called through async_to_sync (a test sending a request straight to the application): the request
    runs on the caller's thread, with its database connection, as the stock handler runs it."""
    return getattr(AsyncToSync.executors, "current", None) is not None
