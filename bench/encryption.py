"""The hot path with encryption at rest off and on, in one run: the same stack, the same requests,
once with MEMORY_ENCRYPTION_KEYS unset and once with a key, on emptied tables each time (off first:
a service with no key refuses to start on a database that holds encrypted memory).

Printed by `bash scripts/bench.sh hotpath`, after the hot-path table."""

from __future__ import annotations

import time
from collections.abc import Sequence
from datetime import UTC, datetime

from django.conf import settings

from bench.common import fresh_tenant, load, percentile, table, verdict
from bench.load import UNLIMITED, _client, _drain, _stack_env
from bench.stack import Stack
from bench.storage import empty_app_tables
from memory_platform.crypto.keyring import key_provider, new_key
from memory_platform.redis_client import raw_redis
from tenants import encryption
from tenants.encryption import Owner
from tenants.services import create_api_key, set_tenant_policy

MARKS = (10, 100)


def _flush_stack_cache() -> None:
    """The stack's cache key space (bench.load's prefix): the tables were emptied, their ids restart."""
    client = raw_redis()
    if client is not None:
        for key in client.scan_iter(match="benchload*", count=1000):
            client.delete(key)


def _one(label: str, keys: str, *, workers: int, seconds: float, clients: int, pool_max: int) -> dict:
    from bench.hotpath import _cpu_level

    empty_app_tables()
    _flush_stack_cache()
    tenant = fresh_tenant(f"bench-encryption-{label}")
    set_tenant_policy(
        tenant=tenant, overrides={"api_key_requests_per_minute": UNLIMITED, "tenant_requests_per_minute": UNLIMITED}
    )
    _, key = create_api_key(tenant=tenant, roles=["client"])
    stack = Stack(server="uvicorn", workers=workers, env={**_stack_env(pool_max), "MEMORY_ENCRYPTION_KEYS": keys})
    stack.start()
    try:
        sequential = _client(
            {
                "mode": "sequential",
                "ports": stack.ports,
                "key": key,
                "floor_requests": 300,
                "preview_requests": 200,
                "marks": list(MARKS),
                "tag": f"enc-{label}",
                "timeout": 3600,
            }
        )
        _drain(timeout=300)
        level = _cpu_level(stack, key, clients, seconds)
    finally:
        stack.stop()
    return {"sequential": sequential, "level": level}


MICRO_ROUNDS = 5_000
MESSAGE = "Busco unas zapatillas de trail impermeables en talla 43 para correr por la montaña este invierno. " * 5


def micro() -> dict[str, float]:
    """In process, microseconds per call with the data key cached: seal and open one message (~500
    characters), and seal and open a window's worth of hot memory (16 messages with their vectors)."""
    configured = settings.MEMORY_ENCRYPTION_KEYS
    settings.MEMORY_ENCRYPTION_KEYS = new_key()
    key_provider.cache_clear()
    encryption.forget_cached_keys()
    try:
        tenant = fresh_tenant("bench-encryption-micro")
        owner = Owner.of_user(tenant_id=tenant.pk, role="client", user_id="bench")
        context = "conversations.message.content\x1f1\x1f1\x1fuser"
        hot = [(MESSAGE, bytes(512)) for _ in range(16)]
        sealed_message = encryption.seal_text(owner, MESSAGE, context)
        sealed_hot = encryption.seal_cached(owner, "k", hot)
        figures = {
            "seal a message": _per_call(lambda: encryption.seal_text(owner, MESSAGE, context)),
            "open a message": _per_call(lambda: encryption.open_text(sealed_message, context)),
            "seal the hot memory (16 messages + vectors)": _per_call(lambda: encryption.seal_cached(owner, "k", hot)),
            "open the hot memory": _per_call(lambda: encryption.open_cached("k", sealed_hot)),
        }
    finally:
        settings.MEMORY_ENCRYPTION_KEYS = configured
        key_provider.cache_clear()
        encryption.forget_cached_keys()
    return figures


def _per_call(call: object) -> float:
    assert callable(call)
    call()
    started = time.perf_counter()
    for _ in range(MICRO_ROUNDS):
        call()
    return 1e6 * (time.perf_counter() - started) / MICRO_ROUNDS


def run(*, workers: int = 2, seconds: float = 10.0, clients: int = 16, pool_max: int = 8) -> dict:
    started_at, load_before = datetime.now(tz=UTC), load()
    costs = micro()
    runs = {
        label: _one(label, keys, workers=workers, seconds=seconds, clients=clients, pool_max=pool_max)
        for label, keys in (("off", ""), ("on", new_key()))
    }
    empty_app_tables()  # leave no encrypted memory behind for benches that run without a key
    _flush_stack_cache()
    print(
        f"\n## Hot path, encryption at rest off and on ({started_at:%Y-%m-%d %H:%M} UTC, "
        f"{load_before} before, {load()} after)\n"
    )
    print(_report(runs, clients, seconds))
    print("\nIn process, the data key cached (µs per call):\n")
    print(table(["what", "µs"], [[name, f"{value:.1f}"] for name, value in costs.items()]))
    return {**runs, "micro": costs}


def _figures(run: dict, clients: int) -> list[float]:
    sequential, level = run["sequential"], run["level"]
    last = str(MARKS[-1])
    return [
        percentile(sequential["latencies"]["floor"], 50),
        percentile(sequential[last]["preview_ms"], 50),
        percentile(sequential[last]["turn_ms"], 50),
        len(level["completed"]) / level["elapsed"],
        level["cpu_ms_per_turn"],
    ]


def _report(runs: dict[str, dict], clients: int, seconds: float) -> str:
    names: Sequence[str] = (
        "no-op authenticated GET p50 (ms)",
        f"context preview at turn {MARKS[-1]} p50 (ms)",
        f"begin + complete near turn {MARKS[-1]} p50 (ms)",
        f"turns/s at {clients} clients ({seconds:.0f} s)",
        f"CPU per turn at {clients} clients (ms, web + worker)",
    )
    off, on = _figures(runs["off"], clients), _figures(runs["on"], clients)
    floor_on = on[0]
    targets = ("≤ 2", "≤ 2 × floor", "≤ 10", "≥ 150", "≤ 5")
    checks = (on[0] <= 2, on[1] <= 2 * floor_on, on[2] <= 10, on[3] >= 150, on[4] <= 5)
    rows = [
        [name, f"{a:.2f}", f"{b:.2f}", f"{b / a:.2f} ×" if a else "—", target, verdict(ok)]
        for name, a, b, target, ok in zip(names, off, on, targets, checks, strict=True)
    ]
    return table(["what", "encryption off", "encryption on", "on / off", "target (on)", ""], rows)
