"""The pure part of recall: BM25, rank fusion, the gate, past fact values, leaving out what the context
holds, snippets."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from facts.engine.decay import PastValue
from memory.engine.bm25 import Bm25Index, terms
from memory.engine.recall import (
    Candidate,
    already_held,
    fuse,
    gate,
    past_value_note,
    query_words,
    snippet,
    word_sets,
)

keys = st.tuples(st.integers(1, 5), st.integers(1, 30))


def test_a_turn_both_rankings_agree_on_beats_one_ranked_first_by_only_one():
    fused = fuse([((1, 1), 0.9, 0.1), ((1, 2), 0.8, 0.05)], [(1, 3), (1, 2)])
    assert next(c.key for c in fused) == (1, 2)
    assert {c.key: c.word_match for c in fused} == {(1, 1): False, (1, 2): True, (1, 3): True}


@given(st.lists(keys, unique=True, max_size=20), st.lists(keys, unique=True, max_size=20))
def test_fusion_keeps_every_candidate_once_best_first(vector_keys, word_keys):
    fused = fuse([(k, 0.5, 0.0) for k in vector_keys], word_keys)
    assert sorted(c.key for c in fused) == sorted(set(vector_keys) | set(word_keys))
    assert [c.score for c in fused] == sorted((c.score for c in fused), reverse=True)


def test_bm25_weighs_rare_words_up_and_long_documents_down():
    index = Bm25Index()
    for text in (
        "We adopted a beagle puppy called Toby",
        "The order is still processing, the order is late",
        "Looking at running shoes again",
        "Running shoes for the trail, a raincoat, two water bottles, a cap, gloves and a head torch",
    ):
        index.add(terms(text))
    rows, scores = index.scores(terms("What's the beagle's name?"))
    assert rows.tolist() == [0]
    rows, scores = index.scores(terms("running shoes"))
    by_row = dict(zip(rows.tolist(), scores.tolist(), strict=True))
    assert by_row[2] > by_row[3]  # the same words in a shorter message count more
    assert index.query_weight(terms("beagle")) > index.query_weight(terms("running"))  # rarer, heavier


def test_bm25_terms_meet_across_plurals_and_endings():
    assert terms("zapatillas")[0] == terms("zapatilla")[0]
    assert terms("adopted")[0] == terms("adopt")[0]
    assert terms("the and of")[:1] == []


def test_what_the_context_already_holds_is_left_out():
    held = ["[personal] Has a dog named Toby", "We adopted a beagle puppy, we call him Toby."]
    assert already_held("We adopted a beagle puppy, we call him Toby!", word_sets(held))
    assert not already_held("My order 48213 arrived broken.", word_sets(held))


def test_a_snippet_marks_the_query_words_around_the_first_match():
    text = "Long ago we spoke about many things. " * 6 + "We finally adopted a beagle puppy, we call him Toby."
    cut = snippet(text, query_words("adopt a puppy"))
    assert cut.startswith("…")
    assert "**adopted** a beagle **puppy**" in cut
    assert (
        snippet("Quiero unas zapatillas para asfalto", query_words("zapatilla"))
        == "Quiero unas **zapatillas** para asfalto"
    )


def test_the_gate_offers_every_candidate_above_the_floor_once_one_is_relevant_and_none_otherwise():
    policy = {"min_similarity": 0.3, "min_distinct": 0.05, "turn_min_similarity": 0.05}
    weak = [Candidate((1, n), 0.02, 0.08, False) for n in range(3)]
    assert gate(weak, **policy) == []
    one_strong = [Candidate((1, 9), 0.03, 0.31, False), *weak, Candidate((1, 7), 0.01, 0.01, True)]
    assert [c.key for c in gate(one_strong, **policy)] == [(1, 9), (1, 0), (1, 1), (1, 2), (1, 7)]


def test_a_detail_unlike_the_users_small_talk_opens_the_gate_at_a_lower_similarity():
    everyday = Candidate((1, 1), 0.03, 0.2, False, distinct=-0.1)  # like every question a little
    detail = Candidate((1, 2), 0.02, 0.2, False, distinct=0.08)  # said once, unlike the rest
    policy = {"min_similarity": 0.3, "min_distinct": 0.05, "turn_min_similarity": 0.1}
    assert gate([everyday], **policy) == []
    assert [c.key for c in gate([detail, everyday], **policy)] == [(1, 2), (1, 1)]


def test_a_rare_word_of_the_message_opens_the_gate_whoever_it_is_about():
    weak = [Candidate((1, n), 0.02, 0.05, False) for n in range(3)]
    named = Candidate((1, 5), 0.03, 0.04, True, rare_word=True)  # "What does Gwen do these days?"
    assert [c.key for c in gate([named, *weak], min_similarity=0.3, min_distinct=0.05, turn_min_similarity=0.0)] == [
        (1, 5),
        (1, 0),
        (1, 1),
        (1, 2),
    ]


SHOE_43 = PastValue(key="shoe size", value="43", current="45", turns=frozenset({(1, 2)}))


def test_a_turn_stating_a_superseded_value_says_what_replaced_it():
    note = past_value_note((1, 2), "My shoe size is 43, by the way", [SHOE_43])
    assert note is not None
    assert "43" in note
    assert "45" in note
    assert past_value_note((1, 3), "Actually it's 45, not 43", [SHOE_43]) is None  # the correction itself
    assert past_value_note((1, 4), "Size 430 is not a thing", [SHOE_43]) is None  # a whole value, not a digit run


def test_a_turn_stating_a_value_nothing_replaced_is_left_out():
    deleted = PastValue(key="talla de calzado", value="45", current=None, turns=frozenset({(1, 3)}))
    assert past_value_note((1, 3), "En realidad calzo un 45", [deleted]) == ""
    assert past_value_note((2, 1), "Tu talla es 45, apuntado", [deleted]) == ""
    assert past_value_note((2, 2), "Quiero ver zapatillas", [deleted]) is None
