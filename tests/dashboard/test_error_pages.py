"""What Django would answer with its bare defaults answers with the dashboard's own pages (JSON for a
fetch call): a refused CSRF check, a GET on an action, a locked-out login."""

from __future__ import annotations

from django.conf import settings
from django.test import Client

from tests.dashboard.conftest import operator

PASSWORD = "a-long-enough-password"
FETCH = {"HTTP_SEC_FETCH_MODE": "cors", "HTTP_ACCEPT": "application/json"}


def _is_dashboard_page(response) -> bool:
    return response["Content-Type"].startswith("text/html") and b"data-problem" in response.content


def test_a_refused_csrf_check_is_a_dashboard_page(tenant, make_fact):
    fact = make_fact(tenant)
    client = Client(enforce_csrf_checks=True)
    client.force_login(operator("alice", tenant))
    url = f"/dashboard/{tenant.slug}/facts/{fact.pk}/confirm/"
    page = client.post(url)
    assert page.status_code == 403
    assert _is_dashboard_page(page)
    assert b"Reload the page" in page.content
    fetched = client.post(url, **FETCH)
    assert fetched.status_code == 403
    assert fetched.json()["error"]["code"] == "csrf_failed"


def test_a_get_on_an_action_is_a_405_dashboard_page(tenant, make_fact, alice):
    fact = make_fact(tenant)
    page = alice.get(f"/dashboard/{tenant.slug}/facts/{fact.pk}/delete/")
    assert page.status_code == 405
    assert page["Allow"] == "POST"
    assert _is_dashboard_page(page)
    fact.refresh_from_db()
    assert alice.get("/dashboard/logout/").status_code == 405
    assert alice.get(f"/dashboard/{tenant.slug}/").status_code == 200  # still logged in


def test_a_locked_out_login_is_a_429_dashboard_page(tenant):
    operator("alice", tenant)
    client = Client()
    for _ in range(settings.AXES_FAILURE_LIMIT):
        client.post("/dashboard/login/", {"username": "alice", "password": "guess"})
    page = client.post("/dashboard/login/", {"username": "alice", "password": PASSWORD})
    assert page.status_code == 429
    assert _is_dashboard_page(page)
    assert int(page["Retry-After"]) > 0
    fetched = client.post("/dashboard/login/", {"username": "alice", "password": PASSWORD}, **FETCH)
    assert fetched.status_code == 429
    assert fetched.json()["error"]["code"] == "locked_out"
