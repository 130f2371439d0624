"""Load bench: the real stack on loopback (an ASGI server with several workers, PostgreSQL, Redis,
a Celery worker with beat) and simulated assistants in their own process driving whole
conversations through begin and complete. Prints turns/s, latency per endpoint, errors by
status, RSS, and lost writes (every 2xx turn checked in PostgreSQL afterwards)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Sequence
from typing import Any

from django.conf import settings
from django.db import connection

from bench.common import fresh_tenant, percentile, table, verdict
from bench.stack import ROOT, Stack
from memory.models import AfterTurnJob
from tenants.services import create_api_key, set_tenant_policy

UNLIMITED = 100_000_000  # per minute: the bench measures the service, not its throttle (still on the path)


def _stack_env(pool_max: int, database_url: str = "") -> dict[str, str]:
    """The servers' and workers' environment: the bench database (or `database_url`, e.g. PgBouncer in front
    of it, with DATABASE_POOLER from the environment) and the bench Redis (REDIS_CLUSTER_URL passes through)."""
    db = settings.DATABASES["default"]
    env = dict(os.environ)
    env.update(
        DATABASE_URL=database_url
        or f"postgres://{db['USER'] or 'postgres'}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}",
        REDIS_URL=settings.REDIS_URL,
        CELERY_TASK_ALWAYS_EAGER="false",
        CACHE_KEY_PREFIX="benchload",
        DB_POOL_MAX=str(pool_max),
        DB_POOL_MIN="2",
        LOG_LEVEL="WARNING",
        PYTHONPATH=str(ROOT),
    )
    return env


def _client(cfg: dict) -> dict:
    done = subprocess.run(
        [sys.executable, "-m", "bench.load_client", json.dumps(cfg)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=cfg.get("timeout", cfg.get("seconds", 0) + 600),
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-4000:])
    return dict(json.loads(done.stdout))


def _drain(timeout: float) -> tuple[int, float]:
    """Wait for the worker to empty the after-turn outbox: (jobs left, seconds waited)."""
    started = time.time()
    while time.time() - started < timeout:
        left = AfterTurnJob.objects.count()
        if left == 0:
            return 0, time.time() - started
        time.sleep(0.5)
    return AfterTurnJob.objects.count(), time.time() - started


def lost_writes(begun: Sequence[Sequence[Any]], completed: Sequence[Sequence[Any]]) -> int:
    """Turns answered 2xx whose message is not in PostgreSQL (user message for begin, reply for complete)."""
    wanted = {(cid, turn, "user") for cid, turn in begun} | {(cid, turn, "assistant") for cid, turn in completed}
    ids = sorted({cid for cid, _ in begun})
    stored: set[tuple[str, int, str]] = set()
    with connection.cursor() as cursor:
        for start in range(0, len(ids), 500):
            cursor.execute(
                "SELECT c.public_id, m.turn, m.role FROM conversations_message m JOIN conversations_conversation c "
                "ON c.tenant_id = m.tenant_id AND c.id = m.conversation_id "
                "WHERE c.public_id = ANY(%s)",
                [ids[start : start + 500]],
            )
            stored.update((cid, turn, role) for cid, turn, role in cursor.fetchall())
    return len(wanted - stored)


def _level(stack: Stack, key: str, clients: int, seconds: float) -> dict:
    cfg = {
        "mode": "load",
        "ports": stack.ports,
        "key": key,
        "clients": clients,
        "seconds": seconds,
        "tag": f"l{clients}-{time.time():.0f}",
    }
    result = _client(cfg)
    web_rss, worker_rss = stack.rss()
    left, waited = _drain(timeout=120)
    result.update(
        web_rss=web_rss,
        worker_rss=worker_rss,
        outbox_left=left,
        drain_s=waited,
        lost=lost_writes(result["begun"], result["completed"]),
    )
    return result


def _fmt(values: list[float]) -> str:
    return (
        f"{percentile(values, 50):.1f} / {percentile(values, 95):.1f} / {percentile(values, 99):.1f}" if values else "—"
    )


def _errors(statuses: dict[str, dict[str, int]]) -> str:
    bad: dict[str, int] = {}
    for by_status in statuses.values():
        for status, count in by_status.items():
            if not str(status).startswith("2"):
                bad[str(status)] = bad.get(str(status), 0) + count
    return ", ".join(f"{count}× {status}" for status, count in sorted(bad.items())) or "none"


def run(
    *,
    server: str = "uvicorn",
    workers: int = 2,
    levels: Sequence[int] = (8, 32, 128),
    seconds: float = 10.0,
    pool_max: int = 8,
    marks: Sequence[int] = (10, 1000),
    servers: int = 0,
    celery_workers: int = 1,
    database_url: str = "",
) -> dict:
    tenant = fresh_tenant("bench-load")
    set_tenant_policy(
        tenant=tenant, overrides={"api_key_requests_per_minute": UNLIMITED, "tenant_requests_per_minute": UNLIMITED}
    )
    _, key = create_api_key(tenant=tenant, roles=["client"])
    AfterTurnJob.objects.all().delete()
    env = _stack_env(pool_max, database_url)
    stack = Stack(server=server, workers=workers, env=env, servers=servers, celery_workers=celery_workers)
    stack.start()
    try:
        _client({"mode": "load", "ports": stack.ports, "key": key, "clients": 4, "seconds": 2, "tag": "warm"})
        sequential = _client(
            {
                "mode": "sequential",
                "ports": stack.ports,
                "key": key,
                "floor_requests": 300,
                "preview_requests": 300,
                "marks": list(marks),
                "tag": f"seq-{time.time():.0f}",
            }
        )
        sequential["lost"] = lost_writes(sequential["begun"], sequential["completed"])
        rows = {clients: _level(stack, key, clients, seconds) for clients in levels}
    finally:
        stack.stop()
    layout = (
        f"{servers} uvicorn servers of one process" if servers else f"{server} × {workers} workers"
    ) + f", {celery_workers} Celery worker{'s' if celery_workers > 1 else ''} (one with beat)"
    layout += "".join(
        f", {name}" for name, on in (("Redis Cluster", env.get("REDIS_CLUSTER_URL")), ("PgBouncer", database_url)) if on
    )
    _report(layout, pool_max, seconds, sequential, rows, marks)
    return {"sequential": sequential, "levels": rows}


def _report(
    layout: str,
    pool_max: int,
    seconds: float,
    sequential: dict,
    rows: dict[int, dict],
    marks: Sequence[int],
) -> None:
    print(f"\n## Load: {layout}, pool ≤ {pool_max} connections per process, {seconds:.0f} s per level\n")
    lines = []
    for clients, r in rows.items():
        lat = r["latencies"]
        lines.append(
            [
                clients,
                f"{len(r['completed']) / r['elapsed']:.0f}",
                _fmt(lat.get("begin", [])),
                _fmt(lat.get("complete", [])),
                _fmt(r["turns_ms"]),
                _errors(r["statuses"]),
                r["lost"],
                f"{r['web_rss']:.0f}",
                f"{r['worker_rss']:.0f}",
                f"{r['drain_s']:.0f} s" + (f" ({r['outbox_left']} left)" if r["outbox_left"] else ""),
            ]
        )
    print(
        table(
            [
                "clients",
                "turns/s",
                "begin p50/p95/p99 ms",
                "complete p50/p95/p99 ms",
                "turn p50/p95/p99 ms",
                "non-2xx",
                "lost writes",
                "web RSS MiB",
                "worker RSS MiB",
                "outbox drained in",
            ],
            lines,
        )
    )
    lat = sequential["latencies"]
    first, last = str(min(marks)), str(max(marks))
    seq = [["no-op authenticated GET (floor)", _fmt(lat["floor"])]]
    for mark in (first, last):
        seq.append([f"context preview at turn {mark}", _fmt(sequential[mark]["preview_ms"])])
        seq.append(["  of which the build (server-side)", _fmt(sequential[mark]["preview_build_ms"])])
        seq.append([f"begin + complete, turns {max(1, int(mark) - 19)}–{mark}", _fmt(sequential[mark]["turn_ms"])])
    print("\nOne assistant on one kept-alive connection (p50 / p95 / p99 ms):\n")
    print(table(["request", "p50 / p95 / p99 ms"], seq))
    _targets(rows, sequential, first, last)


def _targets(rows: dict[int, dict], sequential: dict, first: str, last: str) -> None:
    fives = sum(
        n for r in rows.values() for by in r["statuses"].values() for s, n in by.items() if str(s).startswith("5")
    )
    lost = sum(r["lost"] for r in rows.values()) + sequential["lost"]
    checks = [
        ["0 5xx at every level", str(fives), verdict(fives == 0)],
        ["0 lost writes at every level", str(lost), verdict(lost == 0)],
    ]
    if 32 in rows:
        r = rows[32]
        rate, p95 = len(r["completed"]) / r["elapsed"], percentile(r["turns_ms"], 95)
        checks.append(["≥ 300 turns/s at 32 clients", f"{rate:.0f}", verdict(rate >= 300)])
        checks.append(["turn p95 < 100 ms at 32 clients", f"{p95:.1f} ms", verdict(p95 < 100)])
    preview = percentile(sequential[first]["preview_ms"], 50)
    checks.append(["context preview p50 ≤ 3 ms (kept-alive)", f"{preview:.2f} ms", verdict(preview <= 3)])
    early, late = percentile(sequential[first]["turn_ms"], 50), percentile(sequential[last]["turn_ms"], 50)
    checks.append([f"begin + complete p50 ≤ 10 ms at turn {first}", f"{early:.1f} ms", verdict(early <= 10)])
    checks.append(
        [f"… unchanged at turn {last} (≤ 1.2 ×)", f"{late:.1f} ms ({late / early:.2f} ×)", verdict(late <= 1.2 * early)]
    )
    print("\n" + table(["target", "measured", ""], checks))
