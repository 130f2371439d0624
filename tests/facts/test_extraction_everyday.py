"""Everyday wordings the twenty-first natural batch showed the rules missing or misreading, each written here in
other words, with the near misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return [(c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # both parents named at once, by the order given or by the name's ending
        ("mis padres se llaman Olga y Ernesto", [("mother", "Olga", "set"), ("father", "Ernesto", "set")]),
        ("mi papá y mi mamá se llaman Hugo y Elsa", [("father", "Hugo", "set"), ("mother", "Elsa", "set")]),
        ("my parents are called Gemma and Rob", [("mother", "Gemma", "set"), ("father", "Rob", "set")]),
        ("my dad and mum are called Phil and Di", [("father", "Phil", "set"), ("mother", "Di", "set")]),
        # a second parent named with the verb cut short, and "me" for "my"
        ("my mum's called Trish and my dad's Colm", [("mother", "Trish", "set"), ("father", "Colm", "set")]),
        ("me ma's called Nora and me da's Eamon", [("mother", "Nora", "set"), ("father", "Eamon", "set")]),
        ("my mum's called Trish and my dad's Ford is ancient", [("mother", "Trish", "set")]),
        # a sibling by the short word
        ("my lil sis Mia starts school monday", [("sister", "Mia", "set")]),
        ("my older bro Kofi is a pilot", [("brother", "Kofi", "set")]),
        ("mi hermanito Bruno cumple 9 mañana", [("brother", "Bruno", "set")]),
        # the name first, the relation after it between commas
        ("Ollie, my son, loves dinosaurs", [("son", "Ollie", "set")]),
        ("y la Maite, mi hermana, vive en Bilbao", [("sister", "Maite", "set")]),
    ],
)
def test_relatives_named_together_by_a_short_word_or_before_the_relation(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my parents are called Sam and Alex",  # the names do not tell which is which
        "my friend's parents are called Ana and Luis",
        "los padres de mi novio se llaman Rosa y Julio",
        "my folks are still out in Wexford",
        "mis viejos viven en Paraná",
        "gracias Ana, mi hermana me pasó tu número",
        "Tom, my wife's brother, is staying over",
        "me da igual lo que elijas",
    ],
)
def test_someone_elses_parents_their_town_or_no_name_give_nothing(text):
    assert read(text) == []
