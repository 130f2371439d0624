"""Standing facts: how the user wants to be answered, what they are allergic to and what they do not eat govern
every answer, so they go into every context while they hold, whatever the message asks and in either language;
other facts still need the message to be about them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
import time_machine

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


def test_a_standing_fact_comes_first_when_the_facts_budget_is_tight(client_api, tenant, told):
    set_tenant_policy(tenant=tenant, overrides={"facts_max_tokens": 20})
    section = facts_section(
        client_api, new_conversation(client_api, user_id="noa"), "¿Qué zapatillas de correr me recomiendas en mi talla?"
    )
    lines = section.splitlines()[1:]
    assert lines
    assert all(any(w in line for w in ("vegetarian", "brief", ": en", "shellfish")) for line in lines)
    assert "39" not in section  # the relevant fact waits behind the rules the answer must follow


def test_the_policy_can_leave_standing_facts_to_relevance(client_api, tenant, told):
    set_tenant_policy(tenant=tenant, overrides={"facts_standing": False})
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
