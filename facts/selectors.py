"""Reading facts: the API's lists, one fact by id, and the facts injected into a context."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from django.core.cache import cache
from django.db.models import QuerySet

from conversations.engine.similarity import text_similarity
from conversations.engine.tokens import count_tokens
from facts.engine.decay import FactView
from facts.engine.relevance import select_facts
from facts.models import Fact, FactStatus
from facts.services.facts import facts_cache_key, view_of
from memory_platform.errors import NotFound
from tenants.models import Tenant
from tenants.policy import MemoryPolicy

FACTS_CACHE_SECONDS = 300


def list_facts(*, tenant: Tenant, roles: Sequence[str], user_id: str | None = None, role: str | None = None,
               domain: str | None = None, status: str | None = None) -> QuerySet[Fact]:
    facts = Fact.objects.for_tenant(tenant).filter(role__in=roles)
    if user_id:
        facts = facts.filter(user_id=user_id)
    if role:
        facts = facts.filter(role=role)
    if domain:
        facts = facts.filter(domain=domain)
    if status:
        facts = facts.filter(status=status)
    return facts.order_by("-last_confirmed_at", "-id")


def get_fact_for_tenant(*, tenant: Tenant, fact_id: int | str, roles: Sequence[str]) -> Fact:
    """Missing, another tenant's or another role's fact: the same 404."""
    try:
        return Fact.objects.for_tenant(tenant).select_related("tenant").get(pk=int(fact_id), role__in=roles)
    except (Fact.DoesNotExist, ValueError, TypeError):
        raise NotFound("No such fact.") from None


def fact_history(*, fact: Fact) -> list[dict]:
    """The fact's changes (audit history) and the chain of facts it superseded or was superseded by."""
    changes = [
        {"at": h.history_date, "change": h.get_history_type_display().lower(), "status": h.status,
         "confidence": h.confidence, "last_confirmed_at": h.last_confirmed_at, "text": h.text}
        for h in fact.history.order_by("history_date", "history_id")
    ]
    return changes


def supersession_chain(*, fact: Fact) -> list[Fact]:
    """Oldest to newest: the facts this one replaced, itself, and what replaced it."""
    chain = [fact]
    older = fact.supersedes.first()
    seen = {fact.pk}
    while older is not None and older.pk not in seen:
        chain.insert(0, older)
        seen.add(older.pk)
        older = older.supersedes.first()
    newer = fact.superseded_by
    while newer is not None and newer.pk not in seen:
        chain.append(newer)
        seen.add(newer.pk)
        newer = newer.superseded_by
    return chain


def _live_views(*, tenant: Tenant, role: str, user_id: str) -> list[FactView]:
    """The user's active facts, cache-aside (invalidated after every fact write)."""
    key = facts_cache_key(tenant_id=tenant.pk, role=role, user_id=user_id)
    views = cache.get(key)
    if views is None:
        rows = Fact.objects.for_user(tenant=tenant, role=role, user_id=user_id).filter(status=FactStatus.ACTIVE)
        views = [view_of(f) for f in rows.defer("embedding")]
        cache.set(key, views, FACTS_CACHE_SECONDS)
    return views


def facts_for_context(*, tenant: Tenant, role: str, user_id: str, query: str, recent_texts: Sequence[str],
                      now: datetime, policy: MemoryPolicy) -> list[str]:
    """Rendered lines of the facts relevant to `query`, within the facts budget."""
    views = _live_views(tenant=tenant, role=role, user_id=user_id)
    if not views or not query:
        return []
    chosen = select_facts(
        views, query=query, recent_texts=recent_texts, now=now, policy=policy,
        count=lambda text: count_tokens(text, policy.encoding_name), similarity=text_similarity, render=render_fact,
    )
    return [render_fact(v) for v in chosen]


def render_fact(view: FactView) -> str:
    return f"[{view.domain}] {view.text}"
