"""Background work on a real Celery worker process, with Redis as the broker, consuming the after-turn queue."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
from django.conf import settings

from conversations.models import EntityMention, Summary
from memory.models import AfterTurnJob
from memory.services.search import SearchScope, search_memory
from memory.services.turns import begin_turn, complete_turn
from memory_platform.celery import app as celery_app
from tests.factories import ConversationFactory
from tests.processes import ROOT, child_env, spawn, stop


@pytest.fixture
def real_worker():
    worker = spawn(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "memory_platform",
            "worker",
            "-P",
            "solo",
            "-Q",
            settings.AFTER_TURN_QUEUE,  # the after-turn work is routed there, never to the maintenance queue
            "--without-gossip",
            "--without-mingle",
            "--without-heartbeat",
            "-l",
            "WARNING",
        ],
        cwd=ROOT,
        env=child_env(CELERY_TASK_ALWAYS_EAGER="false"),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    eager = celery_app.conf.task_always_eager
    celery_app.conf.task_always_eager = False
    try:
        yield worker
    finally:
        celery_app.conf.task_always_eager = eager
        stop(worker)


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)  # the worker process must see the conversation
def test_a_real_worker_folds_turns_into_summaries(tenant, real_worker):
    conversation = ConversationFactory(tenant=tenant)
    for n in range(14):  # a high-continuity window holds 8 turns; 14 leave at least one full segment
        started = begin_turn(conversation=conversation, content=f"Busco zapatillas modelo {n} para correr")
        complete_turn(
            conversation=conversation,
            turn=started.turn,
            lease=started.lease,
            content=f"Modelo {n} disponible en talla 42.",
        )
    deadline = time.time() + 60
    while time.time() < deadline and not Summary.objects.filter(conversation=conversation).exists():
        assert real_worker.poll() is None, real_worker.stderr.read()
        time.sleep(0.3)
    summaries = list(Summary.objects.filter(conversation=conversation).order_by("first_turn"))
    assert summaries
    assert summaries[0].first_turn == 1
    pending = AfterTurnJob.objects.for_conversation(conversation)
    while time.time() < deadline and pending.exists():  # a fold can come before an earlier turn's own job ends
        time.sleep(0.3)
    assert not pending.exists()  # every job done and gone


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_a_completed_turn_is_searchable_at_once_and_a_real_worker_records_its_entities(tenant, real_worker):
    conversation = ConversationFactory(tenant=tenant, user_id="ana")
    started = begin_turn(conversation=conversation, content="We adopted a beagle puppy, we call him Toby.")
    complete_turn(
        conversation=conversation, turn=started.turn, lease=started.lease, content="Toby is a lovely name for a beagle."
    )
    scope = SearchScope(tenant=tenant, roles=["client"], user_id="ana")
    hits = search_memory(scope=scope, query="lovely name", limit=5, policy=tenant.policy).hits
    assert hits  # stored with its full-text vector: no worker needed
    assert hits[0].role == "assistant"
    assert "**lovely** **name**" in hits[0].snippet

    def mentioned() -> bool:
        return "Toby" in [m.text for m in EntityMention.objects.filter(conversation=conversation)]

    deadline = time.time() + 60  # only that it happens, off the request
    while time.time() < deadline and not mentioned():
        assert real_worker.poll() is None, real_worker.stderr.read()
        time.sleep(0.1)
    assert mentioned()
