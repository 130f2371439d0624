"""Filling in message vectors off the request path (idempotent: a message with a vector is skipped)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from django.db.models import QuerySet

from conversations import hot, search_index
from conversations.models import Conversation, Message, message_text
from memory_platform.text.embeddings import embed_texts, encode_vector, get_backend, model_name


def embed_messages(*, message_ids: Sequence[int]) -> int:
    """Compute and store the vector (and the full-text vector) of each listed message that has none
    yet; returns how many vectors it wrote."""
    written = _embed(Message.objects.filter(pk__in=list(message_ids), embedding__isnull=True))
    search_index.index_message_ids(message_ids)
    return written


def embed_turn_messages(*, conversation: Conversation, messages: Sequence[Message]) -> int:
    """The vectors of one conversation's loaded messages that have none (in practice, a turn's reply)."""
    pending = [m for m in messages if m.embedding is None]
    return _store(
        conversation_of={conversation.pk: conversation},
        pending=[(m.pk, conversation.pk, m.turn, m.role, m.content) for m in pending],
    )


def _embed(pending_messages: QuerySet[Message]) -> int:
    pending = [
        (pk, conversation_id, turn, role, message_text(content, conversation_id=conversation_id, turn=turn, role=role))
        for pk, conversation_id, turn, role, content in pending_messages.values_list(
            "pk", "conversation_id", "turn", "role", "content"
        )
    ]
    if not pending:
        return 0
    conversations = Conversation.objects.select_related("tenant").in_bulk({row[1] for row in pending})
    return _store(conversation_of=conversations, pending=pending)


def _store(*, conversation_of: Mapping[int, Conversation], pending: Sequence[tuple[int, int, int, str, str]]) -> int:
    if not pending:
        return 0
    backend = get_backend()
    vectors = embed_texts(backend, [content for *_, content in pending])
    written = 0
    for (pk, conversation_id, turn, role, _), vector in zip(pending, vectors, strict=True):
        blob = encode_vector(vector)
        if Message.objects.filter(pk=pk, embedding__isnull=True).update(
            embedding=blob, embedding_model=model_name(backend)
        ):
            written += 1
            hot.record_vector(conversation_of[conversation_id], turn=turn, role=role, vector=blob)
    return written
