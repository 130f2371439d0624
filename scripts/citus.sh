#!/usr/bin/env bash
# Sourced: start the local Citus cluster (a coordinator on 127.0.0.1:9700 and two workers) and define
# citus_database NAME, which makes NAME afresh on the three nodes with the citus extension and registers
# the workers in it (Citus keeps its list of nodes per database). CITUS_CLUSTER names the cluster script.
# CITUS_CLUSTER, else the workplace's copy beside the repository, else at its usual absolute place.
if [ -z "${CITUS_CLUSTER:-}" ]; then
  for candidate in ../shared/citus/cluster /work/shared/citus/cluster; do
    if [ -x "$candidate" ]; then CITUS_CLUSTER="$candidate" && break; fi
  done
fi
[ -x "${CITUS_CLUSTER:-}" ] || { echo "No Citus cluster script: set CITUS_CLUSTER (see docs/development.md)" >&2; exit 1; }
CITUS_COORDINATOR_PORT=9700
CITUS_WORKER_PORTS=(9701 9702)
# Start it unless it runs already; what this script started, it stops on exit (citus_stop_if_started).
CITUS_STARTED=""
if [ "$("$CITUS_CLUSTER" status 2>/dev/null | grep -c " up$")" -lt 3 ]; then
  "$CITUS_CLUSTER" start
  CITUS_STARTED=1
fi
citus_stop_if_started() { if [ -n "$CITUS_STARTED" ]; then "$CITUS_CLUSTER" stop >/dev/null 2>&1 || true; fi; }

citus_database() {
  local name="$1" port
  for port in "$CITUS_COORDINATOR_PORT" "${CITUS_WORKER_PORTS[@]}"; do
    psql -h 127.0.0.1 -p "$port" -U postgres -d postgres -qc "DROP DATABASE IF EXISTS \"$name\" WITH (FORCE)" \
      -c "CREATE DATABASE \"$name\"" 2>&1 | grep -v "does not exist, skipping" || true
    PGOPTIONS="-c client_min_messages=warning" psql -h 127.0.0.1 -p "$port" -U postgres -d "$name" -qc "CREATE EXTENSION IF NOT EXISTS citus"
  done
  local commands=(-c "SELECT citus_set_coordinator_host('127.0.0.1', $CITUS_COORDINATOR_PORT)")
  for port in "${CITUS_WORKER_PORTS[@]}"; do commands+=(-c "SELECT citus_add_node('127.0.0.1', $port)"); done
  psql -h 127.0.0.1 -p "$CITUS_COORDINATOR_PORT" -U postgres -d "$name" -qAt "${commands[@]}" >/dev/null
}
