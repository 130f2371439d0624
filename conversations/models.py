"""Conversations, their messages, confirmed state, key-value summaries and context metrics."""

from __future__ import annotations

import uuid
from typing import Self

from django.db import models
from django.utils import timezone
from simple_history.models import HistoricalRecords

from tenants.encryption import Erased, Owner
from tenants.history import history_user
from tenants.models import Role, SavedByTenant, Tenant, TenantRowsQuerySet
from tenants.sealed import SealedBinaryTextField, SealedJSONField, SealedTextField, open_column


class ConversationStatus(models.TextChoices):
    ACTIVE = "active", "Active"
    EXPIRED = "expired", "Expired"
    DELETED = "deleted", "Deleted"


# A user id is part of the conversation id, `{role}:{user_id}:{uuid}` (conversations.apis.fields holds its rule).
MAX_USER_ID = 128


# What identifies a message before it is inserted: the associated data of its sealed fields.
MESSAGE_IDENTITY = ("conversation_id", "turn", "role")


class MessageRole(models.TextChoices):
    USER = "user", "User"
    ASSISTANT = "assistant", "Assistant"


def make_public_id(role: str, user_id: str) -> str:
    return f"{role}:{user_id}:{uuid.uuid4().hex}"


class Conversation(SavedByTenant, models.Model):
    # Unique with the tenant (conversation_public_id_unique), the key a distributed database shards by.
    public_id = models.CharField(max_length=200)
    # No index of its own: conversation_public_id_unique and two more indexes lead with the tenant.
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="conversations", db_index=False)
    role = models.CharField(max_length=16, choices=Role.choices)
    user_id = models.CharField(max_length=MAX_USER_ID)
    status = models.CharField(max_length=16, choices=ConversationStatus.choices, default=ConversationStatus.ACTIVE)
    created_at = models.DateTimeField(auto_now_add=True)
    last_activity_at = models.DateTimeField()
    expires_at = models.DateTimeField()
    # Counters assigned under the conversation's row lock: gap-free numbering.
    last_seq = models.PositiveIntegerField(default=0)
    last_turn = models.PositiveIntegerField(default=0)
    # Running total of what sending the whole history would cost (the naive baseline), O(1) to read.
    history_tokens = models.PositiveBigIntegerField(default=0)
    # Bumped under the row lock on every change to what the context is built from (messages,
    # state, summaries): the hot cache is valid only while it carries the same number.
    memory_version = models.PositiveBigIntegerField(default=0)
    # Turns 1..summarized_turn are folded into summaries (folding always takes the oldest turns),
    # so no message row is rewritten when its turn is summarized.
    summarized_turn = models.PositiveIntegerField(default=0)
    # The open turn and its lease; the lease also lives in Redis while Redis is up.
    open_turn = models.PositiveIntegerField(null=True, blank=True)
    lease_token = models.CharField(max_length=64, blank=True, default="")
    lease_expires_at = models.DateTimeField(null=True, blank=True)

    objects = TenantRowsQuerySet.as_manager()

    class Meta:
        ordering = ["-last_activity_at", "-id"]
        indexes = [
            models.Index(fields=["tenant", "role", "user_id"]),
            models.Index(fields=["tenant", "status", "last_activity_at"]),
            models.Index(fields=["status", "expires_at"]),
        ]
        constraints = [
            models.UniqueConstraint(fields=["tenant", "public_id"], name="conversation_public_id_unique"),
            models.CheckConstraint(condition=models.Q(role__in=Role.values), name="conversation_role_valid"),
            models.CheckConstraint(
                condition=models.Q(status__in=ConversationStatus.values), name="conversation_status_valid"
            ),
        ]

    def __str__(self) -> str:
        return self.public_id


# A conversation's user never changes: whose data key seals its rows is remembered per process.
_OWNERS: dict[int, Owner] = {}
_OWNERS_KEPT = 50_000


def conversation_owner(conversation_id: int, known: Conversation | None = None) -> Owner:
    """The user whose data key seals a conversation's rows (one query the first time, without `known`)."""
    owner = _OWNERS.get(conversation_id)
    if owner is None:
        if known is None:
            known = Conversation.objects.only("tenant_id", "role", "user_id").get(pk=conversation_id)
        owner = Owner.of_user(tenant_id=known.tenant_id, role=known.role, user_id=known.user_id)
        if len(_OWNERS) >= _OWNERS_KEPT:
            _OWNERS.clear()
        _OWNERS[conversation_id] = owner
    return owner


