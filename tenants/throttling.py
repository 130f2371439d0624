"""Throttling per API key and per tenant, in fixed one-minute windows counted in the shared Redis
(one pipelined round trip per request), with the limits of the tenant's policy. Over a limit:
429 with Retry-After. Redis unreachable: requests are let through (the limiter fails open)."""

from __future__ import annotations

import logging
import time
from typing import Any

from django.core.cache import cache
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle

from memory_platform.cache_keys import tenant_tag
from memory_platform.redis_client import cache_key, raw_redis, redis_errors
from tenants.auth import ApiActor

logger = logging.getLogger(__name__)

WINDOW_SECONDS = 60


def _counts(keys: list[str]) -> list[int] | None:
    """Increment each window counter once; their new values, or None if Redis is unreachable."""
    client = raw_redis()
    if client is None:  # embedded default: the local-memory cache
        for key in keys:
            cache.add(key, 0, WINDOW_SECONDS + 1)
        return [cache.incr(key) for key in keys]
    pipe = client.pipeline(transaction=False)
    for key in keys:
        pipe.incr(cache_key(key))
        pipe.expire(cache_key(key), WINDOW_SECONDS + 1, nx=True)
    try:
        replies = pipe.execute()
    except redis_errors() as exc:
        logger.warning("Redis unreachable; requests are not throttled meanwhile: %s", exc)
        return None
    return [int(value) for value in replies[::2]]


class ApiKeyAndTenantThrottle(BaseThrottle):
    """A request counts against its key and its tenant; either limit reached refuses it."""

    def __init__(self) -> None:
        self.retry_after: float | None = None

    def allow_request(self, request: Request, view: Any) -> bool:
        actor = request.auth
        if not isinstance(actor, ApiActor):
            return True
        policy = actor.tenant.policy
        tag = tenant_tag(actor.tenant.pk)  # both counters on one node: one round trip on a cluster too
        limits = {
            f"throttle:{tag}:key:{actor.api_key.pk}": policy.api_key_requests_per_minute,
            f"throttle:{tag}:tenant": policy.tenant_requests_per_minute,
        }
        limits = {name: limit for name, limit in limits.items() if limit > 0}
        if not limits:
            return True
        now = time.time()
        window = int(now // WINDOW_SECONDS)
        counts = _counts([f"{name}:{window}" for name in limits])
        if counts is None or all(count <= limit for count, limit in zip(counts, limits.values(), strict=True)):
            return True
        self.retry_after = (window + 1) * WINDOW_SECONDS - now
        return False

    def wait(self) -> float | None:
        return self.retry_after
