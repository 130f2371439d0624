"""The turn lifecycle: begin (lock, store the user message, build the context) and complete
(store the reply, apply confirmed state, release the lock, fold what left the window)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db import transaction
from django.utils import timezone

from conversations import locks
from conversations.models import Conversation, Message, MessageRole
from conversations.services.context import ContextResult, build_conversation_context
from conversations.services.messages import (
    append_message,
    copy_counters,
    ensure_writable,
    lock_conversation,
    validate_content,
)
from conversations.services.state import apply_state_change, validate_state_change
from memory_platform.errors import Conflict


@dataclass
class TurnStarted:
    turn: int
    lease: str
    lease_expires_at: datetime
    context: ContextResult
    dedup: dict | None = None


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
    validate_content(content)
    ensure_writable(conversation)
    policy = conversation.tenant.policy
    lease = locks.new_lease()
    acquired = locks.acquire(conversation, lease, policy.lock_lease_seconds)
    if acquired is False:
        remaining = locks.remaining_ms(conversation) or policy.lock_lease_seconds * 1000
        raise _busy(conversation, math.ceil(remaining / 1000))
    try:
        turn, expires_at = _open_turn(conversation, content, lease, now or timezone.now())
    except Exception:
        locks.release(conversation, lease)
        raise
    context = build_conversation_context(conversation=conversation, now=now)
    return TurnStarted(turn=turn, lease=lease, lease_expires_at=expires_at, context=context, dedup=_dedup(conversation, content, turn))


def _open_turn(conversation: Conversation, content: str, lease: str, now: datetime) -> tuple[int, datetime]:
    """Under the row lock, check no live lease (the database side of the lock) and store the message."""
    seconds = conversation.tenant.lock_lease_seconds
    with transaction.atomic():
        locked = lock_conversation(conversation)
        if locked.lease_token and locked.lease_expires_at and locked.lease_expires_at > now:
            raise _busy(conversation, math.ceil((locked.lease_expires_at - now).total_seconds()))
        message = append_message(conversation=locked, role=MessageRole.USER, content=content, now=now)
        locked.open_turn = message.turn
        locked.lease_token = lease
        locked.lease_expires_at = now + timedelta(seconds=seconds)
        locked.save(update_fields=["open_turn", "lease_token", "lease_expires_at"])
    copy_counters(conversation, locked)
    return message.turn, locked.lease_expires_at


def _dedup(conversation: Conversation, content: str, turn: int) -> dict | None:
    from facts.services.dedup import find_previous_answer

    return find_previous_answer(conversation=conversation, content=content, turn=turn)


def complete_turn(
    *, conversation: Conversation, turn: int, lease: str, content: str, state: dict | None = None, now: datetime | None = None
) -> TurnCompleted:
    """Store the reply and apply confirmed state; a wrong, expired or used lease stores nothing (409)."""
    validate_content(content)
    if state is not None:
        validate_state_change(state)
    now = now or timezone.now()
    with transaction.atomic():
        locked = lock_conversation(conversation)
        ensure_writable(locked)
        _check_lease(locked, turn, lease, now)
        append_message(conversation=locked, role=MessageRole.ASSISTANT, content=content, turn=turn, now=now)
        state_version = apply_state_change(conversation=locked, change=state).version if state is not None else None
        locked.open_turn = None
        locked.lease_token = ""
        locked.lease_expires_at = None
        locked.save(update_fields=["open_turn", "lease_token", "lease_expires_at"])
        transaction.on_commit(lambda: locks.release(locked, lease))
        transaction.on_commit(lambda: _schedule_after_turn(locked, turn))
    conversation.memory_version = locked.memory_version
    conversation.open_turn = None
    return TurnCompleted(turn=turn, state_version=state_version)


def _check_lease(conversation: Conversation, turn: int, lease: str, now: datetime) -> None:
    if conversation.open_turn != turn or conversation.lease_token != lease:
        answered = Message.objects.filter(conversation=conversation, turn=turn, role=MessageRole.ASSISTANT).exists()
        if answered:
            raise Conflict(f"Turn {turn} is already complete; nothing was stored.", code="already_completed")
        raise Conflict("This lease does not hold the turn (wrong lease or turn); nothing was stored.", code="lease_invalid")
    if conversation.lease_expires_at is None or conversation.lease_expires_at <= now:
        raise Conflict("The lease of this turn expired; begin a new turn. Nothing was stored.", code="lease_expired")


def _schedule_after_turn(conversation: Conversation, turn: int) -> None:
    from conversations.tasks import after_turn

    after_turn.delay(conversation.pk, turn)


def remember_turn_answer(*, conversation_id: int, turn: int) -> bool:
    """Cache the reply to a deterministic question about the user (24 h by default)."""
    from facts.services.dedup import remember_answer

    rows = dict(Message.objects.filter(conversation_id=conversation_id, turn=turn).values_list("role", "content"))
    if MessageRole.USER not in rows or MessageRole.ASSISTANT not in rows:
        return False
    conversation = Conversation.objects.select_related("tenant").get(pk=conversation_id)
    return remember_answer(conversation=conversation, question=rows[MessageRole.USER], answer=rows[MessageRole.ASSISTANT])
