"""Wordings the thirty-first natural batch showed the rules missing or misreading (a fact let slip while asking for
help with an everyday errand), each written here in other words, with the near misses that must stay empty (pure
engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an address with "my" left out, opening the clause
        ("Email is tom.hale@example.org, put it on the booking.", [("email", "tom.hale@example.org", "set")]),
        # an allergy after something else the user is
        (
            "I'm coeliac and allergic to sesame, any safe snacks?",
            [("allergy", "sesame", "set"), ("diet", "coeliac", "set")],
        ),
        # a faith's food law kept
        ("We eat kosher at home, so plan the dinner around that.", [("diet", "kosher", "set")]),
        # a diet said to be over with "any more"
        ("I'm not vegan any more, back on cheese since March.", [("diet", "vegan", "retire")]),
        # the formal present of "reside"
        ("Please note we are residing in Mysore at present.", [("home", "Mysore", "set")]),
        # a ceiling on spending named otherwise than "budget"
        ("Price limit for the new kettle is 40 pounds.", [("budget", "40 pounds", "set")]),
        # a favourite asked "ever", answered with an aside
        ("Favourite band ever? Talking Heads, no contest.", [("favourite band", "Talking Heads", "set")]),
        # a shoe size second, its verb left out
        ("I'm a medium in shirts and a 44 in boots.", [("clothing size", "M", "set"), ("shoe size", "44", "set")]),
        # asked to stop a way of addressing the user
        ("stop calling me sweetheart please", [("instruction", "stop calling me sweetheart", "set")]),
        # a reason after a comma is no part of an instruction
        (
            "Never suggest aisle seats, my knees hate them.",
            [("instruction", "Never suggest aisle seats", "set")],
        ),
        # the plan, said as one
        ("Our plan is to relocate to Hobart after the baby.", [("planned move", "Hobart", "set")]),
        # an event ahead the user trains or signs up for
        (
            "Training for the Cork half marathon in October, need a plan.",
            [("upcoming plan", "the Cork half marathon", "set")],
        ),
        ("I've enrolled on a welding course that starts next week.", [("upcoming plan", "a welding course", "set")]),
        # the user's own ceremony on a day ahead
        ("Got my graduation on the 14th, what do I wear?", [("upcoming plan", "graduation", "set")]),
        # a trip to a do ahead, by its town
        ("Heading to a friend's wedding in Lagos next month, gift ideas?", [("planned trip", "Lagos", "set")]),
        # ways of eating with eggs or dairy
        ("I'm a lacto vegetarian, so eggs are out.", [("diet", "lacto vegetarian", "set")]),
        # a known town worn as who the user is
        ("I'm a Cork girl but I live in London now.", [("home", "London", "set"), ("origin", "Cork", "set")]),
        # where the user is from beside someone else's, the verb left out
        ("My wife is from Sligo and me from Derry.", [("origin", "Derry", "set")]),
        # the employer of a role held until now
        (
            "I've been working as a barista at Costa for a year.",
            [("employer", "Costa", "set"), ("job", "barista", "set")],
        ),
        # the second relative named after "'s is"
        ("My mum's name is Carol and my dad's is Geoff.", [("father", "Geoff", "set"), ("mother", "Carol", "set")]),
        # a home given up, the subject left out, and the move after it
        ("Not in Bristol anymore, moved over to Bath last year.", [("home", "Bath", "set")]),
        ("Not in Bristol any more.", [("home", "Bristol", "retire")]),
        # a role after an age
        (
            "I'm 23 and a trainee electrician, what gloves should I buy?",
            [("age", "23", "set"), ("job", "trainee electrician", "set")],
        ),
        # an age before "and a" that names no role is the age alone
        ("I'm 45 and a bit tired of this.", [("age", "45", "set")]),
        # the subject the user teaches, said as the work done, in their words
        (
            "I'm in Lisbon teaching maths at an international school.",
            [("job", "teaching maths", "set")],
        ),
        # sobriety kept for a while
        ("Been sober since 2020, so skip the wine pairing.", [("note", "sober", "set")]),
    ],
)
def test_english_errand_wordings_are_read(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an exam sat on a day ahead, with "rendir" or "dar"
        ("El 3 de julio rindo el examen de Estadística.", [("upcoming plan", "examen de Estadística", "set")]),
        # the user's own day ahead, and when
        (
            "Mi graduación es el 20 de junio, ayúdame con el discurso.",
            [("upcoming plan", "graduación el 20 de junio", "set")],
        ),
        # an event or course ahead signed up for
        ("Me apunté a un curso de fotografía en octubre.", [("upcoming plan", "un curso de fotografía", "set")]),
        # the end of this month is ahead
        ("A fin de mes nos vamos a Oaxaca, qué llevo?", [("planned trip", "Oaxaca", "set")]),
        # vegetarians who eat eggs or dairy, and flexitarians
        ("Ten en cuenta que soy lactovegetariano.", [("diet", "lactovegetariano", "set")]),
        ("soy flexitariana, como carne muy de vez en cuando", [("diet", "flexitariana", "set")]),
        # money the user has for a purpose
        ("Cuento con 200 dólares para el regalo de mi madre.", [("budget", "200 dólares", "set")]),
        # children named after the word for them end where a clause in lowercase starts
        (
            "Tengo mellizas, Sara y Noa, y quiero ideas para su fiesta.",
            [("daughter", "Noa", "set"), ("daughter", "Sara", "set")],
        ),
        # siblings counted, then named after a comma and their age
        ("Tengo dos hermanas menores, Lucía y Marta.", [("sister", "Lucía", "set"), ("sister", "Marta", "set")]),
        # pets lived with after a home said in pieces (the ward and its town, as batches 36 and 39 label a home)
        (
            "Vivo en Sevilla, en Triana, con tres perros.",
            [("home", "Triana, Sevilla", "set"), ("pet", "tres perros", "set")],
        ),
        # where the user is from beside someone else's, the verb left out
        ("Mi mujer es de Cádiz y yo de Jaén.", [("origin", "Jaén", "set")]),
        # sobriety kept for a while
        ("Llevo dos años sin beber, nada de vinos en el menú.", [("note", "Llevo dos años sin beber", "set")]),
    ],
)
def test_spanish_errand_wordings_are_read(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # someone else's plan, ceremony, home, origin or diet; a past event; a night's condition; a what-if
        "My brother's plan is to move to Hobart.",
        "My cousin got her graduation on the 14th.",
        "I signed up for a pottery course last year and hated it.",
        "I'm sober tonight, I'm driving.",
        "I'm a country girl at heart.",
        "My sister lives in Seoul, teaching English at a hagwon.",
        "I'm teaching my son at home this week.",
        "La graduación de mi hermana es el 20 de junio.",
        "Mi prima se apuntó a un curso de fotografía en octubre.",
        "mi papá es de Salta y yo de acuerdo con él",
        "Si fuera flexitariana comería menos carne.",
        "Tengo 50 para el regalo",
    ],
)
def test_near_misses_stay_empty(text):
    assert read(text) == []


def test_a_food_eaten_again_is_no_diet():
    # the diet given up is retired; the food now eaten again is no diet of its own
    assert read("I'm not pescatarian any more, eating chicken again since June.") == [("diet", "pescatarian", "retire")]


def test_a_medicine_carried_is_no_taste():
    assert read("Tengo alergia a los frutos secos, siempre llevo el antihistamínico.") == [
        ("allergy", "frutos secos", "set")
    ]