class ConversationRowsQuerySet(models.QuerySet):
    """Rows that belong to one conversation (messages, summaries, state, entity mentions, outbox jobs)."""

    def for_tenant(self, tenant_id: int) -> Self:
        return self.filter(tenant_id=tenant_id)

    def joined_for_tenant(self, tenant_id: int) -> Self:
        """The tenant's rows, read with their conversation: the tenant on both sides of the join, so a
        sharded database reads one tenant's rows on each side."""
        return self.filter(tenant_id=tenant_id, conversation__tenant_id=tenant_id)

    def for_conversation(self, conversation: Conversation) -> Self:
        """Always through the conversation's tenant first: the key every unique constraint leads with,
        and the one a distributed database routes by."""
        return self.filter(tenant_id=conversation.tenant_id, conversation_id=conversation.pk)


class ConversationRow(SavedByTenant, models.Model):
    """A row of one conversation, which carries the conversation's tenant (copied when it is written);
    its sealed fields use the conversation's user's data key."""

    conversation_id: int

    # No index of its own: each table's unique constraint leads with the tenant.
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+", db_index=False)

    objects = ConversationRowsQuerySet.as_manager()

    class Meta:
        abstract = True

    def sealing_owner(self) -> Owner:
        return conversation_owner(self.conversation_id, self._state.fields_cache.get("conversation"))


