"""One rule for an expired conversation: everything that would use its memory (context, state,
turns, new messages) answers 410, while the conversation itself stays readable with its status."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from conversations.services.conversations import expire_idle_conversations
from tests.helpers import begin, complete, new_conversation, run_turn, turns_url

PAST_TTL = timedelta(minutes=46)  # the default idle TTL is 45 minutes


def _memory_uses(cid: str, open_turn: dict) -> dict:
    base = f"/api/v1/conversations/{cid}"
    return {
        "context preview": lambda api: api.get(f"{base}/context/", {"query": "¿y en negro?"}),
        "state read": lambda api: api.get(f"{base}/state/"),
        "state patch": lambda api: api.patch(
            f"{base}/state/", {"confirmed": True, "set": {"step": "pay"}}, format="json"
        ),
        "begin": lambda api: begin(api, cid, "¿sigues ahí?"),
        "complete": lambda api: complete(api, cid, open_turn["turn"], open_turn["lease"], "Sí."),
        "append message": lambda api: api.post(f"{base}/messages/", {"role": "user", "content": "hola"}, format="json"),
    }


@pytest.mark.parametrize("use", ["context preview", "state read", "state patch", "begin", "complete", "append message"])
@pytest.mark.parametrize("marked", [False, True], ids=["past-ttl", "marked-expired"])
def test_memory_of_an_expired_conversation_is_410(client_api, use, marked):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "Busco zapatillas", "Tenemos varias.")
    open_turn = begin(client_api, cid, "¿En talla 42?").json()
    with time_machine.travel(timezone.now() + PAST_TTL):
        if marked:
            assert expire_idle_conversations() == 1
        response = _memory_uses(cid, open_turn)[use](client_api)
        assert response.status_code == 410, response.content
        assert response.json()["error"]["code"] == "expired"


def test_an_expired_conversation_itself_stays_readable(client_api):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "Busco zapatillas", "Tenemos varias.")
    with time_machine.travel(timezone.now() + PAST_TTL):
        expire_idle_conversations()
        detail = client_api.get(f"/api/v1/conversations/{cid}/")
        assert detail.status_code == 200
        assert detail.json()["status"] == "expired"
        assert client_api.get(f"/api/v1/conversations/{cid}/messages/").json()["count"] == 2
        assert client_api.get(f"/api/v1/conversations/{cid}/summaries/").status_code == 200


def test_another_tenant_gets_404_not_410(client_api, other_api):
    cid = new_conversation(client_api)
    with time_machine.travel(timezone.now() + PAST_TTL):
        assert other_api.get(f"/api/v1/conversations/{cid}/context/").status_code == 404
        assert other_api.post(turns_url(cid), {"content": "hola"}, format="json").status_code == 404
