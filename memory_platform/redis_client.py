"""The raw Redis connection behind the cache, for what the cache API cannot say (locks, lists)."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.cache import cache
from django_redis import get_redis_connection
from redis.exceptions import ClusterDownError, SlotNotCoveredError
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

# Redis unreachable: a standalone server down, or a cluster that lost a slot's primary and has not yet
# promoted its replica.
REDIS_ERRORS: tuple[type[BaseException], ...] = (
    RedisConnectionError,
    RedisTimeoutError,
    OSError,
    ClusterDownError,
    SlotNotCoveredError,
)


def raw_redis() -> Any | None:
    """The redis-py client of the default cache (a RedisCluster with REDIS_CLUSTER_URL), or None in the
    embedded default (no Redis)."""
    if not settings.REDIS_URL:
        return None
    return get_redis_connection("default")


def redis_errors() -> tuple[type[BaseException], ...]:
    return REDIS_ERRORS


def cache_key(suffix: str) -> str:
    """A key in the cache's own key space (prefix and version applied), for raw commands."""
    return cache.make_key(suffix)


def count_existing(keys: list[str]) -> int:
    """How many of these cache keys exist now, whatever their values hold (0 when Redis cannot say)."""
    if not keys:
        return 0
    client = raw_redis()
    if client is None:
        return sum(1 for key in keys if cache.has_key(key))
    try:
        return int(client.exists(*[cache_key(key) for key in keys]))
    except REDIS_ERRORS:
        return 0
