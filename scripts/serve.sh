#!/usr/bin/env bash
# Production web process: uvicorn on HOST:PORT with WEB_CONCURRENCY workers. uvicorn's own proxy-header
# handling is off (by default it believes X-Forwarded-For from 127.0.0.1): the application alone decides
# which proxies to trust (TRUSTED_PROXIES), so a client cannot choose the address its login lockout counts.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python -m uvicorn memory_platform.asgi:application \
  --host "${HOST:-0.0.0.0}" --port "${PORT:-8000}" --workers "${WEB_CONCURRENCY:-1}" \
  --no-proxy-headers --no-server-header --no-access-log
