"""A real ASGI server (daphne) on a free loopback port, against the test database and Redis, stopped by pid."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.processes import ROOT, child_env


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_for(port: int, process: subprocess.Popen, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"daphne exited with {process.returncode}")
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise TimeoutError(f"daphne did not listen on {port} within {seconds} s")


@contextmanager
def asgi_server(log: Path) -> Iterator[str]:
    """Yield the base URL of a daphne serving memory_platform.asgi; the server runs eager Celery too."""
    port = free_port()
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port), "memory_platform.asgi:application"],
            cwd=ROOT,
            env=child_env(CELERY_TASK_ALWAYS_EAGER="true"),
            stdout=out,
            stderr=subprocess.STDOUT,
        )
        try:
            _wait_for(port, process)
            yield f"127.0.0.1:{port}"
        finally:
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
