"""Dedup of restated questions and the 24 h cache of deterministic answers about the user.

The disclaimer is written here, by the system, never by a model."""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime

import numpy as np
from django.core.cache import cache
from django.db import connection

from conversations.models import (
    Conversation,
    ConversationStatus,
    Message,
    MessageRole,
    conversation_owner,
    readable_message_text,
)
from facts.cache import answers_cache_key as user_answers_key
from facts.cache import current_version, facts_version_key
from facts.selectors import facts_changed_since, facts_retired_since
from memory.engine.answers import dedup_disclaimer, is_cacheable_answer_query, may_dedup
from memory_platform.text.embeddings import decode_vectors, get_backend, is_usable
from memory_platform.text.language import detect_language
from memory_platform.text.normalise import normalise
from tenants.encryption import open_cached, seal_cached

CANDIDATE_MESSAGES = 200
RECENT_CONVERSATIONS = 20


@dataclass(frozen=True)
class PreviousAnswer:
    """The earlier reply to a restated question, with the disclaimer the system (not the model) wrote."""

    previous_answer: str
    disclaimer: str
    source: str  # "answer_cache" or "previous_turn"
    similarity: float


def answers_cache_key(conversation: Conversation) -> str:
    return user_answers_key(tenant_id=conversation.tenant_id, role=conversation.role, user_id=conversation.user_id)


def _version_key(conversation: Conversation) -> str:
    return facts_version_key(tenant_id=conversation.tenant_id, role=conversation.role, user_id=conversation.user_id)


def find_previous_answer(
    *, conversation: Conversation, content: str, turn: int, vector: np.ndarray | None = None
) -> PreviousAnswer | None:
    """The earlier answer to the same question of the same user, with the system's disclaimer.

    A question about the user ("¿dónde vivo?") is answered only from the answer cache, which follows
    their facts; an older turn's reply may predate a change ("me mudé a Sevilla")."""
    if not may_dedup(content):
        return None
    language = detect_language(content)
    about_user = is_cacheable_answer_query(content)
    cached = _cached_answer(conversation, content) if about_user else None
    if cached is not None:
        return PreviousAnswer(
            previous_answer=cached, disclaimer=dedup_disclaimer(language), source="answer_cache", similarity=1.0
        )
    match = None if about_user else _similar_question(conversation, content, turn, vector)
    if match is None:
        return None
    question, similarity = match
    reply = (
        Message.objects.for_tenant(conversation.tenant_id)
        .filter(conversation_id=question.conversation_id, turn=question.turn, role=MessageRole.ASSISTANT)
        .values_list("content", "created_at")
        .first()
    )
    if reply is None:
        return None
    stored, answered_at = reply
    answer = readable_message_text(
        stored, conversation_id=question.conversation_id, turn=question.turn, role=MessageRole.ASSISTANT
    )
    if answer is None:
        return None
    # The reply may rest on a fact that no longer holds: then it is not offered again.
    if facts_retired_since(
        tenant_id=conversation.tenant_id, role=conversation.role, user_id=conversation.user_id, since=answered_at
    ):
        return None
    return PreviousAnswer(
        previous_answer=answer,
        disclaimer=dedup_disclaimer(language),
        source="previous_turn",
        similarity=round(similarity, 3),
    )


# The vectors of the user's stored messages, newest first, at most CANDIDATE_MESSAGES from each of their
# RECENT_CONVERSATIONS newest conversations: one backward scan of each conversation's messages by position
# (the (tenant, conversation, seq) key), in one round trip, bounded whatever the history. Their texts are
# read (and opened) only for the few whose vector is close enough to be a restatement.
_RECENT_QUESTIONS = """
SELECT q.id, q.conversation_id, q.turn, q.embedding FROM (
    SELECT id FROM conversations_conversation
    WHERE tenant_id = %(tenant)s AND role = %(role)s AND user_id = %(user)s AND status <> 'deleted'
    ORDER BY last_activity_at DESC LIMIT %(conversations)s
) c CROSS JOIN LATERAL (
    SELECT m.id, m.conversation_id, m.turn, m.embedding FROM conversations_message m
    WHERE m.tenant_id = %(tenant)s AND m.conversation_id = c.id AND m.role = 'user' AND m.embedding IS NOT NULL
      AND NOT (m.conversation_id = %(current)s AND m.turn = %(turn)s)
    ORDER BY m.seq DESC LIMIT %(candidates)s
) q ORDER BY q.id DESC LIMIT %(candidates)s
"""


