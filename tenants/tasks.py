"""Celery tasks of the tenants app: thin wrappers over idempotent services."""

from __future__ import annotations

from celery import shared_task

from tenants.idempotency import purge_expired_records


@shared_task
def purge_idempotency_records() -> int:
    return purge_expired_records()
