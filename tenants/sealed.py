"""Model fields that hold memory sealed at rest (tenants.encryption), and open it when read.

A sealed field seals its value as the row is written (`pre_save`, so `save` and `bulk_create` both
do), with its model's `sealing_owner()` data key and, as associated data, the field's name and the
row's identity (`bound_to`, known before the INSERT): a value copied into another row does not open.
Reading the attribute opens it, once, lazily. Queries that bypass model instances (`values_list`,
raw SQL) open what they read with `open_column`. Plain values (written before encryption was on, or
while it is off) read as they are."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from typing import Any, Protocol, TypeVar

from django.db import models
from django.db.models.query_utils import DeferredAttribute

from memory_platform.crypto import aead
from tenants.encryption import (
    Erased,
    Owner,
    open_json,
    open_text,
    open_text_from_bytes,
    seal_json,
    seal_text,
    seal_text_as_bytes,
)

M = TypeVar("M", bound=models.Model)


class SealingOwner(Protocol):
    def sealing_owner(self) -> Owner: ...


def _part(value: object) -> str:
    if isinstance(value, datetime):
        return value.astimezone(UTC).isoformat()
    return "" if value is None else str(value)


class Stored(str):
    """A sealed value as read from the database, not yet opened (a plain `str` is never opened: a user
    may well write something that looks sealed)."""

    __slots__ = ()


class StoredBytes(bytes):
    """The same, read from a binary column."""

    __slots__ = ()


class _Sealed(DeferredAttribute):
    """Opens the stored value on first read and keeps the plaintext on the instance. A data descriptor
    (it has __set__), so reads pass through it even once the value sits in the instance's __dict__."""

    field: Any

    def __set__(self, instance: Any, value: Any) -> None:
        instance.__dict__[self.field.attname] = value

    def __get__(self, instance: Any, cls: Any = None) -> Any:
        if instance is None:
            return self
        value = super().__get__(instance, cls)
        if isinstance(value, Stored | StoredBytes):
            value = self.field.open_stored(value, instance)
            instance.__dict__[self.field.attname] = value
        return value


class SealedMixin:
    """Shared by the sealed text and JSON fields. `bound_to`: the attributes that identify the row."""

    descriptor_class = _Sealed
    attname: str
    name: str

    def __init__(self, *args: Any, bound_to: tuple[str, ...] = (), **kwargs: Any) -> None:
        self.bound_to = tuple(bound_to)
        super().__init__(*args, **kwargs)

    def contribute_to_class(self, cls: Any, name: str, *args: Any, **kwargs: Any) -> None:
        super().contribute_to_class(cls, name, *args, **kwargs)  # type: ignore[misc]
        self.purpose = f"{cls._meta.label_lower}.{name}"

    def deconstruct(self) -> Any:
        name, path, args, kwargs = super().deconstruct()  # type: ignore[misc]
        kwargs["bound_to"] = self.bound_to
        return name, path, args, kwargs

    def context(self, identity: Mapping[str, Any] | Any) -> str:
        get = identity.get if isinstance(identity, Mapping) else lambda name: getattr(identity, name)
        return "\x1f".join([self.purpose, *(_part(get(name)) for name in self.bound_to)])

    def loaded(self, value: Any) -> Any:
        """A value as read: sealed ones marked to be opened on first use, plain ones as written."""
        if aead.is_sealed_text(value):
            return Stored(value)
        return aead.unmark_plain(value) if isinstance(value, str) else value

    def pre_save(self, model_instance: Any, add: bool) -> Any:
        value = super().pre_save(model_instance, add)  # type: ignore[misc]
        return self.seal(model_instance.sealing_owner(), value, self.context(model_instance))

    def open_stored(self, stored: Any, identity: Mapping[str, Any] | Any) -> Any:
        raise NotImplementedError

    def seal(self, owner: Owner, value: Any, context: str) -> Any:
        raise NotImplementedError


