#!/usr/bin/env bash
# Start PostgreSQL and Redis on loopback if they are not answering (development and CI machines), and
# install PgBouncer if missing (the suite starts its own, in transaction mode, for the pooler tests).
set -uo pipefail

if ! command -v pgbouncer >/dev/null && [ ! -x /usr/sbin/pgbouncer ]; then
  echo "Installing pgbouncer for the pooler tests…"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq pgbouncer >/dev/null
  # Debian's package enables a system service on port 6432; the suite runs its own on a free port.
  $SUDO systemctl disable --now pgbouncer >/dev/null 2>&1 || true
fi

pg_up() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; }
redis_up() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }

if ! pg_up; then
  echo "Starting PostgreSQL…"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
  for _ in $(seq 1 30); do pg_up && break; sleep 1; done
fi
if ! redis_up; then
  echo "Starting Redis…"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
  for _ in $(seq 1 30); do redis_up && break; sleep 1; done
fi
pg_up || { echo "PostgreSQL is not reachable on 127.0.0.1:5432"; exit 1; }
redis_up || { echo "Redis is not reachable on 127.0.0.1:6379"; exit 1; }
