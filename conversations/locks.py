"""The per-conversation turn lock: a lease in Redis (SET NX PX with a token), across processes.

Redis is the gate; the lease is also written on the conversation row, which is what completing a
turn checks. With Redis unreachable the row lock alone serialises turns (slower, still correct).
"""

from __future__ import annotations

import logging
import secrets

from django.core.cache import cache

from conversations.models import Conversation
from memory_platform.cache_keys import conversation_tag
from memory_platform.redis_client import cache_key, raw_redis, redis_errors

logger = logging.getLogger(__name__)

# Delete the key only if it still holds our token: never free someone else's lease.
_RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"


def lock_key(conversation: Conversation) -> str:
    # The row number: a public id holds the user id.
    return f"conv:{conversation_tag(tenant_id=conversation.tenant_id, conversation_id=conversation.pk)}:lock"


def new_lease() -> str:
    return secrets.token_urlsafe(24)


def acquire(conversation: Conversation, lease: str, seconds: int) -> bool | None:
    """True if we hold the lock now, False if another turn holds it, None if Redis is unreachable."""
    client = raw_redis()
    if client is None:
        # Embedded default: one process, the local-memory cache's add() is atomic enough.
        return bool(cache.add(lock_key(conversation), lease, seconds))
    try:
        return bool(client.set(cache_key(lock_key(conversation)), lease, nx=True, px=seconds * 1000))
    except redis_errors() as exc:
        logger.warning(
            "Redis unreachable for the turn lock of %s; using the database row lock: %s", conversation.public_id, exc
        )
        return None


def release(conversation: Conversation, lease: str) -> None:
    client = raw_redis()
    if client is None:
        if cache.get(lock_key(conversation)) == lease:
            cache.delete(lock_key(conversation))
        return
    try:
        client.eval(_RELEASE, 1, cache_key(lock_key(conversation)), lease)
    except redis_errors() as exc:
        logger.warning(
            "Redis unreachable releasing the lock of %s (it expires by itself): %s", conversation.public_id, exc
        )


def remaining_ms(conversation: Conversation) -> int | None:
    """Milliseconds left on the current lease in Redis, if known."""
    client = raw_redis()
    if client is None:
        return None
    try:
        ttl = client.pttl(cache_key(lock_key(conversation)))
    except redis_errors():
        return None
    return ttl if ttl and ttl > 0 else None
