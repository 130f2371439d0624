"""The Celery worker killed (SIGKILL) in the middle of an after-turn task: the job stays pending,
runs again on the next worker, and nothing it already wrote is written twice."""

from __future__ import annotations

import signal

import psycopg
import pytest
from django.db import connection

from conversations.models import Summary
from facts.models import Fact
from memory.models import AfterTurnJob
from memory.services import outbox
from memory.services.turns import begin_turn, complete_turn
from tests.factories import ConversationFactory
from tests.faults.stack import free_port, stack_env, start_redis, start_worker, stop, wait_until
from tests.helpers import saying


def _turn(conversation, user: str, reply: str) -> None:
    started = begin_turn(conversation=conversation, content=user)
    complete_turn(conversation=conversation, turn=started.turn, lease=started.lease, content=reply)


def _waiting_on_a_lock() -> bool:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"
        )
        return cursor.fetchone()[0] > 0


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)  # the worker must see the conversation
def test_a_task_killed_midway_runs_again_and_writes_nothing_twice(tenant, tmp_path, monkeypatch):
    conversation = ConversationFactory(tenant=tenant, user_id="42")
    for n in range(12):  # their pipelines run eagerly, here
        _turn(conversation, f"Busco zapatillas modelo {n} para correr", f"Modelo {n} disponible en talla 42.")
    monkeypatch.setattr(outbox, "dispatch", lambda **kwargs: False)  # these three are left to the worker's sweeper
    _turn(conversation, "Recordá que vivo en Valencia", "Anotado.")
    _turn(conversation, "Busco zapatillas modelo 12 para correr", "Modelo 12 disponible.")
    _turn(conversation, "Busco zapatillas modelo 13 para correr", "Modelo 13 disponible.")
    assert AfterTurnJob.objects.count() == 3
    summaries_before = Summary.objects.filter(conversation=conversation).count()

    db = connection.settings_dict
    blocker = psycopg.connect(
        host=db["HOST"] or "127.0.0.1", port=db["PORT"] or 5432, user=db["USER"] or "postgres", dbname=db["NAME"]
    )
    redis_port = free_port()
    redis = start_redis(redis_port)
    env = stack_env(redis_port=redis_port, CACHE_KEY_PREFIX=f"fault-{redis_port}")
    worker = start_worker(env, tmp_path / "worker.log", tmp_path / "beat")
    try:
        # Hold the conversation's row: the task mines the turn (and commits), then waits to fold.
        blocker.execute("SELECT id FROM conversations_conversation WHERE id = %s FOR UPDATE", [conversation.pk])
        mined = Fact.objects.filter(tenant=tenant, user_id="42", source_message__turn=13)
        wait_until(lambda: mined.exists() and _waiting_on_a_lock(), 60, "the worker mined the turn and waits to fold")
        assert AfterTurnJob.objects.get(turn=13).indexed_at is not None  # marked in the facts' transaction
        stop(worker, signal.SIGKILL)
        blocker.rollback()
        assert AfterTurnJob.objects.filter(turn=13).exists()  # killed midway: still pending

        worker = start_worker(env, tmp_path / "worker.log", tmp_path / "beat")
        wait_until(lambda: not AfterTurnJob.objects.exists(), 90, "the next worker ran the jobs again")
    finally:
        blocker.close()
        stop(worker)
        stop(redis)
    (fact,) = saying(Fact.objects.filter(tenant=tenant, user_id="42"), "Valencia")
    assert fact.confirmations == 1  # mined once, not re-confirmed by the re-run
    assert Summary.objects.filter(conversation=conversation).count() > summaries_before
    firsts = list(Summary.objects.filter(conversation=conversation).values_list("first_turn", flat=True))
    assert len(firsts) == len(set(firsts))
