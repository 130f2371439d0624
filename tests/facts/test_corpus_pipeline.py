"""Through the real pipeline (begin, complete, eager after-turn task): no casual line of the corpus
creates or changes a fact, a negation retires with provenance, and a tenant's extractor is used."""

from __future__ import annotations

import pytest
from django.test import override_settings

from bench.corpus import fact_items
from facts.engine.extraction import FactCandidate, candidate
from facts.models import Fact
from memory.services.turns import begin_turn, complete_turn
from tenants.services import set_tenant_policy
from tests.factories import ConversationFactory

pytestmark = pytest.mark.usefixtures("app_commits")  # whole turns through the services and the after-turn pipeline

SEEDS = [
    "Vivo en Valencia",
    "Trabajo en un equipo de 5",
    "Calzo un 43",
    "Me llamo Lucía",
    "Mi presupuesto es de 200 euros",
    "I work at Shopify",
    "I'm vegetarian",
    "Prefiero la marca Asics",
    "Pago siempre con Mercado Pago",
    "Tengo un perro que se llama Toby",
]


def say(conversation, *lines: str) -> None:
    for line in lines:
        started = begin_turn(conversation=conversation, content=line)
        complete_turn(conversation=conversation, turn=started.turn, lease=started.lease, content="Entendido.")


def snapshot() -> list[tuple]:
    return list(
        Fact.objects.order_by("id").values_list(
            "id", "key", "value", "status", "confirmations", "last_confirmed_at", "superseded_by"
        )
    )


def test_no_casual_line_of_the_corpus_creates_or_changes_a_fact(tenant):
    conversation = ConversationFactory(tenant=tenant, user_id="42")
    say(conversation, *SEEDS)
    before = snapshot()
    assert len(before) == len(SEEDS)
    casual = [item.text for item in fact_items() if not item.facts]
    assert len(casual) > 150
    for start in range(0, len(casual), 40):  # a fresh conversation now and then, as users do
        say(ConversationFactory(tenant=tenant, user_id="42"), *casual[start : start + 40])
    assert snapshot() == before


def test_a_negation_retires_the_fact_with_its_provenance_and_a_remark_does_not(tenant):
    conversation = ConversationFactory(tenant=tenant, user_id="42")
    say(
        conversation,
        "Vivo en Valencia",
        "No vivo en el centro y el envío tarda una eternidad",
        "Mi equipo perdió otra vez",
    )
    [home] = Fact.objects.filter(key="home")
    assert (home.value, home.status) == ("Valencia", "active")
    say(conversation, "Ya no vivo en Valencia")
    home.refresh_from_db()
    retirement = home.superseded_by
    assert home.status == "superseded"
    assert retirement is not None
    assert (retirement.negated, retirement.value, retirement.source_message.content) == (
        True,
        "Valencia",
        "Ya no vivo en Valencia",
    )


class Fixed:
    def extract(self, text: str, *, extra_domains=()) -> list[FactCandidate]:
        return [candidate("colour", "green", "en")] if "verde" in text else []


@override_settings(
    FACT_EXTRACTORS={
        "rules": "facts.engine.extraction.RuleExtractor",
        "fixed": "tests.facts.test_corpus_pipeline.Fixed",
    }
)
def test_a_tenant_can_plug_in_its_own_extractor(tenant):
    set_tenant_policy(tenant=tenant, overrides={"fact_extractor": "fixed"})
    say(ConversationFactory(tenant=tenant, user_id="42"), "Calzo un 43 y me gusta el verde")
    assert [(f.key, f.value) for f in Fact.objects.all()] == [("colour", "green")]
