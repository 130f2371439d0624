"""`ws/tenants/{slug}/metrics/`: a snapshot on open, then live token metrics at most once a second, only
for the tenant (and roles) the caller may see."""

from __future__ import annotations

import itertools
from datetime import datetime

import pytest
from channels.db import database_sync_to_async

from conversations.services.conversations import create_conversation
from memory.services.turns import begin_turn, complete_turn
from tests.dashboard.conftest import logged_in, operator
from tests.factories import create_api_key
from tests.streams.conftest import communicator, key_header, run, sent, session_headers
from tests.streams.test_conversation_stream import refused

pytestmark = pytest.mark.usefixtures("app_commits")  # metrics are sent after the writes commit

TIMEOUT = 5


def turns(tenant, role: str, count: int) -> None:
    conversation = create_conversation(tenant=tenant, role=role, user_id="42")
    for n in range(count):
        started = begin_turn(conversation=conversation, content=f"Busco zapatillas modelo {n}")
        complete_turn(conversation=conversation, turn=started.turn, lease=started.lease, content="Tenemos varias.")


def test_snapshot_then_live_builds_at_most_once_a_second(tenant):
    raw = create_api_key(tenant, ("client", "admin"))

    async def scenario() -> tuple[dict, list[dict]]:
        ws = communicator(f"/ws/tenants/{tenant.slug}/metrics/", headers=key_header(raw))
        assert (await ws.connect())[0]
        snapshot = await ws.receive_json_from(TIMEOUT)
        await database_sync_to_async(turns)(tenant, "client", 4)
        live: list[dict] = []
        while sum(m["builds"] for m in live) < 4:
            live.append(await ws.receive_json_from(TIMEOUT))
        await database_sync_to_async(turns)(tenant, "admin", 1)
        live.append(await ws.receive_json_from(TIMEOUT))
        await ws.disconnect()
        return snapshot, live

    snapshot, live = run(scenario)
    assert snapshot["type"] == "metrics.snapshot"
    assert snapshot["minutes"] == 60
    assert "saving_pct" in snapshot
    assert {m["type"] for m in live} == {"metrics.live"}
    assert sum(m["builds"] for m in live) == 5
    assert all(m["context_tokens_per_build"] > 0 and m["tokens_by_section"]["system"] > 0 for m in live)
    moments = [datetime.fromisoformat(m["timestamp"]) for m in live]
    assert all((later - earlier).total_seconds() >= 0.9 for earlier, later in itertools.pairwise(moments))


def test_a_key_sees_only_its_roles(tenant):
    client_only = create_api_key(tenant, ("client",))

    async def scenario() -> bool:
        ws = communicator(f"/ws/tenants/{tenant.slug}/metrics/", headers=key_header(client_only))
        assert (await ws.connect())[0]
        await ws.receive_json_from(TIMEOUT)  # the snapshot
        await database_sync_to_async(turns)(tenant, "admin", 2)
        await database_sync_to_async(sent)()
        nothing = await ws.receive_nothing(1.5)
        await ws.disconnect()
        return nothing

    assert run(scenario)


def test_another_tenant_never_sees_the_metrics(tenant, other_tenant):
    bob_key = create_api_key(other_tenant, ("client", "admin"))
    assert refused(f"/ws/tenants/{tenant.slug}/metrics/", headers=key_header(bob_key)) == (4403, False)
    bob = logged_in(operator("bob", other_tenant))
    assert refused(f"/ws/tenants/{tenant.slug}/metrics/", headers=session_headers(bob)) == (4403, False)
    assert refused(f"/ws/tenants/{tenant.slug}/metrics/") == (4401, False)

    async def scenario() -> bool:
        ws = communicator(f"/ws/tenants/{other_tenant.slug}/metrics/", headers=key_header(bob_key))
        assert (await ws.connect())[0]
        await ws.receive_json_from(TIMEOUT)
        await database_sync_to_async(turns)(tenant, "client", 2)
        await database_sync_to_async(sent)()
        nothing = await ws.receive_nothing(1.5)
        await ws.disconnect()
        return nothing

    assert run(scenario)


def test_a_member_operator_streams_the_metrics(tenant):
    alice = logged_in(operator("alice", tenant))

    async def scenario() -> dict:
        ws = communicator(f"/ws/tenants/{tenant.slug}/metrics/", headers=session_headers(alice))
        assert (await ws.connect())[0]
        snapshot = await ws.receive_json_from(TIMEOUT)
        await ws.disconnect()
        return snapshot

    assert run(scenario)["type"] == "metrics.snapshot"
