"""Shared fixtures: tenants, API clients per tenant and role, a clean cache per test, commit
semantics for API tests, and no process left running after a test.

Database tests use the `db` fixture: each runs inside a transaction that is rolled back, which is
fast, and where nothing commits, so on_commit callbacks do not run. The service code sends its side
effects (cache updates, lock releases, Celery tasks) from transaction.on_commit:
- a service test that needs them wraps the call in `django_capture_on_commit_callbacks(execute=True)`;
- API tests (the `*_api` clients and `make_client`) and tests that ask for `app_commits` get
  production's moment instead: callbacks run when the application's outermost atomic block exits
  inside the test's transaction, so a hot-cache update lands before the next read within one
  request, and one request's side effects before the next. A block that rolls back discards them.
Only tests where another process must see the data ask for a transactional database."""

from __future__ import annotations

import atexit
import logging
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from django.conf import settings
from django.core.cache import cache
from django.db import connections, transaction
from django.test import override_settings
from rest_framework.test import APIClient

from tenants import encryption
from tenants.models import Tenant
from tests import processes
from tests.factories import TenantFactory, create_api_key


@pytest.fixture(autouse=True, scope="session")
def _fast_password_hashing() -> None:
    """Operators' passwords are hashed with a deliberately slow hasher; tests do not need it to be slow."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def _stop_processes_the_test_left() -> Iterator[None]:
    """A test stops the processes it starts; if it fails before it does, they are stopped here."""
    mark = processes.started_count()
    yield
    left = processes.stop_all(processes.started_since(mark))
    if left:
        logging.getLogger(__name__).warning("stopped processes a test left running: %s", left)


@pytest.fixture(autouse=True, scope="session")
def _stop_every_process_at_the_end() -> Iterator[None]:
    """Last safety net: no process group a test started survives the session (nor an interrupted run)."""
    atexit.register(lambda: processes.stop_all(processes.started_since(0)))
    yield
    processes.stop_all(processes.started_since(0))


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Tests marked `redis_cluster` run twice: on the standalone Redis and on a Redis Cluster."""
    if metafunc.definition.get_closest_marker("redis_cluster"):
        metafunc.parametrize("_cache_layout", ["redis", "cluster"], indirect=True)


@pytest.fixture(scope="session")
def redis_cluster_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A six-node Redis Cluster (three primaries, three replicas) for this session (one per xdist worker)."""
    from tests.redis_cluster import redis_cluster, urls

    with redis_cluster(tmp_path_factory.mktemp("redis-cluster")) as ports:
        yield urls(ports)


@pytest.fixture(autouse=True)
def _cache_layout(request: pytest.FixtureRequest) -> Iterator[str]:
    """Where the cache, locks and throttle counters live for this test: the standalone Redis, or (for
    tests marked `redis_cluster`, a second time) the session's Redis Cluster, as REDIS_CLUSTER_URL sets it."""
    layout = getattr(request, "param", "redis")
    if layout != "cluster":
        yield layout
        return
    from tests.redis_cluster import cluster_settings

    with override_settings(**cluster_settings(request.getfixturevalue("redis_cluster_url"))):
        yield layout


@pytest.fixture(autouse=True)
def _clean_cache(_cache_layout: str) -> None:
    """Empty this test's key space (per xdist worker) before each test, without flushing the server,
    and the data keys this process unwrapped (their rows went with the last test's transaction)."""
    encryption.forget_cached_keys()
    if hasattr(cache, "delete_pattern"):
        cache.delete_pattern("*")
    else:
        cache.clear()


def _run_now(func: Callable[[], object], robust: bool) -> None:
    if not robust:
        func()
        return
    try:
        func()
    except Exception:
        logging.getLogger("django.db.backends.base").exception("on_commit callback failed")


