"""Helpers shared by the benchmarks: a fresh tenant, percentiles, Markdown tables."""

from __future__ import annotations

import os
import statistics
from collections.abc import Sequence

from tenants.models import Tenant


def fresh_tenant(slug: str) -> Tenant:
    Tenant.objects.filter(slug=slug).delete()
    return Tenant.objects.create(slug=slug, name=slug)


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def mean(values: Sequence[float]) -> float:
    return statistics.fmean(values) if values else 0.0


def table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---:" for _ in headers) + "|"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def verdict(ok: bool) -> str:
    return "PASS" if ok else "MISS"


def load() -> str:
    """The machine's load averages (1, 5, 15 minutes), printed beside every figure."""
    one, five, fifteen = os.getloadavg()
    return f"load {one:.2f} / {five:.2f} / {fifteen:.2f}"
