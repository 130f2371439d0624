"""Unicode through the API: any text PostgreSQL can store is stored exactly as sent and read back
equal (no normalisation); NUL and lone surrogates, which it cannot store, are refused with a 400
invalid_text, and a refused request stores nothing. Bodies are sent as a client's JSON library
sends them, with non-ASCII characters escaped."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from conversations.models import Conversation, ConversationState, Message
from facts.models import Fact
from tests.helpers import begin, complete, new_conversation, turns_url

EDGE_TEXTS = {
    "emoji": "Pedí 🍕 y 👩🏽‍💻 me ayudó 🇦🇷 ✅",
    "rtl": "שלום, מה שלומך? مرحبا بك في المتجر",
    "bidi_controls": "\u202eabc\u202c and \u2066isolated\u2069",
    "combining_marks": "e\u0301 is not é; Z\u0335\u0321a\u0337l\u0338g\u0335o",
    "astral_plane": "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𠜎 🀄",
    "zero_width": "zero\u200bwidth\u200cnon\u200djoiner\ufeffbom",
    "control_characters": "bell\x07 escape\x1b delete\x7f",
}
# The same kinds of text, as user ids (which hold no whitespace).
EDGE_USER_IDS = {
    "emoji": "👩🏽‍💻🇦🇷",
    "rtl": "שלום-مرحبا",
    "combining_marks": "e\u0301é",
    "astral_plane": "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    "zero_width": "zero\u200bwidth",
    "control_characters": "bell\x07",
}
UNSTORABLE = {"nul": "before\x00after", "lone_high_surrogate": "before\ud800after", "lone_low_surrogate": "\udfff"}


def send(api: APIClient, method: str, url: str, body: object) -> Any:
    return api.generic(method, url, json.dumps(body), content_type="application/json")


def texts(table: dict[str, str]) -> Any:
    return pytest.mark.parametrize("text", list(table.values()), ids=list(table))


# Stored exactly -------------------------------------------------------------------------------


@texts(EDGE_TEXTS)
def test_a_message_and_its_metadata_are_stored_exactly(client_api, text):
    cid = new_conversation(client_api)
    created = send(
        client_api,
        "POST",
        f"/api/v1/conversations/{cid}/messages/",
        {"role": "user", "content": text, "metadata": {text: text}},
    )
    assert created.status_code == 201, created.content
    [message] = client_api.get(f"/api/v1/conversations/{cid}/messages/").json()["results"]
    assert (message["content"], message["metadata"]) == (text, {text: text})
    assert Message.objects.get().content == text


@texts(EDGE_TEXTS)
def test_both_sides_of_a_turn_are_stored_exactly(client_api, text):
    cid = new_conversation(client_api)
    started = send(client_api, "POST", turns_url(cid), {"content": text})
    assert started.status_code == 201, started.content
    body = started.json()
    done = send(
        client_api, "POST", f"{turns_url(cid)}{body['turn']}/complete/", {"lease": body["lease"], "content": text[::-1]}
    )
    assert done.status_code == 200, done.content
    contents = [m["content"] for m in client_api.get(f"/api/v1/conversations/{cid}/messages/").json()["results"]]
    assert contents == [text, text[::-1]]


@texts(EDGE_TEXTS)
def test_state_keys_and_values_are_stored_exactly(client_api, text):
    cid = new_conversation(client_api)
    response = send(
        client_api,
        "PATCH",
        f"/api/v1/conversations/{cid}/state/",
        {"confirmed": True, "set": {text: [text, {text: text}]}},
    )
    assert response.status_code == 200, response.content
    assert client_api.get(f"/api/v1/conversations/{cid}/state/").json()["data"] == {text: [text, {text: text}]}


@texts(EDGE_TEXTS)
def test_a_fact_is_stored_exactly(client_api, text):
    created = send(
        client_api, "POST", "/api/v1/facts/", {"user_id": "42", "role": "client", "domain": "personal", "text": text}
    )
    assert created.status_code == 201, created.content
    assert client_api.get(f"/api/v1/facts/{created.json()['id']}/").json()["text"] == text


@texts(EDGE_TEXTS)
def test_a_context_preview_takes_the_text_as_its_query(client_api, text):
    cid = new_conversation(client_api)
    begin(client_api, cid, text)
    response = client_api.get(f"/api/v1/conversations/{cid}/context/", {"query": text})
    assert response.status_code == 200, response.content
    assert response.json()["messages"][-1] == {"role": "user", "content": text}


@texts(EDGE_USER_IDS)
def test_a_user_id_is_stored_exactly_and_finds_its_memory(client_api, text):
    cid = new_conversation(client_api, user_id=text)
    assert client_api.get(f"/api/v1/conversations/{cid}/").json()["user_id"] == text
    listed = client_api.get("/api/v1/conversations/", {"user_id": text}).json()
    assert [c["id"] for c in listed["results"]] == [cid]
    fact = send(
        client_api,
        "POST",
        "/api/v1/facts/",
        {"user_id": text, "role": "client", "domain": "work", "text": "Works nights"},
    )
    assert fact.status_code == 201
    assert fact.json()["user_id"] == text
    erased = client_api.delete(f"/api/v1/users/{text}/memory/").json()["erased"]
    assert (erased["conversations"], erased["facts"]) == (1, 1)


def test_an_escaped_surrogate_pair_is_one_character(client_api):
    cid = new_conversation(client_api)
    body = '{"role": "user", "content": "smile \\ud83d\\ude00"}'
    assert (
        client_api.post(f"/api/v1/conversations/{cid}/messages/", body, content_type="application/json").status_code
        == 201
    )
    assert Message.objects.get().content == "smile 😀"


# Refused, nothing stored ----------------------------------------------------------------------


def _footprint() -> tuple[object, ...]:
    states = sorted(
        (s.conversation_id, s.version, json.dumps(s.data, sort_keys=True)) for s in ConversationState.objects.all()
    )
    return Conversation.objects.count(), Message.objects.count(), Fact.objects.count(), tuple(states)


REFUSING: dict[str, Callable[[APIClient, str, str], Any]] = {
    "message_content": lambda api, cid, bad: send(
        api, "POST", f"/api/v1/conversations/{cid}/messages/", {"role": "user", "content": bad}
    ),
    "metadata_value": lambda api, cid, bad: send(
        api,
        "POST",
        f"/api/v1/conversations/{cid}/messages/",
        {"role": "user", "content": "ok", "metadata": {"note": bad}},
    ),
    "metadata_key": lambda api, cid, bad: send(
        api, "POST", f"/api/v1/conversations/{cid}/messages/", {"role": "user", "content": "ok", "metadata": {bad: 1}}
    ),
    "turn_content": lambda api, cid, bad: send(api, "POST", turns_url(cid), {"content": bad}),
    "state_value": lambda api, cid, bad: send(
        api, "PATCH", f"/api/v1/conversations/{cid}/state/", {"confirmed": True, "set": {"nested": [{"deep": bad}]}}
    ),
    "state_key": lambda api, cid, bad: send(
        api, "PATCH", f"/api/v1/conversations/{cid}/state/", {"confirmed": True, "set": {bad: 1}}
    ),
    "fact_text": lambda api, cid, bad: send(
        api, "POST", "/api/v1/facts/", {"user_id": "42", "role": "client", "domain": "work", "text": bad}
    ),
    "fact_user_id": lambda api, cid, bad: send(
        api, "POST", "/api/v1/facts/", {"user_id": bad, "role": "client", "domain": "work", "text": "x y"}
    ),
    "conversation_user_id": lambda api, cid, bad: send(
        api, "POST", "/api/v1/conversations/", {"role": "client", "user_id": bad}
    ),
    "an_ignored_field": lambda api, cid, bad: send(api, "POST", turns_url(cid), {"content": "ok", "client_note": bad}),
}


@pytest.mark.parametrize("bad", list(UNSTORABLE.values()), ids=list(UNSTORABLE))
@pytest.mark.parametrize("place", list(REFUSING))
def test_unstorable_text_is_refused_and_nothing_is_stored(client_api, place, bad):
    cid = new_conversation(client_api)
    before = _footprint()
    response = REFUSING[place](client_api, cid, bad)
    assert response.status_code == 400, response.content
    error = response.json()["error"]
    assert error["code"] == "invalid_text", error
    assert error["fields"], error
    assert ("NUL" if "\x00" in bad else "surrogate") in error["message"]
    assert _footprint() == before


def test_unstorable_text_in_the_reply_stores_no_reply_and_keeps_the_turn_open(client_api):
    cid = new_conversation(client_api)
    started = begin(client_api, cid, "hola").json()
    response = complete(client_api, cid, started["turn"], started["lease"], "ok", state=None)
    assert response.status_code == 200
    started = begin(client_api, cid, "otra").json()
    refused = send(
        client_api,
        "POST",
        f"{turns_url(cid)}{started['turn']}/complete/",
        {"lease": started["lease"], "content": "a\x00b"},
    )
    assert refused.status_code == 400
    assert refused.json()["error"]["code"] == "invalid_text"
    assert Message.objects.filter(turn=started["turn"], role="assistant").count() == 0
    assert complete(client_api, cid, started["turn"], started["lease"], "fine").status_code == 200


@pytest.mark.parametrize(
    "path",
    [
        "/api/v1/conversations/?user_id=a%00b",
        "/api/v1/facts/?domain=%00",
        "/api/v1/metrics/?x%00y=1",
        "/api/v1/conversations/client:42%00/",
        "/api/v1/users/a%00b/memory/",
    ],
)
def test_nul_in_a_path_or_query_string_is_refused(client_api, path):
    new_conversation(client_api, user_id="a")
    before = _footprint()
    method = client_api.delete if "/users/" in path else client_api.get
    response = method(path)
    assert response.status_code == 400, response.content
    assert response.json()["error"]["code"] == "invalid_text"
    assert _footprint() == before


def test_a_number_too_large_to_store_is_refused(client_api):
    cid = new_conversation(client_api)
    body = '{"confirmed": true, "set": {"total": 1e400}}'
    response = client_api.patch(f"/api/v1/conversations/{cid}/state/", body, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_number"
    assert ConversationState.objects.get().version == 0


def test_bytes_that_are_not_utf8_are_malformed_json(client_api):
    cid = new_conversation(client_api)
    response = client_api.post(
        f"/api/v1/conversations/{cid}/messages/",
        b'{"role": "user", "content": "\xff\xfe"}',
        content_type="application/json",
    )
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "malformed_json"
    assert Message.objects.count() == 0


@pytest.mark.parametrize("key", ["abcdefgh.secret\x00", "abcdéfgh.secret", "\ud800bcdefgh.secret"])
def test_an_api_key_that_is_not_printable_ascii_is_a_401(anonymous_api, key):
    anonymous_api.credentials(HTTP_AUTHORIZATION=f"Api-Key {key}")
    response = anonymous_api.get("/api/v1/conversations/")
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "unauthenticated"
