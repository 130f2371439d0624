"""fold(): the one lowercase-and-strip-accents every word match goes through (BM25 terms, recall's
names, past values, facts)."""

from __future__ import annotations

import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from memory_platform.text.normalise import fold


def decomposed_whole(text: str) -> str:
    """The definition: the whole text lowercased, decomposed, its combining marks dropped."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))


def test_spanish_and_english_fold_to_plain_letters():
    assert fold("¿Qué me recomendás para Córdoba?") == "¿que me recomendas para cordoba?"
    assert fold("Ñandú, PINGÜINO, Ångström, naïve") == "nandu, pinguino, angstrom, naive"
    assert fold("Plain ASCII stays as it is, lowercased.") == "plain ascii stays as it is, lowercased."


def test_a_mark_written_apart_from_its_letter_is_dropped_too():
    assert fold("Jose\u0301 y Mari\u0301a") == "jose y maria"
    assert fold("ﬁesta ¹") == "fiesta 1"  # compatibility forms become their plain letters


@given(st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=40))
def test_folding_runs_apart_is_folding_the_whole_text(text):
    assert fold(text) == decomposed_whole(text)


@given(st.lists(st.sampled_from(["a", "é", "\u0301", "ß", "Ω", "한", "¿", " ", "ﬁ", "İ"]), max_size=30))
def test_mixed_scripts_and_loose_marks_fold_as_the_whole_text(chars):
    text = "".join(chars)
    assert fold(text) == decomposed_whole(text)
