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

import re
import threading
import time
from collections import OrderedDict
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from functools import reduce
from operator import or_
from typing import Any

import numpy as np
from django.conf import settings
from django.db import connection
from django.db.models import Q

from conversations import search_index as search
from conversations.models import Conversation, ConversationStatus, Message, MessageRole, readable_message_text
from memory.engine.bm25 import Bm25Index, stem, terms
from memory.engine.recall import (
    DATE_WEIGHT,
    FILL_WORD_WEIGHT,
    HOP_TURNS,
    ORDER_WORD_WEIGHT,
    TYPICALITY_WEIGHT,
    WORD_WEIGHT,
    Candidate,
    TurnKey,
    calendar,
    date_scores,
    fuse,
    gate,
    toward,
    with_linked,
    with_neighbours,
)
from memory.services.expansion import EXPANSION_WEIGHT, Vocabulary, expansions
from memory_platform.text.dates import asked_dates, opening_date
from memory_platform.text.embeddings import (
    calibrated,
    decode_sentence_vectors,
    decode_vectors,
    get_backend,
    is_usable,
    model_name,
)
from memory_platform.text.language import detect_language
from memory_platform.text.memory_need import memory_need
from memory_platform.text.normalise import STOPWORDS, WORD, fold, split_sentences
from tenants.policy import MemoryPolicy

RANKING_DEPTH = 40  # candidates taken from each ranking before fusion
MIN_TYPICAL_ROWS = 50  # messages of each role before "unlike the user's usual messages" is judged
INDEX_REFRESH_SECONDS = 300  # a full reload now and then picks up vectors written late, out of id order
ROW_BYTES = 1_500  # a row's share of the index beside its vector (bench index-memory: ~1.2-1.5 kB)
# What a sentence of the user's that ends in "?" loses beside one they told: a question they asked ("which
# model is lighter?") is not a detail of their life, but a question often carries one ("my friend Kemi
# just opened a bakery, any gift ideas?").
QUESTION_PENALTY = 0.1
BRIDGE_HITS = 2  # the best recalled turns whose names are looked up again (multi-hop)
BRIDGE_MAX_MESSAGES = 3  # a name the user said in more messages than this links nothing
CAPITALISED = re.compile(r"\b[A-ZÁÉÍÓÚÑÜ][\w'-]{3,}")
# A message may name someone in three letters ("Tim", "Sam"): enough to tell it needs the user's memory, not to
# link turns (there, short capitalised words such as "BBC" or "Leo" of a star sign would link too much).
CAPITALISED_SHORT = re.compile(r"\b[A-ZÁÉÍÓÚÑÜ][\w'-]{2,}")
POSSESSIVE = re.compile(r"['’]s?$")
# Capitalised in English without being a name: nationalities, languages and faiths, weekdays, months. Listed,
# not guessed from an ending: "-an" and "-ish" take Evan, Ryan, Brian, Sean and Manish along with German and
# Irish (a question about Evan then read as naming nobody).
NOT_A_NAME = re.compile(
    r"(?:ese|day|days|january|february|march|april|june|july|august|september|october|november|december)$"
)
_DEMONYM_WORDS = """
    afghan african albanian algerian american andalusian arab arabic argentine argentinian armenian asian australian
    austrian bangladeshi basque belgian bolivian bosnian brazilian british buddhist bulgarian cambodian canadian
    caribbean catalan catholic chilean colombian croatian cuban czech danish dominican dutch ecuadorian egyptian
    english estonian ethiopian european filipino finnish flemish french galician georgian german ghanaian greek
    guatemalan haitian hawaiian hebrew hindi hindu honduran hungarian icelandic indian indonesian iranian iraqi irish
    islamic israeli italian jamaican jewish jordanian kenyan korean kurdish latin latvian lithuanian malaysian
    mandarin mediterranean mexican mongolian moroccan muslim nicaraguan nigerian norwegian pakistani palestinian
    panamanian paraguayan persian peruvian polish protestant romanian russian salvadoran scandinavian scottish
    serbian singaporean slovak slovenian spanish swedish swiss syrian thai tunisian turkish ugandan ukrainian
    uruguayan venezuelan victorian vietnamese welsh yiddish zimbabwean
"""
DEMONYMS = frozenset(_DEMONYM_WORDS.split())
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
    # The reply, not the user's message, is what matched the query (its words score higher, or its vector
    # is the turn's closest row): the reply is then shown whole, since it holds what was asked about.
    reply_matched: bool = False
    filler: bool = False  # not offered on its own merit: a next turn of the ranking, filling room (recall_fill_share)


