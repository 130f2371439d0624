"""What people say of themselves in the middle of a chat or an interview, that the rules missed or misread, each
written here in our own words, with the near misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str]]:
    return [(c.key, c.value) for c in extract_facts(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # how little the user likes a thing, then the thing after the comma
        ("no me gusta para nada, madrugar los domingos", [("dislikes", "madrugar los domingos")]),
        # a thing named after the verb is still read
        ("I hate doing the ironing", [("dislikes", "doing the ironing")]),
        ("me gusta la sopa de cebolla", [("likes", "sopa de cebolla")]),
    ],
)
def test_a_taste_names_the_thing(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # a reason, when or where it is liked, a pronoun, a filler or a phrase cut short names no thing
        "no me gusta porque me aburre",
        "I love it because it's cheap",
        "me gusta verlo cuando llueve",
        "I hate doing that, honestly",
        "me gusta en agosto",
        "I like it in the winter",
        "bueno no me gusta ya",
        "eso es lo que más me gusta a mí",
        "me encanta la serie esa de, bueno, no me acuerdo",
    ],
)
def test_a_taste_of_nothing_named_gives_nothing(text):
    assert [key for key, _ in read(text) if key in ("likes", "dislikes")] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("me llamo Begoña", [("name", "Begoña")]),
        ("hola me llamo fermín", [("name", "Fermín")]),
    ],
)
def test_the_name_after_me_llamo(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # someone called the user, or a thing caught their eye: no name
        "ayer me llamó el casero",
        "Me llamó Joaquín para ir al cine",
        "me llamó mucho la atención el museo",
        "me llamó mi prima anoche",
        "my landlord called me this morning",
        "Jorge called me about the car",
    ],
)
def test_a_call_received_is_no_name(text):
    assert [key for key, _ in read(text) if key == "name"] == []
