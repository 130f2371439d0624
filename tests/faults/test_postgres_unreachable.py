"""PostgreSQL unreachable (a TCP proxy in front of it, cut by the test): a JSON 503 `unavailable`
with Retry-After, nothing half-written, and recovery without restarting the server."""

from __future__ import annotations

import signal

import pytest

from conversations.models import Message
from tenants.services import create_api_key
from tests.faults.stack import Http, free_port, stack_env, start_proxy, start_server, stop, wait_until


@pytest.mark.django_db(transaction=True)  # the server must see the tenant
def test_database_outage_is_a_503_and_the_server_recovers_by_itself(tenant, tmp_path):
    _, key = create_api_key(tenant=tenant, roles=["client"])
    proxy_port = free_port()
    proxy = start_proxy(proxy_port)
    env = stack_env(db_port=proxy_port, CELERY_TASK_ALWAYS_EAGER="true", CACHE_KEY_PREFIX=f"fault-{proxy_port}")
    server, port = start_server(env, tmp_path / "server.log")
    try:
        http = Http(port, key)
        status, conversation, _ = http.call("POST", "/conversations/", {"role": "client", "user_id": "42"})
        assert status == 201
        cid = conversation["id"]
        assert http.turn(cid, "Busco zapatillas", "Tenemos varias.") == (201, 200)
        status, opened, _ = http.call("POST", f"/conversations/{cid}/turns/", {"content": "¿En talla 42?"})
        assert status == 201

        stop(proxy, signal.SIGKILL)
        for method, path, body in [
            ("GET", f"/conversations/{cid}/", None),
            (
                "POST",
                f"/conversations/{cid}/turns/{opened['turn']}/complete/",
                {"lease": opened["lease"], "content": "Sí, en 42."},
            ),
            ("POST", "/conversations/", {"role": "client", "user_id": "43"}),
        ]:
            status, body, headers = http.call(method, path, body)
            assert status == 503, body
            assert body["error"]["code"] == "unavailable"
            assert int(headers["Retry-After"]) >= 1

        proxy = start_proxy(proxy_port)
        wait_until(lambda: http.call("GET", f"/conversations/{cid}/")[0] == 200, 30, "the server reconnected by itself")
        assert (
            Message.objects.filter(conversation__public_id=cid, turn=2, role="assistant").count() == 0
        )  # nothing half-written
        done, _, _ = http.call(
            "POST",
            f"/conversations/{cid}/turns/{opened['turn']}/complete/",
            {"lease": opened["lease"], "content": "Sí, en 42."},
        )
        assert done == 200
        assert list(Message.objects.filter(conversation__public_id=cid).values_list("turn", "role")) == [
            (1, "user"),
            (1, "assistant"),
            (2, "user"),
            (2, "assistant"),
        ]
    finally:
        stop(server)
        stop(proxy)
