"""No log line holds a secret: neither a raw API key (nor its secret half) nor SECRET_KEY, at every
log level and with every SQL statement logged, through authenticated requests, failed
authentication of every kind, and a server error."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest
from django.conf import settings
from django.db import connection
from rest_framework.test import APIClient

from tenants.models import ApiKey, Tenant
from tenants.services import revoke_api_key
from tests.factories import create_api_key
from tests.helpers import complete, new_conversation

# Every log record of the process is kept, down to DEBUG, and the database logs each statement.
LOGGERS = ("", "django", "django.request", "django.db.backends", "celery")


@pytest.fixture
def everything_logged(caplog: pytest.LogCaptureFixture) -> Iterator[pytest.LogCaptureFixture]:
    for name in LOGGERS:
        caplog.set_level(logging.DEBUG, logger=name)
    connection.force_debug_cursor = True
    try:
        yield caplog
    finally:
        connection.force_debug_cursor = False


def _client(**credentials: str) -> APIClient:
    api = APIClient(raise_request_exception=False)
    api.credentials(**credentials)
    return api


def _use_the_key(raw: str) -> None:
    api = _client(HTTP_AUTHORIZATION=f"Api-Key {raw}")
    cid = new_conversation(api)
    started = api.post(f"/api/v1/conversations/{cid}/turns/", {"content": "My name is Ana."}, format="json").json()
    assert complete(api, cid, started["turn"], started["lease"], "Hi Ana.").status_code == 200
    assert api.get(f"/api/v1/conversations/{cid}/context/", {"query": "who am I?"}).status_code == 200
    assert (
        api.post(
            "/api/v1/facts/",
            {"user_id": "42", "role": "client", "domain": "work", "text": "Bakes bread"},
            format="json",
        ).status_code
        == 201
    )
    assert _client(HTTP_X_API_KEY=raw).get("/api/v1/facts/").status_code == 200
    assert api.get("/api/v1/test-only/fails/").status_code == 500


def _fail_to_authenticate(raw: str) -> None:
    prefix, _, secret = raw.partition(".")
    attempts = [
        {"HTTP_AUTHORIZATION": f"Api-Key {prefix}.{secret[::-1]}"},  # right prefix, wrong secret
        {"HTTP_AUTHORIZATION": f"Api-Key {raw}x"},
        {"HTTP_AUTHORIZATION": f"Bearer {raw}"},  # wrong scheme
        {"HTTP_AUTHORIZATION": raw},  # no scheme
        {"HTTP_X_API_KEY": f"{raw}\x00"},
        {"HTTP_AUTHORIZATION": f"Api-Key {secret}"},
    ]
    for credentials in attempts:
        assert _client(**credentials).get("/api/v1/conversations/").status_code == 401, credentials


@pytest.mark.urls("tests.failing_urls")
@pytest.mark.usefixtures("app_commits")  # whole turns over the API, and a revocation
def test_no_log_line_holds_an_api_key_or_the_secret_key(tenant: Tenant, everything_logged: pytest.LogCaptureFixture):
    raw = create_api_key(tenant, ("client",))
    _use_the_key(raw)
    _fail_to_authenticate(raw)
    revoke_api_key(api_key=ApiKey.objects.get())
    assert _client(HTTP_AUTHORIZATION=f"Api-Key {raw}").get("/api/v1/conversations/").status_code == 401

    lines = [everything_logged.text] + [str(vars(record)) for record in everything_logged.records]
    assert "Unauthorized: /api/v1/conversations/" in everything_logged.text  # the failures were logged
    assert "Internal Server Error: /api/v1/test-only/fails/" in everything_logged.text
    assert 'FROM "tenants_apikey"' in everything_logged.text  # and so was the key lookup's SQL
    secrets = {"the raw key": raw, "the key's secret half": raw.partition(".")[2], "SECRET_KEY": settings.SECRET_KEY}
    leaks = [name for name, secret in secrets.items() if any(secret in line for line in lines)]
    assert not leaks, f"found in the logs: {leaks}"
