"""Reading conversations and messages, always scoped to one tenant."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from django.db.models import F, Func, IntegerField, OuterRef, Q, QuerySet, Subquery, Sum, TextField
from django.db.models.functions import Cast, Coalesce, Trunc

from conversations.metrics import DROP_REASONS, DROPPABLE_SECTIONS, LATENCY_BUCKETS_MS, BuildKind
from conversations.models import (
    ContextBuildRollup,
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
    conversation = (
        Conversation.objects.for_tenant(tenant)
        .select_related("tenant")
        .exclude(status=ConversationStatus.DELETED)
        .filter(public_id=public_id)
        .first()
    )
    if conversation is None:
        raise NotFound("No such conversation.", code="not_found")
    return conversation


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
    conversations = (
        Conversation.objects.for_tenant(tenant).filter(role__in=roles).exclude(status=ConversationStatus.DELETED)
    )
    if role:
        conversations = conversations.filter(role=role)
    if user_id:
        conversations = conversations.filter(user_id=user_id)
    if status:
        conversations = conversations.filter(status=status)
    return conversations.order_by("-last_activity_at", "-id")


def list_messages(*, conversation: Conversation) -> QuerySet[Message]:
    """Oldest first, each with `summarized_at`: when the summary covering its turn was written."""
    covering = Summary.objects.filter(
        conversation=OuterRef("conversation"), first_turn__lte=OuterRef("turn"), last_turn__gte=OuterRef("turn")
    )
    return (
        Message.objects.filter(conversation=conversation)
        .annotate(summarized_at=Subquery(covering.values("created_at")[:1]))
        .order_by("seq")
    )


def get_state(*, conversation: Conversation) -> ConversationState:
    """The confirmed state (an empty, version-0 state if none was ever written)."""
    state = ConversationState.objects.filter(conversation=conversation).select_related("conversation").first()
    return state or ConversationState(conversation=conversation)


def list_summaries(*, conversation: Conversation) -> list[Summary]:
    """Every segment, oldest first; the newest `summary_slots` are marked active (they go into contexts)."""
    summaries = list(Summary.objects.filter(conversation=conversation).order_by("first_turn"))
    slots = conversation.tenant.policy.summary_slots
    for index, summary in enumerate(summaries):
        summary.active = index >= len(summaries) - slots
    return summaries


class JsonKeyText(Func):
    """A JSON object's value under a string key, as text. Django's KeyTextTransform reads a numeric-looking
    key ("5", a latency bucket) as an array index; this never does."""

    output_field = TextField()

    def __init__(self, expression: str, key: str):
        super().__init__(F(expression))
        self.key = key

    def as_sql(self, compiler: Any, connection: Any, **extra: Any) -> tuple[str, list[Any]]:  # type: ignore[override]
        sql, params = compiler.compile(self.source_expressions[0])
        return f"json_extract({sql}, %s)", [*params, f'$."{self.key}"']

    def as_postgresql(self, compiler: Any, connection: Any, **extra: Any) -> tuple[str, list[Any]]:
        sql, params = compiler.compile(self.source_expressions[0])
        return f"({sql} ->> %s)", [*params, self.key]


def _key_sum(field: str, key: str, only: Q | None = None) -> Coalesce:
    return Coalesce(Sum(Cast(JsonKeyText(field, key), IntegerField()), filter=only), 0)


def _histogram_sums(only: Q | None) -> dict[str, Coalesce]:
    """Sum each latency bucket of the JSON histograms in the database (the buckets are fixed)."""
    return {
        f"le_{bucket}": _key_sum("latency_histogram", bucket, only) for bucket in [*map(str, LATENCY_BUCKETS_MS), "inf"]
    }


def _rollup_sums(only: Q | None = None) -> dict[str, Coalesce]:
    """The summed roll-up columns, over the rows matching `only` (all the rows aggregated when None)."""

    def total(column: str, zero: int | float = 0) -> Coalesce:
        return Coalesce(Sum(column, filter=only), zero)

    return {
        "builds": total("builds"),
        "hits": total("cache_hits"),
        "compressions": total("compressions"),
        "context": total("context_tokens"),
        "naive": total("naive_tokens"),
        "latency": total("latency_ms_sum", 0.0),
        "over_budget": total("over_budget"),
        **_histogram_sums(only),
    }


def context_metrics(*, tenant: Tenant, roles: Sequence[str], since: datetime) -> dict[str, Any]:
    """Token and latency figures over the rolled-up builds since `since` (for operators), in one query.
    Turn builds make the figures; previews (nothing stored, often repeated) are only counted."""
    rows = ContextBuildRollup.objects.filter(tenant=tenant, role__in=roles, bucket_start__gte=since)
    # "previews" comes first: once the "builds" total is named, Sum("builds") would mean that total, not the column.
    totals = rows.aggregate(
        previews=Coalesce(Sum("builds", filter=Q(kind=BuildKind.PREVIEW)), 0),
        **_rollup_sums(Q(kind=BuildKind.TURN)),
    )
    return {**metrics_figures(totals), "previews": totals["previews"]}


def _turn_rollups(*, tenant: Tenant, roles: Sequence[str], since: datetime) -> QuerySet[ContextBuildRollup]:
    return ContextBuildRollup.objects.filter(
        tenant=tenant, role__in=roles, bucket_start__gte=since, kind=BuildKind.TURN
    )


def context_series(*, tenant: Tenant, roles: Sequence[str], since: datetime, step: str) -> list[dict[str, Any]]:
    """The same sums per `step` ("minute", "hour", "day"), oldest first: a chart's points, and (added up with
    sum_series) the period's figures, from one scan of the rows."""
    return list(
        _turn_rollups(tenant=tenant, roles=roles, since=since)
        .annotate(at=Trunc("bucket_start", step))
        .values("at")
        .annotate(**_rollup_sums())
        .order_by("at")
    )


