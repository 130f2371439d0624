"""End to end against a running ASGI server (daphne): an assistant's websocket sees the turn it drives over
HTTP, and a key of another tenant is refused."""

from __future__ import annotations

import json
from urllib.request import Request, urlopen

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tests.factories import TenantFactory, create_api_key
from tests.servers import asgi_server


def call(base: str, method: str, path: str, key: str, body: dict | None = None) -> dict:
    request = Request(
        f"http://{base}/api/v1{path}",
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
        headers={"Authorization": f"Api-Key {key}", "Content-Type": "application/json"},
    )
    with urlopen(request, timeout=10) as response:  # noqa: S310 - a loopback server this test started
        return json.loads(response.read())


@pytest.mark.django_db(transaction=True)
def test_a_turn_over_http_streams_to_the_websocket(tmp_path):
    tenant = TenantFactory(slug="e2e-shop")
    other = TenantFactory(slug="e2e-other")
    key, other_key = create_api_key(tenant), create_api_key(other, ("client", "admin"))
    with asgi_server(tmp_path / "daphne.log") as base:
        cid = call(base, "POST", "/conversations/", key, {"role": "client", "user_id": "42"})["id"]
        with connect(f"ws://{base}/ws/conversations/{cid}/", subprotocols=["api-key", key], open_timeout=10) as ws:
            started = call(base, "POST", f"/conversations/{cid}/turns/", key, {"content": "Quiero zapatillas"})
            call(
                base,
                "POST",
                f"/conversations/{cid}/turns/{started['turn']}/complete/",
                key,
                {"lease": started["lease"], "content": "¿Talla?"},
            )
            types = [json.loads(ws.recv(timeout=10))["type"] for _ in range(5)]
        assert types == ["message.created", "turn.begun", "context.built", "message.created", "turn.completed"]
        with (
            connect(
                f"ws://{base}/ws/conversations/{cid}/",
                additional_headers={"Authorization": f"Api-Key {other_key}"},
                open_timeout=10,
            ) as ws,
            pytest.raises(ConnectionClosed) as closed,
        ):
            ws.recv(timeout=10)
        assert closed.value.rcvd is not None
        assert closed.value.rcvd.code == 4403
