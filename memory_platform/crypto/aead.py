"""The sealed-value format: AES-256-GCM under a data key, bound to where the value is stored.

A sealed value names its data key (by id) and carries a random nonce; the associated data is the
identity of the row and field it was written to, so a ciphertext copied elsewhere does not open. The
format is self-describing (a fixed marker and a version), so sealed and plain values coexist while an
existing database is being encrypted. Text columns hold `$mpe1$` + url-safe base64; binary columns
the raw bytes after a `\\x00mpe1` marker (a third smaller). A plain value that happens to start with a
marker is stored behind `$mpe0$` (`\\x00mpe0` in a binary column), so it is never mistaken for a sealed one."""

from __future__ import annotations

import base64
import os
import struct

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

TEXT_MARK = "$mpe1$"
PLAIN_MARK = "$mpe0$"
BYTES_MARK = b"\x00mpe1"
PLAIN_BYTES_MARK = b"\x00mpe0"
NONCE_BYTES = 12
_HEADER = struct.Struct(">Q")  # the data key's id


def is_sealed_text(value: object) -> bool:
    return isinstance(value, str) and value.startswith(TEXT_MARK)


def is_sealed_bytes(value: object) -> bool:
    return isinstance(value, bytes | memoryview) and bytes(value[: len(BYTES_MARK)]) == BYTES_MARK


def seal_bytes(cipher: AESGCM, key_id: int, plaintext: bytes, context: bytes) -> bytes:
    nonce = os.urandom(NONCE_BYTES)
    return BYTES_MARK + _HEADER.pack(key_id) + nonce + cipher.encrypt(nonce, plaintext, context)


def key_id_of(sealed: bytes) -> int:
    return int(_HEADER.unpack_from(sealed, len(BYTES_MARK))[0])


def open_bytes(cipher: AESGCM, sealed: bytes, context: bytes) -> bytes:
    """The plaintext; cryptography's InvalidTag if the value was not sealed for `context` with this key."""
    start = len(BYTES_MARK) + _HEADER.size
    return cipher.decrypt(sealed[start : start + NONCE_BYTES], sealed[start + NONCE_BYTES :], context)


def as_text(sealed: bytes) -> str:
    return TEXT_MARK + base64.urlsafe_b64encode(sealed[len(BYTES_MARK) :]).decode("ascii")


def from_text(value: str) -> bytes:
    return BYTES_MARK + base64.urlsafe_b64decode(value[len(TEXT_MARK) :])


def plain_text(value: str) -> str:
    """A plain text as stored when encryption is off: unchanged, unless it could pass for a sealed one."""
    return PLAIN_MARK + value if value.startswith((TEXT_MARK, PLAIN_MARK)) else value


def unmark_plain(value: str) -> str:
    return value[len(PLAIN_MARK) :] if value.startswith(PLAIN_MARK) else value


def plain_bytes(value: bytes) -> bytes:
    """Plain bytes as stored in a binary column that may also hold sealed ones: unchanged, unless they
    could pass for a sealed value."""
    return PLAIN_BYTES_MARK + value if value.startswith((BYTES_MARK, PLAIN_BYTES_MARK)) else value


def unmark_plain_bytes(value: bytes) -> bytes:
    return value[len(PLAIN_BYTES_MARK) :] if value.startswith(PLAIN_BYTES_MARK) else value
