"""The labelled corpus: user messages in Spanish and English with the facts they state (or none),
and conversations with labelled topic-shift follow-ups. Written for this project, never copied.

A third of each set is held out by a stable hash of the text (or of the conversation name) and is
never used to tune the rules or the thresholds; the benchmarks report both splits."""

from __future__ import annotations

from bench.corpus import blind, english, shifts, spanish
from bench.corpus.labels import Item, ShiftCase


def fact_items() -> list[Item]:
    """Every labelled message, Spanish first; the blind set (written after the rules) last."""
    sets = (
        ("es", spanish.ROWS, False),
        ("en", english.ROWS, False),
        ("es", blind.SPANISH, True),
        ("en", blind.ENGLISH, True),
    )
    return [
        Item(text=text, language=language, category=category, facts=tuple(facts), blind=is_blind)
        for language, rows, is_blind in sets
        for text, category, facts in rows
    ]


def shift_cases() -> list[ShiftCase]:
    """Every labelled follow-up, with the conversation it follows."""
    return [
        ShiftCase(conversation=c.name, language=c.language, history=c.history, text=text, shift=shift)
        for c in shifts.CONVERSATIONS
        for text, shift in c.followups
    ]
