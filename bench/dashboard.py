"""Dashboard benchmark: every page's latency (p50/p95 over repeated requests through the whole Django stack)
and query count, on one tenant with 10,000 conversations and 100,000 facts and a week of per-minute metrics.
Target: overview p95 < 200 ms."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from datetime import datetime, timedelta
from typing import Any

from django.contrib.auth import get_user_model
from django.db import connection, reset_queries
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from bench.common import fresh_tenant, percentile, table, verdict
from conversations.metrics.rollup import compact_rollups
from conversations.models import ContextBuildRollup, Conversation, Message, Summary, make_public_id
from facts.models import Fact, FactDomain
from tenants.models import Membership, Tenant

SLUG = "bench-dashboard"
REQUESTS = 30
WARM_UP = 3
BATCH = 5_000
OVERVIEW_P95_TARGET_MS = 200.0


def run(*, conversations: int = 10_000, facts: int = 100_000, requests: int = REQUESTS) -> dict[str, float]:
    started = time.perf_counter()
    tenant, sample = _seed(conversations=conversations, facts=facts)
    ContextBuildRollup.objects.filter(tenant=tenant).delete()
    _bulk(ContextBuildRollup, _rollups(tenant, timezone.now(), random.Random(16)))
    minute_rows = ContextBuildRollup.objects.filter(tenant=tenant).count()
    compact_rollups()  # as the hourly beat task does: minutes older than two hours become hours
    seeded_s = time.perf_counter() - started
    client = _operator_client(tenant)
    pages = [
        ("overview (hour)", f"/dashboard/{SLUG}/?period=hour"),
        ("overview (day)", f"/dashboard/{SLUG}/?period=day"),
        ("overview (week)", f"/dashboard/{SLUG}/?period=week"),
        ("memory health", f"/dashboard/{SLUG}/health/"),
        ("facts, page 1", f"/dashboard/{SLUG}/facts/"),
        ("facts, page 200", f"/dashboard/{SLUG}/facts/?page=200"),
        ("facts: not injected, stale", f"/dashboard/{SLUG}/facts/?reason=stale"),
        ("facts: duplicate-looking", f"/dashboard/{SLUG}/facts/?duplicates=on"),
        ("facts: one user", f"/dashboard/{SLUG}/facts/?user_id={sample.user_id}"),
        ("conversations, page 1", f"/dashboard/{SLUG}/conversations/"),
        ("conversation detail", f"/dashboard/{SLUG}/conversations/{sample.public_id}/"),
        ("forget receipts", f"/dashboard/{SLUG}/forgotten/"),
    ]
    rows, results = [], {}
    for name, url in pages:
        times, queries = _measure(client, url, requests)
        results[name] = percentile(times, 95)
        rows.append(
            [name, f"{percentile(times, 50):.1f}", f"{percentile(times, 95):.1f}", f"{max(times):.1f}", queries]
        )
    print("\n## Dashboard\n")
    print(
        f"One tenant: {conversations:,} conversations, {facts:,} facts, a week of context metrics for two roles "
        f"({minute_rows:,} "
        f"per-minute rows, {ContextBuildRollup.objects.filter(tenant=tenant).count():,} after the hourly "
        "compaction); seeded in "
        f"{seeded_s:.0f} s. {requests} requests per page after {WARM_UP} warm-up ones, through the whole Django stack "
        "(middleware, session, templates), one process.\n"
    )
    print(table(["page", "p50 ms", "p95 ms", "max ms", "queries"], rows))
    worst = max(results[k] for k in results if k.startswith("overview"))
    print()
    print(
        table(
            ["target", "measured", ""],
            [["overview p95 < 200 ms", f"{worst:.1f} ms", verdict(worst < OVERVIEW_P95_TARGET_MS)]],
        )
    )
    return results


def _measure(client: Client, url: str, requests: int) -> tuple[list[float], int]:
    for _ in range(WARM_UP):
        assert client.get(url).status_code == 200, url
    times = []
    for _ in range(requests):
        started = time.perf_counter()
        response = client.get(url)
        times.append((time.perf_counter() - started) * 1000)
        assert response.status_code == 200, url
    reset_queries()
    with CaptureQueriesContext(connection) as captured:
        client.get(url)
    return times, len(captured)


def _operator_client(tenant: Tenant) -> Client:
    user, _ = get_user_model().objects.get_or_create(username="bench-operator")
    Membership.objects.get_or_create(user=user, tenant=tenant, defaults={"role": "manager"})
    client = Client()
    client.force_login(user)
    return client


def _seed(*, conversations: int, facts: int) -> tuple[Tenant, Conversation]:
    """Reuse the tenant when it already has these sizes (seeding takes a while); rebuild it otherwise."""
    tenant = Tenant.objects.filter(slug=SLUG).first()
    seeded = tenant is not None and Conversation.objects.filter(tenant=tenant).count() == conversations
    if tenant is not None and seeded and Fact.objects.filter(tenant=tenant).count() == facts:
        return tenant, Conversation.objects.filter(tenant=tenant, status="active").order_by("-last_activity_at").first()  # type: ignore[return-value]
    tenant = fresh_tenant(SLUG)
    rng = random.Random(16)
    now = timezone.now()
    _bulk(Conversation, _conversations(tenant, conversations, now, rng))
    ids = list(Conversation.objects.filter(tenant=tenant).values_list("pk", flat=True))
    _bulk(Message, _messages(tenant, ids[: conversations // 2], now, rng))
    _bulk(
        Summary,
        (
            Summary(tenant=tenant, conversation_id=pk, first_turn=1, last_turn=3, topic="zapatillas", token_count=30)
            for pk in ids[::7]
        ),
    )
    _bulk(Fact, _facts(tenant, facts, conversations, now, rng))
    _supersede_some(tenant, rng)
    # What autovacuum does on a server that has been running a while: statistics, and the visibility map
    # that lets counts read an index alone.
    with connection.cursor() as cursor:
        cursor.execute(
            "VACUUM ANALYZE conversations_conversation, conversations_message, conversations_summary, facts_fact, "
            "conversations_contextbuildrollup"
        )
    return tenant, Conversation.objects.filter(tenant=tenant, status="active").order_by("-last_activity_at").first()  # type: ignore[return-value]


def _bulk(model: Any, rows: Iterator) -> None:
    batch: list = []
    for row in rows:
        batch.append(row)
        if len(batch) >= BATCH:
            model.objects.bulk_create(batch)
            batch = []
    if batch:
        model.objects.bulk_create(batch)


def _conversations(tenant: Tenant, count: int, now: datetime, rng: random.Random) -> Iterator[Conversation]:
    for n in range(count):
        last = now - timedelta(minutes=rng.randint(0, 60 * 24 * 30))
        expired = last < now - timedelta(minutes=45)
        yield Conversation(
            public_id=make_public_id("client", f"user{n % 4000}"),
            tenant=tenant,
            role="client",
            user_id=f"user{n % 4000}",
            status="expired" if expired and rng.random() < 0.9 else "active",
            last_activity_at=last,
            expires_at=last + timedelta(minutes=45),
            last_turn=rng.randint(1, 40),
            history_tokens=rng.randint(200, 20_000),
        )


def _messages(tenant: Tenant, conversation_ids: list[int], now: datetime, rng: random.Random) -> Iterator[Message]:
    for pk in conversation_ids:
        for turn in range(1, 4):
            for seq_offset, role in ((0, "user"), (1, "assistant")):
                yield Message(
                    tenant=tenant,
                    conversation_id=pk,
                    seq=2 * turn - 1 + seq_offset,
                    turn=turn,
                    role=role,
                    content="¿Tienen talla 42?",
                    token_count=8,
                )


def _facts(tenant: Tenant, count: int, users: int, now: datetime, rng: random.Random) -> Iterator[Fact]:
    domains = list(FactDomain.values)
    for n in range(count):
        confirmed = now - timedelta(days=rng.triangular(0, 260, 20))
        user = f"user{rng.randint(0, min(users, 4000) - 1)}"
        status = "stale" if (now - confirmed).days > 180 else rng.choices(["active", "deleted"], [0.97, 0.03])[0]
        yield Fact(
            tenant=tenant,
            role="client",
            user_id=user,
            domain=domains[n % len(domains)],
            text=f"{user} prefers option {n % 900}",
            key=f"topic {n % 40}",
            confidence=rng.choice(["high", "medium", "low"]),
            status=status,
            created_at=confirmed - timedelta(days=rng.randint(0, 30)),
            last_confirmed_at=confirmed,
            token_count=8,
            last_injected_at=confirmed if rng.random() < 0.6 else None,
        )


def _supersede_some(tenant: Tenant, rng: random.Random) -> None:
    ids = list(Fact.objects.filter(tenant=tenant, status="active").values_list("pk", flat=True)[:20_000])
    pairs = [(ids[i], ids[i + 1]) for i in range(0, len(ids) - 1, 2) if rng.random() < 0.3]
    for old, new in pairs[:3_000]:
        Fact.objects.filter(pk=old).update(status="superseded", superseded_by_id=new)


def _rollups(tenant: Tenant, now: datetime, rng: random.Random) -> Iterator[ContextBuildRollup]:
    start = (now - timedelta(days=7)).replace(second=0, microsecond=0)
    for minute in range(7 * 24 * 60):
        bucket = start + timedelta(minutes=minute)
        for role in ("client", "admin"):
            builds = rng.randint(1, 30)
            yield ContextBuildRollup(
                tenant=tenant,
                role=role,
                bucket_start=bucket,
                builds=builds,
                cache_hits=rng.randint(0, builds),
                compressions=rng.randint(0, 2),
                context_tokens=builds * rng.randint(900, 1500),
                naive_tokens=builds * rng.randint(2000, 30_000),
                latency_ms_sum=builds * 1.2,
                latency_histogram={"1": builds // 2, "2": builds - builds // 2},
                over_budget=rng.randint(0, 1),
                dropped={"summaries:over_budget": 1} if rng.random() < 0.1 else {},
            )
