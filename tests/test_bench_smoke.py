"""The benchmark's synthetic conversation keeps its shape, and its planted facts are said the way the
corpus's customers talk, not in the extractor's trigger vocabulary (otherwise the facts bench would
measure nothing)."""

from __future__ import annotations

import re

from bench.conversation import conversation, replay_profile
from bench.corpus.templates import KINDS
from memory_platform.text.tokens import count_tokens

TRIGGERS = re.compile(r"(?i)\b(recorda|recordá|recuerda|acordate|remember|note that|keep in mind|for the record)\b")


def test_generator_shape_and_determinism():
    turns = list(conversation(200, seed=3, fact_every=9))
    assert [t.number for t in turns] == list(range(1, 201))
    assert turns == list(conversation(200, seed=3, fact_every=9))
    user = sorted(count_tokens(t.user, "cl100k_base") for t in turns if not t.fact)
    assistant = sorted(count_tokens(t.assistant, "cl100k_base") for t in turns)
    assert 30 <= user[len(user) // 2] <= 70
    assert 140 <= assistant[len(assistant) // 2] <= 240
    assert {t.language for t in turns} == {"es", "en"}


def test_planted_facts_use_many_natural_phrasings_and_no_memory_trigger():
    statements = [template for kind in KINDS for template in (*kind.es, *kind.en)]
    assert len(KINDS) >= 30 and len(set(statements)) >= 70
    assert not [s for s in statements if TRIGGERS.search(s)]
    turns = list(conversation(400, seed=5, fact_every=8))
    planted = [t for t in turns if t.fact]
    assert len(planted) == 400 // 8
    assert not [t.user for t in planted if TRIGGERS.search(t.user)]
    profile = replay_profile(turns)
    assert len(profile.current) >= 30 and any(profile.superseded.values())
