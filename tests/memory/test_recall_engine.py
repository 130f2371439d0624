"""The pure part of recall: BM25, a turn's share of the word scores beside it, rank fusion, the gate, the second
hop, sentences and names, past fact values, leaving out what the context holds, snippets."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from facts.engine.decay import PastValue
from memory.engine.bm25 import Bm25Index, terms
from memory.engine.recall import (
    Candidate,
    already_held,
    calendar,
    date_scores,
    fuse,
    gate,
    past_value_note,
    past_value_notes,
    query_words,
    snippet,
    toward,
    with_linked,
    with_neighbours,
    word_sets,
)
from memory.services.recall import _names, _turn_ordinal, _UserIndex, capitalised
from memory_platform.text.dates import AskedDate
from memory_platform.text.normalise import split_sentences

keys = st.tuples(st.integers(1, 5), st.integers(1, 30))


def test_a_turn_said_on_the_day_asked_gains_most_one_of_its_month_less_and_one_of_its_year_least():
    days = np.asarray(
        [date(2024, 4, 4).toordinal(), date(2024, 4, 20).toordinal(), date(2024, 9, 1).toordinal(), 0]
        + [date(2023, 4, 4).toordinal()] * 6
    )
    when = calendar(days)
    that_day, same_month, same_year, unknown, a_year_before = date_scores(when, [AskedDate(2024, 4, 4)])[:5]
    assert that_day > same_month > same_year > unknown == a_year_before == 0
    any_year = date_scores(when, [AskedDate(None, 4, 4)])
    assert any_year[0] == any_year[4] > any_year[1] > any_year[2] == any_year[3] == 0  # the 4th of April of 2023 too
    assert date_scores(when, []).tolist() == [0.0] * len(days)


@given(st.integers(0, 2**32 - 1), st.floats(0.0, 10.0))
def test_a_message_moved_toward_turns_stays_a_unit_vector_between_its_own_direction_and_theirs(seed, weight):
    generator = np.random.default_rng(seed)
    query = generator.normal(size=16)
    rows = generator.normal(size=(3, 16))
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    centre = rows.mean(axis=0) / np.linalg.norm(rows.mean(axis=0))
    moved = toward(query, rows, weight)
    unit = query / np.linalg.norm(query)
    assert np.linalg.norm(moved) == pytest.approx(1.0, abs=1e-5)
    assert float(moved @ centre) >= float(unit @ centre) - 1e-5  # closer to what the turns are about
    assert float(moved @ unit) >= float(centre @ unit) - 1e-5  # still pointing the way the message asks
    if weight == 0:
        assert np.allclose(moved, unit, atol=1e-6)


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


def test_a_turn_ranks_at_least_at_a_share_of_the_better_word_score_beside_it():
    # Turns 0-1-2-3 follow one another in a conversation, 4 is alone in another.
    scores = np.array([0.0, 4.0, 3.0, 0.0, 2.0])
    previous, following = np.array([-1, 0, 1, 2, -1]), np.array([1, 2, 3, -1, -1])
    # A turn holding the words keeps its own score when higher (turn 2: 3 > 0.5 × 4).
    assert with_neighbours(scores, previous, following, share=0.5).tolist() == [2.0, 4.0, 3.0, 1.5, 2.0]
    assert with_neighbours(scores, previous, following, share=0.0).tolist() == scores.tolist()
    assert with_neighbours(np.zeros(0), np.zeros(0, dtype=int), np.zeros(0, dtype=int)).tolist() == []


@given(st.lists(st.floats(0, 50), min_size=1, max_size=30), st.floats(0, 1))
def test_a_share_of_the_neighbours_never_lowers_a_score_and_a_turn_alone_keeps_its_own(values, share):
    scores = np.array(values)
    alone = np.full(len(values), -1)
    chained = np.arange(len(values))
    assert with_neighbours(scores, alone, alone, share).tolist() == scores.tolist()
    raised = with_neighbours(scores, chained - 1, np.where(chained + 1 < len(values), chained + 1, -1), share)
    assert (raised >= scores).all()


def test_turns_are_linked_to_those_beside_them_in_their_conversation_whichever_is_indexed_first():
    index = _UserIndex(version=None, loaded_at=0.0)
    for key in [(1, 2), (1, 1), (2, 1), (1, 3), (1, 2)]:  # a turn's second message adds no ordinal
        _turn_ordinal(index, key)
    assert index.turn_keys == [(1, 2), (1, 1), (2, 1), (1, 3)]
    assert index.previous_turns == [1, -1, -1, 0]
    assert index.following_turns == [3, 0, -1, -1]


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


GATE = {"min_similarity": 0.3, "min_distinct": 0.35, "turn_min_similarity": 0.05, "turn_min_distinct": 0.25}


def test_before_the_user_has_a_usual_the_gate_reads_the_calibrated_similarity():
    weak = [Candidate((1, n), 0.02, 0.08, False) for n in range(3)]
    assert gate(weak, **GATE) == []
    one_strong = [Candidate((1, 9), 0.03, 0.31, False), *weak, Candidate((1, 7), 0.01, 0.01, True)]
    assert [c.key for c in gate(one_strong, **GATE)] == [(1, 9), (1, 0), (1, 1), (1, 2), (1, 7)]


def test_once_the_user_has_a_usual_only_turns_above_the_distinct_floor_are_offered():
    everyday = Candidate((1, 1), 0.03, 0.5, True, distinct=0.1)  # close, but like every message of the user
    related = Candidate((1, 3), 0.02, 0.2, False, distinct=0.27)
    detail = Candidate((1, 2), 0.02, 0.2, False, distinct=0.4)  # said once, unlike the rest
    assert gate([everyday, related], **GATE) == []
    assert [c.key for c in gate([detail, everyday, related], **GATE)] == [(1, 2), (1, 3)]


def test_a_rare_name_of_the_message_opens_the_gate_in_a_turn_above_the_floor():
    named = Candidate((1, 5), 0.03, 0.04, True, rare_word=True, distinct=0.3)  # "What does Gwen do these days?"
    weak = Candidate((1, 6), 0.02, 0.05, False, distinct=0.26)
    assert [c.key for c in gate([named, weak], **GATE)] == [(1, 5), (1, 6)]
    unrelated = replace(named, distinct=0.1)  # the name, in a turn about something else altogether
    assert gate([unrelated, weak], **GATE) == []


def test_with_an_offer_margin_only_the_turns_that_stand_out_are_offered_and_names_still_are():
    best = Candidate((1, 1), 0.03, 0.5, False, distinct=0.45)  # "I wear a size L in shirts" for "size L"
    close = Candidate((1, 2), 0.02, 0.4, False, distinct=0.38)
    alike = [Candidate((1, n), 0.01, 0.3, False, distinct=0.3) for n in range(3, 8)]  # other sizes and budgets
    named = Candidate((1, 9), 0.01, 0.1, True, rare_word=True, distinct=0.26)
    candidates = [best, close, *alike, named]
    assert len(gate(candidates, **GATE)) == 8
    assert [c.key for c in gate(candidates, **GATE, offer_margin=0.1)] == [(1, 1), (1, 2), (1, 9)]
    assert gate(alike, **GATE, offer_margin=0.1) == []  # the margin never opens the gate by itself


def test_each_hit_is_followed_by_the_turns_it_links_to_every_turn_once():
    first, second = Candidate((1, 2), 0.03, 0.4, False, distinct=0.4), Candidate((2, 5), 0.02, 0.3, False)
    linked = with_linked([first, second], {(1, 2): [(3, 1), (2, 5)], (2, 5): [(3, 1), (4, 4)]})
    assert [c.key for c in linked] == [(1, 2), (3, 1), (2, 5), (4, 4)]


def test_sentences_split_where_one_ends_and_a_long_text_in_a_bounded_number_of_runs():
    assert split_sentences("Mi casero, Nigel, vino. ¿Qué opciones hay? Vale, 3.5 kg.") == [
        "Mi casero, Nigel, vino.",
        "¿Qué opciones hay?",
        "Vale, 3.5 kg.",
    ]
    assert split_sentences("one") == ["one"]
    assert split_sentences("") == []
    long = split_sentences("Hi there. " * 30, at_most=12)
    assert len(long) <= 12
    assert " ".join(long) == ("Hi there. " * 30).strip()


def test_names_are_capitalised_words_inside_a_sentence_or_opening_it_before_a_comma():
    assert capitalised("¿Quién pintó Las Meninas?") == ("meninas",)
    assert capitalised("¡Maite, mi prima, ya es graduada! Por fin.") == ("maite",)
    assert capitalised("What does Gwen do these days? Thanks.") == ("gwen",)
    assert capitalised("Fergus told me he is retiring.") == ()
    assert capitalised("What does Tim think of Sam now?") == ()  # too short to link turns
    assert capitalised("What does Tim think of Sam now?", short=True) == ("tim", "sam")  # enough to ask


@pytest.mark.parametrize(
    ("question", "names"),
    [
        ("What kind of car does Evan drive?", ["evan"]),  # a name ending like "German" is still a name
        ("Did Brian and Sean ever meet Ryan?", ["brian", "sean", "ryan"]),
        ("Does Manish still play in that Irish band?", ["manish"]),
        ("Is the Italian place near the station open on Sundays?", []),  # a nationality, a weekday
        ("Which Japanese and Canadian films did you like in March?", []),
    ],
)
def test_a_question_names_people_but_not_nationalities_weekdays_or_months(question, names):
    assert _names(question) == names


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


def test_each_turn_of_a_build_gets_its_own_note_whatever_the_accents():
    city = PastValue(key="ciudad", value="Córdoba", current="Sevilla", turns=frozenset())
    notes = past_value_notes(
        [
            ((1, 1), "Vivo en CORDOBA desde marzo"),  # said without its accent, in capitals
            ((1, 2), "Me mudé de Córdoba a Sevilla"),  # the move itself: both values
            ((1, 3), "¿Qué tiempo hace en Cordobán?"),  # not the word
        ],
        [city],
    )
    assert notes == ["(superseded — ciudad: Córdoba no longer holds, now Sevilla)", None, None]
    assert past_value_notes([((1, 1), "Vivo en Córdoba")], []) == [None]


def test_a_turn_no_closer_than_what_the_window_holds_does_not_open_the_gate():
    detail = Candidate((1, 2), 0.02, 0.5, False, distinct=0.4)
    assert gate([detail], **GATE, covered=0.6) == []  # the conversation is already on it
    assert [c.key for c in gate([detail], **GATE, covered=0.45)] == [(1, 2)]


def test_a_message_that_needs_no_memory_opens_the_gate_only_through_a_rare_name():
    detail = Candidate((1, 2), 0.02, 0.3, False, distinct=0.45)  # close to a detail, as trivia can be by chance
    assert [c.key for c in gate([detail], **GATE)] == [(1, 2)]
    assert gate([detail], **GATE, personal=False) == []
    named = Candidate((1, 5), 0.03, 0.04, True, rare_word=True, distinct=0.3)  # a name the user said once
    assert [c.key for c in gate([named, detail], **GATE, personal=False)] == [(1, 5), (1, 2)]
