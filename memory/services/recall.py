"""Recall: the past turns of a user most relevant to what they say now, ranked by a hybrid of words
(Okapi BM25 over the user's own messages) and meaning (sentence vectors), fused by reciprocal rank.

Neither side needs an extension: each web process keeps, per user, the vectors of the user's
messages and of the replies to them (float32, unit rows, scored exactly with numpy: 10,000 × 512 is
about a millisecond) and a BM25 index of their words (memory.engine.bm25, with the user's own
document frequencies and lengths). Both are loaded once and then only extended with the messages
written since (one indexed query per build); erasing messages (a deleted conversation, a forgotten
user, the retention purge) bumps the user's recall version and every process drops its copy. Only
vectors of the current model are read (`embedding_model`). The database stays the source of truth:
every recalled turn is read back from it, so nothing erased can come back even from a stale index.
pgvector with an HNSW index becomes worth it once one user holds hundreds of thousands of messages
(see docs/recall.md)."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import reduce
from operator import or_
from typing import Any

import numpy as np
from django.conf import settings
from django.db import connection
from django.db.models import Q

from conversations import search_index as search
from conversations.models import Conversation, ConversationStatus, Message, MessageRole, readable_message_text
from memory.engine.bm25 import Bm25Index, terms
from memory.engine.recall import TYPICALITY_WEIGHT, Candidate, TurnKey, fuse, gate
from memory_platform.text.embeddings import calibrated, decode_vectors, get_backend, model_name
from memory_platform.text.language import detect_language
from memory_platform.text.normalise import STOPWORDS, WORD, fold
from tenants.policy import MemoryPolicy

RANKING_DEPTH = 40  # candidates taken from each ranking before fusion
MIN_TYPICAL_ROWS = 50  # messages of each role before "unlike the user's usual messages" is judged
INDEX_REFRESH_SECONDS = 300  # a full reload now and then picks up vectors written late, out of id order
ROW_BYTES = 1_500  # a row's share of the index beside its vector (bench index-memory: ~1.2-1.5 kB)
UserKey = tuple[int, str, str]  # (tenant id, role, user id)


@dataclass(frozen=True)
class RecalledTurn:
    conversation_id: int
    public_id: str
    turn: int
    at: datetime
    user: str
    assistant: str
    score: float
    similarity: float


@dataclass
class _UserIndex:
    version: Any
    loaded_at: float
    watermark: int = 0  # the highest message id read
    keys: list[TurnKey] = field(default_factory=list)
    ids: list[int] = field(default_factory=list)  # the message of each row
    positions: dict[TurnKey, list[int]] = field(default_factory=dict)  # the rows of each turn
    blocks: list[np.ndarray] = field(default_factory=list)  # appended matrices, stacked lazily
    matrix: np.ndarray | None = None
    words: Bm25Index = field(default_factory=Bm25Index)  # one document per row
    spellings: dict[str, list[int]] = field(default_factory=dict)  # exact word → the rows holding it
    replies: list[bool] = field(default_factory=list)  # the row is an assistant reply
    typical: np.ndarray | None = None  # each row's cosine with the mean of its role's rows

    def nbytes(self) -> int:
        """What the index holds in this process, about: its vectors plus the Python rows beside them (the
        BM25 postings, spellings, keys and ids; ROW_BYTES, measured by `python -m bench index-memory`)."""
        vectors = sum(block.nbytes for block in self.blocks) if self.blocks else 0
        return vectors + len(self.keys) * ROW_BYTES

    def rows(self) -> np.ndarray:
        if self.matrix is None or len(self.matrix) != len(self.keys):
            self.matrix = np.vstack(self.blocks) if self.blocks else np.zeros((0, 0), dtype=np.float32)
            self.blocks = [self.matrix] if len(self.matrix) else []
        return self.matrix

    def typicality(self) -> np.ndarray | None:
        """How much each row looks like the user's usual messages (or the usual replies): the dot
        product with the mean of its role's rows. Small talk scores high, a personal detail low.
        None while the user has too few messages for "usual" to mean anything."""
        matrix = self.rows()
        if len(matrix) < 2 * MIN_TYPICAL_ROWS:
            return None
        if self.typical is None or len(self.typical) != len(matrix):
            replies = np.asarray(self.replies, dtype=bool)
            typical = np.zeros(len(matrix), dtype=np.float32)
            for mask in (replies, ~replies):
                if mask.any():
                    typical[mask] = matrix[mask] @ matrix[mask].mean(axis=0)
            self.typical = typical
        return self.typical


_indexes: OrderedDict[UserKey, _UserIndex] = OrderedDict()
_indexes_lock = threading.Lock()


def _user_messages(key: UserKey) -> Any:
    tenant_id, role, user_id = key
    return Message.objects.filter(
        conversation__tenant_id=tenant_id, conversation__role=role, conversation__user_id=user_id
    )


def vector_index(key: UserKey, dim: int) -> _UserIndex:
    """The user's vectors and words in this process, brought up to date with one indexed query."""
    version = search.recall_version(tenant_id=key[0], role=key[1], user_id=key[2])
    with _indexes_lock:
        index = _indexes.get(key)
    stale = (
        index is None
        or version is None
        or index.version != version
        or time.monotonic() - index.loaded_at > INDEX_REFRESH_SECONDS
    )
    if index is None or stale:
        index = _UserIndex(version=version, loaded_at=time.monotonic())
    # The partial index message_vectors serves this: the user's messages (and replies) with a vector, per
    # conversation, by id. A reply embedded after a later message was read is picked up by the next full reload
    # (by then its turn has long been in the window, which recall leaves out anyway).
    rows = list(
        _user_messages(key)
        .filter(embedding__isnull=False, embedding_model=model_name(), pk__gt=index.watermark)
        .order_by("pk")
        .values_list("pk", "conversation_id", "turn", "embedding", "content", "role")
    )
    usable = [
        (pk, conversation_id, turn, vector, text, role)
        for pk, conversation_id, turn, vector, content, role in rows
        if len(vector) == dim
        and (text := readable_message_text(content, conversation_id=conversation_id, turn=turn, role=role)) is not None
    ]
    if usable:
        index.blocks.append(decode_vectors([row[3] for row in usable]))
        for pk, conversation_id, turn, _, content, role in usable:
            index.positions.setdefault((conversation_id, turn), []).append(len(index.keys))
            index.keys.append((conversation_id, turn))
            index.ids.append(pk)
            index.words.add(terms(content))
            index.replies.append(role == MessageRole.ASSISTANT)
            for word in spellings(content):
                index.spellings.setdefault(word, []).append(len(index.keys) - 1)
    if rows:
        index.watermark = rows[-1][0]
    if version is not None:
        _remember(key, index)
    return index


