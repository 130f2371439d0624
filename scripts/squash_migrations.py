"""Regenerate one 0001_initial per app from the models, then append the PostgreSQL-only operations
that each app lists in `<app>/postgresql.py` (OPERATIONS). An app with a `<app>/citus.py` gets a second
migration holding its Citus-only operations, after the apps it names (DEPENDENCIES): they reshape
tables of several apps at once. Run through scripts/squash_migrations.sh.

Until the first release the schema's history is the models themselves: squashing again after a
model change keeps one readable initial migration per app instead of a chain of small ones.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APPS = ["tenants", "conversations", "facts", "memory"]


def main() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_platform.settings")
    import django

    django.setup()
    from django.apps import apps
    from django.db.migrations import Migration
    from django.db.migrations.autodetector import MigrationAutodetector
    from django.db.migrations.loader import MigrationLoader
    from django.db.migrations.questioner import NonInteractiveMigrationQuestioner
    from django.db.migrations.state import ProjectState
    from django.db.migrations.writer import MigrationWriter

    for app in APPS:
        for old in (ROOT / app / "migrations").glob("[0-9]*.py"):
            old.unlink()
    loader = MigrationLoader(None, ignore_no_migrations=True)
    autodetector = MigrationAutodetector(
        loader.project_state(),
        ProjectState.from_apps(apps),
        NonInteractiveMigrationQuestioner(specified_apps=set(APPS), dry_run=False),
    )
    changes = autodetector.changes(graph=loader.graph, trim_to_apps=set(APPS), convert_apps=set(APPS))
    for app in APPS:
        migrations = changes.get(app, [])
        if [m.name for m in migrations] != ["0001_initial"]:
            sys.exit(f"{app}: expected one 0001_initial, the models give {[m.name for m in migrations]}")
        migration = migrations[0]
        if importlib.util.find_spec(f"{app}.postgresql"):
            migration.operations.extend(importlib.import_module(f"{app}.postgresql").OPERATIONS)
        migrations_written = [migration]
        if importlib.util.find_spec(f"{app}.citus"):
            citus = importlib.import_module(f"{app}.citus")
            distribution = Migration(f"0002_{citus.MIGRATION_NAME}", app)
            distribution.dependencies = [(app, "0001_initial"), *citus.DEPENDENCIES]
            distribution.operations = list(citus.OPERATIONS)
            migrations_written.append(distribution)
        for written in migrations_written:
            writer = MigrationWriter(written, include_header=False)  # no date: squashing again changes nothing
            Path(writer.path).write_text(writer.as_string())
            print(f"wrote {Path(writer.path).relative_to(ROOT)} ({len(written.operations)} operations)")


if __name__ == "__main__":
    main()
