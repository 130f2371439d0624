"""The memory policy: every threshold of the engine in one frozen object.

Precedence, highest first: a value the tenant sets (its policy fields; blank means "inherit"),
then the deployment's settings.MEMORY_POLICY_OVERRIDES, then the defaults below. Engine code
receives a policy, never literals."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from functools import lru_cache
from typing import Any

from django.conf import settings


@dataclass(frozen=True)
class MemoryPolicy:
    # Active window (turns = one user message and its assistant reply).
    window_default_turns: int = 6
    window_min_turns: int = 4
    window_max_turns: int = 8
    window_max_tokens: int = 1200
    # Continuity is a cosine read above its language's floor (memory_platform.text.embeddings), so
    # these sit lower than the spec's 0.3 / 0.7 for raw cosines; `python -m bench calibrate` fits them.
    low_continuity: float = 0.08
    high_continuity: float = 0.26
    continuity_streak: int = 2
    # Topic shift: a marker, or a message of enough content words whose best similarity to the
    # last `topic_shift_turns` turns is below this, closes the segment.
    topic_shift_similarity: float = 0.14
    topic_shift_min_words: int = 5
    topic_shift_turns: int = 3
    # Key-value summaries.
    summary_segment_turns: int = 3
    summary_slots: int = 4
    summary_max_tokens: int = 50
    # The context.
    context_budget_tokens: int = 4000
    facts_max_tokens: int = 150
    facts_recent_turns: int = 3
    encoding_name: str = "cl100k_base"
    # Recall (memory.services.recall): past turns of the user's earlier conversations, and of this
    # one once they left the window. The section keeps `recall_budget_tokens` (0 turns recall off)
    # and grows into what the other sections leave unused. Recall happens when the user speaks of
    # themselves or points back at something said, or some past message is this similar to the current
    # one (calibrated above the language floor; the lower bar when it also shares words with it); then
    # candidates down to the per-turn floor are offered, best first.
    # Replies are shortened to `recall_reply_tokens`. `python -m bench recall` measures them.
    recall_budget_tokens: int = 600
    recall_max_turns: int = 40
    recall_min_similarity: float = 0.3
    recall_min_similarity_with_words: float = 0.2
    recall_turn_min_similarity: float = 0.0
    recall_reply_tokens: int = 40
    recall_entities: int = 5
    # Lifecycle.
    idle_ttl_minutes: int = 45
    raw_retention_days: int = 30
    lock_lease_seconds: int = 60
    # Fact decay: not injected after 90 days unconfirmed (unless high confidence), stale after 180,
    # low confidence not injected after 30.
    fact_unconfirmed_days: int = 90
    fact_stale_days: int = 180
    fact_low_confidence_days: int = 30
    # The dashboard warns about injected facts this close to no longer being injected.
    fact_stale_soon_days: int = 14
    # Facts: who extracts them (a name in settings.FACT_EXTRACTORS), and how relevant to the query
    # (cosine + key and domain bonuses, facts.engine.relevance) a fact must be to go into a context.
    fact_extractor: str = "rules"
    fact_min_relevance: float = 0.35
    # Dedup and the deterministic answer cache.
    dedup_similarity: float = 0.85
    answer_cache_hours: int = 24
    # Throttling, per minute: one API key, and all of a tenant's keys together (0 = no limit).
    api_key_requests_per_minute: int = 3000
    tenant_requests_per_minute: int = 12000

    @property
    def summaries_max_tokens(self) -> int:
        return self.summary_slots * self.summary_max_tokens

    def with_overrides(self, overrides: Mapping[str, Any]) -> MemoryPolicy:
        """A copy with the known, non-null `overrides` applied; unknown names raise ValueError."""
        known = {f.name for f in fields(self)}
        unknown = set(overrides) - known
        if unknown:
            raise ValueError(f"Unknown memory policy fields: {', '.join(sorted(unknown))}.")
        return replace(self, **{k: v for k, v in overrides.items() if v is not None})


def default_policy() -> MemoryPolicy:
    """The deployment's policy: the built-in defaults with settings.MEMORY_POLICY_OVERRIDES applied."""
    return _deployment_policy(tuple(sorted(getattr(settings, "MEMORY_POLICY_OVERRIDES", {}).items())))


def tenant_policy(tenant_values: Mapping[str, Any]) -> MemoryPolicy:
    """The deployment's policy with a tenant's own (non-null) values on top."""
    return _tenant_policy(default_policy(), tuple(tenant_values.items()))


@lru_cache(maxsize=16)
def _deployment_policy(overrides: tuple[tuple[str, Any], ...]) -> MemoryPolicy:
    return MemoryPolicy().with_overrides(dict(overrides))


@lru_cache(maxsize=1024)
def _tenant_policy(base: MemoryPolicy, values: tuple[tuple[str, Any], ...]) -> MemoryPolicy:
    return base.with_overrides(dict(values))