@pytest.fixture
def app_commits(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """on_commit callbacks run as the application's outermost atomic block exits, as in production."""
    marker = request.node.get_closest_marker("django_db")
    transactional = "transactional_db" in request.fixturenames or bool(marker and marker.kwargs.get("transaction"))
    if transactional:
        return  # commits are real there, and so are their callbacks
    request.getfixturevalue("db")  # the test's transaction is open from here on
    connection = connections["default"]
    base = len(connection.atomic_blocks)

    def run_pending() -> None:
        while connection.run_on_commit:
            _, func, robust = connection.run_on_commit.pop(0)
            _run_now(func, robust)

    original_exit = transaction.Atomic.__exit__

    def exit_then_commit(atomic: transaction.Atomic, exc_type: Any, exc: Any, tb: Any) -> Any:
        outcome = original_exit(atomic, exc_type, exc, tb)
        if (
            exc_type is None
            and transaction.get_connection(atomic.using) is connection
            and len(connection.atomic_blocks) == base
        ):
            run_pending()  # the application's outermost block just "committed"
        return outcome

    def on_commit(func: Callable[[], object], robust: bool = False) -> None:
        if len(connection.atomic_blocks) == base:
            _run_now(func, robust)  # outside any application block: autocommit runs it at once
        else:
            connection.run_on_commit.append((set(connection.savepoint_ids), func, robust))

    monkeypatch.setattr(transaction.Atomic, "__exit__", exit_then_commit)
    monkeypatch.setattr(connection, "on_commit", on_commit)


@pytest.fixture
def tenant(db: None) -> Tenant:
    return TenantFactory(slug="alice-shop", name="Alice Shop")


@pytest.fixture
def other_tenant(db: None) -> Tenant:
    return TenantFactory(slug="bob-shop", name="Bob Shop")


@pytest.fixture
def make_client(app_commits: None) -> Callable[..., APIClient]:
    """make_client(tenant, roles=("client",)) -> an API client authenticated with a fresh key."""

    def _make(tenant: Tenant, roles: tuple[str, ...] = ("client",)) -> APIClient:
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Api-Key {create_api_key(tenant, tuple(roles))}")
        return client

    return _make


@pytest.fixture
def anonymous_api() -> APIClient:
    return APIClient()


@pytest.fixture
def client_api(tenant: Tenant, make_client: Callable[..., APIClient]) -> APIClient:
    return make_client(tenant, ("client",))


@pytest.fixture
def admin_api(tenant: Tenant, make_client: Callable[..., APIClient]) -> APIClient:
    return make_client(tenant, ("admin",))


@pytest.fixture
def full_api(tenant: Tenant, make_client: Callable[..., APIClient]) -> APIClient:
    return make_client(tenant, ("client", "admin"))


@pytest.fixture
def other_api(other_tenant: Tenant, make_client: Callable[..., APIClient]) -> APIClient:
    return make_client(other_tenant, ("client", "admin"))


class RedisRoundTrips:
    """Redis round trips made by this thread (a pipeline is one), with the commands they carried."""

    def __init__(self) -> None:
        self.commands: list[list[str]] = []

    def __len__(self) -> int:
        return len(self.commands)


@pytest.fixture
def assert_redis_round_trips(monkeypatch: pytest.MonkeyPatch) -> Callable[[int], Any]:
    """`with assert_redis_round_trips(n): ...` fails unless the block made exactly n Redis round trips
    from this thread (the websocket publisher's own thread, off the request path, is not counted)."""
    import threading
    from contextlib import contextmanager

    import redis

    active: list[RedisRoundTrips] = []
    caller = threading.get_ident()
    plain, pipelined = redis.Redis.execute_command, redis.client.Pipeline.execute

    def execute_command(self: Any, *args: Any, **options: Any) -> Any:
        if active and threading.get_ident() == caller:
            active[-1].commands.append([str(args[0])])
        return plain(self, *args, **options)

    def execute(self: Any, *args: Any, **kwargs: Any) -> Any:
        if active and threading.get_ident() == caller and self.command_stack:
            active[-1].commands.append([str(args_[0]) for args_, _ in self.command_stack])
        return pipelined(self, *args, **kwargs)

    monkeypatch.setattr(redis.Redis, "execute_command", execute_command)
    monkeypatch.setattr(redis.client.Pipeline, "execute", execute)

    @contextmanager
    def counting(expected: int) -> Any:
        trips = RedisRoundTrips()
        active.append(trips)
        try:
            yield trips
        finally:
            active.pop()
        assert len(trips) == expected, f"{len(trips)} Redis round trips, expected {expected}: {trips.commands}"

    return counting


# The modules that also run against a Citus cluster (scripts/test-citus.sh runs `-m citus`): between them
# every service and selector, through the API and directly, on tables sharded by tenant.
CITUS_MODULES = {
    "tests/conversations/test_api_foundation.py",
    "tests/conversations/test_expiry.py",
    "tests/conversations/test_metrics.py",
    "tests/conversations/test_retention.py",
    "tests/conversations/test_state.py",
    "tests/conversations/test_user_ids.py",
    "tests/conversations/test_vectors.py",
    "tests/dashboard/test_conversation.py",
    "tests/dashboard/test_facts.py",
    "tests/dashboard/test_health.py",
    "tests/dashboard/test_overview.py",
    "tests/facts/test_caches.py",
    "tests/facts/test_facts_flow.py",
    "tests/facts/test_injection_tracking.py",
    "tests/memory/test_abort.py",
    "tests/memory/test_context.py",
    "tests/memory/test_forget_everything.py",
    "tests/memory/test_outbox.py",
    "tests/memory/test_query_counts.py",
    "tests/memory/test_recall.py",
    "tests/memory/test_recall_faithful.py",
    "tests/memory/test_reembed.py",
    "tests/memory/test_shopping_flow.py",
    "tests/memory/test_stale_answers.py",
    "tests/memory/test_turns.py",
    "tests/tenants/test_idempotency.py",
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        callspec = getattr(item, "callspec", None)
        on_redis_cluster = callspec is not None and callspec.params.get("_cache_layout") == "cluster"
        if item.nodeid.split("::")[0] in CITUS_MODULES and not on_redis_cluster:  # one new engine at a time
            item.add_marker(pytest.mark.citus)
