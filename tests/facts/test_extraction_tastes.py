"""Wordings the fortieth natural batch showed the rules missing in English (tastes, preferences and the health that
shapes them, told while asking for a recommendation), each written here in other words, with the near misses that
must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a budget named with no verb, at the start of the line or after a comma
        ("Need a sofa bed that seats three, budget £900", [("budget", "£900", "set")]),
        ("Budget ₹30,000, which phone should I get?", [("budget", "₹30,000", "set")]),
        ("Looking for a used van, budget around $12k", [("budget", "$12k", "set")]),
    ],
)
def test_en_budget_without_verb_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # budget as an adjective, no money after it, a what-if
        "What's a good budget $500 laptop?",
        "Any hotels in Rome, budget 2 nights?",
        "Is a budget £300 phone any good?",
        "If I had a bigger budget, $25k, what car could I get?",
    ],
)
def test_en_budget_without_verb_near_misses(text: str) -> None:
    assert "budget" not in {key for key, _, _ in read(text)}, text


# The first of two things preferred, "X over Y" with a word that makes it the user's for good; never "over" in a
# phrase ("game over", "hand it over"), someone else's choice or a one-off.
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Trains over planes every time, can you plan Berlin to Vienna?", "Trains"),
        ("hardbacks over paperbacks for me, always", "hardbacks"),
    ],
)
def test_the_first_of_two_things_preferred(text: str, value: str) -> None:
    assert [c.value for c in extract_facts(text) if c.key == "preference"] == [value]


@pytest.mark.parametrize(
    "text",
    [
        "My brother picks trains over planes every time",
        "Game over for me, always the same ending",
        "Hand it over for me, always a pleasure",
    ],
)
def test_the_first_of_two_things_preferred_near_misses(text: str) -> None:
    assert [c for c in extract_facts(text) if c.key == "preference"] == []
