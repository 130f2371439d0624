#!/usr/bin/env bash
# Run the benchmarks against PostgreSQL (database memory_bench, created if missing) and Redis on loopback.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
bash scripts/services.sh
export DATABASE_URL="${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/memory_bench}"
export REDIS_URL="${BENCH_REDIS_URL:-redis://127.0.0.1:6379/1}"
export CELERY_TASK_ALWAYS_EAGER=true
psql -h 127.0.0.1 -U postgres -tc "SELECT 1 FROM pg_database WHERE datname = 'memory_bench'" | grep -q 1 \
  || createdb -h 127.0.0.1 -U postgres memory_bench
exec python -m bench "$@"