def _recent_question_rows(conversation: Conversation, turn: int) -> list[tuple]:
    """(id, conversation id, turn, stored vector) of the user's recent questions, newest first."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute(
                _RECENT_QUESTIONS,
                {
                    "tenant": conversation.tenant_id,
                    "role": conversation.role,
                    "user": conversation.user_id,
                    "conversations": RECENT_CONVERSATIONS,
                    "current": conversation.pk,
                    "turn": turn,
                    "candidates": CANDIDATE_MESSAGES,
                },
            )
            return list(cursor.fetchall())
    # The embedded default's SQLite has no LATERAL: the same rows, one query per conversation.
    conversation_ids = list(
        Conversation.objects.filter(
            tenant_id=conversation.tenant_id, role=conversation.role, user_id=conversation.user_id
        )
        .exclude(status=ConversationStatus.DELETED)
        .order_by("-last_activity_at")
        .values_list("pk", flat=True)[:RECENT_CONVERSATIONS]
    )
    questions = (
        Message.objects.for_tenant(conversation.tenant_id)
        .filter(role=MessageRole.USER, embedding__isnull=False)
        .exclude(conversation_id=conversation.pk, turn=turn)
    )
    fields = ("id", "conversation_id", "turn", "embedding")
    recent: list[tuple] = []
    for conversation_id in conversation_ids:
        recent += (
            questions.filter(conversation_id=conversation_id).order_by("-id").values_list(*fields)[:CANDIDATE_MESSAGES]
        )
    return sorted(recent, key=lambda row: -row[0])[:CANDIDATE_MESSAGES]


def _similar_question(
    conversation: Conversation, content: str, turn: int, vector: np.ndarray | None
) -> tuple[Message, float] | None:
    """The user's most similar earlier question, compared on the vectors stored with each message: the
    closest above the threshold whose text is a question that may be answered again (only those few are
    read and opened)."""
    threshold = conversation.tenant.policy.dedup_similarity
    backend = get_backend()
    recent = [row for row in _recent_question_rows(conversation, turn) if is_usable(row[3], backend.dim)]
    if not recent:
        return None
    query = vector if vector is not None else backend.embed(content)
    scores = decode_vectors([row[3] for row in recent]) @ query
    close = [int(i) for i in np.argsort(-scores) if scores[i] > threshold]
    if not close:
        return None
    texts = dict(
        Message.objects.for_tenant(conversation.tenant_id)
        .filter(pk__in=[recent[i][0] for i in close])
        .values_list("pk", "content")
    )
    for index in close:
        pk, conversation_id, number, _ = recent[index]
        if pk not in texts:  # erased meanwhile
            continue
        text = readable_message_text(texts[pk], conversation_id=conversation_id, turn=number, role="user")
        if text is not None and may_dedup(text):
            return Message(id=pk, conversation_id=conversation_id, turn=number, content=text), float(scores[index])
    return None


def _cached_answer(conversation: Conversation, content: str) -> str | None:
    """A cached answer, if its facts version is still the user's (one cache round trip)."""
    key, version_key = answers_cache_key(conversation), _version_key(conversation)
    found = cache.get_many([key, version_key])
    entry = (open_cached(key, found.get(key)) or {}).get(normalise(content))
    if entry is None or entry[1] < time.time() or found.get(version_key) is None or entry[2] != found[version_key]:
        return None
    return str(entry[0])


def remember_answer(
    *, conversation: Conversation, question: str, answer: str, asked_at: datetime | None = None
) -> bool:
    """Cache the answer to a deterministic question about the user for the policy's hours, unless
    the user's facts changed since it was asked (the answer may rest on what changed)."""
    if not is_cacheable_answer_query(question):
        return False
    version_key = _version_key(conversation)
    version = current_version(cache.get(version_key), version_key)  # read before the database: see facts.cache
    if version is None:
        return False
    if asked_at is not None and facts_changed_since(
        tenant_id=conversation.tenant_id, role=conversation.role, user_id=conversation.user_id, since=asked_at
    ):
        return False
    seconds = conversation.tenant.policy.answer_cache_hours * 3600
    key = answers_cache_key(conversation)
    entries = {k: v for k, v in (open_cached(key, cache.get(key)) or {}).items() if v[1] >= time.time() and len(v) == 3}
    entries[normalise(question)] = (answer, time.time() + seconds, version)
    cache.set(key, seal_cached(conversation_owner(conversation.pk, conversation), key, entries), seconds)
    # A forget that committed meanwhile deleted the key before this write: take the write back. (One
    # that commits after this check deletes the key itself, after its commit.)
    if not Conversation.objects.filter(tenant_id=conversation.tenant_id, pk=conversation.pk).exists():
        cache.delete(key)
        return False
    return True
