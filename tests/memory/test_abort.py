"""Aborting a turn through the API: no reply is stored, the lock is free at once, and only the lease
holder may let go."""

from __future__ import annotations

from conversations.models import Conversation, Message
from tests.helpers import begin, complete, new_conversation, rows_of


def abort(api, cid: str, turn: int, lease: str, **headers: str):
    return api.post(f"/api/v1/conversations/{cid}/turns/{turn}/abort/", {"lease": lease}, format="json", **headers)


def test_abort_stores_no_reply_and_frees_the_next_turn_at_once(client_api):
    cid = new_conversation(client_api)
    opened = begin(client_api, cid, "hola").json()
    response = abort(client_api, cid, opened["turn"], opened["lease"])
    assert response.status_code == 200
    assert response.json() == {"turn": 1, "aborted": True}
    assert list(rows_of(Message, cid).values_list("turn", "role")) == [(1, "user")]
    row = Conversation.objects.get(public_id=cid)
    assert (row.open_turn, row.lease_token, row.lease_expires_at) == (None, "", None)
    assert begin(client_api, cid, "¿sigues ahí?").json()["turn"] == 2


def test_an_aborted_turn_cannot_be_completed(client_api):
    cid = new_conversation(client_api)
    opened = begin(client_api, cid, "hola").json()
    assert abort(client_api, cid, opened["turn"], opened["lease"]).status_code == 200
    late = complete(client_api, cid, opened["turn"], opened["lease"], "demasiado tarde")
    assert late.status_code == 409
    assert late.json()["error"]["code"] == "lease_invalid"
    assert not rows_of(Message, cid).filter(role="assistant").exists()


def test_abort_with_a_wrong_lease_keeps_the_turn(client_api):
    cid = new_conversation(client_api)
    opened = begin(client_api, cid, "hola").json()
    response = abort(client_api, cid, opened["turn"], "not-the-lease")
    assert response.status_code == 409
    assert response.json()["error"]["code"] == "lease_invalid"
    assert begin(client_api, cid, "otra").status_code == 409  # still held
    assert complete(client_api, cid, opened["turn"], opened["lease"], "respuesta").status_code == 200


def test_abort_of_a_completed_turn_says_so(client_api):
    cid = new_conversation(client_api)
    opened = begin(client_api, cid, "hola").json()
    assert complete(client_api, cid, opened["turn"], opened["lease"], "respuesta").status_code == 200
    response = abort(client_api, cid, opened["turn"], opened["lease"])
    assert response.status_code == 409
    assert response.json()["error"]["code"] == "already_completed"
    assert rows_of(Message, cid).filter(role="assistant").count() == 1


def test_abort_without_a_lease_is_a_clear_400(client_api):
    cid = new_conversation(client_api)
    opened = begin(client_api, cid, "hola").json()
    response = client_api.post(f"/api/v1/conversations/{cid}/turns/{opened['turn']}/abort/", {}, format="json")
    assert response.status_code == 400
    assert "lease" in response.json()["error"]["fields"]
    assert begin(client_api, cid, "otra").status_code == 409


def test_a_retried_abort_with_its_idempotency_key_is_replayed(client_api):
    cid = new_conversation(client_api)
    opened = begin(client_api, cid, "hola").json()
    first = abort(client_api, cid, opened["turn"], opened["lease"], HTTP_IDEMPOTENCY_KEY="abort-1")
    again = abort(client_api, cid, opened["turn"], opened["lease"], HTTP_IDEMPOTENCY_KEY="abort-1")
    assert (first.status_code, again.status_code) == (200, 200)
    assert again.json() == first.json()


def test_another_tenant_cannot_abort(client_api, other_api):
    cid = new_conversation(client_api)
    opened = begin(client_api, cid, "hola").json()
    assert abort(other_api, cid, opened["turn"], opened["lease"]).status_code == 404
    assert begin(client_api, cid, "otra").status_code == 409
