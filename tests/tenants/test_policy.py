"""The memory policy's precedence: a tenant's own value, then the deployment's overrides, then the
built-in defaults; a blank tenant field inherits."""

from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError

from tenants.policy import MemoryPolicy
from tests.factories import TenantFactory


def test_defaults_when_nothing_is_overridden(db, settings):
    settings.MEMORY_POLICY_OVERRIDES = {}
    assert TenantFactory().policy == MemoryPolicy()


def test_deployment_overrides_reach_fields_every_tenant_stores(db, settings):
    settings.MEMORY_POLICY_OVERRIDES = {"context_budget_tokens": 2500, "idle_ttl_minutes": 30, "dedup_similarity": 0.9}
    policy = TenantFactory().policy
    assert (policy.context_budget_tokens, policy.idle_ttl_minutes, policy.dedup_similarity) == (2500, 30, 0.9)


def test_a_tenant_value_beats_the_deployment_and_blank_inherits(db, settings):
    settings.MEMORY_POLICY_OVERRIDES = {"context_budget_tokens": 2500, "window_max_tokens": 900}
    tenant = TenantFactory(context_budget_tokens=6000)
    assert tenant.policy.context_budget_tokens == 6000
    assert tenant.policy.window_max_tokens == 900
    tenant.context_budget_tokens = None
    assert tenant.policy.context_budget_tokens == 2500


def test_an_unknown_override_is_refused(db, settings):
    settings.MEMORY_POLICY_OVERRIDES = {"context_budget": 2500}
    with pytest.raises(ValueError, match="context_budget"):
        TenantFactory().policy  # noqa: B018


def test_window_sizes_are_checked_after_inheriting(db, settings):
    settings.MEMORY_POLICY_OVERRIDES = {}
    tenant = TenantFactory(window_min_turns=7)  # default stays 6: min above default
    with pytest.raises(ValidationError):
        tenant.full_clean()
