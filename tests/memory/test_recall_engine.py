"""The pure part of recall: rank fusion, the minimum score, leaving out what the context holds, snippets."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from memory.engine.recall import Candidate, already_held, fuse, gate, query_words, relevant, snippet

keys = st.tuples(st.integers(1, 5), st.integers(1, 30))


def test_a_turn_both_rankings_agree_on_beats_one_ranked_first_by_only_one():
    fused = fuse([((1, 1), 0.9), ((1, 2), 0.8)], [(1, 3), (1, 2)])
    assert next(c.key for c in fused) == (1, 2)
    assert {c.key: c.word_match for c in fused} == {(1, 1): False, (1, 2): True, (1, 3): True}


@given(st.lists(keys, unique=True, max_size=20), st.lists(keys, unique=True, max_size=20))
def test_fusion_keeps_every_candidate_once_best_first(vector_keys, word_keys):
    fused = fuse([(k, 0.5) for k in vector_keys], word_keys)
    assert sorted(c.key for c in fused) == sorted(set(vector_keys) | set(word_keys))
    assert [c.score for c in fused] == sorted((c.score for c in fused), reverse=True)


def test_the_minimum_score_needs_meaning_or_meaning_and_words():
    assert relevant(Candidate((1, 1), 0.03, 0.5, False), min_similarity=0.35, min_similarity_with_words=0.2)
    assert relevant(Candidate((1, 1), 0.03, 0.25, True), min_similarity=0.35, min_similarity_with_words=0.2)
    assert not relevant(Candidate((1, 1), 0.03, 0.25, False), min_similarity=0.35, min_similarity_with_words=0.2)
    assert not relevant(Candidate((1, 1), 0.03, 0.1, True), min_similarity=0.35, min_similarity_with_words=0.2)


def test_what_the_context_already_holds_is_left_out():
    held = ["[personal] Has a dog named Toby", "We adopted a beagle puppy, we call him Toby."]
    assert already_held("We adopted a beagle puppy, we call him Toby!", held)
    assert not already_held("My order 48213 arrived broken.", held)


def test_a_snippet_marks_the_query_words_around_the_first_match():
    text = "Long ago we spoke about many things. " * 6 + "We finally adopted a beagle puppy, we call him Toby."
    cut = snippet(text, query_words("adopt a puppy"))
    assert cut.startswith("…")
    assert "**adopted** a beagle **puppy**" in cut
    assert (
        snippet("Quiero unas zapatillas para asfalto", query_words("zapatilla"))
        == "Quiero unas **zapatillas** para asfalto"
    )


def test_the_gate_offers_every_candidate_above_the_floor_once_one_passes_and_none_otherwise():
    policy = {"min_similarity": 0.3, "min_similarity_with_words": 0.1, "turn_min_similarity": 0.05}
    weak = [Candidate((1, n), 0.02, 0.08, False) for n in range(3)]
    assert gate(weak, **policy) == []
    one_strong = [Candidate((1, 9), 0.03, 0.31, False), *weak, Candidate((1, 7), 0.01, 0.01, True)]
    assert [c.key for c in gate(one_strong, **policy)] == [(1, 9), (1, 0), (1, 1), (1, 2)]
    assert gate([Candidate((1, 1), 0.03, 0.12, True)], **policy) != []  # similar and sharing words


def test_a_personal_message_opens_the_gate_without_a_strong_candidate():
    weak = [Candidate((1, n), 0.02, 0.05, False) for n in range(3)]
    policy = {"min_similarity": 0.3, "min_similarity_with_words": 0.2, "turn_min_similarity": 0.0}
    assert gate(weak, **policy) == []
    assert [c.key for c in gate(weak, **policy, personal=True)] == [(1, 0), (1, 1), (1, 2)]
