"""Operators log in, change their password and log out; repeated failures lock the login (django-axes)."""

from __future__ import annotations

from django.conf import settings
from django.test import Client

from tests.dashboard.conftest import operator

PASSWORD = "a-long-enough-password"


def test_login_password_change_logout(tenant):
    operator("alice", tenant)
    client = Client()
    response = client.post("/dashboard/login/", {"username": "alice", "password": PASSWORD})
    assert response.status_code == 302
    assert response["Location"] == "/dashboard/"
    assert client.get(f"/dashboard/{tenant.slug}/").status_code == 200
    changed = client.post(
        "/dashboard/password/",
        {"old_password": PASSWORD, "new_password1": "another-long-password", "new_password2": "another-long-password"},
    )
    assert changed.status_code == 302
    assert changed["Location"] == "/dashboard/password/done/"
    assert client.post("/dashboard/logout/").status_code == 302
    assert client.get(f"/dashboard/{tenant.slug}/").status_code == 302
    assert (
        Client().post("/dashboard/login/", {"username": "alice", "password": PASSWORD}).status_code == 200
    )  # old one refused
    assert (
        Client().post("/dashboard/login/", {"username": "alice", "password": "another-long-password"}).status_code
        == 302
    )


def test_a_wrong_password_is_refused(tenant):
    operator("alice", tenant)
    response = Client().post("/dashboard/login/", {"username": "alice", "password": "wrong"})
    assert response.status_code == 200
    assert b"errors" in response.content


def test_repeated_failures_lock_the_login_even_with_the_right_password(tenant):
    operator("alice", tenant)
    client = Client()
    for _ in range(settings.AXES_FAILURE_LIMIT):
        client.post("/dashboard/login/", {"username": "alice", "password": "guess"})
    locked = client.post("/dashboard/login/", {"username": "alice", "password": PASSWORD})
    assert locked.status_code == 429
    assert client.get(f"/dashboard/{tenant.slug}/").status_code == 302  # not logged in


def test_a_lockout_is_per_username(tenant):
    operator("alice", tenant)
    operator("carol", tenant)
    client = Client()
    for _ in range(settings.AXES_FAILURE_LIMIT):
        client.post("/dashboard/login/", {"username": "alice", "password": "guess"})
    assert client.post("/dashboard/login/", {"username": "carol", "password": PASSWORD}).status_code == 302
