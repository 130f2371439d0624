"""The benchmark's synthetic conversation keeps its shape, and its planted facts are ones the
extractor understands (otherwise the facts bench would measure nothing)."""

from __future__ import annotations

from bench.conversation import conversation, replay_profile
from conversations.engine.tokens import count_tokens
from facts.engine.extraction import extract_facts


def test_generator_shape_and_determinism():
    turns = list(conversation(200, seed=3, fact_every=9))
    assert [t.number for t in turns] == list(range(1, 201))
    assert turns == list(conversation(200, seed=3, fact_every=9))
    user = sorted(count_tokens(t.user, "cl100k_base") for t in turns if not t.fact)
    assistant = sorted(count_tokens(t.assistant, "cl100k_base") for t in turns)
    assert 30 <= user[len(user) // 2] <= 70
    assert 140 <= assistant[len(assistant) // 2] <= 240
    assert {t.language for t in turns} == {"es", "en"}


def test_planted_facts_are_extracted_and_updates_recorded():
    turns = list(conversation(300, seed=5, fact_every=9))
    planted = [t for t in turns if t.fact]
    assert len(planted) == 300 // 9
    for turn in planted:
        assert extract_facts(turn.user), turn.user
    profile = replay_profile(turns)
    assert profile.current and any(profile.superseded.values())
