"""The raw Redis connection behind the cache, for what the cache API cannot say (locks, lists)."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django_redis import get_redis_connection
from redis.exceptions import ClusterDownError, SlotNotCoveredError
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

logger = logging.getLogger(__name__)

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


def get_many_probing(keys: Sequence[str], probes: Sequence[bytes] | None) -> tuple[dict[str, Any], list[bool] | None]:
    """`cache.get_many(keys)`, and whether each raw key of `probes` exists, in one round trip (MGET and EXISTS
    in one pipeline). Without probes, or without one standalone Redis (the embedded default, a cluster), it is
    `cache.get_many` and None. Redis unreachable reads as a miss, as the cache reads it."""
    client = raw_redis()
    if not probes or client is None or settings.REDIS_CLUSTER_URL:
        return cache.get_many(keys), None
    try:
        pipe = client.pipeline(transaction=False)
        pipe.mget([cache.client.make_key(key) for key in keys])  # type: ignore[attr-defined]  # as cache.set made them
        for probe in probes:
            pipe.exists(probe)
        values, *found = pipe.execute()
    except REDIS_ERRORS as exc:
        logger.warning("Redis unreachable; reading the cache as empty: %s", type(exc).__name__)
        return {}, None
    decode = cache.client.decode  # type: ignore[attr-defined]  # django-redis's own decoding of a cached value
    return {key: decode(value) for key, value in zip(keys, values, strict=True) if value is not None}, [
        bool(exists) for exists in found
    ]
