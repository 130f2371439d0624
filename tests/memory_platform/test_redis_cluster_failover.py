"""A Redis Cluster primary killed in the middle of a conversation (on a cluster of this test's own)."""

from __future__ import annotations

import os
import signal
import subprocess
import time

from django.test import override_settings

from conversations import locks
from conversations.models import Message
from memory_platform.redis_client import cache_key, raw_redis, redis_errors
from tests.helpers import begin, complete, conversation, new_conversation, run_turn
from tests.redis_cluster import cluster_settings, redis_cluster, urls


def _pid(port: int) -> int:
    info = subprocess.run(["redis-cli", "-p", str(port), "info", "server"], capture_output=True, text=True, check=True)
    return int(info.stdout.split("process_id:")[1].split()[0])


def test_turns_keep_answering_while_a_primary_fails_over(client_api, tmp_path):
    """A primary killed mid-conversation: its slots answer as Redis down does (PostgreSQL, the row lock)
    until its replica takes over, and no turn fails or is lost."""
    with redis_cluster(tmp_path) as ports, override_settings(**cluster_settings(urls(ports))):
        cid = new_conversation(client_api, user_id="failover")
        lock = cache_key(locks.lock_key(conversation(cid)))
        primary = raw_redis().get_node_from_key(lock)
        run_turn(client_api, cid, "Busco zapatillas de trail", "Tenemos dos modelos.")
        os.kill(_pid(primary.port), signal.SIGKILL)  # a server this test started
        turns, deadline = 1, time.monotonic() + 60
        while time.monotonic() < deadline:
            started = begin(client_api, cid, f"¿Y el modelo {turns}?")
            assert started.status_code == 201, started.content
            held = raw_redis_or_none(lock)
            assert complete(client_api, cid, started.json()["turn"], started.json()["lease"], "Sí.").status_code == 200
            turns += 1
            if held is not None:  # the replica answers for the slot now
                break
        assert raw_redis().get_node_from_key(lock).port != primary.port
        assert Message.objects.filter(conversation__public_id=cid).count() == 2 * turns


def raw_redis_or_none(key: str) -> bytes | None:
    try:
        return raw_redis().get(key)
    except redis_errors():
        return None
