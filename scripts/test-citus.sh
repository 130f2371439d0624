#!/usr/bin/env bash
# The part of the suite marked `citus` (every service and selector, through the API and directly) against a
# Citus cluster on this machine: every tenant-owned table sharded by tenant over two workers. The test
# databases are made afresh on every node first (pytest-django then migrates them, distributing the tables).
set -euo pipefail
cd "$(dirname "$0")/.."
REQUIREMENTS=requirements-dev.txt source scripts/venv.sh
bash scripts/services.sh  # Redis
source scripts/citus.sh

name=citus_tests
workers="${PYTEST_WORKERS:-2}"
# The configured database too: Django opens its connection pool there before switching to the test ones.
for db in "$name" $(for ((n = 0; n < workers; n++)); do echo "test_${name}_gw$n"; done); do citus_database "$db"; done
export DATABASE_URL="postgres://postgres@127.0.0.1:$CITUS_COORDINATOR_PORT/$name"
export REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379/0}"
export CELERY_TASK_ALWAYS_EAGER=true
# Encryption at rest on, as in the main suite (the same test-only key).
export MEMORY_ENCRYPTION_KEYS="${MEMORY_ENCRYPTION_KEYS-40oYxJFhV73feFKEAPvEf2YLf9R0iGU_yvvE4InH9I0}"
export SECRET_KEY="${SECRET_KEY:-test-only-secret-key-never-used-outside-the-test-suite-0123456789}"
trap citus_stop_if_started EXIT
python -m pytest -n "$workers" --reuse-db -m citus "$@"
