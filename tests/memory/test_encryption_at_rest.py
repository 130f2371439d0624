"""Encryption at rest, end to end: what PostgreSQL and Redis hold of a user's memory reads as noise;
a sealed value copied into another row does not open; a backup restored after the user was forgotten
cannot be read (the API treats it as gone); an existing plain database is encrypted in batches while
the API keeps answering. The suite runs with encryption on (scripts/test.sh sets a test key)."""

from __future__ import annotations

from collections.abc import Iterator
from io import StringIO

import pytest
from django.core.cache import cache
from django.core.management import call_command
from django.db import connection

from conversations.hot import hot_key
from conversations.models import Conversation, Message
from facts.models import Fact
from memory_platform.crypto.keyring import key_provider, new_key
from memory_platform.redis_client import cache_key, raw_redis
from tenants import encryption
from tenants.encryption import Erased, Undecryptable
from tenants.sealed import sealed_fields
from tests.helpers import new_conversation, run_turn

USER = "ramona-9"
SECRETS = ("Ramona", "Valencia", "primavera-secreta", "running-oculto", "zarzaparrilla")

# Every column that holds memory, by table.
SEALED_COLUMNS = {
    "conversations_message": ("content", "metadata"),
    "conversations_summary": ("topic", "discussed", "outcome", "decisions", "open_questions"),
    "conversations_conversationstate": ("data",),
    "conversations_historicalconversationstate": ("data",),
    "facts_fact": ("text", "value"),
    "facts_historicalfact": ("text", "value"),
    "tenants_auditevent": ("before", "after"),
}
BINARY_COLUMNS = {("conversations_message", "content")}


@pytest.fixture
def encryption_on() -> None:
    assert key_provider().enabled, "the suite runs with MEMORY_ENCRYPTION_KEYS set (scripts/test.sh)"


def remember_things(api) -> str:
    """A user's memory in every store: messages with metadata, state, facts, summaries, audit, answers."""
    cid = new_conversation(api, user_id=USER)
    said = api.post(
        f"/api/v1/conversations/{cid}/messages/",
        {"role": "user", "content": "Hola, soy Ramona", "metadata": {"campaign": "primavera-secreta"}},
        format="json",
    )
    assert said.status_code == 201
    run_turn(
        api,
        cid,
        "Me llamo Ramona y vivo en Valencia",
        "Encantado, Ramona.",
        {"confirmed": True, "set": {"category": "running-oculto"}},
    )
    for n in range(12):  # enough turns to fold the oldest into summaries
        run_turn(api, cid, f"Busco zarzaparrilla número {n} para la receta", f"Tenemos zarzaparrilla {n}.")
    fact = {"user_id": USER, "role": "client", "domain": "personal", "text": "Vive en Valencia"}
    assert api.post("/api/v1/facts/", fact, format="json", HTTP_IDEMPOTENCY_KEY="fact-1").status_code == 201
    run_turn(api, cid, "¿Dónde vivo?", "En Valencia.")  # the facts cached again, the answer cached
    return cid


def _as_text(value: object) -> str:
    """A column's value as text to search; a binary column's bytes one character each (a plaintext in them
    would show as itself)."""
    return bytes(value).decode("latin-1") if isinstance(value, bytes | memoryview) else str(value)


def raw_column_values() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    with connection.cursor() as cursor:
        for table, columns in SEALED_COLUMNS.items():
            for column in columns:
                cast = "" if (table, column) in BINARY_COLUMNS else "::text"
                cursor.execute(f"SELECT {column}{cast} FROM {table} WHERE {column} IS NOT NULL")  # noqa: S608 - constants
                found[f"{table}.{column}"] = [_as_text(row[0]) for row in cursor.fetchall()]
        cursor.execute("SELECT body FROM tenants_idempotencyrecord WHERE body IS NOT NULL")
        found["tenants_idempotencyrecord.body"] = [bytes(row[0]).hex() for row in cursor.fetchall()]
    return found


