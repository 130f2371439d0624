"""The conversation page (window, summaries, state, the user's facts, the last context against the budget),
the conversations list, and the forget-user receipts."""

from __future__ import annotations

import pytest

from conversations.models import Conversation
from tests.helpers import new_conversation, run_turn

CONVERSATION_QUERIES = 9  # session, user, membership, switcher, conversation, window, facts, summaries, state
LIST_QUERIES = 6  # session, user, membership, switcher, count, page
RECEIPT_QUERIES = 6  # session, user, membership, switcher, count, page (actors joined)


def test_the_conversation_page_shows_its_memory(alice, tenant, client_api, make_fact):
    cid = new_conversation(client_api, user_id="42")
    run_turn(
        client_api,
        cid,
        "Quiero zapatillas para correr",
        "¿Qué talla usás?",
        state={"confirmed": True, "set": {"cart_items": [12]}},
    )
    run_turn(client_api, cid, "La 42", "Perfecto, talla 42.")
    fact = make_fact(tenant, user_id="42", text="Calzo 42")
    make_fact(tenant, user_id="43", text="someone else's")
    response = alice.get(f"/dashboard/{tenant.slug}/conversations/{cid}/")
    assert response.status_code == 200
    detail = response.context["detail"]
    assert [m.content for m in detail.window][-1] == "Perfecto, talla 42."
    assert detail.state.data == {"cart_items": [12]}
    assert [f.pk for f in detail.facts] == [fact.pk]
    bar = response.context["bar"]
    assert bar["budget"] == tenant.policy.context_budget_tokens
    assert 0 < sum(s["tokens"] for s in bar["sections"]) <= bar["total"] <= bar["budget"]
    assert {s["name"] for s in bar["sections"] if s["tokens"]} >= {"system", "window", "current"}
    html = response.content.decode()
    assert 'data-section="window"' in html
    assert f"/ws/conversations/{cid}/" in html


def test_a_conversation_never_built_says_so(alice, tenant, make_conversation):
    conversation = make_conversation(tenant)
    response = alice.get(f"/dashboard/{tenant.slug}/conversations/{conversation.public_id}/")
    assert response.context["bar"] is None
    assert b"No context built" in response.content


def test_a_deleted_conversation_is_404(alice, tenant, make_conversation):
    conversation = make_conversation(tenant, status="deleted")
    assert alice.get(f"/dashboard/{tenant.slug}/conversations/{conversation.public_id}/").status_code == 404


def test_conversation_page_query_count(alice, tenant, client_api, django_assert_num_queries):
    cid = new_conversation(client_api)
    for n in range(5):
        run_turn(client_api, cid, f"pregunta {n}", f"respuesta {n}")
    with django_assert_num_queries(CONVERSATION_QUERIES):
        assert alice.get(f"/dashboard/{tenant.slug}/conversations/{cid}/").status_code == 200


def test_conversations_list_filters_and_pages(alice, tenant, other_tenant, make_conversation):
    for n in range(55):
        make_conversation(tenant, user_id=f"u{n}")
    make_conversation(tenant, user_id="gone", status="expired")
    make_conversation(other_tenant, user_id="bob-user")
    first = alice.get(f"/dashboard/{tenant.slug}/conversations/")
    assert first.context["page"].paginator.count == 56
    assert len(first.context["page"].object_list) == 50
    expired = alice.get(f"/dashboard/{tenant.slug}/conversations/", {"status": "expired"})
    assert [c.user_id for c in expired.context["page"].object_list] == ["gone"]
    assert alice.get(f"/dashboard/{tenant.slug}/conversations/", {"status": "deleted"}).status_code == 400


@pytest.mark.parametrize("count", [2, 70])
def test_conversations_list_query_count(alice, tenant, make_conversation, count, django_assert_num_queries):
    for n in range(count):
        make_conversation(tenant, user_id=f"u{n}")
    with django_assert_num_queries(LIST_QUERIES):
        assert alice.get(f"/dashboard/{tenant.slug}/conversations/", {"page": 2}).status_code == 200


def test_forget_receipts_say_what_was_erased_when_and_by_whom(alice, tenant, full_api, other_api):
    cid = new_conversation(full_api, user_id="42")
    run_turn(full_api, cid, "Recordá que mi talla es 42", "Anotado.")
    erased = full_api.delete("/api/v1/users/42/memory/").json()["erased"]
    other_api.delete("/api/v1/users/42/memory/")  # bob's tenant: not on alice's page
    response = alice.get(f"/dashboard/{tenant.slug}/forgotten/")
    [receipt] = response.context["page"].object_list
    assert receipt.details == erased
    assert receipt.actor.startswith("api-key:")
    assert Conversation.objects.filter(public_id=cid).count() == 0
    html = response.content.decode()
    assert f"<td>{erased['messages']}</td>" in html


@pytest.mark.parametrize("count", [1, 12])
def test_receipts_query_count(alice, tenant, full_api, count, django_assert_num_queries):
    for n in range(count):
        full_api.delete(f"/api/v1/users/u{n}/memory/")
    with django_assert_num_queries(RECEIPT_QUERIES):
        assert alice.get(f"/dashboard/{tenant.slug}/forgotten/").status_code == 200
