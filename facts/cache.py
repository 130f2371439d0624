"""The caches that hold what a user's facts imply: the active facts themselves, the values they no
longer hold and the deterministic answers about the user. All follow a per-user facts version.

Every change to a user's facts (create, confirm, supersede, retire, delete, stale, forget) calls
facts_changed(), which after commit bumps the version and deletes the entries. A cached entry is
tagged with the version its reader saw *before* reading the database, and is served only while
that version is still current: a reader that loaded a pre-change snapshot and writes it back after
the change's invalidation leaves an entry no one will serve."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from django.core.cache import cache
from django.db import transaction

from memory_platform.cache_keys import user_key
from tenants.encryption import Owner, open_cached, seal_cached

FACTS_CACHE_SECONDS = 300
VERSION_SECONDS = 7 * 24 * 3600
T = TypeVar("T")


def facts_cache_key(*, tenant_id: int, role: str, user_id: str) -> str:
    return user_key("facts", tenant_id=tenant_id, role=role, user_id=user_id)


def facts_version_key(*, tenant_id: int, role: str, user_id: str) -> str:
    return user_key("factsver", tenant_id=tenant_id, role=role, user_id=user_id)


def past_values_cache_key(*, tenant_id: int, role: str, user_id: str) -> str:
    return user_key("pastvals", tenant_id=tenant_id, role=role, user_id=user_id)


def answers_cache_key(*, tenant_id: int, role: str, user_id: str) -> str:
    """One key per user and role holds their cached answers, so forgetting a user is one delete. The
    keys share the user's hash tag: one MGET reads an entry with its version, on a cluster too."""
    return user_key("answers", tenant_id=tenant_id, role=role, user_id=user_id)


def user_cache_keys(*, tenant_id: int, role: str, user_id: str) -> list[str]:
    """Every key the facts layer keeps for one user and role (forgetting the user removes them all)."""
    return [
        key(tenant_id=tenant_id, role=role, user_id=user_id)
        for key in (facts_cache_key, facts_version_key, past_values_cache_key, answers_cache_key)
    ]


def current_version(version: Any, version_key: str) -> Any:
    """The version a reader works under; a missing counter is started (a new, unique value)."""
    if version is not None:
        return version
    cache.add(version_key, time.time_ns(), VERSION_SECONDS)
    return cache.get(version_key)


def facts_read_keys(*, tenant_id: int, role: str, user_id: str) -> list[str]:
    """The keys cached_facts and cached_past_values read (for a caller that reads them with others of the
    user in one MGET)."""
    return [
        facts_cache_key(tenant_id=tenant_id, role=role, user_id=user_id),
        facts_version_key(tenant_id=tenant_id, role=role, user_id=user_id),
        past_values_cache_key(tenant_id=tenant_id, role=role, user_id=user_id),
    ]


def cached_facts(
    *, tenant_id: int, role: str, user_id: str, load: Callable[[], T], found: Mapping[str, Any] | None = None
) -> T:
    """The user's facts from the cache if tagged with the current version, else `load()` (stored
    under the version read before loading). `found`: the facts_read_keys the caller already read."""
    data_key = facts_cache_key(tenant_id=tenant_id, role=role, user_id=user_id)
    return _under_version(data_key, tenant_id=tenant_id, role=role, user_id=user_id, load=load, found=found)


def cached_past_values(
    *, tenant_id: int, role: str, user_id: str, load: Callable[[], T], found: Mapping[str, Any] | None = None
) -> T:
    """The values the user's facts no longer hold, cached as the facts are (every fact of the user is read
    and opened to find them, on every build that recalls a turn). `found`: as for cached_facts."""
    data_key = past_values_cache_key(tenant_id=tenant_id, role=role, user_id=user_id)
    return _under_version(data_key, tenant_id=tenant_id, role=role, user_id=user_id, load=load, found=found)


def _under_version(
    data_key: str,
    *,
    tenant_id: int,
    role: str,
    user_id: str,
    load: Callable[[], T],
    found: Mapping[str, Any] | None = None,
) -> T:
    version_key = facts_version_key(tenant_id=tenant_id, role=role, user_id=user_id)
    if found is None:
        found = cache.get_many([data_key, version_key])
    version = found.get(version_key)
    blob = open_cached(data_key, found.get(data_key))
    if version is not None and isinstance(blob, tuple) and len(blob) == 2 and blob[0] == version:
        return blob[1]
    version = current_version(version, version_key)
    fresh = load()
    if version is not None:
        owner = Owner.of_user(tenant_id=tenant_id, role=role, user_id=user_id)
        cache.set(data_key, seal_cached(owner, data_key, (version, fresh)), FACTS_CACHE_SECONDS)
    return fresh


def facts_changed(*, tenant_id: int, role: str, user_id: str) -> None:
    """After commit: a new facts version, and the facts and answers entries gone."""
    version_key = facts_version_key(tenant_id=tenant_id, role=role, user_id=user_id)
    stale = [
        facts_cache_key(tenant_id=tenant_id, role=role, user_id=user_id),
        past_values_cache_key(tenant_id=tenant_id, role=role, user_id=user_id),
        answers_cache_key(tenant_id=tenant_id, role=role, user_id=user_id),
    ]

    def bump() -> None:
        try:
            cache.incr(version_key)
        except ValueError:  # no counter yet (or evicted): any new value will do
            cache.set(version_key, time.time_ns(), VERSION_SECONDS)
        cache.delete_many(stale)

    transaction.on_commit(bump)
