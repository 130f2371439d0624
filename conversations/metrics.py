"""Per-build token metrics, buffered (a Redis list, or process memory without Redis) and rolled up
per tenant, role and minute by a Celery task, so no request pays a synchronous database write."""

from __future__ import annotations

import json
import logging
import threading
from collections import deque
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from conversations.models import ContextBuildRollup
from conversations.redis_client import cache_key, raw_redis, redis_errors

if TYPE_CHECKING:
    from conversations.models import Conversation
    from conversations.services.context import ContextResult

logger = logging.getLogger(__name__)

BUFFER_KEY = "metrics:context-builds"
LATENCY_BUCKETS_MS = (1, 2, 5, 10, 20, 50, 100, 250, 1000)
_local_buffer: deque[str] = deque(maxlen=100_000)
_local_lock = threading.Lock()


def record_build(*, conversation: Conversation, result: ContextResult) -> None:
    entry = json.dumps(
        {
            "t": conversation.tenant_id,
            "r": conversation.role,
            "at": timezone.now().isoformat(),
            "s": result.tokens_by_section,
            "tot": result.total_tokens,
            "naive": result.naive_tokens,
            "ms": round(result.build_ms, 3),
            "hit": result.cache_hit,
            "cmp": bool(result.dropped),
        }
    )
    client = raw_redis()
    if client is not None:
        try:
            client.rpush(cache_key(BUFFER_KEY), entry)
            return
        except redis_errors() as exc:
            logger.warning("Redis unreachable; buffering a context metric in process memory: %s", exc)
    with _local_lock:
        _local_buffer.append(entry)


def _drain(limit: int) -> list[str]:
    entries: list[str] = []
    with _local_lock:
        while _local_buffer and len(entries) < limit:
            entries.append(_local_buffer.popleft())
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


def roll_up(*, limit: int = 10_000) -> int:
    """Fold buffered build metrics into ContextBuildRollup rows; returns how many were folded.

    Entries are popped before they are written: a crash between the two loses at most one batch
    of metrics, never memory, and a re-run never counts an entry twice."""
    entries = _drain(limit)
    groups: dict[tuple[int, str, datetime], dict] = {}
    for raw in entries:
        item = json.loads(raw)
        group = groups.setdefault((item["t"], item["r"], _bucket(item["at"])), _empty_group())
        _add(group, item)
    with transaction.atomic():
        for (tenant_id, role, bucket), group in groups.items():
            _merge(tenant_id, role, bucket, group)
    return len(entries)


def _empty_group() -> dict:
    return {"builds": 0, "hits": 0, "cmp": 0, "tot": 0, "naive": 0, "ms": 0.0, "sections": {}, "hist": {}}


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


def _merge(tenant_id: int, role: str, bucket: datetime, group: dict) -> None:
    row, _ = ContextBuildRollup.objects.select_for_update().get_or_create(tenant_id=tenant_id, role=role, bucket_start=bucket)
    ContextBuildRollup.objects.filter(pk=row.pk).update(
        builds=F("builds") + group["builds"],
        cache_hits=F("cache_hits") + group["hits"],
        compressions=F("compressions") + group["cmp"],
        context_tokens=F("context_tokens") + group["tot"],
        naive_tokens=F("naive_tokens") + group["naive"],
        latency_ms_sum=F("latency_ms_sum") + group["ms"],
        section_tokens=_sum_dicts(row.section_tokens, group["sections"]),
        latency_histogram=_sum_dicts(row.latency_histogram, group["hist"]),
    )


def _sum_dicts(left: dict, right: dict) -> dict:
    return {key: left.get(key, 0) + right.get(key, 0) for key in set(left) | set(right)}
