"""Facts end to end: extraction from explicit signals only, re-confirmation, contradiction chains,
decay at its boundaries, isolation, injection into the context, forget-user and dedup."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
import time_machine
from django.core.cache import cache

from conversations.hot import hot_key
from conversations.models import Conversation, Message
from facts.models import Fact
from facts.services.facts import mark_stale_facts
from tenants.models import AuditEvent
from tests.factories import FactFactory
from tests.helpers import begin, new_conversation, run_turn

T0 = datetime(2026, 1, 10, 12, 0, tzinfo=UTC)


def facts_of(user_id: str, **filters) -> list[Fact]:
    return list(Fact.objects.filter(user_id=user_id, **filters).order_by("id"))


def say(api, cid: str, *lines: str) -> None:
    for line in lines:
        run_turn(api, cid, line, "Entendido.")


def context_facts(api, cid: str, query: str) -> str:
    """The facts section of a preview for `query`, lowercased."""
    body = api.get(f"/api/v1/conversations/{cid}/context/", {"query": query}).json()
    return "\n".join(m["content"] for m in body["messages"] if m["content"].startswith("Known facts")).lower()


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Trabajo en fintech, equipo de 5", [("work", "industry", "fintech"), ("work", "team size", "5")]),
        ("Prefiero respuestas directas", [("preferences", "response style", "brief")]),
        ("Decidí usar Kimi K2.5", [("decisions", "llm", "Kimi K2.5")]),
    ],
)
def test_seed_table(client_api, line, expected):
    cid = new_conversation(client_api)
    say(client_api, cid, line)
    facts = facts_of("42")
    assert [(f.domain, f.key, f.value) for f in facts] == expected
    assert all((f.confidence, f.source, f.status) == ("high", "explicit", "active") for f in facts)
    assert all(f.source_message.content == line for f in facts)


def test_casual_chat_yields_no_fact(client_api):
    cid = new_conversation(client_api)
    say(
        client_api,
        cid,
        "hola, ¿cómo va?",
        "¿siempre es así de lento?",
        "thanks!",
        "what's the weather like?",
        "me gusta el día",
    )
    assert facts_of("42") == []


def test_repeated_mention_reconfirms(client_api):
    with time_machine.travel(T0, tick=False):
        say(client_api, new_conversation(client_api), "Recordá que mi talla es 42")
    with time_machine.travel(T0 + timedelta(days=20), tick=False):
        say(client_api, new_conversation(client_api), "Recordá que mi talla es 42")
    [fact] = facts_of("42")
    assert fact.confirmations == 2
    assert fact.last_confirmed_at == T0 + timedelta(days=20)


def test_contradiction_chain(client_api):
    cid = new_conversation(client_api)
    say(client_api, cid, "Decidí usar Kimi K2.5", "Ya no uso Kimi, ahora uso Claude", "Ahora uso GPT-5 para todo")
    kimi, claude, gpt = facts_of("42")
    assert (kimi.status, claude.status, gpt.status) == ("superseded", "superseded", "active")
    assert kimi.superseded_by == claude
    assert claude.superseded_by == gpt
    injected = context_facts(client_api, new_conversation(client_api), "¿qué LLM decidimos usar?").lower()
    assert "gpt-5" in injected
    assert "kimi" not in injected
    assert "claude" not in injected


def test_a_planned_move_leaves_the_current_home(client_api):
    cid = new_conversation(client_api)
    say(client_api, cid, "Vivo en Madrid", "Nos mudamos a Oporto en marzo")
    home, move = facts_of("42")
    assert (home.key, home.value, home.status) == ("home", "Madrid", "active")
    assert (move.domain, move.key, move.value, move.status) == ("plans", "planned move", "Oporto", "active")
    injected = context_facts(client_api, new_conversation(client_api), "¿dónde vivo?")
    assert "madrid" in injected


def test_the_users_words_are_kept_and_matched_across_languages(client_api):
    say(client_api, new_conversation(client_api), "Recuerda que mi color favorito es el verde esmeralda")
    say(client_api, new_conversation(client_api), "My favourite colour is emerald green")
    [fact] = facts_of("42")
    assert (fact.value, fact.text, fact.confirmations) == ("verde esmeralda", "color favorito: verde esmeralda", 2)
    say(client_api, new_conversation(client_api), "Mi color favorito es el azul marino")
    old, new = facts_of("42")
    assert (old.status, old.superseded_by, new.value) == ("superseded", new, "azul marino")
    injected = context_facts(client_api, new_conversation(client_api), "¿cuál es mi color favorito?")
    assert "azul marino" in injected
    assert "esmeralda" not in injected


def test_a_diet_kept_for_health_stands_beside_a_way_of_eating(client_api):
    say(client_api, new_conversation(client_api), "Soy vegetariana desde hace años")
    say(client_api, new_conversation(client_api), "soy celíaca, ojo con las recetas")
    say(client_api, new_conversation(client_api), "I'm coeliac by the way")  # the same diet, in English
    say(client_api, new_conversation(client_api), "ahora soy vegana")  # a new way of eating replaces the old one
    vegetarian, coeliac, vegan = facts_of("42")
    assert (vegetarian.status, vegetarian.superseded_by) == ("superseded", vegan)
    assert (coeliac.key, coeliac.value, coeliac.status, coeliac.confirmations) == ("diet", "celíaca", "active", 2)
    assert (vegan.value, vegan.status) == ("vegana", "active")
    injected = context_facts(client_api, new_conversation(client_api), "¿qué receta me recomiendas para cenar?")
    assert "celíaca" in injected
    assert "vegana" in injected


def test_an_intolerance_is_a_diet_and_an_allergy_stays_an_allergy(client_api):
    say(client_api, new_conversation(client_api), "soy intolerante a la lactosa y soy alérgica a las nueces")
    say(client_api, new_conversation(client_api), "lactose intolerant, remember")
    facts = {fact.key: fact for fact in facts_of("42")}
    assert (facts["diet"].value, facts["diet"].confirmations) == ("intolerante a la lactosa", 2)
    assert facts["allergy"].value == "nueces"
    assert len(facts_of("42")) == 2


def test_a_budget_keeps_its_currency_and_a_retirement_names_it_in_any_form(client_api):
    cid = new_conversation(client_api, user_id="sam")
    say(client_api, cid, "My budget is 300 euros at most", "My budget is 300")
    [fact] = facts_of("sam")
    assert (fact.value, fact.confirmations) == ("300 euros", 2)
    say(client_api, cid, "Soy alérgico a la penicilina", "Turns out I'm not allergic to penicillin after all")
    allergy = facts_of("sam", key="allergy")
    assert [(f.value, f.negated, f.status) for f in allergy] == [
        ("penicilina", False, "superseded"),
        ("penicillin", True, "active"),
    ]


def test_team_update_in_english(client_api):
    cid = new_conversation(client_api, user_id="sam")
    say(client_api, cid, "I work in a team of 5", "I moved to a team of 8")
    old, new = facts_of("sam")
    assert old.status == "superseded"
    assert new.status == "active"
    assert "8" in new.text


def test_a_turn_run_again_records_its_facts_once(client_api):
    from memory.services.pipeline import index_turn

    cid = new_conversation(client_api)
    say(client_api, cid, "Vivo en Valencia")
    conversation = Conversation.objects.get(public_id=cid)
    messages = list(
        Message.objects.joined_for_tenant(conversation.tenant_id)
        .filter(conversation_id=conversation.pk)
        .select_related("conversation__tenant")
    )
    assert not index_turn(conversation=conversation, turn=1, messages=messages)  # its job is done and gone
    assert len(facts_of("42")) == 1
    assert facts_of("42")[0].confirmations == 1


@pytest.mark.parametrize(
    ("line", "fact"),
    [
        ("Need a lead for the park. We've got a spaniel, Mabel.", ("pet", "Mabel")),
        ("Mi pedido no llegó. Para la tele me puedo gastar 700 euros.", ("budget", "700 euros")),
    ],
)
def test_the_after_turn_job_reads_a_sentence_from_the_vector_begin_stored(client_api, monkeypatch, line, fact):
    """The learned fallback reads a stored message's sentence from the vector begin wrote with the message: the
    fact is the same, and the model is not called for that sentence a second time."""
    from facts.engine import learned

    sent: list[str] = []
    embed = learned.embed_texts
    monkeypatch.setattr(learned, "embed_texts", lambda backend, texts: sent.extend(texts) or embed(backend, texts))
    cid = new_conversation(client_api)
    say(client_api, cid, line)
    assert [(f.key, f.value) for f in facts_of("42")] == [fact]
    assert not [text for text in sent if fact[1] in text]


@pytest.mark.parametrize(
    ("confidence", "days", "injected"),
    [
        ("medium", 90, True),
        ("medium", 91, False),
        ("high", 179, True),
        ("high", 181, False),
        ("low", 30, True),
        ("low", 31, False),
    ],
)
def test_decay_boundaries(client_api, tenant, confidence, days, injected):
    cid = new_conversation(client_api)
    FactFactory(tenant=tenant, key="city", text="vivo en valencia", confidence=confidence, created_at=T0)
    with time_machine.travel(T0 + timedelta(days=days), tick=False):
        assert ("valencia" in context_facts(client_api, cid, "¿dónde vivo?")) is injected


def test_stale_marking_at_180_days(tenant):
    fact = FactFactory(tenant=tenant, key="city", text="vivo en valencia", confidence="high", created_at=T0)
    assert mark_stale_facts(now=T0 + timedelta(days=180)) == 0
    assert mark_stale_facts(now=T0 + timedelta(days=180, seconds=1)) == 1
    assert mark_stale_facts(now=T0 + timedelta(days=200)) == 0  # idempotent
    fact.refresh_from_db()
    assert fact.status == "stale"


def test_facts_are_isolated_by_role_and_user(full_api):
    client_cid = new_conversation(full_api, role="client", user_id="ana")
    say(full_api, client_cid, "Vivo en Valencia")
    client_cid = new_conversation(full_api, role="client", user_id="ana")  # facts outlive conversations
    admin_cid = new_conversation(full_api, role="admin", user_id="ana")
    other_cid = new_conversation(full_api, role="client", user_id="bea")
    assert "valencia" in context_facts(full_api, client_cid, "¿dónde vivo?")
    assert context_facts(full_api, admin_cid, "¿dónde vivo?") == ""
    assert context_facts(full_api, other_cid, "¿dónde vivo?") == ""


def test_facts_are_not_repeated_when_said_in_the_last_turns(client_api):
    cid = new_conversation(client_api)
    say(client_api, cid, "Vivo en Valencia")
    body = begin(client_api, cid, "¿Dónde vivo?").json()["context"]
    assert not any(m["content"].startswith("Known facts") for m in body["messages"])


def test_facts_api(client_api, other_api, admin_api):
    created = client_api.post(
        "/api/v1/facts/",
        {"user_id": "42", "role": "client", "domain": "work", "text": "Trabajo en fintech"},
        format="json",
    )
    assert created.status_code == 201
    fact_id = created.json()["id"]
    assert client_api.get("/api/v1/facts/", {"user_id": "42"}).json()["count"] == 1
    assert client_api.post(f"/api/v1/facts/{fact_id}/confirm/").json()["confirmations"] == 2
    contradicted = client_api.post(f"/api/v1/facts/{fact_id}/contradict/", {"text": "Trabajo en salud"}, format="json")
    assert contradicted.status_code == 201
    new_id = contradicted.json()["fact"]["id"]
    history = client_api.get(f"/api/v1/facts/{new_id}/history/").json()
    assert [f["id"] for f in history["chain"]] == [fact_id, new_id]
    assert client_api.delete(f"/api/v1/facts/{new_id}/").json()["status"] == "deleted"
    # Another tenant sees nothing (404); a key of this tenant without the role is refused (403),
    # exactly as for conversations.
    assert other_api.get(f"/api/v1/facts/{fact_id}/").status_code == 404
    assert other_api.get("/api/v1/facts/").json()["count"] == 0
    refused = admin_api.get(f"/api/v1/facts/{fact_id}/")
    assert refused.status_code == 403
    assert refused.json()["error"]["code"] == "role_not_allowed"
    assert admin_api.get("/api/v1/facts/").json()["count"] == 0


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"user_id": "42", "role": "client", "domain": "work", "text": "  "}, 400, "empty_text"),
        ({"user_id": "42", "role": "client", "domain": "astrology", "text": "x y"}, 400, "invalid_domain"),
        ({"user_id": "42", "role": "admin", "domain": "work", "text": "x y"}, 403, "role_not_allowed"),
        ({"user_id": "4:2", "role": "client", "domain": "work", "text": "x y"}, 400, "invalid_user_id"),
    ],
)
def test_bad_fact_input_changes_nothing(client_api, body, status, code):
    response = client_api.post("/api/v1/facts/", body, format="json")
    assert response.status_code == status
    assert response.json()["error"]["code"] == code
    assert Fact.objects.count() == 0


def test_contradicting_a_deleted_fact_is_a_conflict(client_api):
    fact_id = client_api.post(
        "/api/v1/facts/",
        {"user_id": "42", "role": "client", "domain": "work", "text": "Trabajo en fintech"},
        format="json",
    ).json()["id"]
    client_api.delete(f"/api/v1/facts/{fact_id}/")
    response = client_api.post(f"/api/v1/facts/{fact_id}/contradict/", {"text": "Trabajo en salud"}, format="json")
    assert response.status_code == 409
    assert Fact.objects.count() == 1


def test_bad_status_filter_is_rejected(client_api):
    response = client_api.get("/api/v1/facts/", {"status": "forgotten"})
    assert response.status_code == 400


def test_list_query_count_is_flat(client_api, tenant, django_assert_max_num_queries):
    FactFactory.create_batch(30, tenant=tenant, domain="work", created_at=T0)
    with django_assert_max_num_queries(4):
        assert client_api.get("/api/v1/facts/").status_code == 200


def test_forget_user_leaves_nothing_behind(client_api, other_api, other_tenant):
    cid = new_conversation(client_api, user_id="ana")
    say(client_api, cid, "Vivo en Valencia", "¿Cuál es mi ciudad?")
    other_cid = new_conversation(other_api, user_id="ana")
    say(other_api, other_cid, "Vivo en Lima")
    conversation = Conversation.objects.get(public_id=cid)
    assert cache.get(hot_key(conversation)) is not None
    response = client_api.delete("/api/v1/users/ana/memory/")
    assert response.status_code == 200
    erased = response.json()["erased"]
    assert erased["conversations"] == 1
    assert erased["messages"] == 4
    assert erased["facts"] == 1
    assert not Conversation.objects.filter(tenant=conversation.tenant, user_id="ana").exists()
    assert not Message.objects.joined_for_tenant(conversation.tenant_id).filter(conversation__user_id="ana").exists()
    assert not Fact.objects.filter(tenant=conversation.tenant, user_id="ana").exists()
    assert not Fact.history.model.objects.filter(tenant_id=conversation.tenant_id, user_id="ana").exists()
    assert cache.get(hot_key(conversation)) is None
    event = AuditEvent.objects.get(action="forget_user")
    assert event.details == erased
    assert "Valencia" not in str(event.details)
    # The other tenant's user of the same id is untouched.
    assert Fact.objects.filter(tenant=other_tenant, user_id="ana").count() == 1


def test_dedup_returns_the_previous_answer_with_the_system_disclaimer(client_api):
    first = new_conversation(client_api, user_id="ana")
    run_turn(
        client_api,
        first,
        "¿Cuál es la política de devoluciones para zapatillas?",
        "Tenés 30 días para devolverlas sin uso.",
    )
    second = new_conversation(client_api, user_id="ana")
    dedup = begin(client_api, second, "¿cuál es la política de devoluciones de zapatillas?").json()["dedup"]
    assert dedup["previous_answer"] == "Tenés 30 días para devolverlas sin uso."
    assert dedup["disclaimer"] == "[Respuesta recuperada de conversación anterior]"
    english = new_conversation(client_api, user_id="sam")
    run_turn(client_api, english, "What is the return policy for running shoes?", "30 days, unused.")
    again = new_conversation(client_api, user_id="sam")
    assert (
        begin(client_api, again, "what is the return policy for running shoes").json()["dedup"]["disclaimer"]
        == "[Answer retrieved from a previous conversation]"
    )


@pytest.mark.parametrize(
    "question", ["¿Qué pedí hoy?", "what's my order status now?", "Estoy frustrado, ¿por qué no llega mi pedido?"]
)
def test_time_dependent_and_emotional_questions_are_never_deduplicated(client_api, question):
    first = new_conversation(client_api, user_id="ana")
    run_turn(client_api, first, question, "Respuesta anterior.")
    second = new_conversation(client_api, user_id="ana")
    assert begin(client_api, second, question).json()["dedup"] is None


def test_another_users_question_is_not_deduplicated(client_api):
    first = new_conversation(client_api, user_id="ana")
    run_turn(client_api, first, "¿Cuál es la política de devoluciones?", "30 días.")
    other = new_conversation(client_api, user_id="bea")
    assert begin(client_api, other, "¿Cuál es la política de devoluciones?").json()["dedup"] is None


def test_deterministic_answers_about_the_user_are_cached(client_api):
    first = new_conversation(client_api, user_id="ana")
    run_turn(client_api, first, "¿Cuál es mi talla?", "Tu talla es 42.")
    second = new_conversation(client_api, user_id="ana")
    dedup = begin(client_api, second, "¿cuál es mi talla?").json()["dedup"]
    assert dedup["source"] == "answer_cache"
    assert dedup["previous_answer"] == "Tu talla es 42."
    assert dedup["disclaimer"] == "[Respuesta recuperada de conversación anterior]"


def test_time_dependent_answers_are_never_cached(client_api):
    from memory.services.dedup import answers_cache_key

    cid = new_conversation(client_api, user_id="ana")
    run_turn(client_api, cid, "¿Cuál es mi pedido de hoy?", "El pedido 77.")
    assert not cache.get(answers_cache_key(Conversation.objects.get(public_id=cid)))
