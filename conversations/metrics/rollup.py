"""The roll-up rows: buffered builds summed per tenant, role, kind (turn or preview) and minute, and
minutes older than two hours folded into their hour, so week-long figures read a few hundred rows."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from conversations.metrics.builds import OVER_BUDGET_REASONS, BuildKind, latency_bucket, minute_of
from conversations.models import ContextBuildRollup
from tenants.models import Tenant

InjectedFacts = Callable[[dict[int, datetime]], object]
RowKey = tuple[int, str, str, datetime]  # tenant id, role, kind, bucket start

# Per-minute rows are kept this long; older ones are folded into one row per hour, so a week of metrics
# is ~170 rows per role, not 20,000, and week-long charts stay fast.
COMPACT_AFTER = timedelta(hours=2)
COMPACT_BATCH = 50_000


def fold_entries(entries: list[str], *, on_injected: InjectedFacts | None) -> None:
    """Add buffer entries to their minute's rows. `on_injected` receives the ids of the facts the builds
    injected, with when (the facts layer records it: this layer knows nothing of facts)."""
    groups: dict[RowKey, dict] = {}
    injected: dict[int, datetime] = {}
    for raw in entries:
        item = json.loads(raw)
        bucket = minute_of(item["at"])
        group = groups.setdefault((item["t"], item["r"], item.get("k", BuildKind.TURN), bucket), _empty_group())
        _add(group, item)
        for fact_id in item.get("f", ()):
            injected[fact_id] = max(injected.get(fact_id, bucket), bucket)
    if not groups:
        return
    # A tenant deleted since its builds were buffered has nowhere to keep them.
    live = set(Tenant.objects.filter(pk__in={key[0] for key in groups}).values_list("pk", flat=True))
    with transaction.atomic():
        for key, group in groups.items():
            if key[0] in live:
                _merge(key, group)
        if on_injected is not None and injected:
            on_injected(injected)


def compact_rollups(*, now: datetime | None = None, limit: int = COMPACT_BATCH) -> int:
    """Fold per-minute rows older than COMPACT_AFTER into their hour's row (the same sums); returns how many
    rows were folded. Idempotent: an hour's row is never folded again (hourly beat task)."""
    cutoff = ((now or timezone.now()) - COMPACT_AFTER).replace(minute=0, second=0, microsecond=0)
    folded = 0
    for tenant_id in Tenant.objects.order_by("pk").values_list("pk", flat=True):
        if folded < limit:
            folded += _compact_tenant(tenant_id, cutoff, limit - folded)
    return folded


def _compact_tenant(tenant_id: int, cutoff: datetime, limit: int) -> int:
    """One tenant's rows under their row locks (each tenant's rows live together, on one shard if sharded)."""
    with transaction.atomic():
        minutes = list(
            ContextBuildRollup.objects.select_for_update()
            .filter(tenant_id=tenant_id, bucket_start__lt=cutoff)
            .exclude(bucket_start__minute=0)
            .order_by("bucket_start")[:limit]
        )
        hours: dict[RowKey, list[ContextBuildRollup]] = {}
        for row in minutes:
            hours.setdefault((row.tenant_id, row.role, row.kind, row.bucket_start.replace(minute=0)), []).append(row)
        for key, rows in hours.items():
            _merge(key, _group_of(rows))
        ContextBuildRollup.objects.filter(tenant_id=tenant_id, pk__in=[row.pk for row in minutes]).delete()
    return len(minutes)


def _empty_group() -> dict:
    return {
        "builds": 0,
        "hits": 0,
        "cmp": 0,
        "tot": 0,
        "naive": 0,
        "ms": 0.0,
        "sections": {},
        "hist": {},
        "over": 0,
        "dropped": {},
    }


def _add(group: dict, item: dict) -> None:
    group["builds"] += 1
    group["hits"] += int(item["hit"])
    group["cmp"] += int(item["cmp"])
    group["tot"] += item["tot"]
    group["naive"] += item["naive"]
    group["ms"] += item["ms"]
    for name, tokens in item["s"].items():
        group["sections"][name] = group["sections"].get(name, 0) + tokens
    bucket = latency_bucket(item["ms"])
    group["hist"][bucket] = group["hist"].get(bucket, 0) + 1
    dropped = set(item.get("d", ()))
    group["over"] += int(any(d.split(":")[1] in OVER_BUDGET_REASONS for d in dropped))
    for name in dropped:
        group["dropped"][name] = group["dropped"].get(name, 0) + 1


def _merge(key: RowKey, group: dict) -> None:
    tenant_id, role, kind, bucket = key
    row, _ = ContextBuildRollup.objects.select_for_update().get_or_create(
        tenant_id=tenant_id, role=role, kind=kind, bucket_start=bucket
    )
    ContextBuildRollup.objects.filter(tenant_id=tenant_id, pk=row.pk).update(
        builds=F("builds") + group["builds"],
        cache_hits=F("cache_hits") + group["hits"],
        compressions=F("compressions") + group["cmp"],
        context_tokens=F("context_tokens") + group["tot"],
        naive_tokens=F("naive_tokens") + group["naive"],
        latency_ms_sum=F("latency_ms_sum") + group["ms"],
        over_budget=F("over_budget") + group["over"],
        section_tokens=_sum_dicts(row.section_tokens, group["sections"]),
        latency_histogram=_sum_dicts(row.latency_histogram, group["hist"]),
        dropped=_sum_dicts(row.dropped, group["dropped"]),
    )


def _sum_dicts(left: dict, right: dict) -> dict:
    return {key: left.get(key, 0) + right.get(key, 0) for key in set(left) | set(right)}


def _group_of(rows: Sequence[ContextBuildRollup]) -> dict:
    group = _empty_group()
    for row in rows:
        group["builds"] += row.builds
        group["hits"] += row.cache_hits
        group["cmp"] += row.compressions
        group["tot"] += row.context_tokens
        group["naive"] += row.naive_tokens
        group["ms"] += row.latency_ms_sum
        group["over"] += row.over_budget
        for name, column in (
            ("sections", row.section_tokens),
            ("hist", row.latency_histogram),
            ("dropped", row.dropped),
        ):
            group[name] = _sum_dicts(group[name], column)
    return group
