"""Wordings the thirty-second natural batch showed the rules missing or misreading (a long-running relationship with
the assistant: updates and corrections of what was said before, retirements, terse answers, dictated run-ons, Spanish
and English in one line), each written here in other words, with the near misses that must stay empty (pure engine,
no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return sorted((c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a move with when said before the place; the new home beats the old one's retirement
        ("Nos mudamos hace dos meses a Alcalá, ya no vivimos en Vallecas.", [("home", "Alcalá", "set")]),
        # "lo de antes" is what was said before, not work held before
        (
            "Te lo corrijo, lo de antes estaba mal: ya no curro en Repsol, desde marzo estoy en Iberdrola.",
            [("employer", "Iberdrola", "set"), ("employer", "Repsol", "retire")],
        ),
        # an employer left and the next one taken with a role, no word of work
        (
            "ya no estoy en Zara, me pasé a Mango de encargada",
            [("employer", "Mango", "set"), ("employer", "Zara", "retire"), ("job", "encargada", "set")],
        ),
        # a partner left, in a line that says the couple broke up
        ("Ya no estoy con Marcos, terminamos en mayo.", [("partner", "Marcos", "retire")]),
        ("I'm no longer with Mark, we broke up in March.", [("partner", "Mark", "retire")]),
        # a planned move called off, and where the user stays
        (
            "Finalmente no nos mudamos a Valencia, nos quedamos en Zaragoza.",
            [("home", "Zaragoza", "set"), ("planned move", "Valencia", "retire")],
        ),
        ("We're not relocating to Perth after all.", [("planned move", "Perth", "retire")]),
        # a partner named by "es"
        ("Mi novio es Tomás, vivimos juntos desde 2020.", [("partner", "Tomás", "set")]),
        # the user's own day ahead, its time first, and whom they marry
        ("Este verano es mi boda con Julia.", [("partner", "Julia", "set"), ("upcoming plan", "boda", "set")]),
        ("Our graduation's next month!", [("upcoming plan", "graduation next month", "set")]),
        # an exam on a day of this month, or with the subject left out
        ("I've got my theory test on the 22nd.", [("upcoming plan", "theory test on the 22nd", "set")]),
        ("Doing my finals in June.", [("upcoming plan", "finals in June", "set")]),
        # the sector of the firm the user works at
        (
            "Curro de diseñadora en una empresa de ciberseguridad.",
            [("industry", "ciberseguridad", "set"), ("job", "diseñadora", "set")],
        ),
        # a pet told by kind after the named ones
        (
            "Tenemos tres gatos, Tom, Kira y Sombra, y un periquito.",
            [("pet", "Kira", "set"), ("pet", "Sombra", "set"), ("pet", "Tom", "set"), ("pet", "periquito", "set")],
        ),
        # a child counted as "niña" and named
        ("Tenemos una niña de 3, Olivia.", [("daughter", "Olivia", "set")]),
        # the age to come said before the birthday
        ("Cumplo los 40 el 12 de agosto.", [("birthday", "12 de agosto", "set")]),
        # each allergen after "me dan alergia"
        ("Me dan alergia las nueces y el marisco.", [("allergy", "marisco", "set"), ("allergy", "nueces", "set")]),
        # an intro after a regional word of address
        ("Che, tengo 41, soy de Rosario.", [("age", "41", "set"), ("origin", "Rosario", "set")]),
        # what to do each time the assistant gives a kind of answer
        (
            "Cada vez que me recomiendes un libro, dímelo con el autor.",
            [("instruction", "dímelo con el autor", "set")],
        ),
        ("Please stop adding emojis to your replies.", [("instruction", "stop adding emojis to your replies", "set")]),
        # pets lived with, before a tag that closes a spoken line
        (
            "Vivo en Palermo con mi novia y dos perros, viste.",
            [("home", "Palermo", "set"), ("pet", "dos perros", "set")],
        ),
        # a shoe size with its sizing system
        ("I'm a US 9 in shoes.", [("shoe size", "9", "set")]),
        # a diet over, the subject left out, and the one taken up after it
        ("Not vegetarian any more, went fully pescatarian last spring.", [("diet", "pescatarian", "set")]),
        # Scots "fae"
        ("I'm fae Aberdeen originally.", [("origin", "Aberdeen", "set")]),
        # a faith's food law in a line about food
        ("I am Jain, so please skip garlic in the recipe.", [("diet", "Jain", "set")]),
        # a second parent named with "called" left out
        ("My mum's called Rose and my dad's Colin.", [("father", "Colin", "set"), ("mother", "Rose", "set")]),
        ("Email is the best way to reach me.", [("contact channel", "Email", "set")]),
        # a dictated intro, no punctuation
        (
            "right so im Priya im from Delhi originally but now im in Leeds working for Arup",
            [
                ("employer", "Arup", "set"),
                ("home", "Leeds", "set"),
                ("name", "Priya", "set"),
                ("origin", "Delhi", "set"),
            ],
        ),
        ("hey im 31 i work as a nurse in Cardiff", [("age", "31", "set"), ("job", "nurse", "set")]),
        # the role and the employer now, subject and verb left out
        ("Quit the bank, now a data analyst at Monzo.", [("employer", "Monzo", "set"), ("job", "data analyst", "set")]),
        # Spanish kin words in an English line
        ("We have two hermanas, Lucia and Marta.", [("sister", "Lucia", "set"), ("sister", "Marta", "set")]),
        # two children whose sex is said of both, each named with an age
        (
            "Two kids, both boys, Finn's 7 and Rory's 4.",
            [("children", "Two", "set"), ("son", "Finn", "set"), ("son", "Rory", "set")],
        ),
        # a break-up told by its verb, and a partner left with the subject left out
        ("I split up with Ollie in the spring.", [("partner", "Ollie", "retire")]),
        ("Not with Sam any more, we broke up.", [("partner", "Sam", "retire")]),
        ("Rompí con Álvaro en Navidad.", [("partner", "Álvaro", "retire")]),
        ("Me divorcié de Ernesto hace años.", [("partner", "Ernesto", "retire")]),
        # an employer left and the one joined after it
        (
            "I'm no longer at Accenture, I joined Capgemini last month.",
            [("employer", "Accenture", "retire"), ("employer", "Capgemini", "set")],
        ),
        # a relative in the other language's word
        ("Mi brother Hugo vive en Chicago.", [("brother", "Hugo", "set")]),
        ("My hermano Diego lives in Quito.", [("brother", "Diego", "set")]),
        # watching alone is no pastime
        ("I love rugby, I watch every game.", [("likes", "rugby", "set")]),
    ],
)
def test_updates_and_answers_are_read(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "ya no estoy en Telcel, me cambié a Movistar de tarifa",  # a phone plan, not a role
        "Ya no estoy con Marcos en el equipo.",  # no break-up said
        "I'm not with Vodafone anymore.",
        "No me mudo a Valencia ni loca.",  # a refusal, no plan called off
        "We're not moving to Perth.",
        "Mi prima se casa en julio con Andrés.",  # someone else's wedding
        "Mi hermano es Médico.",
        "Stop using my card for the order.",  # not about the answers
        "Email is the best way to reach my boss.",
        "now a regular at the Crown",
        "My neighbour has two kids, both girls, Ava's 6 and Isla's 3.",
        "I've had my theory test on the 2nd, passed!",
        "My sister's wedding is on the 3rd of May.",  # someone else's day; a month in a date is no one's name
        "Mi hermana se casa el 3 de mayo.",
        "My mate split up with Ollie in the spring.",  # someone else's break-up
        "Mi prima rompió con Álvaro.",
        "I left home early and joined the queue.",
    ],
)
def test_near_misses_give_nothing(text: str) -> None:
    assert read(text) == []