@dataclass
class _UserIndex:
    version: Any
    loaded_at: float
    read_to: dict[int, int] = field(default_factory=dict)  # per conversation, the highest message seq read
    # Vector rows: one per reply, one per sentence of a user message (or one for the whole message while its
    # sentence vectors are not computed yet, and for a message of one sentence).
    keys: list[TurnKey] = field(default_factory=list)
    ids: list[int] = field(default_factory=list)  # the message of each row
    positions: dict[TurnKey, list[int]] = field(default_factory=dict)  # the rows of each turn
    blocks: list[np.ndarray] = field(default_factory=list)  # appended matrices, stacked lazily
    matrix: np.ndarray | None = None
    replies: list[bool] = field(default_factory=list)  # the row is (of) an assistant reply
    untold: list[float] = field(default_factory=list)  # what the row loses for not being told (not_told)
    untold_array: np.ndarray | None = None  # `untold` as an array, made lazily
    typical: np.ndarray | None = None  # each row's cosine with the mean of its role's rows
    usual: tuple[np.ndarray, float] | None = None  # the mean of the user's message rows, their average likeness
    # Word documents: one per message.
    documents: list[TurnKey] = field(default_factory=list)  # the turn of each document
    document_ids: list[int] = field(default_factory=list)  # the message of each document
    document_replies: list[bool] = field(default_factory=list)  # the document is an assistant reply
    document_turns: list[int] = field(default_factory=list)  # the ordinal of each document's turn (turn_keys)
    turn_ordinals: dict[TurnKey, int] = field(default_factory=dict)
    turn_keys: list[TurnKey] = field(default_factory=list)
    turn_lengths: list[int] = field(default_factory=list)  # the terms of each turn's messages together
    # The ordinals of the turns just before and after each turn in its conversation (-1: none indexed).
    previous_turns: list[int] = field(default_factory=list)
    following_turns: list[int] = field(default_factory=list)
    # turn_lengths, document_turns, previous_turns and following_turns as arrays, made lazily
    word_arrays: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None = None
    # The day each turn was said on (date.toordinal(); 0 unknown): the date the latest message of its conversation
    # up to it opened with (a transcript's or an import's stamp), else the day its first indexed message was written.
    turn_days: list[int] = field(default_factory=list)
    stamps: dict[int, dict[int, int]] = field(default_factory=dict)  # per conversation, turn → the day it opened with
    calendar: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None  # turn_days' years, months and days, lazily
    words: Bm25Index = field(default_factory=Bm25Index)
    spellings: dict[str, list[int]] = field(default_factory=dict)  # exact word → the documents holding it
    names: dict[TurnKey, tuple[str, ...]] = field(default_factory=dict)  # the capitalised words of a user message
    vocabulary: Vocabulary = field(default_factory=Vocabulary)  # the words of `spellings` embedded (expansion)

    def nbytes(self) -> int:
        """What the index holds in this process, about: its vectors plus the Python rows beside them (the
        BM25 postings, spellings, keys and ids; ROW_BYTES, measured by `python -m bench index-memory`)."""
        vectors = sum(block.nbytes for block in self.blocks) if self.blocks else 0
        return vectors + self.vocabulary.nbytes() + len(self.keys) * ROW_BYTES

    def rows(self) -> np.ndarray:
        if self.matrix is None or len(self.matrix) != len(self.keys):
            self.matrix = np.vstack(self.blocks) if self.blocks else np.zeros((0, 0), dtype=np.float32)
            self.blocks = [self.matrix] if len(self.matrix) else []
        return self.matrix

    def not_told(self) -> np.ndarray:
        """What each row's distinct similarity, which the gate reads, loses for not being something the
        user told: 1 for a reply (it never opens recall), QUESTION_PENALTY for a sentence of the user's
        ending in "?", 0 for the rest. A general question meets the assistant's replies and the
        user's own earlier questions more than what the user said about their life."""
        if self.untold_array is None or len(self.untold_array) != len(self.untold):
            self.untold_array = np.asarray(self.untold, dtype=np.float32)
        return self.untold_array

    def typicality(self) -> np.ndarray | None:
        """How much more than average each row looks like the user's usual messages (or the usual
        replies): its dot product with the mean of its role's rows, less the average of those. Small
        talk scores above 0, a personal detail below.
        None while the user has too few messages for "usual" to mean anything."""
        matrix = self.rows()
        if len(matrix) < 2 * MIN_TYPICAL_ROWS:
            return None
        if self.typical is None or len(self.typical) != len(matrix):
            replies = np.asarray(self.replies, dtype=bool)
            typical = np.zeros(len(matrix), dtype=np.float32)
            for mask in (replies, ~replies):
                if mask.any():
                    centre = matrix[mask].mean(axis=0)
                    likeness = matrix[mask] @ centre
                    typical[mask] = likeness - likeness.mean()  # centred: an average row loses nothing
                    if mask is not replies:
                        self.usual = (centre, float(likeness.mean()))
            self.typical = typical
        return self.typical


_indexes: OrderedDict[UserKey, _UserIndex] = OrderedDict()
# What each kept index held when last remembered, and their sum: kept as indexes come and grow, so a
# build adds its own size instead of summing every user's.
_counted: dict[UserKey, int] = {}
_held_bytes = 0
_indexes_lock = threading.Lock()


def _user_messages(key: UserKey) -> Any:
    tenant_id, role, user_id = key
    return Message.objects.joined_for_tenant(tenant_id).filter(conversation__role=role, conversation__user_id=user_id)


def vector_index(key: UserKey, dim: int, cached: Mapping[str, Any] | None = None) -> _UserIndex:
    """The user's vectors and words in this process, brought up to date with one indexed query.
    `cached`: the user's recall version key as the caller read it."""
    version = search.recall_version(tenant_id=key[0], role=key[1], user_id=key[2], found=cached)
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
    # Each conversation's messages (and replies) with a vector past the last one read, by position. A reply
    # embedded after a later message was read is picked up by the next full reload (by then its turn has long been
    # in the window, which recall leaves out anyway). A user message waits for its sentence vectors (the after-turn
    # task writes them; the open turn's own message is left out anyway).
    rows = _indexable_since(key, index.read_to)
    usable = [
        (pk, conversation_id, turn, vector, text, role, sentences, created_at)
        for pk, conversation_id, turn, vector, content, role, sentences, _, created_at in rows
        if is_usable(vector, dim)
        and (text := readable_message_text(content, conversation_id=conversation_id, turn=turn, role=role)) is not None
    ]
    if usable:
        _extend(index, usable, dim)
    for row in rows:
        index.read_to[row[1]] = max(index.read_to.get(row[1], 0), row[7])
    if version is not None:
        _remember(key, index)
    return index


