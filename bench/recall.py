"""Recall benchmark: does the context bring back what the user said in earlier conversations?

Eight users (bench/recall_data.py) talk to the assistant over three months in a dozen sessions,
mentioning small details once in passing. Then, in a new conversation, they ask about them in other
words. A question is a hit when the user message of every turn it needs appears in the context.

The platform's context is compared with four ways of filling the same room with past turns: the
most recent turns, Okapi BM25 (the platform's own, memory.engine.bm25, over whole turns), dense
cosine (the platform's sentence model) and their hybrid (reciprocal rank fusion of the two). The room
is what the platform's context leaves after its fixed parts (system prompt, rules, state, the question
and the reply priming), so they compete for exactly the tokens the platform could give to recall.

A second part (`cost`) times the context build for a user with a long history."""

from __future__ import annotations

import math
import time
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

import numpy as np
from django.db import connection
from django.test import override_settings
from django.utils import timezone

from bench.common import fresh_tenant, load, mean, percentile, table, verdict
from bench.recall_blind import SPLIT as BLIND
from bench.recall_blind import blind_users
from bench.recall_data import CATEGORIES, CONTROL_SPLITS, SPLITS, Question, Session, User, users
from conversations.models import Conversation, ConversationState, Message, MessageRole, make_public_id
from conversations.services.conversations import create_conversation
from memory.engine.bm25 import Bm25Index, terms
from memory.engine.recall import RRF_K
from memory.services.context import ContextResult, build_conversation_context
from memory.services.search import SearchScope, search_memory
from memory.services.turns import begin_turn, complete_turn
from memory_platform.text.embeddings import (
    decode_vectors,
    embed_texts,
    get_backend,
    is_usable,
    model_name,
    pack_vector,
    sentence_vectors,
)
from memory_platform.text.tokens import MESSAGE_OVERHEAD_TOKENS, count_tokens, message_tokens
from tenants.models import Tenant
from tenants.services import set_tenant_policy

BUDGETS = (1500, 4000)
BASELINES = ("last turns", "BM25", "dense", "hybrid")
FILLING = "memory-platform, filling the room"
SYSTEMS = ("memory-platform", FILLING, *BASELINES)
# The same platform allowed to grow its recalled section into the room (not the default: tokens are earned).
FILLING_POLICY = {"recall_budget_tokens": max(BUDGETS), "recall_max_turns": 40, "recall_fill_unnamed_turns": 55}
# The sections recall competes with for room; everything else in the context is fixed cost.
FLEXIBLE_SECTIONS = ("recalled", "window", "summaries", "facts")
# A baseline sends each past turn as one chat message ("[date] User: …\nAssistant: …"), which
# costs its content tokens plus the usual per-message overhead.
TURN_OVERHEAD_TOKENS = MESSAGE_OVERHEAD_TOKENS
TARGETS = {4000: 90.0, 1500: 80.0}
MARGIN_POINTS = 5.0
TURN_SPACING = timedelta(minutes=2)
REPLY_DELAY = timedelta(seconds=40)
COST_USER = "long-history"
COST_TURNS_PER_CONVERSATION = 50
# Distinct texts (embedded once each) that the long history cycles through: embedding thousands of
# messages would make the setup take minutes for no change in what a build reads.
HISTORY_USER_TEXTS, HISTORY_REPLY_TEXTS = 200, 40
P50_TARGET_MS, P99_TARGET_MS = 10.0, 25.0


# ---- the baselines (pure) ---------------------------------------------------------------------------


@dataclass(frozen=True)
class PastTurn:
    """One stored turn of the user's earlier conversations, as the baselines see it."""

    when: datetime
    user: str
    assistant: str

    def rendered(self) -> str:
        """The message a baseline would send: dated, so a "when" question can be answered."""
        return f"[{self.when:%Y-%m-%d}] User: {self.user}\nAssistant: {self.assistant}"


def ranked(scores: Sequence[float] | np.ndarray) -> list[int]:
    """Indexes by score, best first; ties go to the newer turn (indexes are oldest first)."""
    return sorted(range(len(scores)), key=lambda i: (-float(scores[i]), -i))