def spellings(text: str) -> set[str]:
    """The text's distinct content words as written (folded, unstemmed, four letters or more)."""
    return {w for w in WORD.findall(fold(text)) if len(w) >= 4 and w not in STOPWORDS}


def _remember(key: UserKey, index: _UserIndex) -> None:
    """Keep the index, evicting the least recently used users while this process's indexes hold more than
    RECALL_INDEX_MAX_MB: the vectors live in PostgreSQL, and each process keeps a bounded copy of the
    users it serves, however many processes there are."""
    limit = settings.RECALL_INDEX_MAX_MB * 1024 * 1024
    with _indexes_lock:
        _indexes[key] = index
        _indexes.move_to_end(key)
        total = sum(i.nbytes() for i in _indexes.values())
        while total > limit and len(_indexes) > 1:
            _, evicted = _indexes.popitem(last=False)
            total -= evicted.nbytes()


def indexed_bytes() -> int:
    """About how much this process's recall indexes hold now (bounded by RECALL_INDEX_MAX_MB)."""
    with _indexes_lock:
        return sum(i.nbytes() for i in _indexes.values())


def indexed_rows(*, tenant_id: int, role: str, user_id: str) -> int:
    """How many message vectors this process holds for the user (0 once the user is forgotten)."""
    version = search.recall_version(tenant_id=tenant_id, role=role, user_id=user_id)
    with _indexes_lock:
        index = _indexes.get((tenant_id, role, user_id))
    return len(index.keys) if index is not None and index.version == version else 0


