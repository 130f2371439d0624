"""Management commands: tenants, keys and the demo seed."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.test import Client
from rest_framework.test import APIClient

from conversations.models import Conversation
from tenants.models import ApiKey, Membership, Tenant


def run(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_create_tenant_and_key_that_works(db):
    run("create_tenant", "acme", "--name", "Acme")
    assert Tenant.objects.get(slug="acme").name == "Acme"
    raw = run("create_api_key", "acme", "--roles", "client,admin").strip().splitlines()[-1]
    key = ApiKey.objects.get()
    assert key.roles == ["client", "admin"]
    assert raw not in key.hashed_key  # stored hashed, never in clear
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Api-Key {raw}")
    assert api.post("/api/v1/conversations/", {"role": "admin", "user_id": "1"}, format="json").status_code == 201


def test_bad_command_input(db):
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


@pytest.mark.usefixtures("app_commits")  # the seed drives whole turns
def test_seed_demo_is_idempotent_and_prints_working_keys(db, settings, tmp_path):
    settings.DEMO_LOGIN_FILE = str(tmp_path / "demo-operator.txt")
    output = run("seed_demo")
    login, password = (tmp_path / "demo-operator.txt").read_text().split()
    assert login == "operator"
    assert f"operator / {password}" in output
    assert Client().post("/dashboard/login/", {"username": login, "password": password}).status_code == 302
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
    assert state["cart_items"] == [12]
    assert state["checkout_step"] == "address"


def test_create_operator_who_can_log_in(db):
    run("create_tenant", "acme")
    output = run("create_operator", "olivia", "--tenant", "acme", "--role", "manager")
    password = next(line.split()[-1] for line in output.splitlines() if line.startswith("Password"))
    client = Client()
    assert client.post("/dashboard/login/", {"username": "olivia", "password": password}).status_code == 302
    assert client.get("/dashboard/acme/").status_code == 200
    again = run("create_operator", "olivia", "--tenant", "acme", "--role", "viewer")
    assert "keeps their password" in again
    assert "Password" not in again
    assert Membership.objects.get(user__username="olivia").role == "viewer"


def test_create_operator_bad_input(db):
    run("create_tenant", "acme")
    with pytest.raises(CommandError):
        run("create_operator", "olivia", "--tenant", "nope")
    with pytest.raises(CommandError):
        run("create_operator", "olivia", "--tenant", "acme", "--password", "short")
    with pytest.raises(CommandError):
        run("create_operator", "olivia", "--tenant", "acme", "--role", "owner")
    assert not Membership.objects.exists()