def fill_budget(order: Iterable[int], costs: Sequence[int], room: int) -> list[int]:
    """Take turns in `order` while they fit; one that no longer fits is skipped, not truncated, and a
    smaller one after it may still go in. The total never exceeds `room`."""
    chosen: list[int] = []
    used = 0
    for index in order:
        if used + costs[index] <= room:
            chosen.append(index)
            used += costs[index]
    return chosen


def squash(text: str) -> str:
    """Case and whitespace normalised, for substring checks."""
    return " ".join(text.split()).lower()


def is_hit(context: str, evidence: Sequence[str]) -> bool:
    """Every evidence message appears whole in the (squashed) context."""
    return all(squash(text) in context for text in evidence)


def fixed_tokens(result: ContextResult) -> int:
    """What the platform's context spends outside the sections recall competes with."""
    sections = result.tokens_by_section
    return result.total_tokens - sum(sections.get(name, 0) for name in FLEXIBLE_SECTIONS)


# ---- replaying the users ----------------------------------------------------------------------------


def session_start(now: datetime, session: Session) -> datetime:
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0) - timedelta(days=session.days_ago)
    return midnight + timedelta(minutes=session.minute_of_day)


def _replay(tenant: Tenant, user: User, now: datetime) -> None:
    """Every session through begin and complete at its simulated time, then the stored dates pinned
    to that time too. The conversation itself is opened on the real clock (a write checks expiry
    against it) and dated back afterwards with its messages (created_at is stamped on insert)."""
    for session in user.sessions:
        start = session_start(now, session)
        conversation = create_conversation(tenant=tenant, role="client", user_id=user.user_id)
        for index, exchange in enumerate(session.exchanges):
            at = start + index * TURN_SPACING
            started = begin_turn(conversation=conversation, content=exchange.user, now=at)
            complete_turn(
                conversation=conversation,
                turn=started.turn,
                lease=started.lease,
                content=exchange.assistant,
                now=at + REPLY_DELAY,
            )
        last = start + (len(session.exchanges) - 1) * TURN_SPACING + REPLY_DELAY
        Conversation.objects.filter(pk=conversation.pk).update(
            created_at=start, last_activity_at=last, expires_at=last + timedelta(minutes=tenant.policy.idle_ttl_minutes)
        )
        messages = list(Message.objects.filter(conversation=conversation).only("id", "turn", "role"))
        for message in messages:
            message.created_at = (
                start
                + (message.turn - 1) * TURN_SPACING
                + (REPLY_DELAY if message.role == MessageRole.ASSISTANT else timedelta())
            )
        Message.objects.bulk_update(messages, ["created_at"])


@dataclass
class History:
    """A user's past turns with what each baseline needs precomputed."""

    turns: list[PastTurn]
    costs: list[int]
    bm25: Bm25Index  # one document per turn (its user message and reply)
    vectors: np.ndarray  # per turn: (user vector, assistant vector), unit rows, shape turns × 2 × dim


def _history(tenant: Tenant, user_id: str, encoding: str) -> History:
    """The user's stored turns, oldest first, with the vectors the platform stored for them (any
    still missing is embedded here)."""
    rows = Message.objects.filter(conversation__tenant=tenant, conversation__user_id=user_id).order_by(
        "created_at", "id"
    )
    by_turn: dict[tuple[int, int], dict[str, Message]] = {}
    for message in rows:
        by_turn.setdefault((message.conversation_id, message.turn), {})[message.role] = message
    pairs = [(parts[MessageRole.USER], parts[MessageRole.ASSISTANT]) for parts in by_turn.values()]
    turns = [PastTurn(when=u.created_at, user=u.content, assistant=a.content) for u, a in pairs]
    backend = get_backend()
    blobs = [m.embedding for pair in pairs for m in pair]
    if all(is_usable(blob, backend.dim) for blob in blobs):
        flat = decode_vectors([bytes(b) for b in blobs if b is not None])
    else:
        flat = embed_texts(backend, [m.content for pair in pairs for m in pair])
    return History(
        turns=turns,
        costs=[count_tokens(t.rendered(), encoding) + TURN_OVERHEAD_TOKENS for t in turns],
        bm25=_turn_index(turns),
        vectors=flat.reshape(len(turns), 2, -1),
    )


