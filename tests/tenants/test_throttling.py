"""Throttling per API key and per tenant, with the tenant's own limits: 429 with Retry-After."""

from __future__ import annotations

import time

import pytest
import time_machine

from tenants.policy import MemoryPolicy
from tenants.services import set_tenant_policy

pytestmark = pytest.mark.redis_cluster  # also on a Redis Cluster


@pytest.fixture(autouse=True)
def one_window():
    """The clock held at the start of the current minute: the limits count in fixed one-minute windows, and a
    test whose requests straddled a minute's end would see its counts start again."""
    with time_machine.travel(time.time() // 60 * 60 + 1, tick=False):
        yield


@pytest.fixture
def limited(tenant):
    return set_tenant_policy(
        tenant=tenant, overrides={"api_key_requests_per_minute": 3, "tenant_requests_per_minute": 5}
    )


def test_a_key_over_its_limit_gets_429_with_retry_after(limited, make_client):
    api = make_client(limited)
    assert [api.get("/api/v1/conversations/").status_code for _ in range(3)] == [200, 200, 200]
    refused = api.get("/api/v1/conversations/")
    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "throttled"
    assert 1 <= int(refused["Retry-After"]) <= 60


def test_the_tenant_limit_holds_across_its_keys(limited, make_client):
    first, second = make_client(limited), make_client(limited)
    assert [first.get("/api/v1/conversations/").status_code for _ in range(3)] == [200, 200, 200]
    assert [second.get("/api/v1/conversations/").status_code for _ in range(3)] == [200, 200, 429]


def test_another_tenant_is_not_throttled_by_this_one(limited, make_client, other_api):
    api = make_client(limited)
    for _ in range(4):
        api.get("/api/v1/conversations/")
    assert other_api.get("/api/v1/conversations/").status_code == 200


def test_zero_means_no_limit(tenant, make_client):
    set_tenant_policy(tenant=tenant, overrides={"api_key_requests_per_minute": 0, "tenant_requests_per_minute": 0})
    api = make_client(tenant)
    assert {api.get("/api/v1/conversations/").status_code for _ in range(8)} == {200}


def test_defaults_are_documented_values():
    assert (MemoryPolicy().api_key_requests_per_minute, MemoryPolicy().tenant_requests_per_minute) == (3000, 12000)
