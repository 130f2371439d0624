"""The after-turn outbox: a job row written in the reply's transaction, dispatched to Celery after
commit and again by a beat sweeper while it is pending; the task deletes it once the pipeline ran.

The broker can be down when a turn completes: the reply is committed all the same, the dispatch
fails quietly, and the sweeper queues the job once the broker is back. Every step is idempotent."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from memory import tasks
from memory.models import AfterTurnJob
from memory.services import pipeline

logger = logging.getLogger(__name__)

SWEEP_BATCH = 1000


def record_after_turn(*, conversation_id: int, turn: int, now: datetime) -> None:
    """Inside the reply's transaction: write the job, and queue it once the transaction commits."""
    AfterTurnJob.objects.create(conversation_id=conversation_id, turn=turn, created_at=now)
    transaction.on_commit(lambda: dispatch(conversation_id=conversation_id, turn=turn))


def dispatch(*, conversation_id: int, turn: int) -> bool:
    """Queue the job; a broker that is down (or an eager run that fails) leaves it to the sweeper."""
    try:
        tasks.after_turn.apply_async((conversation_id, turn), retry=False)
    except Exception as exc:
        logger.warning(
            "After-turn job %s/%s not queued now (%s: %s); the sweeper will queue it.",
            conversation_id,
            turn,
            type(exc).__name__,
            exc,
        )
        return False
    return True


def run_after_turn(*, conversation_id: int, turn: int) -> int | None:
    """Run the pipeline for a pending job and delete it; None if it already ran (a duplicate)."""
    if not AfterTurnJob.objects.filter(conversation_id=conversation_id, turn=turn).exists():
        return None
    folded = pipeline.after_turn(conversation_id=conversation_id, turn=turn)
    AfterTurnJob.objects.filter(conversation_id=conversation_id, turn=turn).delete()
    return folded


def sweep_pending(*, now: datetime | None = None) -> int:
    """Queue every job pending for longer than OUTBOX_REQUEUE_AFTER_SECONDS (a job queued after
    commit is normally gone well within it), unless the sweeper itself queued it since."""
    now = now or timezone.now()
    cutoff = now - timedelta(seconds=settings.OUTBOX_REQUEUE_AFTER_SECONDS)
    jobs = list(
        AfterTurnJob.objects.filter(created_at__lte=cutoff)
        .exclude(dispatched_at__gt=cutoff)
        .order_by("created_at")
        .values_list("pk", "conversation_id", "turn")[:SWEEP_BATCH]
    )
    queued = [pk for pk, conversation_id, turn in jobs if dispatch(conversation_id=conversation_id, turn=turn)]
    AfterTurnJob.objects.filter(pk__in=queued).update(dispatched_at=now)
    return len(queued)
