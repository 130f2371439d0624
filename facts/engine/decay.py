"""Confidence decay, exactly as seed 003, in one place. "Older than N days" means strictly more
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


def _older_than(fact: FactView, now: datetime, days: int) -> bool:
    return now - fact.last_confirmed_at > timedelta(days=days)


def should_mark_stale(fact: FactView, *, now: datetime, policy: MemoryPolicy) -> bool:
    """Unconfirmed for more than 180 days: stale, never injected, needs re-confirmation."""
    return fact.status == "active" and _older_than(fact, now, policy.fact_stale_days)


def is_retrievable(fact: FactView, *, now: datetime, policy: MemoryPolicy) -> bool:
    """Explicit retrieval (the API) still shows active facts, however old; stale ones ask for re-confirmation."""
    return fact.status in ("active", "stale")


def is_injectable(fact: FactView, *, now: datetime, policy: MemoryPolicy) -> bool:
    """May this fact go into a context automatically?"""
    if fact.status != "active" or _older_than(fact, now, policy.fact_stale_days):
        return False
    if fact.confidence == "low" and _older_than(fact, now, policy.fact_low_confidence_days):
        return False
    return not (fact.confidence != "high" and _older_than(fact, now, policy.fact_unconfirmed_days))
