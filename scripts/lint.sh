#!/usr/bin/env bash
# Lint: ruff (rules and format), mypy over every app and the benchmarks (and the client, strict), the layer
# contracts, the OpenAPI schema, migrations (none missing, one linear history per app).
set -euo pipefail
cd "$(dirname "$0")/.."
REQUIREMENTS=requirements-dev.txt source scripts/venv.sh
# The checks below need no services: they run on the embedded default.
unset DATABASE_URL REDIS_URL
ruff check .
ruff format --check .
mypy
(cd clients/python && mypy)  # the client, strict, with its own settings
lint-imports --no-cache
python manage.py spectacular --validate --fail-on-warn --file /dev/null
python manage.py makemigrations --check --dry-run >/dev/null || { echo "Model changes without a migration: run manage.py makemigrations"; exit 1; }
python scripts/check_migrations.py || { echo "Renumber your migrations on top of the other branch's; never commit a merge migration"; exit 1; }
echo "lint: all checks passed"
