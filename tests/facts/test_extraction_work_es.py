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


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the firm after the sector, the firm of a team the user leads, a firm the user was let go from
        (
            "Trabajo en seguros, en Allianz, y necesito ayuda con un informe.",
            [("employer", "Allianz", "set"), ("industry", "seguros", "set")],
        ),
        (
            "Curro en el sector de la automoción, en Seat, desde 2015.",
            [("employer", "Seat", "set"), ("industry", "automoción", "set")],
        ),
        (
            "Lidero un equipo de 5 personas en Iberdrola y estoy agotada.",
            [("employer", "Iberdrola", "set"), ("team size", "5", "set")],
        ),
        ("Me despidieron de Carrefour la semana pasada.", [("employer", "Carrefour", "retire")]),
        ("Me echaron de Zara en marzo y estoy buscando.", [("employer", "Zara", "retire")]),
        # the firm the user is at already after one left, or on the staff of
        (
            "Renuncié a Inditex y ya estoy en Mango.",
            [("employer", "Inditex", "retire"), ("employer", "Mango", "set")],
        ),
        (
            "Dejé Indra y ahora estoy en plantilla en Accenture como consultora.",
            [("employer", "Accenture", "set"), ("employer", "Indra", "retire"), ("job", "consultora", "set")],
        ),
    ],
)
def test_es_firm_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a town after a workplace, someone else's firm or team, someone else let go, a what-if, a home left
        "Trabajo en un hospital, en Getafe.",
        "Mi hermano trabaja en banca, en el Santander.",
        "Mi jefa dirige un equipo de 8 en Iberdrola.",
        "A mi hermano lo despidieron de Seat.",
        "¿Y si me despiden de Seat?",
        "Me echaron de casa a los 18.",
        "Dejé el piso y ya estoy en Cádiz.",
        "Dejé de fumar y ya estoy en Mallorca de vacaciones.",
    ],
)
def test_es_firm_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a degree the user is busy with, a vocational course with its field, a degree earned or done, one given up
        ("Estoy con un máster de Derecho Penal y no tengo tiempo.", [("studies", "Derecho Penal", "set")]),
        ("Curso un ciclo medio de cocina por las tardes.", [("studies", "ciclo medio de cocina", "set")]),
        (
            "Estoy haciendo un grado superior de informática y tengo 19.",
            [("age", "19", "set"), ("studies", "grado superior de informática", "set")],
        ),
        ("Me saqué el título de Trabajo Social en 2019.", [("studies", "Trabajo Social", "set")]),
        ("Hice Enfermería pero nunca ejercí.", [("studies", "Enfermería", "set")]),
        ("Dejé el máster de Economía, no me daba la vida.", [("studies", "Economía", "retire")]),
        ("Abandoné la carrera de Arquitectura en tercero.", [("studies", "Arquitectura", "retire")]),
    ],
)
def test_es_studies_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # busy with something else, someone else's course or degree, something done that is no degree, a what-if
        "Estoy con un resfriado horrible.",
        "Mi hijo está haciendo un grado medio de electricidad.",
        "Mi madre hizo Magisterio pero nunca ejerció.",
        "Hice Tinder y nada.",
        "Mi novio dejó el máster de Economía.",
        "Si dejo el máster de Economía, ¿qué hago?",
    ],
)
def test_es_studies_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a role begun on a day ahead, with where when a name says it; the first year of a degree, or the degree,
        # begun ahead; an entrance or civil-service exam ahead
        ("El 2 de mayo empiezo como encargada de turno.", [("upcoming plan", "encargada de turno", "set")]),
        (
            "Empiezo de camarero el 1 de julio en el Hotel Miramar, ¿me ayudas con el uniforme?",
            [("upcoming plan", "camarero en el Hotel Miramar", "set")],
        ),
        ("Empiezo de camarero el 1 de julio en el hotel de mi tío.", [("upcoming plan", "camarero", "set")]),
        ("En octubre empiezo primero de Medicina, ¡qué ganas!", [("upcoming plan", "primero de Medicina", "set")]),
        (
            "Empiezo la maestría en Finanzas en la UNAM el 3 de agosto, ¿cómo me organizo?",
            [("upcoming plan", "la maestría en Finanzas", "set")],
        ),
        ("En junio tengo la EBAU y estoy agobiada.", [("upcoming plan", "EBAU", "set")]),
        ("Hago las oposiciones en marzo, deséame suerte.", [("upcoming plan", "oposiciones", "set")]),
    ],
)
def test_es_begun_ahead_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's start or exam, a what-if, a start or an exam past
        "Mi hermano empieza como cajero el 1 de mayo.",
        "Si empiezo como cajera en mayo, ¿cuánto cobraré?",
        "Mi hija empieza primero de Medicina en octubre.",
        "Si empiezo primero de Derecho en septiembre, ¿qué necesito?",
        "El año pasado empecé la maestría en Finanzas.",
        "Mi novia empieza la maestría en Finanzas en agosto.",
        "Mi hermano tiene la selectividad en junio.",
        "Ayer tuve la selectividad.",
    ],
)
def test_es_begun_ahead_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a kind of answer put first with how it is always to come, a doing asked for with "siempre" after the verb,
        # what the user asks for and how it is to come each time
        (
            "Los resúmenes escríbemelos siempre en viñetas.",
            [("instruction", "Los resúmenes en viñetas", "set")],
        ),
        (
            "Soy camionero; las facturas pásamelas siempre en PDF.",
            [("instruction", "las facturas en PDF", "set"), ("job", "camionero", "set")],
        ),
        ("Usa siempre la coma para los decimales.", [("instruction", "Usa la coma para los decimales", "set")]),
        (
            "Siempre que te pida datos, dámelos en una tabla, que si no me lío.",
            [("instruction", "datos dámelos en una tabla", "set")],
        ),
    ],
)
def test_es_standing_instruction_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's habit, a question, a one-off
        "Mi jefe usa siempre la coma para los decimales.",
        "¿Usas siempre la coma para los decimales?",
        "Hoy usa siempre la coma, solo para este texto.",
    ],
)
def test_es_standing_instruction_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a workplace named by its kind and a capitalised name, left on retiring; a move called off with Mexico's
        # "cambiarse", beside staying
        ("Me jubilé tras 30 años en el colegio San José.", [("employer", "colegio San José", "retire")]),
        (
            "Me jubilé el año pasado después de 40 años en el hospital La Paz.",
            [("employer", "hospital La Paz", "retire")],
        ),
        ("Siempre no nos cambiamos a Puebla, seguimos en Toluca.", [("planned move", "Puebla", "retire")]),
    ],
)
def test_es_left_behind_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else retiring, years at a place with no retirement, a phone company not switched to
        "Mi vecino se jubiló tras 30 años en el hospital La Paz.",
        "Estuve 30 años en el colegio San José.",
        "Al final no me cambio a Movistar, sigo con Vodafone.",
    ],
)
def test_es_left_behind_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a transfer by work ahead is a move
        ("En marzo me trasladan a Bogotá, ¿qué necesito?", [("planned move", "Bogotá", "set")]),
        ("Me destinan a Bruselas en otoño.", [("planned move", "Bruselas", "set")]),
    ],
)
def test_es_transfer_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's transfer, a what-if
        "A mi marido lo trasladan a Bogotá en marzo.",
        "A mi jefa la destinan a Bruselas en otoño.",
        "¿Y si me trasladan a Bogotá en marzo?",
    ],
)
def test_es_transfer_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a kind of organisation written in capitals names no employer; a name does
        ("Trabajo como administrativa en una PYME.", [("job", "administrativa", "set")]),
        ("Trabajo como técnico en Cruz Roja.", [("employer", "Cruz Roja", "set"), ("job", "técnico", "set")]),
    ],
)
def test_es_kind_of_organisation_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else's organisation, a wish
        "Mi hermana trabaja como técnica de proyectos en una ONG.",
        "Me gustaría trabajar en una ONG.",
    ],
)
def test_es_kind_of_organisation_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a bill's way of paying, its kind put first
        ("El alquiler lo pago por transferencia, siempre lo hago así.", [("payment", "transferencia", "set")]),
        ("La luz la pago con tarjeta.", [("payment", "tarjeta", "set")]),
    ],
)
def test_es_payment_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a question, a one-off, paying ahead is no way of paying
        "¿Lo pago por transferencia o con tarjeta?",
        "Esta factura la pago con tarjeta hoy.",
        "Pago por adelantado.",
    ],
)
def test_es_payment_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the language asked for whatever the user writes in is standing
        (
            "Respóndeme en castellano aunque a veces te escriba en gallego.",
            [("response language", "es", "set")],
        ),
        (
            "Contéstame en inglés aunque te hable en español, que quiero practicar.",
            [("response language", "en", "set")],
        ),
    ],
)
def test_es_language_whatever_written_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a request with nothing that makes it standing, someone else's answers
        "Respóndeme en español.",
        "Mi hijo me contesta en inglés aunque le hable en español.",
    ],
)
def test_es_language_whatever_written_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # retired, said as what the user is now
        ("Soy jubilado y por fin tengo tiempo para viajar.", [("job", "jubilado", "set")]),
        ("Soy enfermera jubilada.", [("job", "enfermera jubilada", "set")]),
    ],
)
def test_es_retired_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # someone else retired, a wish
        "Mi padre es jubilado.",
        "Ojalá fuera jubilada.",
    ],
)
def test_es_retired_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a like said plainly, with no eye roll, still reads
        ("Me encanta la pizza, es lo mejor de mi vida.", [("likes", "pizza", "set")]),
    ],
)
def test_es_eye_roll_cheer_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == sorted(expected)


@pytest.mark.parametrize(
    "text",
    [
        # "qué ilusión" or "lo mejor de mi vida" beside an eye roll is the joke
        "Qué ilusión las guardias de los domingos, lo mejor de mi vida 🙃",
        "Ay, qué ilusión el papeleo de Hacienda 🙄",
    ],
)
def test_es_eye_roll_cheer_near_misses(text: str) -> None:
    assert read(text) == []
