"""Storing a message: gap-free numbering under the row lock, tokens, its vector and
continuity to the previous turn."""

from __future__ import annotations

import math
from datetime import datetime, timedelta
from typing import Any

import numpy as np
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from conversations import events, hot, tasks
from conversations.engine.topics import is_topic_shift
from conversations.models import Conversation, ConversationStatus, Message, MessageRole, message_text
from memory_platform.api.errors import Conflict, Gone
from memory_platform.text.embeddings import (
    calibrated,
    decode_vectors,
    follow_on,
    get_backend,
    is_usable,
    lexical_backend,
    lexical_follow_on,
    model_name,
    pack_vector,
)
from memory_platform.text.language import detect_language
from memory_platform.text.normalise import split_sentences
from memory_platform.text.tokens import count_tokens, message_tokens


def one_sentence(role: str, content: str) -> bytes | None:
    """b"" for a user message of one sentence (its message vector is its only sentence vector:
    nothing for the after-turn task to write), else None (to be written after commit, user messages
    only)."""
    return b"" if role == MessageRole.USER and len(split_sentences(content)) < 2 else None


def ensure_writable(conversation: Conversation, now: datetime | None = None) -> None:
    expired = conversation.expires_at is not None and conversation.expires_at <= (now or timezone.now())
    if conversation.status == ConversationStatus.EXPIRED or (
        conversation.status == ConversationStatus.ACTIVE and expired
    ):
        raise Gone("This conversation expired after inactivity; start a new one.", code="expired")
    if conversation.status != ConversationStatus.ACTIVE:
        raise Gone("This conversation is closed.", code="closed")


def ensure_no_turn_in_progress(conversation: Conversation, now: datetime) -> None:
    """A message appended outside the turn API may not slip into a turn that a live lease holds."""
    if conversation.lease_token and conversation.lease_expires_at and conversation.lease_expires_at > now:
        retry_after = max(1, math.ceil((conversation.lease_expires_at - now).total_seconds()))
        raise Conflict(
            "A turn of this conversation is in progress; append after it completes or its lease expires.",
            code="busy",
            headers={"Retry-After": str(retry_after)},
        )


def lock_conversation(conversation: Conversation) -> Conversation:
    """Re-read the conversation under its row lock (inside a transaction): the row's alone (not its
    tenant's), found by its tenant and id."""
    return (
        Conversation.objects.select_for_update(of=("self",))
        .select_related("tenant")
        .get(tenant_id=conversation.tenant_id, pk=conversation.pk)
    )


# The idle TTL is renewed at this resolution: a turn then updates no indexed column of the
# conversation row most of the time, so PostgreSQL updates it in place (HOT) instead of adding
# index entries and a dead row version on every message.
TOUCH_RESOLUTION = timedelta(minutes=1)


def touch(conversation: Conversation, now: datetime) -> list[str]:
    """Renew the idle TTL if it was last renewed over a minute ago (in memory; the caller saves
    the fields returned)."""
    if conversation.last_activity_at is not None and now - conversation.last_activity_at < TOUCH_RESOLUTION:
        return []
    conversation.last_activity_at = now
    conversation.expires_at = now + timedelta(minutes=conversation.tenant.policy.idle_ttl_minutes)
    return ["last_activity_at", "expires_at"]


def append_message(
    *,
    conversation: Conversation,
    role: str,
    content: str,
    metadata: dict | None = None,
    turn: int | None = None,
    now: datetime | None = None,
    vector: np.ndarray | None = None,
    sentences: bytes | None = None,
) -> Message:
    """Store one message durably and return it. `turn` pins the turn an assistant reply belongs to.

    `vector` is the message's embedding when the caller already computed it (a turn's messages), and
    `sentences` a user message's stored sentence vectors (embeddings.message_vectors); without them, a
    background task computes them after commit."""
    now = now or timezone.now()
    with transaction.atomic():
        locked = lock_conversation(conversation)
        ensure_writable(locked)
        if turn is None:
            ensure_no_turn_in_progress(locked, now)
        number = turn or _turn_for(locked, role)
        message = Message(
            tenant_id=locked.tenant_id,
            conversation=locked,
            seq=locked.last_seq + 1,
            turn=number,
            role=role,
            content=content,
            token_count=count_tokens(content, locked.tenant.policy.encoding_name),
            metadata=metadata or {},
            sentence_embeddings=sentences if sentences is not None else one_sentence(role, content),
            created_at=now,
        )
        if vector is not None:
            message.embedding = pack_vector(vector)
            message.embedding_model = model_name()
        if role == MessageRole.USER:
            _set_continuity(locked, message, vector)
        message.save(force_insert=True)
        previous_version = locked.memory_version
        locked.last_seq = message.seq
        locked.last_turn = max(locked.last_turn, number)
        locked.history_tokens += message_tokens(message.token_count)
        locked.memory_version += 1
        renewed = touch(locked, now)
        locked.save(update_fields=["last_seq", "last_turn", "history_tokens", "memory_version", *renewed])
        hot.record_message(locked, message, previous_version)
        events.message_created(locked, message)
        if vector is None:
            transaction.on_commit(lambda: tasks.embed_messages.delay(locked.tenant_id, [message.pk]))
    copy_counters(conversation, locked)
    return message


def _turn_for(conversation: Conversation, role: str) -> int:
    """A user message opens a turn; an assistant reply joins the open turn if it has none yet."""
    if role == MessageRole.USER or conversation.last_turn == 0:
        return conversation.last_turn + 1
    answered = (
        Message.objects.for_conversation(conversation)
        .filter(turn=conversation.last_turn, role=MessageRole.ASSISTANT)
        .exists()
    )
    return conversation.last_turn + 1 if answered else conversation.last_turn


