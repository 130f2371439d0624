"""The after-turn outbox: a job row written in the reply's transaction, dispatched to Celery after
commit and again by a beat sweeper while it is pending; the task deletes it once the pipeline ran.

The broker can be down when a turn completes: the reply is committed all the same, the dispatch
fails quietly, and the sweeper queues the job once the broker is back. Every step is idempotent."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import datetime, timedelta

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from conversations.models import Conversation
from memory import tasks
from memory.models import AfterTurnJob
from memory.services import pipeline
from memory_platform.background import sender

logger = logging.getLogger(__name__)


def record_after_turn(*, conversation: Conversation, turn: int, now: datetime) -> None:
    """Inside the transaction that ends the turn: write the job (one still pending for the turn serves), and
    queue it once the transaction commits."""
    tenant_id, conversation_id = conversation.tenant_id, conversation.pk
    AfterTurnJob.objects.bulk_create(
        [AfterTurnJob(tenant_id=tenant_id, conversation_id=conversation_id, turn=turn, created_at=now)],
        ignore_conflicts=True,
    )
    transaction.on_commit(lambda: _queue((tenant_id, conversation_id, turn)))


Job = tuple[int, int, int]  # tenant id, conversation id, turn
DISPATCHER = "after-turn-dispatcher"


def _queue(job: Job) -> None:
    """Hand the committed job to this process's dispatcher thread, so the request that ended the turn answers
    without waiting on the broker (a job it never sends, the process gone, is the sweeper's); in the calling
    thread when tasks run eagerly or OUTBOX_DISPATCH_IN_BACKGROUND is off."""
    if settings.CELERY_TASK_ALWAYS_EAGER or not settings.OUTBOX_DISPATCH_IN_BACKGROUND:
        _dispatch_all([job])
    else:
        sender(DISPATCHER, _dispatch_all, 0.0).add(job)


def _dispatch_all(jobs: Sequence[Job]) -> None:
    for tenant_id, conversation_id, turn in jobs:
        dispatch(tenant_id=tenant_id, conversation_id=conversation_id, turn=turn)


def dispatch(*, tenant_id: int, conversation_id: int, turn: int) -> bool:
    """Queue the job; a broker that is down (or an eager run that fails) leaves it to the sweeper."""
    try:
        tasks.after_turn.apply_async((tenant_id, conversation_id, turn), retry=False)
    except Exception as exc:
        logger.warning(
            "After-turn job %s/%s/%s not queued now (%s: %s); the sweeper will queue it.",
            tenant_id,
            conversation_id,
            turn,
            type(exc).__name__,
            exc,
        )
        return False
    return True


def run_after_turn(*, tenant_id: int, conversation_id: int, turn: int) -> int | None:
    """Run the pipeline for a pending job and delete it; None if it already ran (a duplicate). A job
    run again after a crash finds its turn already indexed (the pipeline marks the job in the
    transaction that records the facts) and goes on with the rest."""
    job = AfterTurnJob.objects.for_tenant(tenant_id).filter(conversation_id=conversation_id, turn=turn)
    if not job.exists():
        return None
    folded = pipeline.after_turn(tenant_id=tenant_id, conversation_id=conversation_id, turn=turn)
    job.delete()
    return folded


# One statement over every tenant (on a sharded database, one per shard in parallel) claims the jobs
# to queue: a job is queued again only once OUTBOX_REQUEUE_AFTER_SECONDS have passed since.
CLAIM_SQL = f"""
    UPDATE {AfterTurnJob._meta.db_table} SET dispatched_at = %s
    WHERE created_at <= %s AND (dispatched_at IS NULL OR dispatched_at <= %s)
    RETURNING tenant_id, conversation_id, turn
"""  # noqa: S608 - the model's table


def sweep_pending(*, now: datetime | None = None) -> int:
    """Queue every job pending for longer than OUTBOX_REQUEUE_AFTER_SECONDS (a job queued after
    commit is normally gone well within it), unless the sweeper itself queued it since; returns how
    many were queued (one the broker refused is tried again after that delay)."""
    now = now or timezone.now()
    cutoff = now - timedelta(seconds=settings.OUTBOX_REQUEUE_AFTER_SECONDS)
    moments = [connection.ops.adapt_datetimefield_value(moment) for moment in (now, cutoff, cutoff)]
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(CLAIM_SQL, moments)
        jobs = sorted(cursor.fetchall())
    return sum(dispatch(tenant_id=t, conversation_id=c, turn=n) for t, c, n in jobs)
