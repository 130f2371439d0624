"""Safe retries with Idempotency-Key on every POST and DELETE: the first answer again, never a
second write nor a spurious 409; the same key with another request is a 422."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from conversations.models import Conversation, Message
from facts.models import Fact
from tenants.models import AuditEvent, IdempotencyRecord
from tests.helpers import begin, new_conversation, turns_url

pytestmark = pytest.mark.redis_cluster  # also on a Redis Cluster

KEY = {"HTTP_IDEMPOTENCY_KEY": "3f0c8a2e-retry-me"}


def _fact(api) -> int:
    body = {"user_id": "42", "role": "client", "domain": "personal", "text": "Vive en Valencia"}
    return api.post("/api/v1/facts/", body, format="json").json()["id"]


def _writes() -> tuple[int, ...]:
    return (
        Conversation.objects.count(),
        Message.objects.count(),
        Fact.objects.count(),
        AuditEvent.objects.count(),
        Fact.objects.filter(status="active").count(),
    )


# Each: (prepare(api) -> context, send(api, context, headers) -> response)
ENDPOINTS: dict[str, tuple[Callable, Callable]] = {
    "conversation create": (
        lambda api: None,
        lambda api, _, h: api.post("/api/v1/conversations/", {"role": "client", "user_id": "42"}, format="json", **h),
    ),
    "conversation delete": (new_conversation, lambda api, cid, h: api.delete(f"/api/v1/conversations/{cid}/", **h)),
    "message append": (
        new_conversation,
        lambda api, cid, h: api.post(
            f"/api/v1/conversations/{cid}/messages/", {"role": "user", "content": "hola"}, format="json", **h
        ),
    ),
    "begin": (new_conversation, lambda api, cid, h: api.post(turns_url(cid), {"content": "hola"}, format="json", **h)),
    "complete": (
        lambda api: (lambda cid: (cid, begin(api, cid, "hola").json()))(new_conversation(api)),
        lambda api, ctx, h: api.post(
            f"{turns_url(ctx[0])}{ctx[1]['turn']}/complete/",
            {"lease": ctx[1]["lease"], "content": "¡Hola!"},
            format="json",
            **h,
        ),
    ),
    "fact create": (
        lambda api: None,
        lambda api, _, h: api.post(
            "/api/v1/facts/",
            {"user_id": "42", "role": "client", "domain": "personal", "text": "Mide 1,80"},
            format="json",
            **h,
        ),
    ),
    "fact confirm": (_fact, lambda api, fid, h: api.post(f"/api/v1/facts/{fid}/confirm/", **h)),
    "fact contradict": (
        _fact,
        lambda api, fid, h: api.post(
            f"/api/v1/facts/{fid}/contradict/", {"text": "Vive en Sevilla"}, format="json", **h
        ),
    ),
    "fact delete": (_fact, lambda api, fid, h: api.delete(f"/api/v1/facts/{fid}/", **h)),
    "forget user": (lambda api: _fact(api), lambda api, _, h: api.delete("/api/v1/users/42/memory/", **h)),
}


@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_a_retry_gets_the_first_answer_and_writes_nothing(client_api, endpoint):
    prepare, send = ENDPOINTS[endpoint]
    context = prepare(client_api)
    first = send(client_api, context, KEY)
    assert 200 <= first.status_code < 300, first.content
    after_first = _writes()
    retry = send(client_api, context, KEY)
    assert (retry.status_code, retry.json()) == (first.status_code, first.json())
    assert retry["Idempotent-Replayed"] == "true"
    assert _writes() == after_first


@pytest.mark.parametrize("endpoint", ["begin", "fact create"])
def test_the_same_key_with_another_request_is_422(client_api, endpoint):
    prepare, send = ENDPOINTS[endpoint]
    context = prepare(client_api)
    assert send(client_api, context, KEY).status_code == 201
    other = client_api.post("/api/v1/conversations/", {"role": "client", "user_id": "43"}, format="json", **KEY)
    assert other.status_code == 422
    assert other.json()["error"]["code"] == "idempotency_key_reused"
    assert not Conversation.objects.filter(user_id="43").exists()


def test_keys_are_scoped_per_api_key(tenant, make_client):
    first, second = make_client(tenant), make_client(tenant)
    body = {"role": "client", "user_id": "42"}
    a = first.post("/api/v1/conversations/", body, format="json", **KEY).json()["id"]
    b = second.post("/api/v1/conversations/", body, format="json", **KEY).json()["id"]
    assert a != b


def test_a_refused_request_is_not_remembered(client_api):
    cid = new_conversation(client_api)
    opened = begin(client_api, cid, "primero").json()
    busy = client_api.post(turns_url(cid), {"content": "segundo"}, format="json", **KEY)
    assert busy.status_code == 409
    client_api.post(
        f"{turns_url(cid)}{opened['turn']}/complete/", {"lease": opened["lease"], "content": "ok"}, format="json"
    )
    retried = client_api.post(turns_url(cid), {"content": "segundo"}, format="json", **KEY)
    assert retried.status_code == 201
    assert retried.json()["turn"] == 2


def test_a_key_is_kept_24_hours(client_api):
    body = {"role": "client", "user_id": "42"}
    first = client_api.post("/api/v1/conversations/", body, format="json", **KEY).json()["id"]
    with time_machine.travel(timezone.now() + timedelta(hours=23)):
        assert client_api.post("/api/v1/conversations/", body, format="json", **KEY).json()["id"] == first
    with time_machine.travel(timezone.now() + timedelta(hours=25)):
        assert client_api.post("/api/v1/conversations/", body, format="json", **KEY).json()["id"] != first


def test_records_older_than_24_hours_are_purged(client_api):
    from tenants.idempotency import purge_expired_records

    client_api.post("/api/v1/conversations/", {"role": "client", "user_id": "42"}, format="json", **KEY)
    assert purge_expired_records() == 0
    assert purge_expired_records(now=timezone.now() + timedelta(hours=25)) == 1
    assert not IdempotencyRecord.objects.exists()


@pytest.mark.parametrize("bad", ["", "x" * 256, "tab\there"])
def test_a_malformed_key_is_400(client_api, bad):
    response = client_api.post(
        "/api/v1/conversations/", {"role": "client", "user_id": "42"}, format="json", HTTP_IDEMPOTENCY_KEY=bad
    )
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_idempotency_key"
    assert not Conversation.objects.exists()


def test_another_tenant_cannot_replay_this_tenants_answer(client_api, other_api):
    first = client_api.post("/api/v1/conversations/", {"role": "client", "user_id": "42"}, format="json", **KEY)
    theirs = other_api.post("/api/v1/conversations/", {"role": "client", "user_id": "42"}, format="json", **KEY)
    assert theirs.status_code == 201
    assert theirs.json()["id"] != first.json()["id"]