class Message(ConversationRow):
    """One stored human message: a user message or an assistant reply, never a tool run."""

    # No index of its own: message_seq_unique (tenant, conversation, seq) serves every lookup by conversation.
    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="messages", db_index=False)
    seq = models.PositiveIntegerField(help_text="Position in the conversation, gap-free from 1.")
    turn = models.PositiveIntegerField(help_text="Turn number: a user message and its assistant reply share it.")
    role = models.CharField(max_length=16, choices=MessageRole.choices)
    # Sealed at rest, bound to the message's place (conversation, turn, role); a binary column (bytea), so a
    # sealed text takes its bytes, not their base64.
    content = SealedBinaryTextField(bound_to=MESSAGE_IDENTITY)
    token_count = models.PositiveIntegerField()
    continuity = models.FloatField(null=True, blank=True, help_text="Similarity (0-1) to the previous turn.")
    topic_shift = models.BooleanField(default=False)
    metadata = SealedJSONField(default=dict, blank=True, bound_to=MESSAGE_IDENTITY)
    # One packed unit vector per message (int8 for rows written before), written once
    # (memory_platform.text.embeddings has the contract); NULL while the background task has not computed it yet.
    embedding = models.BinaryField(null=True, blank=True, editable=False)
    embedding_model = models.CharField(
        max_length=40, blank=True, default="", editable=False, help_text="The model that wrote `embedding`."
    )
    # A user message's sentence vectors (embeddings.sentence_vectors: packed rows one after the other, by the
    # model of `embedding`), so recall can match the one sentence of a long message that holds a detail; b""
    # for a message of one sentence. A turn's user message is stored with them (computed at begin with its
    # vector, so its row is never rewritten for them); NULL until the after-turn task computed them for a
    # message appended otherwise (replies have none).
    sentence_embeddings = models.BinaryField(null=True, blank=True, editable=False)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["conversation_id", "seq"]
        constraints = [
            models.UniqueConstraint(fields=["tenant", "conversation", "seq"], name="message_seq_unique"),
            models.UniqueConstraint(fields=["tenant", "conversation", "turn", "role"], name="message_turn_role_unique"),
            models.CheckConstraint(condition=models.Q(role__in=MessageRole.values), name="message_role_valid"),
        ]
        # Dedup scans a user's latest questions per conversation backwards, and recall reads each conversation's
        # messages past the last one it read: both by message_seq_unique (no index of message vectors of its own).
        indexes = [
            # The dashboard counts the turns of a period (compression frequency) without scanning every message:
            # it counts replies, so only replies are indexed.
            models.Index(
                fields=["tenant", "created_at"],
                condition=models.Q(role=MessageRole.ASSISTANT),
                name="message_created_at",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.conversation_id}#{self.seq} {self.role}"


SUMMARY_IDENTITY = ("conversation_id", "first_turn")
StoredContent = str | bytes | memoryview  # a message's content as a query reads it (raw SQL: the column's bytes)


def message_text(stored: StoredContent, *, conversation_id: int, turn: int, role: str) -> str:
    """A message's content as read without a model instance (values_list, raw SQL)."""
    return str(open_column(Message, "content", stored, conversation_id=conversation_id, turn=turn, role=role))


def readable_message_text(stored: StoredContent, *, conversation_id: int, turn: int, role: str) -> str | None:
    """message_text(), or None for a message whose user was forgotten (a row restored from a backup
    taken before): reads across a user's history skip it, as if it were not there."""
    try:
        return message_text(stored, conversation_id=conversation_id, turn=turn, role=role)
    except Erased:
        return None


class ConversationState(ConversationRow):
    """Confirmed results only (cart items, checkout step, draft product…), versioned."""

    conversation = models.OneToOneField(Conversation, on_delete=models.CASCADE, related_name="state")
    data = SealedJSONField(default=dict, blank=True, bound_to=("conversation_id",))
    version = models.PositiveIntegerField(default=0)
    updated_at = models.DateTimeField(auto_now=True)

    history = HistoricalRecords(get_user=history_user, bases=[ConversationRow])

    def __str__(self) -> str:
        return f"state of {self.conversation_id} v{self.version}"


class Summary(ConversationRow):
    """A write-once key-value segment covering a range of turns (its content sealed at rest)."""

    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="summaries", db_index=False)
    first_turn = models.PositiveIntegerField()
    last_turn = models.PositiveIntegerField()
    topic = SealedTextField(max_length=200, blank=True, default="", bound_to=SUMMARY_IDENTITY)
    discussed = SealedJSONField(default=list, blank=True, bound_to=SUMMARY_IDENTITY)
    outcome = SealedTextField(max_length=300, blank=True, default="", bound_to=SUMMARY_IDENTITY)
    decisions = SealedJSONField(default=list, blank=True, bound_to=SUMMARY_IDENTITY)
    open_questions = SealedJSONField(default=list, blank=True, bound_to=SUMMARY_IDENTITY)
    token_count = models.PositiveIntegerField(default=0)
    closed_by_topic_shift = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    active: bool  # set by selectors.list_summaries: among the newest segments that go into contexts

    class Meta:
        ordering = ["conversation_id", "first_turn"]
        verbose_name_plural = "summaries"
        constraints = [
            models.UniqueConstraint(fields=["tenant", "conversation", "first_turn"], name="summary_first_turn_unique"),
            models.CheckConstraint(
                condition=models.Q(first_turn__lte=models.F("last_turn")), name="summary_turn_range_valid"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.conversation_id} turns {self.first_turn}-{self.last_turn}"

    def as_segment(self) -> dict:
        return {
            "topic": self.topic,
            "discussed": self.discussed,
            "outcome": self.outcome,
            "decisions": self.decisions,
            "open_questions": self.open_questions,
        }


class ContextBuildRollup(SavedByTenant, models.Model):
    """Context-build metrics rolled up per tenant, role and minute (never one row per request)."""

    # No index of its own: rollup_bucket_kind_unique leads with the tenant.
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="context_rollups", db_index=False)
    role = models.CharField(max_length=16, choices=Role.choices)
    kind = models.CharField(
        max_length=8, default="turn", help_text="turn: built to begin a turn; preview: a context preview."
    )
    bucket_start = models.DateTimeField()
    builds = models.PositiveIntegerField(default=0)
    cache_hits = models.PositiveIntegerField(default=0)
    compressions = models.PositiveIntegerField(default=0)
    context_tokens = models.BigIntegerField(default=0)
    naive_tokens = models.BigIntegerField(default=0)
    section_tokens = models.JSONField(default=dict, blank=True)
    latency_ms_sum = models.FloatField(default=0)
    latency_histogram = models.JSONField(
        default=dict, blank=True, help_text="Build count per latency bucket (ms upper bound)."
    )
    over_budget = models.PositiveIntegerField(
        default=0, help_text="Builds that had to drop or truncate content to fit the budget."
    )
    dropped = models.JSONField(
        default=dict, blank=True, help_text="Builds that dropped something, per 'section:reason'."
    )

    class Meta:
        ordering = ["-bucket_start"]
        constraints = [
            models.UniqueConstraint(
                fields=["tenant", "role", "kind", "bucket_start"], name="rollup_bucket_kind_unique"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.tenant_id} {self.role} {self.bucket_start:%Y-%m-%d %H:%M}"


class EntityKind(models.TextChoices):
    NAME = "name", "Name or place"
    PRODUCT = "product", "Product or code"
    NUMBER = "number", "Number"
    DATE = "date", "Date"


class EntityMention(ConversationRow):
    """A name, place, product, number or date said in a turn, kept so that "there" or "that one" in a
    later message can be resolved to what it most likely points at."""

    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="+", db_index=False)
    turn = models.PositiveIntegerField()
    role = models.CharField(max_length=16, choices=MessageRole.choices)
    text = SealedTextField(max_length=120, bound_to=MESSAGE_IDENTITY)  # a name or a place: sealed at rest
    kind = models.CharField(max_length=16, choices=EntityKind.choices)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["tenant", "conversation", "turn", "role", "text"], name="entity_mention_unique"
            )
        ]
        indexes = [models.Index(fields=["conversation", "-turn"], name="entity_mention_recent")]

    def __str__(self) -> str:
        return f"{self.text} ({self.kind}, turn {self.turn})"
