"""Conversation lifecycle: create, delete (the memory goes and the user gets a fresh id) and idle expiry."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.db import connection, transaction
from django.db.models import Exists, OuterRef
from django.utils import timezone

from conversations import events, hot, search_index
from conversations.models import Conversation, ConversationState, ConversationStatus, Message, Summary, make_public_id
from memory_platform.api.errors import ApplicationError
from tenants.audit import Actor, record_audit, snapshot
from tenants.idempotency import forget_conversation_answers
from tenants.models import Tenant

AUDITED_FIELDS = ("status", "last_turn", "last_activity_at", "expires_at")


def create_conversation(
    *, tenant: Tenant, role: str, user_id: str, now: datetime | None = None, actor: Actor = None
) -> Conversation:
    now = now or timezone.now()
    with transaction.atomic():
        conversation = Conversation.objects.create(
            public_id=make_public_id(role, user_id),
            tenant=tenant,
            role=role,
            user_id=user_id,
            last_activity_at=now,
            expires_at=now + timedelta(minutes=tenant.policy.idle_ttl_minutes),
        )
        ConversationState.objects.create(tenant_id=tenant.pk, conversation=conversation)
        _audit(conversation, "conversation_create", actor, before=None)
    return conversation


def _audit(
    conversation: Conversation, action: str, actor: Actor, *, before: dict | None, details: dict | None = None
) -> None:
    record_audit(
        tenant_id=conversation.tenant_id,
        actor=actor,
        action=action,
        object_type="conversation",
        object_ref=conversation.public_id,
        before=before,
        after=snapshot(conversation, AUDITED_FIELDS),
        details=details,
    )


def erase_conversation(*, conversation: Conversation) -> dict[str, int]:
    """Erase a conversation's memory (messages, summaries, state) and its cache keys; keep the row."""
    counts = {
        "messages": Message.objects.for_conversation(conversation).delete()[0],
        "summaries": Summary.objects.for_conversation(conversation).delete()[0],
        "states": ConversationState.objects.for_conversation(conversation).delete()[0],
    }
    hot.forget(conversation)
    return counts


def delete_conversation(*, conversation: Conversation, actor: Actor = None) -> Conversation:
    """Delete the conversation's memory and return a fresh conversation for the same user and role."""
    with transaction.atomic():
        locked = _lock(conversation)
        before = snapshot(locked, AUDITED_FIELDS)
        counts = erase_conversation(conversation=locked)
        # Stored idempotent answers about it (a begun turn's context) go with it.
        counts["idempotency_records"] = forget_conversation_answers(
            tenant_id=locked.tenant_id, conversation_pk=locked.pk
        )
        search_index.messages_erased(tenant_id=locked.tenant_id, role=locked.role, user_id=locked.user_id)
        locked.status = ConversationStatus.DELETED
        locked.open_turn, locked.lease_token, locked.lease_expires_at = None, "", None
        locked.save(update_fields=["status", "open_turn", "lease_token", "lease_expires_at"])
        _audit(locked, "conversation_delete", actor, before=before, details=counts)
        fresh = create_conversation(tenant=locked.tenant, role=locked.role, user_id=locked.user_id, actor=actor)
        events.conversation_deleted(locked, replaced_by=fresh.public_id)
        return fresh


def expire_conversation(*, conversation: Conversation, actor: Actor, now: datetime | None = None) -> Conversation:
    """Expire one active conversation now (an operator's action): its hot keys go, its memory stays."""
    now = now or timezone.now()
    with transaction.atomic():
        locked = _lock(conversation)
        if locked.status != ConversationStatus.ACTIVE:
            raise ApplicationError(
                f"Only an active conversation can be expired (this one is {locked.status}).", code="not_active"
            )
        before = snapshot(locked, AUDITED_FIELDS)
        locked.status = ConversationStatus.EXPIRED
        locked.expires_at = min(locked.expires_at, now)
        locked.open_turn, locked.lease_token, locked.lease_expires_at = None, "", None
        locked.save(update_fields=["status", "expires_at", "open_turn", "lease_token", "lease_expires_at"])
        hot.forget(locked)
        _audit(locked, "conversation_expire", actor, before=before)
        events.conversation_expired(locked.pk, locked.public_id)
    return locked


def _lock(conversation: Conversation) -> Conversation:
    return Conversation.objects.select_for_update().get(tenant_id=conversation.tenant_id, pk=conversation.pk)


# One statement over every tenant (on a sharded database, one per shard in parallel): a row a turn holds
# is waited for, then checked again, so a conversation the turn kept alive is not expired.
EXPIRE_SQL = f"""
    UPDATE {Conversation._meta.db_table} SET status = %s
    WHERE status = %s AND expires_at <= %s
    RETURNING id, public_id
"""  # noqa: S608 - the model's table


def expire_idle_conversations(*, now: datetime | None = None) -> int:
    """Mark active conversations past their idle TTL as expired. Idempotent."""
    moment = connection.ops.adapt_datetimefield_value(now or timezone.now())
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(EXPIRE_SQL, [ConversationStatus.EXPIRED.value, ConversationStatus.ACTIVE.value, moment])
        expired = cursor.fetchall()
        for pk, public_id in expired:
            events.conversation_expired(pk, public_id)
    return len(expired)


def purge_summarized_messages(*, now: datetime | None = None) -> int:
    """Delete raw turns that were summarized (hence mined for facts) longer ago than the tenant's
    retention period: their summary and facts remain. Idempotent (daily beat task)."""
    now = now or timezone.now()
    purged = 0
    for tenant in Tenant.objects.all():
        cutoff = now - timedelta(days=tenant.policy.raw_retention_days)
        # Folding mines a turn for facts in the same transaction that writes its summary.
        folded_before = Summary.objects.filter(
            tenant_id=OuterRef("tenant_id"),
            conversation=OuterRef("conversation"),
            first_turn__lte=OuterRef("turn"),
            last_turn__gte=OuterRef("turn"),
            created_at__lt=cutoff,
        )
        # The tenant on both sides of the join: each side then reads the tenant's rows only.
        doomed = Message.objects.for_tenant(tenant.pk).filter(Exists(folded_before), conversation__tenant=tenant)
        with transaction.atomic():
            users = set(doomed.values_list("conversation__role", "conversation__user_id").distinct())
            purged += doomed.delete()[0]
            for role, user_id in users:
                search_index.messages_erased(tenant_id=tenant.pk, role=role, user_id=user_id)
    return purged
