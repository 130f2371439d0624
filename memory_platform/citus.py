"""Schema that only a Citus cluster (PostgreSQL sharded by tenant) has, as named migration operations.

Citus is detected by its extension in the database: on plain PostgreSQL and on SQLite these
operations do nothing, so one migration serves all three. The helpers below write the SQL of the
usual steps: primary keys that lead with `tenant_id`, tables distributed by it (colocated, so one
tenant's rows of every table sit on one shard group), tables copied to every node (reference tables),
and foreign keys that carry the tenant. Django keeps its own `id` and its single-column view of each
foreign key; the database holds the composite keys.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.db.backends.base.base import BaseDatabaseWrapper

from memory_platform.postgresql import PostgreSQLOnly

DISTRIBUTION_COLUMN = "tenant_id"


def has_citus(connection: BaseDatabaseWrapper) -> bool:
    if connection.vendor != "postgresql":
        return False
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_extension WHERE extname = 'citus'")
        return cursor.fetchone() is not None


class CitusOnly(PostgreSQLOnly):
    """Raw SQL statements with their reverse, run where the citus extension is installed and skipped
    elsewhere. One statement per item: Citus sends each DDL statement on to the workers as it is, and
    they refuse several commands in one."""

    def __init__(self, *, name: str, sql: Sequence[str], reverse_sql: Sequence[str], **kwargs: Any) -> None:
        super().__init__(name=name, sql=tuple(sql), reverse_sql=tuple(reverse_sql), **kwargs)

    def applies_to(self, connection: BaseDatabaseWrapper) -> bool:
        return has_citus(connection)

    def describe(self) -> str:
        return f"Citus only: {self.name}"


def drop_foreign_keys_sql(tables: Sequence[str]) -> str:
    """Drop every foreign key from or to `tables` (a table is distributed without any; they come back
    afterwards in the shape Citus accepts)."""
    listed = ", ".join(f"'{table}'::regclass" for table in tables)
    return f"""DO $$
DECLARE fk record;
BEGIN
  FOR fk IN SELECT conrelid::regclass AS tab, conname FROM pg_constraint
            WHERE contype = 'f' AND (conrelid IN ({listed}) OR confrelid IN ({listed}))
  LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', fk.tab, fk.conname);
  END LOOP;
END $$"""  # noqa: S608 - the project's own table names


def primary_key_sql(table: str, key: str, *, with_tenant: bool) -> str:
    columns = f"{DISTRIBUTION_COLUMN}, {key}" if with_tenant else key
    return f"ALTER TABLE {table} DROP CONSTRAINT {table}_pkey, ADD CONSTRAINT {table}_pkey PRIMARY KEY ({columns})"


def distribute_sql(tables: Sequence[str]) -> list[str]:
    """Distribute `tables` by tenant, the first one leading the colocation group of the others."""
    first, *others = tables
    return [
        # One connection per node for the rest of the migration's transaction: the reference tables
        # made next cannot follow a parallel operation on a distributed table.
        "SET LOCAL citus.multi_shard_modify_mode TO 'sequential'",
        f"SELECT create_distributed_table('{first}', '{DISTRIBUTION_COLUMN}')",
        *(
            f"SELECT create_distributed_table('{table}', '{DISTRIBUTION_COLUMN}', colocate_with => '{first}')"
            for table in others
        ),
    ]


def reference_sql(tables: Sequence[str]) -> list[str]:
    return [f"SELECT create_reference_table('{table}')" for table in tables]


def undistribute_sql(tables: Sequence[str]) -> list[str]:
    return [f"SELECT undistribute_table('{table}')" for table in reversed(tables)]


def foreign_key_sql(table: str, column: str, target: str, *, with_tenant: bool) -> str:
    """A foreign key Django declared on `column`; to a distributed table it carries the tenant too."""
    name = f"{table}_{column}_fk"
    columns, keys = (
        (f"{DISTRIBUTION_COLUMN}, {column}", f"{DISTRIBUTION_COLUMN}, id") if with_tenant else (column, "id")
    )
    return (
        f"ALTER TABLE {table} ADD CONSTRAINT {name} FOREIGN KEY ({columns}) REFERENCES {target} ({keys}) "
        "DEFERRABLE INITIALLY DEFERRED"
    )


def drop_constraint_sql(table: str, name: str) -> str:
    return f"ALTER TABLE {table} DROP CONSTRAINT {name}"
