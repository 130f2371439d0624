"""The foundation API: conversations and messages, auth, isolation, and every bad input changing nothing."""

from __future__ import annotations

import pytest

from conversations.models import Conversation, Message
from tenants.models import ApiKey
from tests.helpers import new_conversation, rows_of


def message_url(cid: str) -> str:
    return f"/api/v1/conversations/{cid}/messages/"


def test_create_get_list_conversation(client_api):
    cid = new_conversation(client_api, user_id="42")
    assert cid.startswith("client:42:")
    body = client_api.get(f"/api/v1/conversations/{cid}/").json()
    assert body["id"] == cid
    assert body["status"] == "active"
    assert body["role"] == "client"
    listed = client_api.get("/api/v1/conversations/", {"user_id": "42", "role": "client"}).json()
    assert [c["id"] for c in listed["results"]] == [cid]


def test_append_and_list_messages_oldest_first(client_api):
    cid = new_conversation(client_api)
    for role, content in [("user", "hola"), ("assistant", "¡hola!"), ("user", "zapatillas"), ("assistant", "¿talla?")]:
        response = client_api.post(
            message_url(cid), {"role": role, "content": content, "metadata": {"channel": "web"}}, format="json"
        )
        assert response.status_code == 201
    page = client_api.get(message_url(cid), {"page_size": 3}).json()
    assert [m["content"] for m in page["results"]] == ["hola", "¡hola!", "zapatillas"]
    assert [(m["seq"], m["turn"]) for m in page["results"]] == [(1, 1), (2, 1), (3, 2)]
    assert page["count"] == 4
    assert page["next"]
    assert rows_of(Message, cid).get(seq=1).metadata == {"channel": "web"}


def test_delete_returns_a_fresh_id_and_erases_messages(client_api):
    cid = new_conversation(client_api)
    client_api.post(message_url(cid), {"role": "user", "content": "hola"}, format="json")
    response = client_api.delete(f"/api/v1/conversations/{cid}/")
    assert response.status_code == 200
    fresh = response.json()["conversation"]["id"]
    assert fresh != cid
    assert response.json()["deleted"] == cid
    assert rows_of(Message, cid).count() == 0
    assert client_api.get(f"/api/v1/conversations/{cid}/").status_code == 404
    assert client_api.get(f"/api/v1/conversations/{fresh}/").status_code == 200


def test_list_query_count_is_flat(client_api, tenant, django_assert_max_num_queries):
    for n in range(25):
        new_conversation(client_api, user_id=f"u{n}")
    with django_assert_max_num_queries(4):
        assert client_api.get("/api/v1/conversations/").status_code == 200


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"role": "tool", "content": "result: 42"}, 400, "role_not_stored"),
        ({"role": "system", "content": "you are"}, 400, "role_not_stored"),
        ({"role": "narrator", "content": "x"}, 400, "invalid_role"),
        ({"role": "user", "content": ""}, 400, "empty_content"),
        ({"role": "user", "content": "   \n "}, 400, "empty_content"),
        ({"role": "user", "content": "x" * 101}, 413, "content_too_large"),
        ({"role": "user", "content": "ok", "metadata": {"blob": "y" * 200}}, 413, "metadata_too_large"),
        ({"role": "user", "content": "ok", "metadata": [1, 2]}, 400, "invalid"),
        ({"content": "ok"}, 400, "invalid"),
    ],
)
def test_bad_messages_change_nothing(client_api, settings, body, status, code):
    settings.MAX_CONTENT_CHARS = 100
    settings.MAX_METADATA_BYTES = 100
    cid = new_conversation(client_api)
    response = client_api.post(message_url(cid), body, format="json")
    assert response.status_code == status, response.content
    error = response.json()["error"]
    assert error["code"] == code
    assert error["message"]
    assert Message.objects.count() == 0
    assert Conversation.objects.get(public_id=cid).last_seq == 0


def test_tool_messages_are_refused_with_the_reason(client_api):
    cid = new_conversation(client_api)
    response = client_api.post(message_url(cid), {"role": "tool", "content": "{}"}, format="json")
    assert "tools and system prompts are not stored as memory" in response.json()["error"]["message"]


def test_malformed_json_changes_nothing(client_api):
    cid = new_conversation(client_api)
    response = client_api.post(message_url(cid), data='{"role": "user", "content": ', content_type="application/json")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "malformed_json"
    assert Message.objects.count() == 0


