"""Entity references found by their shape in Spanish and English, and messages that point back at them."""

from __future__ import annotations

import pytest

from memory_platform.text.entities import find_entities, refers_back
from memory_platform.text.language import mentions_self


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We flew to Porto on 12 March for my sister Laura's wedding.",
            [("Porto", "name"), ("12 March", "date"), ("Laura", "name")],
        ),
        ("Mi pedido 48213 de las Nike Pegasus 40 llegó roto.", [("48213", "number"), ("Nike Pegasus 40", "name")]),
        ("Hola, quiero volver a Buenos Aires el 3 de mayo.", [("Buenos Aires", "name"), ("3 de mayo", "date")]),
        ("I returned the XPS-13 because the battery died.", [("XPS-13", "product")]),
        ("Estoy en Rio de Janeiro hasta el viernes.", [("Rio de Janeiro", "name")]),
    ],
)
def test_entities_are_found_with_their_kind_in_order(text, expected):
    assert [(e.text, e.kind) for e in find_entities(text)] == expected


@pytest.mark.parametrize(
    "text", ["Thanks, that is great.", "Hola, ¿cómo estás?", "The shoes are fine.", "What about size 42?"]
)
def test_ordinary_sentences_hold_no_entity(text):
    assert find_entities(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Can you book a table there?", True),
        ("¿Hay hoteles allí?", True),
        ("I want that one again", True),
        ("¿Y el que me dijiste ayer?", True),
        ("Where is my order?", False),
        ("Busco zapatillas", False),
    ],
)
def test_a_message_referring_back_is_told_apart(text, expected):
    assert refers_back(text) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("What was the name of my dog?", True),
        ("When did I fly to Porto?", True),
        ("¿Qué coche tengo ahora?", True),
        ("¿Cuándo compré las zapatillas?", True),
        ("¿Cuándo fuimos al recital?", True),
        ("¿Cómo se llama mi gata?", True),
        ("What's the capital of Australia?", False),
        ("¿Quién pintó Las Meninas?", False),
        ("How tall is Mount Everest?", False),
        ("¿Qué es un café cortado?", False),
    ],
)
def test_a_message_about_the_user_themselves_is_told_apart(text, expected):
    assert mentions_self(text) is expected
