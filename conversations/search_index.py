"""What makes past messages findable: each message's full-text vector in its language's configuration
(PostgreSQL), the entities each turn mentions, and a per-user "recall version" that tells in-process
vector indexes (memory.services.recall) to drop what they hold when messages are erased.

A message's full-text vector is written with the message; entities in the after-turn pipeline; never
on a read. All of it is idempotent: a message already indexed, or an entity already recorded, is left
as it is."""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.search import SearchVector, SearchVectorField
from django.core.cache import cache
from django.db import connection, transaction
from django.db.models import Case, Func, TextField, Value, When
from django.utils.crypto import salted_hmac

from conversations.models import Conversation, EntityMention, Message
from memory_platform.cache_keys import user_key
from memory_platform.text.entities import find_entities
from memory_platform.text.language import detect_language
from memory_platform.text.normalise import STOPWORDS, WORD, fold
from tenants.models import Tenant

# Each message is indexed in the configuration of its language guess; queries search all of them.
TEXT_SEARCH_CONFIGS = {"es": "spanish", "en": "english"}
RECALL_VERSION_SECONDS = 30 * 24 * 3600


def full_text_search_available() -> bool:
    """Full-text search needs PostgreSQL; the embedded SQLite default degrades to a simple match."""
    return connection.vendor == "postgresql"


def full_text(content: str, *, tenant: Tenant) -> Func | None:
    """A message's full-text vector as an expression of its text, for the INSERT that stores it (so
    the row is never rewritten to add it), in the form the tenant's `search_index` policy asks for;
    None where full-text search is unavailable or the tenant keeps no index."""
    kind = tenant.policy.search_index
    if not full_text_search_available() or kind == "none":
        return None
    if kind == "hashed":
        terms = Value(hashed_terms(tenant_id=tenant.pk, text=content), output_field=ArrayField(TextField()))
        return Func(terms, function="array_to_tsvector", output_field=SearchVectorField())
    return _stripped(SearchVector(Value(content), config=Value(TEXT_SEARCH_CONFIGS[detect_language(content)])))


def hashed_terms(*, tenant_id: int, text: str) -> list[str]:
    """The text's distinct content words (folded), each as a keyed hash of the tenant's: an index of these
    matches exact words and reads as noise without SECRET_KEY."""
    words = {w for w in WORD.findall(fold(text)) if len(w) > 1 and w not in STOPWORDS}
    return sorted(
        salted_hmac("conversations.search_index.term", f"{tenant_id}\x1f{word}", algorithm="sha256").hexdigest()[:16]
        for word in words
    )


def _stripped(vector: SearchVector) -> Func:
    # Stripped of positions (about half the size): ranking counts matching lexemes with ts_rank.
    return Func(vector, function="strip", output_field=SearchVectorField())


def index_messages(messages: Sequence[Message], *, tenant: Tenant) -> int:
    """Write the full-text vector of each message that has none, in one UPDATE; returns how many.
    (Messages get theirs when they are stored; this fills in rows stored without one.) The vectors are
    made from the texts in hand: the stored ones may be sealed."""
    pending = [m for m in messages if m.search_vector is None and m.pk is not None]
    if not pending or not full_text_search_available() or tenant.policy.search_index == "none":
        return 0
    vector = Case(*(When(pk=m.pk, then=full_text(m.content, tenant=tenant)) for m in pending))
    return Message.objects.filter(
        tenant_id=tenant.pk, pk__in=[m.pk for m in pending], search_vector__isnull=True
    ).update(search_vector=vector)


def index_message_ids(*, tenant_id: int, message_ids: Iterable[int]) -> int:
    """index_messages() for a tenant's messages known by id (those appended through the messages endpoint)."""
    if not full_text_search_available():
        return 0
    pending = list(
        Message.objects.joined_for_tenant(tenant_id)
        .filter(pk__in=list(message_ids), search_vector__isnull=True)
        .select_related("conversation__tenant")
        .only("pk", "content", "conversation_id", "turn", "role", "conversation__tenant")
    )
    by_tenant: dict[int, list[Message]] = {}
    for message in pending:
        by_tenant.setdefault(message.conversation.tenant_id, []).append(message)
    return sum(index_messages(group, tenant=group[0].conversation.tenant) for group in by_tenant.values())


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
