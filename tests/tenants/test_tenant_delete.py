"""Deleting a tenant removes its memory whole, sealed data included, from a process that has not
opened any of it yet."""

from __future__ import annotations

from conversations.models import Message
from facts.models import Fact
from tenants.encryption import forget_cached_keys
from tenants.models import DataKey, Tenant
from tests.helpers import new_conversation, run_turn


def test_a_tenant_with_sealed_facts_and_messages_can_be_deleted(client_api, tenant):
    cid = new_conversation(client_api, user_id="ana")
    run_turn(client_api, cid, "My shoe size is 43 and I live in Porto.", "Noted.")
    assert Fact.objects.filter(tenant=tenant).exists()
    forget_cached_keys()  # as in another process: nothing opened yet
    tenant.delete()
    assert not Message.objects.filter(tenant_id=tenant.pk).exists()
    assert not Fact.objects.filter(tenant_id=tenant.pk).exists()
    assert not DataKey.objects.filter(tenant_id=tenant.pk).exists()
    assert not Fact.history.model.objects.filter(tenant_id=tenant.pk).exists()  # no copy left in the history


def test_deleting_tenants_in_bulk_leaves_the_others_whole(client_api, tenant, other_tenant, make_client):
    other_api = make_client(other_tenant)
    for api in (client_api, other_api):
        run_turn(api, new_conversation(api, user_id="ana"), "My shoe size is 43.", "Noted.")
    kept = Fact.objects.filter(tenant=other_tenant).count()
    assert kept > 0
    forget_cached_keys()
    Tenant.objects.filter(pk=tenant.pk).delete()
    assert not Tenant.objects.filter(pk=tenant.pk).exists()
    assert Tenant.objects.filter(pk=other_tenant.pk).exists()
    assert Fact.objects.filter(tenant=other_tenant).count() == kept
