"""The turn lifecycle: begin (lock, store the user message, build the context, find a previous
answer to the same question), complete (store the reply, apply confirmed state, release the
lock, queue the after-turn pipeline) and abort (release the lock, store nothing)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import numpy as np
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from conversations import events, hot, locks
from conversations.hot import HotMemory
from conversations.models import Conversation, Message, MessageRole
from conversations.services.messages import (
    RecentRow,
    append_if_unchanged,
    append_message,
    copy_counters,
    ensure_writable,
    lock_conversation,
    new_turn_message,
)
from conversations.services.state import StateChange, apply_state_change_locked
from memory.services.context import ContextResult, build_conversation_context
from memory.services.dedup import PreviousAnswer, find_previous_answer
from memory.services.outbox import record_after_turn
from memory_platform.api.errors import Conflict
from memory_platform.text.embeddings import get_backend, message_vector, message_vectors
from tenants.audit import Actor


@dataclass
class TurnStarted:
    turn: int
    lease: str
    lease_expires_at: datetime
    context: ContextResult
    dedup: PreviousAnswer | None = None
    # The user message's sentence vector, computed once here and stored with the message; the
    # context (fact relevance, and recall later) and dedup reuse it instead of embedding again.
    query_vector: np.ndarray | None = None


@dataclass
class TurnCompleted:
    turn: int
    state_version: int | None


def _busy(conversation: Conversation, retry_after_s: int) -> Conflict:
    return Conflict(
        "Another turn of this conversation is in progress; retry after it completes or its lease expires.",
        code="busy",
        headers={"Retry-After": str(max(1, retry_after_s))},
    )


def begin_turn(*, conversation: Conversation, content: str, now: datetime | None = None) -> TurnStarted:
    ensure_writable(conversation)
    now = now or timezone.now()
    policy = conversation.tenant.policy
    lease = locks.new_lease()
    acquired = locks.acquire(conversation, lease, policy.lock_lease_seconds)
    if acquired is False:
        remaining = locks.remaining_ms(conversation) or policy.lock_lease_seconds * 1000
        raise _busy(conversation, math.ceil(remaining / 1000))
    try:
        # Outside any lock: the one model call of a begin, the message's vector with its sentences', so
        # the row is stored whole (the after-turn task does not rewrite it for them).
        vector, sentences = embed_user_message(content)
        turn, expires_at, memory = _open_turn(conversation, content, lease, now, vector, sentences)
    except Exception:
        locks.release(conversation, lease)
        raise
    context = build_conversation_context(conversation=conversation, now=now, query_vector=vector, memory=memory)
    dedup = find_previous_answer(conversation=conversation, content=content, turn=turn, vector=vector)
    return TurnStarted(
        turn=turn, lease=lease, lease_expires_at=expires_at, context=context, dedup=dedup, query_vector=vector
    )


def embed_user_message(content: str) -> tuple[np.ndarray, bytes]:
    return message_vectors(get_backend(), content)


def _recent_rows(memory: HotMemory, conversation: Conversation) -> list[RecentRow] | None:
    """The last turns' texts and vectors from the hot memory, as continuity reads them; None when
    the hot memory does not hold every one of those turns (continuity then queries them)."""
    last = conversation.last_turn
    wanted = set(range(max(1, last - conversation.tenant.policy.topic_shift_turns + 1), last + 1))
    held = {t.turn: t for t in memory.turns if t.turn in wanted}
    if set(held) != wanted:
        return None
    rows: list[RecentRow] = []
    for number in sorted(held):
        text = held[number]
        rows += [
            (number, part[0], vector)
            for part, vector in ((text.user, text.user_vector), (text.assistant, text.assistant_vector))
            if part
        ]
    return rows


def _open_turn(
    conversation: Conversation, content: str, lease: str, now: datetime, vector: np.ndarray, sentences: bytes
) -> tuple[int, datetime, HotMemory | None]:
    """Store the user message and take the lease: one conditional UPDATE and one INSERT when the
    conversation is as we read it, else under the row lock with every check spelled out. Returns
    the hot memory with the message in it when the fast path updated the one it loaded (the
    context is then built from it, without reading the cache again)."""
    expires_at = now + timedelta(seconds=conversation.tenant.policy.lock_lease_seconds)
    memory, _ = hot.load(conversation)
    message = new_turn_message(
        conversation=conversation,
        role=MessageRole.USER,
        content=content,
        turn=conversation.last_turn + 1,
        now=now,
        vector=vector,
        sentences=sentences,
        recent=_recent_rows(memory, conversation),
    )
    lease_free = Q(lease_token="") | Q(lease_expires_at__lte=now)
    left_open = conversation.open_turn  # a turn whose lease ran out, as read (the UPDATE checks the row is)
    with transaction.atomic():
        changes = {"open_turn": message.turn, "lease_token": lease, "lease_expires_at": expires_at}
        if append_if_unchanged(
            conversation=conversation, message=message, when=lease_free, changes=changes, now=now, memory=memory
        ):
            _left_open(conversation, left_open, now)
            events.turn_begun(conversation, message.turn)
            opened = True
        else:
            opened = False
    if opened:  # the transaction committed: the hot memory in hand holds the message now
        return message.turn, expires_at, memory
    return (*_open_turn_locked(conversation, content, lease, now, (vector, sentences)), None)


def _left_open(conversation: Conversation, left: int | None, now: datetime) -> None:
    """A turn whose lease ran out without a reply ends as the next one opens: its job reads it all the same."""
    if left is not None:
        record_after_turn(conversation=conversation, turn=left, now=now)


def append_turn_message(
    *, conversation: Conversation, role: str, content: str, metadata: dict[str, Any] | None = None
) -> Message:
    """A message appended outside begin and complete (a history imported, a reply logged afterwards), remembered
    as a completed turn is: an assistant reply ends its turn, and a user message that opens a turn ends the one
    before it if that one got no reply. The turn that ends gets its after-turn job in the same transaction (facts,
    entities, the fold into summaries); a user message still waiting for its reply is read once it gets one or
    the next turn opens."""
    now = timezone.now()
    with transaction.atomic():
        message = append_message(conversation=conversation, role=role, content=content, metadata=metadata, now=now)
        if role == MessageRole.ASSISTANT:
            record_after_turn(conversation=conversation, turn=message.turn, now=now)
        elif message.turn > 1 and not (
            Message.objects.for_conversation(conversation)
            .filter(turn=message.turn - 1, role=MessageRole.ASSISTANT)
            .exists()
        ):
            record_after_turn(conversation=conversation, turn=message.turn - 1, now=now)
    return message


def _open_turn_locked(
    conversation: Conversation,
    content: str,
    lease: str,
    now: datetime,
    vectors: tuple[np.ndarray, bytes],
) -> tuple[int, datetime]:
    """Under the row lock, check no live lease (the database side of the lock) and store the message."""
    seconds = conversation.tenant.policy.lock_lease_seconds
    with transaction.atomic():
        locked = lock_conversation(conversation)
        ensure_writable(locked, now)
        if locked.lease_token and locked.lease_expires_at and locked.lease_expires_at > now:
            raise _busy(conversation, math.ceil((locked.lease_expires_at - now).total_seconds()))
        message = append_message(
            conversation=locked,
            role=MessageRole.USER,
            content=content,
            now=now,
            vector=vectors[0],
            sentences=vectors[1],
        )
        _left_open(locked, locked.open_turn, now)
        locked.open_turn = message.turn
        locked.lease_token = lease
        locked.lease_expires_at = now + timedelta(seconds=seconds)
        locked.save(update_fields=["open_turn", "lease_token", "lease_expires_at"])
        events.turn_begun(locked, message.turn)
    copy_counters(conversation, locked)
    return message.turn, locked.lease_expires_at


def complete_turn(
    *,
    conversation: Conversation,
    turn: int,
    lease: str,
    content: str,
    state: StateChange | None = None,
    now: datetime | None = None,
    actor: Actor = None,
) -> TurnCompleted:
    """Store the reply and apply confirmed state; a wrong, expired or used lease stores nothing (409).

    The reply's vector (of its opening words) is computed here, outside any lock, so that its row is
    written once, whole: no later UPDATE leaves a dead row version and a second set of index entries behind."""
    now = now or timezone.now()
    vector = message_vector(get_backend(), MessageRole.ASSISTANT, content)
    message = new_turn_message(
        conversation=conversation, role=MessageRole.ASSISTANT, content=content, turn=turn, now=now, vector=vector
    )
    lease_held = Q(open_turn=turn, lease_token=lease, lease_expires_at__gt=now)
    released = {"open_turn": None, "lease_token": "", "lease_expires_at": None}
    with transaction.atomic():
        if append_if_unchanged(conversation=conversation, message=message, when=lease_held, changes=released, now=now):
            locked = conversation
        else:
            locked = _complete_locked(conversation, turn, lease, content, now, vector)
        state_version = (
            apply_state_change_locked(conversation=locked, change=state, actor=actor).version
            if state is not None
            else None
        )
        transaction.on_commit(lambda: locks.release(locked, lease))
        record_after_turn(conversation=locked, turn=turn, now=now)
        events.turn_completed(locked, turn)
    copy_counters(conversation, locked)
    return TurnCompleted(turn=turn, state_version=state_version)


def _complete_locked(
    conversation: Conversation, turn: int, lease: str, content: str, now: datetime, vector: np.ndarray
) -> Conversation:
    """The locked path: re-read the row, say exactly why the lease does not hold, store the reply."""
    locked = lock_conversation(conversation)
    ensure_writable(locked)
    _check_lease(locked, turn, lease, now)
    append_message(conversation=locked, role=MessageRole.ASSISTANT, content=content, turn=turn, now=now, vector=vector)
    locked.open_turn = None
    locked.lease_token = ""
    locked.lease_expires_at = None
    locked.save(update_fields=["open_turn", "lease_token", "lease_expires_at"])
    return locked


def abort_turn(*, conversation: Conversation, turn: int, lease: str) -> None:
    """Let go of a turn the caller cannot finish: no reply is stored and the lock is released at once,
    so the next turn need not wait for the lease to expire. The user message stays, as on expiry."""
    with transaction.atomic():
        locked = lock_conversation(conversation)
        _check_lease_holder(locked, turn, lease)
        locked.open_turn = None
        locked.lease_token = ""
        locked.lease_expires_at = None
        locked.save(update_fields=["open_turn", "lease_token", "lease_expires_at"])
        transaction.on_commit(lambda: locks.release(locked, lease))
        record_after_turn(conversation=locked, turn=turn, now=timezone.now())  # the user message is read all the same
        events.turn_aborted(locked, turn)


def _check_lease_holder(conversation: Conversation, turn: int, lease: str) -> None:
    if conversation.open_turn != turn or conversation.lease_token != lease:
        answered = Message.objects.for_conversation(conversation).filter(turn=turn, role=MessageRole.ASSISTANT).exists()
        if answered:
            raise Conflict(f"Turn {turn} is already complete; nothing was stored.", code="already_completed")
        raise Conflict(
            "This lease does not hold the turn (wrong lease or turn); nothing was stored.", code="lease_invalid"
        )


def _check_lease(conversation: Conversation, turn: int, lease: str, now: datetime) -> None:
    _check_lease_holder(conversation, turn, lease)
    if conversation.lease_expires_at is None or conversation.lease_expires_at <= now:
        raise Conflict("The lease of this turn expired; begin a new turn. Nothing was stored.", code="lease_expired")
