"""Two OS processes completing the same turn at the same moment: the reply is stored once; the
loser hears 409 already_completed, or, retrying with the same Idempotency-Key, the winner's answer."""

from __future__ import annotations

import json
import time

import pytest

from conversations.models import Message
from tenants.services import create_api_key
from tests.factories import ConversationFactory
from tests.processes import run_python

COMPLETER = """
import json, time, django
django.setup()
from rest_framework.test import APIClient
api = APIClient()
api.credentials(HTTP_AUTHORIZATION="Api-Key {key}")
headers = {headers}
time.sleep(max(0.0, {start} - time.time()))
answer = api.post(
    "/api/v1/conversations/{cid}/turns/{turn}/complete/",
    {{"lease": "{lease}", "content": "Sí, en 42."}},
    format="json",
    **headers,
)
print(json.dumps([answer.status_code, answer.json()]))
"""


def _race(cid: str, key: str, opened, headers: dict) -> list[tuple[int, dict]]:
    start = time.time() + 3.0  # both children are imported and waiting by then
    children = [
        run_python(
            COMPLETER.format(key=key, cid=cid, turn=opened.turn, lease=opened.lease, start=start, headers=headers)
        )
        for _ in range(2)
    ]
    answers = []
    for child in children:
        out, err = child.communicate(timeout=90)
        assert child.returncode == 0, err
        status, body = json.loads(out.strip().splitlines()[-1])
        answers.append((status, body))
    return sorted(answers, key=lambda a: a[0])


def _open_turn(tenant):
    from memory.services.turns import begin_turn

    conversation = ConversationFactory(tenant=tenant)
    return conversation, begin_turn(conversation=conversation, content="¿Tenés en talla 42?")


@pytest.mark.django_db(transaction=True)  # the racing processes must see the turn
def test_two_processes_complete_the_same_turn_once(tenant):
    _, key = create_api_key(tenant=tenant, roles=["client"])
    conversation, opened = _open_turn(tenant)
    (won, _), (lost, body) = _race(conversation.public_id, key, opened, {})
    assert (won, lost) == (200, 409)
    assert body["error"]["code"] == "already_completed"
    assert Message.objects.filter(conversation=conversation, role="assistant").count() == 1


@pytest.mark.django_db(transaction=True)
def test_with_the_same_idempotency_key_both_get_the_one_answer(tenant):
    _, key = create_api_key(tenant=tenant, roles=["client"])
    conversation, opened = _open_turn(tenant)
    first, second = _race(conversation.public_id, key, opened, {"HTTP_IDEMPOTENCY_KEY": "complete-turn-1"})
    assert first == second
    assert first[0] == 200
    assert Message.objects.filter(conversation=conversation, role="assistant").count() == 1
