"""What makes past messages findable: each message's full-text vector in its language's configuration
(PostgreSQL), the entities each turn mentions, and a per-user "recall version" that tells in-process
vector indexes (memory.services.recall) to drop what they hold when messages are erased.

A message's full-text vector is written with the message; entities in the after-turn pipeline; never
on a read. All of it is idempotent: a message already indexed, or an entity already recorded, is left
as it is."""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from typing import Any

from django.contrib.postgres.search import SearchVector, SearchVectorField
from django.core.cache import cache
from django.db import connection, transaction
from django.db.models import Case, Func, Value, When

from conversations.models import Conversation, EntityMention, Message
from memory_platform.cache_keys import user_key
from memory_platform.text.entities import find_entities
from memory_platform.text.language import detect_language

# Each message is indexed in the configuration of its language guess; queries search all of them.
TEXT_SEARCH_CONFIGS = {"es": "spanish", "en": "english"}
RECALL_VERSION_SECONDS = 30 * 24 * 3600


def full_text_search_available() -> bool:
    """Full-text search needs PostgreSQL; the embedded SQLite default degrades to a simple match."""
    return connection.vendor == "postgresql"


def full_text(content: str) -> Func | None:
    """A message's full-text vector as an expression of its text, for the INSERT that stores it (so
    the row is never rewritten to add it); None where full-text search is unavailable."""
    if not full_text_search_available():
        return None
    return _stripped(SearchVector(Value(content), config=Value(TEXT_SEARCH_CONFIGS[detect_language(content)])))


def _stripped(vector: SearchVector) -> Func:
    # Stripped of positions (about half the size): ranking counts matching lexemes with ts_rank.
    return Func(vector, function="strip", output_field=SearchVectorField())


def index_messages(messages: Sequence[Message]) -> int:
    """Write the full-text vector of each message that has none, in one UPDATE; returns how many.
    (Messages get theirs when they are stored; this fills in rows stored without one.)"""
    pending = [m for m in messages if m.search_vector is None and m.pk is not None]
    if not pending or not full_text_search_available():
        return 0
    by_config: dict[str, list[int]] = {}
    for message in pending:
        by_config.setdefault(TEXT_SEARCH_CONFIGS[detect_language(message.content)], []).append(message.pk)
    vector = Case(
        *(
            When(pk__in=ids, then=_stripped(SearchVector("content", config=Value(config))))
            for config, ids in by_config.items()
        )
    )
    return Message.objects.filter(pk__in=[m.pk for m in pending], search_vector__isnull=True).update(
        search_vector=vector
    )


def index_message_ids(message_ids: Iterable[int]) -> int:
    """index_messages() for messages known by id (those appended through the messages endpoint)."""
    if not full_text_search_available():
        return 0
    return index_messages(
        list(Message.objects.filter(pk__in=list(message_ids), search_vector__isnull=True).only("pk", "content"))
    )


def record_entities(conversation: Conversation, messages: Sequence[Message]) -> int:
    """Store the entities the messages mention, each with its turn (duplicates ignored)."""
    rows = [
        EntityMention(
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
    return len(EntityMention.objects.bulk_create(rows, ignore_conflicts=True))


def recent_entities(
    conversation: Conversation, *, before_turn: int | None = None, limit: int = 5
) -> list[EntityMention]:
    """The conversation's most recently mentioned entities, newest first, one per text."""
    mentions = EntityMention.objects.filter(conversation=conversation).order_by("-turn", "-id")
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


def recall_version(*, tenant_id: int, role: str, user_id: str) -> Any:
    """The user's current recall version (None when the cache cannot say: then trust nothing cached)."""
    key = recall_version_key(tenant_id=tenant_id, role=role, user_id=user_id)
    version = cache.get(key)
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
