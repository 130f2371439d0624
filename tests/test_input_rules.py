"""Each input rule has one owner, the serializer field of what the schema states: every bad input is a
clear JSON error with its own code, answered before any service runs, and nothing is written."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from conversations.models import Conversation, Message
from facts.models import Fact, FactStatus
from tests.helpers import begin, complete, conversation, new_conversation, run_turn


def error(response, status: int) -> dict:
    assert response.status_code == status, response.content
    body = response.json()["error"]
    assert body["message"]
    return body


@pytest.mark.parametrize("content", ["", " ", "\n\t "])
def test_a_blank_user_message_begins_no_turn(client_api, content):
    cid = new_conversation(client_api)
    assert error(begin(client_api, cid, content), 400)["code"] == "empty_content"
    assert conversation(cid).last_seq == 0
    assert not conversation(cid).lease_token


@pytest.mark.parametrize("content", ["", "   "])
def test_a_blank_reply_completes_nothing(client_api, content):
    cid = new_conversation(client_api)
    started = begin(client_api, cid, "hola").json()
    refused = complete(client_api, cid, started["turn"], started["lease"], content)
    assert error(refused, 400)["code"] == "empty_content"
    assert not Message.objects.filter(role="assistant").exists()
    assert conversation(cid).lease_token == started["lease"]  # the turn is still open, to be completed


@pytest.mark.parametrize(("text", "code"), [("", "empty_text"), ("  \n ", "empty_text"), ("x " * 200, "text_too_long")])
def test_a_blank_or_long_fact_is_not_stored(client_api, text, code):
    body = {"user_id": "42", "role": "client", "domain": "work", "text": text}
    assert error(client_api.post("/api/v1/facts/", body, format="json"), 400)["code"] == code
    assert Fact.objects.count() == 0


def test_a_fact_text_is_stored_with_its_whitespace_runs_collapsed(client_api):
    body = {"user_id": "42", "role": "client", "domain": "work", "text": "  Trabajo   en\tfintech "}
    assert client_api.post("/api/v1/facts/", body, format="json").json()["text"] == "Trabajo en fintech"


def test_a_blank_contradiction_leaves_the_fact_as_it_was(client_api):
    body = {"user_id": "42", "role": "client", "domain": "work", "text": "Trabajo en fintech"}
    fact_id = client_api.post("/api/v1/facts/", body, format="json").json()["id"]
    refused = client_api.post(f"/api/v1/facts/{fact_id}/contradict/", {"text": ""}, format="json")
    assert error(refused, 400)["code"] == "empty_text"
    assert Fact.objects.get().status == FactStatus.ACTIVE


def test_a_blank_preview_query_is_refused(client_api):
    cid = new_conversation(client_api)
    refused = client_api.get(f"/api/v1/conversations/{cid}/context/", {"query": "  "})
    assert error(refused, 400)["fields"] == {"query": ["May not be empty."]}


@pytest.mark.parametrize(
    ("params", "code"),
    [({"q": "  ", "user_id": "42"}, "empty_content"), ({"q": "zapatillas", "user_id": "4:2"}, "invalid_user_id")],
)
def test_bad_search_input_is_refused(client_api, params, code):
    assert error(client_api.get("/api/v1/search/", params), 400)["code"] == code


@pytest.mark.parametrize(
    "public_id",
    [
        "nope",
        "client:42",
        "robot:42:0123456789abcdef0123456789abcdef",
        "client::0123456789abcdef0123456789abcdef",
        "client:42:0123456789ABCDEF0123456789ABCDEF",
        "client:42:" + "0" * 31,
    ],
)
def test_a_path_that_cannot_be_a_conversation_id_is_404_before_any_lookup(
    client_api, public_id, django_assert_num_queries
):
    client_api.get("/api/v1/whoami/")  # the key is cached from now on
    with django_assert_num_queries(0):
        response = client_api.get(f"/api/v1/conversations/{quote(public_id)}/")
    assert error(response, 404)["code"] == "not_found"


def test_a_path_that_cannot_be_a_fact_id_is_404(client_api):
    for fact_id in ("0", str(2**63)):
        assert error(client_api.get(f"/api/v1/facts/{fact_id}/"), 404)["code"] == "not_found"


@pytest.mark.parametrize("user_id", ["4:2", "4 2", " "])
def test_forgetting_a_user_id_that_cannot_be_one_erases_nothing(client_api, user_id):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "hola", "hola")
    refused = client_api.delete(f"/api/v1/users/{quote(user_id)}/memory/")
    assert error(refused, 400)["code"] == "invalid_user_id"
    assert Conversation.objects.filter(public_id=cid).exists()
    assert Message.objects.count() == 2
