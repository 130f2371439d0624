"""Per-build token metrics, buffered in a Redis list and rolled up per tenant, role, kind (turn or
preview) and minute by a Celery task, so no request pays a synchronous database write.

Without Redis (down, or the embedded default) builds wait in process memory, and that buffer is
never left undrained: the next push to Redis carries it along, and otherwise the process folds it
into the roll-ups itself every few seconds (one write per batch, not per request)."""

from __future__ import annotations

import atexit
import json
import logging
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.core.cache import cache
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from conversations.models import ContextBuildRollup
from memory_platform.events import conversation_group, publish, tenant_metrics_group
from memory_platform.redis_client import cache_key, raw_redis, redis_errors
from tenants.models import Tenant

logger = logging.getLogger(__name__)

BUFFER_KEY = "metrics:context-builds"
LAST_CONTEXT_SECONDS = 24 * 3600
LOCAL_FLUSH_SECONDS = 5.0
# Dropped-content reasons that mean the context met its budget (a section cap is not that).
OVER_BUDGET_REASONS = frozenset({"over_budget", "truncated"})
# What the context builder may drop or cut, and why (memory.engine.context names them).
DROPPABLE_SECTIONS = ("recalled", "facts", "summaries", "window", "state", "current", "rules", "system")
DROP_REASONS = ("section_cap", "over_budget", "truncated")
InjectedFacts = Callable[[dict[int, datetime]], object]
_local_since: list[float] = []  # when the oldest entry of the local buffer arrived


class BuildKind:
    TURN = "turn"  # built for a turn being begun
    PREVIEW = "preview"  # a context preview: nothing stored, counted apart


LATENCY_BUCKETS_MS = (1, 2, 5, 10, 20, 50, 100, 250, 1000)
_local_buffer: deque[str] = deque(maxlen=100_000)
_local_lock = threading.Lock()


@dataclass(frozen=True)
class BuildMetric:
    """What one context build cost and saved."""

    tenant_id: int
    role: str
    tokens_by_section: dict[str, int]
    total_tokens: int
    naive_tokens: int
    build_ms: float
    cache_hit: bool
    compressed: bool
    conversation_id: int | None = None
    budget: int = 0
    dropped: Sequence[dict[str, Any]] = ()
    fact_ids: Sequence[int] = ()
    kind: str = BuildKind.TURN


def last_context_key(conversation_id: int) -> str:
    return f"conv:{conversation_id}:last-context"


def record_build(metric: BuildMetric) -> None:
    """Buffer the build for the roll-up, keep it as the conversation's last context (one Redis round
    trip for both), and stream it to the dashboards."""
    payload = {
        "tokens_by_section": metric.tokens_by_section,
        "total_tokens": metric.total_tokens,
        "budget": metric.budget,
        "naive_tokens": metric.naive_tokens,
        "build_ms": round(metric.build_ms, 3),
        "cache_hit": metric.cache_hit,
        "dropped": list(metric.dropped),
    }
    _buffer(metric, _entry(metric), json.dumps({**payload, "at": timezone.now().isoformat()}))
    if metric.conversation_id is not None:
        publish(conversation_group(metric.conversation_id), "context.built", payload)
    publish(tenant_metrics_group(metric.tenant_id), "metrics.build", {"role": metric.role, **payload})


def _entry(metric: BuildMetric) -> str:
    return json.dumps(
        {
            "t": metric.tenant_id,
            "r": metric.role,
            "k": metric.kind,
            "at": timezone.now().isoformat(),
            "s": metric.tokens_by_section,
            "tot": metric.total_tokens,
            "naive": metric.naive_tokens,
            "ms": round(metric.build_ms, 3),
            "hit": metric.cache_hit,
            "cmp": metric.compressed,
            "d": [f"{d['section']}:{d['reason']}" for d in metric.dropped],
            "f": list(metric.fact_ids),
        }
    )


def _buffer(metric: BuildMetric, entry: str, last_context: str) -> None:
    client = raw_redis()
    if client is not None:
        with _local_lock:
            backlog = list(_local_buffer)
            _local_buffer.clear()
        try:
            pipe = client.pipeline(transaction=False)
            pipe.rpush(cache_key(BUFFER_KEY), *backlog, entry)
            if metric.conversation_id is not None:
                pipe.set(cache_key(last_context_key(metric.conversation_id)), last_context, ex=LAST_CONTEXT_SECONDS)
            pipe.execute()
            if backlog:
                _take_local(0)  # resets the age of the (now empty) local buffer
            return
        except redis_errors() as exc:
            logger.warning("Redis unreachable; buffering a context metric in process memory: %s", exc)
        with _local_lock:
            _local_buffer.extendleft(reversed(backlog))
    elif metric.conversation_id is not None:
        cache.set(last_context_key(metric.conversation_id), last_context, LAST_CONTEXT_SECONDS)
    with _local_lock:
        _local_buffer.append(entry)
        if not _local_since:
            _local_since.append(time.monotonic())
        due = time.monotonic() - _local_since[0] >= LOCAL_FLUSH_SECONDS
    if due:
        try:
            flush_local()
        except Exception:
            logger.exception("Could not fold buffered context metrics; kept for the next attempt")


def last_context(conversation_id: int) -> dict[str, Any] | None:
    """The conversation's last built context (tokens per section, budget, what was dropped), if known."""
    client = raw_redis()
    if client is None:
        raw = cache.get(last_context_key(conversation_id))
    else:
        try:
            raw = client.get(cache_key(last_context_key(conversation_id)))
        except redis_errors():
            return None
    return json.loads(raw) if raw else None


