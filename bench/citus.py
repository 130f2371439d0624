"""Tenants on a Citus cluster: turns of many tenants through the services, then where each tenant's
rows live (the worker holding its shard group) and how the stored rows split over the workers.

Run against the local cluster with `bash scripts/bench-citus.sh` (it makes the `bench_citus` database on
every node); on plain PostgreSQL there is nothing to spread, and the bench says so."""

from __future__ import annotations

import time
from collections import Counter

from django.db import connection

from bench.common import fresh_tenant, percentile, table
from bench.conversation import conversation
from conversations.services.conversations import create_conversation
from memory.services.turns import begin_turn, complete_turn
from memory_platform.citus import has_citus

TENANTS = 16
TURNS_PER_TENANT = 6

PLACEMENT_SQL = """
    SELECT s.nodeport FROM citus_shards s
    WHERE s.table_name = 'conversations_conversation'::regclass
      AND s.shardid = get_shard_id_for_distribution_column('conversations_conversation', %s)
"""
ROWS_PER_NODE_SQL = """
    SELECT nodeport, sum(shard_size) FROM citus_shards
    WHERE table_name IN ('conversations_message'::regclass, 'facts_fact'::regclass) GROUP BY nodeport
"""


def run(tenants: int = TENANTS, turns: int = TURNS_PER_TENANT) -> dict[str, float]:
    if not has_citus(connection):
        print("\n### Citus\n\nThe database has no citus extension: run `bash scripts/bench-citus.sh`.")
        return {}
    made = [fresh_tenant(f"bench-citus-{n}") for n in range(tenants)]
    conversations = [create_conversation(tenant=t, role="client", user_id="bench") for t in made]
    script = list(conversation(turns, seed=5, fact_every=3))
    latencies: list[float] = []
    started = time.perf_counter()
    for turn in script:  # one turn of every tenant, then the next: the shards take turns
        for conv in conversations:
            began = time.perf_counter()
            opened = begin_turn(conversation=conv, content=turn.user)
            complete_turn(conversation=conv, turn=opened.turn, lease=opened.lease, content=turn.assistant)
            latencies.append((time.perf_counter() - began) * 1000)
    elapsed = time.perf_counter() - started
    with connection.cursor() as cursor:
        placement: Counter[int] = Counter()
        for tenant in made:
            cursor.execute(PLACEMENT_SQL, [tenant.pk])
            placement[cursor.fetchone()[0]] += 1
        cursor.execute(ROWS_PER_NODE_SQL)
        sizes = dict(cursor.fetchall())
    rows = [
        (f"127.0.0.1:{port}", placement[port], f"{int(sizes.get(port, 0)) // 1024} kB")
        for port in sorted(set(placement) | set(sizes))
    ]
    print(f"\n### Citus: {tenants} tenants, {turns} turns each (begin + complete through the services)\n")
    print(table(["worker", "tenants", "messages + facts stored"], rows))
    figures = {
        "turns_per_s": round(len(latencies) / elapsed, 1),
        "p50_ms": round(percentile(latencies, 50), 1),
        "p95_ms": round(percentile(latencies, 95), 1),
        "workers_used": len(placement),
    }
    print()
    print(
        table(
            ["turns/s (one process)", "turn p50 ms", "turn p95 ms", "workers holding tenants"], [list(figures.values())]
        )
    )
    return figures
