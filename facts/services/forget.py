"""'Forget this user': erase a user's conversations and facts in one tenant, and say how much."""

from __future__ import annotations

from collections.abc import Sequence

from django.core.cache import cache
from django.db import transaction

from conversations import hot
from conversations.models import Conversation, ConversationState, Message, Summary
from facts.models import Fact
from facts.services.dedup import answers_cache_key
from facts.services.facts import facts_cache_key
from tenants.models import AuditEvent, Tenant


def forget_user(*, tenant: Tenant, user_id: str, roles: Sequence[str], actor=None) -> dict[str, int]:
    """Erase everything remembered about `user_id` for `roles` in `tenant`; audit counts, never content."""
    with transaction.atomic():
        conversations = list(Conversation.objects.for_tenant(tenant).filter(user_id=user_id, role__in=roles).select_for_update())
        facts = Fact.objects.for_tenant(tenant).filter(user_id=user_id, role__in=roles)
        fact_ids = list(facts.values_list("pk", flat=True))
        counts = {
            "conversations": len(conversations),
            "messages": Message.objects.filter(conversation__in=conversations).count(),
            "summaries": Summary.objects.filter(conversation__in=conversations).count(),
            "states": ConversationState.objects.filter(conversation__in=conversations).count(),
            "facts": len(fact_ids),
        }
        for conversation in conversations:
            hot.forget(conversation)
        Fact.objects.filter(pk__in=fact_ids).update(superseded_by=None)
        facts.delete()
        Conversation.objects.filter(pk__in=[c.pk for c in conversations]).delete()
        # Last: deleting writes "deleted" history rows, and those would still hold the content.
        Fact.history.model.objects.filter(id__in=fact_ids).delete()
        ConversationState.history.model.objects.filter(conversation_id__in=[c.pk for c in conversations]).delete()
        keys = [key for role in roles for key in (
            facts_cache_key(tenant_id=tenant.pk, role=role, user_id=user_id),
            answers_cache_key(Conversation(tenant=tenant, role=role, user_id=user_id)),
        )]
        transaction.on_commit(lambda: cache.delete_many(keys))
        AuditEvent.objects.create(
            tenant=tenant, actor_api_key=getattr(actor, "api_key", None), action="forget_user",
            object_type="user", object_ref=f"{','.join(roles)}:{user_id}", details=counts,
        )
    return counts
