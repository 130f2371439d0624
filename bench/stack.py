"""The real stack on loopback for the load bench: ASGI servers, a Celery worker with beat, on free
ports; started and stopped by pid (only what this bench started)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def rss_mib(pid: int) -> float:
    """Resident memory of one process, MiB (0 if it is gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def children(pid: int) -> list[int]:
    try:
        return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


@dataclass
class Stack:
    """What one bench run started: web processes (by port) and the Celery workers. `servers` > 0 runs that
    many separate uvicorn servers of one process each, on their own ports, as separate machines would;
    the first Celery worker runs beat and both queues, the others the after-turn queue only."""

    server: str
    workers: int
    env: dict[str, str]
    servers: int = 0
    celery_workers: int = 1
    ports: list[int] = field(default_factory=list)
    web: list[subprocess.Popen] = field(default_factory=list)
    celery: list[subprocess.Popen] = field(default_factory=list)

    def start(self) -> None:
        if self.servers:
            self.ports = [free_port() for _ in range(self.servers)]
            self.web = [
                self._spawn(
                    [
                        *("-m", "uvicorn", "memory_platform.asgi:application", "--host", "127.0.0.1"),
                        *("--port", str(port), "--loop", "uvloop", "--http", "httptools"),
                        *("--no-access-log", "--log-level", "warning"),
                    ]
                )
                for port in self.ports
            ]
        elif self.server == "uvicorn":
            port = free_port()
            self.ports = [port]
            self.web = [
                self._spawn(
                    [
                        "-m",
                        "uvicorn",
                        "memory_platform.asgi:application",
                        "--host",
                        "127.0.0.1",
                        "--port",
                        str(port),
                        "--workers",
                        str(self.workers),
                        "--loop",
                        "uvloop",
                        "--http",
                        "httptools",
                        "--no-access-log",
                        "--log-level",
                        "warning",
                    ]
                )
            ]
        else:  # daphne has no worker option: one process per port, clients spread over the ports
            self.ports = [free_port() for _ in range(self.workers)]
            self.web = [
                self._spawn(
                    ["-m", "daphne", "-b", "127.0.0.1", "-p", str(port), "-v", "0", "memory_platform.asgi:application"]
                )
                for port in self.ports
            ]
        celery = ["-m", "celery", "-A", "memory_platform", "worker", "-P", "threads", "-c", "4"]
        quiet = ["--without-gossip", "--without-mingle", "-l", "WARNING"]
        self.celery = [self._spawn([*celery, *quiet, "-B", "-s", str(ROOT / "var" / f"bench-beat-{os.getpid()}")])]
        self.celery += [self._spawn([*celery, *quiet, "-Q", "after_turn"]) for _ in range(self.celery_workers - 1)]
        try:
            for port in self.ports:
                _wait_http(f"http://127.0.0.1:{port}/healthz")
        except Exception:
            self.stop()  # nothing this bench started outlives a failed start
            raise

    def _spawn(self, args: list[str]) -> subprocess.Popen:
        return subprocess.Popen(
            [sys.executable, *args],
            cwd=ROOT,
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=open(ROOT / "var" / "bench-load.log", "a"),
        )

    def web_pids(self) -> list[int]:
        """The processes serving requests (uvicorn's workers, not its supervisor)."""
        if self.server == "uvicorn" and not self.servers:
            return [pid for proc in self.web for pid in children(proc.pid) if not _is_helper(pid)]
        return [proc.pid for proc in self.web]

    def rss(self) -> tuple[float, float]:
        """(web MiB summed over the serving processes, Celery workers' MiB including their threads)."""
        return sum(rss_mib(pid) for pid in self.web_pids()), sum(rss_mib(proc.pid) for proc in self.celery)

    def stop(self) -> None:
        for proc in [*self.web, *self.celery]:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        for proc in [*self.web, *self.celery]:
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def _is_helper(pid: int) -> bool:
    """uvicorn's multiprocessing resource tracker is a child too; it serves nothing."""
    try:
        return b"resource_tracker" in Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return True


def _wait_http(url: str, timeout: float = 60) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=1) as answer:  # noqa: S310 - loopback URL we built
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"{url} did not answer within {timeout} s; see var/bench-load.log")
