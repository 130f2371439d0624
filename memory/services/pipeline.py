"""The after-turn pipeline: store the reply's vector, mine the turn for facts, cache a deterministic
answer, and fold the turns that left the window into summaries (mining them first). Every step is
idempotent."""

from __future__ import annotations

from collections.abc import Sequence

from conversations.models import Conversation, Message, MessageRole
from conversations.services.embeddings import embed_turn
from conversations.services.summaries import fold_conversation
from facts.services.extraction import extract_facts_for_turn, extract_facts_from_messages
from memory.services.dedup import remember_answer


def after_turn(*, conversation_id: int, turn: int) -> int:
    """Run the pipeline for a completed turn; returns how many summaries it wrote."""
    embed_turn(conversation_id=conversation_id, turn=turn)  # first: the next turn's continuity reads it
    extract_facts_for_turn(conversation_id=conversation_id, turn=turn)
    remember_turn_answer(conversation_id=conversation_id, turn=turn)
    return len(fold_conversation(conversation_id=conversation_id, before_fold=_mine_before_folding))


def _mine_before_folding(conversation: Conversation, messages: Sequence[Message]) -> None:
    extract_facts_from_messages(conversation=conversation, messages=messages)


def remember_turn_answer(*, conversation_id: int, turn: int) -> bool:
    """Cache the reply to a deterministic question about the user (24 h by default)."""
    rows = {role: (content, at) for role, content, at in Message.objects.filter(conversation_id=conversation_id, turn=turn).values_list("role", "content", "created_at")}
    if MessageRole.USER not in rows or MessageRole.ASSISTANT not in rows:
        return False
    conversation = Conversation.objects.select_related("tenant").get(pk=conversation_id)
    question, asked_at = rows[MessageRole.USER]
    return remember_answer(conversation=conversation, question=question, answer=rows[MessageRole.ASSISTANT][0], asked_at=asked_at)