def _turn_index(turns: Sequence[PastTurn]) -> Bm25Index:
    index = Bm25Index()
    for turn in turns:
        index.add(terms(f"{turn.user}\n{turn.assistant}"))
    return index


def bm25_scores(index: Bm25Index, question: str) -> np.ndarray:
    rows, scores = index.scores(terms(question))
    out = np.zeros(len(index))
    out[rows] = scores
    return out


def rrf(*rankings: Sequence[int]) -> list[int]:
    """Reciprocal rank fusion (the platform's k), best first."""
    fused: dict[int, float] = defaultdict(float)
    for ranking in rankings:
        for rank, index in enumerate(ranking, start=1):
            fused[index] += 1.0 / (RRF_K + rank)
    return sorted(fused, key=lambda i: (-fused[i], -i))


def baseline_choices(history: History, question: str, vector: np.ndarray, room: int) -> dict[str, list[int]]:
    """The past turns each baseline puts in `room` tokens for `question`."""
    newest_first = list(range(len(history.turns) - 1, -1, -1))
    dense = ranked((history.vectors @ vector).max(axis=1))  # a turn is as close as its closer message
    words = bm25_scores(history.bm25, question)
    by_words = [i for i in ranked(words) if words[i] > 0]
    return {
        "last turns": fill_budget(newest_first, history.costs, room),
        "BM25": fill_budget(ranked(words), history.costs, room),
        "dense": fill_budget(dense, history.costs, room),
        "hybrid": fill_budget(rrf(by_words, dense) + [i for i in dense if i not in set(by_words)], history.costs, room),
    }


# ---- measuring --------------------------------------------------------------------------------------


@dataclass
class Tally:
    hits: dict[tuple[str, int, str, str], list[bool]] = field(default_factory=lambda: defaultdict(list))
    recalled_tokens: dict[int, list[int]] = field(default_factory=lambda: defaultdict(list))
    tokens: dict[tuple[str, int, str], list[int]] = field(default_factory=lambda: defaultdict(list))
    controls_empty: dict[tuple[int, str], list[bool]] = field(default_factory=lambda: defaultdict(list))
    controls_recalling: dict[tuple[int, str], list[str]] = field(default_factory=lambda: defaultdict(list))
    rooms: dict[int, list[int]] = field(default_factory=lambda: defaultdict(list))

    def add(self, system: str, budget: int, question: Question, hit: bool) -> None:
        self.hits[(system, budget, question.split, question.category)].append(hit)

    def share(self, system: str, budget: int, split: str, category: str | None = None) -> float:
        cells = [
            v
            for (s, b, sp, c), values in self.hits.items()
            if (s, b, sp) == (system, budget, split) and category in (None, c)
            for v in values
        ]
        return 100.0 * sum(cells) / len(cells) if cells else 0.0

    def count(self, split: str, category: str | None = None) -> int:
        system, budget = SYSTEMS[0], BUDGETS[0]
        return sum(
            len(values)
            for (s, b, sp, c), values in self.hits.items()
            if (s, b, sp) == (system, budget, split) and category in (None, c)
        )


def _set_budget(tenant: Tenant, budget: int) -> None:
    set_tenant_policy(tenant=tenant, overrides={"context_budget_tokens": budget})


def _ask(
    tally: Tally, budget: int, conversation: Conversation, user: User, history: History, vectors: dict[str, np.ndarray]
) -> None:
    for question in user.questions:
        result = build_conversation_context(conversation=conversation, query=question.text, record=False)
        context = squash("\n".join(str(m["content"]) for m in result.messages))
        evidence = [user.evidence_text(ref) for ref in question.evidence]
        tally.add(SYSTEMS[0], budget, question, is_hit(context, evidence))
        tally.recalled_tokens[budget].append(result.tokens_by_section.get("recalled", 0))
        tally.tokens[(SYSTEMS[0], budget, question.split)].append(result.tokens_by_section.get("recalled", 0))
        with override_settings(MEMORY_POLICY_OVERRIDES=FILLING_POLICY):
            filled = build_conversation_context(conversation=conversation, query=question.text, record=False)
        tally.add(
            FILLING, budget, question, is_hit(squash("\n".join(str(m["content"]) for m in filled.messages)), evidence)
        )
        tally.tokens[(FILLING, budget, question.split)].append(filled.tokens_by_section.get("recalled", 0))
        room = budget - fixed_tokens(result)
        tally.rooms[budget].append(room)
        for system, chosen in baseline_choices(history, question.text, vectors[question.text], room).items():
            text = squash("\n".join(history.turns[i].rendered() for i in chosen))
            tally.add(system, budget, question, is_hit(text, evidence))
            tally.tokens[(system, budget, question.split)].append(sum(history.costs[i] for i in chosen))