RecentRow = tuple[int, str, bytes | memoryview | None]  # (turn, content, stored vector)


def _set_continuity(
    conversation: Conversation, message: Message, vector: np.ndarray | None, recent: list[RecentRow] | None = None
) -> None:
    """Continuity to the previous turn (sizes the window) and whether this message opens a new topic
    (judged against the last few turns), from `recent` (the caller's, out of the hot memory) or a query."""
    policy = conversation.tenant.policy
    last = conversation.last_turn
    rows = (
        recent
        if recent is not None
        else [
            (turn, message_text(content, conversation_id=conversation.pk, turn=turn, role=role), vector)
            for turn, role, content, vector in Message.objects.for_conversation(conversation)
            .filter(turn__gt=last - policy.topic_shift_turns, turn__lte=last)
            .values_list("turn", "role", "content", "embedding")
        ]
    )
    if not any(turn == last for turn, _, _ in rows):
        message.continuity = None
        message.topic_shift = False
        return
    continuity, topic = _follow_on(message.content, vector, rows, last)
    message.continuity = round(continuity, 4)
    message.topic_shift = is_topic_shift(similarity=topic, text=message.content, policy=policy)


def _follow_on(
    text: str, vector: np.ndarray | None, rows: list[tuple[int, str, bytes | memoryview | None]], last: int
) -> tuple[float, float]:
    """(continuity, topic) on the policy's scale, from the stored vectors; while one is pending (or
    this message has none), from the lexical scores."""
    backend = get_backend()
    language = detect_language(text)
    if vector is not None and all(is_usable(blob, backend.dim) for _, _, blob in rows):
        matrix = decode_vectors([blob for _, _, blob in rows if blob is not None])
        previous = matrix[np.array([turn == last for turn, _, _ in rows])]
        raw = follow_on(vector, previous, matrix)
    else:
        backend = lexical_backend()
        raw = lexical_follow_on(
            text, [content for turn, content, _ in rows if turn == last], [content for _, content, _ in rows]
        )
    return calibrated(backend, raw[0], language), calibrated(backend, raw[1], language)


def new_turn_message(
    *,
    conversation: Conversation,
    role: str,
    content: str,
    turn: int,
    now: datetime,
    vector: np.ndarray | None = None,
    sentences: bytes | None = None,
    recent: list[RecentRow] | None = None,
) -> Message:
    """An unsaved message of a turn, with its tokens and vectors (and, for a user message, its continuity
    to the turns before, whose texts and vectors are `recent` when the caller holds them), numbered as
    the next one of the conversation."""
    message = Message(
        tenant_id=conversation.tenant_id,
        conversation=conversation,
        seq=conversation.last_seq + 1,
        turn=turn,
        role=role,
        content=content,
        token_count=count_tokens(content, conversation.tenant.policy.encoding_name),
        metadata={},
        embedding=pack_vector(vector) if vector is not None else None,
        embedding_model=model_name() if vector is not None else "",
        sentence_embeddings=sentences if sentences is not None else one_sentence(role, content),
        created_at=now,
    )
    if role == MessageRole.USER:
        _set_continuity(conversation, message, vector, recent)
    return message


def append_if_unchanged(
    *,
    conversation: Conversation,
    message: Message,
    when: Q,
    changes: dict[str, Any],
    now: datetime,
    memory: hot.HotMemory | None = None,
) -> bool:
    """The turn's fast path, inside the caller's transaction: one conditional UPDATE takes the row
    lock, checks the row is as the caller read it (no message, fold or state change since) and that
    `when` holds, bumps the counters and applies `changes`; then one INSERT stores `message`.
    False, with nothing written, when the row moved or `when` does not hold (take the locked path).
    `memory` is the hot memory the caller loaded for this version: updated in place after commit."""
    renewed = now - conversation.last_activity_at >= TOUCH_RESOLUTION
    fields: dict[str, Any] = {
        "last_seq": message.seq,
        "last_turn": max(conversation.last_turn, message.turn),
        "history_tokens": conversation.history_tokens + message_tokens(message.token_count),
        "memory_version": conversation.memory_version + 1,
        **changes,
    }
    if renewed:
        fields.update(
            last_activity_at=now, expires_at=now + timedelta(minutes=conversation.tenant.policy.idle_ttl_minutes)
        )
    moved = Conversation.objects.filter(
        when,
        tenant_id=conversation.tenant_id,
        pk=conversation.pk,
        last_seq=conversation.last_seq,
        memory_version=conversation.memory_version,
        status=ConversationStatus.ACTIVE,
        expires_at__gt=now,
    ).update(**fields)
    if not moved:
        return False
    message.save(force_insert=True)
    previous_version = conversation.memory_version
    for name, value in fields.items():
        setattr(conversation, name, value)
    hot.record_message(conversation, message, previous_version, in_hand=memory)
    events.message_created(conversation, message)
    return True


def copy_counters(target: Conversation, source: Conversation) -> None:
    """Copy the fresh counters back to the caller's instance so it stays usable."""
    for name in (
        "last_seq",
        "last_turn",
        "history_tokens",
        "memory_version",
        "last_activity_at",
        "expires_at",
        "open_turn",
        "lease_token",
        "lease_expires_at",
        "status",
    ):
        setattr(target, name, getattr(source, name))
