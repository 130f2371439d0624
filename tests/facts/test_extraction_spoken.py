"""Wordings the twenty-sixth natural batch showed the rules missing or misreading (long spoken messages, lists,
numbers in words, the past against the present, answers to the assistant), each written here in other words,
with the near misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return [(c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text)]


@pytest.mark.parametrize(
    "text",
    [
        # an appointment tomorrow is no job
        "mañana tengo pediatra a primera hora, qué sueño",
        "tomorrow I've got the optician at nine, joy",
        # a cheer after an interjection, then delight in what nobody enjoys, is the joke
        "uy sí, genial, me encanta hacer cola en el banco",
        "ay, claro, me encantan las reuniones de los lunes",
    ],
)
def test_an_appointment_or_sarcasm_after_an_interjection_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm Scottish, from Dundee originally", [("origin", "Dundee", "set")]),
        ("Hi, I'm Nigerian and I live in Leeds", [("home", "Leeds", "set")]),
        # a name, even one like a country's, is still a name
        ("Hi, I'm Declan and I live in Leeds", [("name", "Declan", "set"), ("home", "Leeds", "set")]),
        # a morning is no day ahead
        ("cada mañana salgo a nadar al club", [("hobby", "nadar", "set")]),
    ],
)
def test_a_nationality_is_no_name(text, expected):
    assert read(text) == expected
