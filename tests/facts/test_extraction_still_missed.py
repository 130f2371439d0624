"""Classes of self-disclosure docs/facts.md#limits listed as still missed, each read in both languages and written
here in other words than any corpus line, with the near misses that must stay empty (pure engine, no database)."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts


def read(text: str) -> list[tuple[str, str, str]]:
    return [(c.key, c.value, "retire" if c.retire else "set") for c in extract_facts(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I walk my greyhound twice a day", [("pet", "greyhound", "set")]),
        ("before the school run I feed my hens", [("pet", "hens", "set")]),
        ("we live alone with our rabbit in a tiny flat", [("pet", "rabbit", "set")]),
        ("adopted a kitten from the shelter in spring", [("pet", "kitten", "set")]),
        ("saco a mi perra al parque después de cenar", [("pet", "perra", "set")]),
        ("todas las noches le doy de comer a mis dos conejos", [("pet", "dos conejos", "set")]),
        ("vivimos solos con nuestro loro", [("pet", "loro", "set")]),
        ("adoptamos una gatita en verano", [("pet", "gatita", "set")]),
        # a name after the kind is still read as the name
        ("I walk my collie Bramble along the canal", [("pet", "Bramble", "set")]),
    ],
)
def test_a_pet_told_by_its_kind_that_the_user_looks_after_is_read(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I walk my neighbour's dog on Sundays",
        "my sister walks her dog at six",
        "my dog ran off at the park again",
        "a dog chased me down the street",
        "I'd love a dog",
        "I'm thinking of adopting a cat",
        "I took my dog's bed to the laundry",
        "paseo al perro de mi vecina los domingos",
        "mi perro se escapó otra vez",
        "me persiguió un perro",
        "quiero adoptar un gato",
        "mi hermana quiere que adopte un gato",
    ],
)
def test_a_pet_someone_elses_wished_for_or_only_in_a_story_gives_nothing(text):
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a dislike said by an idiom of annoyance, the thing after it or before it
        ("me cae fatal el pepino", [("dislikes", "pepino", "set")]),
        ("el ruido de las motos me saca de quicio", [("dislikes", "ruido de las motos", "set")]),
        ("me repatea madrugar", [("dislikes", "madrugar", "set")]),
        ("me carga el frío", [("dislikes", "frío", "set")]),
        ("queues drive me mad", [("dislikes", "queues", "set")]),
        ("crowds really do my head in", [("dislikes", "crowds", "set")]),
        ("I can't be doing with small talk", [("dislikes", "small talk", "set")]),
    ],
)
def test_a_dislike_said_by_an_idiom_of_annoyance_is_read(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # a person, what is in front of the user now, a situation, a phone's battery
        "mi jefe me saca de quicio",
        "mi suegra me cae fatal",
        "my brother gets on my nerves",
        "this traffic drives me nuts",
        "the traffic today drives me mad",
        "it does my head in",
        "me cae mal que no contestes",
        "se me carga el móvil",
    ],
)
def test_an_annoyance_at_a_person_or_the_moment_gives_nothing(text):
    assert read(text) == []
