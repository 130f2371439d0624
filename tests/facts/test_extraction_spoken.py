"""Wordings the twenty-sixth natural batch showed the rules missing or misreading (long spoken messages, lists,
numbers in words, the past against the present, answers to the assistant), each written here in other words,
with the near misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts
from facts.engine.synonyms import values_match


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


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # each relative of a list, named after its age word, a comma or "called"
        (
            "tengo un hermano menor Iker y una hermana mayor Nerea",
            [("brother", "Iker", "set"), ("sister", "Nerea", "set")],
        ),
        ("tengo una hija Vera y un hijo que se llama Gael", [("daughter", "Vera", "set"), ("son", "Gael", "set")]),
        (
            "I've got a big sister, Orla, and a little brother named Rory",
            [("sister", "Orla", "set"), ("brother", "Rory", "set")],
        ),
        ("I have a son Alfie and a daughter Bea", [("son", "Alfie", "set"), ("daughter", "Bea", "set")]),
    ],
)
def test_each_relative_of_a_list_is_named(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "tengo una hermana en Cuenca y un hermano en Loja",
        "I have a brother in Derby and a sister who lives in Hull",
        "my mate has a brother called Finn and a sister called Cara",
        "I have a daughter who is five",
    ],
)
def test_relatives_with_no_name_or_someone_elses_give_no_name(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a birthday, a shoe size and a budget said in words keep the user's words
        ("mi cumple es el dieciocho de julio", [("birthday", "dieciocho de julio", "set")]),
        ("my birthday is on the twenty-first of May", [("birthday", "twenty-first of May", "set")]),
        ("el primero de marzo cumplo años", [("birthday", "primero de marzo", "set")]),
        ("calzo un treinta y nueve y medio", [("shoe size", "treinta y nueve y medio", "set")]),
        ("I take a size eleven, wide fit", [("shoe size", "eleven", "set")]),
        ("mi presupuesto es de quinientos dólares", [("budget", "quinientos dólares", "set")]),
        ("my budget is about two thousand pounds", [("budget", "two thousand pounds", "set")]),
    ],
)
def test_a_birthday_a_shoe_size_and_a_budget_in_words(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "calzo dos números más que mi hermano",
        "I wear a size ten in dresses",
        "I wear two jumpers in winter",
        "my birthday's the second week of June",
        "mi presupuesto es de quinientos",  # no currency: a number, not yet an amount
        "me costó tres euros el café",
    ],
)
def test_numbers_in_words_that_are_no_size_date_or_budget_give_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("key", "first", "second"),
    [
        ("birthday", "veintitrés de abril", "23 de abril"),
        ("birthday", "the ninth of November", "11-09"),
        ("shoe size", "cuarenta y uno", "41"),
        ("shoe size", "nine and a half", "9.5"),
        ("budget", "ochocientos euros", "800 euros"),
        ("budget", "two grand", "2000"),
        ("budget", "twelve hundred dollars", "$1,200"),
    ],
)
def test_a_value_in_words_is_compared_as_its_number(key, first, second):
    assert values_match(key, first, second)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the employer held "going on" some years, and the job pointed back to it with "there" or "ahí"
        (
            "I've been at Boots coming up on ten years, I'm a pharmacist there",
            [("employer", "Boots", "set"), ("job", "pharmacist", "set")],
        ),
        ("trabajo en Mapfre, soy cajera ahí", [("employer", "Mapfre", "set"), ("job", "cajera", "set")]),
        # a dislike by "dislike", "aborrezco" or "me desagrada"
        ("I dislike open-plan offices", [("dislikes", "open-plan offices", "set")]),
        ("aborrezco los aeropuertos", [("dislikes", "aeropuertos", "set")]),
        ("me desagrada el ajo crudo", [("dislikes", "ajo crudo", "set")]),
    ],
)
def test_a_tenure_a_job_there_and_a_dislike(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my sister dislikes cruises",
        "do you dislike cruises?",
        "mi madre aborrece el ajo",
        "my brother's been at Boots going on ten years",
    ],
)
def test_someone_elses_dislike_or_tenure_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the subject a student reads is studies, and the school is no employer
        ("I'm a third-year history student at Exeter", [("studies", "history", "set")]),
        ("I'm a nursing student", [("studies", "nursing", "set")]),
        ("I'm a part-time mature student at the OU", [("studies", "mature student", "set")]),
    ],
)
def test_a_student_of_a_subject_studies_it(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize("text", ["my brother is a law student", "I'm a good student, honest", "is she a law student?"])
def test_someone_elses_studies_or_a_trait_give_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # allergens named first, then "allergic to both", "a los dos", "all three"
        ("Walnuts and kiwi, I'm allergic to both", [("allergy", "Walnuts", "set"), ("allergy", "kiwi", "set")]),
        (
            "El látex y la penicilina: soy alérgico a ambos",
            [("allergy", "látex", "set"), ("allergy", "penicilina", "set")],
        ),
        (
            "sesame, mustard and celery - I'm allergic to all three",
            [("allergy", "sesame", "set"), ("allergy", "mustard", "set"), ("allergy", "celery", "set")],
        ),
    ],
)
def test_allergens_named_before_allergic_to_both(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I'm allergic to both",
        "Mondays and meetings, I'm allergic to both lol",
        "mi suegra y mi cuñado, soy alérgica a los dos jaja",
    ],
)
def test_both_with_nothing_named_or_people_named_gives_no_allergen(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an answer to the assistant's question with its verb left out
        ("Yeah — three kids, all at school now", [("children", "three kids", "set")]),
        ("Sí, dos gatos: Mishi y Rayo", [("pet", "Mishi", "set"), ("pet", "Rayo", "set")]),
        ("Favourite colour? Probably navy.", [("colour", "navy", "set")]),
        ("¿Comida favorita? La paella, sin duda", [("favourite food", "paella", "set")]),
    ],
)
def test_an_answer_with_its_verb_left_out(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Yes, two coffees please",
        "Favourite film? No idea, you pick",
        "favourite colour? what's yours?",
        "¿Color favorito? ¿El tuyo cuál es?",
    ],
)
def test_an_answer_that_is_no_fact_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the languages the user speaks and a condition lived with are notes in the user's words
        ("hablo gallego y portugués, algo de inglés", [("note", "hablo gallego y portugués", "set")]),
        ("I speak fluent Welsh and some French", [("note", "I speak fluent Welsh", "set")]),
        ("soy asmático desde pequeño", [("note", "soy asmático", "set")]),
        ("I've got type 1 diabetes, so no sugary puddings", [("note", "I've got type 1 diabetes", "set")]),
    ],
)
def test_languages_spoken_and_a_condition_are_notes(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "mi padre es diabético",
        "I'm not diabetic, just careful",
        "no hablo alemán",
        "I speak to my nan in Welsh on Sundays",
        "hablo con mi jefa el lunes",
    ],
)
def test_someone_elses_condition_or_no_language_gives_no_note(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a named route ahead is a planned trip, by the route's name
        ("en septiembre hacemos el Camino Primitivo", [("planned trip", "Camino Primitivo", "set")]),
        ("en agosto hago el GR 11 con mi hermano", [("planned trip", "GR 11", "set")]),
        ("next spring we're cycling the Coast to Coast Way", [("planned trip", "Coast to Coast Way", "set")]),
        # a route inside a trip somewhere is part of that trip
        ("In May I'm flying to Lima, then doing the Inca Trail", [("planned trip", "Lima", "set")]),
    ],
)
def test_a_named_route_ahead_is_a_planned_trip(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "next week I'm walking the dog way more",
        "my brother is walking the Pennine Way next month",
        "I walked the Pennine Way last year",
    ],
)
def test_a_route_walked_or_someone_elses_is_no_plan(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the home of the user's childhood is the origin; "living in" after a comma is the home now
        ("de chica vivía en Salta, ahora vivo en Córdoba", [("origin", "Salta", "set"), ("home", "Córdoba", "set")]),
        ("growing up we lived in Sligo", [("origin", "Sligo", "set")]),
        ("Raised on a farm, living in Perth since 2015", [("home", "Perth", "set")]),
        ("Nací en Cusco, viviendo en Lima desde hace años", [("home", "Lima", "set"), ("origin", "Cusco", "set")]),
        # Peru's word for a boyfriend or a girlfriend
        ("vivo con mi enamorada Fiorella", [("partner", "Fiorella", "set")]),
    ],
)
def test_a_childhood_home_a_home_with_no_subject_and_a_partner_by_the_regions_word(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my sister, living in Leeds since May, loves it",
        "mi hermano, viviendo en Quito desde marzo, está feliz",
        "living in the moment these days",
        "estoy enamorado de Lucía",
    ],
)
def test_someone_elses_home_a_way_of_living_or_being_in_love_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the employer now, said with when it began, after one left
        (
            "ya no curro en Inditex, desde enero estoy en Mango",
            [("employer", "Inditex", "retire"), ("employer", "Mango", "set")],
        ),
        (
            "Ya no trabajo en Renfe, desde 2023 estoy en Iberia",
            [("employer", "Renfe", "retire"), ("employer", "Iberia", "set")],
        ),
    ],
)
def test_the_employer_now_said_with_when_it_began(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "dejé el gimnasio, desde abril estoy en paro",
        "desde marzo estoy en Madrid",
        "mi hermano dejó Inditex y desde mayo está en Zara",
    ],
)
def test_out_of_work_a_town_or_someone_elses_employer_gives_no_employer(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a piece of an intro with the subject left out names the employer
        (
            "I'm Priya, 34, work shifts at Heathrow",
            [("name", "Priya", "set"), ("age", "34", "set"), ("employer", "Heathrow", "set")],
        ),
        ("I'm 29, working part-time for Oxfam", [("age", "29", "set"), ("employer", "Oxfam", "set")]),
    ],
)
def test_an_employer_in_an_intro_with_the_subject_left_out(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I'm Tom, my wife, a nurse, works at St James's",
        "I'm tired, work at home today",
        "bit tired, work at Tesco is mad",
    ],
)
def test_someone_elses_work_or_no_intro_gives_no_employer(text):
    assert [fact for fact in read(text) if fact[0] == "employer"] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the pieces of an intro after commas: a bare age, a profession, a known town or a country
        (
            "hola, soy Marta, 30, de Colombia",
            [("age", "30", "set"), ("origin", "Colombia", "set"), ("name", "Marta", "set")],
        ),
        (
            "me llamo Iker, 44 años, fontanero",
            [("name", "Iker", "set"), ("age", "44", "set"), ("job", "fontanero", "set")],
        ),
        (
            "I'm Ruth, 38, a midwife from Leeds",
            [("name", "Ruth", "set"), ("age", "38", "set"), ("job", "midwife", "set"), ("origin", "Leeds", "set")],
        ),
    ],
)
def test_the_pieces_of_an_intro(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("soy Ana, 40, de Recursos Humanos", [("age", "40", "set"), ("name", "Ana", "set")]),
        ("soy Ana, mi hermana, enfermera, te saluda", [("name", "Ana", "set")]),
        ("I'm back, a bit tired, from London", []),
        ("I'm Tom, my wife, a nurse from Leeds, says hi", [("name", "Tom", "set")]),
    ],
)
def test_a_department_someone_elses_role_or_no_intro_is_no_piece_of_one(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # what a thing liked or disliked comes with is part of it
        ("me gusta el té con limón", [("likes", "té con limón", "set")]),
        ("I hate tea with sugar", [("dislikes", "tea with sugar", "set")]),
        ("odio los bares con música alta", [("dislikes", "bares con música alta", "set")]),
        # the people a thing is done with are not
        ("I love walking with my dog", [("likes", "walking", "set")]),
        ("me encanta ir al cine con mis amigas", [("likes", "ir al cine", "set")]),
    ],
)
def test_a_taste_keeps_what_it_comes_with(text, expected):
    assert read(text) == expected
