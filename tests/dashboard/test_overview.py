"""The overview: conversations, facts by domain and status, and token economics, as the database has them."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from conversations.metrics.buffer import roll_up_builds
from conversations.models import ContextBuildRollup
from dashboard.overview import start_of_day
from tests.helpers import new_conversation, run_turn

OVERVIEW_QUERIES = (
    10  # session, user, membership, switcher, conversations, facts, metrics per step, turns, summaries, live list
)


def figure(response, name: str) -> str:
    html = response.content.decode()
    marker = f'data-figure="{name}">'
    start = html.index(marker) + len(marker)
    return html[start : html.index("<", start)].strip()


def test_conversation_counts_match_the_database(alice, tenant, other_tenant, make_conversation):
    # At noon, so "a few minutes ago" is today whenever the suite runs (right after midnight it was yesterday).
    with time_machine.travel(start_of_day(timezone.now()) + timedelta(hours=12), tick=True):
        now = timezone.now()
        for _ in range(3):
            make_conversation(tenant)
        make_conversation(tenant, status="expired", expires_at=now - timedelta(minutes=1))
        make_conversation(tenant, expires_at=now - timedelta(minutes=5))  # idle TTL ran out, not yet marked
        make_conversation(tenant, status="expired", expires_at=start_of_day(now) - timedelta(minutes=1))  # yesterday
        make_conversation(tenant, status="deleted")
        make_conversation(other_tenant)
        response = alice.get(f"/dashboard/{tenant.slug}/")
    assert figure(response, "conversations-active") == "3"  # not the one past its TTL, the deleted one, or bob's
    assert figure(response, "conversations-expired-today") == "2"  # marked or not; yesterday's is not today's


def test_facts_by_domain_and_status(alice, tenant, other_tenant, make_fact):
    for status in ["active", "active", "stale", "superseded", "deleted"]:
        make_fact(tenant, domain="work", status=status)
    make_fact(tenant, domain="personal")
    make_fact(other_tenant, domain="work")
    response = alice.get(f"/dashboard/{tenant.slug}/")
    rows = {row["domain"]: row for row in response.context["facts"]}
    assert rows["work"] == {"domain": "work", "active": 2, "stale": 1, "superseded": 1}
    assert rows["personal"]["active"] == 1
    assert '?domain=work&status=stale">1<' in response.content.decode()  # each count links to its facts


def test_token_economics_over_the_chosen_period(alice, tenant, client_api):
    roll_up_builds()
    cid = new_conversation(client_api)
    for n in range(4):
        run_turn(
            client_api,
            cid,
            f"Busco zapatillas modelo {n} para correr largas distancias",
            "Tenemos varios modelos. " * 20,
        )
    roll_up_builds()
    old = ContextBuildRollup.objects.create(
        tenant=tenant,
        role="client",
        bucket_start=timezone.now() - timedelta(days=3),
        builds=10,
        context_tokens=1000,
        naive_tokens=5000,
        latency_histogram={"5": 10},
    )
    day = alice.get(f"/dashboard/{tenant.slug}/", {"period": "day"}).context["economics"]
    week = alice.get(f"/dashboard/{tenant.slug}/", {"period": "week"}).context["economics"]
    assert day["builds"] == 4
    assert week["builds"] == 4 + old.builds
    assert 0 < day["context_tokens_per_build"] <= day["naive_tokens_per_build"]
    assert day["latency_p50"]
    assert day["latency_p95"]
    assert day["compression"]["turns"] == 4
    assert len(week["series"]) == 2
    assert week["series"][0]["context"] == 100.0


def test_an_unknown_period_falls_back_to_a_day(alice, tenant):
    response = alice.get(f"/dashboard/{tenant.slug}/", {"period": "decade"})
    assert response.status_code == 200
    assert response.context["period"].name == "day"


@pytest.mark.parametrize("conversations", [1, 30])
def test_overview_query_count_does_not_grow(
    alice, tenant, make_conversation, make_fact, conversations, django_assert_num_queries
):
    for n in range(conversations):
        make_conversation(tenant)
        make_fact(tenant, domain=["work", "personal", "projects"][n % 3], user_id=f"u{n}")
    with django_assert_num_queries(OVERVIEW_QUERIES):
        assert alice.get(f"/dashboard/{tenant.slug}/").status_code == 200
