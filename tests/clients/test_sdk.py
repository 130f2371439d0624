"""The SDK against a real server: a whole turn, retries that are safe by construction (a real 409, a
real 429, a dropped answer replayed), typed errors, pages, the async client."""

from __future__ import annotations

import asyncio
import threading
import time

import httpx
import pytest
from memory_platform_client import (
    NO_RETRY,
    AsyncMemoryClient,
    AuthenticationError,
    BusyError,
    ConfigurationError,
    ConnectionFailedError,
    GoneError,
    LeaseInvalidError,
    MemoryClient,
    NotFoundError,
    PermissionDeniedError,
    RetryPolicy,
    StaleVersionError,
    ThrottledError,
    ValidationError,
)

from conversations.models import Conversation, Message
from tests.clients.conftest import FAST, DroppingProxy, Recorder, port_of
from tests.faults.stack import free_port
from tests.helpers import rows_of


def stored(cid: str) -> list[tuple[int, str]]:
    return list(rows_of(Message, cid).values_list("turn", "role"))


def test_a_whole_turn_through_the_helper(account):
    with account.client() as client:
        conversation = client.conversations.create(user_id="42", role="client")
        with client.turn(conversation.id, "Busco zapatillas para correr") as turn:
            assert turn.number == 1
            assert turn.messages[-1] == {"role": "user", "content": "Busco zapatillas para correr"}
            assert turn.context.total_tokens <= turn.context.budget
            done = turn.complete("¿Qué talla usas?", state_set={"intent": "running shoes"})
        assert done.completed
        assert done.state_version == 1
        assert client.conversations.state(conversation.id).data == {"intent": "running shoes"}
        messages = client.conversations.messages(conversation.id)
        assert [(m.turn, m.role) for m in messages.results] == [(1, "user"), (1, "assistant")]
    assert stored(conversation.id) == [(1, "user"), (1, "assistant")]


def test_a_block_that_raises_aborts_the_turn_at_once(account):
    with account.client() as client:
        cid = client.conversations.create(user_id="42").id
        with pytest.raises(RuntimeError, match="model down"), client.turn(cid, "hola"):
            raise RuntimeError("model down")
        row = Conversation.objects.get(public_id=cid)
        assert (row.open_turn, row.lease_token) == (None, "")
        with client.turn(cid, "¿sigues?") as turn:  # no wait for the lease to expire
            assert turn.number == 2
            turn.complete("Sí.")
    assert stored(cid) == [(1, "user"), (2, "user"), (2, "assistant")]


def test_a_concurrent_begin_gets_a_real_409_and_its_retry_succeeds_after_the_first_turn(account):
    recorder = Recorder()
    with account.client() as first, account.client(recorder=recorder) as second:
        cid = first.conversations.create(user_id="42").id
        opened = first.turns.begin(cid, content="primero")
        outcome: dict[str, int] = {}

        def other_agent() -> None:
            with second.turn(cid, "segundo") as turn:
                outcome["turn"] = turn.number
                turn.complete("respuesta al segundo")

        worker = threading.Thread(target=other_agent)
        worker.start()
        deadline = time.monotonic() + 10
        while 409 not in recorder.statuses and time.monotonic() < deadline:
            time.sleep(0.05)
        first.turns.complete(cid, opened.turn, lease=opened.lease, content="respuesta al primero")
        worker.join(20)
    assert 409 in recorder.statuses
    assert outcome == {"turn": 2}
    assert stored(cid) == [(1, "user"), (1, "assistant"), (2, "user"), (2, "assistant")]


def test_busy_raises_once_the_attempts_are_spent(account):
    with account.client() as first, account.client(retry=RetryPolicy(attempts=2, max_delay=0.1)) as second:
        cid = first.conversations.create(user_id="42").id
        first.turns.begin(cid, content="primero")
        with pytest.raises(BusyError) as busy:
            second.turns.begin(cid, content="segundo")
    assert busy.value.status == 409
    assert busy.value.retry_after
    assert busy.value.retry_after >= 1


def test_a_real_429_is_retried_then_raised_with_retry_after(make_account):
    if time.time() % 60 > 50:  # keep the three calls inside one throttling window
        time.sleep(61 - time.time() % 60)
    limited = make_account(slug="sdk-limited", policy_overrides={"api_key_requests_per_minute": 2})
    recorder = Recorder()
    with limited.client(retry=RetryPolicy(attempts=3, max_delay=0.05), recorder=recorder) as client:
        client.whoami()
        client.whoami()
        with pytest.raises(ThrottledError) as throttled:
            client.whoami()
    assert recorder.statuses == [200, 200, 429, 429, 429]
    assert throttled.value.code == "throttled"
    assert 0 < (throttled.value.retry_after or 0) <= 60


