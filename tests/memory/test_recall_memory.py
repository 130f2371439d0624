"""Recall's per-user indexes are a bounded cache of what PostgreSQL holds: a process keeps them within
RECALL_INDEX_MAX_MB, least recently used user first, and an evicted user is read back when needed."""

from __future__ import annotations

from memory.services import recall
from memory_platform.text.embeddings import get_backend
from tests.helpers import new_conversation, run_turn


def _warm(tenant, user_id: str) -> int:
    return len(recall.vector_index((tenant.pk, "client", user_id), get_backend().dim).keys)


def test_a_process_keeps_its_recall_indexes_within_its_memory_budget(client_api, tenant, settings, monkeypatch):
    settings.RECALL_INDEX_MAX_MB = 1
    monkeypatch.setattr(recall, "ROW_BYTES", 200_000)  # a row counts as 0.2 MB: two turns of a user fill most of it
    for user_id in ("ana", "bob"):
        cid = new_conversation(client_api, user_id=user_id)
        run_turn(client_api, cid, "We adopted a beagle puppy, we call him Toby.", "Congratulations on Toby!")
        run_turn(client_api, cid, "I'm flying to Porto in March.", "Have a wonderful trip!")

    assert _warm(tenant, "ana") == 4
    assert _warm(tenant, "bob") == 4
    assert recall.indexed_rows(tenant_id=tenant.pk, role="client", user_id="ana") == 0  # the older one went
    assert recall.indexed_rows(tenant_id=tenant.pk, role="client", user_id="bob") == 4
    assert recall.indexed_bytes() <= 1024 * 1024

    assert _warm(tenant, "ana") == 4  # read back from PostgreSQL, and now bob makes room
    assert recall.indexed_rows(tenant_id=tenant.pk, role="client", user_id="bob") == 0
