"""Django admin for auditors: every model registered with filters and search, invariants read-only, the
audit trail of every change (API, dashboard, admin) with who and before/after, and the admin actions."""

from __future__ import annotations

import pytest
from django.apps import apps
from django.contrib import admin
from django.contrib.auth import get_user_model
from django.test import Client

from conversations import hot
from conversations.models import Conversation, ConversationState
from facts.models import Fact
from memory.services.context import build_conversation_context
from tenants.models import AuditEvent
from tests.dashboard.conftest import logged_in, operator
from tests.factories import ConversationFactory
from tests.helpers import new_conversation, rows_of, run_turn

APPS = ("tenants", "conversations", "facts", "memory")


@pytest.fixture
def auditor(db) -> Client:
    client = Client()
    client.force_login(get_user_model().objects.create_superuser("auditor", "a@example.com", "a-long-enough-password"))
    return client


def test_every_model_is_in_admin_with_filters_and_search():
    for model in (
        m for app in APPS for m in apps.get_app_config(app).get_models() if not m.__name__.startswith("Historical")
    ):
        model_admin = admin.site._registry.get(model)
        assert model_admin is not None, model
        assert (model_admin.list_filter and model_admin.search_fields) or model.__name__ == "ContextBuildRollup", model


@pytest.mark.parametrize(
    "url",
    [
        "/admin/conversations/conversation/",
        "/admin/conversations/message/",
        "/admin/conversations/summary/",
        "/admin/conversations/conversationstate/",
        "/admin/conversations/contextbuildrollup/",
        "/admin/facts/fact/",
        "/admin/tenants/auditevent/",
        "/admin/tenants/membership/",
        "/admin/tenants/tenant/",
        "/admin/tenants/apikey/",
        "/admin/tenants/idempotencyrecord/",
        "/admin/memory/afterturnjob/",
        "/admin/conversations/entitymention/",
    ],
)
def test_every_changelist_renders(auditor, client_api, url):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "Recordá que mi talla es 42", "Anotado.")
    assert auditor.get(url, {"q": "42"}).status_code == 200


def test_editing_state_in_admin_bumps_the_memory_version_so_the_hot_cache_is_never_stale(auditor, client_api):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "Quiero zapatillas", "¿Talla?", state={"confirmed": True, "set": {"cart_items": [1]}})
    conversation = Conversation.objects.select_related("tenant").get(public_id=cid)
    hot.load(conversation)  # the hot copy is cached with the old state
    version = conversation.memory_version
    state = ConversationState.objects.get(conversation=conversation)
    response = auditor.post(
        f"/admin/conversations/conversationstate/{state.pk}/change/", {"data": '{"cart_items": [2, 3]}'}
    )
    assert response.status_code == 302
    conversation.refresh_from_db()
    assert conversation.memory_version == version + 1
    memory, _ = hot.load(conversation)  # updated after commit, or rebuilt: never the old state
    assert memory.state == {"cart_items": [2, 3]}
    assert memory.memory_version == conversation.memory_version
    context = build_conversation_context(conversation=conversation, query="¿qué hay en el carrito?", record=False)
    assert '"cart_items":[2,3]' in " ".join(m["content"] for m in context.messages)
    assert client_api.get(f"/api/v1/conversations/{cid}/state/").json()["data"] == {"cart_items": [2, 3]}
    event = AuditEvent.objects.get(action="state_replace")
    assert event.actor == "user:auditor"
    assert event.before["data"] == {"cart_items": [1]}
    assert event.after["data"] == {"cart_items": [2, 3]}


def test_a_state_that_is_not_an_object_is_refused(auditor, client_api):
    cid = new_conversation(client_api)
    state = rows_of(ConversationState, cid).get()
    response = auditor.post(f"/admin/conversations/conversationstate/{state.pk}/change/", {"data": "[1, 2]"})
    assert response.status_code == 200
    assert b"JSON object" in response.content
    assert not AuditEvent.objects.filter(action="state_replace").exists()


def test_api_changes_leave_a_trail_with_the_key_and_before_after(client_api):
    cid = new_conversation(client_api)
    client_api.patch(
        f"/api/v1/conversations/{cid}/state/", {"confirmed": True, "set": {"step": "address"}}, format="json"
    )
    fact = client_api.post(
        "/api/v1/facts/", {"user_id": "42", "role": "client", "domain": "personal", "text": "Calzo 42"}, format="json"
    ).json()
    client_api.post(f"/api/v1/facts/{fact['id']}/confirm/")
    client_api.delete(f"/api/v1/conversations/{cid}/")
    trail = {e.action: e for e in AuditEvent.objects.all()}
    assert {"conversation_create", "state_update", "fact_create", "fact_confirm", "conversation_delete"} <= set(trail)
    assert all(e.actor.startswith("api-key:") for e in trail.values())
    assert trail["state_update"].before == {"data": {}, "version": 0}
    assert trail["state_update"].after["data"] == {"step": "address"}
    assert trail["fact_create"].before is None
    assert trail["fact_create"].after["text"] == "Calzo 42"
    assert trail["conversation_delete"].before["status"] == "active"
    assert trail["conversation_delete"].after["status"] == "deleted"


