"""API keys cached by their public prefix, so authenticating costs no query; revoking or editing a
key (or its tenant) drops the entry right after the change commits, so revocation is instant."""

from __future__ import annotations

from django.core.cache import cache
from django.db import transaction

from tenants.models import ApiKey, Tenant

KEY_CACHE_SECONDS = 300


def key_cache_key(prefix: str) -> str:
    return f"apikey:{prefix}"


def key_for(raw: str) -> ApiKey:
    """The usable key matching `raw`, with its tenant (ApiKey.DoesNotExist otherwise).

    The cached row is only a shortcut to the stored hash: the raw key is verified against it on
    every request, exactly as the database lookup would."""
    prefix = raw.partition(".")[0]
    cached = cache.get(key_cache_key(prefix))
    if isinstance(cached, ApiKey) and cached.is_valid(raw):
        return cached
    api_key = ApiKey.objects.key_for(raw)
    cache.set(key_cache_key(prefix), api_key, KEY_CACHE_SECONDS)
    return api_key


def forget_key(api_key: ApiKey) -> None:
    """Drop the cached copy once the surrounding transaction commits."""
    key = key_cache_key(api_key.prefix)
    transaction.on_commit(lambda: cache.delete(key))


def forget_tenant_keys(tenant: Tenant) -> None:
    """A tenant's settings travel with its cached keys: drop them all after commit."""
    keys = [key_cache_key(prefix) for prefix in ApiKey.objects.filter(tenant=tenant).values_list("prefix", flat=True)]
    transaction.on_commit(lambda: cache.delete_many(keys))
