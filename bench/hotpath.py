"""Hot-path bench: what a caller meets over HTTP, beside the no-op floor, in one run and one table.

On the real stack (bench.stack: uvicorn workers, a Celery worker, PostgreSQL and Redis on loopback):
the no-op authenticated GET (the floor), context previews at 10, 100 and 1,000 turns of one
conversation and for a user with 10,000 stored messages, begin + complete near each mark (with the
server-side build time each answer reports), the CPU a turn costs the web and worker processes
(/proc accounting over a load level, outbox drained), turns/s at 16 and 32 clients with their 5xx
and lost writes, and PostgreSQL bytes per byte of text after the 1,000-turn conversation; then the
same requests with encryption at rest off and on (bench.encryption).

It empties the app tables of the bench database first (as the storage bench does)."""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from django.db import connection
from django.utils import timezone

from bench.common import fresh_tenant, percentile, table, verdict
from bench.encryption import run as run_encryption
from bench.load import UNLIMITED, _client, _drain, _level, _stack_env, lost_writes
from bench.recall import COST_USER, _bulk_history
from bench.stack import ROOT, Stack, children
from bench.storage import empty_app_tables, sizes, text_bytes
from conversations.models import Conversation, Message
from conversations.services.conversations import create_conversation
from tenants.models import Tenant
from tenants.services import create_api_key, set_tenant_policy

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
QUERY = "%C2%BFQu%C3%A9%20me%20recomend%C3%A1s%3F"


def cpu_seconds(pids: Sequence[int]) -> float:
    """User + system seconds the processes (every thread, and their children) have used so far."""
    total = 0.0
    for pid in {*pids, *(child for parent in pids for child in children(parent))}:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / CLOCK_TICKS  # utime, stime
    return total


def _commit() -> str:
    done = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    return done.stdout.strip() or "unknown"


def _load() -> str:
    return " / ".join(f"{n:.2f}" for n in os.getloadavg())


def _storage(conversation_id: str, baseline: dict[str, int]) -> float:
    """PostgreSQL bytes (heap, TOAST, indexes of every app table, after a plain VACUUM) per byte of text."""
    with connection.cursor() as cursor:
        cursor.execute("VACUUM")
    conversation = Conversation.objects.get(public_id=conversation_id)
    text = text_bytes(Message.objects.for_conversation(conversation).only("content", "conversation_id", "turn", "role"))
    grown = sum(sizes().values()) - sum(baseline.values())
    return grown / max(text, 1)


def _history_conversation(stack: Stack, key: str, tenant: Tenant, messages: int) -> dict:
    """A user with `messages` stored messages (as bench.recall writes them), asked from a new conversation."""
    _bulk_history(tenant, messages, timezone.now())
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE conversations_message, conversations_conversation")
    asking = create_conversation(tenant=tenant, role="client", user_id=COST_USER)
    return _client(
        {
            "mode": "previews",
            "ports": stack.ports,
            "key": key,
            "conversation": asking.public_id,
            "preview_requests": 300,
        }
    ) | {"messages": Message.objects.filter(conversation__user_id=COST_USER).count()}


def _cpu_level(stack: Stack, key: str, clients: int, seconds: float) -> dict:
    web, worker = stack.web_pids(), [proc.pid for proc in stack.celery]
    before = cpu_seconds(web), cpu_seconds(worker)
    result = _level(stack, key, clients, seconds)  # waits for the outbox to drain
    turns = max(1, len(result["completed"]))
    result["web_cpu_ms_per_turn"] = 1000 * (cpu_seconds(web) - before[0]) / turns
    result["worker_cpu_ms_per_turn"] = 1000 * (cpu_seconds(worker) - before[1]) / turns
    result["cpu_ms_per_turn"] = result["web_cpu_ms_per_turn"] + result["worker_cpu_ms_per_turn"]
    return result