def _controls(tally: Tally, budget: int, askers: dict[str, int], dataset: list[User]) -> None:
    """Off-topic questions, each asked by a user of its language: the platform should recall nothing."""
    speakers = {lang: [u.user_id for u in dataset if u.language == lang] for lang in ("es", "en")}
    for split, controls in CONTROL_SPLITS.items():
        for index, (language, text) in enumerate(controls):
            user_id = speakers[language][index % len(speakers[language])]
            conversation = Conversation.objects.select_related("tenant").get(pk=askers[user_id])
            result = build_conversation_context(conversation=conversation, query=text, record=False)
            recalled = result.tokens_by_section.get("recalled", 0)
            tally.controls_empty[(budget, split)].append(recalled == 0)
            if recalled:
                tally.controls_recalling[(budget, split)].append(f"{text!r} ({recalled} tokens)")


def _controls_share(tally: Tally, budget: int, split: str) -> str:
    values = tally.controls_empty[(budget, split)]
    return f"{sum(values)} / {len(values)}"


def quality() -> dict:
    tenant = fresh_tenant("bench-recall")
    generated = users()
    dataset = generated + blind_users()
    now = timezone.now()
    started = time.perf_counter()
    for user in dataset:
        _replay(tenant, user, now)
    replay_s = time.perf_counter() - started
    encoding = tenant.policy.encoding_name
    histories = {user.user_id: _history(tenant, user.user_id, encoding) for user in dataset}
    texts = sorted({q.text for user in dataset for q in user.questions})
    vectors = dict(zip(texts, embed_texts(get_backend(), texts), strict=True))
    askers = {
        user.user_id: create_conversation(tenant=tenant, role="client", user_id=user.user_id).pk for user in dataset
    }
    search = search_index_choices(tenant, generated)
    tally = Tally()
    for budget in BUDGETS:
        _set_budget(tenant, budget)
        for user in dataset:
            conversation = Conversation.objects.select_related("tenant").get(pk=askers[user.user_id])
            _ask(tally, budget, conversation, user, histories[user.user_id], vectors)
        _controls(tally, budget, askers, generated)
    _print_quality(tally, generated, replay_s)
    return {
        split: {
            budget: {system: round(tally.share(system, budget, split), 1) for system in SYSTEMS} for budget in BUDGETS
        }
        for split in (*SPLITS, BLIND)
    } | {
        "recalled_tokens_mean": {budget: round(mean(tally.recalled_tokens[budget]), 1) for budget in BUDGETS},
        "controls_nothing_recalled": {
            split: {budget: _controls_share(tally, budget, split) for budget in BUDGETS} for split in CONTROL_SPLITS
        },
        "replay_s": round(replay_s, 1),
        "search_index": search,
    }


SEARCH_INDEXES = ("plain", "none")
SEARCH_DEPTH = 5


