"""Data keys and the one place memory is sealed and opened.

Each tenant has a data key, and so has each user of each role (owner: the user's keyed hash); they
are stored wrapped by the key-encryption key (memory_platform.crypto.keyring) and unwrapped once per
process, kept for KEY_CACHE_SECONDS. A sealed value names its data key, so opening it needs no owner;
its associated data is the identity of the row and field it lives in (tenants.sealed builds it).
Forgetting a user destroys the user's data keys: whatever they sealed, wherever a copy survives,
opens to `Erased` (a 410 at the API), never to garbage."""

from __future__ import annotations

import json
import logging
import pickle
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from django.core.exceptions import ImproperlyConfigured
from django.db import IntegrityError, connection, transaction
from django.db.utils import DatabaseError
from django.utils import timezone

from memory_platform.api.errors import Gone
from memory_platform.crypto import aead
from memory_platform.crypto.keyring import KeyUnavailable, key_provider
from memory_platform.users import user_ref
from tenants import models as tenant_models  # the module: tenants.models itself uses the sealed fields

logger = logging.getLogger(__name__)

# How long a process trusts an unwrapped data key before it checks the key was not destroyed.
KEY_CACHE_SECONDS = 30.0
KEY_CACHE_SIZE = 20_000


class Erased(Gone):
    """The value was sealed with a data key that was destroyed: its user was forgotten."""

    code = "erased"


class Undecryptable(Exception):
    """A sealed value that does not open here: copied from another row, or altered. Never shown."""


@dataclass(frozen=True)
class Owner:
    """Whose data key seals a value: a user of one role in one tenant (`ref`, the user's keyed hash),
    or the tenant itself (`ref` blank)."""

    tenant_id: int
    ref: str = ""

    @classmethod
    def of_user(cls, *, tenant_id: int, role: str, user_id: str) -> Owner:
        return cls(tenant_id, user_ref(tenant_id=tenant_id, role=role, user_id=user_id))


def encryption_enabled() -> bool:
    return key_provider().enabled


def _wrap_context(tenant_id: int, owner_ref: str) -> bytes:
    return f"memory-platform data key\x1f{tenant_id}\x1f{owner_ref}".encode()


