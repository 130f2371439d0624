"""Wordings the thirty-fourth natural batch showed the rules missing in English (facts told inside stories: anecdotes,
venting, catching up, the fact one clause of a longer message), each written here in other words, with the near
misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a spaced dash before a statement of its own ends the clause of the story before it
        ("Honestly, I can't complain — our beagle Rolo keeps us all sane.", [("pet", "Rolo", "set")]),
        ("Didn't sleep a wink — my son Alfie was up all night with a cough.", [("son", "Alfie", "set")]),
        ("Wasn't expecting that score — I support Celtic, so it stings.", [("favourite team", "Celtic", "set")]),
    ],
)
def test_en_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # after the dash: a what-if, someone else's pet or relative, a denial
        "Imagine being rich — I'd buy a yacht and a horse.",
        "My neighbour won't stop moaning — her terrier Max barks all night.",
        "Not my story — my cousin Ella lives in Perth now.",
        "Wasn't me — I'd never buy a Tesla.",
    ],
)
def test_en_nothing(text: str) -> None:
    assert read(text) == []
