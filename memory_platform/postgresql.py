"""Schema that only PostgreSQL has (storage parameters, GIN indexes), as named migration operations.

The embedded default runs on SQLite, which has neither; there these operations do nothing, so one
migration serves both databases without a vendor check hidden in a RunPython.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.db import migrations
from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.backends.base.schema import BaseDatabaseSchemaEditor
from django.db.migrations.state import ProjectState


class PostgreSQLOnly(migrations.RunSQL):
    """Raw SQL with its reverse, run on PostgreSQL and skipped elsewhere; `name` says what it is for."""

    def __init__(
        self, *, name: str, sql: str | tuple[str, ...], reverse_sql: str | tuple[str, ...], **kwargs: Any
    ) -> None:
        super().__init__(sql=sql, reverse_sql=reverse_sql, **kwargs)
        self.name = name

    def applies_to(self, connection: BaseDatabaseWrapper) -> bool:
        return connection.vendor == "postgresql"

    def deconstruct(self) -> tuple[str, Sequence[Any], dict[str, Any]]:
        name, args, kwargs = super().deconstruct()
        return name, args, {"name": self.name, **kwargs}

    def database_forwards(
        self, app_label: str, schema_editor: BaseDatabaseSchemaEditor, from_state: ProjectState, to_state: ProjectState
    ) -> None:
        if self.applies_to(schema_editor.connection):
            super().database_forwards(app_label, schema_editor, from_state, to_state)

    def database_backwards(
        self, app_label: str, schema_editor: BaseDatabaseSchemaEditor, from_state: ProjectState, to_state: ProjectState
    ) -> None:
        if self.applies_to(schema_editor.connection):
            super().database_backwards(app_label, schema_editor, from_state, to_state)

    def describe(self) -> str:
        return f"PostgreSQL only: {self.name}"

    @property
    def migration_name_fragment(self) -> str:
        return self.name
