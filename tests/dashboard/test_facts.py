"""The facts table: filters applied by the database, the reason a fact is not injected, audited manager
actions, and the database form of the decay rules agreeing with the engine's."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dashboard.facts import FactFilters, facts_table
from facts.engine.decay import NotInjected, not_injected_reason
from facts.injection import injectable, not_injected_because
from facts.models import Fact
from facts.selectors import view_of
from tenants.models import AuditEvent

FACTS_QUERIES = 6  # session, user, membership, switcher, count, page


def rows(client, tenant, **query):
    response = client.get(f"/dashboard/{tenant.slug}/facts/", query)
    assert response.status_code == 200
    return response.context["rows"]


def test_filters(alice, tenant, other_tenant, make_fact):
    work = make_fact(tenant, domain="work", user_id="7", confidence="medium")
    make_fact(tenant, domain="personal", user_id="42")
    make_fact(tenant, domain="work", user_id="42", role="admin")
    make_fact(other_tenant, domain="work", user_id="7")
    assert [f.pk for f, _ in rows(alice, tenant, domain="work", user_id="7")] == [work.pk]
    assert [f.pk for f, _ in rows(alice, tenant, confidence="medium")] == [work.pk]
    assert len(rows(alice, tenant, role="admin")) == 1
    assert len(rows(alice, tenant)) == 3  # never bob's


def test_last_confirmed_range(alice, tenant, make_fact):
    recent = make_fact(tenant, confirmed_days_ago=2)
    old = make_fact(tenant, confirmed_days_ago=40)
    after = (timezone.now() - timedelta(days=10)).date().isoformat()
    assert [f.pk for f, _ in rows(alice, tenant, confirmed_after=after)] == [recent.pk]
    assert [f.pk for f, _ in rows(alice, tenant, confirmed_before=after)] == [old.pk]


def test_the_reason_a_fact_is_not_injected(alice, tenant, make_fact):
    policy = tenant.policy
    cases = {
        make_fact(tenant, confirmed_days_ago=1).pk: None,
        make_fact(tenant, status="superseded").pk: "superseded",
        make_fact(tenant, confirmed_days_ago=policy.fact_stale_days + 1).pk: "stale",
        make_fact(
            tenant, confidence="low", confirmed_days_ago=policy.fact_low_confidence_days + 1
        ).pk: "low confidence, not reconfirmed",
        make_fact(
            tenant, confidence="medium", confirmed_days_ago=policy.fact_unconfirmed_days + 1
        ).pk: "not reconfirmed",
    }
    shown = {fact.pk: reason for fact, reason in rows(alice, tenant)}
    assert shown == cases
    assert [f.pk for f, _ in rows(alice, tenant, reason="stale")] == [pk for pk, r in cases.items() if r == "stale"]
    assert {f.pk for f, _ in rows(alice, tenant, reason="injectable")} == {pk for pk, r in cases.items() if r is None}


@pytest.mark.parametrize(
    "query",
    [
        {"status": "nope"},
        {"confirmed_after": "yesterday"},
        {"reason": "because"},
        {"role": "root"},
        {"created_on": "2026-13-01"},
        {"domain": "not a slug"},
    ],
)
def test_each_bad_filter_is_a_400_not_a_500(alice, tenant, query):
    response = alice.get(f"/dashboard/{tenant.slug}/facts/", query)
    assert response.status_code == 400
    assert b"errors" in response.content


@pytest.mark.parametrize(
    ("action", "status", "audit"),
    [
        ("confirm", "active", "fact_confirm"),
        ("stale", "stale", "fact_mark_stale"),
        ("delete", "deleted", "fact_delete"),
    ],
)
def test_a_manager_acts_and_the_action_is_audited(alice, tenant, make_fact, action, status, audit):
    fact = make_fact(tenant, confirmed_days_ago=30)
    before = fact.last_confirmed_at
    response = alice.post(
        f"/dashboard/{tenant.slug}/facts/{fact.pk}/{action}/",
        {"next": f"/dashboard/{tenant.slug}/facts/?status=active"},
    )
    assert response.status_code == 302
    assert response["Location"] == f"/dashboard/{tenant.slug}/facts/?status=active"
    fact.refresh_from_db()
    assert fact.status == status
    event = AuditEvent.objects.get(action=audit)
    assert event.actor_user.username == "alice"
    assert event.actor == "user:alice"
    assert event.object_ref == str(fact.pk)
    assert event.before["status"] == "active"
    assert event.after["status"] == status
    if action == "confirm":
        assert fact.last_confirmed_at > before
        assert event.before["last_confirmed_at"] != event.after["last_confirmed_at"]


def test_an_action_that_does_not_apply_says_so(alice, tenant, make_fact):
    fact = make_fact(tenant, status="superseded")
    response = alice.post(f"/dashboard/{tenant.slug}/facts/{fact.pk}/confirm/", follow=True)
    assert b"cannot be confirmed" in response.content
    assert not AuditEvent.objects.exists()


def test_next_never_leaves_the_site(alice, tenant, make_fact):
    fact = make_fact(tenant)
    response = alice.post(f"/dashboard/{tenant.slug}/facts/{fact.pk}/confirm/", {"next": "https://evil.example/"})
    assert response["Location"] == f"/dashboard/{tenant.slug}/facts/"


@pytest.mark.parametrize("facts", [3, 60])
def test_facts_query_count_is_pinned(alice, tenant, make_fact, facts, django_assert_num_queries):
    for n in range(facts):
        make_fact(tenant, user_id=f"u{n}", text=f"fact {n}")
    with django_assert_num_queries(FACTS_QUERIES):
        assert alice.get(f"/dashboard/{tenant.slug}/facts/", {"status": "active"}).status_code == 200


ages = st.floats(min_value=0, max_value=400)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    facts=st.lists(
        st.tuples(
            st.sampled_from(["high", "medium", "low"]),
            st.sampled_from(["active", "stale", "superseded", "deleted"]),
            ages,
        ),
        min_size=1,
        max_size=8,
    )
)
def test_the_database_rules_agree_with_the_engine(tenant, make_fact, facts):
    Fact.objects.all().delete()
    now = timezone.now()
    policy = tenant.policy
    for confidence, status, age in facts:
        make_fact(tenant, confidence=confidence, status=status, confirmed_days_ago=age)
    expected = {f.pk: not_injected_reason(view_of(f), now=now, policy=policy) for f in Fact.objects.all()}
    for reason in NotInjected.ALL:
        got = set(
            Fact.objects.filter(not_injected_because(reason, now=now, policy=policy)).values_list("pk", flat=True)
        )
        assert got == {pk for pk, r in expected.items() if r == reason}, reason
    got = set(Fact.objects.filter(injectable(now=now, policy=policy)).values_list("pk", flat=True))
    assert got == {pk for pk, r in expected.items() if r is None}
    assert set(
        facts_table(tenant=tenant, filters=FactFilters(), now=now, policy=policy).values_list("pk", flat=True)
    ) == set(expected)
