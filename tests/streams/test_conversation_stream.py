"""`ws/conversations/{id}/`: every event type, as JSON with a type and a timestamp, after the commit, to the
tenant's keys and members only; everyone else is closed with 4401, 4403, 4404 or 4410 before any event."""

from __future__ import annotations

from datetime import datetime

import pytest
from channels.db import database_sync_to_async
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from conversations.models import Conversation
from conversations.services.conversations import delete_conversation, expire_idle_conversations
from conversations.services.messages import append_message
from conversations.services.state import StateChange
from facts.services.facts import contradict_fact, create_fact
from memory.services.turns import begin_turn, complete_turn
from tenants.models import ApiKey
from tests.dashboard.conftest import logged_in, operator
from tests.factories import ConversationFactory, create_api_key
from tests.streams.conftest import communicator, key_header, run, sent, session_headers

pytestmark = pytest.mark.usefixtures("app_commits")  # events are sent after the writes commit

TIMEOUT = 5


@pytest.fixture
def conversation(tenant) -> Conversation:
    return ConversationFactory(tenant=tenant, user_id="42")


def path(conversation: Conversation) -> str:
    return f"/ws/conversations/{conversation.public_id}/"


def test_a_turn_streams_its_events_in_order(tenant, conversation):
    raw = create_api_key(tenant)

    async def scenario() -> list[dict]:
        ws = communicator(path(conversation), headers=key_header(raw))
        assert (await ws.connect())[0]
        started = await database_sync_to_async(begin_turn)(conversation=conversation, content="Quiero zapatillas")
        await database_sync_to_async(complete_turn)(
            conversation=conversation, turn=started.turn, lease=started.lease, content="¿Talla?", state=None
        )
        events = [await ws.receive_json_from(TIMEOUT) for _ in range(5)]
        await ws.disconnect()
        return events

    events = run(scenario)
    types = [e["type"] for e in events]
    assert types == ["message.created", "turn.begun", "context.built", "message.created", "turn.completed"]
    assert events[0]["content"] == "Quiero zapatillas"
    assert events[0]["role"] == "user"
    assert events[0]["seq"] == 1
    assert all(datetime.fromisoformat(e["timestamp"]) for e in events)
    assert events[2]["budget"] == tenant.policy.context_budget_tokens
    assert events[2]["tokens_by_section"]["current"] > 0


def test_state_summary_and_fact_events(tenant, conversation):
    raw = create_api_key(tenant)

    def talk() -> None:
        for n in range(12):
            started = begin_turn(
                conversation=conversation, content="Calzo un 43, anotalo por favor" if n == 0 else f"mensaje {n}"
            )
            complete_turn(
                conversation=conversation,
                turn=started.turn,
                lease=started.lease,
                content=f"ok {n}",
                state=StateChange(set={"step": n}) if n == 1 else None,
            )

    async def scenario() -> list[str]:
        ws = communicator(path(conversation), headers=key_header(raw))
        assert (await ws.connect())[0]
        await database_sync_to_async(talk)()
        types = []
        while not await ws.receive_nothing(2):  # a timed-out receive would cancel the consumer
            types.append((await ws.receive_json_from(TIMEOUT))["type"])
        await ws.disconnect()
        return types

    types = run(scenario)
    assert {"state.updated", "summary.created", "fact.created"} <= set(types)


def test_fact_superseded_reaches_the_users_conversations(tenant, conversation):
    raw = create_api_key(tenant)
    fact = create_fact(tenant=tenant, role="client", user_id="42", domain="personal", text="Vivo en Sevilla")

    async def scenario() -> list[dict]:
        ws = communicator(path(conversation), headers=key_header(raw))
        assert (await ws.connect())[0]
        await database_sync_to_async(contradict_fact)(fact=fact, text="Vivo en Madrid")
        events = [await ws.receive_json_from(TIMEOUT) for _ in range(2)]
        await ws.disconnect()
        return events

    created, superseded = run(scenario)
    assert created["type"] == "fact.created"
    assert created["fact"]["text"] == "Vivo en Madrid"
    assert superseded["type"] == "fact.superseded"
    assert superseded["fact"]["id"] == fact.pk


