"""The hot memory of a live conversation in the cache: window turns, summaries and state.

Cache-aside: read from the cache, rebuilt from PostgreSQL on a miss. A blob is valid only while
its memory version equals the conversation row's, which the caller already holds, so a stale
blob is never served and checking costs no extra query. Writers update it after commit.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.core.cache import cache
from django.db import transaction

from conversations import locks
from conversations.engine.summarizer import render_segment
from conversations.engine.window import TurnText, place_message
from conversations.metrics.buffer import last_context_key
from conversations.models import Conversation, ConversationState, Message, Summary, conversation_owner, message_text
from memory_platform.cache_keys import conversation_tag
from tenants.encryption import open_cached, seal_cached
from tenants.sealed import open_column

logger = logging.getLogger(__name__)


@dataclass
class HotMemory:
    memory_version: int
    turns: list[TurnText] = field(default_factory=list)  # unsummarized turns, oldest first, bounded
    summaries: list[tuple[str, int]] = field(default_factory=list)  # (rendered segment, tokens), oldest first
    state: dict[str, Any] = field(default_factory=dict)
    state_version: int = 0


def hot_key(conversation: Conversation) -> str:
    return f"conv:{conversation_tag(tenant_id=conversation.tenant_id, conversation_id=conversation.pk)}:hot:v3"


def _ttl(conversation: Conversation) -> int:
    return conversation.tenant.policy.idle_ttl_minutes * 60


def _kept_turns(conversation: Conversation) -> int:
    # The window never looks further back than its largest size, plus the turn being begun.
    return conversation.tenant.policy.window_max_turns + 1


def _cached(key: str) -> Any:
    return open_cached(key, cache.get(key))


def _cache(conversation: Conversation, key: str, memory: HotMemory, ttl: int) -> None:
    """Store the blob, sealed with the user's data key (it holds their messages, summaries and state)."""
    cache.set(key, seal_cached(conversation_owner(conversation.pk, conversation), key, memory), ttl)


_UNREAD: Any = object()


def load(conversation: Conversation, stored: Any = _UNREAD) -> tuple[HotMemory, bool]:
    """The conversation's hot memory and whether it came from the cache. `stored` is the cache's value at
    hot_key(conversation) when the caller read it along with other keys (None: not cached)."""
    key = hot_key(conversation)
    blob = _cached(key) if stored is _UNREAD else open_cached(key, stored)
    if isinstance(blob, HotMemory) and blob.memory_version == conversation.memory_version:
        return blob, True
    memory = rebuild(conversation)
    _cache(conversation, key, memory, _ttl(conversation))
    return memory, False


def rebuild(conversation: Conversation) -> HotMemory:
    """Read the hot memory from PostgreSQL (three queries)."""
    keep = _kept_turns(conversation)
    rows = list(
        # The unsummarized tail, read backwards on (tenant, conversation, seq): O(window) at any length.
        Message.objects.for_conversation(conversation)
        .filter(turn__gt=conversation.summarized_turn)
        .order_by("-seq")
        .values_list("turn", "role", "content", "token_count", "continuity", "topic_shift", "embedding")[: keep * 2]
    )
    turns: dict[int, TurnText] = {}
    for turn, role, content, tokens, continuity, shift, vector in reversed(rows):
        text = message_text(content, conversation_id=conversation.pk, turn=turn, role=role)
        place_message(turns, turn, role, text, tokens, continuity, shift, bytes(vector) if vector is not None else None)
    slots = conversation.tenant.policy.summary_slots
    summaries = list(Summary.objects.for_conversation(conversation).order_by("-first_turn")[:slots])
    state = ConversationState.objects.for_conversation(conversation).values_list("data", "version").first()
    return HotMemory(
        memory_version=conversation.memory_version,
        turns=sorted(turns.values(), key=lambda t: t.turn)[-keep:],
        summaries=[(render_summary(s), s.token_count) for s in reversed(summaries)],
        state=open_column(ConversationState, "data", state[0], conversation_id=conversation.pk) if state else {},
        state_version=state[1] if state else 0,
    )


