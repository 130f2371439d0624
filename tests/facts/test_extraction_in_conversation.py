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
        "pues eso es lo que más me gusta, la verdad",
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


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a taste said otherwise than verb first: the thing before the verb
        ("la natación me encanta", [("likes", "natación")]),
        ("y lo de cocinar me gusta mucho", [("likes", "cocinar")]),
        ("las aceitunas no me gustan nada", [("dislikes", "aceitunas")]),
        ("el ajedrez es lo que más me gusta", [("likes", "ajedrez")]),
        ("lo que más me gustan son las novelas de espías", [("likes", "novelas de espías")]),
        ("Gardening is what I love most", [("likes", "Gardening")]),
        # held since always
        ("siempre me ha gustado el teatro", [("likes", "teatro")]),
        ("nunca me han gustado los pepinos", [("dislikes", "pepinos")]),
        ("I've always loved opera", [("likes", "opera")]),
        ("I've always hated cucumbers", [("dislikes", "cucumbers")]),
        ("I've never liked horror films", [("dislikes", "horror films")]),
        # a fan, a weakness, a soft spot
        ("I'm a fan of board games", [("likes", "board games")]),
        ("I'm not a big fan of cold weather", [("dislikes", "cold weather")]),
        ("I have a soft spot for old westerns", [("likes", "old westerns")]),
        ("tengo debilidad por el chocolate negro", [("likes", "chocolate negro")]),
        ("no soy muy fan del reguetón", [("dislikes", "reguetón")]),
        # the kind of person the user is, or a filler between the verb and the thing
        ("soy una persona que le gusta mucho el orden", [("likes", "orden")]),
        ("I'm someone who loves puzzles", [("likes", "puzzles")]),
        ("me gusta, eh, la montaña", [("likes", "montaña")]),
        ("me gusta mucho como la tranquilidad", [("likes", "tranquilidad")]),
        ("I love, um, sailing", [("likes", "sailing")]),
        ("sí me gusta más la playa", [("likes", "playa")]),
        # "sí" with its accent says yes, not "if"
        ("y sí, la pesca me encanta", [("likes", "pesca")]),
    ],
)
def test_a_taste_said_otherwise_than_verb_first(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "la verdad me gusta",
        "el que me gusta es el verde",
        "me encanta, gracias!",
        "me gusta, la verdad",
        "la película me gustó mucho",  # one film, seen once
        "me ha gustado mucho la cena",
        "eso es lo que más me gusta",
        "That is what I like",
        "I'm a fan of your work",
        "¿te gusta el teatro?",
        "y si me mudara a Vigo me encantaría el mar",  # "si" with no accent is "if"
        "and if I lived by the sea I'd love sailing",
        "My brother has always loved opera",
        "mi hermana es muy fan del reguetón",
    ],
)
def test_no_taste_from_a_filler_a_choice_a_one_off_someone_else_or_a_what_if(text):
    assert [key for key, _ in read(text) if key in ("likes", "dislikes")] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # how true or how current the work is, between the user and the verb or after the workplace
        ("I actually work at Lidl", [("employer", "Lidl")]),
        ("I currently work for Siemens", [("employer", "Siemens")]),
        ("I work at Ikea right now", [("employer", "Ikea")]),
        ("trabajo en Carrefour en este momento", [("employer", "Carrefour")]),
    ],
)
def test_the_employer_said_with_how_current_it_is(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my husband actually works at Lidl",
        "I actually work at home",
        "do you actually work at Lidl?",
    ],
)
def test_someone_elses_employer_a_place_or_a_question_give_no_employer(text):
    assert [key for key, _ in read(text) if key == "employer"] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a trip the user looks forward to, or has booked, is ahead
        ("I'm so excited to go to Peru", [("planned trip", "Peru")]),
        ("we can't wait to fly to Oslo", [("planned trip", "Oslo")]),
        ("just booked our trip overseas to Vietnam, can't wait", [("planned trip", "Vietnam")]),
        ("estoy deseando ir a Roma", [("planned trip", "Roma")]),
        ("me muero de ganas de volver a Cuba", [("planned trip", "Cuba")]),
        ("he reservado el viaje a Lima, ¡qué ganas!", [("planned trip", "Lima")]),
    ],
)
def test_a_trip_looked_forward_to_is_a_planned_trip(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I'd love to go to Japan one day",
        "me encantaría ir a Japón",
        "I'm so excited to go to the shops later",
        "my sister can't wait to go to Rome",
        "mi hermana está deseando ir a Roma",
        "I booked a trip to Lisbon last year",
    ],
)
def test_a_wish_an_errand_someone_elses_trip_or_one_gone_give_no_trip(text):
    assert [key for key, _ in read(text) if key == "planned trip"] == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # when or how truly an age holds, between the verb and the age
        ("tengo ya cuarenta años", [("age", "cuarenta")]),
        ("tengo ahora 19 años", [("age", "19")]),
        ("I'm now 52", [("age", "52")]),
        ("I'm actually thirty-one.", [("age", "thirty-one")]),
    ],
)
def test_an_age_said_with_when_it_holds(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I'm now 10 minutes away",
        "mi hija tiene ya doce años",
        "I'm just 2 stops from you",
        # a move after "when" is ahead and unsure, in English as in Spanish
        "I'll sign up for a gym when I move to Denver",
        "cuando me mude a Denver me apunto a un gimnasio",
    ],
)
def test_no_age_from_a_distance_or_someone_else_and_no_home_from_a_move_ahead(text):
    assert [key for key, _ in read(text) if key in ("age", "home", "planned move")] == []
