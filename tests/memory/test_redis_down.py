"""No Redis is no outage: with the cache pointed at a dead port, a whole conversation still works
from PostgreSQL (the lock falls back to the row lock) and nothing is lost."""

from __future__ import annotations

import pytest
from django.test import override_settings

from conversations.models import Message, Summary
from tests.helpers import begin, complete, new_conversation, rows_of, run_turn

DEAD = "redis://127.0.0.1:6399/0"
DEAD_CACHE = {
    "default": {
        "BACKEND": "django_redis.cache.RedisCache",
        "LOCATION": DEAD,
        "OPTIONS": {
            "CLIENT_CLASS": "django_redis.client.DefaultClient",
            "SOCKET_CONNECT_TIMEOUT": 0.1,
            "SOCKET_TIMEOUT": 0.1,
        },
    }
}


@pytest.fixture
def dead_redis():
    with override_settings(CACHES=DEAD_CACHE, REDIS_URL=DEAD, DJANGO_REDIS_IGNORE_EXCEPTIONS=True):
        yield


def test_whole_conversation_without_redis(client_api, dead_redis, caplog):
    cid = new_conversation(client_api)
    for n in range(12):
        run_turn(
            client_api,
            cid,
            f"Pregunta {n} sobre zapatillas talla {40 + n % 4}",
            f"Respuesta {n}: tenemos modelos en esa talla.",
        )
    assert rows_of(Message, cid).count() == 24
    assert rows_of(Summary, cid).exists()
    state = client_api.patch(
        f"/api/v1/conversations/{cid}/state/", {"confirmed": True, "set": {"checkout_step": "address"}}, format="json"
    )
    assert state.status_code == 200
    context = client_api.get(f"/api/v1/conversations/{cid}/context/", {"query": "¿seguimos?"}).json()
    assert context["cache_hit"] is False
    assert context["total_tokens"] <= context["budget"]
    assert any("Redis unreachable" in r.getMessage() for r in caplog.records)


def test_row_lock_still_refuses_a_second_turn_without_redis(client_api, dead_redis):
    cid = new_conversation(client_api)
    first = begin(client_api, cid, "hola").json()
    second = begin(client_api, cid, "¿hola?")
    assert second.status_code == 409
    assert second.json()["error"]["code"] == "busy"
    assert complete(client_api, cid, first["turn"], first["lease"], "¡hola!").status_code == 200
    assert begin(client_api, cid, "¿hola?").status_code == 201