def run(
    *,
    workers: int = 2,
    seconds: float = 10.0,
    levels: Sequence[int] = (16, 32),
    marks: Sequence[int] = (10, 100, 1000),
    history: int = 10_000,
    pool_max: int = 8,
) -> dict:
    started_at, load_before = datetime.now(tz=UTC), _load()
    empty_app_tables()
    tenant = fresh_tenant("bench-hotpath")
    set_tenant_policy(
        tenant=tenant, overrides={"api_key_requests_per_minute": UNLIMITED, "tenant_requests_per_minute": UNLIMITED}
    )
    _, key = create_api_key(tenant=tenant, roles=["client"])
    connection.close()
    with connection.cursor() as cursor:
        cursor.execute("VACUUM")
    baseline = sizes()
    stack = Stack(server="uvicorn", workers=workers, env=_stack_env(pool_max))
    stack.start()
    try:
        sequential = _client(
            {
                "mode": "sequential",
                "ports": stack.ports,
                "key": key,
                "floor_requests": 500,
                "preview_requests": 300,
                "marks": list(marks),
                "settle_s": 3.0,
                "tag": f"hot-{time.time():.0f}",
                "timeout": 3 * 3600,  # a thousand turns one after another: minutes on a loaded machine
            }
        )
        left, _ = _drain(timeout=300)
        sequential["lost"] = lost_writes(sequential["begun"], sequential["completed"])
        cid = sequential["begun"][0][0]
        storage = _storage(cid, baseline)
        long_history = _history_conversation(stack, key, tenant, history)
        rows = {clients: _cpu_level(stack, key, clients, seconds) for clients in levels}
    finally:
        stack.stop()
    report = _report(sequential, long_history, rows, storage, marks, workers, seconds)
    print(
        f"\n## Hot path over HTTP ({started_at:%Y-%m-%d %H:%M} UTC, commit {_commit()}, "
        f"load average {load_before} before, {_load()} after; outbox left after the sequential run: {left})\n"
    )
    print(report)
    encryption = run_encryption(workers=workers, seconds=seconds, pool_max=pool_max)
    return {
        "sequential": sequential,
        "history": long_history,
        "levels": rows,
        "storage": storage,
        "encryption": encryption,
    }


def _tokens(previews: dict) -> str:
    """The previewed context's size (every preview of a row builds the same context)."""
    sizes = previews.get("preview_tokens") or [0]
    return f"{percentile(sizes, 50):,.0f}"


def _p50(values: Sequence[float]) -> str:
    return f"{percentile(values, 50):.2f}" if values else "—"


def _report(
    sequential: dict,
    history: dict,
    rows: dict[int, dict],
    storage: float,
    marks: Sequence[int],
    workers: int,
    seconds: float,
) -> str:
    floor = percentile(sequential["latencies"]["floor"], 50)
    lines = [["no-op authenticated GET (the floor)", f"{floor:.2f} ms", "—", "≤ 2 ms", verdict(floor <= 2)]]
    previews = []
    for mark in marks:
        at = sequential[str(mark)]
        p50 = percentile(at["preview_ms"], 50)
        previews.append(p50)
        lines.append(
            [
                f"context preview at turn {mark:,}",
                f"{p50:.2f} ms",
                f"{_p50(at['preview_build_ms'])} ms, {_tokens(at)} tokens",
                "≤ 2 × floor",
                verdict(p50 <= 2 * floor),
            ]
        )
    p50 = percentile(history["preview_ms"], 50)
    lines.append(
        [
            f"context preview, user with {history['messages']:,} stored messages",
            f"{p50:.2f} ms",
            f"{_p50(history['preview_build_ms'])} ms, {_tokens(history)} tokens",
            "≤ 2 × floor",
            verdict(p50 <= 2 * floor),
        ]
    )
    builds = sequential["build_ms"]
    for mark in marks:
        window = sequential[str(mark)]["turn_ms"]
        turn_p50 = percentile(window, 50)
        first = max(1, mark - len(window) + 1)
        lines.append(
            [
                f"begin + complete, turns {first:,}–{mark:,}",
                f"{turn_p50:.2f} ms",
                f"{_p50(builds[first - 1 : mark])} ms (begin's build)",
                "≤ 10 ms",
                verdict(turn_p50 <= 10),
            ]
        )
    for clients, r in rows.items():
        rate = len(r["completed"]) / r["elapsed"]
        fives = sum(n for by in r["statuses"].values() for s, n in by.items() if str(s).startswith("5"))
        target = 150 if clients <= 16 else 300
        ok = rate >= target and fives == 0 and r["lost"] == 0
        lines.append(
            [
                f"{clients} clients: turns/s (5xx, lost writes)",
                f"{rate:.0f} ({fives}, {r['lost']})",
                f"turn p50 {percentile(r['turns_ms'], 50):.1f} ms",
                f"≥ {target}, 0, 0",
                verdict(ok),
            ]
        )
        lines.append(
            [
                f"CPU per turn at {clients} clients (web + worker)",
                f"{r['cpu_ms_per_turn']:.1f} ms",
                f"web {r['web_cpu_ms_per_turn']:.1f} + worker {r['worker_cpu_ms_per_turn']:.1f} ms; "
                f"outbox drained in {r['drain_s']:.0f} s",
                "≤ 5 ms",
                verdict(r["cpu_ms_per_turn"] <= 5),
            ]
        )
    lines.append(
        [
            f"PostgreSQL bytes × text at {max(marks):,} turns",
            f"{storage:.2f} ×",
            "every app table, indexes included",
            "≤ 3 ×",
            verdict(storage <= 3),
        ]
    )
    header = (
        f"uvicorn × {workers} workers, a Celery worker, one kept-alive connection per client; "
        f"load levels of {seconds:.0f} s. p50 over 500 floor requests and 300 previews per row; a preview's "
        'server side is its build and the context\'s size in tokens (the message: "¿Qué me recomendás?").\n\n'
    )
    return header + table(["what", "p50 / figure", "server side", "target", ""], lines)
