"""The after-turn outbox: the job is written with the reply, survives a failed dispatch, and runs
exactly once whoever queues it (the on-commit dispatch, the sweeper, a redelivery)."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
import time_machine
from django.db import connection
from django.utils import timezone
from kombu.exceptions import OperationalError

from conversations.models import Message
from facts.models import Fact
from memory import tasks
from memory.models import AfterTurnJob
from memory.services.outbox import DISPATCHER, run_after_turn, sweep_pending
from memory.services.pipeline import index_turn
from memory_platform.background import started
from tests.helpers import begin, complete, conversation, new_conversation, run_turn, saying


@pytest.fixture
def broker_down(monkeypatch):
    def refuse(*args, **kwargs):
        raise OperationalError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    monkeypatch.setattr(tasks.after_turn, "apply_async", refuse)


def test_a_completed_turn_leaves_no_pending_job(client_api):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "Recordá que vivo en Valencia", "Anotado.")
    assert not AfterTurnJob.objects.exists()
    assert saying(Fact.objects.filter(user_id="42"), "Valencia")


def test_complete_answers_200_with_the_broker_down_and_keeps_the_job(client_api, broker_down):
    cid = new_conversation(client_api)
    body = begin(client_api, cid, "Recordá que vivo en Valencia").json()
    assert complete(client_api, cid, body["turn"], body["lease"], "Anotado.").status_code == 200
    job = AfterTurnJob.objects.get()
    assert (job.conversation.public_id, job.turn) == (cid, 1)
    assert not Fact.objects.exists()


def test_complete_does_not_wait_on_the_broker_the_dispatcher_thread_queues_the_job(client_api, settings, monkeypatch):
    """Tasks not run eagerly (production), the committed job is queued by the process's dispatcher thread: a
    broker that hangs holds that thread, not the reply."""
    settings.CELERY_TASK_ALWAYS_EAGER = False
    broker_answers = threading.Event()
    queued: list[tuple[tuple, str]] = []

    sending = threading.Event()

    def hanging(args, **kwargs):
        sending.set()
        broker_answers.wait(10)
        queued.append((tuple(args), threading.current_thread().name))

    monkeypatch.setattr(tasks.after_turn, "apply_async", hanging)
    cid = new_conversation(client_api)
    body = begin(client_api, cid, "Recordá que vivo en Valencia").json()
    assert complete(client_api, cid, body["turn"], body["lease"], "Anotado.").status_code == 200
    # The dispatcher thread took the job and hangs on the broker (on a busy machine it may take a moment to run).
    assert sending.wait(10)
    assert queued == []  # answered while the broker still hangs
    assert AfterTurnJob.objects.get().turn == 1  # the job is committed all the same
    broker_answers.set()
    started(DISPATCHER).flush()  # waits for the send in progress
    job = AfterTurnJob.objects.get()
    assert queued == [((job.tenant_id, job.conversation_id, 1), DISPATCHER)]


def test_the_sweeper_runs_what_the_outage_left_pending(client_api, broker_down, monkeypatch):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "Recordá que vivo en Valencia", "Anotado.")
    assert sweep_pending() == 0  # too young: its own dispatch may still be on its way
    monkeypatch.undo()  # the broker is back
    with time_machine.travel(timezone.now() + timedelta(minutes=1)):
        assert sweep_pending() == 1
    assert not AfterTurnJob.objects.exists()
    assert len(saying(Fact.objects.filter(user_id="42"), "Valencia")) == 1


def test_a_job_that_already_ran_writes_nothing_again(client_api, broker_down):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "Recordá que vivo en Valencia", "Anotado.")
    row = conversation(cid)
    assert run_after_turn(tenant_id=row.tenant_id, conversation_id=row.pk, turn=1) == 0
    assert run_after_turn(tenant_id=row.tenant_id, conversation_id=row.pk, turn=1) is None
    fact = Fact.objects.get(user_id="42")
    assert fact.confirmations == 1


def _xmin(message: Message) -> str:
    """The transaction that wrote the row's current version: unchanged while the row is not rewritten."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT xmin::text FROM conversations_message WHERE tenant_id = %s AND id = %s",
            [message.tenant_id, message.pk],
        )
        return cursor.fetchone()[0]


def test_mining_a_turn_records_its_facts_without_rewriting_the_message(client_api, broker_down):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "Recordá que vivo en Valencia", "Anotado.")
    row = conversation(cid)
    message = Message.objects.for_conversation(row).get(role="user")
    written = _xmin(message)
    assert run_after_turn(tenant_id=row.tenant_id, conversation_id=row.pk, turn=1) == 0
    assert saying(Fact.objects.filter(user_id="42"), "Valencia")
    assert _xmin(message) == written  # no second row version: the job was the claim


def test_a_job_killed_after_recording_its_facts_runs_again_without_recording_them_twice(client_api, broker_down):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "Recordá que vivo en Valencia", "Anotado.")
    row = conversation(cid)
    messages = list(
        Message.objects.joined_for_tenant(row.tenant_id)
        .filter(conversation_id=row.pk)
        .select_related("conversation__tenant")
        .order_by("seq")
    )
    assert index_turn(conversation=row, turn=1, messages=messages)  # then the worker died: the job is still there
    assert AfterTurnJob.objects.get().indexed_at is not None
    assert not index_turn(conversation=row, turn=1, messages=messages)
    assert run_after_turn(tenant_id=row.tenant_id, conversation_id=row.pk, turn=1) == 0
    assert not AfterTurnJob.objects.exists()
    (fact,) = saying(Fact.objects.filter(user_id="42"), "Valencia")
    assert fact.confirmations == 1


def test_a_turn_folded_before_its_job_ran_keeps_its_fact_and_is_mined_once(client_api, monkeypatch):
    cid = new_conversation(client_api)
    with monkeypatch.context() as patched:
        patched.setattr(tasks.after_turn, "apply_async", lambda *args, **kwargs: None)  # lost on its way
        run_turn(client_api, cid, "Recordá que vivo en Valencia", "Anotado.")
    for n in range(14):  # later turns run their jobs; their folds take turn 1 out of the window
        run_turn(client_api, cid, f"Busco zapatillas modelo {n} para correr", f"Modelo {n} disponible en talla 42.")
    row = conversation(cid)
    assert row.summarized_turn >= 1
    assert len(saying(Fact.objects.filter(user_id="42"), "Valencia")) == 1  # read before it was folded
    assert AfterTurnJob.objects.get().turn == 1  # still pending: its own run comes later
    with time_machine.travel(timezone.now() + timedelta(minutes=1)):
        assert sweep_pending() == 1
    assert not AfterTurnJob.objects.exists()
    (fact,) = saying(Fact.objects.filter(user_id="42"), "Valencia")
    assert fact.confirmations == 1
