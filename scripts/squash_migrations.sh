#!/usr/bin/env bash
# Replace every app's migrations with one 0001_initial generated from the models, plus the
# PostgreSQL-only operations the app lists in <app>/postgresql.py. Nothing is released yet, so a
# database made with the old chain is dropped and made again (manage.py migrate on an empty one).
set -euo pipefail
cd "$(dirname "$0")/.."
REQUIREMENTS=requirements-dev.txt source scripts/venv.sh
# Generating needs no database: the embedded default settings are enough.
unset DATABASE_URL REDIS_URL
python scripts/squash_migrations.py
python manage.py makemigrations --check --dry-run
python scripts/check_migrations.py
