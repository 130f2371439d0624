"""Long-term facts per tenant, role and user, across conversations, with confidence decay."""

from __future__ import annotations

from django.db import models
from django.utils.functional import cached_property
from simple_history.models import HistoricalRecords

from conversations.models import MAX_USER_ID, Message
from tenants.encryption import Owner
from tenants.history import history_user
from tenants.models import Role, SavedByTenant, Tenant, TenantRowsQuerySet
from tenants.sealed import SealedTextField

MAX_FACT_CHARS = 300  # a fact is a short statement, once runs of whitespace are collapsed


class FactDomain(models.TextChoices):
    WORK = "work", "Work"
    PREFERENCES = "preferences", "Preferences"
    DECISIONS = "decisions", "Decisions"
    PERSONAL = "personal", "Personal"
    PROJECTS = "projects", "Projects"
    PLANS = "plans", "Plans"


class Confidence(models.TextChoices):
    HIGH = "high", "High"
    MEDIUM = "medium", "Medium"
    LOW = "low", "Low"


class FactSource(models.TextChoices):
    EXPLICIT = "explicit", "Explicit"
    INFERRED = "inferred", "Inferred"


class FactStatus(models.TextChoices):
    ACTIVE = "active", "Active"
    STALE = "stale", "Stale"
    SUPERSEDED = "superseded", "Superseded"
    DELETED = "deleted", "Deleted"


class FactQuerySet(TenantRowsQuerySet):
    def for_user(self, *, tenant: Tenant, role: str, user_id: str) -> FactQuerySet:
        return self.filter(tenant=tenant, role=role, user_id=user_id)


class UserOwned(models.Model):
    """A row of one user of one role: its sealed fields use that user's data key."""

    tenant_id: int
    role: str
    user_id: str

    class Meta:
        abstract = True

    def sealing_owner(self) -> Owner:
        return Owner.of_user(tenant_id=self.tenant_id, role=self.role, user_id=self.user_id)


# What identifies a fact before it is inserted: the associated data of its sealed fields.
FACT_IDENTITY = ("tenant_id", "role", "user_id", "created_at")


class Fact(SavedByTenant, UserOwned):
    # No index of its own: every index below leads with the tenant.
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="facts", db_index=False)
    role = models.CharField(max_length=16, choices=Role.choices)
    user_id = models.CharField(max_length=MAX_USER_ID)
    # No index of its own: every query by domain is a tenant's (fact_tenant_status_domain).
    domain = models.SlugField(max_length=32, db_index=False)
    text = SealedTextField(max_length=MAX_FACT_CHARS, bound_to=FACT_IDENTITY)
    key = models.CharField(
        max_length=120,
        blank=True,
        default="",
        help_text="What the fact is about (e.g. 'team size'); a new value for the same key supersedes.",
    )
    value = SealedTextField(
        max_length=200,
        blank=True,
        default="",
        help_text="The normalised value ('43', 'Leeds'); equal values re-confirm.",
        bound_to=FACT_IDENTITY,
    )
    negated = models.BooleanField(
        default=False, help_text="A retirement: the user said the value no longer holds ('ya no trabajo en X')."
    )
    embedding = models.BinaryField(
        null=True, blank=True, editable=False, help_text="int8 unit vector (memory_platform.text.embeddings)."
    )
    embedding_model = models.CharField(
        max_length=40, blank=True, default="", editable=False, help_text="The model that wrote `embedding`."
    )
    confidence = models.CharField(max_length=8, choices=Confidence.choices, default=Confidence.HIGH)
    source = models.CharField(max_length=10, choices=FactSource.choices, default=FactSource.EXPLICIT)
    status = models.CharField(max_length=12, choices=FactStatus.choices, default=FactStatus.ACTIVE)
    created_at = models.DateTimeField()
    last_confirmed_at = models.DateTimeField()
    confirmations = models.PositiveIntegerField(default=1)
    token_count = models.PositiveIntegerField(default=0)
    source_message = models.ForeignKey(
        "conversations.Message", null=True, blank=True, on_delete=models.SET_NULL, related_name="facts"
    )
    superseded_by = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="supersedes"
    )
    # Set by the metrics roll-up (each minute), never on the hot path: null means never injected.
    last_injected_at = models.DateTimeField(null=True, blank=True, editable=False)

    # The history is read by fact, by tenant and user, and by date; never by the message or fact a
    # version pointed to (its foreign keys carry no constraint there), so those get no index.
    history = HistoricalRecords(
        get_user=history_user,
        excluded_fields=["embedding", "embedding_model", "last_injected_at"],
        bases=[UserOwned],
        no_db_index=["source_message", "superseded_by"],
    )
    objects = FactQuerySet.as_manager()

    class Meta:
        ordering = ["-last_confirmed_at", "-id"]
        indexes = [
            models.Index(fields=["tenant", "role", "user_id", "status"]),
            models.Index(fields=["status", "last_confirmed_at"]),
            # The dashboard's counts per status and domain read this index alone, not 100,000 rows.
            models.Index(fields=["tenant", "status", "domain"], name="fact_tenant_status_domain"),
            # The dashboard's facts table, newest confirmation first: a page is an index range, not a sort.
            models.Index(fields=["tenant", "-last_confirmed_at", "-id"], name="fact_tenant_confirmed"),
            # Duplicate-looking facts (same user, same key), found from this index alone.
            models.Index(fields=["tenant", "status", "role", "user_id", "key"], name="fact_tenant_user_key"),
        ]
        constraints = [
            models.CheckConstraint(condition=models.Q(role__in=Role.values), name="fact_role_valid"),
            models.CheckConstraint(condition=models.Q(confidence__in=Confidence.values), name="fact_confidence_valid"),
            models.CheckConstraint(condition=models.Q(source__in=FactSource.values), name="fact_source_valid"),
            models.CheckConstraint(condition=models.Q(status__in=FactStatus.values), name="fact_status_valid"),
        ]

    def __str__(self) -> str:
        return f"[{self.domain}] {self.text}"

    @cached_property
    def source_message_seq(self) -> int | None:
        """Where in its conversation the fact was said (facts.selectors.list_facts reads it with the page)."""
        if self.source_message_id is None:
            return None
        said_in = Message.objects.for_tenant(self.tenant_id).filter(pk=self.source_message_id)
        return said_in.values_list("seq", flat=True).first()