def _take_local(limit: int) -> list[str]:
    entries: list[str] = []
    with _local_lock:
        while _local_buffer and len(entries) < limit:
            entries.append(_local_buffer.popleft())
        if not _local_buffer:
            _local_since.clear()
    return entries


def flush_local() -> int:
    """Fold this process's buffered builds into the roll-ups now (Redis unreachable or absent). Which
    facts they injected is left to the next roll-up through Redis (a dashboard figure, not memory)."""
    entries = _take_local(100_000)
    try:
        _fold(entries, on_injected=None)
    except Exception:
        with _local_lock:  # the database is down too: keep them for the next attempt
            _local_buffer.extendleft(reversed(entries))
        raise
    return len(entries)


def _flush_at_exit() -> None:
    if not _local_buffer:
        return
    try:
        flush_local()
    except Exception as exc:
        logger.warning("Could not fold %d buffered context metrics at exit: %s", len(_local_buffer), type(exc).__name__)


atexit.register(_flush_at_exit)


def _drain(limit: int) -> list[str]:
    entries = _take_local(limit)
    client = raw_redis()
    if client is not None and len(entries) < limit:
        try:
            popped = client.lpop(cache_key(BUFFER_KEY), limit - len(entries)) or []
            entries.extend(item.decode() if isinstance(item, bytes) else item for item in popped)
        except redis_errors() as exc:
            logger.warning("Redis unreachable; metric roll-up postponed: %s", exc)
    return entries


def _bucket(at: str) -> datetime:
    moment = datetime.fromisoformat(at)
    return moment - timedelta(seconds=moment.second, microseconds=moment.microsecond)


def _latency_bucket(ms: float) -> str:
    return str(next((b for b in LATENCY_BUCKETS_MS if ms <= b), "inf"))


def roll_up(*, limit: int = 10_000, on_injected: InjectedFacts | None = None) -> int:
    """Fold buffered build metrics into ContextBuildRollup rows; returns how many were folded.
    `on_injected` receives the ids of the facts the builds injected, with when (the facts layer
    records it: this layer knows nothing of facts).

    Entries are popped before they are written: a crash between the two loses at most one batch
    of metrics, never memory, and a re-run never counts an entry twice."""
    entries = _drain(limit)
    _fold(entries, on_injected=on_injected)
    return len(entries)


def _fold(entries: list[str], *, on_injected: InjectedFacts | None) -> None:
    groups: dict[tuple[int, str, str, datetime], dict] = {}
    injected: dict[int, datetime] = {}
    for raw in entries:
        item = json.loads(raw)
        bucket = _bucket(item["at"])
        group = groups.setdefault((item["t"], item["r"], item.get("k", BuildKind.TURN), bucket), _empty_group())
        _add(group, item)
        for fact_id in item.get("f", ()):
            injected[fact_id] = max(injected.get(fact_id, bucket), bucket)
    if not groups:
        return
    # A tenant deleted since its builds were buffered has nowhere to keep them.
    live = set(Tenant.objects.filter(pk__in={key[0] for key in groups}).values_list("pk", flat=True))
    with transaction.atomic():
        for (tenant_id, role, kind, bucket), group in groups.items():
            if tenant_id in live:
                _merge(tenant_id, role, kind, bucket, group)
        if on_injected is not None and injected:
            on_injected(injected)


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
    bucket = _latency_bucket(item["ms"])
    group["hist"][bucket] = group["hist"].get(bucket, 0) + 1
    dropped = set(item.get("d", ()))
    group["over"] += int(any(d.split(":")[1] in OVER_BUDGET_REASONS for d in dropped))
    for name in dropped:
        group["dropped"][name] = group["dropped"].get(name, 0) + 1


def _merge(tenant_id: int, role: str, kind: str, bucket: datetime, group: dict) -> None:
    row, _ = ContextBuildRollup.objects.select_for_update().get_or_create(
        tenant_id=tenant_id, role=role, kind=kind, bucket_start=bucket
    )
    ContextBuildRollup.objects.filter(pk=row.pk).update(
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


# Per-minute rows are kept this long; older ones are folded into one row per hour, so a week of metrics
# is ~170 rows per role, not 20,000, and week-long charts stay fast.
COMPACT_AFTER = timedelta(hours=2)
COMPACT_BATCH = 50_000


def compact(*, now: datetime | None = None, limit: int = COMPACT_BATCH) -> int:
    """Fold per-minute rows older than COMPACT_AFTER into their hour's row (the same sums); returns how many
    rows were folded. Idempotent: an hour's row is never folded again (hourly beat task)."""
    cutoff = ((now or timezone.now()) - COMPACT_AFTER).replace(minute=0, second=0, microsecond=0)
    with transaction.atomic():
        minutes = list(
            ContextBuildRollup.objects.select_for_update()
            .filter(bucket_start__lt=cutoff)
            .exclude(bucket_start__minute=0)
            .order_by("bucket_start")[:limit]
        )
        hours: dict[tuple[int, str, str, datetime], list[ContextBuildRollup]] = {}
        for row in minutes:
            hours.setdefault((row.tenant_id, row.role, row.kind, row.bucket_start.replace(minute=0)), []).append(row)
        for (tenant_id, role, kind, hour), rows in hours.items():
            _merge(tenant_id, role, kind, hour, _group_of(rows))
        ContextBuildRollup.objects.filter(pk__in=[row.pk for row in minutes]).delete()
    return len(minutes)


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
