"""Wordings the thirty-third natural batch showed the rules missing or misreading (facts told while planning something
with the assistant: as context after a colon, in brackets, as a numbered list of constraints), each written here in
other words, with the near misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a numbered list of constraints: each item a clause of its own, no value running into the next number
        (
            "Para la escapada: 1) soy vegetariano 2) prefiero pasillo",
            [("diet", "vegetariano", "set"), ("preference", "pasillo", "set")],
        ),
        (
            "Requirements: 1) I'm allergic to peanuts 2) I hate mushrooms",
            [("allergy", "peanuts", "set"), ("dislikes", "mushrooms", "set")],
        ),
        # a move named, then called off; the home kept stays
        ("La mudanza a Lugo quedó descartada.", [("planned move", "Lugo", "retire")]),
        (
            "Lo de irnos a vivir a Girona se cayó, nos quedamos en Reus.",
            [("home", "Reus", "set"), ("planned move", "Girona", "retire")],
        ),
        ("Our relocation to Leeds got cancelled.", [("planned move", "Leeds", "retire")]),
        # the user one of two before "are": "me and the wife are", "me and Dan are"
        ("Me and the wife are moving to Exeter in the autumn.", [("planned move", "Exeter", "set")]),
        ("me and Priya are relocating to Dundee next year", [("planned move", "Dundee", "set")]),
        # a couple named with the partner's name: the event and when, the name a partner of its own
        (
            "Me and my fiancée Shona are getting married in October, venue ideas?",
            [("partner", "Shona", "set"), ("upcoming plan", "getting married in October", "set")],
        ),
        # a district of a big city where the user works names no employer
        ("Trabajo de camarera en Malasaña y acabo a las dos.", [("job", "camarera", "set")]),
        # a second thing the user is, "soy" / "I'm" not repeated
        ("Soy vegetariano y alérgico al kiwi.", [("allergy", "kiwi", "set"), ("diet", "vegetariano", "set")]),
        ("Book me a table (I'm Welsh and vegan).", [("diet", "vegan", "set")]),
        # the couple named, the user among them: a partner of that name on record retired
        ("Jade and I broke up in May.", [("partner", "Jade", "retire")]),
        # a bare age after what the user is, or after "ya"
        ("Soy enfermera y tengo 45, ¿qué seguro me conviene?", [("age", "45", "set"), ("job", "enfermera", "set")]),
        ("Tengo ya 33 y quiero ahorrar para un coche.", [("age", "33", "set")]),
        # an employer left by its name alone (only one on record is retired), a move ahead in the present tense
        ("Por fin dejé Telefónica, ahora tengo las tardes libres.", [("employer", "Telefónica", "retire")]),
        ("In March I move to Glasgow, so the budget matters.", [("planned move", "Glasgow", "set")]),
        # an event the user has ahead, with its day or month
        (
            "Tenemos la media maratón de Valencia en diciembre.",
            [("upcoming plan", "la media maratón de Valencia", "set")],
        ),
        ("I've got the Dublin half marathon in October.", [("upcoming plan", "the Dublin half marathon", "set")]),
        # wanting to start now is no plan ahead; wanting to start in a month is one
        ("En mayo quiero aprender a bucear.", [("upcoming plan", "aprender a bucear", "set")]),
    ],
)
def test_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # the assistant's plan liked, or how it is laid out, or how much, is no taste
        "Perfecto, la propuesta me encanta así.",
        "Me gusta mucho así, gracias.",
        "El itinerario me gusta bastante.",
        # a number in brackets alone is no list
        "Mi sobrino (3) y yo vamos al parque.",
        # someone else's move called off; a move ahead is not called off
        "My sister's move to York is off.",
        "The move to Leeds is next month, I think.",
        # work sought is no job held
        "Sigo buscando trabajo de enfermera, ¿me ayudas con la carta?",
        # someone else's allergy or diet, a food that is vegan, a couple without the user, money
        "Mi hermano es vegano y alérgico al marisco.",
        "I'm hungry and vegan options would be great.",
        "My sister and her boyfriend broke up.",
        "Me and Connor split the bill.",
        # a couple without the user, or the user and someone as a what-if, move nowhere of the user's
        "My brother and his wife are moving to Exeter in the autumn.",
        "If me and the wife are moving to Exeter next year, what then?",
        "If me and Shona are getting married in October, who pays?",
        "Tengo ya 20 y me faltan 30 para el regalo.",
        "Soy pobre y tengo 50 pesos.",
        # a town or a task left, a move that is a habit or a what-if
        "Dejé Madrid hace años.",
        "Dejé la tarea a medias.",
        "Dejé a Nuria en la estación.",
        "Every summer we move to the coast.",
        "If we move to Leeds next year, what then?",
        # someone else's event ahead
        "Mi hermano tiene el maratón de Madrid en mayo.",
        "My brother's got the Paris marathon in April.",
        # begun from now, a wish is no plan ahead
        "En junio corro una carrera, quiero entrenar desde ya.",
    ],
)
def test_nothing(text: str) -> None:
    assert read(text) == []
