"""The adaptive active window (4, 6 or 8 turns by continuity, at most N tokens) and which turns
that left it are folded into summary segments."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memory_platform.text.tokens import message_tokens
from tenants.policy import MemoryPolicy


@dataclass
class TurnText:
    """One turn's stored messages as the hot memory keeps them."""

    turn: int
    user: tuple[str, int] | None = None  # (content, token_count)
    assistant: tuple[str, int] | None = None
    continuity: float | None = None
    topic_shift: bool = False
    # The messages' stored vectors (int8 bytes), when known: continuity reads them without a query.
    user_vector: bytes | None = None
    assistant_vector: bytes | None = None


def place_message(
    turns: dict[int, TurnText],
    turn: int,
    role: str,
    content: str,
    tokens: int,
    continuity: float | None,
    shift: bool,
    vector: bytes | None = None,
) -> None:
    """Put one stored message into its turn."""
    text = turns.setdefault(turn, TurnText(turn=turn))
    if role == "user":
        text.user = (content, tokens)
        text.continuity = continuity
        text.topic_shift = shift
        text.user_vector = vector
    else:
        text.assistant = (content, tokens)
        text.assistant_vector = vector


@dataclass(frozen=True)
class TurnView:
    turn: int
    tokens: int  # chat tokens of the turn's messages, overhead included
    continuity: float | None  # similarity of the user message to the previous turn
    topic_shift: bool


@dataclass(frozen=True)
class FoldSegment:
    turns: tuple[int, ...]
    closed_by_topic_shift: bool


def window_size(turns: Sequence[TurnView], policy: MemoryPolicy) -> int:
    """Small when the last turns barely relate to what came before, large when they keep to it."""
    streak = [t.continuity for t in turns[-policy.continuity_streak :] if t.continuity is not None]
    if len(streak) < policy.continuity_streak:
        return policy.window_default_turns
    if all(c < policy.low_continuity for c in streak):
        return policy.window_min_turns
    if all(c > policy.high_continuity for c in streak):
        return policy.window_max_turns
    return policy.window_default_turns


def _since_last_shift(turns: Sequence[TurnView]) -> list[TurnView]:
    start = max((i for i, t in enumerate(turns) if t.topic_shift), default=0)
    return list(turns[start:])


def select_window(
    turns: Sequence[TurnView], policy: MemoryPolicy, *, continuity_turns: Sequence[TurnView] | None = None
) -> list[int]:
    """Turn numbers of the active window among completed, unsummarized `turns` (oldest first).

    `continuity_turns` are newer turns (the one being begun) that count for sizing only."""
    size = window_size(list(turns) + list(continuity_turns or ()), policy)
    chosen = _since_last_shift(turns)[-size:]
    total = sum(t.tokens for t in chosen)
    while chosen and total > policy.window_max_tokens:
        total -= chosen.pop(0).tokens
    return [t.turn for t in chosen]


def segments_to_fold(turns: Sequence[TurnView], window: Sequence[int], policy: MemoryPolicy) -> list[FoldSegment]:
    """Segments to write now from the turns older than the window (all of them when the window is
    empty). Segments never cross a topic shift; a partial one is written only once closed by one."""
    first_kept = min(window) if window else None
    leaving = [t for t in turns if first_kept is None or t.turn < first_kept]
    segments: list[FoldSegment] = []
    current: list[TurnView] = []
    for turn in leaving:
        if turn.topic_shift and current:
            segments.append(FoldSegment(tuple(t.turn for t in current), True))
            current = []
        current.append(turn)
        if len(current) == policy.summary_segment_turns:
            segments.append(FoldSegment(tuple(t.turn for t in current), False))
            current = []
    if current and _closed_after(turns, current[-1].turn):
        segments.append(FoldSegment(tuple(t.turn for t in current), True))
    return segments


def _closed_after(turns: Sequence[TurnView], last: int) -> bool:
    """A partial segment is closed when a later turn opened a new topic."""
    return any(t.topic_shift for t in turns if t.turn > last)


def turn_view(turn: TurnText) -> TurnView:
    tokens = sum(message_tokens(part[1]) for part in (turn.user, turn.assistant) if part)
    return TurnView(turn=turn.turn, tokens=tokens, continuity=turn.continuity, topic_shift=turn.topic_shift)


def open_turn_window(turns: Sequence[TurnText], policy: MemoryPolicy) -> list[int]:
    """The window for the turn being begun (the unanswered last one). That turn is the current
    message, not part of the window, but it sizes the window and its topic shift resets it."""
    current = turns[-1] if turns and turns[-1].assistant is None else None
    previous = turns[:-1] if current else turns
    if current is not None and current.topic_shift:
        return []
    extra = [turn_view(current)] if current is not None else None
    return select_window([turn_view(t) for t in previous], policy, continuity_turns=extra)


def preview_window(turns: Sequence[TurnText], policy: MemoryPolicy) -> list[int]:
    """The window a preview shows: the completed turns (a turn in progress is left out)."""
    completed = [t for t in turns if t.assistant is not None or t is not turns[-1]]
    return select_window([turn_view(t) for t in completed], policy)
