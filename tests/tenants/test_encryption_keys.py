"""Encryption at rest, the keys: data keys per tenant and per user wrapped by the configured
key-encryption keys, sealed values bound to where they are stored, crypto-shredding, rotation, and a
service that refuses to start with a key that cannot read what it stored."""

from __future__ import annotations

import base64
import subprocess
import sys
from collections.abc import Callable, Iterator
from io import StringIO

import pytest
from django.core.management import call_command
from django.db import connection

from memory_platform.crypto import aead
from memory_platform.crypto.keyring import key_provider, new_key
from tenants import encryption
from tenants.encryption import Erased, Owner, Undecryptable
from tenants.models import DataKey
from tests.factories import TenantFactory
from tests.processes import ROOT, child_env


@pytest.fixture
def keys(settings) -> Iterator[Callable[..., None]]:
    """use(*keys): configure MEMORY_ENCRYPTION_KEYS for this process, newest first."""

    def use(*configured: str) -> None:
        settings.MEMORY_ENCRYPTION_KEYS = ",".join(configured)
        key_provider.cache_clear()
        encryption.forget_cached_keys()

    yield use
    key_provider.cache_clear()
    encryption.forget_cached_keys()


def run(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_generated_key_is_a_url_safe_32_byte_key():
    key = run("generate_encryption_key").strip()
    assert len(base64.urlsafe_b64decode(key + "=" * (-len(key) % 4))) == 32
    assert key != run("generate_encryption_key").strip()


def test_a_value_opens_only_where_it_was_sealed(db, keys):
    keys(new_key())
    tenant = TenantFactory()
    alice = Owner.of_user(tenant_id=tenant.pk, role="client", user_id="alice")
    stored = encryption.seal_text(alice, "calzo un 43", "conversations.message.content\x1f7\x1f1\x1fuser")
    assert aead.is_sealed_text(stored)
    assert "calzo" not in stored  # a word, not "43": two characters can turn up in any ciphertext
    assert encryption.open_text(stored, "conversations.message.content\x1f7\x1f1\x1fuser") == "calzo un 43"
    with pytest.raises(Undecryptable):  # the same ciphertext copied into another row
        encryption.open_text(stored, "conversations.message.content\x1f7\x1f2\x1fuser")
    # One data key per user and one for the tenant, stored only wrapped.
    encryption.seal_text(Owner(tenant.pk), "x", "ctx")
    encryption.seal_text(Owner.of_user(tenant_id=tenant.pk, role="client", user_id="bob"), "x", "ctx")
    rows = list(DataKey.objects.filter(tenant=tenant))
    assert len(rows) == 3
    assert all(len(bytes(row.wrapped)) == 12 + 32 + 16 for row in rows)
    assert {row.owner for row in rows} == {
        "",
        alice.ref,
        Owner.of_user(tenant_id=tenant.pk, role="client", user_id="bob").ref,
    }


def test_with_encryption_off_values_are_stored_as_they_are(db, keys):
    keys()
    owner = Owner(TenantFactory().pk)
    assert encryption.seal_text(owner, "hola", "ctx") == "hola"
    assert encryption.seal_json(owner, {"a": 1}, "ctx") == {"a": 1}
    # A text that looks sealed is kept apart from sealed ones, and reads back as written.
    looks_sealed = encryption.seal_text(owner, "$mpe1$AAAA", "ctx")
    assert encryption.open_text(looks_sealed, "ctx") == "$mpe1$AAAA"
    assert not DataKey.objects.exists()


def test_destroying_a_users_key_shreds_what_it_sealed(db, keys, django_capture_on_commit_callbacks):
    keys(new_key())
    tenant = TenantFactory()
    alice = Owner.of_user(tenant_id=tenant.pk, role="client", user_id="alice")
    bob = Owner.of_user(tenant_id=tenant.pk, role="client", user_id="bob")
    hers, his = encryption.seal_text(alice, "vivo en Leeds", "c"), encryption.seal_text(bob, "vivo en York", "c")
    with django_capture_on_commit_callbacks(execute=True):
        assert encryption.destroy_user_keys(tenant_id=tenant.pk, roles=["client", "admin"], user_id="alice") == 1
    with pytest.raises(Erased):
        encryption.open_text(hers, "c")
    encryption.forget_cached_keys()  # another process, reading the database
    with pytest.raises(Erased):
        encryption.open_text(hers, "c")
    assert encryption.open_text(his, "c") == "vivo en York"
    # The user comes back: a new key, and the old one stays destroyed.
    again = encryption.seal_text(alice, "vivo en Bath", "c")
    assert encryption.open_text(again, "c") == "vivo en Bath"
    assert DataKey.objects.filter(owner=alice.ref).count() == 2


def test_rotation_rewraps_every_key_while_the_old_key_still_reads(db, keys):
    old, new = new_key(), new_key()
    keys(old)
    tenant = TenantFactory()
    sealed = [
        encryption.seal_text(Owner.of_user(tenant_id=tenant.pk, role="client", user_id=str(n)), f"talla {n}", "c")
        for n in range(5)
    ]
    keys(new, old)
    assert encryption.open_text(sealed[0], "c") == "talla 0"  # before the rotation, through the old key
    out = run("rotate_encryption_keys", "--batch", "2")
    assert "re-wrapped 2/5" in out
    assert "re-wrapped 5/5" in out
    assert set(DataKey.objects.values_list("kek_id", flat=True)) == {key_provider().current_id}
    keys(new)  # the old key is gone from the configuration
    assert [encryption.open_text(s, "c") for s in sealed] == [f"talla {n}" for n in range(5)]
    assert run("rotate_encryption_keys").strip().startswith("0 data keys re-wrapped")


def test_a_malformed_key_stops_the_service_with_its_reason():
    env = child_env(MEMORY_ENCRYPTION_KEYS="not-a-key")
    done = subprocess.run(
        [sys.executable, "manage.py", "check"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode != 0
    assert "MEMORY_ENCRYPTION_KEYS: key 1 is not a url-safe base64 32-byte key" in done.stderr


@pytest.mark.django_db(transaction=True)
def test_a_wrong_or_missing_key_stops_the_service_at_start(keys):
    right = new_key()
    keys(right)
    tenant = TenantFactory()
    encryption.seal_text(Owner(tenant.pk), "stored", "c")

    def check(**env: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "manage.py", "check"],
            cwd=ROOT,
            env=child_env(**env),
            capture_output=True,
            text=True,
            timeout=120,
        )

    assert check(MEMORY_ENCRYPTION_KEYS=right).returncode == 0
    wrong = check(MEMORY_ENCRYPTION_KEYS=new_key())
    assert wrong.returncode != 0
    assert "which MEMORY_ENCRYPTION_KEYS does not hold" in wrong.stderr
    server = subprocess.run(
        [sys.executable, "-c", "import memory_platform.asgi"],
        cwd=ROOT,
        env=child_env(MEMORY_ENCRYPTION_KEYS=new_key()),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert server.returncode != 0
    assert "ImproperlyConfigured: Encryption at rest: data keys are wrapped by" in server.stderr
    missing = check(MEMORY_ENCRYPTION_KEYS="")
    assert missing.returncode != 0
    assert "the database holds encrypted memory but MEMORY_ENCRYPTION_KEYS is not set" in missing.stderr
    assert connection.vendor == "postgresql"
