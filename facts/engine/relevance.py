"""Which facts go into a context: relevant to the query (by domain or similarity), injectable under
the decay rules, not already said in the last turns, best first, inside the facts budget."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import datetime

from facts.engine.decay import FactView, is_injectable
from facts.engine.extraction import KEYS, normalise
from tenants.policy import MemoryPolicy

QUERY_DOMAIN_WORDS = {
    "work": ("trabajo", "trabajas", "empresa", "equipo", "oficina", "work", "job", "company", "team", "employer", "career", "colleagues"),
    "preferences": ("prefiero", "prefer", "preferencia", "preference", "respuestas", "responder", "answer", "answers", "respond", "reply",
                    "estilo", "style", "formato", "format", "marca", "brand", "presupuesto", "budget", "gustan", "like"),
    "decisions": ("decidimos", "decidi", "decision", "decided", "decide", "elegi", "elegimos", "chose", "pick", "picked", "llm", "modelo",
                  "model", "usar", "usamos", "use", "using", "deployment", "deploy"),
    "personal": ("llamo", "nombre", "name", "vivo", "live", "donde", "where", "talla", "size", "calzo", "cumpleanos", "birthday",
                 "ciudad", "city", "direccion", "address"),
    "projects": ("proyecto", "project", "deploy", "deployment", "despliegue", "lanzamiento", "launch", "repo", "roadmap", "sprint"),
}
CONFIDENCE_RANK = {"high": 0, "medium": 1, "low": 2}
# Lexical similarity (raw cosine) from which a fact counts as about the query whatever its domain.
SIMILAR_ENOUGH = 0.35
ALREADY_SAID = 0.8


def detect_domains(query: str, *, extra_domains: Sequence[str] = ()) -> set[str]:
    words = set(normalise(query).split())
    found = {domain for domain, vocab in QUERY_DOMAIN_WORDS.items() if words & set(vocab)}
    return found | {d for d in extra_domains if d in words}


def _about_key(fact: FactView, query_words: set[str]) -> bool:
    """The query names what the fact is about (its key), e.g. 'talla' for the shoe-size fact."""
    for key, _domain, pattern in KEYS:
        if key == fact.key:
            return bool(re.search(pattern, " ".join(sorted(query_words))))
    return bool(set(fact.key.split()) & query_words)


def _already_said(fact: FactView, recent: Sequence[str], similarity: Callable[[str, str], float]) -> bool:
    text = normalise(fact.text)
    return any(text in normalise(r) or similarity(fact.text, r) >= ALREADY_SAID for r in recent)


def default_render(fact: FactView) -> str:
    return f"[{fact.domain}] {fact.text}"


def select_facts(
    facts: Sequence[FactView],
    *,
    query: str,
    recent_texts: Sequence[str],
    now: datetime,
    policy: MemoryPolicy,
    count: Callable[[str], int],
    similarity: Callable[[str, str], float],
    render: Callable[[FactView], str] = default_render,
) -> list[FactView]:
    domains = detect_domains(query)
    words = set(normalise(query).split())
    relevant = [
        f for f in facts
        if is_injectable(f, now=now, policy=policy)
        and (f.domain in domains or _about_key(f, words) or similarity(query, f.text) >= SIMILAR_ENOUGH)
    ]
    relevant = [f for f in relevant if not _already_said(f, recent_texts, similarity)]
    # Facts the query names directly first, then confidence, then the most recently confirmed.
    relevant.sort(key=lambda f: (not _about_key(f, words), CONFIDENCE_RANK.get(f.confidence, 3), -f.last_confirmed_at.timestamp()))
    chosen: list[FactView] = []
    used = 0
    for fact in relevant:
        cost = count(render(fact)) + (1 if chosen else 0)  # one newline between lines
        if used + cost > policy.facts_max_tokens:
            continue
        chosen.append(fact)
        used += cost
    return chosen
