"""Fail on migrations that read as merges: a merge migration, two migrations with one number in an
app, or an app whose history forks. After a rebase, renumber yours on top of the other branch's."""

from __future__ import annotations

import os
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def problems() -> list[str]:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_platform.settings")
    import django

    django.setup()
    from django.db.migrations.loader import MigrationLoader

    loader = MigrationLoader(None, ignore_no_migrations=True)
    ours = {key: m for key, m in loader.disk_migrations.items() if (ROOT / key[0]).is_dir()}
    found: list[str] = []
    numbers: dict[tuple[str, str], list[str]] = defaultdict(list)
    for (app, name), migration in sorted(ours.items()):
        numbers[(app, name.split("_", 1)[0])].append(name)
        parents = [dep for dep in migration.dependencies if dep[0] == app]
        if len(parents) > 1:
            found.append(f"{app}/{name} is a merge migration: renumber one branch's migrations on top instead")
    for (app, number), names in sorted(numbers.items()):
        if len(names) > 1:
            found.append(f"{app}: {len(names)} migrations numbered {number} ({', '.join(names)}): renumber yours")
    for app in sorted({app for app, _ in ours}):
        leaves = loader.graph.leaf_nodes(app)
        if len(leaves) > 1:
            found.append(f"{app}: history forks into {', '.join(name for _, name in leaves)}")
    return found


if __name__ == "__main__":
    found = problems()
    for line in found:
        print(line, file=sys.stderr)
    sys.exit(1 if found else 0)