@pytest.mark.parametrize("user_id", ["4:2", "x" * 129, "", "   "])
def test_bad_user_ids_create_nothing(client_api, user_id):
    response = client_api.post("/api/v1/conversations/", {"role": "client", "user_id": user_id}, format="json")
    assert response.status_code == 400
    assert response.json()["error"]["code"] in {"invalid_user_id", "invalid"}
    assert Conversation.objects.count() == 0


def test_unknown_role_for_conversation(client_api):
    response = client_api.post("/api/v1/conversations/", {"role": "robot", "user_id": "1"}, format="json")
    assert response.status_code == 400
    assert Conversation.objects.count() == 0


@pytest.mark.parametrize("cid", ["client:42:doesnotexist", "not-an-id", "client:42"])
def test_unknown_or_malformed_conversation_is_404(client_api, cid):
    assert client_api.get(f"/api/v1/conversations/{cid}/").status_code == 404
    response = client_api.post(message_url(cid), {"role": "user", "content": "hola"}, format="json")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_missing_invalid_and_revoked_keys_are_401(tenant, client_api):
    from rest_framework.test import APIClient

    anonymous = APIClient()
    assert anonymous.get("/api/v1/conversations/").status_code == 401
    assert anonymous.get("/api/v1/conversations/").json()["error"]["code"] == "unauthenticated"
    forged = APIClient()
    forged.credentials(HTTP_AUTHORIZATION="Api-Key abcdefgh.notarealsecret")
    assert forged.get("/api/v1/conversations/").status_code == 401
    key_header = client_api._credentials["HTTP_AUTHORIZATION"]
    ApiKey.objects.update(revoked=True)
    revoked = APIClient()
    revoked.credentials(HTTP_AUTHORIZATION=key_header)
    response = revoked.post("/api/v1/conversations/", {"role": "client", "user_id": "1"}, format="json")
    assert response.status_code == 401
    assert Conversation.objects.count() == 0


def test_x_api_key_header_is_accepted(tenant):
    from rest_framework.test import APIClient

    from tests.factories import create_api_key

    api = APIClient()
    api.credentials(HTTP_X_API_KEY=create_api_key(tenant))
    assert api.post("/api/v1/conversations/", {"role": "client", "user_id": "1"}, format="json").status_code == 201


def test_client_key_cannot_create_or_read_admin_conversations(client_api, admin_api):
    response = client_api.post("/api/v1/conversations/", {"role": "admin", "user_id": "1"}, format="json")
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "role_not_allowed"
    admin_cid = new_conversation(admin_api, role="admin", user_id="1")
    assert client_api.get(f"/api/v1/conversations/{admin_cid}/").status_code == 403
    assert client_api.get(message_url(admin_cid)).status_code == 403
    assert client_api.get("/api/v1/conversations/").json()["count"] == 0
    assert Conversation.objects.count() == 1


def test_tenants_are_isolated(client_api, other_api):
    cid = new_conversation(client_api)
    client_api.post(message_url(cid), {"role": "user", "content": "secreto"}, format="json")
    assert other_api.get(f"/api/v1/conversations/{cid}/").status_code == 404
    assert other_api.get(message_url(cid)).status_code == 404
    assert other_api.post(message_url(cid), {"role": "user", "content": "x"}, format="json").status_code == 404
    assert other_api.delete(f"/api/v1/conversations/{cid}/").status_code == 404
    assert other_api.get("/api/v1/conversations/").json()["count"] == 0
    assert rows_of(Message, cid).count() == 1


def test_expired_conversation_is_410(client_api):
    from conversations.services.conversations import expire_idle_conversations

    cid = new_conversation(client_api)
    Conversation.objects.filter(public_id=cid).update(expires_at="2020-01-01T00:00:00Z")
    assert expire_idle_conversations() == 1
    response = client_api.post(message_url(cid), {"role": "user", "content": "hola"}, format="json")
    assert response.status_code == 410
    assert client_api.get(f"/api/v1/conversations/{cid}/").json()["status"] == "expired"


def test_schema_and_docs_are_served(client, db):
    assert client.get("/api/v1/schema/").status_code == 200
    docs = client.get("/api/v1/docs/")
    assert docs.status_code == 200
    assert b"swagger" in docs.content.lower()
