"""Pure extraction, relevance and answer rules (no database)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from facts.engine.answers import detect_language, is_cacheable_answer_query, may_dedup
from facts.engine.decay import FactView, is_injectable, should_mark_stale
from facts.engine.extraction import extract_facts
from facts.engine.relevance import detect_domains, select_facts
from tenants.policy import MemoryPolicy

NOW = datetime(2026, 6, 1, tzinfo=UTC)
POLICY = MemoryPolicy()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Recordá que mi talla es 42 y prefiero la marca Asics", [("personal", "shoe size"), ("preferences", "preferred brand")]),
        ("My name is Sam and I live in Lisbon", [("personal", "name"), ("personal", "city")]),
        ("Ya no uso Kimi, ahora uso Claude", [("decisions", "llm")]),
        ("I moved to a team of 8", [("work", "team size")]),
        ("From now on answer in English", [("preferences", "response style")]),
    ],
)
def test_statements_and_their_keys(text, expected):
    assert [(c.domain, c.key) for c in extract_facts(text)] == expected


@pytest.mark.parametrize("text", ["hola, ¿cómo va?", "¿siempre es así?", "thanks!", "me gusta el día", "What's the weather like?", "ok"])
def test_casual_chat_and_questions_yield_nothing(text):
    assert extract_facts(text) == []


def test_hedged_statements_are_low_confidence():
    [fact] = extract_facts("Creo que mi presupuesto es 200 euros")
    assert fact.confidence == "low"


def test_updates_keep_what_holds_now():
    [fact] = extract_facts("Ya no vivo en Valencia, ahora vivo en Sevilla")
    assert fact.replaces == "valencia" and "valencia" not in fact.text


def view(confidence="high", days=0, status="active", text="mi talla es 42", domain="personal", key="shoe size"):
    return FactView(id=1, domain=domain, key=key, text=text, confidence=confidence, status=status, last_confirmed_at=NOW - timedelta(days=days))


def test_decay_boundaries_are_strict():
    assert is_injectable(view("medium", 90), now=NOW, policy=POLICY)
    assert not is_injectable(view("medium", 90) , now=NOW + timedelta(seconds=1), policy=POLICY)
    assert is_injectable(view("low", 30), now=NOW, policy=POLICY)
    assert not is_injectable(view("low", 30), now=NOW + timedelta(seconds=1), policy=POLICY)
    assert not should_mark_stale(view("high", 180), now=NOW, policy=POLICY)
    assert should_mark_stale(view("high", 180), now=NOW + timedelta(seconds=1), policy=POLICY)
    for status in ("stale", "superseded", "deleted"):
        assert not is_injectable(view(status=status), now=NOW, policy=POLICY)


def test_domains_of_queries():
    assert detect_domains("¿En qué trabajo?") == {"work"}
    assert "personal" in detect_domains("What size shoes do I wear?")
    assert "decisions" in detect_domains("¿Cómo quedó lo que decidimos ayer sobre el deployment?")
    assert detect_domains("hola") == set()


def test_selection_is_relevant_capped_and_skips_recent():
    facts = [view(text=f"dato personal número {n} " * 3, key=f"k{n}") for n in range(40)]
    chosen = select_facts(facts, query="¿cuál es mi talla?", recent_texts=[], now=NOW, policy=POLICY,
                          count=lambda t: len(t.split()) * 2, similarity=lambda a, b: 0.0)
    assert chosen and sum(len(f"[{f.domain}] {f.text}".split()) * 2 + 1 for f in chosen) <= POLICY.facts_max_tokens + 1
    said = select_facts([view()], query="¿cuál es mi talla?", recent_texts=["Recordá que mi talla es 42"], now=NOW, policy=POLICY,
                        count=len, similarity=lambda a, b: 0.0)
    assert said == []
    assert select_facts([view()], query="hola", recent_texts=[], now=NOW, policy=POLICY, count=len, similarity=lambda a, b: 0.0) == []


def test_answer_rules():
    assert detect_language("¿Cuál es mi talla?") == "es" and detect_language("What is my size?") == "en"
    assert is_cacheable_answer_query("¿Cuál es mi talla?")
    assert is_cacheable_answer_query("What is my shoe size?")
    for text in ["¿Qué hice hoy?", "what's my order status now?", "Estoy frustrado, ¿por qué no llega mi pedido?"]:
        assert not may_dedup(text) and not is_cacheable_answer_query(text)
