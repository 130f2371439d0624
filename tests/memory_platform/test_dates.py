"""Calendar dates in Spanish and English: the date a message opens with, and the days, months and years a
question asks about."""

from __future__ import annotations

from datetime import date

import pytest

from memory_platform.text.dates import AskedDate, asked_dates, opening_date


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("(10:05 am on 14 February, 2024) Morning! The plumber finally came.", date(2024, 2, 14)),
        ("[3:40 pm on March 9, 2021] We're back from the lake house.", date(2021, 3, 9)),
        ("2022-11-30: first day at the bakery.", date(2022, 11, 30)),
        ("(a las 18:20 del 2 de octubre de 2023) Hoy empecé las clases de cerámica.", date(2023, 10, 2)),
        ("7 Sept 2020 — the vet says the cat is fine.", date(2020, 9, 7)),
    ],
)
def test_a_message_opening_with_a_date_is_dated_by_it(text, expected):
    assert opening_date(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I'm flying to Porto on 12 March 2024 for the wedding.",  # a date inside the message dates nothing
        "(14 February) Morning!",  # no year: which one?
        "31 February, 2024 was not a day.",
        "May I ask about my order?",
        "",
    ],
)
def test_a_message_not_opening_with_a_whole_date_has_none(text):
    assert opening_date(text) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("What did Gwen cook on 14 February, 2024?", [AskedDate(2024, 2, 14)]),
        ("Who came over on March 9, 2021?", [AskedDate(2021, 3, 9)]),
        ("Which plants did I buy in June 2023?", [AskedDate(2023, 6)]),
        ("What did Rafa start doing during 2022?", [AskedDate(2022)]),
        ("¿Qué me regaló Lucía el 2 de octubre?", [AskedDate(None, 10, 2)]),
        ("¿Adónde fuimos en agosto de 2019?", [AskedDate(2019, 8)]),
        ("What happened on 2022-11-30 and on 3 December 2022?", [AskedDate(2022, 11, 30), AskedDate(2022, 12, 3)]),
        ("May I ask what you'd recommend?", []),
        ("I have 3 dogs and 2 cats.", []),
        ("Order 2024 arrived broken.", []),
        ("What happened on 31 June, 2023?", []),
    ],
)
def test_a_question_asks_about_the_dates_it_names_as_precisely_as_it_names_them(text, expected):
    assert asked_dates(text) == expected
