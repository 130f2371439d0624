"""Publishing never breaks a write: with the channel layer's Redis down, the API answers as usual and the
lost events are logged; the hot path gains no query (tests/memory/test_query_counts.py is unchanged)."""

from __future__ import annotations

import logging
import socket

import pytest
from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from channels_redis.core import RedisChannelLayer
from django_redis import get_redis_connection

from conversations.models import Conversation
from memory_platform import events
from tests.helpers import new_conversation, run_turn


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def redis_down(monkeypatch: pytest.MonkeyPatch) -> events.Publisher:
    broken = events.Publisher(RedisChannelLayer(hosts=[f"redis://127.0.0.1:{closed_port()}/0"]))
    monkeypatch.setattr(events, "_publisher", broken)
    return broken


def test_turns_work_and_events_are_dropped_when_the_layer_is_down(client_api, redis_down, caplog):
    caplog.set_level(logging.WARNING, logger="memory_platform.events")
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "Quiero zapatillas", "¿Talla?", state={"confirmed": True, "set": {"step": 1}})
    assert redis_down.wait_until_sent(10)
    assert client_api.get(f"/api/v1/conversations/{cid}/messages/").json()["count"] == 2
    assert "not sent" in caplog.text


def test_outside_a_transaction_an_event_is_handed_over_at_once(db, redis_down):
    events.publish("conversation.0", "message.created", {"seq": 1})
    assert redis_down.wait_until_sent(10)  # handed over, then dropped by the sender thread, never raised here


def test_a_full_queue_drops_instead_of_growing(redis_down, monkeypatch, caplog):
    monkeypatch.setattr(redis_down, "pending", events.MAX_PENDING)
    redis_down.send("conversation.0", {"type": events.HANDLER, "event": {}})
    assert "dropping" in caplog.text
    monkeypatch.setattr(redis_down, "pending", 0)


class Recording(events.Publisher):
    """Records what would be handed to the channel layer (the layer itself is the real one, asked below)."""

    def __init__(self) -> None:
        super().__init__(None)
        self.sent: list[tuple[str, str]] = []

    def send(self, group: str, message: dict) -> None:
        self.sent.append((group, message["event"]["type"]))


def test_the_layers_group_keys_are_the_ones_a_stream_joins(db):
    layer, redis = get_channel_layer(), get_redis_connection("default")
    [key] = events.group_keys(["conversation.987654"])
    async_to_sync(layer.group_add)("conversation.987654", "probe.channel")
    assert redis.exists(key) == 1
    async_to_sync(layer.group_discard)("conversation.987654", "probe.channel")
    assert redis.exists(key) == 0


def test_a_build_is_streamed_only_to_the_groups_a_stream_listens_to(client_api, tenant, monkeypatch):
    recording = Recording()
    monkeypatch.setattr(events, "_publisher", recording)
    cid = new_conversation(client_api)
    conversation_pk = Conversation.objects.get(public_id=cid).pk
    context_url = f"/api/v1/conversations/{cid}/context/"

    assert client_api.get(context_url).status_code == 200
    assert recording.sent == []  # nobody watches: the channel layer is not even asked

    layer = get_channel_layer()
    async_to_sync(layer.group_add)(events.conversation_group(conversation_pk), "probe.channel")
    try:
        assert client_api.get(context_url).status_code == 200
    finally:
        async_to_sync(layer.group_discard)(events.conversation_group(conversation_pk), "probe.channel")
    assert recording.sent == [(events.conversation_group(conversation_pk), "context.built")]

    async_to_sync(layer.group_add)(events.tenant_metrics_group(tenant.pk), "probe.channel")
    try:
        assert client_api.get(context_url).status_code == 200
    finally:
        async_to_sync(layer.group_discard)(events.tenant_metrics_group(tenant.pk), "probe.channel")
    assert recording.sent[1:] == [(events.tenant_metrics_group(tenant.pk), "metrics.build")]


def test_the_sender_asks_the_layer_only_for_groups_a_stream_joined(db, monkeypatch):
    layer = get_channel_layer()
    asked: list[str] = []
    real_group_send = layer.group_send

    async def counting(group: str, message: dict) -> None:
        asked.append(group)
        await real_group_send(group, message)

    monkeypatch.setattr(layer, "group_send", counting)
    publisher = events.Publisher(layer)
    message = {"type": events.HANDLER, "event": {"type": "message.created", "seq": 1}}
    publisher.send("conversation.555001", message)
    async_to_sync(layer.group_add)("conversation.555002", "probe.channel")
    try:
        publisher.send("conversation.555002", message)
        assert publisher.wait_until_sent(10)
    finally:
        async_to_sync(layer.group_discard)("conversation.555002", "probe.channel")
    assert asked == ["conversation.555002"]
