"""Re-embedding: rewrite every stored vector whose model is not the deployment's current one (after
EMBEDDING_BACKEND changed), in batches, messages first, then facts. Each batch is one model call and
one UPDATE per row (a user message's sentence vectors with it), each guarded by the model it read,
so a vector written meanwhile by the new model is never overwritten and the pass can be stopped and
run again at any time."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
from django.db.models import Q, QuerySet

from conversations.models import Message, MessageRole
from facts.engine.relevance import embedding_text
from facts.models import Fact
from memory_platform.text.embeddings import (
    embed_texts,
    embedded_text,
    encode_vector,
    get_backend,
    model_name,
    pack_vector,
    sentence_vectors,
)


@dataclass(frozen=True)
class Progress:
    table: str
    done: int
    total: int


def _outdated(queryset: QuerySet[Any], current: str) -> QuerySet[Any]:
    return queryset.filter(embedding__isnull=False).filter(~Q(embedding_model=current))


def _message_text(message: Message) -> str:
    return embedded_text(message.role, message.content)


def _message_sentences(message: Message) -> dict[str, Any]:
    """A user message's sentence vectors are rewritten with its vector (replies have none)."""
    if message.role != MessageRole.USER:
        return {}
    return {"sentence_embeddings": sentence_vectors(get_backend(), message.content)}


def _fact_text(fact: Fact) -> str:
    return embedding_text(fact.key, fact.value, fact.text)


def reembed(*, batch: int = 256, on_progress: Callable[[Progress], None] | None = None) -> dict[str, int]:
    """Re-embed every message and fact vector of another model; returns how many of each."""
    return {
        "messages": _reembed(
            "messages", Message.objects.all(), _message_text, batch, on_progress, pack_vector, _message_sentences
        ),
        "facts": _reembed("facts", Fact.objects.all(), _fact_text, batch, on_progress, encode_vector),
    }


def _reembed(
    table: str,
    rows: QuerySet[Any],
    text_of: Callable[[Any], str],
    batch: int,
    on_progress: Callable[[Progress], None] | None,
    encode: Callable[[np.ndarray], bytes],
    also: Callable[[Any], dict[str, Any]] = lambda row: {},
) -> int:
    backend = get_backend()
    current = model_name(backend)
    total = _outdated(rows, current).count()
    done, last = 0, 0
    while chunk := list(_outdated(rows.filter(pk__gt=last), current).order_by("pk")[:batch]):
        vectors = embed_texts(backend, [text_of(row) for row in chunk])
        for row, vector in zip(chunk, vectors, strict=True):
            done += rows.filter(tenant_id=row.tenant_id, pk=row.pk, embedding_model=row.embedding_model).update(
                embedding=encode(vector), embedding_model=current, **also(row)
            )
        last = chunk[-1].pk
        if on_progress is not None:
            on_progress(Progress(table=table, done=done, total=total))
    return done
