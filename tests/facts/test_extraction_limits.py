"""Classes of self-disclosure the rules used to miss or cut short (a request after "so", ages in words, lists of likes,
a preference cut at its verb, music listened to, a retirement read as the job now), each written here in other
words, with the near misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return [(c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm coeliac so could you suggest a birthday cake?", [("allergy", "gluten", "set")]),
        ("we live in Norwich, so can you find me a dentist nearby?", [("home", "Norwich", "set")]),
        ("soy vegano así que ¿me recomiendas un postre?", [("diet", "vegano", "set")]),
        ("vivo en Cuenca, entonces ¿qué ruta me recomiendas?", [("home", "Cuenca", "set")]),
        ("tengo un perro, así que me buscas un hotel que los acepte?", [("pet", "perro", "set")]),
    ],
)
def test_a_statement_before_so_and_a_request_is_still_read(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "it's pouring so can you suggest something to do indoors?",
        "hace un calor horrible, así que ¿me dices una bebida fresca?",
        "my brother is vegan so can you suggest a dessert for him?",
        "so can you help me plan the week?",
        "así que ¿me ayudas con el correo?",
    ],
)
def test_a_request_after_so_with_no_fact_of_the_user_gives_nothing(text):
    assert read(text) == []