def test_expired_and_deleted(tenant, conversation, time_machine):
    raw = create_api_key(tenant)
    other = ConversationFactory(tenant=tenant, user_id="43")

    async def scenario() -> tuple[dict, dict]:
        first = communicator(path(conversation), headers=key_header(raw))
        second = communicator(path(other), headers=key_header(raw))
        assert (await first.connect())[0]
        assert (await second.connect())[0]
        time_machine.move_to(conversation.expires_at, tick=False)
        await database_sync_to_async(expire_idle_conversations)()
        expired = await first.receive_json_from(TIMEOUT)
        await database_sync_to_async(delete_conversation)(conversation=other)
        deleted = await second.receive_json_from(TIMEOUT)
        await first.disconnect()
        await second.disconnect()
        return expired, deleted

    expired, deleted = run(scenario)
    assert expired["type"] == "conversation.expired"
    assert expired["conversation"] == conversation.public_id
    assert deleted["type"] == "conversation.deleted"
    assert deleted["replaced_by"].startswith("client:43:")


def test_nothing_is_sent_for_a_rolled_back_write(tenant, conversation):
    raw = create_api_key(tenant)

    def write() -> None:
        with transaction.atomic():
            append_message(conversation=conversation, role="user", content="never committed")
            raise RuntimeError("rollback")

    def write_then_fail() -> None:
        with pytest.raises(RuntimeError, match="rollback"):
            write()

    async def scenario() -> bool:
        ws = communicator(path(conversation), headers=key_header(raw))
        assert (await ws.connect())[0]
        await database_sync_to_async(write_then_fail)()
        await database_sync_to_async(sent)()
        nothing = await ws.receive_nothing(0.5)
        await ws.disconnect()
        return nothing

    assert run(scenario)


@pytest.mark.parametrize("how", ["authorization", "x-api-key", "subprotocol"])
def test_a_key_in_a_header_or_the_subprotocol_is_accepted(tenant, conversation, how):
    raw = create_api_key(tenant)
    headers = {
        "authorization": [(b"authorization", f"Api-Key {raw}".encode())],
        "x-api-key": [(b"x-api-key", raw.encode())],
        "subprotocol": [],
    }[how]
    subprotocols = ["api-key", raw] if how == "subprotocol" else None

    async def scenario() -> tuple[bool, object]:
        ws = communicator(path(conversation), headers=headers, subprotocols=subprotocols)
        connected, subprotocol = await ws.connect()
        await ws.disconnect()
        return connected, subprotocol

    connected, subprotocol = run(scenario)
    assert connected
    if how == "subprotocol":
        assert subprotocol == "api-key"  # never echoes the key


def refused(ws_path: str, **kwargs) -> tuple[int, bool]:
    """(close code, whether any event came before it)."""

    async def scenario() -> tuple[int, bool]:
        ws = communicator(ws_path, **kwargs)
        connected, _ = await ws.connect()
        assert connected  # accepted only to be closed with a code
        message = await ws.receive_output(TIMEOUT)
        await ws.wait()
        return message.get("code"), message["type"] != "websocket.close"

    return run(scenario)


def test_no_credentials_is_4401(conversation):
    assert refused(path(conversation)) == (4401, False)


def test_a_key_in_the_query_string_is_ignored(tenant, conversation):
    raw = create_api_key(tenant)
    assert refused(f"{path(conversation)}?api_key={raw}") == (4401, False)


def test_an_unknown_or_revoked_key_is_4401(tenant, conversation):
    assert refused(path(conversation), headers=key_header("nope.nope")) == (4401, False)
    raw = create_api_key(tenant)
    ApiKey.objects.update(revoked=True)
    assert refused(path(conversation), headers=key_header(raw)) == (4401, False)


def apikey_queries(do) -> list[str]:
    with CaptureQueriesContext(connection) as queries:
        do()
    return [q["sql"] for q in queries.captured_queries if "tenants_apikey" in q["sql"]]


@pytest.mark.parametrize("raw", ["nope.nope", "abcdefgh.secret\x00", "abcdefgh.sécret", "abcdefgh"])
def test_a_credential_that_is_not_key_shaped_is_4401_without_a_lookup(tenant, conversation, raw):
    """The same check as HTTP: nothing that is not a key reaches the database (or its query log)."""
    assert apikey_queries(lambda: refused(path(conversation), subprotocols=["api-key", raw])) == []