def render_summary(summary: Summary) -> str:
    return render_segment(summary.as_segment())


def _update_after_commit(
    conversation: Conversation,
    previous_version: int,
    change: Callable[[HotMemory], None],
    in_hand: HotMemory | None = None,
) -> None:
    """Apply `change(memory)` to the cached blob after commit if it is exactly one version behind.

    `in_hand` is the blob the caller loaded at `previous_version` (begin holds it): it is changed in
    place and written without reading the cache again. Writing it over a blob someone else moved on
    meanwhile is harmless: a reader takes a blob only at the version of the row it holds."""
    key = hot_key(conversation)
    new_version = conversation.memory_version
    ttl = _ttl(conversation)

    def apply() -> None:
        if in_hand is not None and in_hand.memory_version == previous_version:
            change(in_hand)
            in_hand.memory_version = new_version
            _cache(conversation, key, in_hand, ttl)
            return
        blob = _cached(key)
        if isinstance(blob, HotMemory) and blob.memory_version == previous_version:
            change(blob)
            blob.memory_version = new_version
            _cache(conversation, key, blob, ttl)
        elif blob is not None:
            # Someone else moved it; the next reader rebuilds from the database.
            cache.delete(key)

    transaction.on_commit(apply)


def record_message(
    conversation: Conversation, message: Message, previous_version: int, in_hand: HotMemory | None = None
) -> None:
    keep = _kept_turns(conversation)

    def change(memory: HotMemory) -> None:
        turns = {t.turn: t for t in memory.turns}
        vector = bytes(message.embedding) if message.embedding is not None else None
        place_message(
            turns,
            message.turn,
            message.role,
            message.content,
            message.token_count,
            message.continuity,
            message.topic_shift,
            vector,
        )
        memory.turns = sorted(turns.values(), key=lambda t: t.turn)[-keep:]

    _update_after_commit(conversation, previous_version, change, in_hand)


def record_state(conversation: Conversation, state: ConversationState, previous_version: int) -> None:
    def change(memory: HotMemory) -> None:
        memory.state = state.data
        memory.state_version = state.version

    _update_after_commit(conversation, previous_version, change)


def record_fold(
    conversation: Conversation, folded_turns: set[int], summaries: list[Summary], previous_version: int
) -> None:
    slots = conversation.tenant.policy.summary_slots

    def change(memory: HotMemory) -> None:
        memory.turns = [t for t in memory.turns if t.turn not in folded_turns]
        memory.summaries = (memory.summaries + [(render_summary(s), s.token_count) for s in summaries])[-slots:]

    _update_after_commit(conversation, previous_version, change)


def record_vector(conversation: Conversation, *, turn: int, role: str, vector: bytes) -> None:
    """Put a vector computed after the fact (a reply's, in the after-turn pipeline) into the cached
    blob, after commit. A vector changes nothing the context is built from, so the memory version
    stays; a blob that moved on meanwhile simply keeps reading it as pending."""
    key, ttl = hot_key(conversation), _ttl(conversation)

    def apply() -> None:
        blob = _cached(key)
        if not isinstance(blob, HotMemory):
            return
        for text in blob.turns:
            if text.turn == turn:
                if role == "user":
                    text.user_vector = vector
                else:
                    text.assistant_vector = vector
                _cache(conversation, key, blob, ttl)
                return

    transaction.on_commit(apply)


def cache_keys(conversation: Conversation) -> list[str]:
    """Every cache key of the conversation: its hot memory, its turn lock, its last built context."""
    return [
        hot_key(conversation),
        locks.lock_key(conversation),
        last_context_key(tenant_id=conversation.tenant_id, conversation_id=conversation.pk),
    ]


def forget(conversation: Conversation) -> None:
    """Remove every cache key of the conversation, after the surrounding transaction commits."""
    keys = cache_keys(conversation)
    transaction.on_commit(lambda: cache.delete_many(keys))
