"""A second or third fact in a line whose first one a rule read, and the other everyday disclosures to an assistant
read by class, in both languages, written here in other words than any corpus line, with the near misses that must
stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I left the NHS last year and joined Bupa", [("employer", "Bupa", "set"), ("employer", "NHS", "retire")]),
        (
            "My sister Ellen lives up in Inverness and I'm down in Exeter",
            [("home", "Exeter", "set"), ("sister", "Ellen", "set")],
        ),
        ("my son Alfie is at uni in Leeds and I'm up in Durham", [("home", "Durham", "set"), ("son", "Alfie", "set")]),
        (
            "Mi hija se llama Vera, me vine a Valencia hace tres años",
            [("daughter", "Vera", "set"), ("home", "Valencia", "set")],
        ),
    ],
)
def test_the_part_of_a_clause_no_rule_read_is_read_as_a_statement_of_its_own(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # someone else's: the subject left out is the relative's, or the verb is in the third person
        ("My sister Ellen left Tesco and joined Asda", [("sister", "Ellen", "set")]),
        ("Mi hermano Luis vive en Lugo y trabaja en Zara", [("brother", "Luis", "set")]),
        # a wish, a denial, a question, a task
        ("My brother Tom lives in Derby and I'd love to live in York", [("brother", "Tom", "set")]),
        ("My brother Tom lives in Derby and I'm not in York", [("brother", "Tom", "set")]),
        ("Mi hermano Tomás vive en Jaén y ojalá yo viviera en Granada", [("brother", "Tomás", "set")]),
        ("My sister Ana lives in Vigo and am I in Lugo?", []),
        ("Translate this: my sister Ana lives in Vigo and I'm in Lugo", []),
        # where the user met someone, a business, what the user carries, a feeling, how many a day
        ("Mi pareja se llama Iker, nos conocimos en Granada", [("partner", "Iker", "set")]),
        ("I'm a vet, I have my own practice in Truro", [("job", "vet", "set")]),
        ("I'm allergic to wasps, I always carry an EpiPen", [("allergy", "wasps", "set")]),
        ("i always take the window seat, i get nervous on the aisle", [("preference", "window seat", "set")]),
        ("me encanta el té verde, me tomo como tres al día", [("likes", "té verde", "set")]),
        ("I'm a nurse and I work at a surgery in Tooting", [("job", "nurse", "set")]),
        ("soy cocinera y curro en un restaurante en Cádiz", [("job", "cocinera", "set")]),
        # a name after a comma is no verb, however it ends
        ("laburo de camarero en un bar chico, Ocho Mares", [("job", "camarero", "set")]),
    ],
)
def test_a_part_no_rule_read_that_is_not_the_users_statement_gives_nothing_more(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an employer after the role, with when the user works between, or a chain's shop after "un"
        (
            "I'm 31, work weekends as a lifeguard at Ponds Forge",
            [("age", "31", "set"), ("employer", "Ponds Forge", "set"), ("job", "lifeguard", "set")],
        ),
        (
            "Tengo 35 y hago guardias de celador en el Clínico",
            [("age", "35", "set"), ("employer", "Clínico", "set"), ("job", "celador", "set")],
        ),
        # a firm named after its kind
        ("trabajo en una consultora que se llama Nexo", [("employer", "Nexo", "set")]),
        ("I work at a startup called Lumen", [("employer", "Lumen", "set")]),
        # the sector of the firm, beside the role, or said by its adjective
        (
            "trabajo en una empresa de logística como conductor",
            [("industry", "logística", "set"), ("job", "conductor", "set")],
        ),
        (
            "I work at an insurance company as a claims handler",
            [("industry", "insurance", "set"), ("job", "claims handler", "set")],
        ),
        ("trabajo en el sector hotelero desde hace años", [("industry", "hotelero", "set")]),
        # the user's home beside someone else's, and where the user was born said after it
        (
            "mi hija vive en Lugo; yo sigo en Ourense, donde nací",
            [("home", "Ourense", "set"), ("origin", "Ourense", "set")],
        ),
        ("I still live in Galway, where I was born", [("home", "Galway", "set"), ("origin", "Galway", "set")]),
        ("my parents are in Cork and I'm still in Kilkenny", [("home", "Kilkenny", "set")]),
        ("I'm from Derry but live out in Galway now", [("home", "Galway", "set"), ("origin", "Derry", "set")]),
        # someone's place said to be the user's too
        ("mi mujer es de Lugo, como yo", [("origin", "Lugo", "set")]),
        ("my wife's from Sligo, like me", [("origin", "Sligo", "set")]),
        # pets named before their kind
        ("Mango and Kiwi are my budgies", [("pet", "Kiwi", "set"), ("pet", "Mango", "set")]),
        ("Nala es mi gata", [("pet", "Nala", "set")]),
        # the household the user is in, in a home in a place
        ("it's just me and my dog in a cottage in Rye", [("home", "Rye", "set")]),
        ("solo mi perro y yo en una casita de Cádiz", [("home", "Cádiz", "set")]),
        # a dislike with the thing put first, after a like
        (
            "me encantan los perros, pero los gatos no los aguanto",
            [("dislikes", "gatos", "set"), ("likes", "perros", "set")],
        ),
        ("I love dogs, but cats I can't stand", [("dislikes", "cats", "set"), ("likes", "dogs", "set")]),
    ],
)
def test_a_second_fact_in_a_wording_the_rules_now_read(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "This is my dog",
        "Esta es mi perra",
        "Rex is my brother's dog",
        "mi mujer es de Lugo, como su madre",
        "my wife's from Sligo, like her dad",
        "mi hermana trabaja en una empresa que se llama Nexo",
        "trabajo en una empresa que se llama como mi abuelo",
        "mi hermano trabaja en una agencia de publicidad",
        "my brother works nights as a porter at Guy's",
        "hago turnos de noche en el hospital",
        "my mum is in Leeds and I'm in Rome this weekend",
        "mi jefe está en Madrid; yo estoy en Barcelona este finde",
        "la azul no la soporto",
        "¿el amarillo no lo soportas?",
        "do you hate yellow?",
    ],
)
def test_the_same_wordings_said_of_someone_else_of_the_moment_or_asked_give_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("en mayo me examino del First, deséame suerte", [("upcoming plan", "me examino del First", "set")]),
        ("tengo el examen de conducir el 3 de mayo", [("upcoming plan", "examen de conducir", "set")]),
        ("mi examen de francés es en junio", [("upcoming plan", "examen de francés en junio", "set")]),
        ("el jueves empiezo un taller de cerámica", [("upcoming plan", "un taller de cerámica", "set")]),
        ("my theory test is on the 3rd of May", [("upcoming plan", "theory test on the 3rd of May", "set")]),
        ("I've got my IELTS next month", [("upcoming plan", "IELTS next month", "set")]),
        ("I start an evening class on Thursday", [("upcoming plan", "an evening class on Thursday", "set")]),
    ],
)
def test_an_exam_or_a_course_ahead_is_an_upcoming_plan(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # an exam gone, someone else's, asked about, or a test of the body
        "I failed my driving test in March",
        "el año pasado me examiné del B2",
        "my son's driving test is on Friday",
        "mi hija se examina del B1 en junio",
        "is my exam on Monday?",
        "my eye test is on Monday",
        "mi prueba de alergia es el martes",
        "I have a blood test tomorrow",
    ],
)
def test_an_exam_gone_someone_elses_asked_or_medical_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("nos vinimos a Tepic hace dos años por la empresa de mi mujer", [("home", "Tepic", "set")]),
        ("me he venido a vivir a Gijón", [("home", "Gijón", "set")]),
        ("hoping to move back to Cork next year", [("planned move", "Cork", "set")]),
        ("para Navidad nos vamos a Oporto", [("planned trip", "Oporto", "set")]),
        ("we're flying to Lima for Christmas, can't wait", [("planned trip", "Lima", "set")]),
    ],
)
def test_a_move_done_or_planned_and_a_trip_for_a_feast_are_read(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "nos vinimos a Cádiz de vacaciones",
        "me vine a la oficina temprano",
        "my sister is planning to relocate to Perth next year",
        "I'm starting a diet for Christmas",
        "I want a bike for Christmas",
        "we're going to my mum's for Christmas",
    ],
)
def test_a_stay_someone_elses_move_or_a_thing_wanted_for_a_feast_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mi lugar favorito del mundo es la Alhambra", [("favourite place", "Alhambra", "set")]),
        ("mi lugar feliz es la sierra de Gredos", [("favourite place", "sierra de Gredos", "set")]),
        ("my favourite place in the world is Connemara", [("favourite place", "Connemara", "set")]),
        ("my happy place is the Lake District", [("favourite place", "Lake District", "set")]),
    ],
)
def test_a_favourite_place_and_a_happy_place_are_the_favourite_place_never_the_home(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my sister's happy place is Cornwall",
        "el lugar favorito de mi hermana es Cornualles",
        "what's your happy place?",
    ],
)
def test_someone_elses_favourite_place_or_a_question_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("cuando llegue un paquete, dejadlo siempre en portería", [("preference", "en portería", "set")]),
        (
            "si no estoy, dejadlo con la vecina del 3º B, que me mandan el pedido mañana",
            [("preference", "con la vecina del 3º B", "set")],
        ),
        (
            "if I'm not in, leave the parcels with my neighbour next door",
            [("preference", "with my neighbour next door", "set")],
        ),
        (
            "leave parcels with the neighbour at number 7 if I'm out",
            [("preference", "with the neighbour at number 7", "set")],
        ),
    ],
)
def test_a_standing_delivery_instruction_keeps_where_in_the_users_words(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "leave it with the neighbour",  # no parcel, no order, no absence: anything
        "did you leave my parcel with the neighbour at number 7?",
        "my sister told the courier to leave it with her neighbour",
    ],
)
def test_a_delivery_asked_about_or_someone_elses_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mi número de pie es el 39", [("shoe size", "39", "set")]),
        ("mi numero de pie es 44, por si acaso", [("shoe size", "44", "set")]),
        ("uso la 40 en vaqueros", [("clothing size", "40", "set")]),
        ("mi talla de vestido es la 38", [("clothing size", "38", "set")]),
        ("I take a UK 14 in jeans", [("clothing size", "14", "set")]),
        ("my dress size is 10", [("clothing size", "10", "set")]),
    ],
)
def test_a_size_in_other_words_and_a_clothing_size_in_numbers(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my daughter is a size 8 in dresses",
        "mi hijo usa la 36 en pantalones",
        "do you have this in a 12?",
    ],
)
def test_someone_elses_size_a_question_or_a_figure_of_no_garment_gives_nothing(text):
    assert read(text) == []
