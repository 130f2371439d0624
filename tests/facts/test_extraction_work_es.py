"""Wordings the thirty-seventh natural batch showed the rules missing in Spanish (work, study and money), each written
here in other words, with the near misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # gig work and internships named plainly
        ("Soy rider y hago unas 30 horas a la semana.", [("job", "rider", "set")]),
        ("Soy becario de finanzas hasta junio.", [("job", "becario de finanzas", "set")]),
        ("Soy pasante de derecho, ¿me ayudas con un escrito?", [("job", "pasante de derecho", "set")]),
        # the role as what the user's work is, what they are paid for, where they are now, what they were promoted to
        ("Mi curro es de cajero, con turnos rotativos.", [("job", "cajero", "set")]),
        ("Mi trabajo es de camarera y acabo muy cansada.", [("job", "camarera", "set")]),
        ("Gano unos 1.100 al mes como camarero, ¿cuánto puedo ahorrar?", [("job", "camarero", "set")]),
        ("Cobro 950 euros como cajera y no me llega.", [("job", "cajera", "set")]),
        ("Ahora estoy en Allianz como tramitador de siniestros.", [("job", "tramitador de siniestros", "set")]),
        ("Trabajo por las tardes en un bar como camarero.", [("job", "camarero", "set")]),
        ("¡Me ascendieron a jefe de equipo!", [("job", "jefe de equipo", "set")]),
        ("Me acaban de ascender a encargada de tienda, qué nervios.", [("job", "encargada de tienda", "set")]),
    ],
)
def test_es_work_role_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's pay or promotion, a question, a what-if, a schedule that is no role
        "Mi hermana gana 1.200 como camarera.",
        "¿Cuánto gano como autónoma?",
        "A mi prima la ascendieron a jefa de planta.",
        "¿Y si me ascienden a encargada?",
        "Mi trabajo es de lunes a viernes.",
        "El trabajo de mi madre como enfermera es duro.",
        "Ya estoy en casa de mi madre como invitada.",
    ],
)
def test_es_work_role_near_misses(text: str) -> None:
    assert read(text) == []
