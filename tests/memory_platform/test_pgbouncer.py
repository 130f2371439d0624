"""The service behind PgBouncer in transaction mode (DATABASE_POOLER=pgbouncer): turns, recall, search,
idempotent replays and the `.iterator()` of the stale-facts sweep, from several clients at once, with
every transaction handed to the next server connection."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
from django.utils import timezone

from conversations.models import Message
from facts.models import Fact, FactStatus
from facts.services.facts import create_fact
from tests.factories import TenantFactory, create_api_key
from tests.faults.stack import Http, stack_env, start_server
from tests.pgbouncer import start_pgbouncer
from tests.processes import run_python, stop

pytestmark = pytest.mark.django_db(transaction=True)  # the server and the children read what the test wrote

CLIENTS, TURNS = 4, 5

SWEEP = """
import threading, django
django.setup()
from datetime import timedelta
from django.db import connection
from django.utils import timezone
from facts.services.facts import mark_stale_facts
errors, marked = [], []
def sweep():
    try:
        marked.append(mark_stale_facts(now=timezone.now() + timedelta(days=400), batch_size=2))
    except Exception as exc:
        errors.append(type(exc).__name__)
    finally:
        connection.close()
threads = [threading.Thread(target=sweep) for _ in range(4)]
[t.start() for t in threads]
[t.join() for t in threads]
print(sorted(set(errors)) or "ok", sum(marked))
"""


@pytest.fixture
def pgbouncer(tmp_path):
    process, port = start_pgbouncer(tmp_path)
    yield port
    stop(process)


def _conversation(http: Http, user_id: str) -> str:
    status, body, _ = http.call("POST", "/conversations/", {"role": "client", "user_id": user_id})
    assert status == 201, body
    return body["id"]


def test_turns_recall_search_and_replays_through_pgbouncer(pgbouncer, tmp_path):
    tenant = TenantFactory(slug="pooled")
    key = create_api_key(tenant, ("client",))
    env = stack_env(db_port=pgbouncer, DATABASE_POOLER="pgbouncer", CELERY_TASK_ALWAYS_EAGER="true")
    server, port = start_server(env, tmp_path / "server.log")
    http = Http(port, key)
    statuses: list[int] = []

    def client(n: int) -> None:
        first = _conversation(http, f"user-{n}")
        for turn in range(TURNS):
            statuses.extend(http.turn(first, f"Busco zapatillas trail modelo {n}{turn} talla 4{n}", "Tenemos dos."))
        later = _conversation(http, f"user-{n}")
        status, context, _ = http.call("GET", f"/conversations/{later}/context/?query=zapatillas%20trail%20talla")
        statuses.append(status)
        assert any("trail" in m["content"] for m in context["messages"])  # recalled from the first conversation
        status, found, _ = http.call("GET", f"/search/?q=zapatillas%20trail&user_id=user-{n}")
        statuses.append(status)
        assert found["results"]

    try:
        clients = [threading.Thread(target=client, args=(n,)) for n in range(CLIENTS)]
        [c.start() for c in clients]
        [c.join(120) for c in clients]
        first = http.call("POST", "/conversations/", {"role": "client", "user_id": "9"}, **{"Idempotency-Key": "k-1"})
        again = http.call("POST", "/conversations/", {"role": "client", "user_id": "9"}, **{"Idempotency-Key": "k-1"})
    finally:
        stop(server)
    assert len(statuses) == CLIENTS * (2 * TURNS + 2)
    assert set(statuses) == {200, 201}
    assert Message.objects.for_tenant(tenant.pk).count() == CLIENTS * TURNS * 2  # no write lost
    assert (first[0], again[0], again[1]["id"]) == (201, 201, first[1]["id"])
    assert again[2]["Idempotent-Replayed"] == "true"


def test_the_iterator_of_the_stale_facts_sweep_needs_the_pooler_setting(pgbouncer):
    tenant = TenantFactory(slug="sweep")
    for n in range(6):
        create_fact(tenant=tenant, role="client", user_id=str(n), domain="personal", text=f"My shoe size is 4{n}")
    Fact.objects.update(last_confirmed_at=timezone.now() - timedelta(days=1))
    pooled = {"DATABASE_URL": _through(pgbouncer)}

    without = run_python(SWEEP, **pooled)
    out, err = without.communicate(timeout=60)
    assert without.returncode == 0, err
    assert "ok" not in out  # a server-side cursor lost with its server connection: why the setting exists
    # A thread whose cursor happened to survive may have marked some: start the second sweep afresh.
    Fact.objects.filter(tenant=tenant).update(status=FactStatus.ACTIVE)

    with_setting = run_python(SWEEP, DATABASE_POOLER="pgbouncer", **pooled)
    out, err = with_setting.communicate(timeout=60)
    assert with_setting.returncode == 0, err
    assert out.split() == ["ok", "6"]
    assert Fact.objects.filter(tenant=tenant, status=FactStatus.STALE).count() == 6


def _through(port: int) -> str:
    from django.db import connection

    return f"postgres://postgres@127.0.0.1:{port}/{connection.settings_dict['NAME']}"
