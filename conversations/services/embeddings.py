"""Filling in message vectors off the request path (idempotent: a message with a vector is skipped)."""

from __future__ import annotations

from collections.abc import Sequence

from django.db.models import QuerySet

from conversations import hot
from conversations.models import Conversation, Message
from memory_platform.text.embeddings import embed_texts, encode_vector, get_backend


def embed_messages(*, message_ids: Sequence[int]) -> int:
    """Compute and store the vector of each listed message that has none yet; returns how many."""
    return _embed(Message.objects.filter(pk__in=list(message_ids), embedding__isnull=True))


def embed_turn(*, conversation_id: int, turn: int) -> int:
    """The vectors of one turn's messages that have none (in practice, the assistant reply)."""
    return _embed(Message.objects.filter(conversation_id=conversation_id, turn=turn, embedding__isnull=True))


def _embed(pending_messages: QuerySet[Message]) -> int:
    pending = list(pending_messages.values_list("pk", "conversation_id", "turn", "role", "content"))
    if not pending:
        return 0
    vectors = embed_texts(get_backend(), [content for *_, content in pending])
    conversations = Conversation.objects.select_related("tenant").in_bulk({row[1] for row in pending})
    written = 0
    for (pk, conversation_id, turn, role, _), vector in zip(pending, vectors, strict=True):
        blob = encode_vector(vector)
        if Message.objects.filter(pk=pk, embedding__isnull=True).update(embedding=blob):
            written += 1
            hot.record_vector(conversations[conversation_id], turn=turn, role=role, vector=blob)
    return written
