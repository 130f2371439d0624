"""A stream stays up however long it is idle, on the production channel layer (channels-redis and a
real Redis behind uvicorn), and pings meanwhile so proxies keep it open."""

from __future__ import annotations

import json
import time

import pytest
from django.conf import settings
from websockets.sync.client import connect

from tests.factories import TenantFactory, create_api_key
from tests.servers import asgi_server
from tests.streams.test_end_to_end import call

# Longer than every timeout on the way, at their production defaults: the channel layer's blocking
# read (5 s), redis-py's default socket timeout (5 s), the channel layer's socket timeout
# (CHANNEL_LAYER_SOCKET_TIMEOUT, 15 s), and the ping interval the server runs with here (4 s).
IDLE_SECONDS = 17


@pytest.mark.django_db(transaction=True)
def test_an_idle_stream_still_delivers_and_pings_meanwhile(tmp_path):
    assert settings.CHANNEL_LAYERS["default"]["BACKEND"] == "channels_redis.core.RedisChannelLayer"
    assert settings.CHANNEL_LAYER_SOCKET_TIMEOUT < IDLE_SECONDS
    tenant = TenantFactory(slug="idle-stream")
    key = create_api_key(tenant)
    with asgi_server(tmp_path / "uvicorn.log", server="uvicorn", STREAM_PING_SECONDS="4") as base:
        cid = call(base, "POST", "/conversations/", key, {"role": "client", "user_id": "42"})["id"]
        with connect(f"ws://{base}/ws/conversations/{cid}/", subprotocols=["api-key", key], open_timeout=10) as ws:
            pings, deadline = 0, time.monotonic() + IDLE_SECONDS
            while (left := deadline - time.monotonic()) > 0:
                try:
                    event = json.loads(ws.recv(timeout=left))
                except TimeoutError:
                    break
                assert event["type"] == "ping"
                pings += 1
            call(base, "POST", f"/conversations/{cid}/messages/", key, {"role": "user", "content": "Still there?"})
            event = json.loads(ws.recv(timeout=10))
            while event["type"] == "ping":
                event = json.loads(ws.recv(timeout=10))
        assert event["type"] == "message.created"
        assert pings >= 3
    assert "TimeoutError" not in (tmp_path / "uvicorn.log").read_text()
