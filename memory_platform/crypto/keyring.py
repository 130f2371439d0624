"""Key-encryption keys: they wrap and unwrap the data keys stored in the database.

The default provider reads MEMORY_ENCRYPTION_KEYS (url-safe base64 32-byte keys, newest first): new
data keys are wrapped with the first, every listed key still unwraps, so keys rotate without
downtime. A KMS plugs in as another `KeyProvider` (ENCRYPTION_KEY_PROVIDER, a dotted path)."""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
from functools import cache
from typing import Protocol

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.utils.module_loading import import_string

KEY_BYTES = 32
NONCE_BYTES = 12


class KeyUnavailable(Exception):
    """A wrapped data key that no configured key-encryption key can unwrap."""


class KeyProvider(Protocol):
    """What a key-encryption key service offers: wrap with the current key, unwrap with any known one."""

    @property
    def enabled(self) -> bool: ...

    @property
    def current_id(self) -> str: ...

    def knows(self, kek_id: str) -> bool: ...

    def wrap(self, data_key: bytes, *, context: bytes) -> tuple[str, bytes]: ...

    def unwrap(self, kek_id: str, wrapped: bytes, *, context: bytes) -> bytes: ...


def kek_id(key: bytes) -> str:
    """A short public name of a key-encryption key (a hash prefix: it reveals nothing of the key)."""
    return hashlib.sha256(b"memory-platform-kek\x00" + key).hexdigest()[:16]


def parse_keys(value: str) -> list[bytes]:
    """MEMORY_ENCRYPTION_KEYS as keys, newest first; a malformed entry is a configuration error."""
    keys = []
    for position, entry in enumerate((e.strip() for e in value.split(",")), start=1):
        if not entry:
            continue
        try:
            key = base64.urlsafe_b64decode(entry + "=" * (-len(entry) % 4))
        except (binascii.Error, ValueError):
            key = b""
        if len(key) != KEY_BYTES:
            raise ImproperlyConfigured(
                f"MEMORY_ENCRYPTION_KEYS: key {position} is not a url-safe base64 {KEY_BYTES}-byte key; "
                "make one with `python manage.py generate_encryption_key`."
            )
        keys.append(key)
    return keys


def new_key() -> str:
    """A fresh key-encryption key in the form MEMORY_ENCRYPTION_KEYS takes."""
    return base64.urlsafe_b64encode(os.urandom(KEY_BYTES)).decode().rstrip("=")


class LocalKeyRing:
    """Key-encryption keys from the configuration (MEMORY_ENCRYPTION_KEYS), newest first."""

    def __init__(self, keys: list[bytes]) -> None:
        self._keys = {kek_id(key): AESGCM(key) for key in keys}
        self._current = kek_id(keys[0]) if keys else ""

    @property
    def enabled(self) -> bool:
        return bool(self._keys)

    @property
    def current_id(self) -> str:
        return self._current

    def knows(self, kek_id: str) -> bool:
        return kek_id in self._keys

    def wrap(self, data_key: bytes, *, context: bytes) -> tuple[str, bytes]:
        nonce = os.urandom(NONCE_BYTES)
        return self._current, nonce + self._keys[self._current].encrypt(nonce, data_key, context)

    def unwrap(self, kek_id: str, wrapped: bytes, *, context: bytes) -> bytes:
        cipher = self._keys.get(kek_id)
        if cipher is None:
            raise KeyUnavailable(f"key-encryption key {kek_id} is not in MEMORY_ENCRYPTION_KEYS")
        try:
            return cipher.decrypt(wrapped[:NONCE_BYTES], wrapped[NONCE_BYTES:], context)
        except InvalidTag:
            raise KeyUnavailable(f"key-encryption key {kek_id} does not unwrap this data key") from None


def configured_ring() -> LocalKeyRing:
    return LocalKeyRing(parse_keys(getattr(settings, "MEMORY_ENCRYPTION_KEYS", "")))


@cache
def key_provider() -> KeyProvider:
    """The process's key provider (ENCRYPTION_KEY_PROVIDER: a dotted path to a zero-argument factory)."""
    factory = getattr(settings, "ENCRYPTION_KEY_PROVIDER", "memory_platform.crypto.keyring.configured_ring")
    provider: KeyProvider = import_string(factory)()
    return provider
