"""The memory policy: every threshold of the engine in one frozen object.

Precedence, highest first: a value the tenant sets (the keys of Tenant.policy_overrides; a key left
out inherits), then the deployment's settings.MEMORY_POLICY_OVERRIDES, then the defaults below.
Engine code receives a policy, never literals. A new setting is a field of MemoryPolicy and nothing
else: both override layers accept it, validated against the field's type."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from functools import lru_cache
from typing import Any, get_type_hints

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
    # one once they left the window, ranked by BM25 and sentence vectors (a user message's closest
    # sentence) fused by reciprocal rank. Once the user has a "usual" (50 messages of each role), a
    # turn is judged by its distinct similarity: its raw cosine less how much more typical of the user
    # than average its sentence is. Recall opens only when one turn reaches
    # `recall_min_distinct_similarity`, or holds a name of the message that at most
    # `recall_rare_word_messages` of the user's messages hold and reaches
    # `recall_turn_min_distinct_similarity`; then the turns that reach the latter are offered, best
    # first, each followed by the turns it links to by a name, at most `recall_max_turns`; a turn
    # offered by resemblance alone (no rare name of the message) must also be within
    # `recall_offer_margin` of the best turn's distinct similarity, so a message like many past ones
    # (one more size among the sizes the user gave) brings back the few that stand out, not all. Before the
    # user has a usual, the calibrated similarity decides (`recall_min_similarity` to open,
    # `recall_turn_min_similarity` or a shared word to be offered). Either way a turn opens recall
    # only if it is `recall_window_margin` closer (calibrated) to the message than the window's
    # closest message: a conversation already on the subject needs no older turn about it. A tenant
    # may also shut recall for a message more like the user's usual messages than their average one
    # (its cosine with their mean, less the average of their messages' own, above
    # `recall_max_usual_likeness`; 1.0, the default, never: a user whose usual talk is about their
    # life asks about it in their usual words). A message that does not read as needing the user's
    # memory (memory_platform.text.memory_need below `recall_min_memory_need`: trivia, a how-to, a
    # writing task) opens recall only through a rare name of the message. The section holds what passes, up to
    # `recall_budget_share` of the context budget and at most `recall_budget_tokens` (0 turns recall
    # off): it never grows into room the other sections leave unless turns earn it. Replies are
    # shortened to `recall_reply_tokens`. Fitted by `python -m bench recall` (tune split).
    recall_budget_tokens: int = 1200
    recall_budget_share: float = 0.4
    # Once recall opens, the next turns of the ranking (words weighing as much as meaning) follow the
    # offered ones, up to `recall_fill_share` of the budget and `recall_fill_turns` turns, only in room
    # the other sections leave (they are dropped first, before any other section gives way). A question
    # about a long history of like conversations ("when did Gwen go to Lisbon?") is then answered from
    # the best few dozen turns, not only from the one or two that clear the floor. 0 turns it off.
    recall_fill_share: float = 1.0
    recall_fill_turns: int = 55
    # Filler turns only for a message that names what it asks about (a name the user said, or a word few
    # of their turns hold): a question about the user in general ("what do you recommend?", "what was
    # my budget?") gets the offered turns alone. False fills for every message that opens recall.
    recall_fill_named_only: bool = False
    # A message that names nothing the user said ("what was my budget again?") asks for a detail, not a
    # story: its section holds at most this many turns, offered and filler (a named one, recall_fill_turns).
    recall_fill_unnamed_turns: int = 15
    # A turn fills room only if it earns it: its words' BM25 weight at least this share of the best
    # turn's, or its calibrated similarity to the message at least `recall_fill_min_similarity`; the rest
    # of the room stays unused. 0 and 0 let every next turn of the ranking fill it (the default until
    # 2026-12-07): on LoCoMo held-out 84.9 % at 3,799 recalled tokens against 84.7 % at 3,370 with these.
    recall_fill_min_word_share: float = 0.3
    recall_fill_min_similarity: float = 0.15
    # Each content word of the message also finds the turns holding this many of the user's own words closest to it in
    # meaning (the sentence model's vectors of single words: "pets" finds "turtles", "recetas" "hornear"), at 0.3 of
    # the weight of a word it writes (memory/services/expansion.py). 0 ranks by the message's words alone.
    recall_expansion_words: int = 5
    recall_max_turns: int = 8
    recall_min_similarity: float = 0.25
    recall_min_distinct_similarity: float = 0.25
    recall_rare_word_messages: int = 1
    recall_turn_min_similarity: float = 0.11
    recall_turn_min_distinct_similarity: float = 0.22
    recall_window_margin: float = 0.1
    recall_offer_margin: float = 0.2
    recall_min_memory_need: float = 0.5
    recall_max_usual_likeness: float = 1.0
    # A recalled turn's reply is shortened to `recall_reply_tokens`, unless it is what the turn holds for
    # the message (it matched the message better than the user's words did, or the user asked something
    # and the reply answered): then to `recall_matched_reply_tokens`.
    recall_reply_tokens: int = 120
    recall_matched_reply_tokens: int = 300
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
    # Standing facts (how to answer, allergies, diets: facts.engine.keys) go into every context while they hold,
    # whatever the message asks, first, within this share of the facts budget (the rest is the message's relevant
    # facts'); 0 leaves them to relevance like any other fact.
    facts_standing_share: float = 0.5
    # Dedup and the deterministic answer cache.
    dedup_similarity: float = 0.85
    answer_cache_hours: int = 24
    # Whether search ranks messages by their words too: "plain" (BM25 over the in-process recall index,
    # which reads the words from the texts: nothing is stored), "hashed" (the same since no word index is
    # stored any more; once the form of a stored one) or "none" (search ranks messages by their sentence
    # vectors alone). docs/security.md.
    search_index: str = "plain"
    # Throttling, per minute: one API key, and all of a tenant's keys together (0 = no limit).
    api_key_requests_per_minute: int = 3000
    tenant_requests_per_minute: int = 12000

    @property
    def summaries_max_tokens(self) -> int:
        return self.summary_slots * self.summary_max_tokens

    @property
    def recall_max_tokens(self) -> int:
        """The recalled section's cap: its share of the context budget, at most recall_budget_tokens."""
        return min(self.recall_budget_tokens, int(self.recall_budget_share * self.context_budget_tokens))

    @property
    def recall_fill_tokens(self) -> int:
        """What the recalled section may reach with turns that only fill room (see recall_fill_share)."""
        return int(self.recall_fill_share * self.context_budget_tokens)

    def with_overrides(self, overrides: Mapping[str, Any]) -> MemoryPolicy:
        """A copy with `overrides` applied; raises InvalidPolicy for an unknown name or a wrong type."""
        return replace(self, **validate_overrides(overrides))


