"""A user's name wherever a name outlives a request (cache keys, channel groups, stored answers): a keyed
hash of tenant, role and user id, never the raw id. Without SECRET_KEY nobody can test a guessed id."""

from __future__ import annotations

from django.utils.crypto import salted_hmac


def user_ref(*, tenant_id: int, role: str, user_id: str) -> str:
    return salted_hmac(
        "memory_platform.users.user_ref", f"{tenant_id}\x1f{role}\x1f{user_id}", algorithm="sha256"
    ).hexdigest()[:32]
