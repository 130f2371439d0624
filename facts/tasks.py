"""Celery tasks of the facts app: thin wrappers over idempotent services."""

from __future__ import annotations

from celery import shared_task

from facts.services import facts


@shared_task
def mark_stale_facts() -> int:
    return facts.mark_stale_facts()
