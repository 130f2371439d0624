"""The synchronous client: `MemoryClient(base_url, api_key)`, its resources, the turn helper and streams."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from types import TracebackType
from typing import Any

import httpx

from memory_platform_client import _operations as ops
from memory_platform_client import models
from memory_platform_client._core import Attempts, Call, RetryPolicy, T, TurnData, next_page, outcome, settings_from
from memory_platform_client._resources import SyncResource, sync_items, sync_op
from memory_platform_client.errors import ApiError, MemoryPlatformError
from memory_platform_client.streams import StreamEvent, sync_events


class Conversations(SyncResource):
    create = sync_op(ops.create_conversation)
    get = sync_op(ops.get_conversation)
    list = sync_op(ops.list_conversations)
    iter = sync_items(ops.list_conversations, models.Conversation)
    delete = sync_op(ops.delete_conversation)
    context = sync_op(ops.preview_context)
    messages = sync_op(ops.list_messages)
    iter_messages = sync_items(ops.list_messages, models.Message)
    append_message = sync_op(ops.append_message)
    state = sync_op(ops.get_state)
    update_state = sync_op(ops.update_state)
    summaries = sync_op(ops.list_summaries)


class Turns(SyncResource):
    begin = sync_op(ops.begin_turn)
    complete = sync_op(ops.complete_turn)
    abort = sync_op(ops.abort_turn)


class Facts(SyncResource):
    list = sync_op(ops.list_facts)
    iter = sync_items(ops.list_facts, models.Fact)
    create = sync_op(ops.create_fact)
    get = sync_op(ops.get_fact)
    delete = sync_op(ops.delete_fact)
    confirm = sync_op(ops.confirm_fact)
    contradict = sync_op(ops.contradict_fact)
    history = sync_op(ops.fact_history)


class Turn(TurnData):
    """A begun turn: send `context` (or `messages`) to the model, then `complete(reply)`."""

    def __init__(self, client: MemoryClient, conversation_id: str, begun: models.BeginTurn) -> None:
        super().__init__(conversation_id, begun)
        self.client = client

    def complete(
        self, reply: str, *, state_set: dict[str, Any] | None = None, state_unset: list[str] | None = None
    ) -> models.CompleteTurn:
        answer = self.client.turns.complete(
            self.conversation_id,
            self.number,
            lease=self.lease,
            content=reply,
            state_set=state_set,
            state_unset=state_unset,
        )
        self.done = True
        return answer

    def abort(self) -> None:
        """Let go of the turn: no reply is stored and the next turn may begin at once."""
        self.done = True
        self.client.turns.abort(self.conversation_id, self.number, lease=self.lease)


class MemoryClient(SyncResource):
    """Memory Platform over HTTP. Base URL and key from the arguments or MEMORY_PLATFORM_URL and
    MEMORY_PLATFORM_API_KEY. Busy, throttled and unavailable answers and broken connections are
    retried (see RetryPolicy), each call with one Idempotency-Key on every attempt."""

    search = sync_op(ops.search)
    forget_user = sync_op(ops.forget_user)
    whoami = sync_op(ops.whoami)
    metrics = sync_op(ops.metrics)

    def __init__(
        self,
        base_url: str | None = None,
        api_key: str | None = None,
        *,
        timeout: float = 30.0,
        retry: RetryPolicy | None = None,
        http_client: httpx.Client | None = None,
    ) -> None:
        super().__init__(self)
        self.settings = settings_from(base_url, api_key, timeout, retry)
        self._http = http_client or httpx.Client(timeout=timeout)
        self.conversations = Conversations(self)
        self.turns = Turns(self)
        self.facts = Facts(self)

    def execute(self, call: Call[T]) -> T:
        """Send one call, retrying what is safe to retry; its model, or a typed exception."""
        call = call.prepared()
        attempts = Attempts(self.settings.retry)
        while True:
            try:
                return outcome(call, self._http.request(**call.request(self.settings)))
            except httpx.TransportError as error:
                wait = attempts.after_transport_error(error)
            except ApiError as error:
                wait = attempts.after_error(error)
            time.sleep(wait)

    def pages(self, call: Call[T]) -> Iterator[T]:
        """Every page of a list call, from the page it asks for."""
        current: Call[T] | None = call
        while current is not None:
            answer = self.execute(current)
            yield answer
            current = next_page(current, answer)

    @contextmanager
    def turn(self, conversation_id: str, text: str) -> Iterator[Turn]:
        """Begin a turn; the block gets its context and calls `complete(reply)`. If the block raises
        (or ends without completing), the turn is aborted at once, so the lock never lingers."""
        turn = Turn(self, conversation_id, self.turns.begin(conversation_id, content=text))
        try:
            yield turn
        except BaseException as failure:
            if not turn.done:
                _abort_quietly(turn, failure)
            raise
        if not turn.done:
            turn.abort()

    def stream(self, conversation_id: str, *, reconnect: bool = True) -> Iterator[StreamEvent]:
        """The conversation's events as they commit; reconnects with backoff, raises on 4401/4403."""
        return sync_events(self.settings, f"/conversations/{conversation_id}/", reconnect=reconnect)

    def metrics_stream(self, slug: str, *, reconnect: bool = True) -> Iterator[StreamEvent]:
        """The tenant's context metrics: a snapshot, then live figures at most once a second."""
        return sync_events(self.settings, f"/tenants/{slug}/metrics/", reconnect=reconnect)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> MemoryClient:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None) -> None:
        self.close()


def _abort_quietly(turn: Turn, failure: BaseException) -> None:
    """Abort after the block failed; the block's own error is the one the caller sees."""
    try:
        turn.abort()
    except MemoryPlatformError as error:
        failure.add_note(f"Aborting turn {turn.number} failed too ({error}); its lease will expire.")
