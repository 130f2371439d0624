"""Every edge of the API answers in the one JSON shape: deep nesting, HTML-asking clients, a path
without its trailing slash, a role filter the key may not use or a parameter given twice."""

from __future__ import annotations

import pytest

from conversations.models import Conversation, Message
from tests.helpers import new_conversation


@pytest.mark.parametrize("levels", [40, 1_000, 100_000])
def test_a_deeply_nested_body_is_a_400_and_stores_nothing(client_api, levels):
    cid = new_conversation(client_api)
    body = '{"role": "user", "content": "hi", "metadata": {"x": ' + "[" * levels + "]" * levels + "}}"
    response = client_api.generic(
        "POST", f"/api/v1/conversations/{cid}/messages/", body, content_type="application/json"
    )
    assert response.status_code == 400
    assert response["Content-Type"] == "application/json"
    assert "nested" in response.json()["error"]["message"]
    assert not Message.objects.exists()


def test_nesting_a_body_needs_is_accepted(client_api):
    cid = new_conversation(client_api)
    body = {"role": "user", "content": "hi", "metadata": {"a": {"b": [{"c": [1, 2]}]}}}
    assert client_api.post(f"/api/v1/conversations/{cid}/messages/", body, format="json").status_code == 201


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/api/v1/conversations/", 200),
        ("/api/v1/conversations/?format=api", 200),
        ("/api/v1/conversations/?role=nope", 400),
        ("/api/v1/conversations/client:1:nope/", 404),
    ],
)
def test_a_client_asking_for_html_gets_json(client_api, path, status):
    response = client_api.get(path, HTTP_ACCEPT="text/html")
    assert response.status_code == status
    assert response["Content-Type"] == "application/json"
    response.json()


def test_an_unauthenticated_browser_gets_json(anonymous_api):
    response = anonymous_api.get("/api/v1/conversations/?format=api", HTTP_ACCEPT="text/html,*/*")
    assert response.status_code == 401
    assert response["Content-Type"] == "application/json"


def test_a_post_without_the_trailing_slash_is_a_json_308_and_creates_nothing(client_api):
    response = client_api.post("/api/v1/conversations", {"role": "client", "user_id": "42"}, format="json")
    assert response.status_code == 308
    assert response["Location"] == "/api/v1/conversations/"
    assert response.json()["error"]["code"] == "trailing_slash"
    assert not Conversation.objects.exists()
    query = client_api.get("/api/v1/facts?user_id=42")
    assert query.status_code == 308
    assert query["Location"] == "/api/v1/facts/?user_id=42"


def test_a_path_that_is_nothing_even_with_a_slash_is_a_json_404(client_api):
    response = client_api.post("/api/v1/nothing", {}, format="json")
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


@pytest.mark.parametrize("path", ["/api/v1/conversations/", "/api/v1/facts/"])
def test_a_role_filter_the_key_may_not_use_is_a_403(client_api, path):
    response = client_api.get(path, {"role": "admin"})
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "role_not_allowed"


@pytest.mark.parametrize("path", ["/api/v1/conversations/", "/api/v1/facts/"])
def test_a_parameter_given_twice_is_a_400(client_api, path):
    response = client_api.get(f"{path}?role=client&role=admin")
    assert response.status_code == 400
    assert response.json()["error"]["fields"] == {"role": ["Give this parameter once."]}
