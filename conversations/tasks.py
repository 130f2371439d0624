"""Celery tasks of the conversations app: thin wrappers over idempotent services."""

from __future__ import annotations

from celery import shared_task

from conversations.metrics.rollup import compact_rollups
from conversations.services import conversations, embeddings


@shared_task
def expire_idle_conversations() -> int:
    return conversations.expire_idle_conversations()


@shared_task
def purge_summarized_messages() -> int:
    return conversations.purge_summarized_messages()


@shared_task
def compact_metrics() -> int:
    return compact_rollups()


@shared_task(acks_late=True, autoretry_for=(Exception,), retry_backoff=True, max_retries=5)
def embed_messages(tenant_id: int, message_ids: list[int]) -> int:
    """Vectors of messages appended through the messages endpoint, right after they commit."""
    return embeddings.embed_messages(tenant_id=tenant_id, message_ids=message_ids)
