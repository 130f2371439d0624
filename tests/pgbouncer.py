"""PgBouncer in transaction mode (pool_mode = transaction) in front of the test PostgreSQL, on a free
loopback port: consecutive transactions of one client connection land on different server connections."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from tests.faults.stack import free_port, wait_for_port
from tests.processes import spawn

CONFIG = """[databases]
* = host=127.0.0.1 port=5432

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = {port}
unix_socket_dir =
auth_type = trust
auth_file = {directory}/users.txt
pool_mode = transaction
default_pool_size = 4
max_client_conn = 400
; hand each transaction the next server connection in turn, so no two in a row share one by luck
server_round_robin = 1
ignore_startup_parameters = extra_float_digits
"""


def start_pgbouncer(directory: Path) -> tuple[subprocess.Popen, int]:
    """PgBouncer (Debian's 1.18) in transaction mode, its output in `directory`/pgbouncer.log."""
    port = free_port()
    directory.chmod(0o755)  # PgBouncer drops root for the postgres user, who must read its files
    (directory / "users.txt").write_text('"postgres" ""\n')
    (directory / "pgbouncer.ini").write_text(CONFIG.format(port=port, directory=directory))
    binary = shutil.which("pgbouncer") or "/usr/sbin/pgbouncer"
    user = ["-u", "postgres"] if os.geteuid() == 0 else []  # it refuses to run as root
    process = spawn(
        [binary, *user, str(directory / "pgbouncer.ini")],
        stdout=(directory / "pgbouncer.log").open("w"),
        stderr=subprocess.STDOUT,
    )
    wait_for_port(port)
    return process, port
