"""Celery tasks of the conversations app: thin wrappers over idempotent services."""

from __future__ import annotations

from celery import shared_task


@shared_task(acks_late=True, autoretry_for=(Exception,), retry_backoff=True, max_retries=5)
def after_turn(conversation_id: int, turn: int) -> int:
    """After a turn completes: mine it for facts, cache a deterministic answer, fold what left the window."""
    from conversations.services.summaries import fold_conversation
    from conversations.services.turns import remember_turn_answer
    from facts.services.extraction import extract_facts_for_turn

    extract_facts_for_turn(conversation_id=conversation_id, turn=turn)
    remember_turn_answer(conversation_id=conversation_id, turn=turn)
    return len(fold_conversation(conversation_id=conversation_id))


@shared_task(acks_late=True, autoretry_for=(Exception,), retry_backoff=True, max_retries=5)
def fold_conversation(conversation_id: int) -> int:
    from conversations.services.summaries import fold_conversation as fold

    return len(fold(conversation_id=conversation_id))


@shared_task
def roll_up_metrics() -> int:
    from conversations.metrics import roll_up

    return roll_up()


@shared_task
def expire_idle_conversations() -> int:
    from conversations.services.conversations import expire_idle_conversations as expire

    return expire()


@shared_task
def purge_summarized_messages() -> int:
    from conversations.services.conversations import purge_summarized_messages as purge

    return purge()
