"""The cache, turn locks and throttle counters on a real Redis Cluster (REDIS_CLUSTER_URL): each
operation's keys share a slot, users spread over the primaries, and turns run through the API."""

from __future__ import annotations

import threading

import pytest
from django.core.cache import cache
from redis.cluster import RedisCluster
from redis.crc import key_slot

from conversations import hot, locks
from facts.cache import user_cache_keys
from memory_platform.redis_client import cache_key, raw_redis
from memory_platform.redis_cluster import startup_nodes
from tests.helpers import begin, complete, conversation, new_conversation, run_turn

pytestmark = pytest.mark.parametrize("_cache_layout", ["cluster"], indirect=True)


def slot(key: str) -> int:
    return key_slot(cache_key(key).encode())


def test_the_cache_is_the_cluster():
    client = raw_redis()
    assert isinstance(client, RedisCluster)
    flags = sorted(node["flags"].split(",")[-1] for node in client.cluster_nodes().values())
    assert flags == ["master"] * 3 + ["slave"] * 3


def test_every_thread_shares_the_process_cluster_client():
    """Django makes a cache backend per thread (per request under ASGI); the slot map and the connections
    to the nodes must not be made again for each."""
    seen = []
    thread = threading.Thread(target=lambda: seen.append(raw_redis()))
    thread.start()
    thread.join()
    assert seen[0] is raw_redis()


def test_a_users_keys_share_one_slot_and_users_spread_over_the_primaries(tenant):
    slots = {}
    for user_id in map(str, range(40)):
        keys = user_cache_keys(tenant_id=tenant.pk, role="client", user_id=user_id)
        keys += user_cache_keys(tenant_id=tenant.pk, role="admin", user_id=user_id)
        assert len({slot(key) for key in keys}) == 1
        assert not [key for key in keys if user_id in key.split("}")[-1]]
        slots[user_id] = slot(keys[0])
    owners = {raw_redis().nodes_manager.get_node_from_slot(s).name for s in slots.values()}
    assert len(owners) == 3


def test_a_conversations_keys_share_one_slot(client_api):
    target = conversation(new_conversation(client_api))
    assert len({slot(key) for key in hot.cache_keys(target)}) == 1


def test_a_turn_holds_its_lock_on_the_cluster_and_completing_releases_it(client_api):
    cid = new_conversation(client_api)
    started = begin(client_api, cid, "Busco zapatillas para correr")
    assert started.status_code == 201
    lock = cache_key(locks.lock_key(conversation(cid)))
    assert raw_redis().get(lock).decode() == started.json()["lease"]
    assert 0 < raw_redis().pttl(lock) <= 60_000
    busy = begin(client_api, cid, "¿Y en talla 43?")
    assert busy.status_code == 409
    assert complete(client_api, cid, 1, started.json()["lease"], "Te muestro varias.").status_code == 200
    assert raw_redis().get(lock) is None
    assert begin(client_api, cid, "¿Y en talla 43?").status_code == 201


def test_restated_questions_and_facts_are_served_from_the_cluster(client_api, tenant):
    cid = new_conversation(client_api, user_id="7")
    client_api.post(
        "/api/v1/facts/",
        {"user_id": "7", "role": "client", "domain": "personal", "text": "My shoe size is 43"},
        format="json",
    )
    run_turn(client_api, cid, "What is my shoe size?", "Your shoe size is 43.")
    again = begin(client_api, cid, "What is my shoe size?").json()
    assert again["dedup"]["source"] == "answer_cache"
    assert "43" in again["dedup"]["previous_answer"]
    found = cache.get_many(user_cache_keys(tenant_id=tenant.pk, role="client", user_id="7"))
    assert len(found) == 3  # facts, their version and the answers, read in one MGET


def test_startup_nodes_take_addresses_and_refuse_anything_else():
    nodes, credentials = startup_nodes(["redis://:s3cret@10.0.0.1:7000", "redis://10.0.0.2"])
    assert [(n.host, n.port) for n in nodes] == [("10.0.0.1", 7000), ("10.0.0.2", 6379)]
    assert credentials["password"] == "s3cret"
    with pytest.raises(ValueError, match="not a redis://host:port"):
        startup_nodes(["10.0.0.1:7000"])