def test_postgresql_and_redis_hold_no_plaintext_of_the_memory(encryption_on, client_api):
    cid = remember_things(client_api)
    # The API reads it all back.
    assert "Valencia" in client_api.get(f"/api/v1/conversations/{cid}/messages/").content.decode()
    assert client_api.get(f"/api/v1/conversations/{cid}/state/").json()["data"] == {"category": "running-oculto"}
    assert client_api.get(f"/api/v1/conversations/{cid}/summaries/").json()["results"]
    assert client_api.get("/api/v1/facts/", {"user_id": USER}).json()["count"] >= 1

    stored = raw_column_values()
    for column in ("conversations_message.content", "conversations_summary.topic", "facts_fact.text"):
        assert stored[column], column  # there is something to look at
    assert stored["tenants_auditevent.after"]
    assert stored["tenants_idempotencyrecord.body"]
    for column, values in stored.items():
        for value in values:
            for secret in SECRETS:
                assert secret.lower() not in value.lower(), (column, value[:80])

    client = raw_redis()
    keys = list(client.scan_iter(match=cache_key("*"), count=1000))
    assert any(b":hot:" in key for key in keys)
    assert any(b"facts:" in key for key in keys)
    for key in keys:
        value = client.get(key) if client.type(key) == b"string" else b"".join(client.lrange(key, 0, -1))
        for secret in SECRETS:
            assert secret.encode() not in (value or b""), key


def test_a_sealed_value_copied_into_another_row_does_not_open(encryption_on, client_api):
    cid = new_conversation(client_api, user_id=USER)
    run_turn(client_api, cid, "Vivo en Valencia", "Anotado.")
    run_turn(client_api, cid, "¿Qué tiempo hace?", "Soleado.")
    first, second = Message.objects.filter(conversation__public_id=cid, role="user").order_by("seq")
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE conversations_message SET content = (SELECT content FROM conversations_message WHERE id = %s) "
            "WHERE id = %s",
            [first.pk, second.pk],
        )
    with pytest.raises(Undecryptable):
        _ = Message.objects.get(pk=second.pk).content
    assert Message.objects.get(pk=first.pk).content == "Vivo en Valencia"


def copy_rows(table: str, where: str, params: list) -> tuple[list[str], list[tuple]]:
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT * FROM {table} WHERE {where}", params)  # noqa: S608 - constants
        return [c.name for c in cursor.description], cursor.fetchall()


