"""Shared fixtures: tenants, API clients per tenant and role, and a clean cache per test."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from django.core.cache import cache
from rest_framework.test import APIClient

from tests.factories import TenantFactory, create_api_key


@pytest.fixture(autouse=True)
def _clean_cache():
    """Empty this test's key space (per xdist worker) before each test, without flushing the server."""
    if hasattr(cache, "delete_pattern"):
        cache.delete_pattern("*")
    else:
        cache.clear()
    yield


@pytest.fixture
def tenant(transactional_db):
    """Tests commit for real: cache updates, lock releases and tasks run from transaction.on_commit,
    exactly as in production, and other processes (workers, racing agents) see the data."""
    return TenantFactory(slug="alice-shop", name="Alice Shop")


@pytest.fixture
def other_tenant(transactional_db):
    return TenantFactory(slug="bob-shop", name="Bob Shop")


@pytest.fixture
def make_client() -> Callable[..., APIClient]:
    """make_client(tenant, roles=("client",)) -> an APIClient authenticated with a fresh key."""

    def _make(tenant, roles=("client",)) -> APIClient:
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Api-Key {create_api_key(tenant, tuple(roles))}")
        return client

    return _make


@pytest.fixture
def client_api(tenant, make_client) -> APIClient:
    return make_client(tenant, ("client",))


@pytest.fixture
def admin_api(tenant, make_client) -> APIClient:
    return make_client(tenant, ("admin",))


@pytest.fixture
def full_api(tenant, make_client) -> APIClient:
    return make_client(tenant, ("client", "admin"))


@pytest.fixture
def other_api(other_tenant, make_client) -> APIClient:
    return make_client(other_tenant, ("client", "admin"))
