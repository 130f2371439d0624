"""Labels of the corpus: what a message states (domain, key, value, or a retirement), and the
split an item belongs to (a stable third is held out and never used to tune)."""

from __future__ import annotations

import zlib
from dataclasses import dataclass

HELD_OUT_MODULUS = 3


@dataclass(frozen=True)
class Expected:
    domain: str
    key: str
    value: str
    retire: bool = False


@dataclass(frozen=True)
class Item:
    text: str
    language: str
    category: str
    facts: tuple[Expected, ...]
    blind: bool = False  # written after the rules were frozen
    fixed_split: str = ""  # a split chosen when the item was written, not by hash

    @property
    def split(self) -> str:
        return self.fixed_split or ("blind" if self.blind else split_of(self.text))


def split_of(name: str) -> str:
    """'held-out' for a stable third of the names, 'tune' for the rest."""
    return "held-out" if zlib.crc32(name.encode()) % HELD_OUT_MODULUS == 0 else "tune"


def F(domain: str, key: str, value: str) -> Expected:
    return Expected(domain, key, value)


def R(domain: str, key: str, value: str = "") -> Expected:
    """A negation with no new value: the old fact is retired."""
    return Expected(domain, key, value, retire=True)


POSITIVE_CATEGORIES = ("disclosure", "implicit", "preference", "decision", "update")
NEGATIVE_CATEGORIES = (
    "complaint",
    "question",
    "hypothetical",
    "request",
    "other_person",
    "idiom",
    "one_off",
    "sarcasm",
    "casual",
)


@dataclass(frozen=True)
class Conversation:
    """A conversation so far (user, assistant turns) and follow-ups labelled shift or not; each
    follow-up is judged on its own, as the next user message after the history."""

    name: str
    language: str
    history: tuple[tuple[str, str], ...]
    followups: tuple[tuple[str, bool], ...]


@dataclass(frozen=True)
class ShiftCase:
    conversation: str
    language: str
    history: tuple[tuple[str, str], ...]
    text: str
    shift: bool

    @property
    def split(self) -> str:
        return split_of(self.conversation)
