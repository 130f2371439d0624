"""Reading conversations and messages, always scoped to one tenant."""

from __future__ import annotations

from collections.abc import Sequence

from django.db.models import QuerySet

from conversations.models import Conversation, ConversationStatus, Message
from memory_platform.errors import NotFound
from tenants.models import Tenant


def get_conversation_for_tenant(*, tenant: Tenant, public_id: str) -> Conversation:
    """Missing, malformed, deleted or another tenant's: the same 404, so nothing leaks."""
    conversation = (
        Conversation.objects.for_tenant(tenant)
        .select_related("tenant")
        .exclude(status=ConversationStatus.DELETED)
        .filter(public_id=public_id)
        .first()
    )
    if conversation is None:
        raise NotFound("No such conversation.", code="not_found")
    return conversation


def list_conversations(
    *, tenant: Tenant, roles: Sequence[str], role: str | None = None, user_id: str | None = None, status: str | None = None
) -> QuerySet[Conversation]:
    conversations = Conversation.objects.for_tenant(tenant).filter(role__in=roles).exclude(status=ConversationStatus.DELETED)
    if role:
        conversations = conversations.filter(role=role)
    if user_id:
        conversations = conversations.filter(user_id=user_id)
    if status:
        conversations = conversations.filter(status=status)
    return conversations.order_by("-last_activity_at", "-id")


def list_messages(*, conversation: Conversation) -> QuerySet[Message]:
    return Message.objects.filter(conversation=conversation).order_by("seq")
