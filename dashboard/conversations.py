"""What the conversation page shows: the window, summaries, state, the user's facts and the last built
context; and the forget-user receipts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.db.models import QuerySet

from conversations.metrics.buffer import last_built_context
from conversations.models import Conversation, ConversationState, Message, Summary
from conversations.selectors import get_conversation_for_tenant, get_state, list_summaries
from facts.models import Fact, FactStatus
from tenants.models import AuditEvent, Tenant

USER_FACTS_SHOWN = 50
BAR_SECTIONS = ("system", "rules", "facts", "recalled", "summaries", "state", "window", "current")


@dataclass
class ConversationPage:
    conversation: Conversation
    window: list[Message]
    summaries: list[Summary]
    state: ConversationState
    facts: list[Fact]
    last_context: dict[str, Any] | None


def conversation_page(*, tenant: Tenant, public_id: str) -> ConversationPage:
    """Another tenant's, missing or deleted conversation: NotFound (the view answers 404)."""
    conversation = get_conversation_for_tenant(tenant=tenant, public_id=public_id)
    keep = tenant.policy.window_max_turns * 2
    window = list(
        Message.objects.for_conversation(conversation)
        .filter(turn__gt=conversation.summarized_turn)
        .order_by("-seq")[:keep]
    )
    facts = list(
        Fact.objects.for_user(tenant=tenant, role=conversation.role, user_id=conversation.user_id)
        .filter(status__in=[FactStatus.ACTIVE, FactStatus.STALE])
        .order_by("-last_confirmed_at", "-id")[:USER_FACTS_SHOWN]
    )
    return ConversationPage(
        conversation=conversation,
        window=window[::-1],
        summaries=list_summaries(conversation=conversation),
        state=get_state(conversation=conversation),
        facts=facts,
        last_context=last_built_context(tenant_id=conversation.tenant_id, conversation_id=conversation.pk),
    )


def budget_bar(context: dict[str, Any] | None) -> dict[str, Any] | None:
    """The last context's sections as shares of the budget, in the order they are sent."""
    if not context:
        return None
    budget = context.get("budget") or context.get("total_tokens") or 1
    tokens = context.get("tokens_by_section", {})
    sections = [
        {"name": name, "tokens": tokens.get(name, 0), "pct": round(100 * tokens.get(name, 0) / budget, 2)}
        for name in BAR_SECTIONS
    ]
    return {
        "budget": budget,
        "total": context.get("total_tokens", 0),
        "sections": sections,
        "dropped": context.get("dropped", []),
        "at": context.get("at"),
    }


def forget_receipts(*, tenant: Tenant) -> QuerySet[AuditEvent]:
    """Every "forget this user": what was erased per store, when and by whom (newest first)."""
    return (
        AuditEvent.objects.filter(tenant=tenant, action="forget_user")
        .select_related("actor_api_key", "actor_user")
        .order_by("-created_at", "-id")
    )
