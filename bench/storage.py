"""Storage bench: what one conversation costs PostgreSQL at 1,000 turns, measured as the peers'
checkpointer is measured (pg_total_relation_size: heap, TOAST and every index) over every table it
writes to: messages, summaries, state and its history, facts and their history, audit events,
metric roll-ups, the outbox. The app tables are emptied first, so the sizes are this conversation's."""

from __future__ import annotations

from collections.abc import Iterable

from django.apps import apps
from django.db import connection

from bench.common import fresh_tenant, table
from bench.conversation import conversation
from conversations.metrics.buffer import roll_up_builds
from conversations.models import Message
from conversations.services.conversations import create_conversation
from conversations.services.state import StateChange, apply_state_change
from memory.services.turns import begin_turn, complete_turn
from tenants.services import create_api_key

APPS = ("tenants", "conversations", "facts", "memory")


def _tables() -> list[str]:
    names = {m._meta.db_table for app in APPS for m in apps.get_app_config(app).get_models(include_auto_created=True)}
    return sorted(names)


def sizes() -> dict[str, int]:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT relname::text, pg_total_relation_size(oid) FROM pg_class WHERE relname = ANY(%s) AND relkind = 'r'",
            [_tables()],
        )
        return {name: int(size) for name, size in cursor.fetchall()}


def text_bytes(messages: Iterable[Message]) -> int:
    """The messages' text in UTF-8 bytes, as written (opened when sealed): the measure storage is divided by,
    so that sealing's own overhead counts as storage, not as text."""
    return sum(len(m.content.encode("utf-8")) for m in messages)


def conversation_text_bytes(conversation_id: int) -> int:
    messages = Message.objects.filter(conversation_id=conversation_id)
    return text_bytes(messages.only("content", "conversation_id", "turn", "role"))


def empty_app_tables() -> None:
    with connection.cursor() as cursor:
        cursor.execute("TRUNCATE " + ", ".join(f'"{t}"' for t in _tables()) + " RESTART IDENTITY CASCADE")
        cursor.execute("VACUUM")


def run(*, turns: int = 1000) -> dict:
    empty_app_tables()
    tenant = fresh_tenant("bench-storage")
    create_api_key(tenant=tenant, roles=["client"])
    conv = create_conversation(tenant=tenant, role="client", user_id="bench")
    connection.close()
    with connection.cursor() as cursor:
        cursor.execute("VACUUM")
    baseline = sizes()
    for turn in conversation(turns, seed=11, fact_every=9):
        started = begin_turn(conversation=conv, content=turn.user)
        complete_turn(conversation=conv, turn=started.turn, lease=started.lease, content=turn.assistant)
        if turn.number % 50 == 0:  # confirmed state now and then (cart, checkout step)
            apply_state_change(
                conversation=conv, change=StateChange(set={"cart_items": turn.number // 50, "step": "browse"})
            )
    roll_up_builds()
    text = conversation_text_bytes(conv.pk)
    with connection.cursor() as cursor:
        raw = sizes()
        cursor.execute("VACUUM")  # what autovacuum does on a live server: dead row versions become reusable
    vacuumed = sizes()
    report = _report(turns, text, baseline, raw, vacuumed)
    _message_parts(conv.pk, text)
    return report


MESSAGE_COLUMNS = ("content", "metadata", "embedding", "sentence_embeddings")


def _message_parts(conversation_id: int, text: int) -> None:
    """Where conversations_message's bytes go: its heap, TOAST and each index, and the stored size of its
    large columns by role (pg_column_size: as stored, after any compression)."""
    with connection.cursor() as cursor:
        cursor.execute(
            """SELECT c.relname::text, pg_relation_size(c.oid) FROM pg_class c
               WHERE c.oid = 'conversations_message'::regclass
                  OR c.oid = (SELECT reltoastrelid FROM pg_class WHERE oid = 'conversations_message'::regclass)
                  OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = 'conversations_message'::regclass)
               ORDER BY 2 DESC"""
        )
        relations = cursor.fetchall()
        sums = ", ".join(f"coalesce(sum(pg_column_size({c})), 0)" for c in MESSAGE_COLUMNS)
        cursor.execute(
            f"SELECT role, count(*), {sums} FROM conversations_message WHERE conversation_id = %s GROUP BY role",  # noqa: S608 - fixed column names
            [conversation_id],
        )
        columns = cursor.fetchall()
    print("\nconversations_message, its parts (after VACUUM):\n")
    print(
        table(
            ["relation", "KiB", "× text"],
            [[name, f"{size / 1024:,.0f}", f"{size / text:.2f} ×"] for name, size in relations],
        )
    )
    print("\nIts columns as stored, bytes per message:\n")
    rows = [[role, f"{count:,}", *(f"{total / count:,.0f}" for total in totals)] for role, count, *totals in columns]
    print(table(["role", "messages", *MESSAGE_COLUMNS], rows))


def _report(turns: int, text: int, baseline: dict[str, int], raw: dict[str, int], vacuumed: dict[str, int]) -> dict:
    rows = []
    for name in sorted(raw, key=lambda n: -(vacuumed[n] - baseline.get(n, 0))):
        grown = vacuumed[name] - baseline.get(name, 0)
        if grown or raw[name] - baseline.get(name, 0):
            rows.append(
                [
                    name,
                    f"{(raw[name] - baseline.get(name, 0)) / 1024:,.0f}",
                    f"{grown / 1024:,.0f}",
                    f"{grown / text:.2f} ×",
                ]
            )
    total_raw = sum(raw.values()) - sum(baseline.values())
    total = sum(vacuumed.values()) - sum(baseline.values())
    rows.append(["**total**", f"{total_raw / 1024:,.0f}", f"{total / 1024:,.0f}", f"**{total / text:.2f} ×**"])
    print(
        f"\n## Storage at {turns:,} turns\n\nText (message contents): {text / 1024:,.0f} KiB. Sizes are "
        "pg_total_relation_size "
        "(heap + TOAST + indexes) grown over the empty tables, as written and after a plain VACUUM (as autovacuum "
        "would).\n"
    )
    print(table(["table", "as written KiB", "after VACUUM KiB", "× text"], rows))
    return {"text": text, "total": total, "total_raw": total_raw}