# The user's conversations first, then each one's messages past the position already read, by the
# (tenant, conversation, seq) key (LATERAL, kept from being flattened by its OFFSET; in seq order, so the
# planner takes that key rather than read every message of the conversation by message_turn_role_unique):
# a range probe per conversation. A plain join let it walk the primary key from the newest id read,
# through every newer message of every tenant (45 ms per build for a user whose last message was 10,000 rows ago).
INDEXABLE_SINCE_SQL = """
    SELECT m.id, m.conversation_id, m.turn, m.embedding, m.content, m.role, m.sentence_embeddings, m.seq, m.created_at
    FROM conversations_conversation c
    LEFT JOIN unnest(%s::bigint[], %s::integer[]) AS r (conversation_id, seq) ON r.conversation_id = c.id
    CROSS JOIN LATERAL (
        SELECT id, conversation_id, turn, embedding, content, role, sentence_embeddings, seq, created_at
        FROM conversations_message
        WHERE tenant_id = %s AND conversation_id = c.id AND seq > coalesce(r.seq, 0) AND embedding IS NOT NULL
            AND embedding_model = %s AND (role = %s OR sentence_embeddings IS NOT NULL)
        ORDER BY seq OFFSET 0
    ) m
    WHERE c.tenant_id = %s AND c.role = %s AND c.user_id = %s
    ORDER BY m.id
"""


def _indexable_since(key: UserKey, read_to: Mapping[int, int]) -> list[tuple[Any, ...]]:
    """The user's messages (and replies) with a vector of the current model, past `read_to` (per conversation,
    the highest position read), by id: (id, conversation id, turn, vector, stored content, role, sentence
    vectors, position, written at). A user message waits for its sentence vectors."""
    if connection.vendor == "postgresql":
        tenant_id, role, user_id = key
        with connection.cursor() as cursor:
            cursor.execute(
                INDEXABLE_SINCE_SQL,
                [
                    list(read_to),
                    list(read_to.values()),
                    tenant_id,
                    model_name(),
                    str(MessageRole.ASSISTANT),
                    tenant_id,
                    role,
                    user_id,
                ],
            )
            return list(cursor.fetchall())
    unread = reduce(
        or_,
        (Q(conversation_id=conversation_id, seq__gt=seq) for conversation_id, seq in read_to.items()),
        ~Q(conversation_id__in=list(read_to)),
    )
    return list(
        _user_messages(key)
        .filter(unread, embedding__isnull=False, embedding_model=model_name())
        .filter(Q(role=MessageRole.ASSISTANT) | Q(sentence_embeddings__isnull=False))
        .order_by("pk")
        .values_list(
            "pk", "conversation_id", "turn", "embedding", "content", "role", "sentence_embeddings", "seq", "created_at"
        )
    )


def _extend(index: _UserIndex, rows: Sequence[tuple[Any, ...]], dim: int) -> None:
    whole = decode_vectors([row[3] for row in rows])
    blocks: list[np.ndarray] = []
    for (pk, conversation_id, turn, _, content, role, sentences, created_at), vector in zip(rows, whole, strict=True):
        turn_key = (conversation_id, turn)
        vectors = decode_sentence_vectors(sentences, dim)
        block = vectors if vectors is not None else vector[None, :]
        blocks.append(block)
        reply = role == MessageRole.ASSISTANT
        texts = split_sentences(content) if vectors is not None else [content]
        rows_of_turn = index.positions.setdefault(turn_key, [])
        for text in texts if len(texts) == len(block) else [content] * len(block):
            rows_of_turn.append(len(index.keys))
            index.keys.append(turn_key)
            index.ids.append(pk)
            index.replies.append(reply)
            index.untold.append(1.0 if reply else QUESTION_PENALTY if text.rstrip().endswith("?") else 0.0)
        document_terms = terms(content)
        index.words.add(document_terms)
        ordinal = _turn_ordinal(index, turn_key)
        _date_turn(index, turn_key, ordinal, None if reply else opening_date(content), created_at)
        index.turn_lengths[ordinal] += len(document_terms)
        index.document_turns.append(ordinal)
        index.documents.append(turn_key)
        index.document_ids.append(pk)
        index.document_replies.append(reply)
        for word in spellings(content):
            index.spellings.setdefault(word, []).append(len(index.documents) - 1)
        if not reply and (found := capitalised(content)):
            index.names[turn_key] = found
    index.blocks.append(np.vstack(blocks))
    index.word_arrays = None
    index.calendar = None


def _turn_ordinal(index: _UserIndex, key: TurnKey) -> int:
    """The turn's ordinal in the word index, a new one linked to the turns beside it in its conversation (either
    may be indexed first: a user message waits for its sentence vectors)."""
    ordinal = index.turn_ordinals.setdefault(key, len(index.turn_keys))
    if ordinal < len(index.turn_keys):
        return ordinal
    conversation_id, turn = key
    before = index.turn_ordinals.get((conversation_id, turn - 1), -1)
    after = index.turn_ordinals.get((conversation_id, turn + 1), -1)
    index.turn_keys.append(key)
    index.turn_lengths.append(0)
    index.turn_days.append(0)
    index.previous_turns.append(before)
    index.following_turns.append(after)
    if before >= 0:
        index.following_turns[before] = ordinal
    if after >= 0:
        index.previous_turns[after] = ordinal
    return ordinal


