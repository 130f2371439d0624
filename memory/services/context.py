"""Building the ready-to-send context of a conversation: its hot memory (window, summaries, state),
the user's long-term facts, the past turns recalled for the current message and the tenant's
prompts, inside the budget."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np
from django.utils import timezone

from conversations import hot, search_index
from conversations.engine.window import TurnText, open_turn_window, preview_window
from conversations.metrics.buffer import listener_keys, record_build
from conversations.metrics.builds import BuildKind, BuildMetric
from conversations.models import Conversation
from facts.cache import facts_read_keys
from facts.engine.decay import FactView, PastValue
from facts.engine.relevance import render_fact
from facts.selectors import injected_facts, past_values
from memory.engine.context import BuiltContext, ChatMessage, ContextInput, build_context
from memory.engine.recall import (
    ENTITIES_HEADER,
    already_held,
    past_value_notes,
    render_entities,
    render_recalled,
    summary_notes,
    word_sets,
)
from memory.services.recall import RecalledTurn, recall_turns
from memory_platform.redis_client import get_many_probing
from memory_platform.text.embeddings import decode_vectors, embed_cached, stored_dim
from memory_platform.text.entities import refers_back
from memory_platform.text.tokens import (
    REPLY_PRIMING_TOKENS,
    count_repeated_tokens,
    count_tokens,
    message_tokens,
    truncate_repeated,
)
from tenants.models import Role, Tenant
from tenants.policy import MemoryPolicy

DEFAULT_PROMPTS: dict[str, str] = {
    Role.CLIENT: (
        "You are the customer assistant of {tenant}. Help customers find products, manage their cart "
        "and complete checkout. Be brief and concrete; ask when something is unclear."
    ),
    Role.ADMIN: (
        "You are the staff assistant of {tenant}. Help staff manage the catalogue, orders and customers. "
        "Confirm before any change; never invent data."
    ),
}


@dataclass
class ContextResult:
    messages: list[dict]
    tokens_by_section: dict[str, int]
    total_tokens: int
    budget: int
    dropped: list[dict]
    naive_tokens: int
    window_turns: list[int]
    cache_hit: bool
    build_ms: float
    facts: list[str] = field(default_factory=list)
    recalled: list[RecalledTurn] = field(default_factory=list)  # the recalled turns that made it into the context

    @property
    def saving_pct(self) -> float:
        if not self.naive_tokens:
            return 0.0
        return (
            round(100.0 * (1 - self.total_tokens / self.naive_tokens), 1)
            if self.naive_tokens > self.total_tokens
            else 0.0
        )


def system_prompt(tenant: Tenant, role: str) -> str:
    text = tenant.role_prompt(role).strip() or DEFAULT_PROMPTS.get(role, DEFAULT_PROMPTS[Role.CLIENT]).format(
        tenant=tenant.name
    )
    return f"{text}\n[prompt v{tenant.prompt_version}]"


def _window_messages(turns: Sequence[TurnText], numbers: list[int]) -> list[ChatMessage]:
    chosen = set(numbers)
    messages = []
    for turn in turns:
        if turn.turn not in chosen:
            continue
        for role, part in (("user", turn.user), ("assistant", turn.assistant)):
            if part:
                messages.append(ChatMessage(role=role, content=part[0], tokens=part[1]))
    return messages


def _recent_texts(turns: Sequence[TurnText], count: int) -> list[str]:
    texts: list[str] = []
    for turn in turns[-count:]:
        texts.extend(part[0] for part in (turn.user, turn.assistant) if part)
    return texts


def build_conversation_context(
    *,
    conversation: Conversation,
    query: str | None = None,
    now: datetime | None = None,
    record: bool = True,
    query_vector: np.ndarray | None = None,
    kind: str = BuildKind.TURN,
    memory: hot.HotMemory | None = None,
) -> ContextResult:
    """The context for the conversation's open turn, or for `query` (a preview) when given.

    `query_vector` is the current message's sentence vector when the caller has it (begin does);
    without it, the facts selector embeds the query itself, and only if the user has facts.
    `memory` is the conversation's hot memory when the caller holds it at the row's version (begin
    does): it is not read from the cache again."""
    started = time.perf_counter()
    tenant = conversation.tenant
    policy = tenant.policy
    listeners = listener_keys(tenant_id=conversation.tenant_id, conversation_id=conversation.pk) if record else None
    if memory is not None and memory.memory_version == conversation.memory_version:
        cache_hit = True
        cached, listened = _user_cache(conversation, listeners=listeners)
    else:  # the hot memory is read in the same round trip as the user's keys
        key = hot.hot_key(conversation)
        cached, listened = _user_cache(conversation, also=[key], listeners=listeners)
        memory, cache_hit = hot.load(conversation, cached.pop(key, None))
    turns = memory.turns
    open_turn = turns[-1] if turns and turns[-1].assistant is None and query is None else None
    current_text, current_tokens = open_turn.user if open_turn and open_turn.user else (query, None)
    if current_text and current_tokens is None:  # a preview's query: counted once, for the context and the baseline
        current_tokens = count_tokens(current_text, policy.encoding_name)
    window_numbers = open_turn_window(turns, policy) if open_turn else preview_window(turns, policy)
    fact_views = _facts(
        conversation,
        policy,
        query=current_text or "",
        recent=_recent_texts(turns, policy.facts_recent_turns),
        now=now,
        vector=query_vector,
        cached=cached,
    )
    facts = [render_fact(v) for v in fact_views]
    window = _window_messages(turns, window_numbers)
    past = _PastValues(conversation, cached)
    summaries = _faithful_summaries([text for text, _ in memory.summaries], past)
    held = [*facts, *summaries, *(m.content for m in window)]
    recalled_turns, recalled = _recalled(
        conversation,
        policy,
        query=current_text or "",
        vector=query_vector,
        held=held,
        window_vectors=_window_vectors(turns, window_numbers),
        excluded_turns=[
            *window_numbers,
            *([open_turn.turn] if open_turn else []),
            *_summarized_in_context(conversation, policy),
        ],
        cached=cached,
        past=past,
    )
    prompt = system_prompt(tenant, conversation.role)
    rules = tenant.domain_rules(conversation.role)
    fillers = sum(t.filler for t in recalled_turns)
    built: BuiltContext = build_context(
        ContextInput(
            system_prompt=prompt,
            domain_rules=rules,
            facts=facts,
            recalled=recalled,
            summaries=summaries,
            state=memory.state,
            window=window,
            current=current_text,
            current_tokens=current_tokens,
        ),
        budget=policy.context_budget_tokens,
        encoding_name=policy.encoding_name,
        facts_max_tokens=policy.facts_max_tokens,
        summaries_max_tokens=policy.summaries_max_tokens,
        window_max_tokens=policy.window_max_tokens,
        recalled_min_tokens=policy.recall_max_tokens,
        recalled_max_tokens=max(policy.recall_max_tokens, policy.recall_fill_tokens if fillers else 0),
        recalled_fillers=fillers,
    )
    kept = _kept_recalled(built, recalled, recalled_turns)
    naive = _naive_tokens(conversation, prompt, rules, policy, extra_tokens=current_tokens if query else None)
    result = ContextResult(
        messages=built.messages,
        tokens_by_section=built.tokens_by_section,
        total_tokens=built.total_tokens,
        budget=policy.context_budget_tokens,
        dropped=built.dropped,
        naive_tokens=naive,
        window_turns=window_numbers,
        cache_hit=cache_hit,
        build_ms=(time.perf_counter() - started) * 1000,
        facts=list(facts),
        recalled=kept,
    )
    if record:
        record_build(
            BuildMetric(
                tenant_id=conversation.tenant_id,
                role=conversation.role,
                tokens_by_section=result.tokens_by_section,
                total_tokens=result.total_tokens,
                naive_tokens=result.naive_tokens,
                build_ms=result.build_ms,
                cache_hit=result.cache_hit,
                compressed=bool(result.dropped),
                kind=kind,
                conversation_id=conversation.pk,
                budget=result.budget,
                dropped=result.dropped,
                fact_ids=[v.id for v in fact_views],
            ),
            listened=listened,
        )
    return result


def _user_cache(
    conversation: Conversation, also: Sequence[str] = (), listeners: Sequence[bytes] | None = None
) -> tuple[dict[str, Any], list[bool] | None]:
    """The user's facts (with their version), past values and recall version, and the keys `also` asks for,
    read in one round trip: the user's keys share their hash tag, so on a Redis Cluster they are one MGET,
    and another key costs its own slot's command in the same pipeline. The same round trip asks whether a
    stream listens to each of `listeners` (the build's dashboard groups; None when it was not asked)."""
    tenant_id, role, user_id = conversation.tenant_id, conversation.role, conversation.user_id
    return get_many_probing(
        [
            *facts_read_keys(tenant_id=tenant_id, role=role, user_id=user_id),
            search_index.recall_version_key(tenant_id=tenant_id, role=role, user_id=user_id),
            *also,
        ],
        listeners,
    )


def _naive_tokens(
    conversation: Conversation, prompt: str, rules: str, policy: MemoryPolicy, extra_tokens: int | None
) -> int:
    """What sending the whole history with the same prompts would cost (the baseline); `extra_tokens`
    are a preview's query's (not stored, so not in the history)."""
    total = REPLY_PRIMING_TOKENS + conversation.history_tokens
    total += message_tokens(count_repeated_tokens(prompt, policy.encoding_name))
    if rules:
        total += message_tokens(count_repeated_tokens(rules, policy.encoding_name))
    if extra_tokens is not None:
        total += message_tokens(extra_tokens)
    return total


class _PastValues:
    """The values the user's facts no longer hold, read (from the round trip the build made) only once a section
    asks, and then once for all of them."""

    def __init__(self, conversation: Conversation, cached: Mapping[str, Any]):
        self.conversation, self.cached = conversation, cached
        self.read: list[PastValue] | None = None

    def values(self) -> list[PastValue]:
        if self.read is None:
            c = self.conversation
            self.read = past_values(tenant_id=c.tenant_id, role=c.role, user_id=c.user_id, cached=self.cached)
        return self.read


def _faithful_summaries(summaries: list[str], past: _PastValues) -> list[str]:
    """The summary segments, each naming a value that no longer holds followed by what replaced it (a segment
    is keywords: "900" of a budget since raised to 1,200 euros would read as the budget)."""
    if not summaries:
        return summaries
    notes = summary_notes(summaries, past.values())
    return [f"{text} {note}" if note else text for text, note in zip(summaries, notes, strict=True)]


def _recalled(
    conversation: Conversation,
    policy: MemoryPolicy,
    *,
    query: str,
    vector: np.ndarray | None,
    held: Sequence[str],
    window_vectors: np.ndarray | None,
    excluded_turns: Sequence[int],
    cached: Mapping[str, Any],
    past: _PastValues,
) -> tuple[list[RecalledTurn], list[str]]:
    """The recalled section's items, most relevant first: the entities a message refers back to, then
    the past turns recalled for it that the context does not already hold (with the turn of each item)."""
    if policy.recall_budget_tokens <= 0 or not query.strip():
        return [], []
    items: list[str] = []
    if refers_back(query):
        window_text = " ".join(held).lower()
        entities = [
            (e.text, e.turn) for e in search_index.recent_entities(conversation, limit=policy.recall_entities * 2)
        ]
        fresh = [(text, turn) for text, turn in entities if text.lower() not in window_text][: policy.recall_entities]
        if fresh:
            items.append(f"{ENTITIES_HEADER} {render_entities(fresh)}")
    recalled = recall_turns(
        conversation=conversation,
        query=query,
        query_vector=vector if vector is not None else embed_cached(query),
        policy=policy,
        excluded_turns=excluded_turns,
        window_vectors=window_vectors,
        cached=cached,
    )
    held_words = word_sets(held) if recalled else []
    unheld = [t for t in recalled if not already_held(t.user, held_words)]
    encoding = policy.encoding_name
    kept: list[RecalledTurn] = []
    # A turn stating a value the facts no longer hold is left out, or shown with what replaced it.
    notes = past_value_notes(
        [((t.conversation_id, t.turn), f"{t.user} {t.assistant}") for t in unheld], past.values() if unheld else []
    )
    for t, note in zip(unheld, notes, strict=True):
        if note == "":
            continue
        kept.append(t)
        rendered = render_recalled(
            on=t.at.date(),
            user=t.user,
            assistant=truncate_repeated(
                t.assistant,
                policy.recall_matched_reply_tokens if answers(t) else policy.recall_reply_tokens,
                encoding,
                marker="…",
            ),
            this_conversation=t.conversation_id == conversation.pk,
        )
        items.append(f"{rendered} {note}" if note else rendered)
    return kept, items


def answers(turn: RecalledTurn) -> bool:
    """Whether a recalled turn's reply is what it holds for the query: the reply matched it, or the user asked
    something and the reply is the answer."""
    return turn.reply_matched or turn.user.rstrip().endswith("?")


def _window_vectors(turns: Sequence[TurnText], numbers: Sequence[int]) -> np.ndarray | None:
    """The stored vectors of the window's messages (those known), for recall's "already on it" check."""
    chosen = set(numbers)
    blobs = [
        blob
        for turn in turns
        if turn.turn in chosen
        for blob in (turn.user_vector, turn.assistant_vector)
        if blob is not None
    ]
    usable = [b for b in blobs if stored_dim(b) == stored_dim(blobs[0])] if blobs else []
    return decode_vectors(usable) if usable else None


def _summarized_in_context(conversation: Conversation, policy: MemoryPolicy) -> range:
    """This conversation's turns the active summaries may cover (the newest slots × segment turns
    folded): recall leaves them to the summaries. Partial segments make it cover a little more."""
    covered = policy.summary_slots * policy.summary_segment_turns
    return range(max(1, conversation.summarized_turn - covered + 1), conversation.summarized_turn + 1)


def _kept_recalled(built: BuiltContext, items: Sequence[str], turns: Sequence[RecalledTurn]) -> list[RecalledTurn]:
    """The recalled turns still in the context: the budget drops items from the end, and the turns
    are the last len(turns) items (after the entities line, when there is one)."""
    dropped = sum(d["count"] for d in built.dropped if d["section"] == "recalled")
    lead = len(items) - len(turns)
    return list(turns[: max(0, len(items) - dropped - lead)])


def _facts(
    conversation: Conversation,
    policy: MemoryPolicy,
    *,
    query: str,
    recent: list[str],
    now: datetime | None,
    vector: np.ndarray | None,
    cached: Mapping[str, Any],
) -> list[FactView]:
    return injected_facts(
        tenant=conversation.tenant,
        role=conversation.role,
        user_id=conversation.user_id,
        query=query,
        recent_texts=recent,
        now=now or timezone.now(),
        policy=policy,
        query_vector=vector,
        cached=cached,
    )
