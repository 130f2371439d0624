"""What a begin costs in-process, phase by phase, with the configured sentence model: the one embedding
of the user message, the store (row lock, message, continuity from stored vectors), the context
build (facts relevance on the stored vectors) and the dedup look-up. Complete is timed apart; its
after-turn pipeline (the reply's vector, fact mining, folding) runs eagerly here but off the
request path in production, so it is reported on its own."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from django.conf import settings

from bench.common import fresh_tenant, percentile, table
from bench.conversation import conversation
from conversations import locks
from conversations.services.conversations import create_conversation
from memory.services import pipeline
from memory.services import turns as turn_service
from memory.services.turns import begin_turn, complete_turn

WARM_TURNS = 60
MEASURED = 100
PHASES = ("lock", "embed", "store", "context", "dedup")


def _timed(bucket: dict[str, list[float]], name: str, func: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return func(*args, **kwargs)
        finally:
            bucket[name].append((time.perf_counter() - started) * 1000)

    return wrapper


def run() -> dict[str, float]:
    tenant = fresh_tenant("bench-begin")
    conv = create_conversation(tenant=tenant, role="client", user_id="bench")
    script = list(conversation(WARM_TURNS + MEASURED, seed=21, fact_every=2))  # 30 facts planted while warming up
    for turn in script[:WARM_TURNS]:
        started = begin_turn(conversation=conv, content=turn.user)
        complete_turn(conversation=conv, turn=started.turn, lease=started.lease, content=turn.assistant)
    phases: dict[str, list[float]] = {name: [] for name in (*PHASES, "begin", "complete", "after-turn")}
    patches = {
        "embed_user_message": "embed",
        "_open_turn": "store",
        "build_conversation_context": "context",
        "find_previous_answer": "dedup",
    }
    originals = {name: getattr(turn_service, name) for name in patches}
    acquire, after_turn = locks.acquire, pipeline.after_turn
    for name, phase in patches.items():
        setattr(turn_service, name, _timed(phases, phase, originals[name]))
    locks.acquire = _timed(phases, "lock", acquire)
    pipeline.after_turn = _timed(phases, "after-turn", after_turn)
    try:
        for turn in script[WARM_TURNS:]:
            t0 = time.perf_counter()
            started = begin_turn(conversation=conv, content=turn.user)
            t1 = time.perf_counter()
            complete_turn(conversation=conv, turn=started.turn, lease=started.lease, content=turn.assistant)
            phases["begin"].append((t1 - t0) * 1000)
            phases["complete"].append((time.perf_counter() - t1) * 1000)
    finally:
        for name, func in originals.items():
            setattr(turn_service, name, func)
        locks.acquire = acquire
        pipeline.after_turn = after_turn
    result = {name: percentile(values, 50) for name, values in phases.items()}
    backend = settings.EMBEDDING_BACKEND.rsplit(".", 1)[-1]
    print(f"\n## What a begin costs (in-process, {backend})\n")
    print(
        f"{MEASURED} begins after {WARM_TURNS} turns, the user holding {len(script[:WARM_TURNS]) // 2} planted facts; "
        "complete includes the eager after-turn pipeline, shown apart.\n"
    )
    rows = [[name, f"{percentile(values, 50):.2f}", f"{percentile(values, 95):.2f}"] for name, values in phases.items()]
    print(table(["phase", "p50 ms", "p95 ms"], rows))
    return result
