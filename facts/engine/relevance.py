"""Which facts go into a context: relevant to the query, injectable under the decay rules, not
already said in the last turns, best first, inside the facts budget.

Relevance is a score: the cosine of the query's vector and the fact's (both from the sentence
model, stored once), plus a bonus when the query names what the fact is about (its key's cue
words: "talla" for the shoe size, "price" for the currency) and a smaller one when the query is
about the fact's domain. A fact needs policy.fact_min_relevance to go in: an off-topic query gets
no facts rather than the k nearest. A standing fact (facts.engine.keys: how to answer, an allergy, a
diet) governs every answer: it goes in whatever the query, ahead of the relevant ones, within the share of
the facts budget the policy's facts_standing_share gives them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import lru_cache

import numpy as np

from facts.engine.decay import FactView
from facts.engine.keys import KEYS
from memory_platform.text.embeddings import decode_vectors, is_usable, lexical_backend, lexical_similarity
from memory_platform.text.normalise import normalise
from tenants.policy import MemoryPolicy

QUERY_DOMAIN_WORDS = {
    "work": (
        "trabajo",
        "trabajas",
        "empresa",
        "equipo",
        "oficina",
        "work",
        "job",
        "company",
        "team",
        "employer",
        "career",
        "colleagues",
    ),
    "preferences": (
        "prefiero",
        "prefer",
        "preferencia",
        "preference",
        "respuestas",
        "responder",
        "answer",
        "answers",
        "respond",
        "reply",
        "estilo",
        "style",
        "formato",
        "format",
        "marca",
        "brand",
        "presupuesto",
        "budget",
        "gustan",
        "like",
    ),
    "decisions": (
        "decidimos",
        "decidi",
        "decision",
        "decided",
        "decide",
        "elegi",
        "elegimos",
        "chose",
        "pick",
        "picked",
        "llm",
        "modelo",
        "model",
        "usar",
        "usamos",
        "use",
        "using",
        "deployment",
        "deploy",
    ),
    "personal": (
        "llamo",
        "nombre",
        "name",
        "vivo",
        "live",
        "donde",
        "where",
        "talla",
        "size",
        "calzo",
        "cumpleanos",
        "birthday",
        "ciudad",
        "city",
        "direccion",
        "address",
    ),
    "projects": (
        "proyecto",
        "project",
        "deploy",
        "deployment",
        "despliegue",
        "lanzamiento",
        "launch",
        "repo",
        "roadmap",
        "sprint",
    ),
}
CONFIDENCE_RANK = {"high": 0, "medium": 1, "low": 2}
KEY_BONUS = 0.3
DOMAIN_BONUS = 0.1
ALREADY_SAID = 0.8


@dataclass(frozen=True)
class Query:
    text: str
    vector: np.ndarray | None  # the query's sentence vector (computed once per begin)
    words: frozenset[str]
    domains: frozenset[str]


def make_query(text: str, vector: np.ndarray | None, *, extra_domains: Sequence[str] = ()) -> Query:
    words = frozenset(normalise(text).split())
    return Query(
        text=text, vector=vector, words=words, domains=frozenset(detect_domains(text, extra_domains=extra_domains))
    )


def detect_domains(query: str, *, extra_domains: Sequence[str] = ()) -> set[str]:
    words = set(normalise(query).split())
    found = {domain for domain, vocab in QUERY_DOMAIN_WORDS.items() if words & set(vocab)}
    return found | {d for d in extra_domains if d in words}


def embedding_text(key: str, value: str, text: str) -> str:
    """What a fact's vector is computed from: its key in both languages and its value, so a query in
    either language lands near it ("¿qué número calzo?" and "what size do I wear?")."""
    spec = KEYS.get(key)
    if spec is None or spec.freeform or not value:
        return text
    return f"{spec.label_en} / {spec.label_es}: {value}"


@lru_cache(maxsize=4096)
def key_cues(key: str) -> frozenset[str]:
    """The query words that ask about a key ('talla' for the shoe size)."""
    spec = KEYS.get(key)
    return frozenset(spec.cues) if spec is not None else frozenset(normalise(key).split())


class PreparedFacts:
    """A user's facts with what every selection among them reads worked out once: the unit rows of their
    usable vectors (facts.selectors keeps one per user and facts version in each process, so a build
    neither unpickles the facts nor decodes their vectors again while they have not changed)."""

    def __init__(self, facts: Sequence[FactView], dim: int):
        self.facts = list(facts)
        self.usable = [i for i, f in enumerate(self.facts) if is_usable(f.vector, dim)]
        self.matrix = decode_vectors([self.facts[i].vector for i in self.usable]) if self.usable else None  # type: ignore[misc]
        # What the decay rules and the bonuses read of each fact, as arrays: a build scores every fact in a
        # few vector operations, so its cost does not grow with how many facts the user has.
        self.confirmed_us = np.array([_microseconds(f.last_confirmed_at) for f in self.facts], dtype=np.int64)
        self.active = np.array([f.status == "active" for f in self.facts], dtype=bool)
        self.low = np.array([f.confidence == "low" for f in self.facts], dtype=bool)
        self.not_high = np.array([f.confidence != "high" for f in self.facts], dtype=bool)
        # Which facts a query word names (a cue of their key) and which a query domain covers.
        self.by_cue: dict[str, list[int]] = {}
        self.by_domain: dict[str, list[int]] = {}
        for index, fact in enumerate(self.facts):
            for cue in key_cues(fact.key):
                self.by_cue.setdefault(cue, []).append(index)
            self.by_domain.setdefault(fact.domain, []).append(index)

    def similarities(self, query: Query) -> list[float | None]:
        """The cosine of each fact's vector to the query's, in one product (None: a fact without a usable
        vector, or a query without one)."""
        out: list[float | None] = [None] * len(self.facts)
        if query.vector is None or self.matrix is None:
            return out
        for index, value in zip(self.usable, np.clip(self.matrix @ query.vector, 0.0, 1.0).tolist(), strict=True):
            out[index] = value
        return out

    def injectable(self, *, now: datetime, policy: MemoryPolicy) -> np.ndarray:
        """decay.is_injectable for every fact at once (the same strict "older than N days")."""
        age = _microseconds(now) - self.confirmed_us

        def older_than(days: int) -> np.ndarray:
            return age > days * DAY_US

        return (
            self.active
            & ~older_than(policy.fact_stale_days)
            & ~(self.low & older_than(policy.fact_low_confidence_days))
            & ~(self.not_high & older_than(policy.fact_unconfirmed_days))
        )

    def scored(self, query: Query, *, now: datetime, policy: MemoryPolicy) -> list[tuple[float, FactView]]:
        """(relevance, fact) of each injectable fact, in the facts' order. Relevance is the cosine of the fact's
        vector and the query's (their words' when either has none), plus KEY_BONUS when the query names the
        fact's key and DOMAIN_BONUS when it is about the fact's domain."""
        mask = self.injectable(now=now, policy=policy)
        if not mask.any():
            return []
        bonus = np.zeros(len(self.facts), dtype=np.float64)
        named = {index for word in query.words for index in self.by_cue.get(word, ())}
        if named:
            bonus[list(named)] = KEY_BONUS
        for domain in query.domains:
            bonus[self.by_domain.get(domain, [])] += DOMAIN_BONUS
        similarities = self.similarities(query)
        scored = []
        for i in np.flatnonzero(mask).tolist():
            similarity = similarities[i]
            if similarity is None:
                similarity = lexical_similarity(query.text, self.facts[i].text)
            scored.append((similarity + float(bonus[i]), self.facts[i]))
        return scored


DAY_US = 86_400_000_000
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def _microseconds(moment: datetime) -> int:
    """An aware datetime as whole microseconds since the epoch (exact, as datetime arithmetic is)."""
    return (moment - _EPOCH) // timedelta(microseconds=1)


@lru_cache(maxsize=512)
def _padded(text: str) -> str:
    # The last turns are the same texts build after build, until the window moves on.
    return f" {normalise(text)} "


class RecentTexts:
    """The last turns' texts as already_said() compares them: normalised once, and their hashed n-gram rows
    computed once per build (each only if a fact asks), not once per fact."""

    def __init__(self, texts: Sequence[str]):
        self.texts = list(texts)
        self._padded: list[str] | None = None
        self._rows: np.ndarray | None = None

    @property
    def padded(self) -> list[str]:
        """The texts normalised, each between spaces (only once a relevant fact asks: most builds have none)."""
        if self._padded is None:
            self._padded = [_padded(t) for t in self.texts]
        return self._padded

    def lexical_rows(self) -> np.ndarray:
        if self._rows is None:
            backend = lexical_backend()
            self._rows = np.array([backend.embed(t) for t in self.texts], dtype=np.float32).reshape(
                len(self.texts), backend.dim
            )
        return self._rows


def already_said(fact: FactView, recent: RecentTexts) -> bool:
    """The fact's value (or, for a free-text fact, its words) is in the last turns already. Keyed facts
    compare values only: cheap, and no model call on the request path."""
    spec = KEYS.get(fact.key)
    value = normalise(fact.value)
    if value and spec is not None and not spec.freeform:
        return len(value) > 1 and any(f" {value} " in text for text in recent.padded)
    if not recent.texts:
        return False
    rows = recent.lexical_rows()
    return bool(np.max(rows @ lexical_backend().embed(fact.text)) >= ALREADY_SAID)


def _order(score: float, fact: FactView) -> tuple[float, int, float]:
    """Best first: the more relevant, then the surer, then the more lately confirmed."""
    return (-score, CONFIDENCE_RANK.get(fact.confidence, 3), -fact.last_confirmed_at.timestamp())


def is_standing(fact: FactView) -> bool:
    """Whether the fact governs every answer (its key's `standing`), whatever the message asks."""
    spec = KEYS.get(fact.key)
    return spec is not None and spec.standing


def render_fact(fact: FactView) -> str:
    return f"[{fact.domain}] {fact.text}"


def select_facts(
    facts: Sequence[FactView] | PreparedFacts,
    *,
    query: Query,
    recent_texts: Sequence[str],
    now: datetime,
    policy: MemoryPolicy,
    count: Callable[[str], int],
    dim: int,
) -> list[FactView]:
    prepared = facts if isinstance(facts, PreparedFacts) else PreparedFacts(facts, dim)
    scored = prepared.scored(query, now=now, policy=policy)
    recent = RecentTexts(recent_texts)
    # Standing facts go in first, whatever the query, up to their share of the facts budget (so a message's own
    # facts always find room), and are not left out for having been said lately: the rule governs the answer being
    # written now (a language code such as "en" is in most Spanish lines anyway). Then the relevant facts, best first.
    standing = sorted(((score, fact) for score, fact in scored if is_standing(fact)), key=lambda pair: _order(*pair))
    relevant = sorted(
        (
            (score, fact)
            for score, fact in scored
            if score >= policy.fact_min_relevance and not already_said(fact, recent)
        ),
        key=lambda pair: _order(*pair),
    )
    chosen: list[FactView] = []
    used = 0
    for cap, candidates in (
        (int(policy.facts_max_tokens * min(1.0, policy.facts_standing_share)), standing),
        (policy.facts_max_tokens, relevant),
    ):
        for _, fact in candidates:
            cost = count(render_fact(fact)) + (1 if chosen else 0)  # one newline between lines
            if used + cost > cap or any(fact is taken for taken in chosen):
                continue
            chosen.append(fact)
            used += cost
    return chosen