def search_index_choices(tenant: Tenant, dataset: list[User]) -> dict[str, float]:
    """What each `search_index` choice gives search: the share of questions whose every evidence turn is
    among the first SEARCH_DEPTH hits of /search/ (all splits): messages ranked by their words and
    vectors, or by their vectors alone. Recall ranks by both whatever the choice."""
    rows = []
    shares: dict[str, float] = {}
    for kind in SEARCH_INDEXES:
        set_tenant_policy(tenant=tenant, overrides={"search_index": kind})
        tenant.refresh_from_db()
        hits, asked = 0, 0
        for user in dataset:
            scope = SearchScope(tenant=tenant, roles=["client"], user_id=user.user_id)
            turns = {
                m.content: (m.conversation.public_id, m.turn)
                for m in Message.objects.filter(conversation__tenant=tenant, conversation__user_id=user.user_id)
                .filter(role=MessageRole.USER)
                .select_related("conversation")
            }
            for question in user.questions:
                found = search_memory(scope=scope, query=question.text, limit=SEARCH_DEPTH, policy=tenant.policy).hits
                places = {(h.conversation, h.turn) for h in found if h.kind == "message"}
                asked += 1
                hits += all(turns.get(user.evidence_text(ref)) in places for ref in question.evidence)
        shares[kind] = round(100 * hits / max(asked, 1), 1)
        rows.append([kind, asked, f"{shares[kind]} %"])
    set_tenant_policy(tenant=tenant, overrides={})
    tenant.refresh_from_db()
    print(f"\n/search/ by the tenant's search_index (hit: every evidence turn in the first {SEARCH_DEPTH}; {load()})")
    print(table(["search_index", "questions", "hit rate"], rows))
    return shares


def _print_quality(tally: Tally, dataset: list[User], replay_s: float) -> None:
    turns = sum(len(s.exchanges) for u in dataset for s in u.sessions)
    print("\n## Recall of earlier conversations\n")
    print(
        f"{len(dataset)} users (half Spanish, half English, one of each mixing both), "
        f"{len(dataset[0].sessions)} sessions each over ~3 months, {turns} turns replayed through begin/complete "
        f"in {replay_s:.0f} s ({load()}). Each question is asked as a preview from a new conversation of the same "
        "user; a hit needs every evidence turn's user message whole in the context. Baselines fill the room the "
        f"platform's context leaves after its fixed sections, {TURN_OVERHEAD_TOKENS} tokens of overhead per turn; "
        "dense ranks a turn by its closer message (the vectors the platform stored, "
        f"{model_name()}); hybrid fuses BM25 and dense by reciprocal rank. Tokens: the mean a question's past "
        "turns took (the platform: its recalled section).\n"
    )
    for split in (*SPLITS, BLIND):
        print(f"\n### {split}\n")
        if split == BLIND:
            print(
                f"{len(blind_users())} more users (three Spanish, three English) whose conversations and questions "
                "were written by someone who had seen neither the platform nor this benchmark; nothing was fitted on "
                "them.\n"
            )
        headers = [
            "system",
            "budget",
            f"all (n={tally.count(split)})",
            *[f"{category} (n={tally.count(split, category)})" for category in CATEGORIES],
            "tokens",
        ]
        rows = [
            [
                system,
                f"{budget:,}",
                f"{tally.share(system, budget, split):.1f} %",
                *[f"{tally.share(system, budget, split, category):.1f} %" for category in CATEGORIES],
                f"{mean(tally.tokens[(system, budget, split)]):.0f}",
            ]
            for budget in BUDGETS
            for system in SYSTEMS
        ]
        print(table(headers, rows))
    print(
        "\n"
        + table(
            [
                "budget",
                "room for turns mean",
                "min",
                "memory-platform recalled tokens mean",
                *[f"{split} off-topic controls with nothing recalled" for split in CONTROL_SPLITS],
            ],
            [
                [
                    f"{budget:,}",
                    f"{mean(tally.rooms[budget]):.0f}",
                    min(tally.rooms[budget]),
                    f"{mean(tally.recalled_tokens[budget]):.1f}",
                    *[_controls_share(tally, budget, split) for split in CONTROL_SPLITS],
                ]
                for budget in BUDGETS
            ],
        )
    )
    print("\n" + table(["target (held-out)", "measured", ""], _verdict_rows(tally)))
    for (budget, split), texts in sorted(tally.controls_recalling.items()):
        print(f"\n{split} controls that recalled something at {budget:,}: " + "; ".join(texts))


