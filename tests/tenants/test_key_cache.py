"""API keys are authenticated from the cache (no query), and revoking one is instant."""

from __future__ import annotations

import pytest
from django.core.cache import cache
from rest_framework.test import APIClient

from tenants.keycache import key_cache_key, key_for
from tenants.models import ApiKey
from tenants.services import create_api_key, revoke_api_key
from tests.factories import ApiKeyFactory

pytestmark = pytest.mark.redis_cluster  # also on a Redis Cluster


def _client(raw: str) -> APIClient:
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Api-Key {raw}")
    return api


def test_a_known_key_costs_no_query(tenant, django_assert_num_queries):
    _, raw = create_api_key(tenant=tenant, roles=["client"])
    api = _client(raw)
    assert api.get("/api/v1/metrics/").status_code == 200  # first use: looked up, cached, last use recorded
    with django_assert_num_queries(1):  # the metrics roll-up read; nothing for the key
        assert api.get("/api/v1/metrics/").status_code == 200


@pytest.mark.usefixtures("app_commits")  # revoking drops the cached key once it commits
def test_revoking_a_cached_key_refuses_the_very_next_request(tenant):
    api_key, raw = create_api_key(tenant=tenant, roles=["client"])
    api = _client(raw)
    assert api.get("/api/v1/conversations/").status_code == 200  # now cached
    revoke_api_key(api_key=api_key)
    refused = api.get("/api/v1/conversations/")
    assert refused.status_code == 401
    assert refused.json()["error"]["code"] == "unauthenticated"


def test_a_wrong_secret_with_a_cached_prefix_is_refused(tenant):
    _, raw = create_api_key(tenant=tenant, roles=["client"])
    assert _client(raw).get("/api/v1/conversations/").status_code == 200
    prefix = raw.partition(".")[0]
    assert _client(f"{prefix}.not-the-secret").get("/api/v1/conversations/").status_code == 401


@pytest.mark.usefixtures("app_commits")
def test_a_tenant_deactivated_in_the_database_is_refused_once_its_keys_are_forgotten(tenant):
    from tenants.keycache import forget_tenant_keys

    _, raw = create_api_key(tenant=tenant, roles=["client"])
    assert _client(raw).get("/api/v1/conversations/").status_code == 200
    tenant.is_active = False
    tenant.save()
    forget_tenant_keys(tenant)
    assert _client(raw).get("/api/v1/conversations/").status_code == 401
    assert ApiKey.objects.filter(tenant=tenant).exists()


def test_whoami_names_the_tenant_and_roles_without_a_query(tenant, django_assert_num_queries):
    _, raw = create_api_key(tenant=tenant, roles=["client", "admin"])
    api = _client(raw)
    assert api.get("/api/v1/whoami/").json() == {"tenant": "alice-shop", "roles": ["client", "admin"]}
    with django_assert_num_queries(0):
        assert api.get("/api/v1/whoami/").status_code == 200
    assert APIClient().get("/api/v1/whoami/").status_code == 401


def test_revoking_a_key_drops_its_cached_copy_once_the_revocation_commits(tenant, django_capture_on_commit_callbacks):
    api_key = ApiKeyFactory(tenant=tenant)
    assert key_for(api_key.raw) == api_key  # looked up, and cached
    with django_capture_on_commit_callbacks(execute=True):
        revoke_api_key(api_key=api_key)
        assert cache.get(key_cache_key(api_key.prefix)) is not None  # a rolled-back revocation would keep it
    assert cache.get(key_cache_key(api_key.prefix)) is None
    with pytest.raises(ApiKey.DoesNotExist):
        key_for(api_key.raw)
