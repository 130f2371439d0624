#!/usr/bin/env bash
# The Citus bench (bench/citus.py) against the local cluster: the database `bench_citus` made afresh on every
# node, migrated (which distributes the tables), then turns of many tenants and where their shards live.
set -euo pipefail
cd "$(dirname "$0")/.."
REQUIREMENTS=requirements-dev.txt source scripts/venv.sh
bash scripts/services.sh  # Redis
source scripts/citus.sh
citus_database bench_citus
export DATABASE_URL="postgres://postgres@127.0.0.1:$CITUS_COORDINATOR_PORT/bench_citus"
export REDIS_URL="${BENCH_REDIS_URL:-redis://127.0.0.1:6379/1}"
export CELERY_TASK_ALWAYS_EAGER=true
export SECRET_KEY="${SECRET_KEY:-bench-only-secret-key-never-used-outside-the-benchmarks-0123456789}"
trap citus_stop_if_started EXIT
python -m bench citus "$@"
