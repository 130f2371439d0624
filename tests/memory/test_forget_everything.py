"""Forgetting a user leaves nothing behind: stored idempotent answers go with the user (and with a
deleted conversation), so a replay returns no erased memory; fact history goes by user, so a fact an
after-turn job writes while the forget runs does not survive; no Redis key name holds a raw user id,
and the forget removes the user's keys; the receipt counts every store it erased."""

from __future__ import annotations

import threading
import time

import pytest
from django.db import connection, transaction

from conversations.hot import hot_key
from conversations.models import Conversation, Message
from facts.cache import past_values_cache_key, user_cache_keys
from facts.models import Fact
from facts.services.facts import create_fact
from memory.services.forget import forget_user
from memory_platform.cache_keys import user_tag
from memory_platform.redis_client import cache_key, raw_redis
from memory_platform.users import user_ref
from tenants.models import IdempotencyRecord
from tests.factories import ConversationFactory
from tests.helpers import complete, new_conversation, run_turn, turns_url

pytestmark = pytest.mark.redis_cluster  # also on a Redis Cluster

USER = "ana-7f3k-distinct"


def begin_with_key(api, cid: str, key: str, content: str):
    return api.post(turns_url(cid), {"content": content}, format="json", HTTP_IDEMPOTENCY_KEY=key)


def test_a_replay_after_a_forget_returns_no_erased_memory(tenant, client_api):
    cid = new_conversation(client_api, user_id=USER)
    run_turn(client_api, cid, "My shoe size is 43", "Noted.")
    begun = begin_with_key(client_api, cid, "turn-K", "Which trail shoes fit me?")
    assert begun.status_code == 201
    assert complete(client_api, cid, begun.json()["turn"], begun.json()["lease"], "The Peak 2.").status_code == 200
    fact_body = {"user_id": USER, "role": "client", "domain": "personal", "text": "Lives in Rosario"}
    fact = client_api.post("/api/v1/facts/", fact_body, format="json", HTTP_IDEMPOTENCY_KEY="fact-F")
    assert fact.status_code == 201
    assert begin_with_key(client_api, cid, "turn-K", "Which trail shoes fit me?")["Idempotent-Replayed"] == "true"

    erased = client_api.delete(f"/api/v1/users/{USER}/memory/").json()["erased"]
    assert erased["idempotency_records"] == 2  # the begun turn and the stated fact
    assert not IdempotencyRecord.objects.filter(owner=user_ref(tenant_id=tenant.pk, role="client", user_id=USER))

    again = begin_with_key(client_api, cid, "turn-K", "Which trail shoes fit me?")
    assert "Idempotent-Replayed" not in again
    assert again.status_code == 404
    assert b"43" not in again.content
    restated = client_api.post("/api/v1/facts/", fact_body, format="json", HTTP_IDEMPOTENCY_KEY="fact-F")
    assert "Idempotent-Replayed" not in restated
    assert client_api.get(f"/api/v1/facts/{restated.json()['id']}/").status_code == 200  # a fact that exists


def test_a_replay_after_deleting_the_conversation_returns_none_of_it(client_api):
    cid = new_conversation(client_api, user_id=USER)
    begun = begin_with_key(client_api, cid, "turn-K", "My shoe size is 43")
    complete(client_api, cid, begun.json()["turn"], begun.json()["lease"], "Noted.")
    assert client_api.delete(f"/api/v1/conversations/{cid}/").status_code == 200
    again = begin_with_key(client_api, cid, "turn-K", "My shoe size is 43")
    assert "Idempotent-Replayed" not in again
    assert again.status_code == 404
    assert b"43" not in again.content


def user_keys() -> list[str]:
    client = raw_redis()
    return [key.decode() for key in client.scan_iter(match=cache_key("*"), count=1000)]


def test_no_key_name_holds_the_user_id_and_a_forget_removes_the_users_keys(tenant, client_api):
    cid = new_conversation(client_api, user_id=USER)
    client_api.post(
        "/api/v1/facts/",
        {"user_id": USER, "role": "client", "domain": "personal", "text": "My shoe size is 43"},
        format="json",
    )
    run_turn(client_api, cid, "What is my shoe size?", "Your shoe size is 43.")
    run_turn(client_api, cid, "Which trail shoes fit me?", "The Peak 2.")
    tag = user_tag(tenant_id=tenant.pk, user_id=USER)
    before = user_keys()
    assert not [key for key in before if USER in key]
    # Every key but the past values', which only a build that recalls a turn writes.
    written = set(user_cache_keys(tenant_id=tenant.pk, role="client", user_id=USER)) - {
        past_values_cache_key(tenant_id=tenant.pk, role="client", user_id=USER)
    }
    assert {cache_key(key) for key in written} <= set(before)
    conversation = Conversation.objects.get(public_id=cid)
    assert cache_key(hot_key(conversation)) in before

    erased = client_api.delete(f"/api/v1/users/{USER}/memory/").json()["erased"]
    after = user_keys()
    assert not [key for key in after if tag in key]
    assert cache_key(hot_key(conversation)) not in after
    assert erased["cache_keys"] >= 4
    assert erased["fact_history"] >= 1
    assert erased["entity_mentions"] >= 1  # "Peak 2" and the like, said in the turns
    assert set(erased) >= {"conversations", "messages", "facts", "fact_history", "idempotency_records", "cache_keys"}


@pytest.mark.django_db(transaction=True)
def test_a_fact_written_while_the_forget_runs_leaves_no_row_and_no_history(tenant):
    """The after-turn job claims the turn's messages under row locks, then writes facts; a forget that
    starts meanwhile must still erase them, history included."""
    conversation = ConversationFactory(tenant=tenant, user_id=USER)
    Message.objects.create(
        tenant=tenant, conversation=conversation, turn=1, seq=1, role="user", content="I live in Rosario", token_count=4
    )
    claimed, go = threading.Event(), threading.Event()

    def after_turn_job() -> None:
        try:
            with transaction.atomic():
                list(Message.objects.for_conversation(conversation).select_for_update())
                create_fact(tenant=tenant, role="client", user_id=USER, domain="personal", text="Lives in Rosario")
                claimed.set()
                go.wait(10)
        finally:
            connection.close()

    job = threading.Thread(target=after_turn_job)
    job.start()
    assert claimed.wait(10)
    forget = threading.Thread(
        target=lambda: (forget_user(tenant=tenant, user_id=USER, roles=["client"]), connection.close())
    )
    forget.start()
    time.sleep(1)  # the forget is past its first reads and waits on the job's row locks
    go.set()
    job.join(10)
    forget.join(10)
    assert not Fact.objects.filter(user_id=USER).exists()
    assert not Fact.history.filter(user_id=USER).exists()
