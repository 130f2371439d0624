"""Mining stored messages for facts, with the extractor the tenant chose (the rules unless it picked
another in settings.FACT_EXTRACTORS): read first, outside any lock, then recorded by a caller that
has claimed the messages, so each is applied once without rewriting the message row."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from django.conf import settings
from django.utils.module_loading import import_string

from conversations.models import Conversation, Message, MessageRole
from conversations.services.embeddings import stored_sentence_vectors
from facts.engine.extraction import FactCandidate, FactExtractor
from facts.engine.learned import known_sentences
from facts.models import Fact
from facts.services.facts import fact_vectors, record_candidates
from tenants.models import Tenant


@lru_cache(maxsize=16)
def _extractor(path: str) -> FactExtractor:
    return import_string(path)()


def extractor_for(tenant: Tenant) -> FactExtractor:
    name = tenant.policy.fact_extractor
    return _extractor(settings.FACT_EXTRACTORS.get(name, settings.FACT_EXTRACTORS["rules"]))


Read = dict[int, tuple[list[FactCandidate], list[bytes]]]  # message id: (candidates, their vectors)


def read_facts(*, conversation: Conversation, messages: Sequence[Message]) -> Read:
    """What the user's own messages state, with the candidates' vectors (assistant replies never
    state a fact), for the messages that state something. Pure reading: nothing is recorded, and no
    lock is held, so the caller runs it before its transaction. The rules run here first, off the
    request path; the learned fallback embeds only the clauses they left that may state something, and reads one
    that is a sentence of the stored message from the vector begin wrote for it."""
    tenant = conversation.tenant
    extractor = extractor_for(tenant)
    read: Read = {}
    for message in messages:
        if message.role == MessageRole.USER:
            with known_sentences(stored_sentence_vectors(message)):
                candidates = extractor.extract(message.content, extra_domains=tenant.extra_fact_domains)
            if candidates:
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