def _date_turn(index: _UserIndex, key: TurnKey, ordinal: int, stamp: date | None, written: datetime) -> None:
    """Date the turn: by the latest stamp of its conversation up to it, else by the day it was written. A message
    that opens with a date (a transcript or an import stamping each session) dates its turn and the conversation's
    later turns, up to the next stamp, whichever of them was indexed first."""
    conversation_id, turn = key
    stamps = index.stamps.setdefault(conversation_id, {})
    if stamp is not None:
        stamps[turn] = stamp.toordinal()
        until = min((t for t in stamps if t > turn), default=None)
        later = turn  # the conversation's turns indexed before the stamp (rare: a message waits for its vectors)
        while (other := index.turn_ordinals.get((conversation_id, later))) is not None and (
            until is None or later < until
        ):
            index.turn_days[other] = stamps[turn]
            later += 1
        return
    if index.turn_days[ordinal]:
        return
    earlier = [t for t in stamps if t <= turn]
    index.turn_days[ordinal] = stamps[max(earlier)] if earlier else written.date().toordinal()


def capitalised(text: str, *, inside_only: bool = False, short: bool = False) -> tuple[str, ...]:
    """The names a message holds, folded (four letters or more, three with `short`; no stopwords): words
    written with a capital inside a sentence, or opening it before a comma ("Maite, my cousin, …"). They are what
    links a message to another one ("I share a flat with Maeve" and "Maeve lent me…") and what
    makes a rare word of a question a reference to the user's past. `inside_only`: not the opening
    word of a sentence even before a comma ("Thanks, …", "Vale, …")."""
    found: list[str] = []
    for sentence in split_sentences(text, at_most=1_000):
        for match in (CAPITALISED_SHORT if short else CAPITALISED).finditer(sentence):
            opening = not sentence[: match.start()].strip(" ¿¡\"'(«“")
            if opening and (inside_only or not sentence[match.end() :].startswith(",")):
                continue
            word = POSSESSIVE.sub("", fold(match.group()))  # "Rohan's" is Rohan
            if word not in STOPWORDS:
                found.append(word)
    return tuple(dict.fromkeys(found))


def spellings(text: str) -> set[str]:
    """The text's distinct content words as written (folded, unstemmed, four letters or more)."""
    return {w for w in WORD.findall(fold(text)) if len(w) >= 4 and w not in STOPWORDS}


def _remember(key: UserKey, index: _UserIndex) -> None:
    """Keep the index, evicting the least recently used users while this process's indexes hold more than
    RECALL_INDEX_MAX_MB: the vectors live in PostgreSQL, and each process keeps a bounded copy of the
    users it serves, however many processes there are."""
    global _held_bytes
    limit = settings.RECALL_INDEX_MAX_MB * 1024 * 1024
    size = index.nbytes()
    with _indexes_lock:
        _indexes[key] = index
        _indexes.move_to_end(key)
        _held_bytes += size - _counted.get(key, 0)
        _counted[key] = size
        while _held_bytes > limit and len(_indexes) > 1:
            evicted, _ = _indexes.popitem(last=False)
            _held_bytes -= _counted.pop(evicted)


def indexed_bytes() -> int:
    """About how much this process's recall indexes hold now (bounded by RECALL_INDEX_MAX_MB)."""
    with _indexes_lock:
        return _held_bytes


def indexed_rows(*, tenant_id: int, role: str, user_id: str) -> int:
    """How many message vectors this process holds for the user (0 once the user is forgotten)."""
    version = search.recall_version(tenant_id=tenant_id, role=role, user_id=user_id)
    with _indexes_lock:
        index = _indexes.get((tenant_id, role, user_id))
    return len(index.keys) if index is not None and index.version == version else 0


def _vector_rankings(
    index: _UserIndex,
    query_vector: np.ndarray,
    excluded: Collection[TurnKey],
    language: str,
    *,
    hop: np.ndarray | None = None,
) -> tuple[list[tuple[TurnKey, float, float | None]], list[tuple[TurnKey, float, float | None]]]:
    """(turn, similarity, distinct similarity), best distinct first. A turn is as close as its
    closest row (a sentence of the user's message, or the reply); "distinct" discounts how typical
    the row is of the user (TYPICALITY_WEIGHT), so a detail said once outranks the small talk that
    resembles every question a little. A turn's distinct similarity, which the gate reads, is that
    of its closest row the user told (not a reply, not a question they asked). None while there is
    no "usual" yet.

    Two rankings: by the message's vector, and by `hop` (a second hop by meaning: toward()), each turn of the second
    still with its similarities to the message; without `hop`, the first twice."""
    matrix = index.rows()
    if not len(matrix):
        return [], []
    raw = matrix @ query_vector.astype(np.float32)
    typical = index.typicality()
    distinct = raw - TYPICALITY_WEIGHT * typical if typical is not None else raw
    told = distinct - index.not_told()
    backend = get_backend()

    def ranked(order: np.ndarray) -> list[tuple[TurnKey, float, float | None]]:
        depth = min(len(order), 3 * (RANKING_DEPTH + len(excluded)))
        top = np.argpartition(-order, depth - 1)[:depth] if depth < len(order) else np.arange(len(order))
        ranking: dict[TurnKey, tuple[float, float | None]] = {}
        for position in sorted(top, key=lambda i: -order[i]):
            key = index.keys[position]
            if key not in excluded and key not in ranking:
                rows = index.positions[key]
                # Calibration never decreases: the closest row's raw cosine, calibrated once.
                closest = max(float(raw[p]) for p in rows)
                ranking[key] = (
                    calibrated(backend, closest, language),
                    float(told[rows].max()) if typical is not None else None,
                )
                if len(ranking) == RANKING_DEPTH:
                    break
        return [(key, sim, dist) for key, (sim, dist) in ranking.items()]

    by_message = ranked(distinct)
    if hop is None:
        return by_message, by_message
    moved = matrix @ hop
    return by_message, ranked(moved - TYPICALITY_WEIGHT * typical if typical is not None else moved)


