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
    assert len(KINDS) >= 30
    assert len(set(statements)) >= 70
    assert not [s for s in statements if TRIGGERS.search(s)]
    turns = list(conversation(400, seed=5, fact_every=8))
    planted = [t for t in turns if t.fact]
    assert len(planted) == 400 // 8
    assert not [t.user for t in planted if TRIGGERS.search(t.user)]
    profile = replay_profile(turns)
    assert len(profile.current) >= 30
    assert any(profile.superseded.values())


def test_recall_dataset_shape_and_determinism():
    from bench.recall import squash
    from bench.recall_data import CATEGORIES, SPLITS, content_words, users

    dataset = users()
    assert dataset == users()
    assert len(dataset) >= 6
    assert {u.language for u in dataset} == {"es", "en"}
    assert any(len({s.language for s in u.sessions}) == 2 for u in dataset)  # someone mixes both
    for user in dataset:
        assert len(user.sessions) >= 10
        assert all(8 <= len(s.exchanges) <= 15 for s in user.sessions)
        days = [s.days_ago for s in user.sessions]
        assert days == sorted(days, reverse=True)
        assert len(set(days)) == len(days)
        assert days[0] - days[-1] >= 60
    questions = [q for u in dataset for q in u.questions]
    assert {(q.split, q.category) for q in questions} == {(s, c) for s in SPLITS for c in CATEGORIES}
    by_user = {u.user_id: u for u in dataset}
    for q in questions:
        user = by_user[q.user_id]
        assert len(q.evidence) == (2 if q.category == "multi-hop" else 1)
        for (session, exchange), detail, statement in zip(q.evidence, q.details, q.statements, strict=True):
            text = user.sessions[session].exchanges[exchange].user
            assert detail in text
            assert text.startswith(statement)
            assert squash(statement) not in squash(q.text)
            assert detail.lower() not in q.text.lower()
            if q.category == "paraphrase":
                assert not content_words(statement) & content_words(q.text), q.id
    # The splits share no kind, no question wording and no detail value.
    for field in ("kind", "text"):
        tune = {getattr(q, field) for q in questions if q.split == "tune"}
        assert not tune & {getattr(q, field) for q in questions if q.split == "held-out"}
    tune_details = {d for q in questions if q.split == "tune" for d in q.details}
    assert not tune_details & {d for q in questions if q.split == "held-out" for d in q.details}


def test_the_blind_recall_split_points_every_question_at_turns_that_exist():
    from bench.recall_blind import SPLIT, blind_users
    from bench.recall_data import CATEGORIES

    dataset = blind_users()
    assert {u.language for u in dataset} == {"es", "en"}
    assert len({u.user_id for u in dataset}) == len(dataset)
    for user in dataset:
        days = [s.days_ago for s in user.sessions]
        assert days == sorted(days, reverse=True)
        for question in user.questions:
            assert question.split == SPLIT
            assert question.category in CATEGORIES
            assert len(question.evidence) >= (2 if question.category == "multi-hop" else 1)
            for (session, turn), statement in zip(question.evidence, question.statements, strict=True):
                assert user.sessions[session].exchanges[turn].user == statement


def test_recall_baselines_rank_rare_words_first_and_never_overfill():
    import random

    from bench.recall import bm25_scores, fill_budget, ranked
    from memory.engine.bm25 import Bm25Index, terms

    docs = [
        "We compared laptop batteries and screens for a while.",
        "The Zephyrine hotel sent the booking confirmation.",
        "Battery life on this laptop matters to me, and the hotel wifi too.",
    ]
    index = Bm25Index()
    for doc in docs:
        index.add(terms(doc))
    assert ranked(bm25_scores(index, "Is the Zephyrine reservation still on?"))[0] == 1
    assert ranked(bm25_scores(index, "laptop battery"))[-1] == 1
    assert ranked([0.0, 0.0, 0.0]) == [2, 1, 0]  # ties: newest first
    rng = random.Random(5)
    for _ in range(200):
        costs = [rng.randint(1, 400) for _ in range(rng.randint(0, 30))]
        room = rng.randint(0, 3000)
        order = rng.sample(range(len(costs)), len(costs))
        chosen = fill_budget(order, costs, room)
        assert sum(costs[i] for i in chosen) <= room
        assert chosen == [i for i in order if i in set(chosen)]  # ranked order kept
        skipped = [i for i in order if i not in set(chosen)]
        assert all(sum(costs[j] for j in chosen if order.index(j) < order.index(i)) + costs[i] > room for i in skipped)