class _KeyCache:
    """Unwrapped data keys of this process, by id and by owner, each trusted for KEY_CACHE_SECONDS."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.by_id: OrderedDict[int, tuple[AESGCM | None, float]] = OrderedDict()
        self.live: dict[tuple[int, str], tuple[int, AESGCM, float]] = {}

    def get(self, key_id: int) -> tuple[AESGCM | None, bool]:
        """(cipher or None when destroyed, found)."""
        entry = self.by_id.get(key_id)
        if entry is None or time.monotonic() - entry[1] > KEY_CACHE_SECONDS:
            return None, False
        return entry[0], True

    def put(self, key_id: int, cipher: AESGCM | None) -> None:
        with self._lock:
            self.by_id[key_id] = (cipher, time.monotonic())
            self.by_id.move_to_end(key_id)
            while len(self.by_id) > KEY_CACHE_SIZE:
                self.by_id.popitem(last=False)

    def live_key(self, tenant_id: int, owner_ref: str) -> tuple[int, AESGCM] | None:
        entry = self.live.get((tenant_id, owner_ref))
        if entry is None or time.monotonic() - entry[2] > KEY_CACHE_SECONDS:
            return None
        return entry[0], entry[1]

    def put_live(self, tenant_id: int, owner_ref: str, key_id: int, cipher: AESGCM) -> None:
        with self._lock:
            if len(self.live) >= KEY_CACHE_SIZE:
                self.live.clear()
            self.live[(tenant_id, owner_ref)] = (key_id, cipher, time.monotonic())
        self.put(key_id, cipher)

    def drop(self, key_ids: Iterable[int]) -> None:
        with self._lock:
            for key_id in key_ids:
                self.by_id[key_id] = (None, time.monotonic())
            self.live = {k: v for k, v in self.live.items() if v[0] not in self.by_id or self.by_id[v[0]][0]}

    def clear(self) -> None:
        with self._lock:
            self.by_id.clear()
            self.live.clear()


_keys = _KeyCache()


def forget_cached_keys() -> None:
    """Drop every unwrapped key this process holds (tests; after a rotation nothing needs it)."""
    _keys.clear()


def _unwrap(row: tenant_models.DataKey) -> AESGCM:
    try:
        return AESGCM(
            key_provider().unwrap(
                row.kek_id, bytes(row.wrapped or b""), context=_wrap_context(row.tenant_id, row.owner)
            )
        )
    except KeyUnavailable as error:
        raise KeyUnavailable(f"data key {row.pk}: {error}") from None


def _cipher_for_write(owner: Owner) -> tuple[int, AESGCM]:
    """The owner's live data key, made on first use. A key made inside a transaction is cached only
    once it commits: a rolled-back key must never seal anything."""
    owner_ref = owner.ref
    cached = _keys.live_key(owner.tenant_id, owner_ref)
    if cached is not None:
        return cached
    row = tenant_models.DataKey.objects.filter(
        tenant_id=owner.tenant_id, owner=owner_ref, destroyed_at__isnull=True
    ).first()
    if row is not None:
        cipher = _unwrap(row)
        _keys.put(row.pk, cipher)
        if not transaction.get_connection().in_atomic_block:
            _keys.put_live(owner.tenant_id, owner_ref, row.pk, cipher)
        else:
            transaction.on_commit(lambda: _keys.put_live(owner.tenant_id, owner_ref, row.pk, cipher))
        return row.pk, cipher
    return _create_key(owner.tenant_id, owner_ref)


def _create_key(tenant_id: int, owner_ref: str) -> tuple[int, AESGCM]:
    data_key = AESGCM.generate_key(bit_length=256)
    kek_id, wrapped = key_provider().wrap(data_key, context=_wrap_context(tenant_id, owner_ref))
    try:
        with transaction.atomic():
            row = tenant_models.DataKey.objects.create(
                tenant_id=tenant_id, owner=owner_ref, kek_id=kek_id, wrapped=wrapped
            )
    except IntegrityError:  # made meanwhile by a concurrent writer: use theirs
        row = tenant_models.DataKey.objects.get(tenant_id=tenant_id, owner=owner_ref, destroyed_at__isnull=True)
        return row.pk, _unwrap(row)
    cipher = AESGCM(data_key)
    # Reading with it is safe at once (what it seals rolls back with it); sealing more only once it commits.
    _keys.put(row.pk, cipher)
    transaction.on_commit(lambda: _keys.put_live(tenant_id, owner_ref, row.pk, cipher))
    return row.pk, cipher


def _cipher_by_id(key_id: int) -> AESGCM:
    cipher, found = _keys.get(key_id)
    if not found:
        row = tenant_models.DataKey.objects.filter(pk=key_id).first()
        cipher = None if row is None or row.destroyed_at is not None else _unwrap(row)
        if row is not None:
            _keys.put(key_id, cipher)
    if cipher is None:
        raise Erased("This memory was erased: its user was forgotten.")
    return cipher


# --- sealing and opening values ------------------------------------------------------------------------


def seal_bytes(owner: Owner, plaintext: bytes, context: str) -> bytes:
    key_id, cipher = _cipher_for_write(owner)
    return aead.seal_bytes(cipher, key_id, plaintext, context.encode("utf-8", "surrogatepass"))


def open_bytes(sealed: bytes | memoryview, context: str) -> bytes:
    """A sealed value's plaintext (raises Erased, or Undecryptable when it was not sealed for `context`)."""
    sealed = bytes(sealed)
    cipher = _cipher_by_id(aead.key_id_of(sealed))
    try:
        return aead.open_bytes(cipher, sealed, context.encode("utf-8", "surrogatepass"))
    except InvalidTag:
        raise Undecryptable(f"a sealed value does not open as {context.split(chr(31))[0]}") from None


def seal_text(owner: Owner, value: str, context: str) -> str:
    """`value` as stored: sealed when encryption is on (an empty text stays empty), else as is."""
    if not value or not encryption_enabled():
        return aead.plain_text(value)
    return aead.as_text(seal_bytes(owner, value.encode("utf-8", "surrogatepass"), context))


def open_text(stored: str, context: str) -> str:
    if not aead.is_sealed_text(stored):
        return aead.unmark_plain(stored)
    return open_bytes(aead.from_text(stored), context).decode("utf-8", "surrogatepass")


def seal_text_as_bytes(owner: Owner, value: str, context: str) -> bytes:
    """`value` as stored in a binary column: sealed when encryption is on (an empty text stays empty),
    else its UTF-8 bytes."""
    plain = value.encode("utf-8", "surrogatepass")
    if not value or not encryption_enabled():
        return aead.plain_bytes(plain)
    return seal_bytes(owner, plain, context)


