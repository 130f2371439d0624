"""Confirmed structured state: explicit confirmation, set/unset, optimistic versions."""

from __future__ import annotations

from conversations.models import ConversationState
from tests.helpers import new_conversation, rows_of


def state_url(cid: str) -> str:
    return f"/api/v1/conversations/{cid}/state/"


def test_state_starts_empty(client_api):
    cid = new_conversation(client_api)
    body = client_api.get(state_url(cid)).json()
    assert body["data"] == {}
    assert body["version"] == 0


def test_confirmed_patch_sets_and_unsets(client_api):
    cid = new_conversation(client_api)
    first = client_api.patch(
        state_url(cid),
        {"confirmed": True, "set": {"current_category": "zapatillas", "checkout_step": "cart"}},
        format="json",
    )
    assert first.status_code == 200
    assert first.json()["version"] == 1
    second = client_api.patch(
        state_url(cid),
        {"confirmed": True, "set": {"checkout_step": "address"}, "unset": ["current_category"], "version": 1},
        format="json",
    )
    assert second.status_code == 200
    assert second.json()["data"] == {"checkout_step": "address"}
    assert second.json()["version"] == 2


def test_unconfirmed_patch_changes_nothing(client_api):
    cid = new_conversation(client_api)
    response = client_api.patch(state_url(cid), {"set": {"cart_items": [1]}}, format="json")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "not_confirmed"
    assert rows_of(ConversationState, cid).get().version == 0


def test_stale_version_is_a_conflict_and_changes_nothing(client_api):
    cid = new_conversation(client_api)
    client_api.patch(state_url(cid), {"confirmed": True, "set": {"a": 1}}, format="json")
    response = client_api.patch(state_url(cid), {"confirmed": True, "set": {"a": 2}, "version": 0}, format="json")
    assert response.status_code == 409
    assert response.json()["error"]["code"] == "stale_version"
    state = rows_of(ConversationState, cid).get()
    assert (state.data, state.version) == ({"a": 1}, 1)


def test_bad_state_shapes_are_rejected(client_api):
    cid = new_conversation(client_api)
    for body in ({"confirmed": True, "set": [1]}, {"confirmed": True, "unset": "a"}, {"confirmed": True}):
        response = client_api.patch(state_url(cid), body, format="json")
        assert response.status_code == 400, body
    assert rows_of(ConversationState, cid).get().version == 0


def test_state_is_in_the_context(client_api):
    cid = new_conversation(client_api)
    client_api.patch(state_url(cid), {"confirmed": True, "set": {"cart_items": [12, 45]}}, format="json")
    context = client_api.get(f"/api/v1/conversations/{cid}/context/", {"query": "¿qué tengo en el carrito?"}).json()
    state_messages = [m for m in context["messages"] if m["role"] == "system" and "cart_items" in m["content"]]
    assert len(state_messages) == 1
    assert context["tokens"]["state"] > 0
