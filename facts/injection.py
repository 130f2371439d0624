"""The decay rules of facts.engine.decay as database filters, so an operator's question ("which facts are
not injected, and why?") is answered by the database over any number of facts. Tests hold the two
forms to the same answers."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.db.models import Q

from facts.engine.decay import NotInjected
from facts.models import Confidence, FactStatus
from tenants.policy import MemoryPolicy


def _confirmed_before(now: datetime, days: int) -> Q:
    """Strictly more than `days` × 24 h since the last confirmation, as the engine counts it."""
    return Q(last_confirmed_at__lt=now - timedelta(days=days))


def not_injected_because(reason: str, *, now: datetime, policy: MemoryPolicy) -> Q:
    """Facts whose not_injected_reason is `reason`."""
    active = Q(status=FactStatus.ACTIVE)
    stale_age = _confirmed_before(now, policy.fact_stale_days)
    low_age = _confirmed_before(now, policy.fact_low_confidence_days)
    if reason in (NotInjected.SUPERSEDED, NotInjected.DELETED):
        return Q(status=reason)
    if reason == NotInjected.STALE:
        return Q(status=FactStatus.STALE) | (active & stale_age)
    if reason == NotInjected.LOW_CONFIDENCE:
        return active & ~stale_age & Q(confidence=Confidence.LOW) & low_age
    if reason == NotInjected.UNCONFIRMED:
        low_rule = Q(confidence=Confidence.LOW) & low_age
        return (
            active
            & ~stale_age
            & ~low_rule
            & ~Q(confidence=Confidence.HIGH)
            & _confirmed_before(now, policy.fact_unconfirmed_days)
        )
    raise ValueError(f"Unknown reason {reason!r}")


def injectable(*, now: datetime, policy: MemoryPolicy) -> Q:
    """Facts not_injected_reason lets through."""
    excluded = Q()
    for reason in (NotInjected.STALE, NotInjected.LOW_CONFIDENCE, NotInjected.UNCONFIRMED):
        excluded |= not_injected_because(reason, now=now, policy=policy)
    return Q(status=FactStatus.ACTIVE) & ~excluded


def stale_soon(*, now: datetime, policy: MemoryPolicy) -> Q:
    """Injectable facts that stop being injected within fact_stale_soon_days unless reconfirmed."""
    soon = timedelta(days=policy.fact_stale_soon_days)
    window = Q()
    for confidence, days in (
        (Confidence.HIGH, policy.fact_stale_days),
        (Confidence.LOW, policy.fact_low_confidence_days),
        (Confidence.MEDIUM, policy.fact_unconfirmed_days),
    ):
        deadline_start = now - timedelta(days=days)
        window |= Q(
            confidence=confidence, last_confirmed_at__gte=deadline_start, last_confirmed_at__lt=deadline_start + soon
        )
    return injectable(now=now, policy=policy) & window
