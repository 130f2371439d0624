"""Standing facts: how the user wants to be answered, what they are allergic to and what they do not eat govern
every answer, so they go into every context while they hold, whatever the message asks and in either language;
other facts still need the message to be about them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
import time_machine

from facts.cache import facts_changed
from memory_platform.text.tokens import count_tokens
from tenants.services import set_tenant_policy
from tests.factories import FactFactory
from tests.helpers import new_conversation, run_turn

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def facts_section(api, cid: str, query: str) -> str:
    body = api.get(f"/api/v1/conversations/{cid}/context/", {"query": query}).json()
    return "\n".join(m["content"] for m in body["messages"] if m["content"].startswith("Known facts")).lower()


@pytest.fixture
def told(client_api) -> None:
    """An earlier conversation in which the user set how to be answered and said what they cannot eat."""
    cid = new_conversation(client_api, user_id="noa")
    for line in (
        "Contéstame siempre en inglés, por favor.",
        "Prefiero respuestas cortas.",
        "Soy vegetariana.",
        "I'm allergic to shellfish.",
        "Mi talla de zapatilla es la 39.",
    ):
        run_turn(client_api, cid, line, "Anotado.")


@pytest.mark.parametrize(
    "question",
    [
        "Write a short note to my landlord about the broken heater.",
        "¿Qué regalo le compro a mi madre?",
        "Which snacks can I bring to the office party?",
        "Recomiéndame un restaurante para el viernes.",
    ],
)
def test_how_to_answer_and_what_not_to_offer_go_into_every_context(client_api, told, question):
    section = facts_section(client_api, new_conversation(client_api, user_id="noa"), question)
    assert ": en" in section  # the answer language, though the question says nothing of languages
    assert "brief" in section or "breve" in section
    assert "shellfish" in section
    assert "vegetarian" in section
    assert "39" not in section  # a shoe size still waits for a question about shoes


def test_standing_facts_take_at_most_their_share_and_the_message_keeps_room_for_its_own(client_api, tenant, told):
    for n, allergen in enumerate(("kiwi", "látex", "penicilina", "sésamo", "mostaza", "apio", "altramuz", "sulfitos")):
        FactFactory(tenant=tenant, user_id="noa", key="allergy", value=allergen, text=f"alergia: {allergen} ({n})")
    facts_changed(tenant_id=tenant.pk, role="client", user_id="noa")  # as the services do after writing facts
    set_tenant_policy(tenant=tenant, overrides={"facts_max_tokens": 60})
    section = facts_section(
        client_api, new_conversation(client_api, user_id="noa"), "¿Qué zapatillas de correr me recomiendas en mi talla?"
    )
    assert "39" in section  # the message's own fact is there
    standing = [line for line in section.splitlines()[1:] if "39" not in line]
    assert standing  # and the rules the answer must follow, first, as many as half the budget holds
    assert section.splitlines()[-1].endswith("39")
    assert count_tokens("\n".join(standing), "cl100k_base") <= 30


def test_the_policy_can_leave_standing_facts_to_relevance(client_api, tenant, told):
    set_tenant_policy(tenant=tenant, overrides={"facts_standing_share": 0})
    assert facts_section(client_api, new_conversation(client_api, user_id="noa"), "Write a note to my landlord.") == ""


def test_a_standing_fact_still_decays_and_stays_with_its_user(client_api, tenant):
    FactFactory(
        tenant=tenant,
        user_id="ines",
        key="allergy",
        value="nueces",
        text="alergia: nueces",
        created_at=T0,
        confidence="medium",
    )
    cid = new_conversation(client_api, user_id="ines")
    with time_machine.travel(T0 + timedelta(days=10), tick=False):
        assert "nueces" in facts_section(client_api, cid, "Write a note to my landlord.")
        assert (
            facts_section(client_api, new_conversation(client_api, user_id="other"), "Write a note to my landlord.")
            == ""
        )
    with time_machine.travel(T0 + timedelta(days=91), tick=False):  # unconfirmed for 90 days, not high confidence
        assert "nueces" not in facts_section(client_api, cid, "Write a note to my landlord.")
