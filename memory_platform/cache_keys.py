"""The hash tags of cache keys. On a Redis Cluster the part of a key in braces picks its slot: the keys
one operation touches together carry the same tag, so a multi-key read is one command on one node, and
keys of different users and conversations spread over the cluster. On a single Redis a tag is just text."""

from __future__ import annotations

from functools import lru_cache

from django.conf import settings
from django.utils.crypto import salted_hmac


def user_tag(*, tenant_id: int, user_id: str) -> str:
    """A user's keys (both roles): the tenant and a keyed hash of the user id, never the id itself."""
    return _user_tag(settings.SECRET_KEY, tenant_id, user_id)


@lru_cache(maxsize=4096)
def _user_tag(secret: str, tenant_id: int, user_id: str) -> str:
    # A build asks for the same user's keys five or six times: each tag is hashed once per process.
    digest = salted_hmac(
        "memory_platform.cache_keys.user_tag", f"{tenant_id}\x1f{user_id}", secret=secret, algorithm="sha256"
    )
    return f"{{t{tenant_id}:{digest.hexdigest()[:24]}}}"


def user_key(kind: str, *, tenant_id: int, role: str, user_id: str) -> str:
    """A per-user, per-role key: `kind:{tag}:role`."""
    return f"{kind}:{user_tag(tenant_id=tenant_id, user_id=user_id)}:{role}"


def conversation_tag(*, tenant_id: int, conversation_id: int) -> str:
    """A conversation's keys (hot memory, turn lock, last context): its tenant and row number."""
    return f"{{t{tenant_id}:c{conversation_id}}}"


def tenant_tag(tenant_id: int) -> str:
    """A tenant's throttle counters: its own and its keys' counters are counted in one round trip."""
    return f"{{t{tenant_id}}}"
