"""Celery tasks of the memory layer: thin wrappers over idempotent services."""

from __future__ import annotations

from celery import shared_task

from conversations.metrics.buffer import roll_up_builds
from facts.services.facts import record_injections
from memory.services import outbox  # outbox queues these tasks: use its names at call time only


@shared_task(acks_late=True, autoretry_for=(Exception,), retry_backoff=True, max_retries=5)
def after_turn(tenant_id: int, conversation_id: int, turn: int) -> int | None:
    """After a turn completes: mine it for facts, cache a deterministic answer, fold what left the window."""
    return outbox.run_after_turn(tenant_id=tenant_id, conversation_id=conversation_id, turn=turn)


@shared_task
def sweep_after_turn_jobs() -> int:
    """Queue after-turn jobs still pending (their on-commit dispatch failed, or their worker died)."""
    return outbox.sweep_pending()


@shared_task
def roll_up_metrics() -> int:
    """Fold the buffered context-build metrics into per-minute rows, and note which facts went into contexts."""
    return roll_up_builds(on_injected=record_injections)
