"""The asynchronous client: `AsyncMemoryClient`, the same resources and helpers as MemoryClient, awaited."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from types import TracebackType
from typing import Any

import httpx

from memory_platform_client import _operations as ops
from memory_platform_client import models
from memory_platform_client._core import Attempts, Call, RetryPolicy, T, TurnData, next_page, outcome, settings_from
from memory_platform_client._resources import AsyncResource, async_items, async_op
from memory_platform_client.errors import ApiError, MemoryPlatformError
from memory_platform_client.streams import StreamEvent, async_events


class AsyncConversations(AsyncResource):
    create = async_op(ops.create_conversation)
    get = async_op(ops.get_conversation)
    list = async_op(ops.list_conversations)
    iter = async_items(ops.list_conversations, models.Conversation)
    delete = async_op(ops.delete_conversation)
    context = async_op(ops.preview_context)
    messages = async_op(ops.list_messages)
    iter_messages = async_items(ops.list_messages, models.Message)
    append_message = async_op(ops.append_message)
    state = async_op(ops.get_state)
    update_state = async_op(ops.update_state)
    summaries = async_op(ops.list_summaries)


class AsyncTurns(AsyncResource):
    begin = async_op(ops.begin_turn)
    complete = async_op(ops.complete_turn)
    abort = async_op(ops.abort_turn)


class AsyncFacts(AsyncResource):
    list = async_op(ops.list_facts)
    iter = async_items(ops.list_facts, models.Fact)
    create = async_op(ops.create_fact)
    get = async_op(ops.get_fact)
    delete = async_op(ops.delete_fact)
    confirm = async_op(ops.confirm_fact)
    contradict = async_op(ops.contradict_fact)
    history = async_op(ops.fact_history)


class AsyncTurn(TurnData):
    """A begun turn: send `context` (or `messages`) to the model, then `await complete(reply)`."""

    def __init__(self, client: AsyncMemoryClient, conversation_id: str, begun: models.BeginTurn) -> None:
        super().__init__(conversation_id, begun)
        self.client = client

    async def complete(
        self, reply: str, *, state_set: dict[str, Any] | None = None, state_unset: list[str] | None = None
    ) -> models.CompleteTurn:
        answer = await self.client.turns.complete(
            self.conversation_id,
            self.number,
            lease=self.lease,
            content=reply,
            state_set=state_set,
            state_unset=state_unset,
        )
        self.done = True
        return answer

    async def abort(self) -> None:
        self.done = True
        await self.client.turns.abort(self.conversation_id, self.number, lease=self.lease)


class AsyncMemoryClient(AsyncResource):
    """MemoryClient for asyncio: the same settings, retries, resources and helpers."""

    search = async_op(ops.search)
    forget_user = async_op(ops.forget_user)
    whoami = async_op(ops.whoami)
    metrics = async_op(ops.metrics)

    def __init__(
        self,
        base_url: str | None = None,
        api_key: str | None = None,
        *,
        timeout: float = 30.0,
        retry: RetryPolicy | None = None,
        http_client: httpx.AsyncClient | None = None,
    ) -> None:
        super().__init__(self)
        self.settings = settings_from(base_url, api_key, timeout, retry)
        self._http = http_client or httpx.AsyncClient(timeout=timeout)
        self.conversations = AsyncConversations(self)
        self.turns = AsyncTurns(self)
        self.facts = AsyncFacts(self)

    async def execute(self, call: Call[T]) -> T:
        call = call.prepared()
        attempts = Attempts(self.settings.retry)
        while True:
            try:
                return outcome(call, await self._http.request(**call.request(self.settings)))
            except httpx.TransportError as error:
                wait = attempts.after_transport_error(error)
            except ApiError as error:
                wait = attempts.after_error(error)
            await asyncio.sleep(wait)

    async def pages(self, call: Call[T]) -> AsyncIterator[T]:
        current: Call[T] | None = call
        while current is not None:
            answer = await self.execute(current)
            yield answer
            current = next_page(current, answer)

    @asynccontextmanager
    async def turn(self, conversation_id: str, text: str) -> AsyncIterator[AsyncTurn]:
        """As MemoryClient.turn: the turn is aborted at once if the block raises or never completes."""
        turn = AsyncTurn(self, conversation_id, await self.turns.begin(conversation_id, content=text))
        try:
            yield turn
        except BaseException as failure:
            if not turn.done:
                await _abort_quietly(turn, failure)
            raise
        if not turn.done:
            await turn.abort()

    def stream(self, conversation_id: str, *, reconnect: bool = True) -> AsyncIterator[StreamEvent]:
        return async_events(self.settings, f"/conversations/{conversation_id}/", reconnect=reconnect)

    def metrics_stream(self, slug: str, *, reconnect: bool = True) -> AsyncIterator[StreamEvent]:
        return async_events(self.settings, f"/tenants/{slug}/metrics/", reconnect=reconnect)

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> AsyncMemoryClient:
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()


async def _abort_quietly(turn: AsyncTurn, failure: BaseException) -> None:
    try:
        await turn.abort()
    except MemoryPlatformError as error:
        failure.add_note(f"Aborting turn {turn.number} failed too ({error}); its lease will expire.")