def _word_ranking(
    index: _UserIndex, query: str, excluded: Collection[TurnKey], *, neighbours: bool = False, expand: int = 0
) -> tuple[list[TurnKey], frozenset[TurnKey], dict[TurnKey, float], frozenset[TurnKey]]:
    """The user's turns by BM25 with a turn (its message and its reply) as the document, best first (ties: the
    newer first), the turns whose reply scores higher than the user's message (each scored as a document of
    its own), the ranked turns' scores, and the ranked turns that hold a word of the query themselves (with
    `neighbours`, a turn may rank by the words of the turn beside it). With `expand`, each content word of the query
    also brings that many words of the user's own closest to it in meaning (expansion.expansions), weighing
    EXPANSION_WEIGHT of a word the query writes: "pets" finds the turn about the user's turtles."""
    extra: list[str] = []
    if expand > 0:
        index.vocabulary.take_in(index.spellings)
        extra = expansions(index.vocabulary, sorted(spellings(query)), capitalised(query, short=True), expand)
    scores = _turn_word_scores(index, query, neighbours=neighbours, extra=extra)
    for key in excluded:
        if (ordinal := index.turn_ordinals.get(key)) is not None and ordinal < len(scores):
            scores[ordinal] = 0.0
    held = np.flatnonzero(scores)
    if len(held) > RANKING_DEPTH:  # every turn scoring at least the depth-th score (ties included), then sorted
        cut = np.partition(scores[held], len(held) - RANKING_DEPTH)[len(held) - RANKING_DEPTH]
        held = held[scores[held] >= cut]
    turn_scores = {index.turn_keys[i]: float(scores[i]) for i in held}
    ranking = sorted(turn_scores, key=lambda k: (-turn_scores[k], -k[0], -k[1]))[:RANKING_DEPTH]
    wanted = set(ranking)
    rows, document_scores = index.words.scores(terms(query))
    side: dict[TurnKey, float] = {}  # the reply's score less the user message's
    for row, score in zip(rows.tolist(), document_scores.tolist(), strict=True):
        if (key := index.documents[row]) in wanted:
            side[key] = side.get(key, 0.0) + (score if index.document_replies[row] else -score)
    replies = frozenset(k for k in ranking if side.get(k, 0.0) > 0)
    return ranking, replies, {k: turn_scores[k] for k in ranking}, frozenset(side)


def _turn_word_scores(
    index: _UserIndex, query: str, *, neighbours: bool = False, extra: Sequence[str] = ()
) -> np.ndarray:
    """BM25 with a turn (the user's message and its reply together) as the document, from the messages'
    postings: a turn's term frequency is its messages' summed, its length theirs, the idf over turns; with
    `neighbours`, each turn then takes a share of the turns beside it in its conversation (with_neighbours). One
    score per turn ordinal (index.turn_keys), 0 for a turn sharing no term with the query (nor beside one that
    does). `extra`: words the query means without writing them, each term weighing EXPANSION_WEIGHT."""
    words = index.words
    turns = len(index.turn_keys)
    if not turns:
        return np.zeros(0)
    if index.word_arrays is None:
        index.word_arrays = (
            np.asarray(index.turn_lengths, dtype=np.float64),
            np.asarray(index.document_turns, dtype=np.int64),
            np.asarray(index.previous_turns, dtype=np.int64),
            np.asarray(index.following_turns, dtype=np.int64),
        )
    lengths, document_turns, previous, following = index.word_arrays
    average = float(lengths.mean()) or 1.0
    scores = np.zeros(turns)
    if asked := asked_dates(query):  # a day, month or year the message names: the turns said then
        if index.calendar is None:
            index.calendar = calendar(np.asarray(index.turn_days, dtype=np.int64))
        scores += DATE_WEIGHT * date_scores(index.calendar, asked)
    written = dict.fromkeys(terms(query), 1.0)
    weighted = written | {term: EXPANSION_WEIGHT for term in terms(" ".join(extra)) if term not in written}
    for term, weight in weighted.items():
        rows = words.rows.get(term)
        if not rows:
            continue
        tf = np.bincount(
            document_turns[rows], weights=np.asarray(words.counts[term], dtype=np.float64), minlength=turns
        )
        held = tf > 0
        df = int(held.sum())
        idf = np.log(1.0 + (turns - df + 0.5) / (df + 0.5))
        norm = words.k1 * (1.0 - words.b + words.b * lengths[held] / average)
        scores[held] += weight * idf * tf[held] * (words.k1 + 1.0) / (tf[held] + norm)
    return with_neighbours(scores, previous, following) if neighbours else scores