def open_text_from_bytes(stored: bytes | memoryview, context: str) -> str:
    if not aead.is_sealed_bytes(stored):
        return aead.unmark_plain_bytes(bytes(stored)).decode("utf-8", "surrogatepass")
    return open_bytes(stored, context).decode("utf-8", "surrogatepass")


def seal_json(owner: Owner, value: Any, context: str) -> Any:
    """A JSON value as stored: a sealed text when encryption is on (null stays null), else as is."""
    if value is None or value == {} or value == [] or not encryption_enabled():
        return value  # nothing to hide in an empty object or list
    return seal_text(owner, json.dumps(value, ensure_ascii=False, separators=(",", ":")), context)


def open_json(stored: Any, context: str) -> Any:
    if not aead.is_sealed_text(stored):
        return stored
    return json.loads(open_text(stored, context))


def seal_blob(owner: Owner, value: bytes, context: str) -> bytes:
    return seal_bytes(owner, value, context) if encryption_enabled() else value


def open_blob(stored: bytes | memoryview, context: str) -> bytes:
    return open_bytes(stored, context) if aead.is_sealed_bytes(stored) else bytes(stored)


def seal_cached(owner: Owner, key: str, value: Any) -> Any:
    """A cache value that holds memory, as it goes to Redis: pickled and sealed, bound to its key.
    With encryption off, the value itself."""
    if not encryption_enabled():
        return value
    return seal_bytes(owner, pickle.dumps(value, pickle.HIGHEST_PROTOCOL), f"cache\x1f{key}")


def open_cached(key: str, stored: Any) -> Any:
    """A cache value as written by seal_cached (None, a miss, when its key was destroyed or it does not
    open under `key`); a plain one as it is."""
    if not aead.is_sealed_bytes(stored):
        return stored
    try:
        return pickle.loads(open_bytes(stored, f"cache\x1f{key}"))  # noqa: S301 - authenticated: we sealed it
    except (Erased, Undecryptable):
        return None


# --- forgetting, rotation, the start check -------------------------------------------------------------


def destroy_user_keys(*, tenant_id: int, roles: Sequence[str], user_id: str) -> int:
    """Crypto-shredding: the user's data keys go (inside the caller's transaction); returns how many."""
    refs = [user_ref(tenant_id=tenant_id, role=role, user_id=user_id) for role in roles]
    doomed = list(
        tenant_models.DataKey.objects.filter(
            tenant_id=tenant_id, owner__in=refs, destroyed_at__isnull=True
        ).values_list("pk", flat=True)
    )
    if not doomed:
        return 0
    tenant_models.DataKey.objects.filter(pk__in=doomed).update(wrapped=None, destroyed_at=timezone.now())
    transaction.on_commit(lambda: _keys.drop(doomed))
    return len(doomed)


def rewrap_keys(*, batch: int = 500, progress: Callable[[int, int], None] | None = None) -> int:
    """Re-wrap every live data key not wrapped by the current key-encryption key, in batches; each batch
    commits, and the old key keeps unwrapping whatever is not done yet. Returns how many were re-wrapped."""
    provider = key_provider()
    stale = tenant_models.DataKey.objects.filter(destroyed_at__isnull=True).exclude(kek_id=provider.current_id)
    total, done = stale.count(), 0
    while True:
        with transaction.atomic():
            rows = list(stale.order_by("pk").select_for_update(skip_locked=True)[:batch])
            for row in rows:
                context = _wrap_context(row.tenant_id, row.owner)
                data_key = provider.unwrap(row.kek_id, bytes(row.wrapped or b""), context=context)
                row.kek_id, row.wrapped = provider.wrap(data_key, context=context)
                row.save(update_fields=["kek_id", "wrapped"])
        if not rows:
            return done
        done += len(rows)
        if progress is not None:
            progress(done, total)


def _key_problems_at_start() -> list[str]:
    try:
        return key_problems()
    finally:
        # The check opened the connection pool with the settings of this moment; a test run imports the
        # application and then renames its database, and must not go on with a pool of the other one.
        connection.close()
        close_pool = getattr(connection, "close_pool", None)
        if close_pool is not None:
            close_pool()


