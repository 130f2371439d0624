"""A pet the user names with no kind when it dies ("se nos murió Toby", "Toby passed away", "we had to put Toby
down") is gone: its fact is retired, in both languages, and a later conversation no longer hears of it as the
user's pet. A relative's or a friend's death, a match lost and a number lost retire nothing."""

from __future__ import annotations

import pytest

from facts.engine.extraction import extract_facts
from facts.models import Fact, FactStatus
from tests.helpers import new_conversation, run_turn


def gone(text: str) -> list[str]:
    return [c.value for c in extract_facts(text) if c.key == "pet" and c.retire]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Se nos murió Canela el martes y la casa está muy vacía.", "Canela"),
        ("Chispa se nos murió anoche.", "Chispa"),
        ("Perdimos a Rayo en verano, tenía catorce años.", "Rayo"),
        ("Biscuit passed away on Sunday, we're gutted.", "Biscuit"),
        ("We had to put Pepper to sleep this morning.", "Pepper"),
        ("I lost Mittens last month.", "Mittens"),
        ("RIP Pepper, fourteen years of mischief", "Pepper"),
        ("Pets: none any more. Rest in peace little Mittens", "Mittens"),
    ],
)
def test_a_pet_named_bare_is_retired_when_it_dies(text, name):
    assert gone(text) == [name]


@pytest.mark.parametrize(
    "text",
    [
        "Mi abuela Rosa se nos murió en enero.",
        "Mi amigo Andrés murió en un accidente.",
        "Perdimos a Sergio de vista en el concierto.",
        "Grandad Bill passed away in May.",
        "My neighbour Frank died last week.",
        "We lost Arsenal's match again.",
        "I lost Priya's phone number.",
        "RIP Grandad Bill, the funeral is on Friday.",
        "RIP Queen Elizabeth, what a reign.",
        "RIP my phone, dropped it in the bath.",
    ],
)
def test_no_pet_is_retired_for_a_person_a_match_or_a_number(text):
    assert gone(text) == []


def test_a_bare_name_that_died_retires_only_a_pet_of_that_name(client_api):
    cid = new_conversation(client_api, user_id="ari")
    run_turn(client_api, cid, "Pickles died and now I'm devastated.", "I'm so sorry.")  # no pet on record: no fact
    run_turn(client_api, cid, "Elvis died in 1977, my dad still plays his records.", "A classic.")
    assert not Fact.objects.filter(user_id="ari").exists()
    assert [c.held_only for c in extract_facts("Pickles died and now I'm devastated.")] == [True]


def test_a_dead_pet_no_longer_reads_as_the_users_pet_in_a_later_conversation(client_api):
    run_turn(
        client_api, new_conversation(client_api, user_id="eli"), "Tengo un perro que se llama Tango.", "¡Qué bien!"
    )
    run_turn(
        client_api, new_conversation(client_api, user_id="eli"), "Se nos murió Tango la semana pasada.", "Lo siento."
    )
    assert not Fact.objects.filter(user_id="eli", key="pet", status=FactStatus.ACTIVE, negated=False).exists()
    assert Fact.objects.filter(user_id="eli", key="pet", negated=True, status=FactStatus.ACTIVE).exists()  # "ya no"
    later = new_conversation(client_api, user_id="eli")
    body = client_api.get(
        f"/api/v1/conversations/{later}/context/", {"query": "Recommend some toys for my dog."}
    ).json()
    facts = [m["content"] for m in body["messages"] if m["content"].startswith("Known facts")]
    lines = [line for section in facts for line in section.splitlines() if "Tango" in line]
    assert all("ya no" in line or "no longer" in line for line in lines)  # never as the pet the user has now
