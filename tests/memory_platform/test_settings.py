"""Configuration from the environment is strict: a typo is an error, never a silent default."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from django.core.exceptions import ImproperlyConfigured

from memory_platform.settings import env_bool, env_int
from tests.processes import ROOT

LOAD_SETTINGS = "import memory_platform.settings as s; print('DEBUG', s.DEBUG)"


@pytest.mark.parametrize(
    ("spelling", "value"),
    [
        ("1", True),
        ("TRUE", True),
        (" yes ", True),
        ("on", True),
        ("0", False),
        ("false", False),
        ("No", False),
        ("off", False),
    ],
)
def test_known_boolean_spellings(monkeypatch, spelling, value):
    monkeypatch.setenv("SOME_FLAG", spelling)
    assert env_bool("SOME_FLAG", default=not value) is value


@pytest.mark.parametrize("typo", ["ture", "yess", "enabled", "2"])
def test_an_unknown_boolean_spelling_is_a_configuration_error(monkeypatch, typo):
    monkeypatch.setenv("SOME_FLAG", typo)
    with pytest.raises(ImproperlyConfigured, match="SOME_FLAG"):
        env_bool("SOME_FLAG", default=False)


def test_unset_or_blank_takes_the_default(monkeypatch):
    monkeypatch.delenv("SOME_FLAG", raising=False)
    assert env_bool("SOME_FLAG", default=True) is True
    monkeypatch.setenv("SOME_FLAG", "  ")
    assert env_bool("SOME_FLAG", default=False) is False
    monkeypatch.setenv("SOME_NUMBER", "12x")
    with pytest.raises(ImproperlyConfigured, match="SOME_NUMBER"):
        env_int("SOME_NUMBER", 3)


def _settings_in_child(**env: str) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL", "SECRET_KEY", "DEBUG"}}
    return subprocess.run(
        [sys.executable, "-c", LOAD_SETTINGS],
        cwd=ROOT,
        env={**base, **env},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


STRONG_KEY = "k" + "".join(chr(48 + i % 74) for i in range(63))


@pytest.mark.parametrize(
    "outside_the_embedded_default",
    [{"DATABASE_URL": "postgres://postgres@127.0.0.1:5432/test"}, {"REDIS_URL": "redis://127.0.0.1:6379/0"}],
    ids=["database", "redis_only"],
)
def test_production_requires_its_own_strong_secret_key(outside_the_embedded_default):
    done = _settings_in_child(**outside_the_embedded_default)
    assert done.returncode != 0
    assert "SECRET_KEY must be set (and not the embedded one)" in done.stderr
    embedded = _settings_in_child(
        **outside_the_embedded_default, SECRET_KEY="embedded-default-only-insecure-secret-key"
    )
    assert embedded.returncode != 0
    for weak in ("s3cret", "a" * 64, "ab" * 40, "django-insecure-" + STRONG_KEY):
        done = _settings_in_child(**outside_the_embedded_default, SECRET_KEY=weak)
        assert done.returncode != 0, weak
        assert "SECRET_KEY is weak" in done.stderr
    assert _settings_in_child(**outside_the_embedded_default, SECRET_KEY=STRONG_KEY).returncode == 0


def test_the_tls_header_needs_the_proxies_that_may_send_it():
    done = _settings_in_child(SECURE_PROXY_SSL_HEADER="X-Forwarded-Proto")
    assert done.returncode != 0
    assert "SECURE_PROXY_SSL_HEADER needs TRUSTED_PROXIES" in done.stderr
    assert _settings_in_child(SECURE_PROXY_SSL_HEADER="X-Forwarded-Proto", TRUSTED_PROXIES="10.0.0.1").returncode == 0
    done = _settings_in_child(TRUSTED_PROXIES="10.0.0.1, the-load-balancer")
    assert done.returncode != 0
    assert "'the-load-balancer' is not an address" in done.stderr


def test_debug_is_off_unless_asked_for_even_in_the_embedded_default():
    assert "DEBUG False" in _settings_in_child().stdout
    assert "DEBUG True" in _settings_in_child(DEBUG="true").stdout
    assert _settings_in_child(DEBUG="yes please").returncode != 0
