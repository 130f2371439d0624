"""Context-build metrics: buffered in Redis per build, rolled up per tenant, role and minute."""

from __future__ import annotations

from conversations.metrics import roll_up
from conversations.models import ContextBuildRollup
from tests.conversations.helpers import new_conversation, run_turn


def test_builds_are_buffered_then_rolled_up_once(client_api, admin_api, tenant):
    roll_up()  # start from an empty buffer
    cid = new_conversation(client_api)
    for n in range(3):
        run_turn(client_api, cid, f"pregunta {n} sobre zapatillas", "respuesta")
    client_api.get(f"/api/v1/conversations/{cid}/context/", {"query": "¿y ahora?"})
    admin_cid = new_conversation(admin_api, role="admin", user_id="1")
    run_turn(admin_api, admin_cid, "borrador de producto", "ok")
    assert not ContextBuildRollup.objects.exists()  # no database write per request
    assert roll_up() == 5
    client_row = ContextBuildRollup.objects.get(tenant=tenant, role="client")
    assert client_row.builds == 4
    assert client_row.naive_tokens >= client_row.context_tokens > 0
    assert sum(client_row.latency_histogram.values()) == 4
    assert client_row.section_tokens["system"] > 0
    assert ContextBuildRollup.objects.get(tenant=tenant, role="admin").builds == 1
    assert roll_up() == 0  # a re-run counts nothing twice
    assert ContextBuildRollup.objects.get(tenant=tenant, role="client").builds == 4


def test_metrics_endpoint_reports_savings_per_tenant(client_api, other_api):
    roll_up()
    cid = new_conversation(client_api)
    for n in range(8):
        run_turn(client_api, cid, f"Busco zapatillas modelo {n} para correr largas distancias", "Tenemos varios modelos. " * 20)
    roll_up()
    body = client_api.get("/api/v1/metrics/", {"minutes": 5}).json()
    assert body["builds"] == 8
    assert 0 < body["context_tokens_per_build"] < body["naive_tokens_per_build"]
    assert body["saving_pct"] > 0 and body["latency_p50"]
    assert other_api.get("/api/v1/metrics/").json()["builds"] == 0
    assert client_api.get("/api/v1/metrics/", {"minutes": "x"}).status_code == 400
