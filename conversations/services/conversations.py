"""Conversation lifecycle: create, delete (→ a fresh id, as seed 000 asks) and idle expiry."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.db import transaction
from django.utils import timezone

from conversations import hot
from conversations.models import Conversation, ConversationState, ConversationStatus, Message, Summary, make_public_id
from memory_platform.errors import ApplicationError
from tenants.models import AuditEvent, Role, Tenant

MAX_USER_ID = 128


def validate_user_id(user_id: object) -> str:
    if not isinstance(user_id, str) or not user_id.strip():
        raise ApplicationError("user_id may not be empty.", code="invalid_user_id", fields={"user_id": ["May not be empty."]})
    if ":" in user_id:
        raise ApplicationError("user_id may not contain ':' (it is part of the conversation id).", code="invalid_user_id",
                               fields={"user_id": ["May not contain ':'."]})
    if len(user_id) > MAX_USER_ID or any(c.isspace() for c in user_id):
        raise ApplicationError(f"user_id must be at most {MAX_USER_ID} characters, without spaces.", code="invalid_user_id",
                               fields={"user_id": [f"At most {MAX_USER_ID} characters, no spaces."]})
    return user_id


def validate_role(role: object) -> str:
    if role not in Role.values:
        raise ApplicationError("role must be 'client' or 'admin'.", code="invalid_role", fields={"role": ["Must be 'client' or 'admin'."]})
    return str(role)


def create_conversation(*, tenant: Tenant, role: str, user_id: str, now: datetime | None = None) -> Conversation:
    role = validate_role(role)
    user_id = validate_user_id(user_id)
    now = now or timezone.now()
    with transaction.atomic():
        conversation = Conversation.objects.create(
            public_id=make_public_id(role, user_id), tenant=tenant, role=role, user_id=user_id,
            last_activity_at=now, expires_at=now + timedelta(minutes=tenant.idle_ttl_minutes),
        )
        ConversationState.objects.create(conversation=conversation)
    return conversation


def erase_conversation(*, conversation: Conversation) -> dict[str, int]:
    """Erase a conversation's memory (messages, summaries, state) and its cache keys; keep the row."""
    counts = {
        "messages": Message.objects.filter(conversation=conversation).delete()[0],
        "summaries": Summary.objects.filter(conversation=conversation).delete()[0],
        "states": ConversationState.objects.filter(conversation=conversation).delete()[0],
    }
    hot.forget(conversation)
    return counts


def delete_conversation(*, conversation: Conversation, actor=None) -> Conversation:
    """Delete the conversation's memory and return a fresh conversation for the same user and role."""
    with transaction.atomic():
        locked = Conversation.objects.select_for_update().get(pk=conversation.pk)
        counts = erase_conversation(conversation=locked)
        locked.status = ConversationStatus.DELETED
        locked.open_turn, locked.lease_token, locked.lease_expires_at = None, "", None
        locked.save(update_fields=["status", "open_turn", "lease_token", "lease_expires_at"])
        AuditEvent.objects.create(
            tenant_id=locked.tenant_id, actor_api_key=getattr(actor, "api_key", None), action="conversation_delete",
            object_type="conversation", object_ref=locked.public_id, details=counts,
        )
        return create_conversation(tenant=locked.tenant, role=locked.role, user_id=locked.user_id)


def expire_idle_conversations(*, now: datetime | None = None) -> int:
    """Mark active conversations past their idle TTL as expired. Idempotent."""
    now = now or timezone.now()
    return Conversation.objects.filter(status=ConversationStatus.ACTIVE, expires_at__lte=now).update(status=ConversationStatus.EXPIRED)


def purge_summarized_messages(*, now: datetime | None = None) -> int:
    """Delete raw turns that were summarized (hence mined for facts) longer ago than the tenant's
    retention period: their summary and facts remain. Idempotent (daily beat task)."""
    now = now or timezone.now()
    purged = 0
    for tenant in Tenant.objects.all():
        cutoff = now - timedelta(days=tenant.raw_retention_days)
        # Folding mines a turn for facts in the same transaction that marks it summarized.
        purged += Message.objects.filter(conversation__tenant=tenant, summarized_at__lt=cutoff).delete()[0]
    return purged
