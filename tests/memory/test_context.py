"""The context: mandatory order, hard budget, summaries, topic shifts, preview without side effects."""

from __future__ import annotations

import json

import pytest

from conversations.models import Message, Summary
from memory_platform.text.tokens import REPLY_PRIMING_TOKENS, count_tokens, message_tokens
from tenants.services import set_tenant_policy
from tests.helpers import begin, conversation, new_conversation, rows_of, run_turn

SHOE_TALK = [
    ("Quiero ver zapatillas para correr", "Tenemos Nike, Adidas y Asics para correr. ¿Qué talla usás?"),
    ("Uso talla 42 en zapatillas de running", "Perfecto, en talla 42 hay Nike Pegasus y Asics Novablast."),
    (
        "¿Las Nike Pegasus tienen amortiguación para correr largo?",
        "Sí, las Pegasus tienen buena amortiguación para tiradas largas.",
    ),
    ("Decidí llevar las Nike Pegasus talla 42", "Genial, las agrego al carrito. ¿Querés ver medias de running?"),
    ("Sí, mostrame medias para correr", "Tenemos medias de running Nike y Adidas, paquete de 3."),
    ("Agregá las medias Nike de running", "Agregadas las medias Nike al carrito junto a las Pegasus."),
    ("¿Cuánto suma el carrito con zapatillas y medias?", "El carrito suma 129 euros: Pegasus 42 y medias Nike."),
    ("¿Tienen envío gratis para las zapatillas?", "Sí, el envío es gratis para compras de más de 100 euros."),
    ("Bien, quiero pagar las zapatillas y medias", "Vamos al checkout: ¿a qué dirección enviamos?"),
    ("Enviá a Calle Mayor 5, Madrid", "Dirección guardada. ¿Pagás con tarjeta?"),
    ("Sí, con tarjeta de crédito", "Perfecto, te llevo al paso de pago con tarjeta."),
]


def recount(messages: list[dict], encoding: str = "cl100k_base") -> int:
    return REPLY_PRIMING_TOKENS + sum(message_tokens(count_tokens(m["content"], encoding)) for m in messages)


def test_context_tokens_are_exact_and_within_budget(client_api):
    cid = new_conversation(client_api)
    for user, assistant in SHOE_TALK:
        run_turn(client_api, cid, user, assistant)
    body = begin(client_api, cid, "¿Cuál era mi talla?").json()["context"]
    assert body["total_tokens"] == recount(body["messages"]) <= body["budget"]
    assert body["tokens"]["total"] == body["total_tokens"]
    assert body["naive_tokens"] > body["total_tokens"]


def test_turns_leaving_the_window_become_summaries(client_api):
    cid = new_conversation(client_api)
    for user, assistant in SHOE_TALK:
        run_turn(client_api, cid, user, assistant)
    summaries = rows_of(Summary, cid).order_by("first_turn")
    assert summaries.exists()
    first = summaries.first()
    assert first.first_turn == 1
    assert first.token_count <= 50
    assert conversation(cid).summarized_turn >= first.last_turn
    listed = client_api.get(f"/api/v1/conversations/{cid}/messages/").json()["results"]
    assert [m["turn"] for m in listed if m["summarized_at"]] == [
        t for t in range(1, conversation(cid).summarized_turn + 1) for _ in (0, 1)
    ]
    context = client_api.get(f"/api/v1/conversations/{cid}/context/", {"query": "¿y el pago?"}).json()
    summary_messages = [m for m in context["messages"] if m["role"] == "system" and '"topic"' in m["content"]]
    assert summary_messages, "active summaries go into the context"
    window_turns = context["window_turns"]
    assert len(window_turns) <= 8
    assert min(window_turns) > first.last_turn


def test_sections_come_in_the_mandatory_order(client_api):
    cid = new_conversation(client_api)
    client_api.patch(
        f"/api/v1/conversations/{cid}/state/", {"confirmed": True, "set": {"checkout_step": "address"}}, format="json"
    )
    for user, assistant in SHOE_TALK:
        run_turn(client_api, cid, user, assistant)
    messages = begin(client_api, cid, "¿Qué paso del checkout sigue?").json()["context"]["messages"]
    kinds = []
    for m in messages:
        if m["role"] != "system":
            kinds.append("dialogue")
        elif '"topic"' in m["content"]:
            kinds.append("summaries")
        elif "checkout_step" in m["content"]:
            kinds.append("state")
        else:
            kinds.append("prompt")
    order = ["prompt", "summaries", "state", "dialogue"]
    positions = [order.index(k) for k in kinds]
    assert positions == sorted(positions)
    assert messages[-1] == {"role": "user", "content": "¿Qué paso del checkout sigue?"}


