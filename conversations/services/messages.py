"""Storing a message: validation, gap-free numbering under the row lock, tokens and continuity."""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from conversations import hot
from conversations.engine.similarity import calibrated, cosine, get_backend, to_bytes
from conversations.engine.tokens import count_tokens, message_tokens
from conversations.engine.topics import is_topic_shift
from conversations.models import Conversation, ConversationStatus, Message, MessageRole
from memory_platform.errors import ApplicationError, Gone, TooLarge

NOT_STORED_ROLES = {"tool", "system", "function", "developer"}


def validate_message(*, role: str, content: object, metadata: object = None) -> None:
    """Raise the client-facing error for a message we refuse to store; changes nothing."""
    if role in NOT_STORED_ROLES:
        raise ApplicationError(
            "Only user and assistant messages are stored: tools and system prompts are not stored as memory.",
            code="role_not_stored",
            fields={"role": [f"'{role}' messages are not stored as memory."]},
        )
    if role not in MessageRole.values:
        raise ApplicationError(
            f"Unknown role '{role}'; use 'user' or 'assistant'.", code="invalid_role", fields={"role": ["Must be 'user' or 'assistant'."]}
        )
    validate_content(content)
    if metadata is not None:
        if not isinstance(metadata, dict):
            raise ApplicationError("metadata must be a JSON object.", code="invalid", fields={"metadata": ["Must be an object."]})
        size = len(json.dumps(metadata, ensure_ascii=False).encode())
        if size > settings.MAX_METADATA_BYTES:
            raise TooLarge(
                f"metadata is {size} bytes; the limit is {settings.MAX_METADATA_BYTES}.",
                code="metadata_too_large",
                fields={"metadata": [f"At most {settings.MAX_METADATA_BYTES} bytes of JSON."]},
            )


def validate_content(content: object, *, field_name: str = "content") -> None:
    if not isinstance(content, str) or not content.strip():
        raise ApplicationError("content must be a non-empty string.", code="empty_content", fields={field_name: ["May not be empty."]})
    if len(content) > settings.MAX_CONTENT_CHARS:
        raise TooLarge(
            f"content is {len(content)} characters; the limit is {settings.MAX_CONTENT_CHARS}.",
            code="content_too_large",
            fields={field_name: [f"At most {settings.MAX_CONTENT_CHARS} characters."]},
        )


def ensure_writable(conversation: Conversation, now: datetime | None = None) -> None:
    expired = conversation.expires_at is not None and conversation.expires_at <= (now or timezone.now())
    if conversation.status == ConversationStatus.EXPIRED or (conversation.status == ConversationStatus.ACTIVE and expired):
        raise Gone("This conversation expired after inactivity; start a new one.", code="expired")
    if conversation.status != ConversationStatus.ACTIVE:
        raise Gone("This conversation is closed.", code="closed")


def lock_conversation(conversation: Conversation) -> Conversation:
    """Re-read the conversation under its row lock (inside a transaction)."""
    return Conversation.objects.select_for_update().select_related("tenant").get(pk=conversation.pk)


def touch(conversation: Conversation, now: datetime) -> None:
    """Renew the idle TTL (in memory; the caller saves)."""
    conversation.last_activity_at = now
    conversation.expires_at = now + timedelta(minutes=conversation.tenant.idle_ttl_minutes)


def append_message(
    *,
    conversation: Conversation,
    role: str,
    content: str,
    metadata: dict | None = None,
    turn: int | None = None,
    now: datetime | None = None,
) -> Message:
    """Store one message durably and return it. `turn` pins the turn an assistant reply belongs to."""
    validate_message(role=role, content=content, metadata=metadata)
    now = now or timezone.now()
    with transaction.atomic():
        locked = lock_conversation(conversation)
        ensure_writable(locked)
        number = turn or _turn_for(locked, role)
        message = Message(
            conversation=locked,
            seq=locked.last_seq + 1,
            turn=number,
            role=role,
            content=content,
            token_count=count_tokens(content, locked.tenant.encoding_name),
            metadata=metadata or {},
        )
        if role == MessageRole.USER:
            _set_continuity(locked, message)
        message.save(force_insert=True)
        previous_version = locked.memory_version
        locked.last_seq = message.seq
        locked.last_turn = max(locked.last_turn, number)
        locked.history_tokens += message_tokens(message.token_count)
        locked.memory_version += 1
        touch(locked, now)
        locked.save(update_fields=["last_seq", "last_turn", "history_tokens", "memory_version", "last_activity_at", "expires_at"])
        hot.record_message(locked, message, previous_version)
    copy_counters(conversation, locked)
    return message


def _turn_for(conversation: Conversation, role: str) -> int:
    """A user message opens a turn; an assistant reply joins the open turn if it has none yet."""
    if role == MessageRole.USER or conversation.last_turn == 0:
        return conversation.last_turn + 1
    answered = Message.objects.filter(conversation=conversation, turn=conversation.last_turn, role=MessageRole.ASSISTANT).exists()
    return conversation.last_turn + 1 if answered else conversation.last_turn


def _set_continuity(conversation: Conversation, message: Message) -> None:
    from facts.engine.answers import is_question

    backend = get_backend()
    vector = backend.embed(message.content)
    if is_question(message.content):
        message.embedding = to_bytes(vector)  # kept for dedup of restated questions; other messages need none
    previous = list(
        Message.objects.filter(conversation=conversation, turn=conversation.last_turn).values_list("content", flat=True)
    )
    if not previous:
        message.continuity = None
        message.topic_shift = False
        return
    message.continuity = round(calibrated(backend, cosine(vector, backend.embed(" ".join(previous)))), 4)
    message.topic_shift = is_topic_shift(similarity=message.continuity, text=message.content, policy=conversation.tenant.policy)


def copy_counters(target: Conversation, source: Conversation) -> None:
    """Copy the fresh counters back to the caller's instance so it stays usable."""
    for name in ("last_seq", "last_turn", "history_tokens", "memory_version", "last_activity_at", "expires_at",
                 "open_turn", "lease_token", "lease_expires_at", "status"):
        setattr(target, name, getattr(source, name))
