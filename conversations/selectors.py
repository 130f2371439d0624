"""Reading conversations and messages, always scoped to one tenant."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connection
from django.db.models import OuterRef, QuerySet, Subquery

from conversations.models import (
    Conversation,
    ConversationState,
    ConversationStatus,
    Message,
    Summary,
)
from conversations.services.messages import ensure_writable
from memory_platform.api.errors import NotFound
from tenants.auth import ApiActor
from tenants.models import Tenant


def get_conversation_for_tenant(*, tenant: Tenant, public_id: str) -> Conversation:
    """Missing, malformed, deleted or another tenant's: the same 404, so nothing leaks."""
    lookup = _conversation_lookup()
    values: dict[str, Any] = {"tenant": tenant.pk, "public_id": public_id, "status": ConversationStatus.DELETED}
    with connection.cursor() as cursor:
        cursor.execute(lookup.sql, [values[name] for name in lookup.parameters])
        row = cursor.fetchone()
    if row is None:
        raise NotFound("No such conversation.", code="not_found")
    columns = list(row)
    for index, (converters, expression) in lookup.converters.items():
        for convert in converters:
            columns[index] = convert(columns[index], expression, connection)
    conversation = Conversation.from_db(connection.alias, lookup.attnames, columns)
    conversation.tenant = tenant  # the caller's (an API key's cached tenant): no join, no second copy
    return conversation


@dataclass(frozen=True)
class _Lookup:
    sql: str
    parameters: list[str]  # which value each placeholder takes
    attnames: list[str]  # the selected columns' attributes, in order
    converters: dict[int, tuple[list[Any], Any]]  # the backend's converters by column (none on PostgreSQL)


_PROBE_TENANT, _PROBE_PUBLIC_ID = -7_654_321, "\x00probe"
_PROBE: dict[str, object] = {
    "tenant": _PROBE_TENANT,
    "public_id": _PROBE_PUBLIC_ID,
    "status": ConversationStatus.DELETED,
}


@cache
def _conversation_lookup() -> _Lookup:
    """Every conversation-scoped request looks its conversation up: the ORM's SQL for that lookup (by the
    unique (tenant, public_id), deleted ones left out) and how to read its row, compiled once per process.
    Compiling it and building the row through a queryset took ~0.6 ms a request."""
    query = (
        Conversation.objects.filter(tenant_id=_PROBE_TENANT, public_id=_PROBE_PUBLIC_ID)
        .exclude(status=ConversationStatus.DELETED)
        .order_by()[:1]
    )
    compiler = query.query.get_compiler(DEFAULT_DB_ALIAS)
    sql, params = compiler.as_sql()
    selected = [column for column, _, _ in compiler.select]
    by_value = {value: name for name, value in _PROBE.items()}
    return _Lookup(
        sql=sql,
        parameters=[by_value[param] for param in params],
        attnames=[column.target.attname for column in selected],
        converters=compiler.get_converters(selected),
    )


def access_conversation(*, actor: ApiActor, public_id: str) -> Conversation:
    """The one access rule: missing, deleted or another tenant's is 404 (nothing leaks across
    tenants); the tenant's own conversation for a role the key lacks is 403."""
    conversation = get_conversation_for_tenant(tenant=actor.tenant, public_id=public_id)
    actor.require_role(conversation.role)
    return conversation


def access_live_conversation(*, actor: ApiActor, public_id: str) -> Conversation:
    """As access_conversation, for reads that use the conversation's memory (its context, its
    state): an expired or closed conversation answers 410 there, while the conversation itself
    stays readable with its status."""
    conversation = access_conversation(actor=actor, public_id=public_id)
    ensure_writable(conversation)
    return conversation


def list_conversations(
    *,
    tenant: Tenant,
    roles: Sequence[str],
    role: str | None = None,
    user_id: str | None = None,
    status: str | None = None,
) -> QuerySet[Conversation]:
    return (
        Conversation.objects.listed(tenant=tenant, roles=roles, role=role, user_id=user_id, status=status)
        .exclude(status=ConversationStatus.DELETED)
        .order_by("-last_activity_at", "-id")
    )


def list_messages(*, conversation: Conversation) -> QuerySet[Message]:
    """Oldest first, each with `summarized_at`: when the summary covering its turn was written."""
    covering = Summary.objects.filter(
        tenant_id=OuterRef("tenant_id"),
        conversation=OuterRef("conversation"),
        first_turn__lte=OuterRef("turn"),
        last_turn__gte=OuterRef("turn"),
    )
    return (
        Message.objects.for_conversation(conversation)
        .annotate(summarized_at=Subquery(covering.values("created_at")[:1]))
        .order_by("seq")
    )


def get_state(*, conversation: Conversation) -> ConversationState:
    """The confirmed state (an empty, version-0 state if none was ever written)."""
    state = ConversationState.objects.for_conversation(conversation).first() or ConversationState(
        tenant_id=conversation.tenant_id
    )
    state.conversation = conversation
    return state


def list_summaries(*, conversation: Conversation) -> list[Summary]:
    """Every segment, oldest first; the newest `summary_slots` are marked active (they go into contexts)."""
    summaries = list(Summary.objects.for_conversation(conversation).order_by("first_turn"))
    slots = conversation.tenant.policy.summary_slots
    for index, summary in enumerate(summaries):
        summary.active = index >= len(summaries) - slots
    return summaries
