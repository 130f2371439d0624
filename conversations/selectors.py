"""Reading conversations and messages, always scoped to one tenant."""

from __future__ import annotations

from collections.abc import Sequence

from django.db.models import QuerySet

from conversations.models import Conversation, ConversationStatus, Message
from memory_platform.errors import NotFound
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


def list_conversations(
    *, tenant: Tenant, roles: Sequence[str], role: str | None = None, user_id: str | None = None, status: str | None = None
) -> QuerySet[Conversation]:
    conversations = Conversation.objects.for_tenant(tenant).filter(role__in=roles).exclude(status=ConversationStatus.DELETED)
    if role:
        conversations = conversations.filter(role=role)
    if user_id:
        conversations = conversations.filter(user_id=user_id)
    if status:
        conversations = conversations.filter(status=status)
    return conversations.order_by("-last_activity_at", "-id")


def list_messages(*, conversation: Conversation) -> QuerySet[Message]:
    return Message.objects.filter(conversation=conversation).order_by("seq")


def context_metrics(*, tenant: Tenant, roles: Sequence[str], since) -> dict:
    """Token and latency figures over the rolled-up builds since `since` (for operators)."""
    from conversations.metrics import LATENCY_BUCKETS_MS
    from conversations.models import ContextBuildRollup

    rows = list(ContextBuildRollup.objects.filter(tenant=tenant, role__in=roles, bucket_start__gte=since))
    builds = sum(r.builds for r in rows)
    histogram: dict[str, int] = {}
    for row in rows:
        for bucket, count in row.latency_histogram.items():
            histogram[bucket] = histogram.get(bucket, 0) + count
    context = sum(r.context_tokens for r in rows)
    naive = sum(r.naive_tokens for r in rows)

    def quantile(q: float) -> str | None:
        seen = 0
        for bucket in [*map(str, LATENCY_BUCKETS_MS), "inf"]:
            seen += histogram.get(bucket, 0)
            if builds and seen >= q * builds:
                return f"≤ {bucket} ms" if bucket != "inf" else f"> {LATENCY_BUCKETS_MS[-1]} ms"
        return None

    return {
        "builds": builds,
        "context_tokens_per_build": round(context / builds, 1) if builds else 0,
        "naive_tokens_per_build": round(naive / builds, 1) if builds else 0,
        "saving_pct": round(100 * (1 - context / naive), 1) if naive else 0.0,
        "cache_hit_rate": round(sum(r.cache_hits for r in rows) / builds, 3) if builds else 0.0,
        "compression_rate": round(sum(r.compressions for r in rows) / builds, 3) if builds else 0.0,
        "latency_p50": quantile(0.5),
        "latency_p95": quantile(0.95),
        "mean_latency_ms": round(sum(r.latency_ms_sum for r in rows) / builds, 3) if builds else 0.0,
    }