class InvalidPolicy(ValueError):
    """Policy overrides that do not fit MemoryPolicy: one message per problem, in `problems`."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__(" ".join(problems))
        self.problems = problems


_TYPES = get_type_hints(MemoryPolicy)
_TYPE_NAMES = {int: "a whole number", float: "a number", str: "a string", bool: "true or false"}
ENCODINGS = ("cl100k_base", "o200k_base")
SEARCH_INDEXES = ("plain", "hashed", "none")


def validate_overrides(overrides: object) -> dict[str, Any]:
    """The overrides as a dict, if they are a JSON object of MemoryPolicy fields whose values have the
    field's type (an int where a float is expected is fine) and are not negative; InvalidPolicy
    otherwise."""
    if not isinstance(overrides, Mapping):
        raise InvalidPolicy([f"Policy overrides must be an object of setting names to values, not {overrides!r}."])
    problems = [_problem(name, value) for name, value in overrides.items()]
    if any(problems):
        raise InvalidPolicy([p for p in problems if p])
    return dict(overrides)


def _problem(name: object, value: object) -> str:
    expected = _TYPES.get(name) if isinstance(name, str) else None
    if expected is None:
        return f"Unknown memory policy setting {name!r}."
    if expected is bool:
        return "" if isinstance(value, bool) else f"{name} must be {_TYPE_NAMES[bool]}, not {value!r}."
    numeric = (int, float) if expected is float else (expected,)
    if isinstance(value, bool) or not isinstance(value, numeric):
        return f"{name} must be {_TYPE_NAMES[expected]}, not {value!r}."
    if isinstance(value, int | float) and value < 0:
        return f"{name} must not be negative, not {value!r}."
    return ""


def check_consistent(policy: MemoryPolicy) -> dict[str, str]:
    """Rules across settings, on the effective policy: the problems by setting name (empty if none)."""
    problems = {}
    if not policy.window_min_turns <= policy.window_default_turns <= policy.window_max_turns:
        problems["window_default_turns"] = (
            "Window sizes must be ordered: window_min_turns ≤ window_default_turns ≤ window_max_turns "
            f"(effective {policy.window_min_turns}, {policy.window_default_turns}, {policy.window_max_turns})."
        )
    if policy.fact_extractor not in settings.FACT_EXTRACTORS:
        problems["fact_extractor"] = f"fact_extractor must be one of {', '.join(sorted(settings.FACT_EXTRACTORS))}."
    if policy.search_index not in SEARCH_INDEXES:
        problems["search_index"] = f"search_index must be one of {', '.join(SEARCH_INDEXES)}."
    if policy.encoding_name not in ENCODINGS:
        problems["encoding_name"] = f"encoding_name must be one of {', '.join(ENCODINGS)}."
    return problems


def policy_problems(overrides: object) -> list[str]:
    """Everything wrong with a tenant's overrides, empty if nothing: unknown names and wrong types,
    else the rules across settings on the policy they make (an inherited value counts too)."""
    try:
        policy = tenant_policy(overrides)
    except InvalidPolicy as exc:
        return exc.problems
    return list(check_consistent(policy).values())


def policy_sources(overrides: Mapping[str, Any]) -> list[tuple[str, Any, str]]:
    """Each setting of the policy `overrides` make, its value, and where the value comes from:
    "tenant", "deployment" (settings.MEMORY_POLICY_OVERRIDES) or "default"."""
    deployment = getattr(settings, "MEMORY_POLICY_OVERRIDES", {})
    policy = tenant_policy(overrides)

    def source(name: str) -> str:
        return "tenant" if name in overrides else "deployment" if name in deployment else "default"

    return [(f.name, getattr(policy, f.name), source(f.name)) for f in fields(policy)]


def default_policy() -> MemoryPolicy:
    """The deployment's policy: the built-in defaults with settings.MEMORY_POLICY_OVERRIDES applied."""
    return _deployment_policy(_cache_key(getattr(settings, "MEMORY_POLICY_OVERRIDES", {})))


def tenant_policy(overrides: object) -> MemoryPolicy:
    """The deployment's policy with a tenant's own overrides on top (InvalidPolicy if they do not fit)."""
    if not isinstance(overrides, Mapping) or not all(isinstance(v, int | float | str) for v in overrides.values()):
        overrides = validate_overrides(overrides)  # raises: not an object, or a value no setting has
    return _tenant_policy(default_policy(), _cache_key(overrides))


def _cache_key(overrides: Mapping[str, Any]) -> tuple[tuple[str, Any, str], ...]:
    """Overrides as a cache key, each value with its type: 1 and True are equal and hash alike, and
    only one of them is a valid value for a given setting."""
    return tuple(sorted((name, value, type(value).__name__) for name, value in overrides.items()))


@lru_cache(maxsize=16)
def _deployment_policy(overrides: tuple[tuple[str, Any, str], ...]) -> MemoryPolicy:
    return MemoryPolicy().with_overrides({name: value for name, value, _ in overrides})


@lru_cache(maxsize=1024)
def _tenant_policy(base: MemoryPolicy, values: tuple[tuple[str, Any, str], ...]) -> MemoryPolicy:
    return base.with_overrides({name: value for name, value, _ in values})
