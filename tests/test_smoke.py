"""The project boots against the configured database and cache."""

from django.core.cache import cache


def test_cache_round_trip():
    cache.set("smoke", {"a": 1}, 10)
    assert cache.get("smoke") == {"a": 1}


def test_tenant_policy_defaults(tenant):
    policy = tenant.policy
    assert (policy.window_min_turns, policy.window_default_turns, policy.window_max_turns) == (4, 6, 8)
    assert policy.context_budget_tokens == 4000
    assert policy.summaries_max_tokens == 200
