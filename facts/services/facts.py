"""Writing facts: create, re-confirm, supersede (a new value for the same key), retire (a negation),
soft-delete and decay to stale. Every write tells the caches after commit (facts.cache)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

import numpy as np
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from conversations.models import Message
from facts import events
from facts.cache import facts_changed
from facts.engine.decay import should_mark_stale
from facts.engine.extraction import FactCandidate, RuleExtractor
from facts.engine.keys import KEYS
from facts.engine.relevance import embedding_text
from facts.engine.synonyms import side_by_side, values_match
from facts.models import Confidence, Fact, FactDomain, FactSource, FactStatus
from facts.selectors import view_of
from memory_platform.api.errors import ApplicationError, Conflict
from memory_platform.text.embeddings import embed_texts, encode_vector, get_backend, model_name, text_similarity
from memory_platform.text.normalise import normalise
from memory_platform.text.tokens import count_tokens
from tenants.audit import Actor, record_audit, snapshot
from tenants.models import Tenant

CONFIDENCE_UP: dict[str, str] = {
    Confidence.LOW: Confidence.MEDIUM,
    Confidence.MEDIUM: Confidence.HIGH,
    Confidence.HIGH: Confidence.HIGH,
}
SAME_FACT_SIMILARITY = 0.8
LIVE = (FactStatus.ACTIVE, FactStatus.STALE)
AUDITED_FIELDS = (
    "text",
    "domain",
    "key",
    "confidence",
    "status",
    "last_confirmed_at",
    "confirmations",
    "superseded_by_id",
)


def allowed_domains(tenant: Tenant) -> list[str]:
    return list(FactDomain.values) + [d for d in tenant.extra_fact_domains if isinstance(d, str)]


def fact_vectors(candidates: Sequence[FactCandidate]) -> list[bytes]:
    """Stored vectors of the candidates' texts, computed before any lock is taken."""
    if not candidates:
        return []
    rows = embed_texts(get_backend(), [embedding_text(c.key, c.value, c.text) for c in candidates])
    return [encode_vector(np.asarray(row)) for row in rows]


def _new_fact(
    *,
    tenant: Tenant,
    role: str,
    user_id: str,
    candidate: FactCandidate,
    now: datetime,
    vector: bytes | None,
    source_message: Message | None = None,
) -> Fact:
    text = candidate.text[:300]
    return Fact(
        tenant=tenant,
        role=role,
        user_id=user_id,
        domain=candidate.domain,
        key=candidate.key[:120],
        value=candidate.value[:200],
        negated=candidate.retire,
        text=text,
        confidence=candidate.confidence,
        source=candidate.source,
        status=FactStatus.ACTIVE,
        created_at=now,
        last_confirmed_at=now,
        source_message=source_message,
        embedding=vector,
        embedding_model=model_name() if vector is not None else "",
        token_count=count_tokens(text, tenant.policy.encoding_name),
    )


def _same_value(fact: Fact, candidate: FactCandidate) -> bool:
    if fact.negated != candidate.retire:
        return False
    if candidate.value and values_match(candidate.key, fact.value, candidate.value):
        return True
    spec = KEYS.get(candidate.key)
    freeform = spec is None or spec.freeform
    return freeform and (
        normalise(fact.text) == normalise(candidate.text)
        or text_similarity(fact.text, candidate.text) >= SAME_FACT_SIMILARITY
    )


def _confirm(fact: Fact, now: datetime, confidence: str | None = None) -> None:
    fact.last_confirmed_at = now
    fact.confirmations += 1
    fact.status = FactStatus.ACTIVE
    raised = CONFIDENCE_UP[fact.confidence]
    fact.confidence = max((raised, confidence or raised), key=lambda c: list(CONFIDENCE_UP).index(c))
    fact.save(update_fields=["last_confirmed_at", "confirmations", "status", "confidence"])


def _supersede(old: Fact, new: Fact) -> None:
    old.status = FactStatus.SUPERSEDED
    old.superseded_by = new
    old.save(update_fields=["status", "superseded_by"])
    events.fact_superseded(old, new)


def record_candidates(
    *,
    tenant: Tenant,
    role: str,
    user_id: str,
    candidates: Sequence[FactCandidate],
    now: datetime | None = None,
    source_message: Message | None = None,
    vectors: Sequence[bytes] | None = None,
) -> list[Fact]:
    """Apply extracted or submitted candidates in one batch: re-confirm, supersede, retire or create."""
    now = now or timezone.now()
    vectors = list(vectors) if vectors is not None else fact_vectors(candidates)
    touched: list[Fact] = []
    with transaction.atomic():
        live = list(
            Fact.objects.for_user(tenant=tenant, role=role, user_id=user_id).filter(status__in=LIVE).select_for_update()
        )
        for candidate, vector in zip(candidates, vectors, strict=True):
            fact = _apply(tenant, role, user_id, candidate, live, now, vector, source_message)
            if fact is not None:
                touched.append(fact)
        if touched:
            facts_changed(tenant_id=tenant.pk, role=role, user_id=user_id)
    return touched


