"""The facts table: every filter an operator needs, applied by the database, and why each fact is
(or is not) injected."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta

from django.db.models import Exists, OuterRef, Q, QuerySet

from facts.engine.decay import NotInjected, not_injected_reason
from facts.injection import injectable, not_injected_because, stale_soon
from facts.models import Fact, FactStatus
from facts.selectors import view_of
from tenants.models import Tenant
from tenants.policy import MemoryPolicy

INJECTABLE = "injectable"


@dataclass(frozen=True)
class FactFilters:
    status: str = ""
    domain: str = ""
    user_id: str = ""
    role: str = ""
    confidence: str = ""
    confirmed_after: date | None = None
    confirmed_before: date | None = None
    reason: str = ""  # a NotInjected reason, or "injectable"
    created_on: date | None = None
    superseded_on: date | None = None
    retired_on: date | None = None
    never_injected: bool = False
    stale_soon: bool = False
    duplicates: bool = False


def facts_table(*, tenant: Tenant, filters: FactFilters, now: datetime, policy: MemoryPolicy) -> QuerySet[Fact]:
    facts = Fact.objects.for_tenant(tenant)
    exact = {
        "status": filters.status,
        "domain": filters.domain,
        "user_id": filters.user_id,
        "role": filters.role,
        "confidence": filters.confidence,
    }
    facts = facts.filter(**{name: value for name, value in exact.items() if value})
    if filters.confirmed_after:
        facts = facts.filter(last_confirmed_at__date__gte=filters.confirmed_after)
    if filters.confirmed_before:
        facts = facts.filter(last_confirmed_at__date__lte=filters.confirmed_before)
    if filters.reason:
        rule = (
            injectable(now=now, policy=policy)
            if filters.reason == INJECTABLE
            else not_injected_because(filters.reason, now=now, policy=policy)
        )
        facts = facts.filter(rule)
    facts = facts.filter(_lifecycle(filters, tenant, policy))
    if filters.never_injected:
        facts = facts.filter(status=FactStatus.ACTIVE, last_injected_at__isnull=True)
    if filters.stale_soon:
        facts = facts.filter(stale_soon(now=now, policy=policy), last_injected_at__isnull=False)
    if filters.duplicates:
        facts = facts.filter(_same_key_as_another(), status=FactStatus.ACTIVE).exclude(key="")
    return facts.order_by("-last_confirmed_at", "-id")


def _lifecycle(filters: FactFilters, tenant: Tenant, policy: MemoryPolicy) -> Q:
    """The days of the memory-health chart: created, superseded or retired (stale or deleted) on a day."""
    rule = Q()
    if filters.created_on:
        rule &= Q(created_at__date=filters.created_on)
    if filters.superseded_on:
        rule &= Q(
            status=FactStatus.SUPERSEDED,
            superseded_by__tenant=tenant,
            superseded_by__created_at__date=filters.superseded_on,
        )
    if filters.retired_on:
        crossed = filters.retired_on - timedelta(days=policy.fact_stale_days)
        deleted_that_day = Fact.history.filter(
            tenant_id=tenant.pk, status=FactStatus.DELETED, history_type="~", history_date__date=filters.retired_on
        ).values("id")
        rule &= Q(status=FactStatus.STALE, last_confirmed_at__date=crossed) | Q(
            status=FactStatus.DELETED, pk__in=deleted_that_day
        )
    return rule


def _same_key_as_another() -> Exists:
    """Another active fact of the same user with the same key (as dashboard.health counts them)."""
    return Exists(
        Fact.objects.filter(
            tenant=OuterRef("tenant"),
            status=FactStatus.ACTIVE,
            role=OuterRef("role"),
            user_id=OuterRef("user_id"),
            key=OuterRef("key"),
        ).exclude(pk=OuterRef("pk"))
    )


def with_reasons(facts: list[Fact], *, now: datetime, policy: MemoryPolicy) -> list[tuple[Fact, str | None]]:
    """Each fact of a page with why it is not injected, in words (None: it may be)."""
    rows = []
    for fact in facts:
        reason = not_injected_reason(view_of(fact), now=now, policy=policy)
        rows.append((fact, REASON_LABELS[reason] if reason else None))
    return rows


REASON_LABELS = {
    NotInjected.SUPERSEDED: "superseded",
    NotInjected.DELETED: "deleted",
    NotInjected.STALE: "stale",
    NotInjected.LOW_CONFIDENCE: "low confidence, not reconfirmed",
    NotInjected.UNCONFIRMED: "not reconfirmed",
}
