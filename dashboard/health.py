"""Memory health: how the facts live and age, each figure with the filter that lists the facts behind it."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from typing import Any

from django.db import connection
from django.db.models import Count, Q, Sum
from django.db.models.functions import Coalesce, TruncDate

from conversations.metrics.queries import build_figures, dropped_counts
from dashboard.overview import start_of_day
from facts.injection import stale_soon
from facts.models import Fact, FactStatus
from tenants.models import Role, Tenant
from tenants.policy import MemoryPolicy

DAYS_SHOWN = 14
HEAVIEST_USERS = 10
# Facts per user, bucketed: (label, lowest count, highest count or None).
USER_BUCKETS = (("1", 1, 1), ("2–5", 2, 5), ("6–10", 6, 10), ("11–25", 11, 25), ("26+", 26, None))


def lifecycle_per_day(*, tenant: Tenant, now: datetime, policy: MemoryPolicy) -> list[dict[str, Any]]:
    """Facts created, superseded and retired (stale or deleted) per day, over the last DAYS_SHOWN days."""
    first = (now - timedelta(days=DAYS_SHOWN - 1)).date()
    since = start_of_day(now) - timedelta(days=DAYS_SHOWN - 1)  # a range the indexes can use, not DATE(column)
    facts = Fact.objects.for_tenant(tenant)
    created = _per_day(facts.filter(created_at__gte=since), "created_at")
    superseded = _per_day(
        # The tenant on both sides of the join (a sharded database joins one tenant's rows only).
        facts.filter(status=FactStatus.SUPERSEDED, superseded_by__tenant=tenant, superseded_by__created_at__gte=since),
        "superseded_by__created_at",
    )
    # A stale fact retired the day it crossed the stale age (the daily task marks it then).
    shift = timedelta(days=policy.fact_stale_days)
    stale = _per_day(
        facts.filter(status=FactStatus.STALE, last_confirmed_at__gte=since - shift), "last_confirmed_at", shift=shift
    )
    deleted = _per_day(
        Fact.history.filter(tenant_id=tenant.pk, status=FactStatus.DELETED, history_type="~", history_date__gte=since),
        "history_date",
        distinct="id",
    )
    days = [first + timedelta(days=n) for n in range(DAYS_SHOWN)]
    return [
        {
            "day": day,
            "created": created.get(day, 0),
            "superseded": superseded.get(day, 0),
            "retired": stale.get(day, 0) + deleted.get(day, 0),
        }
        for day in days
    ]


def _per_day(queryset: Any, field: str, *, shift: timedelta = timedelta(0), distinct: str = "pk") -> dict[date, int]:
    rows = queryset.annotate(day=TruncDate(field)).values("day").annotate(n=Count(distinct, distinct=True)).order_by()
    return {row["day"] + shift: row["n"] for row in rows}


def facts_per_user(*, tenant: Tenant) -> dict[str, Any]:
    """The distribution of active facts per user (bucketed in the database) and the heaviest users."""
    cases = " ".join(
        f"WHEN n >= {low}" + (f" AND n <= {high}" if high is not None else "") + f" THEN {index}"
        for index, (_, low, high) in enumerate(USER_BUCKETS)
    )
    sql = (
        f"SELECT CASE {cases} END AS bucket, COUNT(*) FROM ("  # noqa: S608 - the buckets are constants, the values parameters
        "SELECT COUNT(*) AS n FROM facts_fact WHERE tenant_id = %s AND status = %s GROUP BY role, user_id"
        ") per_user GROUP BY bucket"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [tenant.pk, FactStatus.ACTIVE])
        counts = dict(cursor.fetchall())
    heaviest = list(
        Fact.objects.for_tenant(tenant)
        .filter(status=FactStatus.ACTIVE)
        .values("role", "user_id")
        .annotate(n=Count("pk"))
        .order_by("-n", "user_id")[:HEAVIEST_USERS]
    )
    buckets = [
        {"label": label, "low": low, "high": high, "users": counts.get(index, 0)}
        for index, (label, low, high) in enumerate(USER_BUCKETS)
    ]
    return {"buckets": buckets, "heaviest": heaviest}


def injection_health(*, tenant: Tenant, now: datetime, policy: MemoryPolicy) -> dict[str, Any]:
    """Active facts never injected, and injected facts close to no longer being injected (one query)."""
    totals = Fact.objects.for_tenant(tenant).aggregate(
        active=Count("pk", filter=Q(status=FactStatus.ACTIVE)),
        never=Count("pk", filter=Q(status=FactStatus.ACTIVE, last_injected_at__isnull=True)),
        stale_soon=Count("pk", filter=stale_soon(now=now, policy=policy) & Q(last_injected_at__isnull=False)),
    )
    share = round(100 * totals["never"] / totals["active"], 1) if totals["active"] else 0.0
    return {**totals, "never_pct": share}


def duplicates(*, tenant: Tenant) -> int:
    """Active facts that share their user and key (what the fact is about) with another active fact: a new
    value for a key supersedes the old one, so two live ones look like the same thing said twice."""
    groups = (
        Fact.objects.for_tenant(tenant)
        .filter(status=FactStatus.ACTIVE)
        .exclude(key="")
        .values("role", "user_id", "key")
        .annotate(n=Count("*"))
        .filter(n__gt=1)
        .order_by()
    )
    return int(groups.aggregate(total=Coalesce(Sum("n"), 0))["total"])


def budget_health(*, tenant: Tenant, now: datetime, days: int = 7) -> dict[str, Any]:
    since = now - timedelta(days=days)
    figures = build_figures(tenant=tenant, roles=list(Role.values), since=since)
    return {
        "days": days,
        "builds": figures["builds"],
        "over_budget": figures["over_budget"],
        "dropped": dropped_counts(tenant=tenant, roles=list(Role.values), since=since),
    }
