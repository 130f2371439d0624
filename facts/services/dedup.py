"""Dedup of restated questions and the 24 h cache of deterministic answers about the user (seed 003 §5).

The disclaimer is written here, by the system, never by a model."""

from __future__ import annotations

import time

import numpy as np
from django.core.cache import cache

from conversations.engine.similarity import get_backend, stack_from_bytes
from conversations.models import Conversation, ConversationStatus, Message, MessageRole
from facts.engine.answers import (
    dedup_disclaimer,
    detect_language,
    is_cacheable_answer_query,
    may_dedup,
    normalise_query,
)

CANDIDATE_MESSAGES = 200
RECENT_CONVERSATIONS = 20


def answers_cache_key(conversation: Conversation) -> str:
    """One key per user and role holds their cached answers, so forgetting a user is one delete."""
    return f"answers:{conversation.tenant_id}:{conversation.role}:{conversation.user_id}"


def find_previous_answer(*, conversation: Conversation, content: str, turn: int) -> dict | None:
    """The earlier answer to the same question of the same user, with the system's disclaimer."""
    if not may_dedup(content):
        return None
    language = detect_language(content)
    cached = _cached_answer(conversation, content)
    if cached is not None:
        return {"previous_answer": cached, "disclaimer": dedup_disclaimer(language), "source": "answer_cache", "similarity": 1.0}
    match = _similar_question(conversation, content, turn)
    if match is None:
        return None
    question, similarity = match
    answer = Message.objects.filter(conversation_id=question.conversation_id, turn=question.turn, role=MessageRole.ASSISTANT).values_list("content", flat=True).first()
    if answer is None:
        return None
    return {"previous_answer": answer, "disclaimer": dedup_disclaimer(language), "source": "previous_turn", "similarity": round(similarity, 3)}


def _similar_question(conversation: Conversation, content: str, turn: int) -> tuple[Message, float] | None:
    """The user's most similar earlier question, compared on the vectors stored with each question."""
    threshold = conversation.tenant.policy.dedup_similarity
    conversation_ids = list(
        Conversation.objects.filter(tenant_id=conversation.tenant_id, role=conversation.role, user_id=conversation.user_id)
        .exclude(status=ConversationStatus.DELETED)
        .order_by("-last_activity_at")
        .values_list("pk", flat=True)[:RECENT_CONVERSATIONS]
    )
    questions = Message.objects.filter(embedding__isnull=False).exclude(conversation_id=conversation.pk, turn=turn)
    fields = ("id", "conversation_id", "turn", "content", "embedding")
    recent: list[tuple] = []
    for conversation_id in conversation_ids:
        # One backward scan of the partial question index per conversation: bounded, whatever the history.
        recent += questions.filter(conversation_id=conversation_id).order_by("-id").values_list(*fields)[:CANDIDATE_MESSAGES]
    recent = sorted(recent, key=lambda row: -row[0])[:CANDIDATE_MESSAGES]
    if not recent:
        return None
    scores = stack_from_bytes([bytes(row[4]) for row in recent]) @ get_backend().embed(content)
    for index in np.argsort(-scores):
        if scores[index] <= threshold:
            return None
        if may_dedup(recent[index][3]):
            return Message(id=recent[index][0], conversation_id=recent[index][1], turn=recent[index][2], content=recent[index][3]), float(scores[index])
    return None


def _cached_answer(conversation: Conversation, content: str) -> str | None:
    if not is_cacheable_answer_query(content):
        return None
    entries = cache.get(answers_cache_key(conversation)) or {}
    entry = entries.get(normalise_query(content))
    if entry is None or entry[1] < time.time():
        return None
    return entry[0]


def remember_answer(*, conversation: Conversation, question: str, answer: str) -> bool:
    """Cache the answer to a deterministic question about the user for the policy's hours."""
    if not is_cacheable_answer_query(question):
        return False
    seconds = conversation.tenant.policy.answer_cache_hours * 3600
    key = answers_cache_key(conversation)
    entries = {k: v for k, v in (cache.get(key) or {}).items() if v[1] >= time.time()}
    entries[normalise_query(question)] = (answer, time.time() + seconds)
    cache.set(key, entries, seconds)
    return True