def test_admin_action_expire(auditor, client_api):
    cid = new_conversation(client_api)
    conversation = Conversation.objects.get(public_id=cid)
    response = auditor.post(
        "/admin/conversations/conversation/", {"action": "expire", "_selected_action": [conversation.pk]}
    )
    assert response.status_code == 302
    conversation.refresh_from_db()
    assert conversation.status == "expired"
    assert client_api.post(f"/api/v1/conversations/{cid}/turns/", {"content": "hola"}, format="json").status_code == 410
    assert AuditEvent.objects.get(action="conversation_expire").actor == "user:auditor"


@pytest.mark.parametrize(
    ("action", "status", "audit"), [("confirm", "active", "fact_confirm"), ("mark_stale", "stale", "fact_mark_stale")]
)
def test_admin_actions_on_facts(auditor, client_api, action, status, audit):
    fact_id = client_api.post(
        "/api/v1/facts/", {"user_id": "42", "role": "client", "domain": "personal", "text": "Calzo 42"}, format="json"
    ).json()["id"]
    response = auditor.post("/admin/facts/fact/", {"action": action, "_selected_action": [fact_id]})
    assert response.status_code == 302
    assert Fact.objects.get(pk=fact_id).status == status
    event = AuditEvent.objects.get(action=audit)
    assert event.actor == "user:auditor"
    assert event.before["status"] == "active"
    assert event.after["status"] == status


def test_editing_a_fact_in_admin_is_audited_and_keeps_its_token_count(auditor, client_api):
    fact_id = client_api.post(
        "/api/v1/facts/", {"user_id": "42", "role": "client", "domain": "personal", "text": "Calzo 42"}, format="json"
    ).json()["id"]
    response = auditor.post(
        f"/admin/facts/fact/{fact_id}/change/",
        {"text": "Calzo 43 en zapatillas de running", "domain": "personal", "key": "talla", "confidence": "medium"},
    )
    assert response.status_code == 302
    fact = Fact.objects.get(pk=fact_id)
    assert fact.text == "Calzo 43 en zapatillas de running"
    assert fact.token_count > 5
    event = AuditEvent.objects.get(action="fact_edit")
    assert event.before["text"] == "Calzo 42"
    assert event.after["confidence"] == "medium"


def test_invariants_are_read_only(auditor, client_api):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "hola", "hola")
    conversation = Conversation.objects.get(public_id=cid)
    assert (
        auditor.post(f"/admin/conversations/conversation/{conversation.pk}/change/", {"status": "deleted"}).status_code
        == 403
    )
    assert (
        auditor.post(f"/admin/conversations/conversation/{conversation.pk}/delete/", {"post": "yes"}).status_code == 403
    )
    fact_id = client_api.post(
        "/api/v1/facts/", {"user_id": "42", "role": "client", "domain": "personal", "text": "Calzo 42"}, format="json"
    ).json()["id"]
    auditor.post(
        f"/admin/facts/fact/{fact_id}/change/",
        {
            "text": "Calzo 42",
            "domain": "personal",
            "key": "k",
            "confidence": "high",
            "status": "superseded",
            "user_id": "someone-else",
        },
    )
    fact = Fact.objects.get(pk=fact_id)
    assert fact.status == "active"
    assert fact.user_id == "42"


def test_forgetting_a_user_scrubs_what_the_trail_said_of_them(full_api):
    cid = new_conversation(full_api, user_id="42")
    full_api.patch(
        f"/api/v1/conversations/{cid}/state/", {"confirmed": True, "set": {"address": "Calle Mayor 1"}}, format="json"
    )
    full_api.post(
        "/api/v1/facts/",
        {"user_id": "42", "role": "client", "domain": "personal", "text": "Vivo en la Calle Mayor"},
        format="json",
    )
    full_api.delete("/api/v1/users/42/memory/")
    trail = AuditEvent.objects.exclude(action="forget_user")
    assert trail.count() >= 3  # who did what, when: kept
    assert not trail.filter(before__isnull=False).exists()
    assert not trail.filter(after__isnull=False).exists()
    assert "Calle Mayor" not in str([(e.before, e.after, e.details) for e in AuditEvent.objects.all()])


def test_admin_is_for_superusers_only(tenant, other_tenant):
    ConversationFactory(tenant=other_tenant, user_id="bobs-customer")
    staff = logged_in(operator("staffer", tenant, is_staff=True))
    for url in ("/admin/", "/admin/conversations/conversation/", "/admin/tenants/tenant/"):
        response = staff.get(url)
        assert response.status_code == 302, url
        assert response["Location"].startswith("/admin/login/")
    assert b"bobs-customer" not in staff.get("/admin/conversations/conversation/", follow=True).content
    superuser = logged_in(get_user_model().objects.create_superuser("root", "r@example.com", "a-long-enough-password"))
    assert b"bobs-customer" in superuser.get("/admin/conversations/conversation/").content
