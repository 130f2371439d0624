"""Key-value summaries within their token cap, and the budgeted context (pure engine)."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from conversations.engine.summarizer import SEGMENT_KEYS, ExtractiveSummarizer, render_segment
from memory.engine.context import ChatMessage, ContextInput, build_context
from memory_platform.text.tokens import REPLY_PRIMING_TOKENS, count_tokens, message_tokens

ENC = "cl100k_base"
words = st.sampled_from(
    [
        "zapatillas",
        "talla",
        "carrito",
        "decidí",
        "pago",
        "¿envío?",
        "order",
        "laptop",
        "refund",
        "the",
        "de",
        "y",
        "42",
        "euros",
        "agreed",
    ]
)
texts = st.lists(words, max_size=400).map(" ".join)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(texts, texts), min_size=1, max_size=4), st.integers(20, 80))
def test_summaries_fit_and_keep_their_shape(exchanges, limit):
    segment = ExtractiveSummarizer().summarize(exchanges, max_tokens=limit, encoding_name=ENC)
    rendered = render_segment(segment)
    assert count_tokens(rendered, ENC) <= limit
    parsed = json.loads(rendered)
    assert tuple(parsed) == SEGMENT_KEYS
    assert all(isinstance(parsed[k], list) for k in ("discussed", "decisions", "open_questions"))
    assert segment == ExtractiveSummarizer().summarize(exchanges, max_tokens=limit, encoding_name=ENC)


def test_decisions_and_open_questions_are_extracted():
    segment = ExtractiveSummarizer().summarize(
        [("Decidí llevar las Pegasus en talla 42", "Perfecto, las agrego."), ("¿Hacen envíos a Canarias?", "")],
        max_tokens=50,
        encoding_name=ENC,
    )
    assert any("pegasus" in d.lower() for d in segment["decisions"])
    assert any("canarias" in q.lower() for q in segment["open_questions"])


def sized(n: int) -> str:
    return "palabra " * n


messages = st.lists(st.tuples(st.sampled_from(["user", "assistant"]), st.integers(1, 5000)), max_size=16)


@settings(max_examples=60, deadline=None)
@given(
    facts=st.lists(st.integers(1, 60), max_size=20),
    recalled=st.lists(st.integers(1, 300), max_size=24),
    recall_reserve=st.integers(0, 2000),
    summaries=st.lists(st.integers(1, 50), max_size=8),
    window=messages,
    current=st.integers(0, 6000),
    system=st.integers(0, 3000),
    budget=st.integers(50, 8000),
)
def test_context_never_over_budget_and_in_order(
    facts, recalled, recall_reserve, summaries, window, current, system, budget
):
    inp = ContextInput(
        system_prompt=sized(system),
        domain_rules="Reglas: nunca inventes stock.",
        facts=[f"[work] {sized(n)}" for n in facts],
        summaries=[json.dumps({"topic": sized(n)}) for n in summaries],
        recalled=[f"[2026-01-0{1 + n % 9}] User: {sized(n)}" for n in recalled],
        state={"cart_items": [1, 2]},
        window=[ChatMessage(role, sized(n), count_tokens(sized(n), ENC)) for role, n in window],
        current=sized(current) if current else None,
    )
    built = build_context(
        inp,
        budget=budget,
        encoding_name=ENC,
        facts_max_tokens=150,
        summaries_max_tokens=200,
        window_max_tokens=1200,
        recalled_min_tokens=recall_reserve,
    )
    recount = REPLY_PRIMING_TOKENS + sum(message_tokens(count_tokens(m["content"], ENC)) for m in built.messages)
    assert built.total_tokens == recount <= budget
    kinds = []
    for m in built.messages:
        content = m["content"]
        kinds.append(
            2
            if content.startswith("Known facts")
            else 3
            if content.startswith("From the user's earlier")
            else 4
            if content.startswith("Earlier in")
            else 5
            if content.startswith("Confirmed state")
            else 6
            if m["role"] != "system"
            else 1
        )
    assert kinds == sorted(kinds)
    assert built.tokens_by_section["window"] <= 1200
    fixed = message_tokens(count_tokens(inp.system_prompt, ENC)) + message_tokens(count_tokens(inp.domain_rules, ENC))
    if current and budget >= fixed + 20:  # room for the marker: the current message is always there, last
        assert built.messages[-1]["role"] == "user"


def test_recall_shrinks_first_down_to_its_reserve_then_summaries_then_the_rest_of_recall():
    recalled = [f"[2026-01-0{n}] User: {sized(40)}" for n in range(1, 6)]
    inp = ContextInput(
        system_prompt="sys",
        domain_rules="",
        facts=["[work] fintech"],
        summaries=['{"topic":"shoes"}'] * 3,
        state={},
        window=[ChatMessage("user", sized(100), 100)],
        current="hola",
        recalled=recalled,
    )
    kwargs = {
        "encoding_name": ENC,
        "facts_max_tokens": 150,
        "summaries_max_tokens": 200,
        "window_max_tokens": 1200,
        "recalled_min_tokens": 100,
    }
    full = build_context(inp, budget=4000, **kwargs)
    assert full.dropped == []
    assert full.tokens_by_section["recalled"] > 200
    tight = build_context(inp, budget=full.total_tokens - 60, **kwargs)
    assert [d["section"] for d in tight.dropped] == ["recalled"]
    kept = tight.tokens_by_section["recalled"]
    assert 100 <= kept < full.tokens_by_section["recalled"]
    others = full.total_tokens - full.tokens_by_section["recalled"]
    tighter = build_context(
        inp, budget=others + 50, **kwargs
    )  # under the reserve: the summaries go before the last of recall
    assert [d["section"] for d in tighter.dropped] == ["recalled", "summaries"]
    assert tighter.tokens_by_section["summaries"] == 0
    assert tighter.tokens_by_section["recalled"] > 0


def test_turns_that_only_fill_recall_go_first_even_inside_its_reserve():
    recalled = [f"[2026-01-0{n}] User: {sized(40)}" for n in range(1, 6)]
    inp = ContextInput(
        system_prompt="sys",
        domain_rules="",
        facts=[],
        summaries=[],
        state={},
        window=[ChatMessage("user", sized(100), 100)],
        current="hola",
        recalled=recalled,
    )
    kwargs = {"encoding_name": ENC, "facts_max_tokens": 150, "summaries_max_tokens": 200, "window_max_tokens": 1200}
    full = build_context(inp, budget=4000, recalled_min_tokens=1000, recalled_fillers=3, **kwargs)
    assert full.dropped == []
    # Short of room: a filling turn goes first, though recall is under its reserve.
    built = build_context(inp, budget=full.total_tokens - 1, recalled_min_tokens=1000, recalled_fillers=3, **kwargs)
    assert built.dropped == [{"section": "recalled", "reason": "over_budget", "count": 1}]
    assert len(built.messages) == len(full.messages)  # the window message is still there
    # Shorter: all three go, then the window gives way before the two offered turns (recall's reserve).
    squeezed = build_context(
        inp, budget=full.total_tokens - 200, recalled_min_tokens=1000, recalled_fillers=3, **kwargs
    )
    assert [d["section"] for d in squeezed.dropped] == ["recalled", "window"]
    assert recalled[1] in json.dumps(squeezed.messages)
    assert recalled[2] not in json.dumps(squeezed.messages)


def test_summaries_go_before_window_and_window_before_facts():
    inp = ContextInput(
        system_prompt="sys",
        domain_rules="",
        facts=["[work] fintech"],
        summaries=['{"topic":"shoes"}'],
        state={},
        window=[ChatMessage("user", sized(300), 300), ChatMessage("assistant", sized(300), 300)],
        current="hola",
    )
    full = build_context(
        inp, budget=4000, encoding_name=ENC, facts_max_tokens=150, summaries_max_tokens=200, window_max_tokens=1200
    )
    tight = full.total_tokens - 5
    built = build_context(
        inp, budget=tight, encoding_name=ENC, facts_max_tokens=150, summaries_max_tokens=200, window_max_tokens=1200
    )
    assert [d["section"] for d in built.dropped] == ["summaries"]
    tighter = build_context(
        inp,
        budget=tight - 20,
        encoding_name=ENC,
        facts_max_tokens=150,
        summaries_max_tokens=200,
        window_max_tokens=1200,
    )
    assert [d["section"] for d in tighter.dropped] == ["summaries", "window"]
    assert any(m["content"].startswith("Known facts") for m in tighter.messages)
