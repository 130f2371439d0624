"""Celery tasks of the facts app: thin wrappers over idempotent services."""

from __future__ import annotations

from celery import shared_task


@shared_task
def mark_stale_facts() -> int:
    from facts.services.facts import mark_stale_facts as mark

    return mark()