def _apply(
    tenant: Tenant,
    role: str,
    user_id: str,
    candidate: FactCandidate,
    live: list[Fact],
    now: datetime,
    vector: bytes | None,
    source_message: Message | None,
) -> Fact | None:
    same_key = [f for f in live if f.key == candidate.key]
    same = next((f for f in same_key if _same_value(f, candidate)), None)
    if same is not None:
        _confirm(same, now, candidate.confidence)
        return same
    replaced = _retired_by(candidate, same_key) if candidate.retire else _replaced_by(candidate, same_key)
    if replaced is None:
        return None
    fact = _new_fact(
        tenant=tenant,
        role=role,
        user_id=user_id,
        candidate=candidate,
        now=now,
        vector=vector,
        source_message=source_message,
    )
    fact.save()
    events.fact_created(fact)
    for old in replaced:
        _supersede(old, fact)
        live.remove(old)
    live.append(fact)
    return fact


def _replaced_by(candidate: FactCandidate, same_key: list[Fact]) -> list[Fact]:
    """A new value replaces the key's facts, but for those it stands beside (a diet kept for health beside a way of
    eating); a key with several values (allergies, pets) only drops an earlier "no longer X" for this very value."""
    spec = KEYS.get(candidate.key)
    if spec is not None and spec.multi:
        return [f for f in same_key if f.negated and values_match(candidate.key, f.value, candidate.value)]
    return [f for f in same_key if not side_by_side(candidate.key, f.value, candidate.value)]


def _retired_by(candidate: FactCandidate, same_key: list[Fact]) -> list[Fact] | None:
    """A negation retires the facts it names (or, naming no value, the key's single fact); one that
    names a value the user no longer has on record changes nothing (None), and neither does one that
    stands only for a value held (`held_only`) when the user holds none of the key."""
    holding = [f for f in same_key if not f.negated]
    if candidate.value:
        named = [f for f in holding if values_match(candidate.key, f.value, candidate.value)]
    else:
        spec = KEYS.get(candidate.key)
        named = [] if spec is not None and spec.multi else holding
    if named:
        return named + [f for f in same_key if f.negated]
    return None if holding or candidate.held_only else [f for f in same_key if f.negated]


def _submitted(text: str, *, domain: str, key: str, confidence: str) -> FactCandidate:
    """A statement made through the API: its key and value as the rules read it, when they read
    exactly one fact of that domain; else the text is its own value."""
    if not key:
        read = [c for c in RuleExtractor().extract(text) if c.domain == domain and not c.retire]
        if len(read) == 1:
            return FactCandidate(domain=domain, key=read[0].key, value=read[0].value, text=text, confidence=confidence)
    return FactCandidate(
        domain=domain,
        key=key or normalise(text)[:60],
        value=normalise(text)[:200],
        text=text,
        confidence=confidence,
        source=FactSource.EXPLICIT,
    )


def create_fact(
    *,
    tenant: Tenant,
    role: str,
    user_id: str,
    domain: str,
    text: str,
    confidence: str = Confidence.HIGH,
    key: str = "",
    actor: Actor = None,
) -> Fact:
    """A fact stated through the API (explicit by definition); `text` is already a fact's text
    (facts.apis.FactTextField)."""
    if domain not in allowed_domains(tenant):
        raise ApplicationError(
            f"Unknown domain '{domain}'.",
            code="invalid_domain",
            fields={"domain": [f"One of {', '.join(allowed_domains(tenant))}."]},
        )
    candidate = _submitted(text, domain=domain, key=key, confidence=confidence)
    with transaction.atomic():
        [fact] = record_candidates(tenant=tenant, role=role, user_id=user_id, candidates=[candidate])
        _audit(fact, "fact_create", actor, before=None)
    return fact


def confirm_fact(*, fact: Fact, actor: Actor = None, now: datetime | None = None) -> Fact:
    if fact.status not in LIVE:
        raise Conflict(f"A {fact.status} fact cannot be confirmed.", code="not_confirmable")
    with transaction.atomic():
        before = snapshot(fact, AUDITED_FIELDS)
        _confirm(fact, now or timezone.now())
        facts_changed(tenant_id=fact.tenant_id, role=fact.role, user_id=fact.user_id)
        _audit(fact, "fact_confirm", actor, before=before)
    return fact


def contradict_fact(*, fact: Fact, text: str, actor: Actor = None, now: datetime | None = None) -> Fact:
    """Soft-delete the fact and link the new statement that replaces it."""
    if fact.status not in LIVE:
        raise Conflict(f"A {fact.status} fact cannot be contradicted.", code="not_contradictable")
    now = now or timezone.now()
    read = [c for c in RuleExtractor().extract(text) if c.key == fact.key and not c.retire]
    value = read[0].value if read else normalise(text)[:200]
    candidate = FactCandidate(
        domain=fact.domain, key=fact.key, value=value, text=text, confidence=Confidence.HIGH, source=FactSource.EXPLICIT
    )
    [vector] = fact_vectors([candidate])
    with transaction.atomic():
        before = snapshot(fact, AUDITED_FIELDS)
        new = _new_fact(
            tenant=fact.tenant, role=fact.role, user_id=fact.user_id, candidate=candidate, now=now, vector=vector
        )
        new.save()
        events.fact_created(new)
        _supersede(fact, new)
        facts_changed(tenant_id=fact.tenant_id, role=fact.role, user_id=fact.user_id)
        _audit(fact, "fact_contradict", actor, before=before)
    return new


