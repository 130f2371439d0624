"""/healthz: the reachability of the database, Redis and the broker, with status codes a load balancer can use."""

from __future__ import annotations

import socket

from django.db import OperationalError

from memory_platform import views


def closed_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"redis://127.0.0.1:{sock.getsockname()[1]}/0"


def test_everything_up(client, db):
    response = client.get("/healthz")
    body = response.json()
    assert response.status_code == 200
    assert body["status"] == "ok"
    assert {name: check["status"] for name, check in body["checks"].items()} == {
        "database": "up",
        "redis": "up",
        "broker": "up",
    }


def test_broker_down_is_degraded_not_down(client, db, settings):
    settings.CELERY_BROKER_URL = closed_url()
    settings.HEALTH_TIMEOUT = 0.5
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json()["status"] == "degraded"
    assert response.json()["checks"]["broker"]["status"] == "down"


def test_redis_down_is_degraded_not_down(client, db, monkeypatch):
    import redis

    monkeypatch.setattr(views, "raw_redis", lambda: redis.Redis.from_url(closed_url(), socket_connect_timeout=0.25))
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json()["checks"]["redis"] == {
        "status": "down",
        "error": "ConnectionError",
    }


def test_database_down_is_503(client, db, monkeypatch):
    def unreachable() -> None:
        raise OperationalError("connection refused")

    monkeypatch.setattr(views, "_database", unreachable)
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json()["status"] == "down"
