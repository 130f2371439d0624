"""Writing facts: create, re-confirm, supersede (contradiction), soft-delete and decay to stale."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from django.db import transaction
from django.utils import timezone

from conversations.engine.similarity import get_backend, text_similarity, to_bytes
from conversations.engine.tokens import count_tokens
from facts.engine.decay import FactView, should_mark_stale
from facts.engine.extraction import FactCandidate, normalise
from facts.models import Confidence, Fact, FactSource, FactStatus
from memory_platform.errors import ApplicationError, Conflict
from tenants.models import AuditEvent, Tenant

CONFIDENCE_UP = {Confidence.LOW: Confidence.MEDIUM, Confidence.MEDIUM: Confidence.HIGH, Confidence.HIGH: Confidence.HIGH}
SAME_FACT_SIMILARITY = 0.8
LIVE = (FactStatus.ACTIVE, FactStatus.STALE)


def facts_cache_key(*, tenant_id: int, role: str, user_id: str) -> str:
    return f"facts:{tenant_id}:{role}:{user_id}"


def invalidate_user_facts(*, tenant_id: int, role: str, user_id: str) -> None:
    from django.core.cache import cache

    key = facts_cache_key(tenant_id=tenant_id, role=role, user_id=user_id)
    transaction.on_commit(lambda: cache.delete(key))


def allowed_domains(tenant: Tenant) -> list[str]:
    from facts.models import FactDomain

    return list(FactDomain.values) + [d for d in tenant.extra_fact_domains if isinstance(d, str)]


def _new_fact(*, tenant: Tenant, role: str, user_id: str, candidate: FactCandidate, now: datetime, source_message=None) -> Fact:
    return Fact(
        tenant=tenant, role=role, user_id=user_id, domain=candidate.domain, key=candidate.key[:120],
        text=candidate.text[:300], confidence=candidate.confidence, source=candidate.source,
        status=FactStatus.ACTIVE, created_at=now, last_confirmed_at=now, source_message=source_message,
        token_count=count_tokens(candidate.text[:300], tenant.encoding_name),
        embedding=to_bytes(get_backend().embed(candidate.text)),
    )


def _same_statement(fact: Fact, candidate: FactCandidate) -> bool:
    if normalise(fact.text) == normalise(candidate.text):
        return True
    return text_similarity(fact.text, candidate.text) >= SAME_FACT_SIMILARITY


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


def _to_replace(live: list[Fact], candidate: FactCandidate) -> list[Fact]:
    """The facts an update supersedes: same key (and the named old value, when one is named)."""
    same_key = [f for f in live if candidate.key and f.key == candidate.key]
    if candidate.replaces:
        named = [f for f in live if normalise(candidate.replaces) in normalise(f.text)]
        return named or same_key
    return same_key


def record_candidates(
    *, tenant: Tenant, role: str, user_id: str, candidates: Iterable[FactCandidate], now: datetime | None = None, source_message=None
) -> list[Fact]:
    """Apply extracted or submitted candidates in one batch: re-confirm, supersede or create."""
    now = now or timezone.now()
    touched: list[Fact] = []
    with transaction.atomic():
        live = list(Fact.objects.for_user(tenant=tenant, role=role, user_id=user_id).filter(status__in=LIVE).select_for_update())
        for candidate in candidates:
            touched.append(_apply(tenant, role, user_id, candidate, live, now, source_message))
        invalidate_user_facts(tenant_id=tenant.pk, role=role, user_id=user_id)
    return touched


def _apply(tenant, role, user_id, candidate: FactCandidate, live: list[Fact], now: datetime, source_message) -> Fact:
    same = next((f for f in live if (not candidate.key or f.key == candidate.key) and _same_statement(f, candidate)), None)
    if same is not None and candidate.replaces is None:
        _confirm(same, now, candidate.confidence)
        return same
    fact = _new_fact(tenant=tenant, role=role, user_id=user_id, candidate=candidate, now=now, source_message=source_message)
    fact.save()
    replaced = _to_replace(live, candidate)
    for old in replaced:
        _supersede(old, fact)
        live.remove(old)
    live.append(fact)
    return fact


def create_fact(*, tenant: Tenant, role: str, user_id: str, domain: str, text: str, confidence: str = Confidence.HIGH,
                key: str = "", actor=None) -> Fact:
    """A fact stated through the API (explicit by definition)."""
    text = " ".join((text or "").split())
    if not text:
        raise ApplicationError("text may not be empty.", code="empty_text", fields={"text": ["May not be empty."]})
    if len(text) > 300:
        raise ApplicationError("A fact is short: at most 300 characters.", code="text_too_long", fields={"text": ["At most 300 characters."]})
    if domain not in allowed_domains(tenant):
        raise ApplicationError(f"Unknown domain '{domain}'.", code="invalid_domain", fields={"domain": [f"One of {', '.join(allowed_domains(tenant))}."]})
    candidate = FactCandidate(domain=domain, key=key or normalise(text)[:60], text=text, confidence=confidence, source=FactSource.EXPLICIT, replaces=None)
    [fact] = record_candidates(tenant=tenant, role=role, user_id=user_id, candidates=[candidate])
    _audit(fact, "fact_create", actor)
    return fact


def confirm_fact(*, fact: Fact, actor=None, now: datetime | None = None) -> Fact:
    if fact.status not in LIVE:
        raise Conflict(f"A {fact.status} fact cannot be confirmed.", code="not_confirmable")
    with transaction.atomic():
        _confirm(fact, now or timezone.now())
        invalidate_user_facts(tenant_id=fact.tenant_id, role=fact.role, user_id=fact.user_id)
        _audit(fact, "fact_confirm", actor)
    return fact


def contradict_fact(*, fact: Fact, text: str, actor=None, now: datetime | None = None) -> Fact:
    """Soft-delete the fact and link the new statement that replaces it."""
    if fact.status not in LIVE:
        raise Conflict(f"A {fact.status} fact cannot be contradicted.", code="not_contradictable")
    text = " ".join((text or "").split())
    if not text:
        raise ApplicationError("text may not be empty.", code="empty_text", fields={"text": ["May not be empty."]})
    now = now or timezone.now()
    with transaction.atomic():
        candidate = FactCandidate(domain=fact.domain, key=fact.key, text=text[:300], confidence=Confidence.HIGH, source=FactSource.EXPLICIT, replaces="")
        new = _new_fact(tenant=fact.tenant, role=fact.role, user_id=fact.user_id, candidate=candidate, now=now)
        new.save()
        _supersede(fact, new)
        invalidate_user_facts(tenant_id=fact.tenant_id, role=fact.role, user_id=fact.user_id)
        _audit(fact, "fact_contradict", actor)
    return new


def delete_fact(*, fact: Fact, actor=None) -> Fact:
    with transaction.atomic():
        fact.status = FactStatus.DELETED
        fact.save(update_fields=["status"])
        invalidate_user_facts(tenant_id=fact.tenant_id, role=fact.role, user_id=fact.user_id)
        _audit(fact, "fact_delete", actor)
    return fact


def mark_stale_facts(*, now: datetime | None = None, batch_size: int = 1000) -> int:
    """Mark active facts unconfirmed past the stale age. Idempotent (daily beat task)."""
    now = now or timezone.now()
    marked = 0
    for tenant in Tenant.objects.all():
        policy = tenant.policy
        cutoff = now - timezone.timedelta(days=policy.fact_stale_days)
        candidates = Fact.objects.filter(tenant=tenant, status=FactStatus.ACTIVE, last_confirmed_at__lte=cutoff)
        ids = [f.pk for f in candidates.iterator(chunk_size=batch_size) if should_mark_stale(view_of(f), now=now, policy=policy)]
        with transaction.atomic():
            for user in Fact.objects.filter(pk__in=ids).values("role", "user_id").distinct():
                invalidate_user_facts(tenant_id=tenant.pk, role=user["role"], user_id=user["user_id"])
            marked += Fact.objects.filter(pk__in=ids, status=FactStatus.ACTIVE).update(status=FactStatus.STALE)
    return marked


def view_of(fact: Fact) -> FactView:
    return FactView(
        id=fact.pk, domain=fact.domain, key=fact.key, text=fact.text, confidence=fact.confidence,
        status=fact.status, last_confirmed_at=fact.last_confirmed_at, tokens=fact.token_count,
    )


def _audit(fact: Fact, action: str, actor) -> None:
    api_key = getattr(actor, "api_key", None)
    AuditEvent.objects.create(
        tenant_id=fact.tenant_id, actor_api_key=api_key, action=action, object_type="fact",
        object_ref=str(fact.pk), details={"role": fact.role, "domain": fact.domain},
    )
