"""Memory health: every figure, and the facts table behind each figure's link lists exactly those facts."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone

from conversations.models import ContextBuildRollup
from facts.services.facts import delete_fact

HEALTH_QUERIES = (
    14  # session, user, membership, switcher, lifecycle (4), per user (2), injection, duplicates, budget (2)
)


def listed(client, tenant, **query) -> set[int]:
    response = client.get(f"/dashboard/{tenant.slug}/facts/", query)
    assert response.status_code == 200, response.content
    return {fact.pk for fact, _ in response.context["rows"]}


def test_created_superseded_and_retired_per_day_link_to_their_facts(alice, tenant, other_tenant, make_fact):
    now = timezone.now()
    today, yesterday = now.date(), (now - timedelta(days=1)).date()
    new = make_fact(tenant, text="vivo en Madrid")
    old = make_fact(tenant, text="vivo en Sevilla", confirmed_days_ago=1, status="superseded", superseded_by=new)
    policy = tenant.policy
    stale = make_fact(tenant, text="old one", confirmed_days_ago=policy.fact_stale_days + 1, status="stale")
    deleted = delete_fact(fact=make_fact(tenant, text="to delete", confirmed_days_ago=1), actor=None)
    make_fact(other_tenant, text="bob's")
    rows = {row["day"]: row for row in alice.get(f"/dashboard/{tenant.slug}/health/").context["lifecycle"]}
    assert rows[today]["created"] == 1
    assert rows[yesterday]["created"] == 2
    assert rows[today]["superseded"] == 1
    crossed = (stale.last_confirmed_at + timedelta(days=policy.fact_stale_days)).date()
    assert rows[today]["retired"] == 1 + (1 if crossed == today else 0)
    assert listed(alice, tenant, created_on=yesterday.isoformat()) == {old.pk, deleted.pk}
    assert listed(alice, tenant, superseded_on=today.isoformat()) == {old.pk}
    assert deleted.pk in listed(alice, tenant, retired_on=today.isoformat())
    assert listed(alice, tenant, retired_on=crossed.isoformat()) >= {stale.pk}


def test_facts_per_user_distribution_and_heaviest(alice, tenant, make_fact):
    for n in range(7):
        make_fact(tenant, user_id="heavy", text=f"h{n}")
    make_fact(tenant, user_id="light", text="l")
    make_fact(tenant, user_id="light2", text="l2", status="stale")  # only active facts count
    per_user = alice.get(f"/dashboard/{tenant.slug}/health/").context["per_user"]
    buckets = {b["label"]: b["users"] for b in per_user["buckets"]}
    assert buckets["1"] == 1
    assert buckets["6–10"] == 1
    assert buckets["2–5"] == 0
    assert per_user["heaviest"][0] == {"role": "client", "user_id": "heavy", "n": 7}
    assert len(listed(alice, tenant, user_id="heavy", role="client", status="active")) == 7


def test_never_injected_share_and_its_facts(alice, tenant, make_fact):
    used = make_fact(tenant, text="used", last_injected_at=timezone.now())
    unused = make_fact(tenant, text="unused")
    make_fact(tenant, text="gone", status="superseded")
    injection = alice.get(f"/dashboard/{tenant.slug}/health/").context["injection"]
    assert injection["active"] == 2
    assert injection["never"] == 1
    assert injection["never_pct"] == 50.0
    assert listed(alice, tenant, never_injected="on") == {unused.pk}
    assert used.pk not in listed(alice, tenant, never_injected="on")


def test_injected_facts_that_go_stale_soon(alice, tenant, make_fact):
    policy = tenant.policy
    soon_medium = make_fact(
        tenant,
        text="medium soon",
        confidence="medium",
        confirmed_days_ago=policy.fact_unconfirmed_days - 3,
        last_injected_at=timezone.now(),
    )
    soon_high = make_fact(
        tenant, text="high soon", confirmed_days_ago=policy.fact_stale_days - 1, last_injected_at=timezone.now()
    )
    make_fact(tenant, text="fresh", confidence="medium", confirmed_days_ago=10, last_injected_at=timezone.now())
    make_fact(tenant, text="never injected", confidence="medium", confirmed_days_ago=policy.fact_unconfirmed_days - 3)
    make_fact(
        tenant,
        text="already out",
        confidence="medium",
        confirmed_days_ago=policy.fact_unconfirmed_days + 3,
        last_injected_at=timezone.now(),
    )
    assert alice.get(f"/dashboard/{tenant.slug}/health/").context["injection"]["stale_soon"] == 2
    assert listed(alice, tenant, stale_soon="on") == {soon_medium.pk, soon_high.pk}


def test_duplicate_looking_facts(alice, tenant, make_fact):
    a = make_fact(tenant, text="Prefiero Asics", key="brand")
    b = make_fact(tenant, text="Me gustan las Asics", key="brand")
    make_fact(tenant, text="vivo en Madrid", key="city")
    make_fact(tenant, text="Prefiero Asics", key="brand", user_id="other")  # another user: not a duplicate
    make_fact(tenant, text="Prefiero Asics", key="brand", role="admin")  # another assistant's memory: not either
    make_fact(tenant, text="Prefiero Nike", key="brand", status="superseded")  # not live
    make_fact(tenant, text="sin clave", key="")
    make_fact(tenant, text="otra sin clave", key="")
    assert alice.get(f"/dashboard/{tenant.slug}/health/").context["duplicates"] == 2
    assert listed(alice, tenant, duplicates="on") == {a.pk, b.pk}


def test_over_budget_contexts_and_what_they_dropped(alice, tenant):
    now = timezone.now()
    ContextBuildRollup.objects.create(
        tenant=tenant,
        role="client",
        bucket_start=now - timedelta(hours=1),
        builds=20,
        over_budget=3,
        dropped={"summaries:over_budget": 3, "window:over_budget": 1, "facts:section_cap": 2},
    )
    ContextBuildRollup.objects.create(
        tenant=tenant,
        role="client",
        bucket_start=now - timedelta(days=30),
        builds=5,
        over_budget=5,
        dropped={"window:over_budget": 5},
    )
    budget = alice.get(f"/dashboard/{tenant.slug}/health/").context["budget"]
    assert budget["builds"] == 20
    assert budget["over_budget"] == 3
    assert budget["dropped"] == {"summaries:over_budget": 3, "window:over_budget": 1, "facts:section_cap": 2}


def test_health_query_count_does_not_grow(alice, tenant, make_fact, django_assert_num_queries):
    for n in range(40):
        make_fact(tenant, user_id=f"u{n % 7}", text=f"fact {n}", key=f"k{n % 5}")
    with django_assert_num_queries(HEALTH_QUERIES):
        assert alice.get(f"/dashboard/{tenant.slug}/health/").status_code == 200
