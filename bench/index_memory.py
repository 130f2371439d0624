"""Memory per web process for recall's indexes: N processes each warm the indexes of the same K users
(vectors and BM25 words read from PostgreSQL), under RECALL_INDEX_MAX_MB and without a cap; the resident
memory each process gains, what the index says it holds, and the bytes a row costs beside its vector.

`python -m bench index-memory [--users K] [--messages M] [--workers N]`."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import numpy as np

from bench.common import fresh_tenant
from bench.provenance import ROOT

WARM = """
import json, os, django
django.setup()
from memory.services import recall
from memory_platform.text.embeddings import get_backend, model_name
def rss():
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmRSS:"))
dim = get_backend().dim
model_name()
before = rss()
rows = 0
for user in json.loads(os.environ["BENCH_USERS"]):
    index = recall.vector_index((int(os.environ["BENCH_TENANT"]), "client", user), dim)
    rows += len(index.keys)
kept = sum(len(index.keys) for index in recall._indexes.values())
print(json.dumps({"gained": rss() - before, "held": recall.indexed_bytes(), "kept": kept, "warmed_rows": rows}))
"""

WORDS = [
    "zapatillas",
    "trail",
    "talla",
    "correr",
    "montaña",
    "envío",
    "devolución",
    "pedido",
    "Valencia",
    "Sevilla",
    "beagle",
    "cumpleaños",
    "regalo",
    "running",
    "shoes",
    "size",
    "order",
    "refund",
    "delivery",
    "birthday",
    "sister",
    "garden",
    "bike",
    "helmet",
    "jacket",
    "waterproof",
    "summer",
    "winter",
    "discount",
    "coupon",
    "account",
    "address",
    "payment",
    "card",
    "invoice",
    "warranty",
    "repair",
    "battery",
    "charger",
    "laptop",
]


def seed(*, users: int, messages: int) -> tuple[int, list[str]]:
    """K users of one tenant, M messages each with a vector of the configured model's size."""
    from conversations.models import Message
    from conversations.services.conversations import create_conversation
    from memory_platform.text.embeddings import get_backend, model_name, pack_vector

    tenant = fresh_tenant("bench-index-memory")
    backend, rng, vectors = get_backend(), random.Random(7), np.random.default_rng(7)
    names = [f"user-{n}" for n in range(users)]
    for name in names:
        conversation = create_conversation(tenant=tenant, role="client", user_id=name)
        rows = []
        for seq, vector in enumerate(vectors.standard_normal((messages, backend.dim), dtype=np.float32), start=1):
            text = " ".join(rng.choice(WORDS) for _ in range(12))
            rows.append(
                Message(
                    tenant=tenant,
                    conversation=conversation,
                    seq=seq,
                    turn=(seq + 1) // 2,
                    role="user" if seq % 2 else "assistant",
                    content=text,
                    token_count=12,
                    embedding=pack_vector(vector),
                    embedding_model=model_name(),
                )
            )
        Message.objects.bulk_create(rows, batch_size=1000)
    return tenant.pk, names


def warm(*, tenant_id: int, users: list[str], processes: int, cap_mb: int) -> list[dict]:
    env = {
        **os.environ,
        "BENCH_TENANT": str(tenant_id),
        "BENCH_USERS": json.dumps(users),
        "RECALL_INDEX_MAX_MB": str(cap_mb),
        "PYTHONPATH": str(ROOT),
    }
    children = [
        subprocess.Popen([sys.executable, "-c", WARM], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
        for _ in range(processes)
    ]
    return [json.loads(child.communicate(timeout=900)[0]) for child in children]


def run(*, users: int = 40, messages: int = 1000, workers: int = 4) -> None:
    from memory_platform.text.embeddings import get_backend

    tenant_id, names = seed(users=users, messages=messages)
    dim = get_backend().dim
    total_rows = users * messages
    print(f"\n### Recall index memory per web process ({users} users × {messages} messages, {dim} dims)\n")
    print("| processes | cap (MB) | rows kept / warmed | index holds (MB) | RSS gained per process (MB) | all (MB) |")
    print("|---:|---:|---:|---:|---:|---:|")
    per_row = []
    for processes in sorted({1, workers}):
        for cap in (100_000, 64):
            results = warm(tenant_id=tenant_id, users=names, processes=processes, cap_mb=cap)
            gained = [r["gained"] / 2**20 for r in results]
            held, kept = results[0]["held"], results[0]["kept"]
            print(
                f"| {processes} | {'none' if cap == 100_000 else cap} | {kept:,} / {total_rows:,} | {held / 2**20:.0f} "
                f"| {min(gained):.0f}–{max(gained):.0f} | {sum(gained):.0f} |"
            )
            if cap == 100_000:
                per_row += [r["gained"] / total_rows - dim * 4 for r in results]
    print(f"\nResident bytes per row beside its {dim * 4:,}-byte vector, uncapped: {np.median(per_row):,.0f}")
