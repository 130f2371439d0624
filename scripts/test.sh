#!/usr/bin/env bash
# Run the whole test suite against real PostgreSQL and Redis on loopback, starting them if down.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh

export DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379/0}"
export CELERY_TASK_ALWAYS_EAGER="${CELERY_TASK_ALWAYS_EAGER:-true}"
bash scripts/services.sh

python manage.py makemigrations --check --dry-run >/dev/null || { echo "Model changes without a migration: run manage.py makemigrations"; exit 1; }
exec python -m pytest "$@"
