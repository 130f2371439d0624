"""A user id is a path segment: ids that could never be reached by path (a '/', a URL delimiter, '%',
a dot segment) are refused at creation with a 400 naming the alphabet, and nothing is stored; the
schema states the same alphabet; ids stored before the rule never break an operator's page."""

from __future__ import annotations

import pytest

from conversations.models import Conversation
from facts.models import Fact
from tests.dashboard.conftest import logged_in, operator
from tests.factories import ConversationFactory

UNREACHABLE = ["team/alice", "team\\alice", "a?b", "a#b", "a%2Fb", ".", ".."]


@pytest.mark.parametrize("user_id", UNREACHABLE)
def test_an_unreachable_user_id_is_refused_at_creation(client_api, user_id):
    response = client_api.post("/api/v1/conversations/", {"role": "client", "user_id": user_id}, format="json")
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "invalid_user_id"
    assert "whitespace and : / \\ ? # %" in error["message"]
    assert not Conversation.objects.exists()


@pytest.mark.parametrize("user_id", UNREACHABLE)
def test_a_fact_for_an_unreachable_user_id_is_refused(client_api, user_id):
    body = {"user_id": user_id, "role": "client", "domain": "work", "text": "Works nights"}
    response = client_api.post("/api/v1/facts/", body, format="json")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_user_id"
    assert not Fact.objects.exists()


@pytest.mark.parametrize("user_id", ["alice", "team.alice", "alice@example.com", "a-b_c+d", "...", "👩🏽‍💻"])
def test_a_reachable_user_id_works_everywhere(client_api, user_id):
    created = client_api.post("/api/v1/conversations/", {"role": "client", "user_id": user_id}, format="json")
    assert created.status_code == 201
    cid = created.json()["id"]
    assert client_api.get(f"/api/v1/conversations/{cid}/").status_code == 200
    erased = client_api.delete(f"/api/v1/users/{user_id}/memory/")
    assert erased.status_code == 200
    assert erased.json()["erased"]["conversations"] == 1


def test_the_schema_states_the_alphabet(client_api):
    schema = client_api.get("/api/v1/schema/?format=json").json()
    user_id = schema["components"]["schemas"]["ConversationCreateInput"]["properties"]["user_id"]
    assert "/" in user_id["pattern"]
    assert "whitespace and : / \\ ? # %" in user_id["description"]


def test_an_id_stored_before_the_rule_breaks_no_dashboard_page(tenant):
    legacy = ConversationFactory(tenant=tenant, user_id="team/alice")
    alice = logged_in(operator("alice", tenant))
    for page in ("", "conversations/", f"conversations/{legacy.public_id}/"):
        response = alice.get(f"/dashboard/{tenant.slug}/{page}")
        assert response.status_code == 200, page
        assert b"team/alice" in response.content
