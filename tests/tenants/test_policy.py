"""The memory policy: precedence (a tenant's own setting, then the deployment's overrides, then the
built-in defaults), and the tenant's overrides validated against MemoryPolicy in code, in the admin and
in the command that creates tenants."""

from __future__ import annotations

from dataclasses import fields
from io import StringIO

import pytest
from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.core.management import CommandError, call_command
from django.core.management.base import SystemCheckError
from django.test import Client

from memory_platform.api.errors import ApplicationError
from tenants.models import Tenant
from tenants.policy import InvalidPolicy, MemoryPolicy, policy_problems, policy_sources
from tenants.services import create_tenant, set_tenant_policy
from tests.factories import TenantFactory


def test_defaults_when_nothing_is_overridden(db, settings):
    settings.MEMORY_POLICY_OVERRIDES = {}
    assert TenantFactory().policy == MemoryPolicy()


def test_deployment_overrides_reach_every_tenant(db, settings):
    settings.MEMORY_POLICY_OVERRIDES = {"context_budget_tokens": 2500, "idle_ttl_minutes": 30, "dedup_similarity": 0.9}
    policy = TenantFactory().policy
    assert (policy.context_budget_tokens, policy.idle_ttl_minutes, policy.dedup_similarity) == (2500, 30, 0.9)


def test_a_tenant_setting_beats_the_deployment_and_a_setting_left_out_inherits(db, settings):
    settings.MEMORY_POLICY_OVERRIDES = {"context_budget_tokens": 2500, "window_max_tokens": 900}
    tenant = TenantFactory(policy_overrides={"context_budget_tokens": 6000})
    assert tenant.policy.context_budget_tokens == 6000
    assert tenant.policy.window_max_tokens == 900
    assert tenant.policy.summary_slots == MemoryPolicy().summary_slots
    set_tenant_policy(tenant=tenant, overrides={})
    tenant.refresh_from_db()
    assert tenant.policy.context_budget_tokens == 2500


@pytest.mark.parametrize("field", fields(MemoryPolicy), ids=lambda f: f.name)
def test_every_policy_field_is_a_tenant_setting_without_a_migration(db, settings, field):
    """A new setting is a MemoryPolicy field and nothing else: a tenant can set it at once."""
    settings.MEMORY_POLICY_OVERRIDES = {}
    default = getattr(MemoryPolicy(), field.name)
    value = "o200k_base" if isinstance(default, str) else max(default - 1, 1) if isinstance(default, int) else 0.5
    if isinstance(default, bool):
        value = not default
    if field.name == "search_index":
        value = "hashed"
    if field.name == "fact_extractor":
        settings.FACT_EXTRACTORS = {**settings.FACT_EXTRACTORS, "o200k_base": "facts.engine.extraction.RuleExtractor"}
    tenant = TenantFactory()
    set_tenant_policy(tenant=tenant, overrides={field.name: value})
    assert getattr(Tenant.objects.get(pk=tenant.pk).policy, field.name) == value


def test_an_unknown_deployment_override_is_refused(db, settings):
    settings.MEMORY_POLICY_OVERRIDES = {"context_budget": 2500}
    with pytest.raises(InvalidPolicy, match="context_budget"):
        TenantFactory().policy  # noqa: B018


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"context_budget": 6000}, "Unknown memory policy setting 'context_budget'."),
        ({"context_budget_tokens": "6000"}, "context_budget_tokens must be a whole number, not '6000'."),
        ({"context_budget_tokens": 6000.5}, "context_budget_tokens must be a whole number, not 6000.5."),
        ({"context_budget_tokens": True}, "context_budget_tokens must be a whole number, not True."),
        ({"context_budget_tokens": None}, "context_budget_tokens must be a whole number, not None."),
        ({"context_budget_tokens": -1}, "context_budget_tokens must not be negative, not -1."),
        ({"recall_fill_named_only": 1}, "recall_fill_named_only must be true or false, not 1."),
        ({"dedup_similarity": "high"}, "dedup_similarity must be a number, not 'high'."),
        ({"encoding_name": 5}, "encoding_name must be a string, not 5."),
        ({"summary_slots": [4]}, "summary_slots must be a whole number, not [4]."),
        ([["context_budget_tokens", 6000]], "Policy overrides must be an object of setting names to values"),
    ],
)
def test_unknown_settings_and_wrong_types_are_clear_errors(db, overrides, message):
    tenant = TenantFactory(policy_overrides=overrides)
    with pytest.raises(ValidationError) as model_error:
        tenant.full_clean()
    assert message in " ".join(model_error.value.message_dict["policy_overrides"])
    stored = TenantFactory(slug="stored", policy_overrides={"summary_slots": 3})
    with pytest.raises(ApplicationError) as service_error:
        set_tenant_policy(tenant=stored, overrides=overrides)
    assert service_error.value.code == "invalid_policy"
    assert message in service_error.value.message
    assert Tenant.objects.get(pk=stored.pk).policy_overrides == {"summary_slots": 3}


