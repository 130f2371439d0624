"""The overview's figures, aggregated in the database: conversations, facts by domain and status, token
economics over a period (hour, day, week) with its time series."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.db.models import Count, Q
from django.utils import timezone

from conversations.metrics import queries as metric_queries
from conversations.models import Conversation, ConversationStatus
from facts.models import Fact, FactStatus
from tenants.models import Role, Tenant


@dataclass(frozen=True)
class Period:
    name: str
    length: timedelta
    step: str  # the time series' bucket: minute, hour or day


PERIODS = {
    "hour": Period("hour", timedelta(hours=1), "minute"),
    "day": Period("day", timedelta(days=1), "hour"),
    "week": Period("week", timedelta(days=7), "day"),
}
DEFAULT_PERIOD = "day"
SHOWN_FACT_STATUSES = (FactStatus.ACTIVE, FactStatus.STALE, FactStatus.SUPERSEDED)


def start_of_day(now: datetime) -> datetime:
    return timezone.localtime(now).replace(hour=0, minute=0, second=0, microsecond=0)


def conversation_counts(*, tenant: Tenant, now: datetime) -> dict[str, int]:
    """Active now (not past its idle TTL), and expired today (its idle TTL ran out since midnight)."""
    return Conversation.objects.for_tenant(tenant).aggregate(
        active=Count("pk", filter=Q(status=ConversationStatus.ACTIVE, expires_at__gt=now)),
        expired_today=Count(
            "pk",
            filter=Q(
                status__in=[ConversationStatus.ACTIVE, ConversationStatus.EXPIRED],
                expires_at__gte=start_of_day(now),
                expires_at__lte=now,
            ),
        ),
    )


def facts_by_domain(*, tenant: Tenant) -> list[dict[str, Any]]:
    """One row per domain: how many facts are active, stale and superseded (one GROUP BY)."""
    rows: dict[str, dict[str, Any]] = {}
    counts = (
        Fact.objects.for_tenant(tenant)
        .filter(status__in=SHOWN_FACT_STATUSES)
        .values("status", "domain")
        .annotate(n=Count("*"))
        .order_by()
    )
    for row in counts:
        entry = rows.setdefault(row["domain"], {"domain": row["domain"], **{s: 0 for s in SHOWN_FACT_STATUSES}})
        entry[row["status"]] = row["n"]
    return [rows[domain] for domain in sorted(rows)]


def token_economics(*, tenant: Tenant, period: Period, now: datetime) -> dict[str, Any]:
    return metric_queries.token_economics(
        tenant=tenant, roles=list(Role.values), since=now - period.length, step=period.step
    )


def live_conversations(*, tenant: Tenant, now: datetime, limit: int = 10) -> list[Conversation]:
    return list(
        Conversation.objects.for_tenant(tenant)
        .filter(status=ConversationStatus.ACTIVE, expires_at__gt=now)
        .order_by("-last_activity_at", "-id")[:limit]
    )