def key_problems() -> list[str]:
    """Why this process cannot read the memory it stores (empty when it can): the data keys need a
    key-encryption key that is configured and that unwraps them. Checked at start."""
    provider = key_provider()
    try:
        wrapped_by = set(
            tenant_models.DataKey.objects.filter(destroyed_at__isnull=True).values_list("kek_id", flat=True).distinct()
        )
    except (DatabaseError, RuntimeError):  # no table yet (before migrate), no database (or none allowed here)
        return []
    if wrapped_by and not provider.enabled:
        return ["the database holds encrypted memory but MEMORY_ENCRYPTION_KEYS is not set"]
    problems = []
    for kek_id in sorted(wrapped_by):
        if not provider.knows(kek_id):
            problems.append(
                f"data keys are wrapped by key-encryption key {kek_id}, which MEMORY_ENCRYPTION_KEYS does not hold"
            )
            continue
        sample = tenant_models.DataKey.objects.filter(destroyed_at__isnull=True, kek_id=kek_id).first()
        try:
            if sample is not None:
                _unwrap(sample)
        except KeyUnavailable:
            problems.append(f"MEMORY_ENCRYPTION_KEYS: key {kek_id} does not unwrap the stored data keys (wrong key)")
    return problems


def refuse_to_start_without_keys() -> None:
    """Stop the process, with one line saying why, when it could not read the memory it stores."""
    # An ASGI server imports the application inside its event loop, where the ORM may not run: the
    # check runs in a thread of its own.
    with ThreadPoolExecutor(max_workers=1) as pool:
        problems = pool.submit(_key_problems_at_start).result()
    if problems:
        raise ImproperlyConfigured("Encryption at rest: " + "; ".join(problems) + ".")


# --- encrypting a database that was written before encryption was on -------------------------------------


def _plain_rows(model: Any, fields: Sequence[Any], after: int, batch: int) -> list[int]:
    """Ids of the next `batch` rows after `after` holding some value not sealed yet."""
    rows = model._base_manager.filter(pk__gt=after).order_by("pk").values_list("pk", *(f.attname for f in fields))
    found: list[int] = []
    last = after
    while len(found) < batch:
        chunk = list(rows.filter(pk__gt=last)[: batch * 4])
        if not chunk:
            break
        last = chunk[-1][0]
        found += [row[0] for row in chunk if any(_needs_sealing(value) for value in row[1:])]
    return found[:batch]


def _needs_sealing(value: Any) -> bool:
    if value is None or value in ("", b"") or (isinstance(value, (dict, list)) and not value):
        return False
    if isinstance(value, bytes | memoryview):
        return not aead.is_sealed_bytes(value)
    return not aead.is_sealed_text(value)


def seal_existing_rows(model: Any, fields: Sequence[Any], *, batch: int, progress: Callable[[int], None]) -> int:
    """Seal the plain values of one model's sealed fields, `batch` rows per transaction (each row locked
    while it is rewritten, so a concurrent write is not lost); returns how many rows were sealed."""
    done, after = 0, 0
    while True:
        ids = _plain_rows(model, fields, after, batch)
        if not ids:
            return done
        with transaction.atomic():
            for row in model._base_manager.filter(pk__in=ids).select_for_update().order_by("pk"):
                values = {f.attname: f.pre_save(row, False) for f in fields}
                model._base_manager.filter(pk=row.pk).update(**values)
        done += len(ids)
        after = ids[-1]
        progress(done)


def seal_existing_answers(*, batch: int, progress: Callable[[int], None]) -> int:
    """Seal the stored idempotent answers written in plain (each with its owner's data key)."""
    records = tenant_models.IdempotencyRecord.objects.filter(body__isnull=False).select_related("api_key")
    done, after = 0, 0
    while True:
        with transaction.atomic():
            rows = list(records.filter(pk__gt=after).order_by("pk").select_for_update(of=("self",))[:batch])
            for record in rows:
                if aead.is_sealed_bytes(record.body):
                    continue
                context = f"tenants.idempotencyrecord.body\x1f{record.api_key_id}\x1f{record.key}"
                sealed = seal_blob(Owner(record.api_key.tenant_id, record.owner), bytes(record.body or b""), context)
                tenant_models.IdempotencyRecord.objects.filter(pk=record.pk).update(body=sealed)
                done += 1
        if not rows:
            return done
        after = rows[-1].pk
        progress(done)
