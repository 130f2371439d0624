"""What makes past messages findable beyond their vectors: the entities each turn mentions, and a
per-user "recall version" that tells in-process indexes (memory.services.recall: the vectors and the
BM25 index of words that recall and search rank by) to drop what they hold when messages are erased.

No word index is stored: the in-process index reads the words from the texts. Entities are recorded
in the after-turn pipeline, never on a read, idempotently (an entity already recorded is left as it is)."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

from django.core.cache import cache
from django.db import connection, transaction

from conversations.models import Conversation, EntityMention, Message
from memory_platform.cache_keys import user_key
from memory_platform.text.entities import find_entities

RECALL_VERSION_SECONDS = 30 * 24 * 3600


def full_text_search_available() -> bool:
    """Hybrid search (words and vectors from the in-process index) on PostgreSQL; the embedded SQLite
    default keeps to a simple match of words in the database."""
    return connection.vendor == "postgresql"


def record_entities(conversation: Conversation, messages: Sequence[Message]) -> int:
    """Store the entities the messages mention, each with its turn (duplicates ignored)."""
    rows = [
        EntityMention(
            tenant_id=conversation.tenant_id,
            conversation=conversation,
            turn=m.turn,
            role=m.role,
            text=entity.text[:120],
            kind=entity.kind,
            created_at=m.created_at,
        )
        for m in messages
        for entity in find_entities(m.content)
    ]
    if not rows:
        return 0
    # Sealed texts never collide in the unique index, so a turn already recorded (a retried job) is skipped here.
    done = set(
        EntityMention.objects.filter(conversation=conversation, turn__in={m.turn for m in messages}).values_list(
            "turn", "role"
        )
    )
    rows = [row for row in rows if (row.turn, row.role) not in done]
    return len(EntityMention.objects.bulk_create(rows, ignore_conflicts=True))


def recent_entities(
    conversation: Conversation, *, before_turn: int | None = None, limit: int = 5
) -> list[EntityMention]:
    """The conversation's most recently mentioned entities, newest first, one per text."""
    mentions = EntityMention.objects.for_conversation(conversation).order_by("-turn", "-id")
    if before_turn is not None:
        mentions = mentions.filter(turn__lt=before_turn)
    seen: set[str] = set()
    chosen: list[EntityMention] = []
    for mention in mentions[: limit * 4]:
        key = mention.text.lower()
        if key not in seen:
            seen.add(key)
            chosen.append(mention)
        if len(chosen) == limit:
            break
    return chosen


def recall_version_key(*, tenant_id: int, role: str, user_id: str) -> str:
    return user_key("recallver", tenant_id=tenant_id, role=role, user_id=user_id)


def recall_version(*, tenant_id: int, role: str, user_id: str, found: Mapping[str, Any] | None = None) -> Any:
    """The user's current recall version (None when the cache cannot say: then trust nothing cached).
    `found`: the caller already read the key (with others of the user, in one round trip)."""
    key = recall_version_key(tenant_id=tenant_id, role=role, user_id=user_id)
    version = cache.get(key) if found is None else found.get(key)
    if version is None:
        cache.add(key, time.time_ns(), RECALL_VERSION_SECONDS)
        version = cache.get(key)
    return version


def messages_erased(*, tenant_id: int, role: str, user_id: str) -> None:
    """After commit: a user's messages were erased (conversation deleted, user forgotten, retention
    purge), so every process drops its vector index of that user and reloads it from the database."""
    key = recall_version_key(tenant_id=tenant_id, role=role, user_id=user_id)

    def bump() -> None:
        cache.set(key, time.time_ns(), RECALL_VERSION_SECONDS)

    transaction.on_commit(bump)
