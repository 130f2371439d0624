"""Confidence decay, in one place: 90 days unconfirmed (unless high confidence) or 30 for low
confidence stops injection, 180 days makes a fact stale. "Older than N days" means strictly more
than N × 24 h since the fact was last confirmed."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from tenants.policy import MemoryPolicy


@dataclass(frozen=True)
class FactView:
    id: int
    domain: str
    key: str
    text: str
    confidence: str
    status: str
    last_confirmed_at: datetime
    tokens: int = 0
    value: str = ""
    vector: bytes | None = None  # the stored int8 vector (memory_platform.text.embeddings)


@dataclass(frozen=True)
class PastValue:
    """A value the user's facts no longer hold: superseded (with the value that replaced it, if one
    still holds), deleted or stale; and the turns it was said in (conversation id, turn)."""

    key: str
    value: str
    current: str | None
    turns: frozenset[tuple[int, int]]


def _older_than(fact: FactView, now: datetime, days: int) -> bool:
    return now - fact.last_confirmed_at > timedelta(days=days)


def should_mark_stale(fact: FactView, *, now: datetime, policy: MemoryPolicy) -> bool:
    """Unconfirmed for more than 180 days: stale, never injected, needs re-confirmation."""
    return fact.status == "active" and _older_than(fact, now, policy.fact_stale_days)


def is_injectable(fact: FactView, *, now: datetime, policy: MemoryPolicy) -> bool:
    """May this fact go into a context automatically?"""
    if fact.status != "active" or _older_than(fact, now, policy.fact_stale_days):
        return False
    if fact.confidence == "low" and _older_than(fact, now, policy.fact_low_confidence_days):
        return False
    return not (fact.confidence != "high" and _older_than(fact, now, policy.fact_unconfirmed_days))


class NotInjected:
    """Why a fact does not go into contexts automatically (the dashboard's words)."""

    SUPERSEDED = "superseded"
    DELETED = "deleted"
    STALE = "stale"
    LOW_CONFIDENCE = "low_confidence"  # low confidence, not reconfirmed within fact_low_confidence_days
    UNCONFIRMED = "unconfirmed"  # not high confidence, not reconfirmed within fact_unconfirmed_days

    ALL = (SUPERSEDED, DELETED, STALE, LOW_CONFIDENCE, UNCONFIRMED)


def not_injected_reason(fact: FactView, *, now: datetime, policy: MemoryPolicy) -> str | None:
    """The reason is_injectable says no, or None when the fact may be injected."""
    if fact.status in (NotInjected.SUPERSEDED, NotInjected.DELETED):
        return fact.status
    if fact.status == "stale" or _older_than(fact, now, policy.fact_stale_days):
        return NotInjected.STALE
    if fact.confidence == "low" and _older_than(fact, now, policy.fact_low_confidence_days):
        return NotInjected.LOW_CONFIDENCE
    if fact.confidence != "high" and _older_than(fact, now, policy.fact_unconfirmed_days):
        return NotInjected.UNCONFIRMED
    return None
