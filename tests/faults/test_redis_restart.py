"""Redis killed (SIGKILL) and restarted mid-traffic, with a real broker and a real Celery worker:
every turn answers 2xx throughout, and what was said during the outage is mined once Redis is
back, without anyone acting (the after-turn outbox)."""

from __future__ import annotations

import signal

import pytest

from facts.models import Fact
from memory.models import AfterTurnJob
from tenants.services import create_api_key
from tests.faults.stack import Http, free_port, stack_env, start_redis, start_server, start_worker, stop, wait_until
from tests.helpers import saying


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)  # the server and the worker must see the tenant
def test_turns_answer_2xx_through_a_redis_restart_and_the_outage_work_gets_done(tenant, tmp_path):
    _, key = create_api_key(tenant=tenant, roles=["client"])
    redis_port = free_port()
    redis = start_redis(redis_port)
    env = stack_env(redis_port=redis_port, CACHE_KEY_PREFIX=f"fault-{redis_port}")
    server, port = start_server(env, tmp_path / "server.log")
    worker = start_worker(env, tmp_path / "worker.log", tmp_path / "beat")
    try:
        http = Http(port, key)
        status, conversation, _ = http.call("POST", "/conversations/", {"role": "client", "user_id": "42"})
        assert status == 201
        cid = conversation["id"]
        assert http.turn(cid, "Busco zapatillas para correr", "Tenemos varias.") == (201, 200)

        stop(redis, signal.SIGKILL)
        during = ["Recordá que vivo en Valencia", "¿Tenés en talla 42?", "Prefiero la marca Asics"]
        assert [http.turn(cid, text, "Anotado.") for text in during] == [(201, 200)] * 3
        assert AfterTurnJob.objects.count() >= 3  # accepted, committed, waiting for the broker

        redis = start_redis(redis_port)  # back, and empty: whatever was queued in it is gone
        assert http.turn(cid, "¿Y en negro?", "Sí, también.") == (201, 200)
        wait_until(lambda: not AfterTurnJob.objects.exists(), 90, "the outbox drained after Redis came back")
        assert len(saying(Fact.objects.filter(tenant=tenant, user_id="42"), "Valencia")) == 1
        assert len(saying(Fact.objects.filter(tenant=tenant, user_id="42"), "Asics")) == 1
    finally:
        for process in (server, worker, redis):
            stop(process)
