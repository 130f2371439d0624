"""The memory policy: every threshold of the engine in one frozen object.

Defaults are the constants below (DESIGN.md and seed 003), a deployment may override them in
settings.MEMORY_POLICY_OVERRIDES, and a tenant overrides the fields it stores. Engine code receives a policy, never literals.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any


@dataclass(frozen=True)
class MemoryPolicy:
    # Active window (turns = one user message and its assistant reply).
    window_default_turns: int = 6
    window_min_turns: int = 4
    window_max_turns: int = 8
    window_max_tokens: int = 1200
    low_continuity: float = 0.3
    high_continuity: float = 0.7
    continuity_streak: int = 2
    # Topic shift: similarity to the previous turn below this closes the segment.
    topic_shift_similarity: float = 0.4
    topic_shift_min_words: int = 8
    # Key-value summaries.
    summary_segment_turns: int = 3
    summary_slots: int = 4
    summary_max_tokens: int = 50
    # The context.
    context_budget_tokens: int = 4000
    facts_max_tokens: int = 150
    facts_recent_turns: int = 3
    encoding_name: str = "cl100k_base"
    # Lifecycle.
    idle_ttl_minutes: int = 45
    raw_retention_days: int = 30
    lock_lease_seconds: int = 60
    # Fact decay (seed 003).
    fact_unconfirmed_days: int = 90
    fact_stale_days: int = 180
    fact_low_confidence_days: int = 30
    # Dedup and the deterministic answer cache.
    dedup_similarity: float = 0.85
    answer_cache_hours: int = 24

    @property
    def summaries_max_tokens(self) -> int:
        return self.summary_slots * self.summary_max_tokens

    def with_overrides(self, **overrides: Any) -> MemoryPolicy:
        known = {f.name for f in fields(self)}
        return replace(self, **{k: v for k, v in overrides.items() if k in known and v is not None})


def default_policy() -> MemoryPolicy:
    from django.conf import settings

    return MemoryPolicy().with_overrides(**getattr(settings, "MEMORY_POLICY_OVERRIDES", {}))
