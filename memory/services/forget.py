"""'Forget this user': erase a user's conversations, facts and everything derived from them in one
tenant (history, stored idempotent answers, cache keys), destroy their data keys, and say how much of each."""

from __future__ import annotations

from collections.abc import Sequence

from django.core.cache import cache
from django.db import transaction

from conversations import events, hot, search_index
from conversations.models import Conversation, ConversationState, EntityMention, Message, Summary
from facts.cache import user_cache_keys
from facts.models import Fact
from memory_platform.redis_client import count_existing
from tenants.audit import Actor, record_audit, scrub_audit_content
from tenants.encryption import destroy_user_keys
from tenants.idempotency import forget_user_answers
from tenants.models import Tenant


def forget_user(*, tenant: Tenant, user_id: str, roles: Sequence[str], actor: Actor = None) -> dict[str, int]:
    """Erase everything remembered about `user_id` for `roles` in `tenant`; audit counts, never content.

    The conversations go first: their messages are what the after-turn job claims (under row locks)
    before it writes facts, so a job already running is waited for, and one that starts later finds
    nothing to mine. Facts and their history are then erased by user, not by a list of ids read
    earlier, so nothing written meanwhile survives."""
    with transaction.atomic():
        conversations = list(
            Conversation.objects.for_tenant(tenant).filter(user_id=user_id, role__in=roles).select_for_update()
        )
        conversation_ids = [c.pk for c in conversations]
        counts = {
            "conversations": len(conversations),
            "messages": Message.objects.for_tenant(tenant.pk).filter(conversation_id__in=conversation_ids).count(),
            "summaries": Summary.objects.for_tenant(tenant.pk).filter(conversation_id__in=conversation_ids).count(),
            "states": ConversationState.objects.for_tenant(tenant.pk)
            .filter(conversation_id__in=conversation_ids)
            .count(),
        }
        keys = [key for c in conversations for key in hot.cache_keys(c)]
        keys += [
            key
            for role in roles
            for key in [
                *user_cache_keys(tenant_id=tenant.pk, role=role, user_id=user_id),
                search_index.recall_version_key(tenant_id=tenant.pk, role=role, user_id=user_id),
            ]
        ]
        for conversation in conversations:
            events.conversation_deleted(conversation)
        cascaded = Conversation.objects.for_tenant(tenant).filter(pk__in=conversation_ids).delete()[1]
        counts["entity_mentions"] = cascaded.get(EntityMention._meta.label, 0)
        facts = Fact.objects.for_tenant(tenant).filter(user_id=user_id, role__in=roles)
        facts.update(superseded_by=None)
        counts["facts"] = facts.delete()[1].get(Fact._meta.label, 0)
        # Last: deleting writes "deleted" history rows, and those would still hold the content.
        history = Fact.history.model.objects.filter(tenant_id=tenant.pk, role__in=roles, user_id=user_id)
        fact_ids = sorted(set(history.values_list("id", flat=True)))
        counts["fact_history"] = history.delete()[0]
        counts["state_history"] = ConversationState.history.model.objects.filter(
            tenant_id=tenant.pk, conversation_id__in=conversation_ids
        ).delete()[0]
        counts["idempotency_records"] = forget_user_answers(tenant_id=tenant.pk, roles=roles, user_id=user_id)
        counts["cache_keys"] = count_existing(keys)
        # Crypto-shredding: whatever the user's data keys sealed and survives somewhere (a backup taken
        # before now, a replica, a row this missed) can no longer be read.
        counts["data_keys"] = destroy_user_keys(tenant_id=tenant.pk, roles=roles, user_id=user_id)
        transaction.on_commit(lambda: cache.delete_many(keys))
        public_ids = [c.public_id for c in conversations]
        for object_type, refs in (
            ("state", public_ids),
            ("conversation", public_ids),
            ("fact", [str(pk) for pk in fact_ids]),
        ):
            scrub_audit_content(tenant_id=tenant.pk, object_type=object_type, object_refs=refs)
        record_audit(
            tenant_id=tenant.pk,
            actor=actor,
            action="forget_user",
            object_type="user",
            object_ref=f"{','.join(roles)}:{user_id}",
            details=counts,
        )
    return counts
