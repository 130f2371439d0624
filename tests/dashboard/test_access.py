"""Who sees what: login required, a member of another tenant gets 404 on every page, viewers cannot act,
staff superusers see every tenant, and operators switch between their tenants."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from tests.dashboard.conftest import logged_in, operator
from tests.factories import TenantFactory

PAGES = ["", "health/", "facts/", "conversations/", "forgotten/"]


@pytest.mark.parametrize("page", PAGES)
def test_every_page_asks_for_a_login(client, tenant, page):
    response = client.get(f"/dashboard/{tenant.slug}/{page}")
    assert response.status_code == 302
    assert response["Location"].startswith("/dashboard/login/")


@pytest.mark.parametrize("page", PAGES)
def test_every_page_is_the_members_own(alice, bob, tenant, page):
    assert alice.get(f"/dashboard/{tenant.slug}/{page}").status_code == 200
    assert bob.get(f"/dashboard/{tenant.slug}/{page}").status_code == 404


def test_another_tenants_conversation_is_404(alice, bob, tenant, make_conversation):
    conversation = make_conversation(tenant)
    url = f"/dashboard/{tenant.slug}/conversations/{conversation.public_id}/"
    assert alice.get(url).status_code == 200
    assert bob.get(url).status_code == 404
    # bob's own tenant slug with alice's conversation id: still nothing.
    assert bob.get(f"/dashboard/bob-shop/conversations/{conversation.public_id}/").status_code == 404


def test_another_tenants_fact_cannot_be_acted_on(bob, tenant, other_tenant, make_fact):
    fact = make_fact(tenant)
    assert bob.post(f"/dashboard/{other_tenant.slug}/facts/{fact.pk}/stale/").status_code == 404
    assert bob.post(f"/dashboard/{tenant.slug}/facts/{fact.pk}/stale/").status_code == 404
    fact.refresh_from_db()
    assert fact.status == "active"


def test_a_viewer_reads_but_cannot_act(vera, tenant, make_fact):
    fact = make_fact(tenant)
    page = vera.get(f"/dashboard/{tenant.slug}/facts/")
    assert page.status_code == 200
    assert b'data-action="stale"' not in page.content
    assert vera.post(f"/dashboard/{tenant.slug}/facts/{fact.pk}/stale/").status_code == 403
    fact.refresh_from_db()
    assert fact.status == "active"


def test_an_unknown_action_is_404(alice, tenant, make_fact):
    fact = make_fact(tenant)
    assert alice.post(f"/dashboard/{tenant.slug}/facts/{fact.pk}/publish/").status_code == 404


def test_actions_are_post_only(alice, tenant, make_fact):
    fact = make_fact(tenant)
    assert alice.get(f"/dashboard/{tenant.slug}/facts/{fact.pk}/stale/").status_code == 405


def test_a_staff_superuser_sees_every_tenant(tenant, other_tenant):
    root = logged_in(get_user_model().objects.create_superuser("root", "root@example.com", "a-long-enough-password"))
    assert root.get(f"/dashboard/{tenant.slug}/").status_code == 200
    assert root.get(f"/dashboard/{other_tenant.slug}/").status_code == 200


def test_an_inactive_tenant_is_hidden(alice, tenant):
    tenant.is_active = False
    tenant.save()
    assert alice.get(f"/dashboard/{tenant.slug}/").status_code == 404


def test_home_goes_straight_to_the_only_tenant_and_lists_several(tenant, alice):
    response = alice.get("/dashboard/")
    assert response.status_code == 302
    assert response["Location"] == f"/dashboard/{tenant.slug}/"
    second = TenantFactory(slug="carol-shop", name="Carol Shop")
    user = operator("multi", tenant)
    user.memberships.create(tenant=second, role="viewer")
    client = logged_in(user)
    home = client.get("/dashboard/")
    assert home.status_code == 200
    assert b"carol-shop" in home.content
    assert b"alice-shop" in home.content
    overview = client.get(f"/dashboard/{second.slug}/")
    assert b"data-tenant-switch" in overview.content  # the switcher lists both


def test_no_membership_means_no_tenant(tenant):
    client = logged_in(operator("nobody", None))
    assert client.get("/dashboard/").status_code == 200
    assert client.get(f"/dashboard/{tenant.slug}/").status_code == 404
