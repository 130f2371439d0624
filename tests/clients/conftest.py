"""The clients against the real service: one uvicorn on loopback per test process (real PostgreSQL, Redis,
eager Celery), tenants and keys made in the test database it reads, no mocked HTTP."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
from memory_platform_client import MemoryClient, RetryPolicy

from tenants.models import Tenant
from tests.factories import TenantFactory, create_api_key
from tests.faults.stack import free_port, stack_env, start_server, stop

FAST = RetryPolicy(attempts=6, backoff=0.05, max_delay=0.5)


@pytest.fixture(scope="session")
def service(django_db_setup: None, django_db_blocker: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL of a real server on a free loopback port."""
    log = tmp_path_factory.mktemp("service") / "server.log"
    with django_db_blocker.unblock():
        env = stack_env(CELERY_TASK_ALWAYS_EAGER="true", CACHE_KEY_PREFIX=f"clients-{free_port()}")
    process, port = start_server(env, log)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        stop(process)


@dataclass
class Recorder:
    """The status of every answer an httpx client received (each attempt, retries included)."""

    statuses: list[int] = field(default_factory=list)

    def hook(self, response: httpx.Response) -> None:
        self.statuses.append(response.status_code)


@dataclass
class Account:
    tenant: Tenant
    key: str
    base_url: str

    def client(self, retry: RetryPolicy = FAST, recorder: Recorder | None = None, **options: Any) -> MemoryClient:
        hooks = {"response": [recorder.hook]} if recorder else {}
        http = httpx.Client(timeout=30, event_hooks=hooks)
        return MemoryClient(self.base_url, self.key, retry=retry, http_client=http, **options)


@pytest.fixture
def make_account(service: str, transactional_db: None) -> Callable[..., Account]:
    def make(slug: str = "sdk-shop", roles: tuple[str, ...] = ("client", "admin"), **fields: Any) -> Account:
        tenant = TenantFactory(slug=slug, **fields)
        return Account(tenant, create_api_key(tenant, roles), service)

    return make


@pytest.fixture
def account(make_account: Callable[..., Account]) -> Account:
    return make_account()


class DroppingProxy:
    """A TCP proxy in front of the server that, when armed, forwards one matching request, lets the
    server answer it (so it commits), and cuts the connection instead of passing the answer on."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.port = free_port()
        self.armed: bytes | None = None
        self.dropped = 0
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> DroppingProxy:
        self._thread.start()
        self._ready.wait(10)
        return self

    def __exit__(self, *exc: object) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        server = self._loop.run_until_complete(asyncio.start_server(self._serve, "127.0.0.1", self.port))
        self._ready.set()
        self._loop.run_forever()
        server.close()
        pending = asyncio.all_tasks(self._loop)
        for task in pending:
            task.cancel()
        self._loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        self._loop.close()

    async def _serve(self, client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        upstream_reader, upstream_writer = await asyncio.open_connection("127.0.0.1", self.target)
        drop = asyncio.Event()

        async def upward() -> None:
            while data := await client_reader.read(65536):
                if self.armed is not None and self.armed in data:
                    self.armed = None
                    drop.set()
                upstream_writer.write(data)
                await upstream_writer.drain()

        async def downward() -> None:
            while data := await upstream_reader.read(65536):
                if drop.is_set():
                    self.dropped += 1
                    client_writer.transport.abort()
                    upstream_writer.close()
                    return
                client_writer.write(data)
                await client_writer.drain()

        try:
            await asyncio.gather(upward(), downward())
        except (ConnectionError, OSError):
            pass
        finally:
            client_writer.close()
            upstream_writer.close()


def port_of(url: str) -> int:
    return int(url.rsplit(":", 1)[1])