def test_a_stream_key_is_authenticated_from_the_key_cache(tenant, conversation):
    raw = create_api_key(tenant)

    def connect() -> None:
        async def scenario() -> None:
            ws = communicator(path(conversation), headers=key_header(raw))
            connected, _ = await ws.connect()
            assert connected
            await ws.disconnect()

        run(scenario)

    connect()  # fills the cache
    assert apikey_queries(connect) == []


def test_a_role_the_key_lacks_is_4403(tenant):
    admin_conversation = ConversationFactory(tenant=tenant, role="admin", user_id="1")
    assert refused(path(admin_conversation), headers=key_header(create_api_key(tenant, ("client",)))) == (4403, False)


def test_another_tenants_key_never_receives_an_event(tenant, other_tenant, conversation):
    """Bob's key is refused on Alice's conversation, and a stream of Bob's own sees nothing of Alice's."""
    bob_key = create_api_key(other_tenant, ("client", "admin"))
    assert refused(path(conversation), headers=key_header(bob_key)) == (4403, False)
    bob_conversation = ConversationFactory(tenant=other_tenant, user_id="42")  # same user id, other tenant

    async def scenario() -> bool:
        ws = communicator(path(bob_conversation), headers=key_header(bob_key))
        assert (await ws.connect())[0]
        await database_sync_to_async(append_message)(conversation=conversation, role="user", content="alice's secret")
        await database_sync_to_async(create_fact)(
            tenant=tenant, role="client", user_id="42", domain="personal", text="Vivo en Madrid"
        )
        await database_sync_to_async(sent)()
        nothing = await ws.receive_nothing(0.5)
        await ws.disconnect()
        return nothing

    assert run(scenario)


def test_a_member_operator_streams_with_the_session(tenant, conversation):
    client = logged_in(operator("alice", tenant))

    async def scenario() -> dict:
        ws = communicator(path(conversation), headers=session_headers(client))
        assert (await ws.connect())[0]
        await database_sync_to_async(append_message)(conversation=conversation, role="user", content="hola")
        event = await ws.receive_json_from(TIMEOUT)
        await ws.disconnect()
        return event

    assert run(scenario)["content"] == "hola"


def test_an_operator_of_another_tenant_is_4403(tenant, other_tenant, conversation):
    client = logged_in(operator("bob", other_tenant))
    assert refused(path(conversation), headers=session_headers(client)) == (4403, False)


def test_a_session_from_another_site_is_4403(tenant, conversation):
    client = logged_in(operator("alice", tenant))
    assert refused(path(conversation), headers=session_headers(client, origin="https://evil.example")) == (4403, False)


def test_an_unknown_conversation_is_4403(tenant):
    assert refused("/ws/conversations/client:42:nope/", headers=key_header(create_api_key(tenant))) == (4403, False)


def test_an_unknown_route_is_4404(tenant):
    assert refused("/ws/nothing-here/", headers=key_header(create_api_key(tenant))) == (4404, False)
    assert refused("/ws/conversations/") == (4404, False)


def test_an_expired_conversation_is_4410(tenant, conversation, time_machine):
    time_machine.move_to(conversation.expires_at, tick=False)
    assert refused(path(conversation), headers=key_header(create_api_key(tenant))) == (4410, False)
    expire_idle_conversations()
    assert refused(path(conversation), headers=key_header(create_api_key(tenant))) == (4410, False)


def test_a_stream_is_closed_with_4410_when_its_conversation_expires(tenant, conversation, time_machine):
    raw = create_api_key(tenant)

    async def scenario() -> tuple[dict, int]:
        ws = communicator(path(conversation), headers=key_header(raw))
        assert (await ws.connect())[0]
        time_machine.move_to(conversation.expires_at, tick=False)
        await database_sync_to_async(expire_idle_conversations)()
        expired = await ws.receive_json_from(TIMEOUT)
        closed = await ws.receive_output(TIMEOUT)
        await ws.wait()
        return expired, closed["code"]

    expired, code = run(scenario)
    assert expired["type"] == "conversation.expired"
    assert code == 4410
