"""Mining stored messages for explicit facts (idempotent: each message is read once)."""

from __future__ import annotations

from collections.abc import Sequence

from django.db import transaction
from django.utils import timezone

from conversations.models import Conversation, Message, MessageRole
from facts.engine.extraction import extract_facts
from facts.models import Fact
from facts.services.facts import record_candidates


def extract_facts_from_messages(*, conversation: Conversation, messages: Sequence[Message]) -> list[Fact]:
    """Only the user's own words become facts; assistant replies never do."""
    pending = [m for m in messages if m.role == MessageRole.USER]
    if not pending:
        return []
    tenant = conversation.tenant
    touched: list[Fact] = []
    with transaction.atomic():
        fresh = list(Message.objects.select_for_update().filter(pk__in=[m.pk for m in pending], facts_mined_at__isnull=True).order_by("seq"))
        for message in fresh:
            candidates = extract_facts(message.content, extra_domains=tenant.extra_fact_domains)
            if candidates:
                touched += record_candidates(
                    tenant=tenant, role=conversation.role, user_id=conversation.user_id,
                    candidates=candidates, now=message.created_at, source_message=message,
                )
        Message.objects.filter(pk__in=[m.pk for m in fresh]).update(facts_mined_at=timezone.now())
    return touched


def extract_facts_for_turn(*, conversation_id: int, turn: int) -> list[Fact]:
    conversation = Conversation.objects.select_related("tenant").filter(pk=conversation_id).first()
    if conversation is None:
        return []
    messages = list(Message.objects.filter(conversation=conversation, turn=turn, role=MessageRole.USER))
    return extract_facts_from_messages(conversation=conversation, messages=messages)
