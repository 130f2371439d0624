"""Caches follow the truth: a change to a user's facts invalidates their facts, past values and answer
caches after commit, and none can be refilled with what was read before the change."""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.utils import timezone

from conversations.models import Conversation, Message
from facts import selectors
from facts.cache import answers_cache_key, facts_cache_key, facts_read_keys, past_values_cache_key
from facts.engine.relevance import render_fact
from facts.models import Fact
from facts.selectors import injected_facts
from facts.services.facts import create_fact, delete_fact
from memory.services import pipeline
from memory.services.dedup import find_previous_answer
from tests.helpers import begin, new_conversation, run_turn

pytestmark = pytest.mark.redis_cluster  # also on a Redis Cluster


def injected(tenant, query="¿Dónde vivo?") -> list[str]:
    chosen = injected_facts(
        tenant=tenant,
        role="client",
        user_id="42",
        query=query,
        recent_texts=[],
        now=Fact.objects.first().created_at,
        policy=tenant.policy,
    )
    return [render_fact(view) for view in chosen]


@pytest.mark.usefixtures("app_commits")  # the change commits, and drops caches, in the middle of the read
def test_a_reader_cannot_refill_the_facts_cache_with_a_snapshot_from_before_a_change(tenant, monkeypatch):
    fact = create_fact(tenant=tenant, role="client", user_id="42", domain="personal", text="Vivo en Valencia")
    original = selectors.view_of

    def read_then_change(row):
        view = original(row)
        if row.pk == fact.pk and Fact.objects.filter(pk=fact.pk, status="active").exists():
            delete_fact(fact=Fact.objects.get(pk=fact.pk))  # commits while the reader holds its snapshot
        return view

    monkeypatch.setattr(selectors, "view_of", read_then_change)
    assert any("valencia" in line.lower() for line in injected(tenant))  # the racing reader saw the old fact…
    monkeypatch.setattr(selectors, "view_of", original)
    assert cache.get(facts_cache_key(tenant_id=tenant.pk, role="client", user_id="42")) is not None  # …and cached it
    assert injected(tenant) == []  # but under a version no one serves any more


def test_any_fact_change_drops_the_users_caches_after_commit(tenant, django_capture_on_commit_callbacks):
    create_fact(tenant=tenant, role="client", user_id="42", domain="personal", text="Vivo en Valencia")
    injected(tenant)
    selectors.past_values(tenant_id=tenant.pk, role="client", user_id="42")
    keys = [
        facts_cache_key(tenant_id=tenant.pk, role="client", user_id="42"),
        answers_cache_key(tenant_id=tenant.pk, role="client", user_id="42"),
        past_values_cache_key(tenant_id=tenant.pk, role="client", user_id="42"),
    ]
    cache.set(keys[1], {"x": ("y", 2**40, 0)})
    with django_capture_on_commit_callbacks(execute=True):
        create_fact(tenant=tenant, role="client", user_id="42", domain="personal", text="Tengo 34 años")
        assert cache.get_many(keys) != {}  # not before the change commits
    assert cache.get_many(keys) == {}


def test_past_values_are_read_once_per_facts_version(
    tenant, django_assert_num_queries, django_capture_on_commit_callbacks
):
    def past() -> list[tuple[str, str | None]]:
        return [(v.value, v.current) for v in selectors.past_values(tenant_id=tenant.pk, role="client", user_id="42")]

    with django_capture_on_commit_callbacks(execute=True):
        fact = create_fact(tenant=tenant, role="client", user_id="42", domain="personal", text="Vivo en Valencia")
    assert past() == []
    with django_assert_num_queries(0):
        assert past() == []  # every build that recalls a turn asks: the facts are not read again
    with django_capture_on_commit_callbacks(execute=True):
        delete_fact(fact=Fact.objects.get(pk=fact.pk))
    assert past() == [(Fact.objects.get(pk=fact.pk).value, None)]  # the change is seen at once


def test_the_facts_a_process_prepared_are_served_only_under_their_version(
    tenant, django_assert_num_queries, django_capture_on_commit_callbacks
):
    def injected_now() -> list[str]:
        cached = cache.get_many(facts_read_keys(tenant_id=tenant.pk, role="client", user_id="42"))
        chosen = injected_facts(
            tenant=tenant,
            role="client",
            user_id="42",
            query="¿Dónde vivo?",
            recent_texts=[],
            now=timezone.now(),
            policy=tenant.policy,
            cached=cached,
        )
        return [view.value for view in chosen]

    with django_capture_on_commit_callbacks(execute=True):
        fact = create_fact(tenant=tenant, role="client", user_id="42", domain="personal", text="Vivo en Valencia")
    assert injected_now() == ["Valencia"]
    cache.delete(facts_cache_key(tenant_id=tenant.pk, role="client", user_id="42"))
    with django_assert_num_queries(0):
        assert injected_now() == ["Valencia"]  # prepared in this process under the same version: not read again
    with django_capture_on_commit_callbacks(execute=True):
        delete_fact(fact=Fact.objects.get(pk=fact.pk))
    assert injected_now() == []  # a new version: the prepared copy is not served


def test_moving_city_clears_the_cached_answer_about_where_i_live(client_api):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "Vivo en Valencia", "Anotado.")
    run_turn(client_api, cid, "¿Dónde vivo?", "Vivís en Valencia.")
    assert (
        begin(client_api, new_conversation(client_api), "¿Dónde vivo?").json()["dedup"]["previous_answer"]
        == "Vivís en Valencia."
    )
    again = new_conversation(client_api)
    run_turn(client_api, again, "Me mudé a Sevilla", "¡Qué bueno!")
    assert begin(client_api, new_conversation(client_api), "¿Dónde vivo?").json()["dedup"] is None


def test_a_late_after_turn_task_does_not_cache_an_answer_older_than_a_fact_change(client_api, monkeypatch):
    cid = new_conversation(client_api)
    run_turn(client_api, cid, "Vivo en Valencia", "Anotado.")
    with monkeypatch.context() as late:
        late.setattr(pipeline, "remember_turn_answer", lambda **kwargs: False)  # the worker is late on this turn
        body = run_turn(client_api, cid, "¿Dónde vivo?", "Vivís en Valencia.")
    run_turn(client_api, cid, "Me mudé a Sevilla", "¡Qué bueno!")
    conversation = Conversation.objects.select_related("tenant").get(public_id=cid)
    late_turn = list(Message.objects.filter(conversation=conversation, turn=body["turn"]))
    assert pipeline.remember_turn_answer(conversation=conversation, messages=late_turn) is False
    assert find_previous_answer(conversation=conversation, content="¿Dónde vivo?", turn=99) is None
