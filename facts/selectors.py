"""Reading facts: the API's lists, one fact by id, and the facts injected into a context."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, cast

import numpy as np
from django.db.models import OuterRef, Q, QuerySet, Subquery

from conversations.models import Message
from facts.cache import (
    FACTS_CACHE_SECONDS,
    cached_facts,
    cached_past_values,
    facts_cache_key,
    facts_version_key,
    past_values_cache_key,
)
from facts.engine.decay import FactView, PastValue
from facts.engine.relevance import PreparedFacts, make_query, select_facts
from facts.models import Fact, FactStatus
from memory_platform.api.errors import NotFound
from memory_platform.text.embeddings import embed_cached, get_backend
from memory_platform.text.tokens import count_repeated_tokens
from tenants.auth import ApiActor
from tenants.models import Tenant
from tenants.policy import MemoryPolicy
from tenants.sealed import open_column, readable


def list_facts(
    *,
    tenant: Tenant,
    roles: Sequence[str],
    user_id: str | None = None,
    role: str | None = None,
    domain: str | None = None,
    status: str | None = None,
) -> QuerySet[Fact]:
    return (
        Fact.objects.listed(tenant=tenant, roles=roles, user_id=user_id, role=role, domain=domain, status=status)
        # Read with the page, by tenant and id: a join would pair two sharded tables on the id alone.
        .annotate(
            source_message_seq=Subquery(
                Message.objects.filter(tenant_id=OuterRef("tenant_id"), pk=OuterRef("source_message_id")).values("seq")[
                    :1
                ]
            )
        )
        .order_by("-last_confirmed_at", "-id")
    )


def access_fact(*, actor: ApiActor, fact_id: int) -> Fact:
    """The one access rule, as for conversations: missing or another tenant's is 404; the tenant's own
    fact for a role the key lacks is 403."""
    fact = Fact.objects.for_tenant(actor.tenant).select_related("tenant").filter(pk=fact_id).first()
    if fact is None:
        raise NotFound("No such fact.")
    actor.require_role(fact.role)
    return fact


def fact_history(*, fact: Fact) -> list[dict]:
    """The fact's changes (audit history) and the chain of facts it superseded or was superseded by."""
    changes = [
        {
            "at": h.history_date,
            "change": h.get_history_type_display().lower(),
            "status": h.status,
            "confidence": h.confidence,
            "last_confirmed_at": h.last_confirmed_at,
            "text": h.text,
        }
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


def past_values(*, tenant_id: int, role: str, user_id: str, cached: Mapping[str, Any] | None = None) -> list[PastValue]:
    """The values of the user's facts that no longer hold (superseded, deleted or stale), each with
    the value that replaced it when the chain of replacements ends in an active fact, and the turn
    it was said in. A value some active fact of the same key still holds is not past. Cached under the
    user's facts version (facts.cache), and kept opened in this process under it; `cached`:
    facts.cache.facts_read_keys as the caller read them."""
    data_key = past_values_cache_key(tenant_id=tenant_id, role=role, user_id=user_id)
    version = (cached or {}).get(facts_version_key(tenant_id=tenant_id, role=role, user_id=user_id))
    hit = _past.get(data_key, version)
    if hit is not None:
        return cast(list[PastValue], hit)
    values = cached_past_values(
        tenant_id=tenant_id,
        role=role,
        user_id=user_id,
        load=lambda: _read_past_values(tenant_id=tenant_id, role=role, user_id=user_id),
        found=cached,
    )
    _past.put(data_key, version, values)
    return values


def _read_past_values(*, tenant_id: int, role: str, user_id: str) -> list[PastValue]:
    owner = {"tenant_id": tenant_id, "role": role, "user_id": user_id}
    stored = (
        Fact.objects.filter(tenant_id=tenant_id, role=role, user_id=user_id, negated=False)
        .exclude(value="")
        .values_list("pk", "key", "value", "status", "superseded_by_id", "source_message_id", "created_at")
    )
    rows = [
        (pk, key, open_column(Fact, "value", value, **owner, created_at=created_at), status, newer, message)
        for pk, key, value, status, newer, message, created_at in stored
    ]
    # The turn each value was said in, read apart: a sharded database joins rows of one tenant only.
    said_in = {
        pk: (conversation_id, turn)
        for pk, conversation_id, turn in Message.objects.for_tenant(tenant_id)
        .filter(pk__in={row[5] for row in rows if row[5] is not None})
        .values_list("pk", "conversation_id", "turn")
    }
    by_id = {row[0]: row for row in rows}
    active = {(row[1], row[2].lower()) for row in rows if row[3] == FactStatus.ACTIVE}
    past: list[PastValue] = []
    for pk, key, value, status, newer_id, message_id in rows:
        if status == FactStatus.ACTIVE or (key, value.lower()) in active:
            continue
        current, seen = None, {pk}
        while newer_id is not None and newer_id in by_id and newer_id not in seen:
            seen.add(newer_id)
            newer = by_id[newer_id]
            if newer[3] == FactStatus.ACTIVE:
                current = newer[2]
                break
            newer_id = newer[4]
        turns = frozenset({said_in[message_id]}) if message_id in said_in else frozenset()
        past.append(PastValue(key=key, value=value, current=current, turns=turns))
    return past


def _live_views(*, tenant: Tenant, role: str, user_id: str, cached: Mapping[str, Any] | None = None) -> list[FactView]:
    """The user's active facts, cache-aside under the user's facts version (facts.cache)."""

    def load() -> list[FactView]:
        rows = Fact.objects.for_user(tenant=tenant, role=role, user_id=user_id).filter(status=FactStatus.ACTIVE)
        return [view_of(f) for f in readable(rows)]

    return cached_facts(tenant_id=tenant.pk, role=role, user_id=user_id, load=load, found=cached)


class _UnderVersion:
    """Per process, what each user's builds read of their facts, kept under the facts version it was read at:
    served only while the version read with the build is the same, and for FACTS_CACHE_SECONDS at most (as the
    shared cache keeps it), the least recently used users going first."""

    def __init__(self, users: int):
        self.users = users
        self.lock = threading.Lock()
        self.kept: OrderedDict[str, tuple[Any, float, Any]] = OrderedDict()  # version, read at, value

    def get(self, key: str, version: Any) -> Any | None:
        if version is None:
            return None
        with self.lock:
            hit = self.kept.get(key)
            if hit is None or hit[0] != version or time.monotonic() - hit[1] >= FACTS_CACHE_SECONDS:
                return None
            self.kept.move_to_end(key)
            return hit[2]

    def put(self, key: str, version: Any, value: Any) -> None:
        if version is None:
            return
        with self.lock:
            self.kept[key] = (version, time.monotonic(), value)
            self.kept.move_to_end(key)
            while len(self.kept) > self.users:
                self.kept.popitem(last=False)


# The facts each user's builds select from, prepared (facts.engine.relevance.PreparedFacts: ~75 KiB for a user
# with 36 facts, their vectors decoded, so ~19 MiB a process at most), and the values their facts no longer hold.
PREPARED_USERS = 256
_prepared = _UnderVersion(PREPARED_USERS)
_past = _UnderVersion(PREPARED_USERS)


def _prepared_facts(
    *, tenant: Tenant, role: str, user_id: str, cached: Mapping[str, Any] | None, dim: int
) -> PreparedFacts:
    data_key = facts_cache_key(tenant_id=tenant.pk, role=role, user_id=user_id)
    version = (cached or {}).get(facts_version_key(tenant_id=tenant.pk, role=role, user_id=user_id))
    hit = _prepared.get(data_key, (version, dim) if version is not None else None)
    if hit is not None:
        return cast(PreparedFacts, hit)
    prepared = PreparedFacts(_live_views(tenant=tenant, role=role, user_id=user_id, cached=cached), dim)
    _prepared.put(data_key, (version, dim) if version is not None else None, prepared)
    return prepared


def injected_facts(
    *,
    tenant: Tenant,
    role: str,
    user_id: str,
    query: str,
    recent_texts: Sequence[str],
    now: datetime,
    policy: MemoryPolicy,
    query_vector: np.ndarray | None = None,
    cached: Mapping[str, Any] | None = None,
) -> list[FactView]:
    """The facts relevant to `query` (whose sentence vector the caller passes when it has one) that go
    into the context, within the facts budget, best first. `cached`: facts.cache.facts_read_keys as the
    caller read them, with other keys of the user, in one round trip."""
    backend = get_backend()
    prepared = _prepared_facts(tenant=tenant, role=role, user_id=user_id, cached=cached, dim=backend.dim)
    if not prepared.facts or not query:
        return []
    if query_vector is None:
        query_vector = embed_cached(query)  # a preview; a begin passes the vector it stored
    return select_facts(
        prepared,
        query=make_query(query, query_vector, extra_domains=tenant.extra_fact_domains),
        recent_texts=recent_texts,
        now=now,
        policy=policy,
        count=lambda text: count_repeated_tokens(text, policy.encoding_name),  # a fact recurs from build to build
        dim=backend.dim,
    )


def _history_since(*, tenant_id: int, role: str, user_id: str, since: datetime) -> QuerySet[Any]:
    """The history rows of the user's facts written at or after `since`."""
    return Fact.history.filter(tenant_id=tenant_id, role=role, user_id=user_id, history_date__gte=since)


def facts_changed_since(*, tenant_id: int, role: str, user_id: str, since: datetime) -> bool:
    """Did any of the user's facts change (created, confirmed, superseded, deleted) at or after `since`?"""
    return _history_since(tenant_id=tenant_id, role=role, user_id=user_id, since=since).exists()


def facts_retired_since(*, tenant_id: int, role: str, user_id: str, since: datetime) -> bool:
    """Did any of the user's facts stop holding (superseded, deleted, gone stale) at or after `since`?"""
    retired = Q(status__in=[FactStatus.SUPERSEDED, FactStatus.DELETED, FactStatus.STALE]) | Q(history_type="-")
    return _history_since(tenant_id=tenant_id, role=role, user_id=user_id, since=since).filter(retired).exists()


def view_of(fact: Fact) -> FactView:
    return FactView(
        id=fact.pk,
        domain=fact.domain,
        key=fact.key,
        text=fact.text,
        confidence=fact.confidence,
        status=fact.status,
        last_confirmed_at=fact.last_confirmed_at,
        tokens=fact.token_count,
        value=fact.value,
        vector=bytes(fact.embedding) if fact.embedding is not None else None,
    )