def test_an_answer_lost_after_the_commit_is_replayed_and_stored_once(account):
    with DroppingProxy(port_of(account.base_url)) as proxy, account.client() as direct:
        cid = direct.conversations.create(user_id="42").id
        client = MemoryClient(f"http://127.0.0.1:{proxy.port}", account.key, retry=FAST)
        proxy.armed = b"/messages/"
        message = client.conversations.append_message(cid, role="user", content="Apunta: talla 42")
        client.close()
    assert proxy.dropped == 1
    assert message.content == "Apunta: talla 42"
    assert rows_of(Message, cid).count() == 1


def test_a_stale_version_and_a_bad_lease_are_never_retried(account):
    recorder = Recorder()
    with account.client(recorder=recorder) as client:
        cid = client.conversations.create(user_id="42").id
        client.conversations.update_state(cid, set={"size": 42})
        with pytest.raises(StaleVersionError):
            client.conversations.update_state(cid, set={"size": 43}, version=0)
        opened = client.turns.begin(cid, content="hola")
        with pytest.raises(LeaseInvalidError) as bad:
            client.turns.complete(cid, opened.turn, lease="not-the-lease", content="x")
    assert bad.value.code == "lease_invalid"
    assert recorder.statuses == [201, 200, 409, 201, 409]


def test_errors_are_typed(account, make_account):
    with account.client() as client:
        with pytest.raises(NotFoundError):
            client.conversations.get("client:nobody:nothing")
        with pytest.raises(ValidationError) as invalid:
            client.conversations.create(user_id="", role="client")
        assert "user_id" in invalid.value.fields
        cid = client.conversations.create(user_id="42").id
        client.conversations.delete(cid)
        with pytest.raises((GoneError, NotFoundError)):
            client.turns.begin(cid, content="hola")
    with MemoryClient(account.base_url, "wrong.key", retry=NO_RETRY) as stranger, pytest.raises(AuthenticationError):
        stranger.whoami()
    client_only = make_account(slug="sdk-client-only", roles=("client",))
    with client_only.client() as client, pytest.raises(PermissionDeniedError):
        client.conversations.create(user_id="42", role="admin")


def test_settings_come_from_the_environment(account, monkeypatch):
    monkeypatch.setenv("MEMORY_PLATFORM_URL", account.base_url)
    monkeypatch.setenv("MEMORY_PLATFORM_API_KEY", account.key)
    with MemoryClient() as client:
        assert client.whoami().tenant == "sdk-shop"
    monkeypatch.delenv("MEMORY_PLATFORM_API_KEY")
    with pytest.raises(ConfigurationError):
        MemoryClient()


def test_iterators_follow_the_pages(account):
    with account.client() as client:
        created = {client.conversations.create(user_id=f"u{n}").id for n in range(5)}
        assert {c.id for c in client.conversations.iter(page_size=2)} == created
        cid = sorted(created)[0]
        for n in range(3):
            client.conversations.append_message(cid, role="user", content=f"mensaje {n}")
        assert [m.content for m in client.conversations.iter_messages(cid, page_size=2)] == [
            "mensaje 0",
            "mensaje 1",
            "mensaje 2",
        ]


def test_facts_search_and_forget(account):
    with account.client() as client:
        fact = client.facts.create(user_id="42", role="client", domain="preferences", text="Usa la talla 42")
        assert client.facts.confirm(fact.id).id == fact.id
        replaced = client.facts.contradict(fact.id, text="Usa la talla 43")
        assert replaced.superseded == fact.id
        assert [f.text for f in client.facts.iter(user_id="42", status="active")] == ["Usa la talla 43"]
        assert len(client.facts.history(replaced.fact.id).chain) == 2
        hits = client.search("talla", user_id="42")
        assert any(hit.kind == "fact" for hit in hits.results)
        forgotten = client.forget_user("42")
        assert forgotten.erased
        assert list(client.facts.iter(user_id="42")) == []


def test_the_async_client_runs_a_turn_and_aborts_on_error(account):
    async def scenario() -> list[tuple[int, str]]:
        async with AsyncMemoryClient(account.base_url, account.key, retry=FAST) as client:
            cid = (await client.conversations.create(user_id="7")).id
            async with client.turn(cid, "Hola") as turn:
                await turn.complete("¡Hola!")
            with pytest.raises(KeyError):
                async with client.turn(cid, "otra"):
                    raise KeyError("boom")
            pages = [c.id async for c in client.conversations.iter(user_id="7")]
            assert pages == [cid]
            return [(m.turn, m.role) for m in (await client.conversations.messages(cid)).results]

    assert asyncio.run(scenario()) == [(1, "user"), (1, "assistant"), (2, "user")]


def test_an_unreachable_service_raises_after_the_retries(account):
    with (
        MemoryClient(
            f"http://127.0.0.1:{free_port()}", account.key, retry=RetryPolicy(attempts=2, max_delay=0.05)
        ) as c,
        pytest.raises(ConnectionFailedError) as failure,
    ):
        c.whoami()
    assert isinstance(failure.value.__cause__, httpx.ConnectError)
