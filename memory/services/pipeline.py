"""The after-turn pipeline: index the turn for search (the entities it names; its messages were
stored with their vectors and full-text vectors), mine it for facts, cache a deterministic answer,
and fold the turns that left the window into summaries (mining them first). Every step is idempotent,
and a message stored without a vector or full-text vector gets it here."""

from __future__ import annotations

from collections.abc import Sequence

from conversations import search_index
from conversations.models import Conversation, Message, MessageRole
from conversations.services.embeddings import embed_turn_messages
from conversations.services.summaries import fold_conversation
from facts.services.extraction import extract_facts_from_messages
from memory.services.dedup import remember_answer


def after_turn(*, tenant_id: int, conversation_id: int, turn: int) -> int:
    """Run the pipeline for a completed turn; returns how many summaries it wrote."""
    # The turn's messages with their conversation and tenant, in one query.
    messages = list(
        Message.objects.joined_for_tenant(tenant_id)
        .filter(conversation_id=conversation_id, turn=turn)
        .select_related("conversation__tenant")
        .order_by("seq")
    )
    if not messages:
        return 0
    conversation = messages[0].conversation
    embed_turn_messages(conversation=conversation, messages=messages)  # none pending when begin/complete stored them
    # A user message stored as already mined at begin (nothing in it to extract) costs nothing more here.
    extract_facts_from_messages(conversation=conversation, messages=messages)
    remember_turn_answer(conversation=conversation, messages=messages)
    search_index.record_entities(conversation, messages)
    folded = fold_conversation(
        tenant_id=tenant_id, conversation_id=conversation_id, before_fold=_mine_before_folding, seen=conversation
    )
    return len(folded)


def _mine_before_folding(conversation: Conversation, messages: Sequence[Message]) -> None:
    extract_facts_from_messages(conversation=conversation, messages=messages)


def remember_turn_answer(*, conversation: Conversation, messages: Sequence[Message]) -> bool:
    """Cache the reply to a deterministic question about the user (24 h by default), from the turn's messages."""
    by_role = {m.role: m for m in messages}
    question, answer = by_role.get(MessageRole.USER), by_role.get(MessageRole.ASSISTANT)
    if question is None or answer is None:
        return False
    return remember_answer(
        conversation=conversation, question=question.content, answer=answer.content, asked_at=question.created_at
    )
