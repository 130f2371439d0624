"""Search over what a tenant's assistant remembers of a user: past messages (hybrid: Okapi BM25 over
their words and their vectors, both from the user's in-process recall index, fused by reciprocal rank
as recall does), key-value summaries and facts (by their words).

Every hit comes from a query scoped to the tenant, the roles the caller may act for and the user, so
another tenant's data is never read. On SQLite (the embedded default) messages are matched by their
words in the database, and the answer says `"mode": "simple"`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

import numpy as np
from django.db.models import Q, QuerySet, TextField
from django.db.models.functions import Cast

from conversations import hot, search_index
from conversations.models import Conversation, ConversationStatus, Message, MessageRole, Summary, readable_message_text
from facts.models import FACT_IDENTITY, Fact, FactStatus
from memory.engine.bm25 import terms
from memory.engine.recall import RRF_K, query_words, snippet, word_overlap
from memory.services.recall import RANKING_DEPTH, vector_index
from memory_platform.text.embeddings import calibrated, embed_cached, get_backend
from memory_platform.text.language import detect_language
from tenants.encryption import Erased, encryption_enabled
from tenants.models import Tenant
from tenants.policy import MemoryPolicy
from tenants.sealed import readable

MAX_SCANNED = 2000  # summaries and facts of one user read per search, newest first


@dataclass(frozen=True)
class SearchHit:
    kind: str  # "message", "summary" or "fact"
    score: float
    snippet: str
    at: datetime
    conversation: str | None = None  # public id
    turn: int | None = None
    role: str | None = None  # the message's author, for a message
    fact_id: int | None = None


@dataclass(frozen=True)
class SearchResult:
    mode: str  # "hybrid" (PostgreSQL) or "simple" (SQLite)
    hits: list[SearchHit]


@dataclass(frozen=True)
class SearchScope:
    tenant: Tenant
    roles: Sequence[str]
    user_id: str
    conversation: Conversation | None = None
    since: datetime | None = None
    until: datetime | None = None

    def conversations(self) -> QuerySet[Conversation]:
        found = Conversation.objects.for_tenant(self.tenant).filter(role__in=self.roles, user_id=self.user_id)
        found = found.exclude(status=ConversationStatus.DELETED)
        return found.filter(pk=self.conversation.pk) if self.conversation is not None else found

    def dated(self, rows: QuerySet, field: str = "created_at") -> QuerySet:
        if self.since is not None:
            rows = rows.filter(**{f"{field}__gte": self.since})
        if self.until is not None:
            rows = rows.filter(**{f"{field}__lt": self.until})
        return rows


def search_memory(*, scope: SearchScope, query: str, limit: int, policy: MemoryPolicy) -> SearchResult:
    """The best `limit` hits for `query` within `scope`, best first."""
    words = query_words(query)
    hybrid = search_index.full_text_search_available()
    ranked: dict[tuple[str, int], float] = {}
    for rankings in (
        _message_rankings(scope, query, words, policy, hybrid),
        [_summary_ranking(scope, words)],
        [_fact_ranking(scope, words)],
    ):
        for ranking in rankings:
            for rank, item in enumerate(ranking, start=1):
                ranked[item] = ranked.get(item, 0.0) + 1.0 / (RRF_K + rank)
    best = sorted(ranked.items(), key=lambda pair: (-pair[1], pair[0]))[:limit]
    return SearchResult(mode="hybrid" if hybrid else "simple", hits=_hits(scope, best, words))


def _message_rankings(
    scope: SearchScope, query: str, words: Sequence[str], policy: MemoryPolicy, hybrid: bool
) -> list[list[tuple[str, int]]]:
    """Messages ranked by their words (Okapi BM25) and by their vectors, both read from the user's
    in-process recall index (memory.services.recall), then kept to the scope in one query."""
    messages = scope.dated(Message.objects.for_tenant(scope.tenant.pk).filter(conversation__in=scope.conversations()))
    if not hybrid:
        return [_simple_message_ranking(messages, words)]
    vector = embed_cached(query)
    language = detect_language(query)
    backend = get_backend()
    query_terms = terms(query) if policy.search_index != "none" else []
    # A search is asked for: the bar is recall's per-turn floor, not the gate's (whether to recall at all).
    floor = policy.recall_turn_min_similarity
    by_words: list[tuple[float, int]] = []
    rankings: list[list[int]] = []
    for role in scope.roles:
        index = vector_index((scope.tenant.pk, role, scope.user_id), len(vector))
        if query_terms:
            rows, scores = index.words.scores(query_terms)
            for row in np.lexsort((-rows, -scores))[: RANKING_DEPTH * 5]:
                by_words.append((float(scores[row]), index.document_ids[int(rows[row])]))
        matrix = index.rows()
        if not len(matrix):
            continue
        raw = matrix @ vector.astype(np.float32)
        order = np.argsort(-raw)[: RANKING_DEPTH * 5]
        # A message may hold several rows (its sentences): each message once, at its best row.
        rankings.append(
            list(dict.fromkeys(index.ids[i] for i in order if calibrated(backend, float(raw[i]), language) >= floor))
        )
    if by_words:
        rankings.insert(0, [pk for _, pk in sorted(by_words, key=lambda pair: (-pair[0], -pair[1]))])
    # The scope's filters (conversation, dates), and nothing erased since the index was read.
    allowed = set(messages.filter(pk__in={pk for ranking in rankings for pk in ranking}).values_list("pk", flat=True))
    return [[("message", pk) for pk in ranking if pk in allowed][:RANKING_DEPTH] for ranking in rankings]


def _simple_message_ranking(messages: QuerySet[Message], words: Sequence[str]) -> list[tuple[str, int]]:
    """Without full-text search: messages holding any query word, the most words first, then the newest."""
    if not words:
        return []
    if encryption_enabled():  # the stored text is sealed: the database cannot match words, so read the newest
        rows = messages.order_by("-id").values_list("pk", "conversation_id", "turn", "role", "content")[:MAX_SCANNED]
        matching = [
            (pk, text)
            for pk, conversation_id, turn, role, content in rows
            if (text := readable_message_text(content, conversation_id=conversation_id, turn=turn, role=role))
        ]
    else:
        # The content column is binary (SQLite matches words in a text only): read as text for the match.
        matching = list(
            messages.annotate(text=Cast("content", TextField()))
            .filter(_any_word("text", words))
            .order_by("-id")
            .values_list("pk", "content")[: RANKING_DEPTH * 5]
        )
    scored = sorted(
        ((word_overlap(words, content), pk) for pk, content in matching), key=lambda pair: (-pair[0], -pair[1])
    )
    return [("message", pk) for score, pk in scored if score > 0][:RANKING_DEPTH]


def _any_word(field: str, words: Sequence[str]) -> Q:
    condition = Q()
    for word in words[:8]:
        condition |= Q(**{f"{field}__icontains": word[: max(4, len(word) - 2)]})
    return condition


def _summary_ranking(scope: SearchScope, words: Sequence[str]) -> list[tuple[str, int]]:
    summaries = scope.dated(
        Summary.objects.for_tenant(scope.tenant.pk).filter(conversation__in=scope.conversations())
    ).order_by("-id")[:MAX_SCANNED]
    scored = sorted(
        ((word_overlap(words, hot.render_summary(s)), s.pk) for s in readable(summaries)),
        key=lambda pair: (-pair[0], -pair[1]),
    )
    return [("summary", pk) for score, pk in scored if score > 0][:RANKING_DEPTH]


def _fact_ranking(scope: SearchScope, words: Sequence[str]) -> list[tuple[str, int]]:
    facts = Fact.objects.for_tenant(scope.tenant).filter(
        role__in=scope.roles, user_id=scope.user_id, status__in=(FactStatus.ACTIVE, FactStatus.STALE)
    )
    if scope.conversation is not None:
        return []  # facts belong to the user, not to one conversation
    rows = scope.dated(facts, "last_confirmed_at").order_by("-id").only(*FACT_IDENTITY, "text")[:MAX_SCANNED]
    scored = sorted(
        ((word_overlap(words, f.text), f.pk) for f in readable(rows)), key=lambda pair: (-pair[0], -pair[1])
    )
    return [("fact", pk) for score, pk in scored if score > 0][:RANKING_DEPTH]


def _hits(scope: SearchScope, best: Sequence[tuple[tuple[str, int], float]], words: Sequence[str]) -> list[SearchHit]:
    """The chosen items read back (each within the scope again) and shaped as hits, in rank order."""
    wanted: dict[str, list[int]] = {}
    for (kind, pk), _ in best:
        wanted.setdefault(kind, []).append(pk)
    found: dict[tuple[str, int], SearchHit] = {}
    for message in (
        Message.objects.joined_for_tenant(scope.tenant.pk)
        .filter(pk__in=wanted.get("message", []), conversation__in=scope.conversations())
        .select_related("conversation")
    ):
        try:
            text = message.content
        except Erased:  # a row restored from before its user was forgotten: gone
            continue
        found[("message", message.pk)] = SearchHit(
            kind="message",
            score=0.0,
            snippet=snippet(text, words),
            at=message.created_at,
            conversation=message.conversation.public_id,
            turn=message.turn,
            role=MessageRole(message.role).value,
        )
    for summary in (
        Summary.objects.joined_for_tenant(scope.tenant.pk)
        .filter(pk__in=wanted.get("summary", []), conversation__in=scope.conversations())
        .select_related("conversation")
    ):
        found[("summary", summary.pk)] = SearchHit(
            kind="summary",
            score=0.0,
            snippet=snippet(hot.render_summary(summary), words),
            at=summary.created_at,
            conversation=summary.conversation.public_id,
            turn=summary.first_turn,
        )
    facts = Fact.objects.for_tenant(scope.tenant).filter(
        pk__in=wanted.get("fact", []), role__in=scope.roles, user_id=scope.user_id
    )
    for fact in facts:
        found[("fact", fact.pk)] = SearchHit(
            kind="fact", score=0.0, snippet=snippet(fact.text, words), at=fact.last_confirmed_at, fact_id=fact.pk
        )
    hits = []
    for item, score in best:
        hit = found.get(item)
        if hit is not None:
            hits.append(SearchHit(**{**hit.__dict__, "score": round(score, 5)}))
    return hits
