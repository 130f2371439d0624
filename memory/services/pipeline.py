"""The after-turn pipeline: index the turn (its facts and the entities it names; its messages were
stored with their vectors), cache a deterministic answer, and fold the turns that left the window
into summaries (indexing them first if their own job has not yet). Every step is idempotent: the
turn's job row is the claim, so its facts are recorded once and no message row is rewritten."""

from __future__ import annotations

from collections.abc import Sequence

from django.db import transaction
from django.utils import timezone

from conversations import search_index
from conversations.models import Conversation, Message, MessageRole
from conversations.services.embeddings import embed_turn_messages
from conversations.services.summaries import fold_conversation
from facts.services.extraction import read_facts, record_facts
from memory.models import AfterTurnJob
from memory.services.dedup import remember_answer


def after_turn(*, tenant_id: int, conversation_id: int, turn: int) -> int:
    """Run the pipeline for a completed turn; returns how many summaries it wrote."""
    messages = _turn_messages(tenant_id, conversation_id, [turn])
    if not messages:
        return 0
    conversation = messages[0].conversation
    index_turn(conversation=conversation, turn=turn, messages=messages)
    remember_turn_answer(conversation=conversation, messages=messages)
    folded = fold_conversation(
        tenant_id=tenant_id, conversation_id=conversation_id, before_fold=_index_before_folding, seen=conversation
    )
    return len(folded)


def _turn_messages(tenant_id: int, conversation_id: int, turns: Sequence[int]) -> list[Message]:
    """The turns' messages with their conversation and tenant, in one query."""
    return list(
        Message.objects.joined_for_tenant(tenant_id)
        .filter(conversation_id=conversation_id, turn__in=list(turns))
        .select_related("conversation__tenant")
        .order_by("seq")
    )


def index_turn(*, conversation: Conversation, turn: int, messages: Sequence[Message]) -> bool:
    """Record the facts and entities of one turn once; False if its job had already done so (or is gone).

    The extractor reads the messages before any lock (the rules first; the learned fallback embeds
    only the clauses they left that may state something); then one transaction claims the job (marks
    it indexed, if it was not) and records the facts read. A turn that states none claims nothing."""
    embed_turn_messages(conversation=conversation, messages=messages)  # none pending when begin/complete stored them
    read = read_facts(conversation=conversation, messages=messages)
    claimed = True
    if read:
        with transaction.atomic():
            claimed = bool(
                AfterTurnJob.objects.for_conversation(conversation)
                .filter(turn=turn, indexed_at__isnull=True)
                .update(indexed_at=timezone.now())
            )
            if claimed:
                record_facts(conversation=conversation, messages=messages, read=read)
    # After the claim, not in it: an entity row takes a key-share lock on the conversation, which a
    # fold holds while it claims pending jobs. Recorded once all the same (a recorded turn is skipped).
    search_index.record_entities(conversation, messages)
    return claimed


def _index_before_folding(conversation: Conversation, messages: Sequence[Message]) -> None:
    """Turns about to fold whose own job has not indexed them yet (a worker behind, a lost dispatch)
    are indexed now, so that no fact said in them is folded away unread."""
    pending = sorted(
        AfterTurnJob.objects.for_conversation(conversation)
        .filter(turn__in={m.turn for m in messages}, indexed_at__isnull=True)
        .values_list("turn", flat=True)
    )
    if not pending:
        return
    rows = _turn_messages(conversation.tenant_id, conversation.pk, pending)
    for turn in pending:
        index_turn(conversation=conversation, turn=turn, messages=[m for m in rows if m.turn == turn])


def remember_turn_answer(*, conversation: Conversation, messages: Sequence[Message]) -> bool:
    """Cache the reply to a deterministic question about the user (24 h by default), from the turn's messages."""
    by_role = {m.role: m for m in messages}
    question, answer = by_role.get(MessageRole.USER), by_role.get(MessageRole.ASSISTANT)
    if question is None or answer is None:
        return False
    return remember_answer(
        conversation=conversation, question=question.content, answer=answer.content, asked_at=question.created_at
    )
