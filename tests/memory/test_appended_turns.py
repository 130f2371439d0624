"""A turn that does not end through complete is remembered like one that does: messages appended through
`/messages/` (a history imported, a reply logged afterwards), an aborted turn and a turn whose lease ran out
are read for facts and entities and folded into summaries, in both languages."""

from __future__ import annotations

from conversations.models import Summary
from facts.models import Fact
from memory.models import AfterTurnJob
from tests.helpers import begin, lease_ran_out, new_conversation, rows_of


def append(api, cid: str, role: str, content: str):
    response = api.post(f"/api/v1/conversations/{cid}/messages/", {"role": role, "content": content}, format="json")
    assert response.status_code == 201, response.content
    return response.json()


def values(user_id: str = "42") -> set[tuple[str, str]]:
    return {(fact.key, fact.value) for fact in Fact.objects.filter(user_id=user_id, status="active")}


def test_an_appended_turn_is_read_for_facts_once_its_reply_is_appended(client_api):
    cid = new_conversation(client_api)
    append(client_api, cid, "user", "Recuerda que soy alérgico a la penicilina")
    append(client_api, cid, "assistant", "Anotado, lo tendré en cuenta.")
    append(client_api, cid, "user", "Remember that my budget is 300 euros at most")
    append(client_api, cid, "assistant", "Noted.")
    assert {("allergy", "penicilina"), ("budget", "300 euros")} <= values()
    assert not AfterTurnJob.objects.exists()  # each job ran and went


def test_a_user_message_left_without_a_reply_is_read_when_the_next_turn_opens(client_api):
    cid = new_conversation(client_api)
    append(client_api, cid, "user", "Mi perro se llama Toby")
    assert ("pet", "Toby") not in values()  # its turn may still get a reply
    append(client_api, cid, "user", "¿Tenéis camas para perros grandes?")
    assert ("pet", "Toby") in values()


def test_an_imported_history_is_folded_into_summaries_like_completed_turns(client_api):
    cid = new_conversation(client_api)
    for number in range(1, 16):
        append(client_api, cid, "user", f"Busco zapatillas de running, modelo número {number}")
        append(client_api, cid, "assistant", f"Te enseño el modelo {number} en tu talla.")
    assert rows_of(Summary, cid).exists()
    body = client_api.get(f"/api/v1/conversations/{cid}/context/", {"query": "¿Y el primero?"}).json()
    assert body["tokens"].get("summaries", 0) > 0


def test_an_aborted_turn_is_still_read_for_facts(client_api):
    cid = new_conversation(client_api)
    opened = begin(client_api, cid, "My sister Ana lives in Seville").json()
    aborted = client_api.post(
        f"/api/v1/conversations/{cid}/turns/{opened['turn']}/abort/", {"lease": opened["lease"]}, format="json"
    )
    assert aborted.status_code == 200
    assert ("sister", "Ana") in values()


def test_a_turn_whose_lease_ran_out_is_read_when_the_next_begins(client_api):
    cid = new_conversation(client_api)
    assert begin(client_api, cid, "Trabajo de enfermera en el Hospital La Fe").status_code == 201
    with lease_ran_out(cid):
        assert begin(client_api, cid, "¿Qué zuecos me recomiendas?").status_code == 201
    assert ("employer", "Hospital La Fe") in values()