def _replies_closest(index: _UserIndex, query_vector: np.ndarray, keys: Collection[TurnKey]) -> frozenset[TurnKey]:
    """The turns among `keys` whose reply is closer to the query than every row of the user's message."""
    matrix = index.rows()
    found = []
    for key in keys:
        rows = index.positions.get(key, [])
        if rows:
            raw = matrix[rows] @ query_vector
            best = int(np.argmax(raw))
            if index.replies[rows[best]]:
                found.append(key)
    return frozenset(found)


def _rare(
    index: _UserIndex, query: str, excluded: Collection[TurnKey], policy: MemoryPolicy, *, named_only: bool
) -> frozenset[TurnKey]:
    """The turns holding a name of the query that few of the user's messages hold: a name as written in
    the query or in the turn ("Gwen", "Las Encinas", not "who" or "painted"); `named_only`: as written
    in the query."""
    named = set(capitalised(query))
    return frozenset(
        turn
        for word in spellings(query)
        if len(rows_of := index.spellings.get(word, [])) <= policy.recall_rare_word_messages
        for turn in (index.documents[row] for row in rows_of)
        if word in named or (not named_only and word in index.names.get(turn, ()))
    ).difference(excluded)


def recall_turns(
    *,
    conversation: Conversation,
    query: str,
    query_vector: np.ndarray,
    policy: MemoryPolicy,
    excluded_turns: Collection[int],
    window_vectors: np.ndarray | None = None,
    limit: int | None = None,
    cached: Mapping[str, Any] | None = None,
) -> list[RecalledTurn]:
    """The user's past turns most relevant to `query`, best first, once one of them is relevant,
    each of the best followed by the turns it links to by a name (multi-hop).

    `excluded_turns` are this conversation's turns already in the context (its window and open turn);
    `window_vectors` the vectors of the window's messages: a past turn opens recall only if it is
    `recall_window_margin` closer to the message than they are (a conversation going on about
    running shoes needs no older turn about running shoes). `cached`: the user's recall version key as
    the caller read it (with the user's facts, in one round trip)."""
    if policy.recall_budget_tokens <= 0 or not query.strip():
        return []
    key: UserKey = (conversation.tenant_id, conversation.role, conversation.user_id)
    excluded = {(conversation.pk, turn) for turn in excluded_turns}
    names = _names(query)
    # A message that names nothing and does not read as needing memory, with no capitalised word either,
    # cannot open recall whatever the user said: nothing is read ("Thanks!", "What's the capital of Peru?").
    if not names and not _classified_personal(query_vector, policy) and not capitalised(query):
        return []
    index = vector_index(key, len(query_vector), cached)
    # A message that does not read as needing memory reaches the user's past only through a name it
    # writes as one ("Lidia"): not through a common word that happens to be part of a name the user
    # said ("street" of "Argensola Street"). Without such a name nothing can open recall: no ranking.
    personal = _needs_memory(index, names, query_vector, policy, excluded)
    rare = _rare(index, query, excluded, policy, named_only=not personal)
    if not personal and not rare:
        return []
    if (
        index.usual is not None
        and float(query_vector @ index.usual[0]) - index.usual[1] > policy.recall_max_usual_likeness
    ):
        return []  # everyday chat, more like the user's usual messages than their average one: nothing to recall
    # The message points at something of the past by name: a name the user said ("When did Gwen…"), or a
    # word only a turn or two of theirs hold. Only then do filler turns earn their tokens.
    pointed = bool(rare) or (bool(names) and personal)
    language = detect_language(query)
    # For such a message, a turn beside one holding its words shares their score: the thing named in one turn is
    # often told about in the next. A message naming nothing asks for a detail in the turn that says it.
    words, reply_words, word_scores, holding = _word_ranking(
        index, query, excluded, neighbours=pointed, expand=policy.recall_expansion_words
    )
    # And its filling turns are ranked by a second hop by meaning: what its best turns by words are about finds
    # the other turns about it, which need share no word with the message ("what sports has Gwen tried?": the
    # turns about her climbing and rowing, once those about her padel are found).
    fills = limit is None and policy.recall_fill_share > 0
    hop = _hop_vector(index, query_vector, words[:HOP_TURNS]) if pointed and fills else None
    vectors, filling = _vector_rankings(index, query_vector, excluded, language, hop=hop)
    if not vectors:
        return []  # nothing of the user's outside this context is indexed yet (a first conversation): no work more
    known = {key for key, _, _ in vectors}
    missing = [k for k in words if k not in known]
    similarity = _similarities(index, query_vector, missing, language) if missing else {}
    # A message that names what it asks about ranks by its words as much as by meaning: the name, place or thing
    # it writes finds the turns that hold it better than a paraphrase's vector does (on LoCoMo the section's
    # first 250 tokens held the evidence of 33 % of the questions with words at 0.3, 36 % at 1.0; BM25's 48 %).
    fused = fuse(vectors, words, rare, word_weight=FILL_WORD_WEIGHT if pointed else WORD_WEIGHT, holding=holding)
    chosen = [
        replace(c, similarity=similarity[c.key][0], distinct=similarity[c.key][1]) if c.key in similarity else c
        for c in fused
    ]
    passing = gate(
        chosen,
        min_similarity=policy.recall_min_similarity,
        min_distinct=policy.recall_min_distinct_similarity,
        turn_min_similarity=policy.recall_turn_min_similarity,
        turn_min_distinct=policy.recall_turn_min_distinct_similarity,
        covered=_covered(window_vectors, query_vector, language, policy.recall_window_margin),
        offer_margin=policy.recall_offer_margin,
        personal=personal,
    )
    linked = _linked(index, passing[:BRIDGE_HITS], query, excluded)
    offered = with_linked(passing, linked)[: limit or policy.recall_max_turns]
    # Once recall is open, the next turns of the ranking fill room the other sections leave (the builder drops
    # them first): words weigh as much as meaning there, since nothing matched well enough in meaning alone.
    # Only turns that earn it: words of the message weighing at least a share of the best turn's (a name
    # said everywhere weighs little), or a meaning close enough; the rest of the room stays unused.
    fill: list[Candidate] = []
    # A message naming someone or something the user talked about is about their past even when no turn is close
    # enough in meaning to open the gate (a name said in hundreds of turns is no rare word): the turns its words
    # find fill the room.
    opened = bool(passing) or (bool(names) and personal and bool(words))
    if fills and opened and (pointed or not policy.recall_fill_named_only):
        seen = {c.key for c in offered}
        floor = policy.recall_fill_min_word_share * max(word_scores.values(), default=0.0)
        ranked = _measured(fuse(filling, words, rare, word_weight=FILL_WORD_WEIGHT), filling, vectors, similarity)
        # A message naming nothing the user said asks for a detail, not a story: fewer turns in all.
        turns = policy.recall_fill_turns if pointed else min(policy.recall_fill_turns, policy.recall_fill_unnamed_turns)
        fill = [c for c in ranked if c.key not in seen and _earns_fill(c, word_scores, floor, policy)][
            : max(0, turns - len(seen))
        ]
    chosen_turns = [*offered, *fill]
    if pointed:
        chosen_turns = _words_first(chosen_turns, fuse(vectors, words, rare, ORDER_WORD_WEIGHT))
    by_vector = _replies_closest(index, query_vector, [c.key for c in chosen_turns if c.key not in reply_words])
    return _read_turns(key, chosen_turns, reply_words | by_vector, {c.key for c in fill})


