"""Adaptive window sizes, token cap, topic shifts and which turns fold into segments."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from conversations.engine.topics import explicit_shift_phrase, is_topic_shift
from conversations.engine.window import TurnView, segments_to_fold, select_window, window_size
from memory_platform.text.embeddings import HashedNgramEmbedder, continuity, cosine
from tenants.policy import MemoryPolicy

POLICY = MemoryPolicy()


def turns(continuities, tokens=100, shifts=()):
    return [
        TurnView(turn=i + 1, tokens=tokens, continuity=c, topic_shift=(i + 1) in shifts)
        for i, c in enumerate(continuities)
    ]


def test_window_sizes_follow_continuity():
    assert window_size(turns([None, 0.15, 0.15]), POLICY) == 6
    assert window_size(turns([0.15, 0.05, 0.02]), POLICY) == 4
    assert window_size(turns([0.15, 0.8, 0.9]), POLICY) == 8
    assert window_size(turns([0.8, 0.15, 0.9]), POLICY) == 6


def test_window_respects_token_cap_and_topic_shift():
    assert select_window(turns([0.5] * 10, tokens=500), POLICY) == [9, 10]
    assert select_window(turns([0.5] * 10, shifts={8}), POLICY) == [8, 9, 10]
    assert select_window(turns([0.5], tokens=5000), POLICY) == []


def test_segments_are_full_or_closed_by_a_shift():
    views = turns([0.15] * 12)
    window = select_window(views, POLICY)  # turns 7..12
    assert [s.turns for s in segments_to_fold(views, window, POLICY)] == [(1, 2, 3), (4, 5, 6)]
    shifted = turns([0.5] * 9, shifts={3})
    assert [
        (s.turns, s.closed_by_topic_shift) for s in segments_to_fold(shifted, select_window(shifted, POLICY), POLICY)
    ] == [((1, 2), True)]


@given(st.lists(st.tuples(st.one_of(st.none(), st.floats(0, 1)), st.integers(1, 3000), st.booleans()), max_size=60))
def test_window_invariants(raw):
    views = [TurnView(turn=i + 1, tokens=t, continuity=c, topic_shift=s) for i, (c, t, s) in enumerate(raw)]
    window = select_window(views, POLICY)
    chosen = [v for v in views if v.turn in window]
    assert len(window) <= POLICY.window_max_turns
    assert sum(v.tokens for v in chosen) <= POLICY.window_max_tokens
    assert window == sorted(window)
    folded = [t for seg in segments_to_fold(views, window, POLICY) for t in seg.turns]
    assert len(folded) == len(set(folded))
    assert not set(folded) & set(window)
    assert all(len(seg.turns) <= POLICY.summary_segment_turns for seg in segments_to_fold(views, window, POLICY))


def test_explicit_phrases_in_both_languages():
    for text in [
        "Cambiando de tema, ¿tienen tarjetas?",
        "otra cosa: el envío",
        "By the way, do you ship to Spain?",
        "Different topic: invoices",
    ]:
        assert explicit_shift_phrase(text), text
    for text in [
        "Por cierto, ¿hacen factura A?",
        "Otra pregunta: ¿envían a Salta?",
        "Switching gears, I need a kettle",
        "Oh, one more thing: my address changed",
        "Ok. Otra cosa: el envío",
    ]:
        assert explicit_shift_phrase(text), text
    for text in [
        "Quiero otra zapatilla",
        "no quiero otra cosa que unas Pegasus",
        "is there something else in that price range",
        "otra cosa que me preocupa es el peso",
        "The way you put it by the way sounds right",
    ]:
        assert explicit_shift_phrase(text) is None, text


def test_similarity_shift_needs_enough_words():
    assert is_topic_shift(similarity=0.1, text="Quiero pagar", policy=POLICY) is False
    long = "Necesito ayuda con la factura de mi laptop que compré el mes pasado en la tienda"
    assert is_topic_shift(similarity=0.1, text=long, policy=POLICY) is True
    assert is_topic_shift(similarity=0.9, text=long, policy=POLICY) is False


def test_similarity_ranks_paraphrases_above_unrelated():
    embedder = HashedNgramEmbedder()
    restated = cosine(embedder.embed("What size shoes did I order?"), embedder.embed("what shoe size did I order"))
    unrelated = cosine(
        embedder.embed("What size shoes did I order?"), embedder.embed("Mi laptop no enciende desde ayer")
    )
    assert restated > 0.8 > 0.2 > unrelated
    assert continuity("Uso talla 42 en zapatillas de running", "Quiero ver zapatillas para correr") > 0.4
    assert embedder.embed("Canción") @ embedder.embed("cancion") > 0.99