def test_a_whole_number_is_fine_where_a_fraction_is_expected():
    assert policy_problems({"dedup_similarity": 1}) == []


def test_window_sizes_are_checked_after_inheriting(db, settings):
    settings.MEMORY_POLICY_OVERRIDES = {}
    tenant = TenantFactory(policy_overrides={"window_min_turns": 7})  # the default stays 6: min above default
    with pytest.raises(ValidationError, match="Window sizes must be ordered"):
        tenant.full_clean()
    settings.MEMORY_POLICY_OVERRIDES = {"window_default_turns": 7}
    tenant.full_clean()  # the deployment's default moved up with it


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"fact_extractor": "llm"}, "fact_extractor must be one of rules."),
        ({"encoding_name": "gpt2"}, "encoding_name must be one of cl100k_base, o200k_base."),
    ],
)
def test_names_of_pluggable_parts_must_exist(db, overrides, message):
    with pytest.raises(ApplicationError, match=message):
        create_tenant(slug="acme", policy_overrides=overrides)
    assert not Tenant.objects.filter(slug="acme").exists()


def test_sources_say_where_each_setting_comes_from(settings):
    settings.MEMORY_POLICY_OVERRIDES = {"idle_ttl_minutes": 30, "context_budget_tokens": 2500}
    sources = {name: (value, source) for name, value, source in policy_sources({"context_budget_tokens": 6000})}
    assert sources["context_budget_tokens"] == (6000, "tenant")
    assert sources["idle_ttl_minutes"] == (30, "deployment")
    assert sources["summary_slots"] == (MemoryPolicy().summary_slots, "default")
    assert set(sources) == {f.name for f in fields(MemoryPolicy)}


@pytest.fixture
def operator(db) -> Client:
    client = Client()
    client.force_login(get_user_model().objects.create_superuser("root", "r@example.com", "a-long-enough-password"))
    return client


def _change_form(tenant: Tenant, policy: str) -> dict[str, str]:
    return {
        "name": tenant.name,
        "slug": tenant.slug,
        "is_active": "on",
        "policy_overrides": policy,
        "prompt_version": "1",
    }


def test_admin_shows_the_effective_policy_and_saves_valid_overrides(operator, settings):
    settings.MEMORY_POLICY_OVERRIDES = {"idle_ttl_minutes": 30}
    tenant = TenantFactory()
    url = f"/admin/tenants/tenant/{tenant.pk}/change/"
    assert operator.post(url, _change_form(tenant, '{"context_budget_tokens": 6000}')).status_code == 302
    assert Tenant.objects.get(pk=tenant.pk).policy.context_budget_tokens == 6000
    page = operator.get(url).content.decode()
    assert "Effective policy" in page
    assert "<td><code>context_budget_tokens</code></td><td>6000</td><td>tenant</td>" in page
    assert "<td><code>idle_ttl_minutes</code></td><td>30</td><td>deployment</td>" in page


def test_admin_refuses_an_unknown_setting_and_changes_nothing(operator):
    tenant = TenantFactory(policy_overrides={"summary_slots": 3})
    response = operator.post(f"/admin/tenants/tenant/{tenant.pk}/change/", _change_form(tenant, '{"slots": 5}'))
    assert response.status_code == 200
    assert "Unknown memory policy setting &#x27;slots&#x27;." in response.content.decode()
    assert Tenant.objects.get(pk=tenant.pk).policy_overrides == {"summary_slots": 3}


def test_create_tenant_command_takes_policy_settings(db):
    call_command("create_tenant", "acme", "--policy", '{"context_budget_tokens": 6000}', stdout=StringIO())
    assert Tenant.objects.get(slug="acme").policy.context_budget_tokens == 6000
    for bad in ('{"context_budget": 1}', "[1]", "{not json"):
        with pytest.raises(CommandError):
            call_command("create_tenant", "other", "--policy", bad, stdout=StringIO())
    assert not Tenant.objects.filter(slug="other").exists()


def test_a_deployment_override_that_does_not_fit_stops_the_service_at_start(settings):
    settings.MEMORY_POLICY_OVERRIDES = {"context_budget_tokens": "lots"}
    with pytest.raises(SystemCheckError, match="MEMORY_POLICY_OVERRIDES: context_budget_tokens must be a whole number"):
        call_command("check")