def _hop_vector(index: _UserIndex, query_vector: np.ndarray, hits: Sequence[TurnKey]) -> np.ndarray | None:
    """The message's vector moved toward the rows of `hits`, its best turns by words (toward()); None without
    them."""
    rows = [row for key in hits for row in index.positions.get(key, ())]
    return toward(query_vector, index.rows()[rows]) if rows else None


def _words_first(chosen: Sequence[Candidate], order: Sequence[Candidate]) -> list[Candidate]:
    """The same turns in the order `order` ranks them (words first: ORDER_WORD_WEIGHT). A turn the second hop
    linked takes the place its own words give it, not the one behind the turn that found it: right behind, it
    pushed turns holding more of the message's words past a small budget. Which turns are chosen does not change,
    only which a smaller budget keeps."""
    rank = {c.key: n for n, c in enumerate(order)}
    return sorted(chosen, key=lambda c: rank.get(c.key, len(rank)))


def _measured(
    ranked: Sequence[Candidate],
    filling: Sequence[tuple[TurnKey, float, float | None]],
    vectors: Sequence[tuple[TurnKey, float, float | None]],
    similarity: Mapping[TurnKey, tuple[float, float | None]],
) -> list[Candidate]:
    """The fill's candidates, each with its real similarity to the message: a turn the fill ranking holds by its
    words alone (not among the `filling` vector ranking's) enters fuse() with none (0), so the floor by meaning
    could never let it in; it is read off the message's own ranking, or off the turns found by words only."""
    ranked_by_meaning = {key for key, _, _ in filling}
    measured = {key: sim for key, sim, _ in vectors} | {key: found[0] for key, found in similarity.items()}
    return [
        replace(c, similarity=measured[c.key]) if c.key not in ranked_by_meaning and c.key in measured else c
        for c in ranked
    ]


def _earns_fill(candidate: Candidate, word_scores: Mapping[TurnKey, float], floor: float, policy: MemoryPolicy) -> bool:
    """May the turn fill room? Every turn may while neither floor is set; with one or both set (above 0), only
    a turn that reaches one of them: its words' BM25 score at least `floor` (that share of the best turn's),
    or its similarity at least recall_fill_min_similarity."""
    by_words, by_meaning = policy.recall_fill_min_word_share > 0, policy.recall_fill_min_similarity > 0
    if not by_words and not by_meaning:
        return True
    return (by_words and floor > 0 and word_scores.get(candidate.key, 0.0) >= floor) or (
        by_meaning and candidate.similarity >= policy.recall_fill_min_similarity
    )


def _names(query: str) -> list[str]:
    """The words of the names a message writes inside its sentences (three letters or more)."""
    return [
        word
        for name in capitalised(query, inside_only=True, short=True)
        for word in WORD.findall(name)
        if len(word) >= 3 and word not in DEMONYMS and not NOT_A_NAME.search(word)
    ]