def test_a_message_larger_than_the_budget_is_truncated_with_a_marker(client_api, tenant, settings):
    settings.MAX_CONTENT_CHARS = 200_000
    cid = new_conversation(client_api)
    huge = "palabra " * 9000
    context = begin(client_api, cid, huge).json()["context"]
    assert context["total_tokens"] <= 4000
    assert context["total_tokens"] == recount(context["messages"])
    assert any(d["section"] == "current" for d in context["dropped"])
    # The full message is still stored: truncation is only for the context.
    assert rows_of(Message, cid).get(turn=1).content == huge


def test_explicit_topic_shift_resets_the_window(client_api):
    cid = new_conversation(client_api)
    for user, assistant in SHOE_TALK[:4]:
        run_turn(client_api, cid, user, assistant)
    context = begin(client_api, cid, "Cambiando de tema, ¿tienen tarjetas de regalo?").json()["context"]
    assert context["window_turns"] == []
    assert [m["role"] for m in context["messages"] if m["role"] != "system"] == ["user"]


def test_preview_takes_no_lock_and_stores_nothing(client_api):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "hola", "¡hola!")
    before = conversation(cid).last_seq
    preview = client_api.get(f"/api/v1/conversations/{cid}/context/", {"query": "¿tienen zapatillas?"})
    assert preview.status_code == 200
    assert preview.json()["messages"][-1]["content"] == "¿tienen zapatillas?"
    assert conversation(cid).last_seq == before
    assert begin(client_api, cid, "otra pregunta").status_code == 201


def test_preview_rejects_an_oversized_query(client_api, settings):
    settings.MAX_CONTENT_CHARS = 10
    cid = new_conversation(client_api)
    response = client_api.get(f"/api/v1/conversations/{cid}/context/", {"query": "x" * 11})
    assert response.status_code == 413


def test_summaries_endpoint_lists_segments_with_active_flag(client_api):
    cid = new_conversation(client_api)
    for user, assistant in SHOE_TALK:
        run_turn(client_api, cid, user, assistant)
    results = client_api.get(f"/api/v1/conversations/{cid}/summaries/").json()["results"]
    assert results
    for item in results:
        assert set(item) >= {"topic", "discussed", "outcome", "decisions", "open_questions", "active"}
        assert json.dumps(item["discussed"])  # lists, not prose


@pytest.mark.parametrize("encoding", ["cl100k_base", "o200k_base"])
def test_tenant_encoding_is_used_for_counts(client_api, tenant, encoding):
    set_tenant_policy(tenant=tenant, overrides={"encoding_name": encoding})
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "hello world", "hi")
    stored = rows_of(Message, cid).get(role="user")
    assert stored.token_count == count_tokens("hello world", encoding)


def test_folding_is_idempotent(client_api):
    from conversations.services.summaries import fold_conversation

    cid = new_conversation(client_api)
    for user, assistant in SHOE_TALK:
        run_turn(client_api, cid, user, assistant)
    before = list(rows_of(Summary, cid).values_list("id", "first_turn", "last_turn", "topic"))
    row = conversation(cid)
    assert fold_conversation(tenant_id=row.tenant_id, conversation_id=row.pk) == []  # a retried task writes nothing
    assert list(rows_of(Summary, cid).values_list("id", "first_turn", "last_turn", "topic")) == before


def test_summarized_raw_turns_are_purged_after_retention(client_api, tenant):
    from datetime import timedelta

    import time_machine
    from django.utils import timezone

    from conversations.services.conversations import purge_summarized_messages

    cid = new_conversation(client_api)
    for user, assistant in SHOE_TALK:
        run_turn(client_api, cid, user, assistant)
    summarized = rows_of(Message, cid).filter(turn__lte=conversation(cid).summarized_turn).count()
    assert summarized > 0
    assert purge_summarized_messages(now=timezone.now() + timedelta(days=tenant.policy.raw_retention_days - 1)) == 0
    with time_machine.travel(timezone.now() + timedelta(days=tenant.policy.raw_retention_days + 1)):
        assert purge_summarized_messages() == summarized
        assert purge_summarized_messages() == 0
    assert rows_of(Summary, cid).exists()
    assert rows_of(Message, cid).filter(turn__gt=conversation(cid).summarized_turn).count() > 0
