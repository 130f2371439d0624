"""What one context build records, and how it travels through the buffer (a compact JSON entry)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.utils import timezone

# Dropped-content reasons that mean the context met its budget (a section cap is not that).
OVER_BUDGET_REASONS = frozenset({"over_budget", "truncated"})
# What the context builder may drop or cut, and why (memory.engine.context names them).
DROPPABLE_SECTIONS = ("recalled", "facts", "summaries", "window", "state", "current", "rules", "system")
DROP_REASONS = ("section_cap", "over_budget", "truncated")
LATENCY_BUCKETS_MS = (1, 2, 5, 10, 20, 50, 100, 250, 1000)
LATENCY_BUCKET_NAMES = (*map(str, LATENCY_BUCKETS_MS), "inf")


class BuildKind:
    TURN = "turn"  # built for a turn being begun
    PREVIEW = "preview"  # a context preview: nothing stored, counted apart


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


def encode_entry(metric: BuildMetric) -> str:
    """The buffer entry of one build: short keys, since the buffer may hold many thousands."""
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


def minute_of(at: str) -> datetime:
    moment = datetime.fromisoformat(at)
    return moment - timedelta(seconds=moment.second, microseconds=moment.microsecond)


def latency_bucket(ms: float) -> str:
    return str(next((b for b in LATENCY_BUCKETS_MS if ms <= b), "inf"))
