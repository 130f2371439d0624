"""Context-build metrics: buffered in Redis per build, rolled up per tenant, role and minute."""

from __future__ import annotations

import time
from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from conversations.metrics.buffer import roll_up_builds
from conversations.metrics.queries import build_figures, dropped_counts
from conversations.metrics.rollup import compact_rollups
from conversations.models import ContextBuildRollup
from tests.helpers import new_conversation, run_turn


@pytest.fixture
def one_minute():
    """The clock held inside the current minute: builds roll up per minute, and a test whose requests
    straddled a minute's end would find its builds in two rows."""
    with time_machine.travel(time.time() // 60 * 60 + 1, tick=False):
        yield


@pytest.mark.usefixtures("one_minute")
def test_builds_are_buffered_then_rolled_up_once(client_api, admin_api, tenant):
    roll_up_builds()  # start from an empty buffer
    cid = new_conversation(client_api)
    for n in range(3):
        run_turn(client_api, cid, f"pregunta {n} sobre zapatillas", "respuesta")
    client_api.get(f"/api/v1/conversations/{cid}/context/", {"query": "¿y ahora?"})
    admin_cid = new_conversation(admin_api, role="admin", user_id="1")
    run_turn(admin_api, admin_cid, "borrador de producto", "ok")
    assert not ContextBuildRollup.objects.exists()  # no database write per request
    assert roll_up_builds() == 5
    client_row = ContextBuildRollup.objects.get(tenant=tenant, role="client", kind="turn")
    assert client_row.builds == 3
    assert client_row.naive_tokens >= client_row.context_tokens > 0
    assert sum(client_row.latency_histogram.values()) == 3
    assert client_row.section_tokens["system"] > 0
    assert ContextBuildRollup.objects.get(tenant=tenant, role="client", kind="preview").builds == 1  # counted apart
    assert ContextBuildRollup.objects.get(tenant=tenant, role="admin").builds == 1
    assert roll_up_builds() == 0  # a re-run counts nothing twice
    assert ContextBuildRollup.objects.get(tenant=tenant, role="client", kind="turn").builds == 3


def test_metrics_endpoint_reports_savings_per_tenant(client_api, other_api):
    roll_up_builds()
    cid = new_conversation(client_api)
    for n in range(12):  # more turns than the largest window, so the context leaves some out
        run_turn(
            client_api,
            cid,
            f"Busco zapatillas modelo {n} para correr largas distancias",
            "Tenemos varios modelos. " * 20,
        )
    roll_up_builds()
    client_api.get(f"/api/v1/conversations/{cid}/context/", {"query": "¿y ahora?"})
    roll_up_builds()
    body = client_api.get("/api/v1/metrics/", {"minutes": 5}).json()
    assert (body["builds"], body["previews"]) == (12, 1)
    assert 0 < body["context_tokens_per_build"] < body["naive_tokens_per_build"]
    assert body["saving_pct"] > 0
    assert body["latency_p50"]
    assert other_api.get("/api/v1/metrics/").json()["builds"] == 0
    assert client_api.get("/api/v1/metrics/", {"minutes": "x"}).status_code == 400


def test_compaction_folds_old_minutes_into_hours_and_keeps_every_sum(tenant):
    now = timezone.now().replace(minute=30, second=0, microsecond=0)
    hour = now.replace(minute=0) - timedelta(hours=5)
    for minute in range(0, 60, 10):
        ContextBuildRollup.objects.create(
            tenant=tenant,
            role="client",
            bucket_start=hour + timedelta(minutes=minute),
            builds=2,
            cache_hits=1,
            context_tokens=100,
            naive_tokens=400,
            latency_ms_sum=3.0,
            over_budget=1,
            latency_histogram={"2": 2},
            section_tokens={"system": 40},
            dropped={"window:over_budget": 1},
        )
    recent = ContextBuildRollup.objects.create(
        tenant=tenant, role="client", bucket_start=now - timedelta(minutes=5), builds=1, latency_histogram={"1": 1}
    )
    since = now - timedelta(days=1)
    before = (
        build_figures(tenant=tenant, roles=["client"], since=since),
        dropped_counts(tenant=tenant, roles=["client"], since=since),
    )
    assert compact_rollups(now=now) == 5  # the :00 row is the hour's row itself
    assert compact_rollups(now=now) == 0
    assert ContextBuildRollup.objects.filter(tenant=tenant).count() == 2
    assert ContextBuildRollup.objects.filter(pk=recent.pk).exists()
    hourly = ContextBuildRollup.objects.get(bucket_start=hour)
    assert hourly.builds == 12
    assert hourly.section_tokens == {"system": 240}
    assert hourly.latency_histogram == {"2": 12}
    after = (
        build_figures(tenant=tenant, roles=["client"], since=since),
        dropped_counts(tenant=tenant, roles=["client"], since=since),
    )
    assert after == before


@pytest.mark.usefixtures("one_minute")
def test_builds_made_while_redis_is_down_are_not_lost(client_api, tenant):
    from django.test import override_settings

    from conversations.metrics.buffer import fold_local_buffer
    from tests.memory.test_redis_down import DEAD, DEAD_CACHE

    roll_up_builds()
    cid = new_conversation(client_api)
    with override_settings(CACHES=DEAD_CACHE, REDIS_URL=DEAD, DJANGO_REDIS_IGNORE_EXCEPTIONS=True):
        run_turn(client_api, cid, "pregunta durante el corte", "respuesta")
    run_turn(client_api, cid, "pregunta con Redis de vuelta", "respuesta")  # carries the backlog to Redis
    assert roll_up_builds() == 2
    assert ContextBuildRollup.objects.get(tenant=tenant, kind="turn").builds == 2
    assert fold_local_buffer() == 0


@pytest.mark.usefixtures("one_minute")
def test_a_process_without_redis_folds_its_own_buffer(client_api, tenant):
    from django.test import override_settings

    from conversations.metrics.buffer import fold_local_buffer
    from tests.memory.test_redis_down import DEAD, DEAD_CACHE

    roll_up_builds()
    cid = new_conversation(client_api)
    with override_settings(CACHES=DEAD_CACHE, REDIS_URL=DEAD, DJANGO_REDIS_IGNORE_EXCEPTIONS=True):
        run_turn(client_api, cid, "pregunta durante el corte", "respuesta")
        assert fold_local_buffer() == 1  # what the process does by itself every few seconds
    assert ContextBuildRollup.objects.get(tenant=tenant, kind="turn").builds == 1


def _buffered_for(tenant_id: int) -> list[dict]:
    import json

    from conversations.metrics.buffer import BUFFER_KEY
    from memory_platform.redis_client import cache_key, raw_redis

    entries = (json.loads(raw) for raw in raw_redis().lrange(cache_key(BUFFER_KEY), 0, -1))
    return [entry for entry in entries if entry["t"] == tenant_id]


def test_builds_reach_redis_on_their_own_without_the_request_waiting(client_api, tenant):
    """The request hands its build to the process's writer thread; nobody has to read the buffer for the
    builds to be written: they are in Redis, with the conversation's last context, within a moment."""
    from conversations.metrics.buffer import last_context_key
    from conversations.models import Conversation
    from memory_platform.redis_client import cache_key, raw_redis

    roll_up_builds()
    cid = new_conversation(client_api)
    for query in ("¿tenéis talla 42?", "¿y en negro?"):
        assert client_api.get(f"/api/v1/conversations/{cid}/context/", {"query": query}).status_code == 200
    conversation = Conversation.objects.get(public_id=cid)
    key = cache_key(last_context_key(tenant_id=tenant.pk, conversation_id=conversation.pk))
    deadline = time.monotonic() + 5
    while (len(_buffered_for(tenant.pk)) < 2 or not raw_redis().exists(key)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert [entry["k"] for entry in _buffered_for(tenant.pk)] == ["preview", "preview"]
    assert raw_redis().exists(key)
    assert roll_up_builds() == 2


def test_builds_can_be_written_by_the_request_itself(client_api, tenant, settings):
    """METRICS_FLUSH_SECONDS = 0: each build is in Redis when its answer comes back."""
    settings.METRICS_FLUSH_SECONDS = 0
    roll_up_builds()
    cid = new_conversation(client_api)
    assert client_api.get(f"/api/v1/conversations/{cid}/context/", {"query": "¿y en negro?"}).status_code == 200
    assert [entry["k"] for entry in _buffered_for(tenant.pk)] == ["preview"]
    assert roll_up_builds() == 1