def _vector_ranking(
    index: _UserIndex, query_vector: np.ndarray, excluded: Collection[TurnKey], language: str
) -> list[tuple[TurnKey, float, float]]:
    """(turn, similarity, distinct similarity), best distinct first. A turn is as close as its
    closest message; "distinct" discounts how typical the message is of the user (TYPICALITY_WEIGHT),
    so a detail said once outranks the small talk that resembles every question a little."""
    matrix = index.rows()
    if not len(matrix):
        return []
    raw = matrix @ query_vector.astype(np.float32)
    typical = index.typicality()
    distinct = raw - TYPICALITY_WEIGHT * typical if typical is not None else raw
    depth = min(len(raw), 3 * (RANKING_DEPTH + len(excluded)))
    top = np.argpartition(-distinct, depth - 1)[:depth] if depth < len(raw) else np.arange(len(raw))
    ranking: dict[TurnKey, tuple[float, float]] = {}
    backend = get_backend()
    for position in sorted(top, key=lambda i: -distinct[i]):
        key = index.keys[position]
        if key not in excluded and key not in ranking:
            # Calibration never decreases: the closest message's raw cosine, calibrated once.
            closest = max(float(raw[p]) for p in index.positions[key])
            ranking[key] = (
                calibrated(backend, closest, language),
                float(distinct[position]) if typical is not None else -1.0,
            )
            if len(ranking) == RANKING_DEPTH:
                break
    return [(key, sim, dist) for key, (sim, dist) in ranking.items()]


def _word_ranking(
    index: _UserIndex, query: str, excluded: Collection[TurnKey], policy: MemoryPolicy
) -> tuple[list[TurnKey], frozenset[TurnKey]]:
    """The user's turns by BM25 over their messages (a turn scores the sum of its messages), best
    first, and those holding a word of the query that few of the user's messages hold."""
    rows, scores = index.words.scores(terms(query))
    turn_scores: dict[TurnKey, float] = {}
    for row, score in zip(rows.tolist(), scores.tolist(), strict=True):
        key = index.keys[row]
        if key not in excluded:
            turn_scores[key] = turn_scores.get(key, 0.0) + score
    ranking = sorted(turn_scores, key=lambda k: (-turn_scores[k], -k[0], -k[1]))[:RANKING_DEPTH]
    rare = frozenset(
        index.keys[row]
        for word in spellings(query)
        if len(rows_of := index.spellings.get(word, [])) <= policy.recall_rare_word_messages
        for row in rows_of
    ).difference(excluded)
    return ranking, rare


def recall_turns(
    *,
    conversation: Conversation,
    query: str,
    query_vector: np.ndarray,
    policy: MemoryPolicy,
    excluded_turns: Collection[int],
    limit: int | None = None,
) -> list[RecalledTurn]:
    """The user's past turns most relevant to `query`, best first, once one of them is relevant.

    `excluded_turns` are this conversation's turns already in the context (its window and open turn)."""
    if policy.recall_budget_tokens <= 0 or not query.strip():
        return []
    key: UserKey = (conversation.tenant_id, conversation.role, conversation.user_id)
    excluded = {(conversation.pk, turn) for turn in excluded_turns}
    index = vector_index(key, len(query_vector))
    language = detect_language(query)
    vectors = _vector_ranking(index, query_vector, excluded, language)
    if not vectors:
        return []  # nothing of the user's outside this context is indexed yet (a first conversation): no work more
    words, rare = _word_ranking(index, query, excluded, policy)
    known = {key for key, _, _ in vectors}
    missing = [k for k in words if k not in known]
    similarity = _similarities(index, query_vector, missing, language) if missing else {}
    fused = fuse(vectors, words, rare)
    chosen = [
        replace(c, similarity=similarity[c.key][0], distinct=similarity[c.key][1]) if c.key in similarity else c
        for c in fused
    ]
    passing = gate(
        chosen,
        min_similarity=policy.recall_min_similarity,
        min_distinct=policy.recall_min_distinct_similarity,
        turn_min_similarity=policy.recall_turn_min_similarity,
    )
    return _read_turns(key, passing[: limit or policy.recall_max_turns])


