"""The SDK through a database outage (its own proxy in front of PostgreSQL, cut and restored), the
websocket streams, and the models kept in step with the live schema."""

from __future__ import annotations

import json
import signal
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest
from memory_platform_client import AuthenticationError, MemoryClient, PermissionDeniedError, RetryPolicy
from memory_platform_client.streams import MessageCreated, MetricsEvent, TurnEvent

from conversations.models import Message
from tests.clients.conftest import Recorder, port_of
from tests.factories import TenantFactory, create_api_key
from tests.faults.stack import free_port, stack_env, start_proxy, start_server, stop
from tests.helpers import rows_of

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "clients" / "python" / "tools"))
from generate_models import TARGET, render  # noqa: E402


@pytest.mark.django_db(transaction=True)
def test_postgres_down_gives_a_503_and_the_retry_succeeds_once_it_is_back(tmp_path):
    tenant = TenantFactory(slug="sdk-outage")
    key = create_api_key(tenant)
    proxy_port = free_port()
    proxy = start_proxy(proxy_port)
    env = stack_env(db_port=proxy_port, CELERY_TASK_ALWAYS_EAGER="true", CACHE_KEY_PREFIX=f"sdk-{proxy_port}")
    server, port = start_server(env, tmp_path / "server.log")
    recorder = Recorder()
    http = httpx.Client(timeout=30, event_hooks={"response": [recorder.hook]})
    retry = RetryPolicy(attempts=20, backoff=0.2, max_delay=0.5)
    try:
        with MemoryClient(f"http://127.0.0.1:{port}", key, retry=retry, http_client=http) as client:
            cid = client.conversations.create(user_id="42").id
            stop(proxy, signal.SIGKILL)
            restored: list[object] = []

            def restore() -> None:
                while 503 not in recorder.statuses:
                    time.sleep(0.05)
                restored.append(start_proxy(proxy_port))

            threading.Thread(target=restore).start()
            message = client.conversations.append_message(cid, role="user", content="Sigo aquí")
            proxy = restored[0]  # type: ignore[assignment]
    finally:
        stop(server)
        stop(proxy)
    assert 503 in recorder.statuses
    assert recorder.statuses[-1] == 201
    assert message.content == "Sigo aquí"
    assert rows_of(Message, cid).count() == 1


def test_websocket_events_arrive_typed_and_a_bad_key_gets_4401(account):
    with account.client() as client:
        cid = client.conversations.create(user_id="42").id
        events = client.stream(cid)
        received: list[object] = []

        def listen() -> None:
            for event in events:
                received.append(event)
                if event.type == "turn.completed":
                    return

        listener = threading.Thread(target=listen)
        listener.start()
        deadline = time.monotonic() + 15
        while not received and time.monotonic() < deadline:  # until the socket is open and subscribed
            client.conversations.append_message(cid, role="user", content="¿Hay alguien?")
            time.sleep(0.3)
        seen = len(received)
        with client.turn(cid, "Hola") as turn:
            turn.complete("¡Hola! ¿En qué te ayudo?")
            number = turn.number
        listener.join(15)
        received = received[seen:]
        assert [event.type for event in received] == [  # type: ignore[attr-defined]
            "message.created",
            "turn.begun",
            "context.built",
            "message.created",
            "turn.completed",
        ]
        assert isinstance(received[0], MessageCreated)
        assert received[0].content == "Hola"
        assert isinstance(received[-1], TurnEvent)
        assert received[-1].turn == number
        snapshot = next(iter(client.metrics_stream(account.tenant.slug)))
        assert isinstance(snapshot, MetricsEvent)
        assert snapshot.type == "metrics.snapshot"
        with pytest.raises(PermissionDeniedError):
            next(iter(client.metrics_stream("someone-else")))
    with MemoryClient(account.base_url, "not.a-key") as stranger, pytest.raises(AuthenticationError) as refused:
        next(iter(stranger.stream(cid)))
    assert refused.value.status == 4401


def test_a_dropped_stream_reconnects_and_events_flow_again(account):
    proxy_port = free_port()
    proxy = start_proxy(proxy_port, target=port_of(account.base_url))
    retry = RetryPolicy(attempts=40, backoff=0.1, max_delay=0.3)
    received: list[str] = []
    try:
        with MemoryClient(f"http://127.0.0.1:{proxy_port}", account.key, retry=retry) as client:
            cid = client.conversations.create(user_id="42").id

            def listen() -> None:
                for event in client.stream(cid):
                    received.append(str(getattr(event, "content", "")))
                    if received[-1] == "done":
                        return

            listener = threading.Thread(target=listen, daemon=True)
            listener.start()

            def say_until_heard(text: str) -> None:
                deadline = time.monotonic() + 20
                while text not in received and time.monotonic() < deadline:
                    client.conversations.append_message(cid, role="user", content=text)
                    time.sleep(0.3)
                assert text in received, received

            say_until_heard("before")
            stop(proxy, signal.SIGKILL)  # the socket drops with no close frame
            time.sleep(0.5)
            proxy = start_proxy(proxy_port, target=port_of(account.base_url))
            say_until_heard("after")
            say_until_heard("done")
            listener.join(10)
    finally:
        stop(proxy)
    assert not listener.is_alive()


def test_the_committed_models_match_the_live_schema(service):
    schema = httpx.get(f"{service}/api/v1/schema/", params={"format": "json"}, timeout=30)
    assert schema.status_code == 200
    assert render(json.loads(schema.text)) == TARGET.read_text(), (
        "The API changed: run `python clients/python/tools/generate_models.py` and commit models.py"
    )
