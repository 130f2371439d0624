"""A real ASGI server (daphne or uvicorn) on a free loopback port, against the test database and Redis,
stopped with its process group."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.processes import ROOT, child_env, spawn, stop


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for_port(port: int, process: subprocess.Popen, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the ASGI server exited with {process.returncode}")
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise TimeoutError(f"the ASGI server did not listen on {port} within {seconds} s")


@contextmanager
def asgi_server(log: Path, *, server: str = "daphne", **env: str) -> Iterator[str]:
    """Yield the base URL of a daphne (or uvicorn, as production runs) serving memory_platform.asgi;
    the server runs eager Celery too, with `env` on top of the test settings."""
    port = free_port()
    app = "memory_platform.asgi:application"
    if server == "uvicorn":
        command = ["-m", "uvicorn", app, "--host", "127.0.0.1", "--port", str(port), "--no-access-log"]
    else:
        command = ["-m", "daphne", "-b", "127.0.0.1", "-p", str(port), app]
    with log.open("w") as out:
        process = spawn(
            [sys.executable, *command],
            cwd=ROOT,
            env=child_env(CELERY_TASK_ALWAYS_EAGER="true", **env),
            stdout=out,
            stderr=subprocess.STDOUT,
        )
        try:
            wait_for_port(port, process)
            yield f"127.0.0.1:{port}"
        finally:
            stop(process, timeout=10)
