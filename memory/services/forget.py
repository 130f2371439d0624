"""'Forget this user': erase a user's conversations and facts in one tenant, and say how much."""

from __future__ import annotations

from collections.abc import Sequence

from django.db import transaction

from conversations import events, hot, search
from conversations.models import Conversation, ConversationState, Message, Summary
from facts.cache import facts_changed
from facts.models import Fact
from tenants.audit import Actor, record_audit, scrub_audit_content
from tenants.models import Tenant


def forget_user(*, tenant: Tenant, user_id: str, roles: Sequence[str], actor: Actor = None) -> dict[str, int]:
    """Erase everything remembered about `user_id` for `roles` in `tenant`; audit counts, never content."""
    with transaction.atomic():
        conversations = list(
            Conversation.objects.for_tenant(tenant).filter(user_id=user_id, role__in=roles).select_for_update()
        )
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
            events.conversation_deleted(conversation)
        Fact.objects.filter(pk__in=fact_ids).update(superseded_by=None)
        facts.delete()
        Conversation.objects.filter(pk__in=[c.pk for c in conversations]).delete()
        # Last: deleting writes "deleted" history rows, and those would still hold the content.
        Fact.history.model.objects.filter(id__in=fact_ids).delete()
        ConversationState.history.model.objects.filter(conversation_id__in=[c.pk for c in conversations]).delete()
        public_ids = [c.public_id for c in conversations]
        for object_type, refs in (
            ("state", public_ids),
            ("conversation", public_ids),
            ("fact", [str(pk) for pk in fact_ids]),
        ):
            scrub_audit_content(tenant_id=tenant.pk, object_type=object_type, object_refs=refs)
        for role in roles:
            facts_changed(tenant_id=tenant.pk, role=role, user_id=user_id)
            search.messages_erased(tenant_id=tenant.pk, role=role, user_id=user_id)
        record_audit(
            tenant_id=tenant.pk,
            actor=actor,
            action="forget_user",
            object_type="user",
            object_ref=f"{','.join(roles)}:{user_id}",
            details=counts,
        )
    return counts
