#!/usr/bin/env bash
# Run the whole test suite against real PostgreSQL and Redis on loopback, starting them if down.
set -euo pipefail
cd "$(dirname "$0")/.."
REQUIREMENTS=requirements-dev.txt source scripts/venv.sh

export DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379/0}"
export CELERY_TASK_ALWAYS_EAGER="${CELERY_TASK_ALWAYS_EAGER:-true}"
export SECRET_KEY="${SECRET_KEY:-test-only-secret-key-never-used-outside-the-test-suite-0123456789}"
# The suite runs with encryption at rest on, so every test reads and writes sealed memory (a test-only key;
# MEMORY_ENCRYPTION_KEYS= runs it with encryption off).
export MEMORY_ENCRYPTION_KEYS="${MEMORY_ENCRYPTION_KEYS-40oYxJFhV73feFKEAPvEf2YLf9R0iGU_yvvE4InH9I0}"
bash scripts/services.sh
bash scripts/browser.sh

python manage.py makemigrations --check --dry-run >/dev/null || { echo "Model changes without a migration: run manage.py makemigrations"; exit 1; }
# Locally the test databases are kept between runs (--reuse-db), and made afresh when the migrations
# or the number of workers (one database each) changed since the last run; CI (CI=true) always makes
# them afresh.
db_args=(--create-db)
if [ "${CI:-}" != "true" ]; then
  stamp="var/test-db/$(echo "$DATABASE_URL" | sha256sum | cut -c1-16)"
  made=$( (cat ./*/migrations/0*.py; echo "${PYTEST_WORKERS:-2} $*" | grep -o "no:xdist\|^[0-9]*") | sha256sum)
  if [ "$(cat "$stamp" 2>/dev/null)" = "$made" ]; then db_args=(--reuse-db); fi
  mkdir -p var/test-db && echo "$made" > "$stamp"
fi
# Two workers: the suite is mostly waiting on PostgreSQL and Redis, and these machines have two cores.
# `-p no:xdist` (one process, e.g. for a debugger) takes no worker count.
workers=(-n "${PYTEST_WORKERS:-2}")
case " $* " in *" no:xdist "*) workers=() ;; esac
exec python -m pytest "${workers[@]}" "${db_args[@]}" "$@"
