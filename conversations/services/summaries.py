"""Folding turns that left the active window into write-once key-value summary segments."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from django.db import transaction

from conversations import events, hot
from conversations.engine.summarizer import get_summarizer, render_segment
from conversations.engine.window import (
    FoldSegment,
    TurnText,
    place_message,
    segments_to_fold,
    select_window,
    turn_view,
)
from conversations.models import Conversation, Message, Summary
from memory_platform.text.tokens import count_tokens

FOLD_FIELDS = ("id", "conversation_id", "turn", "role", "content", "token_count", "continuity", "topic_shift")
BeforeFold = Callable[[Conversation, Sequence[Message]], object]


def fold_conversation(
    *, tenant_id: int, conversation_id: int, before_fold: BeforeFold | None = None, seen: Conversation | None = None
) -> list[Summary]:
    """Fold every complete segment that left the window. Idempotent: a segment is keyed by its first
    turn, and the conversation's summarized_turn moves past its turns in the same transaction. `before_fold` sees each
    segment's messages first, in that transaction (the caller mines them for facts: once folded,
    the raw turns are on their way out).

    `seen` is the conversation as the caller just read it (the after-turn pipeline): its tail is looked
    at without a lock first, and most turns, which fold nothing, end there (one query instead of a
    transaction and a row lock). A look that misses a turn committed meanwhile is harmless: that turn's
    own pipeline run folds it."""
    if seen is not None and not _segments_of_turns(seen, _tail_shape(seen)):
        return []
    with transaction.atomic():
        conversation = (
            Conversation.objects.select_for_update(of=("self",))
            .select_related("tenant")
            .filter(tenant_id=tenant_id, pk=conversation_id)
            .first()
        )
        if conversation is None:
            return []
        messages = _tail(conversation)
        segments = _segments(conversation, messages)
        if not segments:
            return []
        by_turn: dict[int, list[Message]] = {}
        for message in messages:
            by_turn.setdefault(message.turn, []).append(message)
        created = [
            _fold_segment(conversation, seg.turns, seg.closed_by_topic_shift, by_turn, before_fold) for seg in segments
        ]
        folded = {turn for seg in segments for turn in seg.turns}
        previous_version = conversation.memory_version
        conversation.memory_version += 1
        conversation.summarized_turn = max(folded)
        conversation.save(update_fields=["memory_version", "summarized_turn"])
        hot.record_fold(conversation, folded, [s for s in created if s is not None], previous_version)
    return [s for s in created if s is not None]


def _tail(conversation: Conversation) -> list[Message]:
    """The messages of the turns not summarized yet, in order."""
    return list(
        Message.objects.for_conversation(conversation)
        .filter(turn__gt=conversation.summarized_turn)
        .order_by("seq")
        .only(*FOLD_FIELDS)
    )


def _tail_shape(conversation: Conversation) -> list[TurnText]:
    """The completed turns of the tail without their texts: what deciding whether anything folds needs
    (the after-turn pipeline asks on every turn; most fold nothing)."""
    turns: dict[int, TurnText] = {}
    for turn, role, tokens, continuity, shift in (
        Message.objects.for_conversation(conversation)
        .filter(turn__gt=conversation.summarized_turn)
        .values_list("turn", "role", "token_count", "continuity", "topic_shift")
    ):
        place_message(turns, turn, role, "", tokens, continuity, shift)
    return _completed(turns)


def _segments(conversation: Conversation, messages: Sequence[Message]) -> list[FoldSegment]:
    """The segments of the tail that left the window, oldest first."""
    return _segments_of_turns(conversation, _completed_turns(messages))


def _segments_of_turns(conversation: Conversation, turns: Sequence[TurnText]) -> list[FoldSegment]:
    policy = conversation.tenant.policy
    views = [turn_view(t) for t in turns]
    return segments_to_fold(views, select_window(views, policy), policy)


def _completed_turns(messages: Sequence[Message]) -> list[TurnText]:
    turns: dict[int, TurnText] = {}
    for m in messages:
        place_message(turns, m.turn, m.role, m.content, m.token_count, m.continuity, m.topic_shift)
    return _completed(turns)


def _completed(turns: dict[int, TurnText]) -> list[TurnText]:
    ordered = sorted(turns.values(), key=lambda t: t.turn)
    if ordered and ordered[-1].assistant is None:
        ordered = ordered[:-1]  # the turn in progress is never folded
    return ordered


def _fold_segment(
    conversation: Conversation,
    turns: Sequence[int],
    closed: bool,
    by_turn: dict[int, list[Message]],
    before_fold: BeforeFold | None,
) -> Summary | None:
    messages = [m for t in turns for m in by_turn.get(t, [])]
    if before_fold is not None:
        before_fold(conversation, messages)
    policy = conversation.tenant.policy
    exchanges = [_exchange(by_turn.get(t, [])) for t in turns]
    segment = get_summarizer().summarize(
        exchanges, max_tokens=policy.summary_max_tokens, encoding_name=policy.encoding_name
    )
    summary, created = Summary.objects.get_or_create(
        tenant_id=conversation.tenant_id,
        conversation=conversation,
        first_turn=turns[0],
        defaults={
            "last_turn": turns[-1],
            **segment,
            "token_count": count_tokens(render_segment(segment), policy.encoding_name),
            "closed_by_topic_shift": closed,
        },
    )
    if created:
        events.summary_created(conversation, summary)
    return summary if created else None


def _exchange(messages: Sequence[Message]) -> tuple[str, str]:
    user = next((m.content for m in messages if m.role == "user"), "")
    assistant = next((m.content for m in messages if m.role == "assistant"), "")
    return user, assistant