def _verdict_rows(tally: Tally) -> list[list[str]]:
    rows = []
    for budget in sorted(BUDGETS, reverse=True):
        share = tally.share(SYSTEMS[0], budget, "held-out")
        rows.append(
            [f"recall at {budget:,} ≥ {TARGETS[budget]:.0f} %", f"{share:.1f} %", verdict(share >= TARGETS[budget])]
        )
    for budget in sorted(BUDGETS, reverse=True):
        share = tally.share(SYSTEMS[0], budget, "held-out")
        best = max(BASELINES, key=lambda system: tally.share(system, budget, "held-out"))
        margin = share - tally.share(best, budget, "held-out")
        rows.append(
            [
                f"beats every baseline by ≥ {MARGIN_POINTS:.0f} points at {budget:,}",
                f"{margin:+.1f} points vs {best}",
                verdict(margin >= MARGIN_POINTS),
            ]
        )
    for split in CONTROL_SPLITS:
        empty = tally.controls_empty[(BUDGETS[-1], split)]
        rows.append(
            [
                f"{split} off-topic controls recall nothing",
                _controls_share(tally, BUDGETS[-1], split),
                verdict(all(empty)),
            ]
        )
    return rows


# ---- cost -------------------------------------------------------------------------------------------


def _history_texts() -> tuple[list[str], list[str]]:
    """Distinct user messages and replies to build a long history from (other users than quality's)."""
    exchanges = [e for user in users(seed=41) for session in user.sessions for e in session.exchanges]
    return [e.user for e in exchanges[::5]][:HISTORY_USER_TEXTS], [e.assistant for e in exchanges[::25]][
        :HISTORY_REPLY_TEXTS
    ]


def _bulk_history(tenant: Tenant, messages: int, now: datetime) -> list[int]:
    """`messages` stored messages of one user in conversations of COST_TURNS_PER_CONVERSATION turns,
    written directly (the same rows begin/complete would write, counters included), vectors reused
    from a few hundred embedded texts."""
    user_texts, replies = _history_texts()
    backend = get_backend()
    user_vectors = [pack_vector(v) for v in embed_texts(backend, user_texts)]
    user_sentences = [sentence_vectors(backend, text) for text in user_texts]
    reply_vectors = [pack_vector(v) for v in embed_texts(backend, replies)]
    model = model_name(backend)
    encoding = tenant.policy.encoding_name
    user_tokens = [count_tokens(t, encoding) for t in user_texts]
    reply_tokens = [count_tokens(t, encoding) for t in replies]
    turns = messages // 2
    conversations = math.ceil(turns / COST_TURNS_PER_CONVERSATION)
    ids: list[int] = []
    for c in range(conversations):
        start = now - timedelta(days=2 * (conversations - c))
        count = min(COST_TURNS_PER_CONVERSATION, turns - c * COST_TURNS_PER_CONVERSATION)
        rows, dates = [], []
        for t in range(1, count + 1):
            k = c * COST_TURNS_PER_CONVERSATION + t
            u, a = k % len(user_texts), (k * 7) % len(replies)
            rows += [
                Message(
                    seq=2 * t - 1,
                    turn=t,
                    role=MessageRole.USER,
                    content=user_texts[u],
                    token_count=user_tokens[u],
                    embedding=user_vectors[u],
                    sentence_embeddings=user_sentences[u],
                    embedding_model=model,
                ),
                Message(
                    seq=2 * t,
                    turn=t,
                    role=MessageRole.ASSISTANT,
                    content=replies[a],
                    token_count=reply_tokens[a],
                    embedding=reply_vectors[a],
                    embedding_model=model,
                ),
            ]
            dates += [start + (t - 1) * TURN_SPACING, start + (t - 1) * TURN_SPACING + REPLY_DELAY]
        last = dates[-1]
        conversation = Conversation.objects.create(
            public_id=make_public_id("client", COST_USER),
            tenant=tenant,
            role="client",
            user_id=COST_USER,
            last_activity_at=last,
            expires_at=last + timedelta(minutes=tenant.policy.idle_ttl_minutes),
            last_seq=len(rows),
            last_turn=count,
            history_tokens=sum(message_tokens(m.token_count) for m in rows),
        )
        ConversationState.objects.create(tenant=tenant, conversation=conversation)
        for message in rows:
            message.tenant, message.conversation = tenant, conversation
        created = Message.objects.bulk_create(rows)
        for message, date in zip(created, dates, strict=True):
            message.created_at = date
        Message.objects.for_tenant(tenant.pk).bulk_update(created, ["created_at"])
        Conversation.objects.filter(pk=conversation.pk).update(created_at=start)
        ids += [m.pk for m in created]
    return ids


