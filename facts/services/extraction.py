"""Mining stored messages for facts (idempotent: each message is read once), with the extractor
the tenant chose (the rules unless it picked another in settings.FACT_EXTRACTORS)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.module_loading import import_string

from conversations.models import Conversation, Message, MessageRole
from facts.engine.extraction import FactCandidate, FactExtractor, may_state_facts
from facts.models import Fact
from facts.services.facts import fact_vectors, record_candidates
from tenants.models import Tenant


@lru_cache(maxsize=16)
def _extractor(path: str) -> FactExtractor:
    return import_string(path)()


def extractor_for(tenant: Tenant) -> FactExtractor:
    name = tenant.policy.fact_extractor
    return _extractor(settings.FACT_EXTRACTORS.get(name, settings.FACT_EXTRACTORS["rules"]))


def may_hold_facts(*, tenant: Tenant, content: str) -> bool:
    """Whether the after-turn pipeline needs to mine this message: the rules and the fallback's
    clause filter are pure and cheap, so a begin asks them; any other extractor (an LLM, say) sees
    every message, off the request path."""
    if tenant.policy.fact_extractor != "rules":
        return True
    return may_state_facts(content, extra_domains=tenant.extra_fact_domains)


def extract_facts_from_messages(*, conversation: Conversation, messages: Sequence[Message]) -> list[Fact]:
    """Only the user's own words become facts; assistant replies never do. Extraction and vectors
    happen before any lock; the messages are then claimed under their row locks, so a retried or
    concurrent run applies each message once."""
    tenant = conversation.tenant
    pending = [m for m in messages if m.role == MessageRole.USER and m.facts_mined_at is None]
    if not pending:
        return []
    extractor = extractor_for(tenant)
    found: dict[int, tuple[list[FactCandidate], list[bytes]]] = {}
    for message in pending:
        candidates = extractor.extract(message.content, extra_domains=tenant.extra_fact_domains)
        found[message.pk] = (candidates, fact_vectors(candidates))
    touched: list[Fact] = []
    with transaction.atomic():
        fresh = list(
            Message.objects.for_conversation(conversation)
            .select_for_update()
            .filter(pk__in=list(found), facts_mined_at__isnull=True)
            .order_by("seq")
        )
        for message in fresh:
            candidates, vectors = found[message.pk]
            if candidates:
                touched += record_candidates(
                    tenant=tenant,
                    role=conversation.role,
                    user_id=conversation.user_id,
                    candidates=candidates,
                    now=message.created_at,
                    source_message=message,
                    vectors=vectors,
                )
        Message.objects.for_conversation(conversation).filter(pk__in=[m.pk for m in fresh]).update(
            facts_mined_at=timezone.now()
        )
    return touched
