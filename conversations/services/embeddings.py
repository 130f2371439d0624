"""Filling in message vectors off the request path (idempotent: a message with a vector is skipped),
and the sentence vectors of user messages that recall matches sentence by sentence. A user message gets
both as begin stores them: from one model call, in one UPDATE."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np
from django.db.models import BinaryField, F, QuerySet, Value
from django.db.models.functions import Coalesce

from conversations import hot
from conversations.models import Conversation, Message, MessageRole, message_text
from memory_platform.text.embeddings import (
    decode_sentence_vectors,
    decode_vectors,
    embed_texts,
    embedded_text,
    get_backend,
    is_usable,
    message_vectors,
    model_name,
    pack_vector,
    sentence_vectors,
)
from memory_platform.text.normalise import split_sentences


def embed_messages(*, tenant_id: int, message_ids: Sequence[int]) -> int:
    """Compute and store the vector (a user message's with its sentence vectors) of each listed message of
    the tenant that has none yet; returns how many vectors it wrote."""
    mine = Message.objects.for_tenant(tenant_id).filter(pk__in=list(message_ids))
    written = _embed(tenant_id, mine.filter(embedding__isnull=True))
    _store_sentences(  # user messages that had a vector but no sentence vectors
        tenant_id,
        (
            (pk, message_text(content, conversation_id=conversation_id, turn=turn, role=MessageRole.USER))
            for pk, conversation_id, turn, content in mine.filter(
                role=MessageRole.USER, sentence_embeddings__isnull=True
            ).values_list("pk", "conversation_id", "turn", "content")
        ),
    )
    return written


def embed_turn_messages(*, conversation: Conversation, messages: Sequence[Message]) -> int:
    """The vectors of one conversation's loaded messages that have none (in practice, a turn's reply)."""
    written = _store(
        tenant_id=conversation.tenant_id,
        conversation_of={conversation.pk: conversation},
        pending=[(m.pk, conversation.pk, m.turn, m.role, m.content) for m in messages if m.embedding is None],
    )
    _store_sentences(
        conversation.tenant_id,
        [
            (m.pk, m.content)
            for m in messages
            if m.role == MessageRole.USER and m.sentence_embeddings is None and m.embedding is not None
        ],
    )
    return written


def stored_sentence_vectors(message: Message) -> dict[str, np.ndarray]:
    """A stored user message's sentences with the vectors begin wrote for them (a message of one sentence: its
    message vector), for readers that would otherwise embed those sentences again; {} when they are not stored
    or another model wrote them."""
    backend, vector = get_backend(), message.embedding
    if vector is None or message.embedding_model != model_name(backend) or not is_usable(vector, backend.dim):
        return {}
    parts = split_sentences(message.content)
    if message.sentence_embeddings == b"" and len(parts) == 1:
        return {parts[0]: decode_vectors([vector])[0]}
    rows = decode_sentence_vectors(message.sentence_embeddings, backend.dim)
    if rows is None or len(rows) != len(parts):
        return {}
    return dict(zip(parts, rows, strict=True))


def _store_sentences(tenant_id: int, pending: Iterable[tuple[int, str]]) -> int:
    """The sentence vectors of user messages that have a vector but none yet (b"" for one sentence: no model
    call), such as messages stored before sentence vectors existed."""
    backend = get_backend()
    written = 0
    for pk, content in pending:
        blob = sentence_vectors(backend, content)
        written += (
            Message.objects.for_tenant(tenant_id)
            .filter(pk=pk, sentence_embeddings__isnull=True)
            .update(sentence_embeddings=blob)
        )
    return written


def _embed(tenant_id: int, pending_messages: QuerySet[Message]) -> int:
    pending = [
        (pk, conversation_id, turn, role, message_text(content, conversation_id=conversation_id, turn=turn, role=role))
        for pk, conversation_id, turn, role, content in pending_messages.values_list(
            "pk", "conversation_id", "turn", "role", "content"
        )
    ]
    if not pending:
        return 0
    conversations = (
        Conversation.objects.filter(tenant_id=tenant_id).select_related("tenant").in_bulk({row[1] for row in pending})
    )
    return _store(tenant_id=tenant_id, conversation_of=conversations, pending=pending)


def _store(
    *, tenant_id: int, conversation_of: Mapping[int, Conversation], pending: Sequence[tuple[int, int, int, str, str]]
) -> int:
    if not pending:
        return 0
    backend = get_backend()
    replies = {pk: embedded_text(role, text) for pk, _, _, role, text in pending if role != MessageRole.USER}
    vectors = dict(zip(replies, embed_texts(backend, list(replies.values())), strict=True))
    written = 0
    for pk, conversation_id, turn, role, content in pending:
        sentences: dict[str, Any] = {}
        if role == MessageRole.USER:
            # As begin stores it: the message's vector and its sentences' from one call, in one row version.
            vector, blob = message_vectors(backend, content)
            sentences["sentence_embeddings"] = Coalesce(
                F("sentence_embeddings"), Value(blob, output_field=BinaryField())
            )
        else:
            vector = vectors[pk]
        packed = pack_vector(vector)
        if (
            Message.objects.for_tenant(tenant_id)
            .filter(pk=pk, embedding__isnull=True)
            .update(embedding=packed, embedding_model=model_name(backend), **sentences)
        ):
            written += 1
            hot.record_vector(conversation_of[conversation_id], turn=turn, role=role, vector=packed)
    return written
