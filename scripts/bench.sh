#!/usr/bin/env bash
# Run the benchmarks against PostgreSQL (BENCH_DATABASE_URL, default database memory_bench, created if missing) and Redis on loopback.
# `bash scripts/bench.sh load` starts its own ASGI servers and Celery worker on free ports (see bench/load.py).
set -euo pipefail
cd "$(dirname "$0")/.."
REQUIREMENTS=requirements-dev.txt source scripts/venv.sh
bash scripts/services.sh
export DATABASE_URL="${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/memory_bench}"
export REDIS_URL="${BENCH_REDIS_URL:-redis://127.0.0.1:6379/1}"
export CELERY_TASK_ALWAYS_EAGER=true
export SECRET_KEY="${SECRET_KEY:-bench-only-secret-key-never-used-outside-the-benchmarks-0123456789}"
DB_NAME="${DATABASE_URL##*/}"
psql -h 127.0.0.1 -U postgres -tc "SELECT 1 FROM pg_database WHERE datname = '$DB_NAME'" | grep -q 1 \
  || createdb -h 127.0.0.1 -U postgres "$DB_NAME"
mkdir -p var
exec python -m bench "$@"