def restore_rows(table: str, columns: list[str], rows: list[tuple]) -> None:
    marks = ", ".join(["%s"] * len(columns))
    with connection.cursor() as cursor:
        for row in rows:
            cursor.execute(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", list(row))  # noqa: S608


def test_a_backup_restored_after_the_forget_cannot_be_read(encryption_on, tenant, client_api):
    cid = new_conversation(client_api, user_id=USER)
    run_turn(client_api, cid, "Me llamo Ramona y vivo en Valencia", "Encantado.")
    client_api.post(
        "/api/v1/facts/",
        {"user_id": USER, "role": "client", "domain": "personal", "text": "Vive en Valencia"},
        format="json",
    )
    conversation = Conversation.objects.get(public_id=cid)
    # The backup: the user's rows as they are on disk before the forget.
    backup = [
        ("conversations_conversation", *copy_rows("conversations_conversation", "id = %s", [conversation.pk])),
        ("conversations_message", *copy_rows("conversations_message", "conversation_id = %s", [conversation.pk])),
        ("facts_fact", *copy_rows("facts_fact", "tenant_id = %s AND user_id = %s", [tenant.pk, USER])),
    ]

    receipt = client_api.delete(f"/api/v1/users/{USER}/memory/").json()["erased"]
    assert receipt["data_keys"] == 1  # the user's key went with the user

    for table, columns, rows in backup:
        restore_rows(table, columns, rows)
    encryption.forget_cached_keys()  # any process, reading the database
    message = Message.objects.filter(conversation_id=conversation.pk).first()
    with pytest.raises(Erased):
        _ = message.content
    with pytest.raises(Erased):
        _ = Fact.objects.filter(tenant=tenant, user_id=USER).first().text
    # The API treats the restored rows as gone: a clear 410, never a 500 or the ciphertext.
    answer = client_api.get(f"/api/v1/conversations/{cid}/messages/")
    assert answer.status_code == 410
    assert answer.json()["error"]["code"] == "erased"
    # The user comes back: a new conversation works, and nothing of the restored rows is recalled or found.
    later = new_conversation(client_api, user_id=USER)
    body = run_turn(client_api, later, "¿Dónde vivo?", "No lo sé.")
    assert "Valencia" not in str(body["context"])
    found = client_api.get("/api/v1/search/", {"q": "Valencia", "user_id": USER})
    assert found.status_code == 200
    assert "Valencia" not in found.content.decode()


@pytest.fixture
def encryption_off_then_on(settings) -> Iterator[str]:
    """Encryption off in this process; yields the key that turns it on afterwards."""
    on = settings.MEMORY_ENCRYPTION_KEYS
    settings.MEMORY_ENCRYPTION_KEYS = ""
    key_provider.cache_clear()
    yield on
    settings.MEMORY_ENCRYPTION_KEYS = on
    key_provider.cache_clear()


def test_an_existing_database_is_encrypted_in_batches_while_the_api_answers(
    encryption_off_then_on, settings, client_api
):
    cid = new_conversation(client_api, user_id=USER)
    for n in range(4):
        run_turn(
            client_api,
            cid,
            f"Busco zarzaparrilla {n}",
            f"Tenemos zarzaparrilla {n}.",
            {"confirmed": True, "set": {"n": n}},
        )
    client_api.post(
        "/api/v1/facts/",
        {"user_id": USER, "role": "client", "domain": "personal", "text": "Vive en Valencia"},
        format="json",
    )
    assert "zarzaparrilla 0" in Message.objects.values_list("content", flat=True).first()  # stored in plain

    settings.MEMORY_ENCRYPTION_KEYS = encryption_off_then_on or new_key()
    key_provider.cache_clear()
    expected = [m["content"] for m in client_api.get(f"/api/v1/conversations/{cid}/messages/").json()["results"]]
    answers: list[int] = []

    def between_batches(done: int) -> None:  # the service keeps answering, half plain and half sealed
        listed = client_api.get(f"/api/v1/conversations/{cid}/messages/")
        answers.append(listed.status_code)
        assert [m["content"] for m in listed.json()["results"]] == expected

    sealed = encryption.seal_existing_rows(Message, sealed_fields(Message), batch=3, progress=between_batches)
    assert sealed == 8
    assert answers == [200, 200, 200]
    out = StringIO()
    call_command("encrypt_existing", "--batch", "2", stdout=out)
    assert "conversations.message: done, 0 rows sealed" in out.getvalue()  # resumed: nothing left there
    assert "facts.fact: done, 0 rows sealed" not in out.getvalue()
    stored = raw_column_values()
    for column, values in stored.items():
        for value in values:
            assert "zarzaparrilla" not in value, column
            assert "Valencia" not in value, column
    assert [
        m["content"] for m in client_api.get(f"/api/v1/conversations/{cid}/messages/").json()["results"]
    ] == expected
    assert client_api.get(f"/api/v1/conversations/{cid}/state/").json()["data"] == {"n": 3}


def test_a_message_that_looks_sealed_is_stored_as_written_and_reads_back_from_the_database(
    encryption_off_then_on, client_api
):
    cid = new_conversation(client_api, user_id=USER)
    looks_sealed = ["$mpe1$AAAAAAAAAAIkO8x5O4jY8Bgw", "$mpe0$ is how it starts"]
    run_turn(client_api, cid, looks_sealed[0], looks_sealed[1])
    # The next turn reads the window back from PostgreSQL.
    cache.delete(hot_key(Conversation.objects.get(public_id=cid)))
    body = run_turn(client_api, cid, "¿Qué te escribí antes?", "Lo de antes.")
    window = [m["content"] for m in body["context"]["messages"]]
    assert looks_sealed[0] in window
    assert looks_sealed[1] in window
    listed = client_api.get(f"/api/v1/conversations/{cid}/messages/").json()["results"]
    assert [m["content"] for m in listed][:2] == looks_sealed


def test_a_sealed_message_takes_its_bytes_not_their_base64(encryption_on, client_api):
    cid = new_conversation(client_api, user_id=USER)
    text = "Vivo en Valencia desde hace diez años y trabajo en el puerto, en logística."
    run_turn(client_api, cid, text, "Entendido.")
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT octet_length(content) FROM conversations_message WHERE conversation_id = %s AND role = 'user'",
            [Conversation.objects.get(public_id=cid).pk],
        )
        [(stored,)] = cursor.fetchall()
    # AES-GCM adds a fixed header and tag (the marker, the data key's id, nonce and tag: 41 bytes) and nothing more.
    assert stored == len(text.encode()) + 41
