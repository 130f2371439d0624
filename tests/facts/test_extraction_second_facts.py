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
