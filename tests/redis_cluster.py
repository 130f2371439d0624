"""A real six-node Redis Cluster (three primaries, one replica each) on free loopback ports, for the
tests that run the cache, locks and throttling against a cluster. Started once per test session."""

from __future__ import annotations

import atexit
import random
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from django.conf import settings

from tests.processes import stop

NODES = 6
BUS_OFFSET = 10_000  # each node also listens on port + 10000 for the cluster bus


def _free(port: int) -> bool:
    with socket.socket() as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_ports(count: int) -> list[int]:
    """`count` ports whose cluster-bus ports are free too (below the ephemeral range)."""
    chosen: list[int] = []
    while len(chosen) < count:
        port = random.randrange(20_000, 30_000)
        if port not in chosen and _free(port) and _free(port + BUS_OFFSET):
            chosen.append(port)
    return chosen


def _cli(*args: str) -> str:
    done = subprocess.run(["redis-cli", *args], capture_output=True, text=True, timeout=60, check=False)
    return done.stdout + done.stderr


def _wait_until_ok(ports: list[int], seconds: float = 30) -> None:
    """Until every node reports cluster_state:ok and the slot map lists every replica (a replica is left out
    of CLUSTER SLOTS until it has replicated something, hence a write to each primary)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if all("cluster_state:ok" in _cli("-p", str(port), "cluster", "info") for port in ports):
            break
        time.sleep(0.2)
    for n in range(30):  # enough keys to land on every primary
        _cli("-c", "-p", str(ports[0]), "set", f"warm-up-{n}", "1", "px", "1000")
    while time.monotonic() < deadline:
        if all(_cli("-p", str(port), "cluster", "slots").count("127.0.0.1") == NODES for port in ports):
            return
        time.sleep(0.2)
    raise TimeoutError(
        f"the Redis Cluster on {ports} did not reach cluster_state:ok with its replicas in sync within {seconds} s"
    )


@contextmanager
def redis_cluster(directory: Path) -> Iterator[list[int]]:
    """Start six `redis-server --cluster-enabled yes`, join them with `redis-cli --cluster create
    --cluster-replicas 1`, yield their ports, stop them all after."""
    ports = free_ports(NODES)
    servers: list[subprocess.Popen] = []

    def stop_servers() -> None:
        for server in servers:
            stop(server, timeout=5)
        servers.clear()

    atexit.register(stop_servers)  # also when the session is interrupted
    try:
        for port in ports:
            log = (directory / f"redis-{port}.log").open("w")
            servers.append(
                subprocess.Popen(
                    [
                        "redis-server",
                        *("--port", str(port), "--bind", "127.0.0.1", "--dir", str(directory)),
                        *("--cluster-enabled", "yes", "--cluster-config-file", f"nodes-{port}.conf"),
                        *(
                            "--cluster-node-timeout",
                            "5000",
                            "--save",
                            "",
                            "--appendonly",
                            "no",
                            "--repl-diskless-sync-delay",
                            "0",
                        ),
                    ],
                    stdout=log,
                    stderr=subprocess.STDOUT,
                    start_new_session=True,
                )
            )
        for port in ports:
            deadline = time.monotonic() + 10
            while "PONG" not in _cli("-p", str(port), "ping"):
                if time.monotonic() > deadline:
                    raise TimeoutError(f"redis-server on {port} did not answer")
                time.sleep(0.05)
        created = _cli(
            "--cluster", "create", *(f"127.0.0.1:{port}" for port in ports), "--cluster-replicas", "1", "--cluster-yes"
        )
        if "All 16384 slots covered" not in created:
            raise RuntimeError(f"redis-cli --cluster create failed:\n{created}")
        _wait_until_ok(ports)
        yield ports
    finally:
        stop_servers()


def urls(ports: list[int]) -> str:
    """REDIS_CLUSTER_URL for these nodes."""
    return ",".join(f"redis://127.0.0.1:{port}" for port in ports)


def cluster_settings(url: str) -> dict[str, Any]:
    """The settings REDIS_CLUSTER_URL=url gives the cache (for override_settings)."""
    default = dict(settings.CACHES["default"])
    options = {**default["OPTIONS"], "CLIENT_CLASS": "memory_platform.redis_cluster.ClusterClient"}
    return {"CACHES": {"default": {**default, "LOCATION": url, "OPTIONS": options}}, "REDIS_CLUSTER_URL": url}
