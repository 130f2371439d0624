"""Figures read from the roll-up rows (and from live build events), for the metrics API, the metrics
websocket and the dashboard. Every sum is taken in the database, JSON columns included."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from django.db.models import F, Func, IntegerField, Q, QuerySet, Sum, TextField
from django.db.models.functions import Cast, Coalesce, Trunc

from conversations.metrics.builds import (
    DROP_REASONS,
    DROPPABLE_SECTIONS,
    LATENCY_BUCKET_NAMES,
    LATENCY_BUCKETS_MS,
    OVER_BUDGET_REASONS,
    BuildKind,
)
from conversations.models import ContextBuildRollup, Message, MessageRole, Summary
from tenants.models import Tenant


class JsonKeyText(Func):
    """A JSON object's value under a string key, as text. Django's KeyTextTransform reads a numeric-looking
    key ("5", a latency bucket) as an array index; this never does."""

    output_field = TextField()

    def __init__(self, expression: str, key: str):
        super().__init__(F(expression))
        self.key = key

    def as_sql(self, compiler: Any, connection: Any, **extra: Any) -> tuple[str, list[Any]]:  # type: ignore[override]
        sql, params = compiler.compile(self.source_expressions[0])
        return f"json_extract({sql}, %s)", [*params, f'$."{self.key}"']

    def as_postgresql(self, compiler: Any, connection: Any, **extra: Any) -> tuple[str, list[Any]]:
        sql, params = compiler.compile(self.source_expressions[0])
        return f"({sql} ->> %s)", [*params, self.key]


def _key_sum(field: str, key: str, only: Q | None = None) -> Coalesce:
    return Coalesce(Sum(Cast(JsonKeyText(field, key), IntegerField()), filter=only), 0)


def _rollup_sums(only: Q | None = None) -> dict[str, Coalesce]:
    """The summed roll-up columns, over the rows matching `only` (all the rows aggregated when None), with
    each latency bucket of the JSON histograms (the buckets are fixed)."""

    def total(column: str, zero: int | float = 0) -> Coalesce:
        return Coalesce(Sum(column, filter=only), zero)

    return {
        "builds": total("builds"),
        "hits": total("cache_hits"),
        "compressions": total("compressions"),
        "context": total("context_tokens"),
        "naive": total("naive_tokens"),
        "latency": total("latency_ms_sum", 0.0),
        "over_budget": total("over_budget"),
        **{f"le_{bucket}": _key_sum("latency_histogram", bucket, only) for bucket in LATENCY_BUCKET_NAMES},
    }


def _turn_rollups(*, tenant: Tenant, roles: Sequence[str], since: datetime) -> QuerySet[ContextBuildRollup]:
    return ContextBuildRollup.objects.filter(
        tenant=tenant, role__in=roles, bucket_start__gte=since, kind=BuildKind.TURN
    )


def build_figures(*, tenant: Tenant, roles: Sequence[str], since: datetime) -> dict[str, Any]:
    """Token and latency figures of the builds since `since`, in one query. Turn builds make the figures;
    previews (nothing stored, often repeated) are only counted."""
    rows = ContextBuildRollup.objects.filter(tenant=tenant, role__in=roles, bucket_start__gte=since)
    # "previews" comes first: once the "builds" total is named, Sum("builds") would mean that total, not the column.
    totals = rows.aggregate(
        previews=Coalesce(Sum("builds", filter=Q(kind=BuildKind.PREVIEW)), 0),
        **_rollup_sums(Q(kind=BuildKind.TURN)),
    )
    return {**figures_from_totals(totals), "previews": totals["previews"]}


def build_series(*, tenant: Tenant, roles: Sequence[str], since: datetime, step: str) -> list[dict[str, Any]]:
    """The same sums per `step` ("minute", "hour", "day"), oldest first: a chart's points, and (added up with
    add_up_series) the period's figures, from one scan of the rows."""
    return list(
        _turn_rollups(tenant=tenant, roles=roles, since=since)
        .annotate(at=Trunc("bucket_start", step))
        .values("at")
        .annotate(**_rollup_sums())
        .order_by("at")
    )


