"""Mining stored messages for facts, with the extractor the tenant chose (the rules unless it picked
another in settings.FACT_EXTRACTORS): read first, outside any lock, then recorded by a caller that
has claimed the messages, so each is applied once without rewriting the message row."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from django.conf import settings
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


Read = dict[int, tuple[list[FactCandidate], list[bytes]]]  # message id: (candidates, their vectors)


def read_facts(*, conversation: Conversation, messages: Sequence[Message]) -> Read:
    """What the user's own messages state, with the candidates' vectors (assistant replies never
    state a fact; a message stored as holding none is skipped). Pure reading: nothing is recorded,
    and no lock is held, so the caller runs it before its transaction."""
    tenant = conversation.tenant
    pending = [m for m in messages if m.role == MessageRole.USER and m.facts_mined_at is None]
    if not pending:
        return {}
    extractor = extractor_for(tenant)
    read: Read = {}
    for message in pending:
        candidates = extractor.extract(message.content, extra_domains=tenant.extra_fact_domains)
        read[message.pk] = (candidates, fact_vectors(candidates))
    return read


def record_facts(*, conversation: Conversation, messages: Sequence[Message], read: Read) -> list[Fact]:
    """Inside the caller's transaction, which has claimed the messages (each is recorded once: the
    after-turn pipeline claims its turn's job): apply what `read_facts` found in them, in order."""
    touched: list[Fact] = []
    for message in messages:
        candidates, vectors = read.get(message.pk, ([], []))
        if candidates:
            touched += record_candidates(
                tenant=conversation.tenant,
                role=conversation.role,
                user_id=conversation.user_id,
                candidates=candidates,
                now=message.created_at,
                source_message=message,
                vectors=vectors,
            )
    return touched
