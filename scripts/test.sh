#!/usr/bin/env bash
# Run the whole test suite against real PostgreSQL and Redis on loopback, starting them if down.
set -euo pipefail
cd "$(dirname "$0")/.."
REQUIREMENTS=requirements-dev.txt source scripts/venv.sh

export DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379/0}"
export CELERY_TASK_ALWAYS_EAGER="${CELERY_TASK_ALWAYS_EAGER:-true}"
export SECRET_KEY="${SECRET_KEY:-test-only-secret-key-never-used-outside-the-test-suite-0123456789}"
bash scripts/services.sh
bash scripts/browser.sh

python manage.py makemigrations --check --dry-run >/dev/null || { echo "Model changes without a migration: run manage.py makemigrations"; exit 1; }
# Two workers: the suite is mostly waiting on PostgreSQL and Redis, and these machines have two cores.
exec python -m pytest -n "${PYTEST_WORKERS:-2}" "$@"
