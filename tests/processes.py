"""Running Django code and servers in separate OS processes against the test database and Redis.

Every process starts in a process group of its own (`spawn`), so stopping it stops what it started
too (a Celery worker's embedded beat, a server's workers). The test that starts a process stops it;
conftest stops whatever a test leaves running when it ends (also when it fails), and the session
stops any group still alive at the end."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import connection

ROOT = Path(__file__).resolve().parents[1]
_STARTED: list[subprocess.Popen] = []


def child_env(**extra: str) -> dict[str, str]:
    """Environment for a child process that sees the same (test) database and cache key space."""
    db = connection.settings_dict
    env = dict(os.environ)
    env.update(
        DJANGO_SETTINGS_MODULE="memory_platform.settings",
        DATABASE_URL=(
            f"postgres://{db['USER'] or 'postgres'}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"
        ),
        REDIS_URL=settings.REDIS_URL,
        REDIS_CLUSTER_URL=settings.REDIS_CLUSTER_URL,
        PYTHONPATH=str(ROOT),
    )
    env.update(extra)
    return env


def spawn(args: list[str], **popen: Any) -> subprocess.Popen:
    """Start `args` in a new process group, remembered until it is stopped."""
    process = subprocess.Popen(args, start_new_session=True, **popen)
    _STARTED.append(process)
    return process


def stop(process: subprocess.Popen, sig: int = signal.SIGTERM, timeout: float = 20) -> None:
    """Stop a process we started and everything in its process group (SIGKILL after `timeout` s)."""
    _signal_group(process, sig)
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        _signal_group(process, signal.SIGKILL)
        process.wait()
    # Children that outlive their leader keep its group: nothing of it may survive.
    _signal_group(process, signal.SIGKILL)
    if process in _STARTED:
        _STARTED.remove(process)


def started_since(mark: int) -> list[subprocess.Popen]:
    return _STARTED[mark:]


def started_count() -> int:
    return len(_STARTED)


def stop_all(processes: list[subprocess.Popen]) -> list[str]:
    """Stop each of `processes` (and its group); return the command lines of those still running."""
    running = [" ".join(map(str, p.args))[:120] for p in processes if p.poll() is None]
    for process in list(processes):
        stop(process, timeout=5)
    return running


def _signal_group(process: subprocess.Popen, sig: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, sig)


def run_python(code: str, **extra: str) -> subprocess.Popen:
    return spawn(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=child_env(**extra),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