def sum_series(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Add up context_series rows into the totals metrics_figures reads."""
    keys = [key for key in _rollup_sums()]
    return {key: sum(row[key] for row in rows) for key in keys}


def metrics_figures(totals: dict[str, Any]) -> dict[str, Any]:
    """Per-build figures and latency quantiles from summed roll-up columns."""
    builds, context, naive = totals["builds"], totals["context"], totals["naive"]
    histogram = {key.removeprefix("le_"): value for key, value in totals.items() if key.startswith("le_")}
    return {
        "builds": builds,
        "context_tokens_per_build": round(context / builds, 1) if builds else 0,
        "naive_tokens_per_build": round(naive / builds, 1) if builds else 0,
        "saving_pct": round(100 * (1 - context / naive), 1) if naive else 0.0,
        "cache_hit_rate": round(totals["hits"] / builds, 3) if builds else 0.0,
        "compression_rate": round(totals["compressions"] / builds, 3) if builds else 0.0,
        "over_budget": totals["over_budget"],
        "latency_p50": latency_quantile(histogram, builds, 0.5),
        "latency_p95": latency_quantile(histogram, builds, 0.95),
        "mean_latency_ms": round(totals["latency"] / builds, 3) if builds else 0.0,
    }


def latency_quantile(histogram: dict[str, int], builds: int, q: float) -> str | None:
    """The latency bucket holding quantile `q` of the builds, as a label ("≤ 5 ms")."""
    seen = 0
    for bucket in [*map(str, LATENCY_BUCKETS_MS), "inf"]:
        seen += histogram.get(bucket, 0)
        if builds and seen >= q * builds:
            return f"≤ {bucket} ms" if bucket != "inf" else f"> {LATENCY_BUCKETS_MS[-1]} ms"
    return None


def dropped_counts(*, tenant: Tenant, roles: Sequence[str], since: datetime) -> dict[str, int]:
    """Builds that dropped something, per 'section:reason', summed in the database."""
    names = [f"{section}:{reason}" for section in DROPPABLE_SECTIONS for reason in DROP_REASONS]
    sums = {f"d{index}": _key_sum("dropped", name) for index, name in enumerate(names)}
    totals = _turn_rollups(tenant=tenant, roles=roles, since=since).aggregate(**sums)
    return {name: totals[f"d{index}"] for index, name in enumerate(names) if totals[f"d{index}"]}