class SealedTextField(SealedMixin, models.TextField):
    def from_db_value(self, value: Any, expression: Any, connection: Any) -> Any:
        return self.loaded(value)

    def seal(self, owner: Owner, value: Any, context: str) -> Any:
        return seal_text(owner, value, context) if isinstance(value, str) else value

    def open_stored(self, stored: Any, identity: Mapping[str, Any] | Any) -> Any:
        return open_text(stored, self.context(identity))


class SealedBinaryTextField(SealedTextField):
    """A text sealed at rest in a binary column: the sealed bytes as they are, a third smaller than the
    url-safe base64 a text column needs (and the text's UTF-8 bytes while encryption is off). A text to
    Python, forms and serializers; only the column is binary. Text values written before the column
    became binary (SQLite keeps them as they were) read as a text column's."""

    def db_type(self, connection: Any) -> str | None:
        return models.BinaryField().db_type(connection)

    def get_db_prep_value(self, value: Any, connection: Any, prepared: bool = False) -> Any:
        if isinstance(value, str):
            value = aead.plain_bytes(value.encode("utf-8", "surrogatepass"))
        return connection.Database.Binary(bytes(value)) if value is not None else None

    def from_db_value(self, value: Any, expression: Any, connection: Any) -> Any:
        if isinstance(value, StoredBytes):
            return value
        if isinstance(value, bytes | memoryview):
            value = bytes(value)
            if aead.is_sealed_bytes(value):
                return StoredBytes(value)
            return aead.unmark_plain_bytes(value).decode("utf-8", "surrogatepass")
        return self.loaded(value)

    def seal(self, owner: Owner, value: Any, context: str) -> Any:
        return seal_text_as_bytes(owner, value, context) if isinstance(value, str) else value

    def open_stored(self, stored: Any, identity: Mapping[str, Any] | Any) -> Any:
        if isinstance(stored, bytes | memoryview):
            return open_text_from_bytes(stored, self.context(identity))
        return super().open_stored(stored, identity)


class SealedJSONField(SealedMixin, models.JSONField):
    def from_db_value(self, value: Any, expression: Any, connection: Any) -> Any:
        value = super().from_db_value(value, expression, connection)
        return Stored(value) if aead.is_sealed_text(value) else value

    def seal(self, owner: Owner, value: Any, context: str) -> Any:
        return seal_json(owner, value, context)

    def open_stored(self, stored: Any, identity: Mapping[str, Any] | Any) -> Any:
        return open_json(stored, self.context(identity))


def open_column(model: type[models.Model], field_name: str, stored: Any, **identity: Any) -> Any:
    """A sealed column's value read without a model instance (values_list, raw SQL), given the row's
    identity (the field's `bound_to` attributes)."""
    field = model._meta.get_field(field_name)
    assert isinstance(field, SealedMixin), field_name
    if isinstance(field, SealedBinaryTextField):
        # Raw SQL reads its bytes as stored; values_list has already converted them (a plain text is then
        # a str as written, even one that looks sealed).
        value = field.from_db_value(stored, None, None) if isinstance(stored, bytes | memoryview) else stored
        if isinstance(value, StoredBytes | Stored):
            return field.open_stored(value, identity)
        return value
    if not aead.is_sealed_text(stored):
        return (
            aead.unmark_plain(stored) if isinstance(stored, str) and not isinstance(field, models.JSONField) else stored
        )
    return field.open_stored(str(stored), identity)


def readable(rows: Iterable[M]) -> list[M]:
    """The rows whose sealed fields open. A row whose user was forgotten (restored from a backup taken
    before) is left out: it is gone, as the forget said."""
    kept = []
    for row in rows:
        try:
            for field in sealed_fields(type(row)):
                getattr(row, field.attname)
        except Erased:
            continue
        kept.append(row)
    return kept


def sealed_fields(model: type[models.Model]) -> list[SealedMixin]:
    return [f for f in model._meta.concrete_fields if isinstance(f, SealedMixin)]