def _cost_queries(count: int) -> list[str]:
    """Varied, distinct current messages: the benchmark's questions, the controls, then fresh user messages."""
    dataset = users(seed=73)
    texts = [q.text for u in users() for q in u.questions] + [text for c in CONTROL_SPLITS.values() for _, text in c]
    texts += [e.user for u in dataset for s in u.sessions for e in s.exchanges]
    return list(dict.fromkeys(texts))[:count]


def cost(history: int = 10_000, queries: int = 200) -> dict:
    tenant = fresh_tenant("bench-recall-cost")
    now = timezone.now()
    started = time.perf_counter()
    ids = _bulk_history(tenant, history, now)
    if connection.vendor == "postgresql":
        # Planner statistics as autovacuum keeps them on a running database (as the hot-path bench does):
        # right after a bulk load they still describe the empty table, and the since-query's plan walks
        # every stored message of the user (~12 ms) instead of probing the vector index (~0.2 ms).
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE conversations_message, conversations_conversation")
    setup_s = time.perf_counter() - started
    asking = create_conversation(tenant=tenant, role="client", user_id=COST_USER)
    conversation = Conversation.objects.select_related("tenant").get(tenant=tenant, pk=asking.pk)
    backend = get_backend()
    texts = _cost_queries(queries + 5)
    for text in texts[:5]:  # warm-up: connections, caches, the model's first call
        build_conversation_context(
            conversation=conversation, query=text, query_vector=backend.embed(text), record=False
        )
    total_ms: list[float] = []
    embed_ms: list[float] = []
    recalled: list[int] = []
    for text in texts[5:]:
        t0 = time.perf_counter()
        vector = backend.embed(text)
        t1 = time.perf_counter()
        result = build_conversation_context(conversation=conversation, query=text, query_vector=vector, record=False)
        total_ms.append((time.perf_counter() - t0) * 1000)
        embed_ms.append((t1 - t0) * 1000)
        recalled.append(result.tokens_by_section.get("recalled", 0))
    p50, p99 = percentile(total_ms, 50), percentile(total_ms, 99)
    print("\n## Recall cost\n")
    print(
        f"One user with {len(ids):,} stored messages in {math.ceil(history / 2 / COST_TURNS_PER_CONVERSATION)} earlier "
        f"conversations (written in {setup_s:.0f} s). Then {len(total_ms)} previews from a new conversation, "
        f"each timed from embedding the message to the built context, in process ({load()}).\n"
    )
    build_ms = [total - embed for total, embed in zip(total_ms, embed_ms, strict=True)]
    print(
        table(
            [
                "previews",
                "p50 ms",
                "p99 ms",
                "max ms",
                "of which embedding p50 / p99 ms",
                "build alone p50 / p99 ms",
                "recalled tokens mean",
            ],
            [
                [
                    len(total_ms),
                    f"{p50:.1f}",
                    f"{p99:.1f}",
                    f"{max(total_ms):.1f}",
                    f"{percentile(embed_ms, 50):.1f} / {percentile(embed_ms, 99):.1f}",
                    f"{percentile(build_ms, 50):.1f} / {percentile(build_ms, 99):.1f}",
                    f"{mean(recalled):.1f}",
                ]
            ],
        )
    )
    print(
        "\n"
        + table(
            ["target", "measured", ""],
            [
                [f"p50 ≤ {P50_TARGET_MS:.0f} ms", f"{p50:.1f} ms", verdict(p50 <= P50_TARGET_MS)],
                [f"p99 ≤ {P99_TARGET_MS:.0f} ms", f"{p99:.1f} ms", verdict(p99 <= P99_TARGET_MS)],
            ],
        )
    )
    return {"history_messages": len(ids), "p50_ms": round(p50, 1), "p99_ms": round(p99, 1)}


def run(recall_history: int = 10_000) -> dict:
    return {"quality": quality(), "cost": cost(history=recall_history)}
