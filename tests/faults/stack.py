"""Real processes for the fault tests: a private Redis, a TCP proxy in front of PostgreSQL, an ASGI
server and a Celery worker, each on a free port, each stopped by its pid (only what we started)."""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.processes import ROOT, child_env, spawn, stop

PROXY = """
import asyncio, sys
listen, target = int(sys.argv[1]), int(sys.argv[2])
async def pipe(reader, writer):
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
    except (ConnectionError, asyncio.CancelledError):
        pass
    finally:
        writer.close()
async def serve(client_reader, client_writer):
    try:
        server_reader, server_writer = await asyncio.open_connection("127.0.0.1", target)
    except OSError:
        client_writer.close()
        return
    await asyncio.gather(pipe(client_reader, server_writer), pipe(server_reader, client_writer))
async def main():
    server = await asyncio.start_server(serve, "127.0.0.1", listen, reuse_address=True)
    print("ready", flush=True)
    async with server:
        await server.serve_forever()
asyncio.run(main())
"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def wait_for_port(port: int, timeout: float = 30) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
    raise TimeoutError(f"nothing listens on {port} after {timeout} s")


def start_redis(port: int) -> subprocess.Popen:
    binary = shutil.which("redis-server") or "redis-server"
    process = spawn(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    wait_for_port(port)
    return process


def start_proxy(port: int, target: int = 5432) -> subprocess.Popen:
    process = spawn(
        [sys.executable, "-c", PROXY, str(port), str(target)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "ready"
    return process


def start_server(env: dict[str, str], log: Path) -> tuple[subprocess.Popen, int]:
    port = free_port()
    process = spawn(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "memory_platform.asgi:application",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--no-access-log",
            "--log-level",
            "warning",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=log.open("a"),
    )
    deadline = time.time() + 60
    while time.time() < deadline:
        assert process.poll() is None, log.read_text()[-3000:]
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1):
                return process, port
        except OSError:
            time.sleep(0.2)
    stop(process)
    raise TimeoutError(log.read_text()[-3000:])


def start_worker(env: dict[str, str], log: Path, beat_file: Path) -> subprocess.Popen:
    return spawn(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "memory_platform",
            "worker",
            "-B",
            "-P",
            "solo",
            "--without-gossip",
            "--without-mingle",
            "--without-heartbeat",
            "-l",
            "WARNING",
            "-s",
            str(beat_file),
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=log.open("a"),
    )


def stack_env(*, redis_port: int | None = None, db_port: int = 5432, **extra: str) -> dict[str, str]:
    """A child's environment: the test database (maybe through a proxy), a private Redis, a real broker."""
    settings = {
        "CELERY_TASK_ALWAYS_EAGER": "false",
        "OUTBOX_SWEEP_SECONDS": "1",
        "OUTBOX_REQUEUE_AFTER_SECONDS": "2",
        "DB_POOL_TIMEOUT": "1",
        "DB_CONNECT_TIMEOUT": "1",
        "LOG_LEVEL": "WARNING",
    }
    env = child_env(**{**settings, **extra})
    if redis_port is not None:
        env["REDIS_URL"] = f"redis://127.0.0.1:{redis_port}/0"
        env.pop("CELERY_BROKER_URL", None)
    if db_port != 5432:
        env["DATABASE_URL"] = env["DATABASE_URL"].replace(":5432/", f":{db_port}/")
    return env


class Http:
    """Requests to one server with one API key; every answer as (status, JSON body, headers)."""

    def __init__(self, port: int, key: str):
        self.base, self.key = f"http://127.0.0.1:{port}/api/v1", key

    def call(self, method: str, path: str, body: Any = None, **headers: str) -> tuple[int, dict, Any]:
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(  # noqa: S310 - a loopback server this test started
            self.base + path,
            data=data,
            method=method,
            headers={"Authorization": f"Api-Key {self.key}", "Content-Type": "application/json", **headers},
        )
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:  # noqa: S310 - loopback
                return answer.status, json.loads(answer.read() or b"{}"), answer.headers
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"{}"), error.headers

    def turn(self, cid: str, user: str, reply: str) -> tuple[int, int]:
        """Begin and complete one turn: (begin status, complete status)."""
        status, opened, _ = self.call("POST", f"/conversations/{cid}/turns/", {"content": user})
        if status != 201:
            return status, 0
        done, _, _ = self.call(
            "POST",
            f"/conversations/{cid}/turns/{opened['turn']}/complete/",
            {"lease": opened["lease"], "content": reply},
        )
        return status, done


@contextmanager
def running(*processes: subprocess.Popen) -> Iterator[None]:
    try:
        yield
    finally:
        for process in processes:
            stop(process)


def wait_until(predicate: Any, timeout: float, what: str) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline:
        if predicate():
            return
        time.sleep(0.25)
    raise AssertionError(f"{what}: not within {timeout} s")
