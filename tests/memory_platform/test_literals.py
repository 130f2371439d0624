"""The literal index never hides a pattern that matches: a rule left out of a clause's candidates is one that
cannot match it, for the fact rules as they stand and for texts made of their own words."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.corpus import natural_held_out_25, natural_tune
from facts.engine.extraction import CLAUSE_BREAK, RULES, _rule_index
from memory_platform.text.literals import LiteralIndex, required_literals
from memory_platform.text.normalise import fold_aligned


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"\b(?:mi|nuestr[oa])\s+perr[oa]", {"perr"}),  # the longest certain run wins over a shorter set
        (r"\b(?:vivo|resido)\s+en", {"vivo", "resido"}),
        (r"(?:tengo\s+)?(?:\d+)\s+a(?:ños|nos)", {"nos", "ños"}),
        (r"(?:foo)?(?:bar)*\d+", None),  # optional and starred parts promise nothing
        (r"(?i)\bvivo\b", None),  # letters of any case
        (r"\b(?=soy)\w+", None),  # what a lookahead checks is not looked for
        (r"(?:a|b)c", None),  # strings of one letter say too little
        (r"(?:casa|hogar){2,}", {"casa", "hogar"}),
    ],
)
def test_required_literals_are_the_strings_every_match_contains(pattern, expected):
    found = required_literals(re.compile(pattern))
    assert (set(found) if found is not None else None) == expected


def test_the_index_names_in_order_the_patterns_a_text_may_match_and_always_those_with_no_literal():
    patterns = [re.compile(p) for p in (r"\bperr[oa]", r"\d+", r"\bgat[oa]", r"\bvivo\s+en")]
    index = LiteralIndex(patterns)
    assert index.candidates("tengo un gato y un perro") == [0, 1, 2]
    assert index.candidates("nada que ver") == [1]


def _fact_rule_misses(text: str) -> list[str]:
    """The fact rules that match a clause of `text` but are not among its candidates."""
    missed = []
    for piece in CLAUSE_BREAK.split(text):
        if not piece or not piece.strip():
            continue
        folded = fold_aligned(piece)
        for language, rules in RULES.items():
            chosen = set(_rule_index(language).candidates(folded))
            missed += [
                rule.pattern.pattern[:60]
                for position, rule in enumerate(rules)
                if position not in chosen and rule.pattern.search(folded)
            ]
    return missed


@pytest.mark.parametrize("lines", [natural_tune.SPANISH + natural_tune.ENGLISH, natural_held_out_25.SPANISH])
def test_no_fact_rule_that_matches_a_corpus_clause_is_left_out(lines):
    assert [miss for text, *_ in lines for miss in _fact_rule_misses(text)] == []


def _rule_words() -> list[str]:
    words: set[str] = set()
    for rule in RULES["es"]:
        words |= required_literals(rule.pattern) or set()
    return sorted(words)


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_no_fact_rule_that_matches_a_text_made_of_rule_words_is_left_out(data):
    vocabulary = [*_rule_words(), "mi", "my", "i", "soy", "tengo", "a", "en", "de", "y", "el", "la", "3", "años", ","]
    words = data.draw(st.lists(st.sampled_from(vocabulary), min_size=1, max_size=12))
    assert _fact_rule_misses(" ".join(words)) == []
