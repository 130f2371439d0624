"""Deployment: the documented production configuration passes `check --deploy` with no warning, and
proxy headers are believed from the configured proxies only, so a client cannot pick the address its
login lockout is counted against."""

from __future__ import annotations

import http.cookiejar
import re
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request

import pytest
from django.conf import settings
from django.test import RequestFactory, override_settings

from memory_platform.proxies import ProxyTrust, client_address
from tests.dashboard.conftest import operator
from tests.processes import ROOT, child_env, spawn, stop
from tests.servers import free_port, wait_for_port

STRONG_KEY = "k" + "".join(chr(48 + i % 74) for i in range(63))
PASSWORD = "a-long-enough-password"


def production_env() -> dict[str, str]:
    lines = (ROOT / "docs" / "production.env").read_text().splitlines()
    documented = dict(line.split("=", 1) for line in lines if line.strip() and not line.startswith("#"))
    return {**documented, "SECRET_KEY": STRONG_KEY}


def test_the_documented_production_configuration_passes_check_deploy():
    env = {**child_env(), **production_env()}
    done = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "System check identified no issues" in done.stdout


@pytest.mark.parametrize(
    ("remote", "forwarded", "expected"),
    [
        ("203.0.113.7", "10.9.9.9", "203.0.113.7"),  # not a proxy: its header is ignored
        ("10.0.0.5", "198.51.100.2", "198.51.100.2"),
        ("10.0.0.5", "6.6.6.6, 198.51.100.2", "198.51.100.2"),  # the client prepended a lie
        ("10.0.0.5", "198.51.100.2, 10.0.0.9", "198.51.100.2"),  # two proxies
        ("10.0.0.5", "", "10.0.0.5"),
    ],
)
def test_the_client_address_believes_trusted_proxies_only(remote, forwarded, expected):
    assert client_address(remote, forwarded, ["10.0.0.0/24"]) == expected


@override_settings(TRUSTED_PROXIES=["10.0.0.5"])
def test_forwarding_headers_from_anyone_else_are_dropped():
    seen = {}

    def view(request):
        seen.update(request.META)

    request = RequestFactory().get("/", REMOTE_ADDR="203.0.113.7", HTTP_X_FORWARDED_FOR="10.9.9.9")
    request.META["HTTP_X_FORWARDED_PROTO"] = "https"
    ProxyTrust(view)(request)
    assert seen["REMOTE_ADDR"] == "203.0.113.7"
    assert "HTTP_X_FORWARDED_FOR" not in seen
    assert "HTTP_X_FORWARDED_PROTO" not in seen


def _login(base: str, password: str, forwarded_for: str | None = None) -> int:
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    page = opener.open(f"{base}/dashboard/login/", timeout=10).read().decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page)
    assert token is not None
    data = urllib.parse.urlencode(
        {"username": "alice", "password": password, "csrfmiddlewaretoken": token.group(1)}
    ).encode()
    headers = {"Referer": f"{base}/dashboard/login/"}
    if forwarded_for:
        headers["X-Forwarded-For"] = forwarded_for
    request = urllib.request.Request(f"{base}/dashboard/login/", data=data, headers=headers)  # noqa: S310 - loopback
    try:
        return opener.open(request, timeout=10).status
    except urllib.error.HTTPError as error:
        return error.code


@pytest.mark.django_db(transaction=True)
def test_a_locked_out_login_stays_locked_whatever_x_forwarded_for_says(tenant, tmp_path):
    operator("alice", tenant)
    port = free_port()
    env = child_env(PORT=str(port), HOST="127.0.0.1", CELERY_TASK_ALWAYS_EAGER="true")
    with (tmp_path / "serve.log").open("w") as log:
        server = spawn(["bash", "scripts/serve.sh"], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            wait_for_port(port, server)
            base = f"http://127.0.0.1:{port}"
            failures = [_login(base, "guess") for _ in range(settings.AXES_FAILURE_LIMIT)]
            assert failures == [200] * (settings.AXES_FAILURE_LIMIT - 1) + [429]
            assert _login(base, PASSWORD) == 429
            assert _login(base, PASSWORD, forwarded_for="10.9.9.9") == 429
            assert _login(base, PASSWORD, forwarded_for="10.9.9.9, 10.9.9.8") == 429
        finally:
            stop(server, timeout=10)
