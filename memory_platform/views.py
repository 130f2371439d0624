"""Project-level views that belong to no app: the health probe."""

from __future__ import annotations

import time
from collections.abc import Callable

from django.conf import settings
from django.db import connection
from django.http import HttpRequest, JsonResponse
from kombu import Connection

from memory_platform.redis_client import raw_redis


def _database() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")


def _redis() -> None:
    client = raw_redis()
    if client is not None:
        client.ping()


def _broker() -> None:
    with Connection(settings.CELERY_BROKER_URL, connect_timeout=settings.HEALTH_TIMEOUT) as broker:
        broker.ensure_connection(max_retries=1, timeout=settings.HEALTH_TIMEOUT)


def _probe(check: Callable[[], None], configured: bool) -> dict[str, object]:
    if not configured:
        return {"status": "not_configured"}
    started = time.perf_counter()
    try:
        check()
    except Exception as exc:
        return {"status": "down", "error": exc.__class__.__name__}
    return {"status": "up", "ms": round((time.perf_counter() - started) * 1000, 2)}


def health(request: HttpRequest) -> JsonResponse:
    """200 "ok" when everything configured answers; 200 "degraded" when Redis or the broker does not (the
    service keeps answering from PostgreSQL, so a load balancer should keep routing); 503 "down" when the
    database does not (nothing can be served)."""
    checks = {
        "database": _probe(_database, configured=True),
        "redis": _probe(_redis, configured=bool(settings.REDIS_URL)),
        "broker": _probe(_broker, configured=not settings.CELERY_BROKER_URL.startswith("memory://")),
    }
    if checks["database"]["status"] == "down":
        return JsonResponse({"status": "down", "checks": checks}, status=503)
    degraded = any(check["status"] == "down" for check in checks.values())
    return JsonResponse({"status": "degraded" if degraded else "ok", "checks": checks})
