"""Access to the raw Redis connection behind the cache, for what the cache API cannot say (locks, lists)."""

from __future__ import annotations

import logging

from django.conf import settings

logger = logging.getLogger(__name__)


def raw_redis():
    """The redis-py client of the default cache, or None in the embedded default (no Redis)."""
    if not settings.REDIS_URL:
        return None
    from django_redis import get_redis_connection

    return get_redis_connection("default")


def redis_errors() -> tuple[type[BaseException], ...]:
    from redis.exceptions import ConnectionError as RedisConnectionError
    from redis.exceptions import TimeoutError as RedisTimeoutError

    return (RedisConnectionError, RedisTimeoutError, OSError)


def cache_key(suffix: str) -> str:
    """A key in the cache's own key space (prefix and version applied), for raw commands."""
    from django.core.cache import cache

    return cache.make_key(suffix)