def _needs_memory(
    index: _UserIndex,
    names: Sequence[str],
    query_vector: np.ndarray,
    policy: MemoryPolicy,
    excluded: Collection[TurnKey],
) -> bool:
    """Whether the message reads as one that needs the user's memory. A message that names something
    does if the user has said one of its names before ("What does Lidia do now?") and does not if they
    said none ("Who painted the Sistine Chapel?" is about the world); one that names nothing is
    judged by the classifier of memory_platform.text.memory_need. `excluded`: the turns the context
    holds (the message itself among them), which do not count as having said a name."""
    if names:
        return any(_said(index, name, excluded) for name in names)
    return _classified_personal(query_vector, policy)


def _classified_personal(query_vector: np.ndarray, policy: MemoryPolicy) -> bool:
    return memory_need(query_vector) >= policy.recall_min_memory_need


def _said(index: _UserIndex, word: str, excluded: Collection[TurnKey]) -> bool:
    """Has the user (or the assistant, to them) written the word, as it is or in its singular, in a
    turn outside `excluded`? A word of three letters ("Tim") is looked up among the BM25 terms (the spellings
    keep words of four letters or more)."""
    if len(word) < 4:
        return any(index.documents[document] not in excluded for document in index.words.rows.get(stem(word), ()))
    return any(
        index.documents[document] not in excluded
        for form in {word, word.removesuffix("s"), word.removesuffix("es")}
        for document in index.spellings.get(form, ())
    )


def _covered(window_vectors: np.ndarray | None, query_vector: np.ndarray, language: str, margin: float) -> float:
    """How close (calibrated) a past turn must be to open recall: `margin` closer than the window's
    closest message; 0 without a window."""
    if window_vectors is None or not len(window_vectors):
        return 0.0
    return calibrated(get_backend(), float(np.max(window_vectors @ query_vector)), language) + margin


def _linked(
    index: _UserIndex, hits: Sequence[Candidate], query: str, excluded: Collection[TurnKey]
) -> dict[TurnKey, list[TurnKey]]:
    """For each hit, the other turns whose messages hold a name its user message holds and the query
    does not: all of them when the user said the name in few messages ("my nurse flatmate" finds "I
    share a flat with Maeve", and that finds "Maeve lent me her camera"), else those that also hold a
    word of the query (for "what sport does my husband play?", "Rohan's cricket club lost again" finds
    "my husband Rohan" among the many messages about Rohan)."""
    asked = set(spellings(query))
    asked_in = {d for word in asked for d in index.spellings.get(word, ())}
    links: dict[TurnKey, list[TurnKey]] = {}
    for hit in hits:
        found: list[TurnKey] = []
        for name in index.names.get(hit.key, ()):
            documents = index.spellings.get(name, [])
            if name in asked:
                continue
            if len(documents) > BRIDGE_MAX_MESSAGES:
                documents = [d for d in documents if d in asked_in][:BRIDGE_MAX_MESSAGES]
            found += [index.documents[d] for d in documents]
        links[hit.key] = [k for k in dict.fromkeys(found) if k != hit.key and k not in excluded]
    return links


def _similarities(
    index: _UserIndex, query_vector: np.ndarray, keys: Sequence[TurnKey], language: str
) -> dict[TurnKey, tuple[float, float | None]]:
    """(similarity, distinct similarity) of turns found by words only."""
    matrix = index.rows()
    typical = index.typicality()
    backend = get_backend()
    found: dict[TurnKey, tuple[float, float | None]] = {}
    for key in keys:
        rows = index.positions.get(key, [])
        raw = matrix[rows] @ query_vector
        similarity = calibrated(backend, float(raw.max()), language)  # calibration never decreases
        told = raw - TYPICALITY_WEIGHT * typical[rows] - index.not_told()[rows] if typical is not None else None
        distinct = float(np.max(told)) if told is not None else None
        found[key] = (similarity, distinct)
    return found


# Each wanted turn is looked up on its own (LATERAL, kept from being flattened by its LIMIT): its
# conversation by id, its two messages by the (tenant, conversation, turn, role) unique index, whatever
# the statistics say of the tenant (one that just grew looks tiny to them, and a plain join then walked
# all of its messages: 27 ms instead of 0.4 at 10,000 messages).
READ_TURNS_SQL = """
    SELECT m.conversation_id, c.public_id, m.turn, m.role, m.content, m.created_at
    FROM unnest(%s::bigint[], %s::integer[]) AS wanted(conversation_id, turn)
    CROSS JOIN LATERAL (
        SELECT public_id FROM conversations_conversation
        WHERE tenant_id = %s AND id = wanted.conversation_id AND role = %s AND user_id = %s AND status <> %s
        LIMIT 1
    ) c
    CROSS JOIN LATERAL (
        SELECT conversation_id, turn, role, content, created_at FROM conversations_message
        WHERE tenant_id = %s AND conversation_id = wanted.conversation_id AND turn = wanted.turn
        LIMIT 2
    ) m
"""


def _read_turns(
    key: UserKey,
    chosen: Sequence[Candidate],
    reply_matched: Collection[TurnKey] = frozenset(),
    fillers: Collection[TurnKey] = frozenset(),
) -> list[RecalledTurn]:
    """The chosen turns read back from the database (so nothing erased comes back), in their order;
    `reply_matched`: the turns whose reply is what matched the query; `fillers`: the turns that only fill room."""
    if not chosen:
        return []
    if connection.vendor == "postgresql":  # one round trip, by the (tenant, conversation, turn, role) unique index
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
                    key[0],
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
                reply_matched=candidate.key in reply_matched,
                filler=candidate.key in fillers,
            )
        )
    return turns