def delete_fact(*, fact: Fact, actor: Actor = None) -> Fact:
    with transaction.atomic():
        before = snapshot(fact, AUDITED_FIELDS)
        fact.status = FactStatus.DELETED
        fact.save(update_fields=["status"])
        facts_changed(tenant_id=fact.tenant_id, role=fact.role, user_id=fact.user_id)
        _audit(fact, "fact_delete", actor, before=before)
    return fact


def mark_fact_stale(*, fact: Fact, actor: Actor = None) -> Fact:
    """An operator retires a fact by hand: it stays visible, is never injected, and may be re-confirmed."""
    if fact.status != FactStatus.ACTIVE:
        raise Conflict(f"Only an active fact can be marked stale (this one is {fact.status}).", code="not_active")
    with transaction.atomic():
        before = snapshot(fact, AUDITED_FIELDS)
        fact.status = FactStatus.STALE
        fact.save(update_fields=["status"])
        facts_changed(tenant_id=fact.tenant_id, role=fact.role, user_id=fact.user_id)
        _audit(fact, "fact_mark_stale", actor, before=before)
    return fact


def edit_fact(*, fact: Fact, text: str, domain: str, key: str, confidence: str, actor: Actor = None) -> Fact:
    """An auditor's correction in admin (facts.admin.FactForm collapses and checks the text): the token count
    follows the text, and cached facts are dropped."""
    if domain not in allowed_domains(fact.tenant):
        raise ApplicationError(
            f"Unknown domain '{domain}'.",
            code="invalid_domain",
            fields={"domain": [f"One of {', '.join(allowed_domains(fact.tenant))}."]},
        )
    with transaction.atomic():
        before = snapshot(Fact.objects.get(tenant_id=fact.tenant_id, pk=fact.pk), AUDITED_FIELDS)
        fact.text, fact.domain, fact.key, fact.confidence = text, domain, key, confidence
        fact.token_count = count_tokens(fact.text, fact.tenant.policy.encoding_name)
        fact.embedding = encode_vector(
            np.asarray(embed_texts(get_backend(), [embedding_text(fact.key, fact.value, fact.text)])[0])
        )
        fact.embedding_model = model_name()
        fact.save(update_fields=["text", "domain", "key", "confidence", "token_count", "embedding", "embedding_model"])
        facts_changed(tenant_id=fact.tenant_id, role=fact.role, user_id=fact.user_id)
        _audit(fact, "fact_edit", actor, before=before)
    return fact


def record_injections(injected: dict[int, datetime]) -> int:
    """Remember when each fact last went into a context (the metrics roll-up calls this each minute)."""
    updated = 0
    by_moment: dict[datetime, list[int]] = {}
    for fact_id, moment in injected.items():
        by_moment.setdefault(moment, []).append(fact_id)
    for moment, ids in sorted(by_moment.items()):
        stale = Q(last_injected_at__isnull=True) | Q(last_injected_at__lt=moment)
        updated += Fact.objects.filter(stale, pk__in=ids).update(last_injected_at=moment)
    return updated


def mark_stale_facts(*, now: datetime | None = None, batch_size: int = 1000) -> int:
    """Mark active facts unconfirmed past the stale age. Idempotent (daily beat task)."""
    now = now or timezone.now()
    marked = 0
    for tenant in Tenant.objects.all():
        policy = tenant.policy
        cutoff = now - timedelta(days=policy.fact_stale_days)
        candidates = Fact.objects.filter(tenant=tenant, status=FactStatus.ACTIVE, last_confirmed_at__lte=cutoff)
        ids = [
            f.pk
            for f in candidates.iterator(chunk_size=batch_size)
            if should_mark_stale(view_of(f), now=now, policy=policy)
        ]
        with transaction.atomic():
            chosen = Fact.objects.for_tenant(tenant).filter(pk__in=ids)
            for user in chosen.values("role", "user_id").distinct():
                facts_changed(tenant_id=tenant.pk, role=user["role"], user_id=user["user_id"])
            marked += chosen.filter(status=FactStatus.ACTIVE).update(status=FactStatus.STALE)
    return marked


def _audit(fact: Fact, action: str, actor: Actor, *, before: dict | None) -> None:
    record_audit(
        tenant_id=fact.tenant_id,
        actor=actor,
        action=action,
        object_type="fact",
        object_ref=str(fact.pk),
        details={"role": fact.role, "user_id": fact.user_id, "domain": fact.domain},
        before=before,
        after=snapshot(fact, AUDITED_FIELDS),
    )
