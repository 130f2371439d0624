"""What the fuzzer found, pinned one input at a time: the API accepts exactly what its schema says.
Query parameters are validated as given, JSON types are not coerced, and a message cannot slip into
a turn that another client holds."""

from __future__ import annotations

import pytest

from conversations.models import ConversationState, Message
from facts.models import Fact
from tests.helpers import begin, complete, new_conversation


@pytest.mark.parametrize(
    "query",
    [
        "role=",
        "user_id=",
        "status=",
        "status=closed",
        "user_id=a:b",
        "page=0",
        "page_size=0",
        "page_size=501",
        "page=x",
    ],
)
def test_a_bad_or_blank_conversation_filter_is_a_400(client_api, query):
    new_conversation(client_api)
    response = client_api.get(f"/api/v1/conversations/?{query}")
    assert response.status_code == 400, response.content
    assert query.split("=")[0] in response.json()["error"]["fields"]


@pytest.mark.parametrize("query", ["domain=", "status=", "role=", "page_size=501"])
def test_a_bad_or_blank_fact_filter_is_a_400(client_api, query):
    assert client_api.get(f"/api/v1/facts/?{query}").status_code == 400


@pytest.mark.parametrize("query", ["page_size=0", "page_size=501", "page=-1"])
def test_a_bad_page_of_messages_is_a_400(client_api, query):
    cid = new_conversation(client_api)
    assert client_api.get(f"/api/v1/conversations/{cid}/messages/?{query}").status_code == 400


def test_a_page_past_the_last_is_a_404(client_api):
    new_conversation(client_api)
    response = client_api.get("/api/v1/conversations/?page=2")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_a_blank_context_query_is_a_400(client_api):
    cid = new_conversation(client_api)
    assert client_api.get(f"/api/v1/conversations/{cid}/context/?query=").status_code == 400


def test_a_blank_role_to_forget_is_a_400_and_forgets_nothing(client_api):
    new_conversation(client_api, user_id="7")
    assert client_api.delete("/api/v1/users/7/memory/?role=").status_code == 400
    assert client_api.get("/api/v1/conversations/", {"user_id": "7"}).json()["count"] == 1


@pytest.mark.parametrize(
    "body",
    [
        {"role": "user", "content": 42},
        {"role": "user", "content": 4.2},
        {"role": "user", "content": True},
        {"role": "user", "content": "ok", "metadata": "note"},
        {"role": "user", "content": "ok", "metadata": [1]},
    ],
)
def test_a_message_field_of_the_wrong_json_type_is_a_400(client_api, body):
    cid = new_conversation(client_api)
    assert client_api.post(f"/api/v1/conversations/{cid}/messages/", body, format="json").status_code == 400
    assert Message.objects.count() == 0


@pytest.mark.parametrize("user_id", [42, True])
def test_a_user_id_that_is_not_a_string_is_a_400(client_api, user_id):
    assert (
        client_api.post("/api/v1/conversations/", {"role": "client", "user_id": user_id}, format="json").status_code
        == 400
    )
    response = client_api.post(
        "/api/v1/facts/", {"user_id": user_id, "role": "client", "domain": "work", "text": "x y"}, format="json"
    )
    assert response.status_code == 400
    assert Fact.objects.count() == 0


@pytest.mark.parametrize("version", ["0", 0.0, True])
def test_a_state_version_that_is_not_an_integer_is_a_400(client_api, version):
    cid = new_conversation(client_api)
    response = client_api.patch(
        f"/api/v1/conversations/{cid}/state/", {"confirmed": True, "set": {"a": 1}, "version": version}, format="json"
    )
    assert response.status_code == 400
    assert ConversationState.objects.get().version == 0


@pytest.mark.parametrize("confirmed", ["true", "yes", 1, False, None])
def test_only_json_true_confirms_a_state_change(client_api, confirmed):
    cid = new_conversation(client_api)
    response = client_api.patch(
        f"/api/v1/conversations/{cid}/state/", {"confirmed": confirmed, "set": {"a": 1}}, format="json"
    )
    assert response.status_code == 400
    assert ConversationState.objects.get().version == 0


def test_an_unset_key_is_matched_exactly(client_api):
    cid = new_conversation(client_api)
    client_api.patch(
        f"/api/v1/conversations/{cid}/state/", {"confirmed": True, "set": {" a ": 1, "a": 2}}, format="json"
    )
    response = client_api.patch(
        f"/api/v1/conversations/{cid}/state/", {"confirmed": True, "unset": [" a "]}, format="json"
    )
    assert response.json()["data"] == {"a": 2}


@pytest.mark.parametrize("role", ["user", "assistant"])
def test_a_message_cannot_slip_into_a_turn_in_progress(client_api, role):
    cid = new_conversation(client_api)
    started = begin(client_api, cid, "¿Tienen talle 42?").json()
    response = client_api.post(
        f"/api/v1/conversations/{cid}/messages/", {"role": role, "content": "sneaked in"}, format="json"
    )
    assert response.status_code == 409
    assert response.json()["error"]["code"] == "busy"
    assert int(response["Retry-After"]) >= 1
    assert complete(client_api, cid, started["turn"], started["lease"], "Sí, tenemos.").status_code == 200
    assert [m.content for m in Message.objects.order_by("seq")] == ["¿Tienen talle 42?", "Sí, tenemos."]
    assert (
        client_api.post(
            f"/api/v1/conversations/{cid}/messages/", {"role": role, "content": "after"}, format="json"
        ).status_code
        == 201
    )
