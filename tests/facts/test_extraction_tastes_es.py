"""Wordings the fortieth natural batch showed the rules misreading in Spanish (tastes, preferences and the health that
shapes them), each written here in other words, with what must still be read (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


# A what-if opened with "suponte", "supón", "suponiendo": nothing the user is.
@pytest.mark.parametrize(
    "text",
    [
        "Suponte que me hago vegetariana, ¿de dónde saco el hierro?",
        "Supón que me mudo a Cusco, ¿qué ropa llevo?",
        "Suponiendo que soy celíaco, ¿qué cerveza puedo tomar?",
    ],
)
def test_a_what_if_says_nothing_of_the_user(text: str) -> None:
    assert read(text) == []


def test_the_same_said_plainly_is_still_read() -> None:
    assert read("Soy vegetariana, ¿de dónde saco el hierro?") == [("diet", "vegetariana", "set")]
