"""Recall stays true to the facts: a recalled turn stating a value the user corrected shows what
replaced it, and once an operator deletes the fact nothing recalled presents either value as
current — in Spanish and in English, in a new conversation's context, whatever section."""

from __future__ import annotations

import re

import pytest

from facts.models import Fact, FactStatus
from tests.helpers import begin, complete, new_conversation, run_turn

CASES = {
    "en": {
        "said": ("My shoe size is 43.", "Noted, size 43."),
        "corrected": ("Actually, my shoe size is 45.", "Got it, your shoe size is 45."),
        "chat": [
            ("I'm looking for trail running shoes.", "We have several models with good grip."),
            ("Which one is the lightest?", "The Speedgoat is the lightest of them."),
        ],
        "question": "What shoe size should I order in?",
    },
    "es": {
        "said": ("Calzo un 43.", "Anotado, talla 43."),
        "corrected": ("Perdón, en realidad calzo un 45.", "Entendido, tu talla es 45."),
        "chat": [
            ("Busco zapatillas para correr por montaña.", "Tenemos varios modelos con buen agarre."),
            ("¿Cuál es la más ligera?", "La Speedgoat es la más ligera de todas."),
        ],
        "question": "¿Qué número de zapatilla tengo que pedir?",
    },
}


def context_of(client_api, question: str) -> list[str]:
    cid = new_conversation(client_api, user_id="ana")
    body = begin(client_api, cid, question).json()
    complete(client_api, cid, body["turn"], body["lease"], "ok")
    return [m["content"] for m in body["context"]["messages"][:-1]]  # every section but the question itself


def presented_as_current(sections: list[str], value: str) -> list[str]:
    """The lines of the context that state `value` without saying it no longer holds."""
    return [
        line
        for section in sections
        for line in section.splitlines()
        if re.search(rf"(?<!\d){value}(?!\d)", line) and "no longer holds" not in line
    ]


@pytest.fixture(params=sorted(CASES))
def corrected(request, client_api) -> dict:
    """An earlier conversation: the size said, some chat, then corrected (the first fact superseded)."""
    case = CASES[request.param]
    cid = new_conversation(client_api, user_id="ana")
    for user, assistant in [case["said"], *case["chat"], case["corrected"]]:
        run_turn(client_api, cid, user, assistant)
    facts = {f.value: f for f in Fact.objects.filter(user_id="ana", key="shoe size")}
    assert facts["43"].status == FactStatus.SUPERSEDED
    assert facts["43"].superseded_by_id == facts["45"].pk
    assert facts["45"].status == FactStatus.ACTIVE
    return case | {"fact_45": facts["45"].pk}


def test_a_recalled_turn_with_a_superseded_value_says_what_replaced_it(client_api, corrected):
    sections = context_of(client_api, corrected["question"])
    assert presented_as_current(sections, "43") == []
    recalled = next(s for s in sections if s.startswith("From the user's earlier conversations"))
    assert "shoe size: 43 no longer holds, now 45" in recalled  # the turn is there, with what replaced its value
    assert any("45" in section for section in sections)


def test_after_an_operator_deletes_the_fact_neither_value_reads_as_current(client_api, corrected):
    assert client_api.delete(f"/api/v1/facts/{corrected['fact_45']}/").json()["status"] == "deleted"
    sections = context_of(client_api, corrected["question"])
    assert presented_as_current(sections, "43") == []
    assert presented_as_current(sections, "45") == []
    assert not any(section.startswith("Known facts") for section in sections)
    assert any(section.startswith("From the user's earlier conversations") for section in sections)  # the chat stays


SUMMARY_CASES = {
    "es": {
        "said": (
            "Busco un portátil para programar, mi presupuesto es de 900 euros.",
            "Con 900 euros, el ThinkPad E14.",
        ),
        "chat": [
            ("¿Cuál tiene mejor batería?", "El ThinkPad dura unas diez horas."),
            ("¿Y la pantalla?", "Catorce pulgadas, mate."),
            ("¿Cuánta memoria lleva?", "Dieciséis gigas."),
            ("¿Se puede ampliar?", "Sí, hasta cuarenta."),
            ("¿Qué tal el teclado?", "De los mejores."),
            ("¿Y el peso?", "Un kilo cuatrocientos."),
            ("¿Cuánto tarda el envío?", "De dos a cuatro días."),
            ("Otra cosa: ¿tenéis ratones inalámbricos?", "Sí, el Logitech M720."),
        ],
        "changed": ("Al final mi presupuesto sube: ahora son 1200 euros.", "Entendido."),
        "question": "¿Qué portátiles encajan con lo que puedo gastar?",
    },
    "en": {
        "said": ("I need a laptop for coding, my budget is 900 euros.", "For 900 euros, the ThinkPad E14."),
        "chat": [
            ("Which has the best battery?", "The ThinkPad lasts about ten hours."),
            ("And the screen?", "Fourteen inches, matte."),
            ("How much memory?", "Sixteen gigabytes."),
            ("Can it be upgraded?", "Yes, up to forty."),
            ("How is the keyboard?", "One of the best."),
            ("And the weight?", "About one point four kilos."),
            ("How long does shipping take?", "Two to four days."),
            ("Something else: do you sell wireless mice?", "Yes, the Logitech M720."),
        ],
        "changed": ("In the end my budget went up: it's 1200 euros now.", "Got it."),
        "question": "Which laptops fit what I can spend?",
    },
}


@pytest.mark.parametrize("language", sorted(SUMMARY_CASES))
def test_a_summary_naming_a_value_since_replaced_says_what_replaced_it(client_api, language):
    case = SUMMARY_CASES[language]
    cid = new_conversation(client_api, user_id="leo")
    for user, assistant in [case["said"], *case["chat"], case["changed"]]:
        run_turn(client_api, cid, user, assistant)
    body = begin(client_api, cid, case["question"]).json()
    sections = [m["content"] for m in body["context"]["messages"][:-1]]
    summaries = next(s for s in sections if s.startswith("Earlier in this conversation"))
    assert "900" in summaries  # the first turns were folded, the old budget among their keywords
    assert presented_as_current(sections, "900") == []
    assert "budget: 900 euros no longer holds, now 1200 euros" in summaries
