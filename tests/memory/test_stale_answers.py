"""An earlier answer is offered again only while the facts it may rest on still hold: once one of the
user's facts is superseded, deleted or goes stale, neither the answer cache nor an earlier turn's
reply is offered. "What's my…" is read like "What is my…"."""

from __future__ import annotations

import pytest

from facts.models import Fact
from facts.services.facts import mark_fact_stale
from memory.engine.answers import is_cacheable_answer_query
from tests.helpers import begin, new_conversation, run_turn

pytestmark = pytest.mark.redis_cluster  # also on a Redis Cluster


@pytest.mark.parametrize(
    "question", ["What's my shoe size?", "What’s my shoe size?", "Whats my shoe size?", "What is my shoe size?"]
)
def test_whats_my_reads_like_what_is_my(question):
    assert is_cacheable_answer_query(question)


def state_fact(api, text: str) -> int:
    body = {"user_id": "ana", "role": "client", "domain": "personal", "text": text}
    created = api.post("/api/v1/facts/", body, format="json")
    assert created.status_code == 201, created.content
    return created.json()["id"]


def test_the_issue_flow_offers_no_stale_shoe_size(client_api):
    fact = state_fact(client_api, "My shoe size is 43")
    first = new_conversation(client_api, user_id="ana")
    run_turn(client_api, first, "What's my shoe size?", "Your shoe size is 43.")
    second = new_conversation(client_api, user_id="ana")
    assert begin(client_api, second, "What's my shoe size?").json()["dedup"]["source"] == "answer_cache"
    contradicted = client_api.post(f"/api/v1/facts/{fact}/contradict/", {"text": "My shoe size is 45"}, format="json")
    assert contradicted.status_code == 201
    third = new_conversation(client_api, user_id="ana")
    assert begin(client_api, third, "What's my shoe size?").json()["dedup"] is None


QUESTION = "Which trail running shoes should I order in the sale?"


@pytest.mark.parametrize("change", ["contradict", "delete", "stale"])
def test_an_earlier_turns_reply_is_not_offered_once_a_fact_stops_holding(client_api, change):
    fact = state_fact(client_api, "My shoe size is 43")
    first = new_conversation(client_api, user_id="ana")
    run_turn(client_api, first, QUESTION, "The Peak 2 in size 43.")
    second = new_conversation(client_api, user_id="ana")
    offered = begin(client_api, second, QUESTION).json()["dedup"]
    assert offered["source"] == "previous_turn"
    if change == "contradict":
        client_api.post(f"/api/v1/facts/{fact}/contradict/", {"text": "My shoe size is 45"}, format="json")
    elif change == "delete":
        assert client_api.delete(f"/api/v1/facts/{fact}/").status_code == 200
    else:
        mark_fact_stale(fact=Fact.objects.get(pk=fact))
    third = new_conversation(client_api, user_id="ana")
    assert begin(client_api, third, QUESTION).json()["dedup"] is None