def add_up_series(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Add up build_series rows into the totals figures_from_totals reads."""
    return {key: sum(row[key] for row in rows) for key in _rollup_sums()}


def figures_from_totals(totals: dict[str, Any]) -> dict[str, Any]:
    """Per-build figures and latency quantiles from summed roll-up columns."""
    builds, context, naive = totals["builds"], totals["context"], totals["naive"]
    histogram = {key.removeprefix("le_"): value for key, value in totals.items() if key.startswith("le_")}
    return {
        "builds": builds,
        "context_tokens_per_build": _per_build(context, builds),
        "naive_tokens_per_build": _per_build(naive, builds),
        "saving_pct": _saving_pct(context, naive),
        "cache_hit_rate": round(totals["hits"] / builds, 3) if builds else 0.0,
        "compression_rate": round(totals["compressions"] / builds, 3) if builds else 0.0,
        "over_budget": totals["over_budget"],
        "latency_p50": latency_quantile(histogram, builds, 0.5),
        "latency_p95": latency_quantile(histogram, builds, 0.95),
        "mean_latency_ms": round(totals["latency"] / builds, 3) if builds else 0.0,
    }


def latency_quantile(histogram: dict[str, int], builds: int, q: float) -> str | None:
    """The latency bucket holding quantile `q` of the builds, as a label ("≤ 5 ms")."""
    seen = 0
    for bucket in LATENCY_BUCKET_NAMES:
        seen += histogram.get(bucket, 0)
        if builds and seen >= q * builds:
            return f"≤ {bucket} ms" if bucket != "inf" else f"> {LATENCY_BUCKETS_MS[-1]} ms"
    return None


def dropped_counts(*, tenant: Tenant, roles: Sequence[str], since: datetime) -> dict[str, int]:
    """Builds that dropped something, per 'section:reason', summed in the database."""
    names = [f"{section}:{reason}" for section in DROPPABLE_SECTIONS for reason in DROP_REASONS]
    sums = {f"d{index}": _key_sum("dropped", name) for index, name in enumerate(names)}
    totals = _turn_rollups(tenant=tenant, roles=roles, since=since).aggregate(**sums)
    return {name: totals[f"d{index}"] for index, name in enumerate(names) if totals[f"d{index}"]}


def compression_frequency(*, tenant: Tenant, since: datetime) -> dict[str, Any]:
    """The share of the period's completed turns that produced a summary segment."""
    turns = Message.objects.for_tenant(tenant.pk).filter(created_at__gte=since, role=MessageRole.ASSISTANT).count()
    summaries = Summary.objects.for_tenant(tenant.pk).filter(created_at__gte=since).count()
    return {"turns": turns, "summaries": summaries, "rate": round(summaries / turns, 3) if turns else 0.0}


def token_economics(*, tenant: Tenant, roles: Sequence[str], since: datetime, step: str) -> dict[str, Any]:
    """The period's figures, its compression frequency, and tokens per build (ours and the full history's)
    per `step`, for a chart."""
    series = build_series(tenant=tenant, roles=roles, since=since, step=step)
    return {
        **figures_from_totals(add_up_series(series)),
        "compression": compression_frequency(tenant=tenant, since=since),
        "series": [
            {
                "at": row["at"].isoformat(),
                "context": _per_build(row["context"], row["builds"]),
                "naive": _per_build(row["naive"], row["builds"]),
            }
            for row in series
        ],
    }


def live_figures(builds: list[dict[str, Any]]) -> dict[str, Any]:
    """What the builds of the last interval cost and saved, from their `metrics.build` events."""
    count = len(builds)
    context = sum(b["total_tokens"] for b in builds)
    naive = sum(b["naive_tokens"] for b in builds)
    sections: dict[str, int] = {}
    for build in builds:
        for name, tokens in build["tokens_by_section"].items():
            sections[name] = sections.get(name, 0) + tokens
    return {
        "builds": count,
        "context_tokens_per_build": _per_build(context, count),
        "naive_tokens_per_build": _per_build(naive, count),
        "saving_pct": _saving_pct(context, naive),
        "cache_hit_rate": round(sum(bool(b["cache_hit"]) for b in builds) / count, 3) if count else 0.0,
        "over_budget": sum(1 for b in builds if any(d["reason"] in OVER_BUDGET_REASONS for d in b["dropped"])),
        "max_build_ms": max((b["build_ms"] for b in builds), default=0.0),
        "tokens_by_section": sections,
    }


def _per_build(tokens: int, builds: int) -> float:
    return round(tokens / builds, 1) if builds else 0.0


def _saving_pct(context: int, naive: int) -> float:
    return round(100 * (1 - context / naive), 1) if naive else 0.0
