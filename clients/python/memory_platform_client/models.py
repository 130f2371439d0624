"""Models of the Memory Platform API, generated from its OpenAPI schema by tools/generate_models.py.

Do not edit by hand: regenerate. Unknown fields from a newer server are kept, not refused."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class ApiModel(BaseModel):
    model_config = ConfigDict(extra="allow", populate_by_name=True)


class AbortTurnInput(ApiModel):
    lease: str = Field(description="The lease the turn was begun with.")


class AbortTurn(ApiModel):
    turn: int
    aborted: bool


AssistantRoleEnum = Literal["client", "admin"]


class BeginTurnInput(ApiModel):
    content: str = Field(
        description="The user's message. Not only whitespace; over MAX_CONTENT_CHARS characters is a 413."
    )


class ContextMessage(ApiModel):
    role: str
    content: str


class Dropped(ApiModel):
    section: str
    reason: str = Field(description="section_cap, over_budget, truncated…")
    count: int
    original_tokens: int | None = None


class Context(ApiModel):
    messages: list[ContextMessage] = Field(description="Ready to send, in the mandatory order.")
    tokens: dict[str, int] = Field(description="Tokens per section, and total.")
    total_tokens: int
    budget: int
    dropped: list[Dropped]
    naive_tokens: int = Field(description="What sending the whole history would cost.")
    saving_pct: float
    window_turns: list[int]
    cache_hit: bool
    build_ms: float


class PreviousAnswer(ApiModel):
    previous_answer: str
    disclaimer: str = Field(description="Written by the system, never by a model.")
    source: str
    similarity: float


class BeginTurn(ApiModel):
    turn: int
    lease: str = Field(description="Send it back to complete the turn.")
    lease_expires_at: datetime
    context: Context
    dedup: PreviousAnswer | None


ConfirmedEnum = Literal[True]


class StateChangeInput(ApiModel):
    confirmed: ConfirmedEnum = Field(description="Must be true: only confirmed results are stored.")
    set: dict[str, Any] | None = Field(None, description="Keys to set.")
    unset: list[str] | None = Field(None, description="Keys to remove.")


class CompleteTurnInput(ApiModel):
    lease: str
    content: str = Field(
        description="The assistant's reply. Not only whitespace; over MAX_CONTENT_CHARS characters is a 413."
    )
    state: StateChangeInput | None = Field(None, description="A confirmed change to the state, applied with the reply.")


class CompleteTurn(ApiModel):
    turn: int
    completed: bool
    state_version: int | None


ConfidenceEnum = Literal["high", "medium", "low"]


FactStatusEnum = Literal["active", "stale", "superseded", "deleted"]


SourceEnum = Literal["explicit", "inferred"]


class Fact(ApiModel):
    id: int
    role: AssistantRoleEnum
    user_id: str
    domain: str
    key: str | None = Field(
        None, description="What the fact is about (e.g. 'team size'); a new value for the same key supersedes."
    )
    value: str | None = Field(None, description="The normalised value ('43', 'Leeds'); equal values re-confirm.")
    negated: bool | None = Field(
        None, description="A retirement: the user said the value no longer holds ('ya no trabajo en X')."
    )
    text: str
    confidence: ConfidenceEnum | None = None
    source: SourceEnum | None = None
    status: FactStatusEnum | None = None
    created_at: datetime
    last_confirmed_at: datetime
    confirmations: int | None = None
    superseded_by: int | None
    source_message_seq: int | None


class Contradiction(ApiModel):
    fact: Fact = Field(description="The new fact.")
    superseded: int = Field(description="The id of the fact it replaced.")


class ConversationCreateInput(ApiModel):
    role: AssistantRoleEnum
    user_id: str = Field(
        description="The assistant's user: any characters but whitespace and : / \\ ? # %, at most 128, not '.' or '..'."
    )


ConversationOutputStatusEnum = Literal["active", "expired", "deleted"]


class Conversation(ApiModel):
    id: str
    role: AssistantRoleEnum
    user_id: str
    status: ConversationOutputStatusEnum | None = None
    created_at: datetime
    last_activity_at: datetime
    expires_at: datetime
    last_turn: int | None = None


class ConversationDeleted(ApiModel):
    deleted: str = Field(description="The id that was deleted.")
    conversation: Conversation = Field(description="A fresh conversation for the same user and role.")


class ConversationPage(ApiModel):
    count: int
    next: str | None
    previous: str | None
    results: list[Conversation]


class ErrorDetail(ApiModel):
    code: str = Field(description="A stable, machine-readable code, e.g. busy, not_found, invalid.")
    message: str = Field(description="What went wrong, for a human.")
    fields: dict[str, Any] = Field(description="Per-field problems, for validation errors.")


class Error(ApiModel):
    error: ErrorDetail


class FactChange(ApiModel):
    at: datetime
    change: str
    status: str
    confidence: str
    last_confirmed_at: datetime
    text: str


class FactContradictInput(ApiModel):
    text: str = Field(
        description="The statement that replaces the fact. A short statement: not only whitespace, at most 300 characters once whitespace runs are collapsed."
    )


class FactCreateInput(ApiModel):
    user_id: str = Field(
        description="The assistant's user: any characters but whitespace and : / \\ ? # %, at most 128, not '.' or '..'."
    )
    role: AssistantRoleEnum
    domain: str = Field(
        description="One of work, preferences, decisions, personal, projects, plans, or a domain the tenant added."
    )
    text: str = Field(
        description="A short statement: not only whitespace, at most 300 characters once whitespace runs are collapsed."
    )
    confidence: ConfidenceEnum | None = None
    key: str | None = None


class FactHistory(ApiModel):
    changes: list[FactChange]
    chain: list[Fact] = Field(description="Oldest to newest: what it replaced, itself, what replaced it.")


class FactPage(ApiModel):
    count: int
    next: str | None
    previous: str | None
    results: list[Fact]


class Forgotten(ApiModel):
    user_id: str
    roles: list[str]
    erased: dict[str, int] = Field(description="How many of each were erased.")


KindEnum = Literal["message", "summary", "fact"]


MessageRoleEnum = Literal["user", "assistant"]


class MessageAppendInput(ApiModel):
    role: MessageRoleEnum = Field(description="Tool and system messages are refused (400 role_not_stored).")
    content: str = Field(description="Not only whitespace; over MAX_CONTENT_CHARS characters is a 413.")
    metadata: dict[str, Any] | None = Field(None, description="A JSON object; over MAX_METADATA_BYTES is a 413.")


class Message(ApiModel):
    seq: int = Field(description="Position in the conversation, gap-free from 1.")
    turn: int = Field(description="Turn number: a user message and its assistant reply share it.")
    role: MessageRoleEnum
    content: str
    token_count: int
    continuity: float | None = Field(None, description="Similarity (0-1) to the previous turn.")
    topic_shift: bool | None = None
    metadata: Any = None
    created_at: datetime | None = None
    summarized_at: datetime | None = Field(
        description="When its turn was folded into a summary (null while in the window)."
    )


class MessagePage(ApiModel):
    count: int
    next: str | None
    previous: str | None
    results: list[Message]


class Metrics(ApiModel):
    builds: int = Field(description="Contexts built to begin a turn; the figures below are over these.")
    previews: int = Field(description="Context previews, counted apart.")
    context_tokens_per_build: float
    naive_tokens_per_build: float
    saving_pct: float
    cache_hit_rate: float
    compression_rate: float
    latency_p50: str | None
    latency_p95: str | None
    mean_latency_ms: float


ModeEnum = Literal["hybrid", "simple"]


class SearchHit(ApiModel):
    kind: KindEnum
    score: float = Field(description="Reciprocal-rank-fusion score: higher is better; comparable within one answer.")
    snippet: str = Field(description="The matching passage, query words marked **like this**.")
    at: datetime = Field(description="When it was said (a fact: when it was last confirmed).")
    conversation: str | None = Field(description="The conversation id (null for a fact).")
    turn: int | None = Field(description="The turn (a summary: its first turn; null for a fact).")
    role: str | None = Field(description="Who wrote the message: user or assistant (null otherwise).")
    fact_id: int | None


class Search(ApiModel):
    mode: ModeEnum = Field(
        description="hybrid: full-text search fused with sentence vectors (PostgreSQL); simple: a plain word match (the embedded SQLite default).\n\n* `hybrid` - hybrid\n* `simple` - simple"
    )
    results: list[SearchHit]


class State(ApiModel):
    conversation: str
    data: Any = None
    version: int | None = None
    updated_at: datetime


class StateUpdateInput(ApiModel):
    confirmed: ConfirmedEnum = Field(description="Must be true: only confirmed results are stored.")
    set: dict[str, Any] | None = Field(None, description="Keys to set.")
    unset: list[str] | None = Field(None, description="Keys to remove.")
    version: int | None = Field(None, description="Optimistic concurrency: the version you read.")


class Summary(ApiModel):
    first_turn: int
    last_turn: int
    topic: str | None = None
    discussed: Any = None
    outcome: str | None = None
    decisions: Any = None
    open_questions: Any = None
    token_count: int | None = None
    closed_by_topic_shift: bool | None = None
    created_at: datetime
    active: bool = Field(description="Among the newest segments that go into the context.")


class SummaryList(ApiModel):
    results: list[Summary]


class WhoAmI(ApiModel):
    tenant: str = Field(description="The tenant's slug.")
    roles: list[str] = Field(description="The assistants this key may act for.")