def _similarities(
    index: _UserIndex, query_vector: np.ndarray, keys: Sequence[TurnKey], language: str
) -> dict[TurnKey, tuple[float, float]]:
    """(similarity, distinct similarity) of turns found by words only."""
    matrix = index.rows()
    typical = index.typicality()
    backend = get_backend()
    found: dict[TurnKey, tuple[float, float]] = {}
    if typical is None:
        typical = np.full(len(matrix), 2.0, dtype=np.float32)  # no distinct similarity yet: below any bar
    for key in keys:
        for position in index.positions.get(key, []):
            raw = float(matrix[position] @ query_vector)
            similarity, distinct = found.get(key, (0.0, -1.0))
            found[key] = (
                max(similarity, calibrated(backend, raw, language)),
                max(distinct, raw - TYPICALITY_WEIGHT * float(typical[position])),
            )
    return found


READ_TURNS_SQL = """
    SELECT m.conversation_id, c.public_id, m.turn, m.role, m.content, m.created_at
    FROM unnest(%s::bigint[], %s::integer[]) AS wanted(conversation_id, turn)
    JOIN conversations_message m ON m.conversation_id = wanted.conversation_id AND m.turn = wanted.turn
    JOIN conversations_conversation c ON c.id = m.conversation_id
    WHERE c.tenant_id = %s AND c.role = %s AND c.user_id = %s AND c.status <> %s
"""


def _read_turns(key: UserKey, chosen: Sequence[Candidate]) -> list[RecalledTurn]:
    """The chosen turns read back from the database (so nothing erased comes back), in their order."""
    if not chosen:
        return []
    if connection.vendor == "postgresql":  # one round trip, by the (conversation, turn, role) unique index
        with connection.cursor() as cursor:
            cursor.execute(
                READ_TURNS_SQL,
                [
                    [c.key[0] for c in chosen],
                    [c.key[1] for c in chosen],
                    key[0],
                    key[1],
                    key[2],
                    str(ConversationStatus.DELETED),
                ],
            )
            rows = list(cursor.fetchall())
    else:
        pairs = reduce(or_, (Q(conversation_id=c.key[0], turn=c.key[1]) for c in chosen))
        rows = list(
            _user_messages(key)
            .filter(pairs)
            .exclude(conversation__status=ConversationStatus.DELETED)
            .values_list("conversation_id", "conversation__public_id", "turn", "role", "content", "created_at")
        )
    parts: dict[TurnKey, dict[str, Any]] = {}
    for conversation_id, public_id, turn, role, stored, created_at in rows:
        text = readable_message_text(stored, conversation_id=conversation_id, turn=turn, role=role)
        if text is None:
            continue
        entry = parts.setdefault((conversation_id, turn), {"public_id": public_id, "at": created_at})
        entry[role] = text
        if role == MessageRole.USER:
            entry["at"] = created_at
    turns = []
    for candidate in chosen:
        found = parts.get(candidate.key)
        if found is None or MessageRole.USER not in found:
            continue
        entry = found
        turns.append(
            RecalledTurn(
                conversation_id=candidate.key[0],
                public_id=entry["public_id"],
                turn=candidate.key[1],
                at=entry["at"],
                user=entry[MessageRole.USER],
                assistant=entry.get(MessageRole.ASSISTANT, ""),
                score=candidate.score,
                similarity=candidate.similarity,
            )
        )
    return turns
