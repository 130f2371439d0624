"""Folding turns that left the active window into write-once key-value summary segments."""

from __future__ import annotations

from collections.abc import Sequence

from django.db import transaction
from django.utils import timezone

from conversations import hot
from conversations.engine.summarizer import get_summarizer, render_segment
from conversations.engine.tokens import count_tokens
from conversations.engine.window import segments_to_fold, select_window
from conversations.models import Conversation, Message, Summary
from conversations.services.context import turn_view

FOLD_FIELDS = ("id", "turn", "role", "content", "token_count", "continuity", "topic_shift")


def fold_conversation(*, conversation_id: int) -> list[Summary]:
    """Mine and fold every complete segment that left the window. Idempotent: a segment is keyed by
    its first turn and its turns are marked summarized in the same transaction."""
    with transaction.atomic():
        conversation = Conversation.objects.select_for_update().select_related("tenant").filter(pk=conversation_id).first()
        if conversation is None:
            return []
        policy = conversation.tenant.policy
        messages = list(Message.objects.filter(conversation=conversation, summarized_at__isnull=True).order_by("seq").only(*FOLD_FIELDS))
        turns = _completed_turns(messages)
        views = [turn_view(t) for t in turns]
        segments = segments_to_fold(views, select_window(views, policy), policy)
        if not segments:
            return []
        by_turn: dict[int, list[Message]] = {}
        for message in messages:
            by_turn.setdefault(message.turn, []).append(message)
        created = [_fold_segment(conversation, seg.turns, seg.closed_by_topic_shift, by_turn) for seg in segments]
        previous_version = conversation.memory_version
        conversation.memory_version += 1
        conversation.save(update_fields=["memory_version"])
        folded = {turn for seg in segments for turn in seg.turns}
        hot.record_fold(conversation, folded, [s for s in created if s is not None], previous_version)
    return [s for s in created if s is not None]


def _completed_turns(messages: Sequence[Message]) -> list[hot.HotTurn]:
    turns: dict[int, hot.HotTurn] = {}
    for m in messages:
        hot.place_message(turns, m.turn, m.role, m.content, m.token_count, m.continuity, m.topic_shift)
    ordered = sorted(turns.values(), key=lambda t: t.turn)
    if ordered and ordered[-1].assistant is None:
        ordered = ordered[:-1]  # the turn in progress is never folded
    return ordered


def _fold_segment(conversation: Conversation, turns: Sequence[int], closed: bool, by_turn: dict[int, list[Message]]) -> Summary | None:
    from facts.services.extraction import extract_facts_from_messages

    messages = [m for t in turns for m in by_turn.get(t, [])]
    # Facts first: once folded, the raw turns are on their way out (seed 003: extract before discarding).
    extract_facts_from_messages(conversation=conversation, messages=messages)
    policy = conversation.tenant.policy
    exchanges = [_exchange(by_turn.get(t, [])) for t in turns]
    segment = get_summarizer().summarize(exchanges, max_tokens=policy.summary_max_tokens, encoding_name=policy.encoding_name)
    summary, created = Summary.objects.get_or_create(
        conversation=conversation,
        first_turn=turns[0],
        defaults={
            "last_turn": turns[-1],
            **segment,
            "token_count": count_tokens(render_segment(segment), policy.encoding_name),
            "closed_by_topic_shift": closed,
        },
    )
    Message.objects.filter(pk__in=[m.pk for m in messages]).update(summarized_at=timezone.now())
    return summary if created else None


def _exchange(messages: Sequence[Message]) -> tuple[str, str]:
    user = next((m.content for m in messages if m.role == "user"), "")
    assistant = next((m.content for m in messages if m.role == "assistant"), "")
    return user, assistant

