"""The turn lifecycle through the API: lock, lease, completion and what is stored."""

from __future__ import annotations

import pytest

from conversations.models import Message
from memory_platform.text.embeddings import REPLY_OPENING_WORDS, get_backend, pack_vector
from tests.helpers import begin, complete, conversation, lease_ran_out, new_conversation, rows_of, run_turn

pytestmark = pytest.mark.redis_cluster  # also on a Redis Cluster


def test_begin_returns_turn_lease_and_context(client_api):
    cid = new_conversation(client_api)
    response = begin(client_api, cid, "Quiero ver zapatillas")
    assert response.status_code == 201
    body = response.json()
    assert body["turn"] == 1
    assert body["lease"]
    messages = body["context"]["messages"]
    assert messages[0]["role"] == "system"
    assert messages[-1] == {"role": "user", "content": "Quiero ver zapatillas"}
    assert body["context"]["total_tokens"] <= body["context"]["budget"]
    # Durable before the answer: the user message is already in PostgreSQL.
    assert rows_of(Message, cid).filter(role="user", turn=1).exists()


def test_second_begin_while_open_is_busy_with_retry_after(client_api):
    cid = new_conversation(client_api)
    assert begin(client_api, cid, "primero").status_code == 201
    response = begin(client_api, cid, "segundo")
    assert response.status_code == 409
    assert response.json()["error"]["code"] == "busy"
    assert int(response["Retry-After"]) >= 1
    assert rows_of(Message, cid).count() == 1


def test_complete_stores_reply_and_releases_lock(client_api):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "hola", "¡Hola! ¿Qué buscas?")
    stored = list(rows_of(Message, cid).values_list("turn", "role"))
    assert stored == [(1, "user"), (1, "assistant")]
    assert begin(client_api, cid, "zapatillas").status_code == 201


def test_a_replys_vector_is_its_opening_words_and_a_user_message_is_embedded_whole(client_api):
    """A long reply is embedded by its opening (what it answers comes first): a fifth of the model's work."""
    cid = new_conversation(client_api)
    opening = "Las Trail Pro son impermeables, pesan 280 gramos y vienen en negro, azul y verde oliva."
    details = " ".join(["La suela es de goma Vibram y agarra bien en roca mojada y en barro."] * 6)
    question = "¿Qué zapatillas impermeables tenés para correr por la montaña?"
    run_turn(client_api, cid, question, f"{opening} {details}")
    backend = get_backend()
    reply = rows_of(Message, cid).get(role="assistant")
    words = f"{opening} {details}".split()
    assert bytes(reply.embedding) == pack_vector(backend.embed(" ".join(words[:REPLY_OPENING_WORDS])))
    assert bytes(reply.embedding) != pack_vector(backend.embed(reply.content))
    asked = rows_of(Message, cid).get(role="user")
    assert bytes(asked.embedding) == pack_vector(backend.embed(question))


def test_complete_with_wrong_lease_stores_nothing(client_api):
    cid = new_conversation(client_api)
    body = begin(client_api, cid, "hola").json()
    response = complete(client_api, cid, body["turn"], "not-the-lease", "reply")
    assert response.status_code == 409
    assert response.json()["error"]["code"] == "lease_invalid"
    assert not rows_of(Message, cid).filter(role="assistant").exists()


def test_completing_twice_stores_once(client_api):
    cid = new_conversation(client_api)
    body = begin(client_api, cid, "hola").json()
    assert complete(client_api, cid, body["turn"], body["lease"], "reply").status_code == 200
    again = complete(client_api, cid, body["turn"], body["lease"], "reply")
    assert again.status_code == 409
    assert again.json()["error"]["code"] == "already_completed"
    assert rows_of(Message, cid).filter(role="assistant").count() == 1


def test_dead_agent_frees_the_conversation_when_the_lease_expires(client_api):
    cid = new_conversation(client_api)
    abandoned = begin(client_api, cid, "hola").json()
    assert begin(client_api, cid, "¿hay alguien?").status_code == 409
    with lease_ran_out(cid):
        fresh = begin(client_api, cid, "¿hay alguien?")
        assert fresh.status_code == 201
        assert fresh.json()["turn"] == 2
        # The dead agent's late completion is refused and stores nothing.
        late = complete(client_api, cid, abandoned["turn"], abandoned["lease"], "too late")
        assert late.status_code == 409
    assert not rows_of(Message, cid).filter(role="assistant").exists()


def test_complete_with_expired_lease_is_refused(client_api):
    cid = new_conversation(client_api)
    body = begin(client_api, cid, "hola").json()
    with lease_ran_out(cid):
        response = complete(client_api, cid, body["turn"], body["lease"], "reply")
    assert response.status_code == 409
    assert response.json()["error"]["code"] == "lease_expired"
    assert not rows_of(Message, cid).filter(role="assistant").exists()


def test_complete_applies_confirmed_state(client_api):
    cid = new_conversation(client_api)
    body = begin(client_api, cid, "agregá las Air Max al carrito").json()
    state = {"confirmed": True, "set": {"cart_items": [12]}}
    assert complete(client_api, cid, body["turn"], body["lease"], "Listo, agregadas.", state).status_code == 200
    assert client_api.get(f"/api/v1/conversations/{cid}/state/").json()["data"] == {"cart_items": [12]}


def test_complete_with_unconfirmed_state_stores_nothing(client_api):
    cid = new_conversation(client_api)
    body = begin(client_api, cid, "agregá las Air Max").json()
    response = complete(client_api, cid, body["turn"], body["lease"], "ok", {"set": {"cart_items": [12]}})
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "not_confirmed"
    assert not rows_of(Message, cid).filter(role="assistant").exists()
    assert client_api.get(f"/api/v1/conversations/{cid}/state/").json()["data"] == {}


def test_begin_with_empty_content_is_rejected(client_api):
    cid = new_conversation(client_api)
    response = begin(client_api, cid, "   ")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "empty_content"
    assert conversation(cid).last_seq == 0


def test_turns_of_another_tenant_are_404(client_api, other_api):
    cid = new_conversation(client_api)
    assert begin(other_api, cid, "hola").status_code == 404
    body = begin(client_api, cid, "hola").json()
    assert complete(other_api, cid, body["turn"], body["lease"], "x").status_code == 404
    assert other_api.get(f"/api/v1/conversations/{cid}/context/").status_code == 404
    assert other_api.get(f"/api/v1/conversations/{cid}/state/").status_code == 404
    assert other_api.get(f"/api/v1/conversations/{cid}/summaries/").status_code == 404


def test_client_key_cannot_run_admin_turns(admin_api, client_api):
    cid = new_conversation(admin_api, role="admin", user_id="1")
    response = begin(client_api, cid, "hola")
    assert response.status_code == 403
    assert not rows_of(Message, cid).exists()
