"""Management commands: tenants, keys and the demo seed."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from rest_framework.test import APIClient

from conversations.models import Conversation
from tenants.models import ApiKey, Tenant


def run(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_create_tenant_and_key_that_works(transactional_db):
    run("create_tenant", "acme", "--name", "Acme")
    assert Tenant.objects.get(slug="acme").name == "Acme"
    raw = run("create_api_key", "acme", "--roles", "client,admin").strip().splitlines()[-1]
    key = ApiKey.objects.get()
    assert key.roles == ["client", "admin"]
    assert raw not in key.hashed_key  # stored hashed, never in clear
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Api-Key {raw}")
    assert api.post("/api/v1/conversations/", {"role": "admin", "user_id": "1"}, format="json").status_code == 201


def test_bad_command_input(transactional_db):
    run("create_tenant", "acme")
    with pytest.raises(CommandError):
        run("create_tenant", "acme")
    with pytest.raises(CommandError):
        run("create_tenant", "Not A Slug")
    with pytest.raises(CommandError):
        run("create_api_key", "nobody", "--roles", "client")
    with pytest.raises(CommandError):
        run("create_api_key", "acme", "--roles", "superuser")
    assert ApiKey.objects.count() == 0


def test_seed_demo_is_idempotent_and_prints_working_keys(transactional_db):
    output = run("seed_demo")
    client_key = next(line.split()[-1] for line in output.splitlines() if line.startswith("Client key"))
    assert "operator /" in output
    assert Conversation.objects.filter(tenant__slug="demo").count() == 2
    assert "already" in run("seed_demo")
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Api-Key {client_key}")
    listed = api.get("/api/v1/conversations/").json()
    assert listed["count"] == 1  # the client key sees only the client conversation
    cid = listed["results"][0]["id"]
    state = api.get(f"/api/v1/conversations/{cid}/state/").json()["data"]
    assert state["cart_items"] == [12] and state["checkout_step"] == "address"
