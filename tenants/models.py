"""Tenants, their role-scoped API keys and the audit trail of changes to memory."""

from __future__ import annotations

from typing import ClassVar

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from rest_framework_api_key.models import AbstractAPIKey, APIKeyManager
from simple_history.models import HistoricalRecords

from tenants.history import history_user
from tenants.policy import MemoryPolicy, tenant_policy

ENCODINGS = [("cl100k_base", "cl100k_base"), ("o200k_base", "o200k_base")]


class Role(models.TextChoices):
    CLIENT = "client", "Client assistant"
    ADMIN = "admin", "Admin assistant"


class Tenant(models.Model):
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=64, unique=True)
    is_active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    # Memory policy overrides: blank inherits the deployment's policy (tenants.policy).
    window_default_turns = models.PositiveSmallIntegerField(null=True, blank=True)
    window_min_turns = models.PositiveSmallIntegerField(null=True, blank=True)
    window_max_turns = models.PositiveSmallIntegerField(null=True, blank=True)
    window_max_tokens = models.PositiveIntegerField(null=True, blank=True)
    summary_segment_turns = models.PositiveSmallIntegerField(null=True, blank=True)
    summary_slots = models.PositiveSmallIntegerField(null=True, blank=True)
    summary_max_tokens = models.PositiveIntegerField(null=True, blank=True)
    context_budget_tokens = models.PositiveIntegerField(null=True, blank=True)
    recall_budget_tokens = models.PositiveIntegerField(
        null=True,
        blank=True,
        help_text="Tokens kept for recalled past turns (they also take whatever the context leaves unused); 0 = no recall.",
    )
    idle_ttl_minutes = models.PositiveIntegerField(null=True, blank=True)
    raw_retention_days = models.PositiveIntegerField(null=True, blank=True)
    encoding_name = models.CharField(max_length=32, choices=ENCODINGS, blank=True, default="")
    lock_lease_seconds = models.PositiveIntegerField(null=True, blank=True)
    api_key_requests_per_minute = models.PositiveIntegerField(
        null=True, blank=True, help_text="Per API key; blank inherits, 0 = no limit."
    )
    tenant_requests_per_minute = models.PositiveIntegerField(
        null=True, blank=True, help_text="All keys together; blank inherits, 0 = no limit."
    )
    # Static, versioned system prompts per role; bump prompt_version when they change.
    client_prompt = models.TextField(blank=True, default="")
    admin_prompt = models.TextField(blank=True, default="")
    client_rules = models.TextField(blank=True, default="")
    admin_rules = models.TextField(blank=True, default="")
    prompt_version = models.PositiveIntegerField(default=1)
    extra_fact_domains = models.JSONField(
        default=list, blank=True, help_text="Fact domains this tenant adds to the built-in five."
    )
    fact_extractor = models.CharField(
        max_length=32,
        blank=True,
        default="",
        help_text="Fact extractor (a name in settings.FACT_EXTRACTORS); blank uses the rules.",
    )

    history = HistoricalRecords(get_user=history_user)

    POLICY_FIELDS = (
        "window_default_turns",
        "window_min_turns",
        "window_max_turns",
        "window_max_tokens",
        "summary_segment_turns",
        "summary_slots",
        "summary_max_tokens",
        "context_budget_tokens",
        "recall_budget_tokens",
        "idle_ttl_minutes",
        "raw_retention_days",
        "encoding_name",
        "lock_lease_seconds",
        "fact_extractor",
        "api_key_requests_per_minute",
        "tenant_requests_per_minute",
    )

    class Meta:
        ordering = ["slug"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(window_min_turns__lte=models.F("window_default_turns"))
                & models.Q(window_default_turns__lte=models.F("window_max_turns")),
                name="tenant_window_sizes_ordered",
            ),
        ]

    def __str__(self) -> str:
        return self.slug

    @property
    def policy(self) -> MemoryPolicy:
        return tenant_policy({name: _set_or_none(getattr(self, name)) for name in self.POLICY_FIELDS})

    def clean(self) -> None:
        policy = self.policy
        if not policy.window_min_turns <= policy.window_default_turns <= policy.window_max_turns:
            raise ValidationError("Window sizes must be ordered: min ≤ default ≤ max (after inheriting what is blank).")
        if policy.fact_extractor not in settings.FACT_EXTRACTORS:
            raise ValidationError({"fact_extractor": f"One of {', '.join(sorted(settings.FACT_EXTRACTORS))}."})

    def role_prompt(self, role: str) -> str:
        return self.admin_prompt if role == Role.ADMIN else self.client_prompt

    def domain_rules(self, role: str) -> str:
        return self.admin_rules if role == Role.ADMIN else self.client_rules


def _set_or_none(value: object) -> object:
    return None if value in (None, "") else value


class ApiKeyManager(APIKeyManager):
    def get_usable_keys(self) -> models.QuerySet[ApiKey]:
        return super().get_usable_keys().select_related("tenant")

    def key_for(self, raw: str) -> ApiKey:
        """The usable key whose hash matches `raw`, with its tenant (ApiKey.DoesNotExist otherwise)."""
        api_key = self.get_from_key(raw)
        assert isinstance(api_key, ApiKey)
        return api_key

    def issue(self, **fields: object) -> tuple[ApiKey, str]:
        """Create a key; returns the row and the raw key, which is shown once and never stored."""
        api_key, raw = self.create_key(**fields)
        assert isinstance(api_key, ApiKey)
        return api_key, raw


class ApiKey(AbstractAPIKey):
    """A tenant's API key; only its hash is stored. Roles say which assistants it may act for."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="api_keys")
    allows_client = models.BooleanField(default=True)
    allows_admin = models.BooleanField(default=False)
    last_used_at = models.DateTimeField(null=True, blank=True)

    objects: ClassVar[ApiKeyManager] = ApiKeyManager()

    class Meta(AbstractAPIKey.Meta):
        verbose_name = "API key"
        verbose_name_plural = "API keys"

    @property
    def roles(self) -> list[str]:
        return [
            role for role, allowed in ((Role.CLIENT, self.allows_client), (Role.ADMIN, self.allows_admin)) if allowed
        ]

    def allows(self, role: str) -> bool:
        return role in self.roles


class OperatorRole(models.TextChoices):
    VIEWER = "viewer", "Viewer"
    MANAGER = "manager", "Manager"


class MembershipQuerySet(models.QuerySet):
    def for_user(self, user: object) -> MembershipQuerySet:
        return self.filter(user=user, tenant__is_active=True)


class Membership(models.Model):
    """An operator's access to one tenant's dashboard: viewers read, managers may also act on facts."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships")
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="memberships")
    role = models.CharField(max_length=16, choices=OperatorRole.choices, default=OperatorRole.VIEWER)
    created_at = models.DateTimeField(auto_now_add=True)

    objects = MembershipQuerySet.as_manager()

    class Meta:
        ordering = ["tenant__slug", "user__username"]
        constraints = [
            models.UniqueConstraint(fields=["user", "tenant"], name="membership_user_tenant_unique"),
            models.CheckConstraint(condition=models.Q(role__in=OperatorRole.values), name="membership_role_valid"),
        ]

    def __str__(self) -> str:
        return f"{self.user} {self.role} of {self.tenant}"


class AuditEvent(models.Model):
    """Who did what to which memory object, and when, with the object's fields before and after."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="audit_events")
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    actor_api_key = models.ForeignKey(ApiKey, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    actor_user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    action = models.CharField(max_length=64)
    object_type = models.CharField(max_length=64)
    object_ref = models.CharField(max_length=300, blank=True, default="")
    details = models.JSONField(default=dict, blank=True)
    before = models.JSONField(null=True, blank=True, help_text="The object's audited fields before the change.")
    after = models.JSONField(null=True, blank=True, help_text="The object's audited fields after the change.")

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["tenant", "action", "created_at"])]

    def __str__(self) -> str:
        return f"{self.action} {self.object_type} {self.object_ref}"

    @property
    def actor(self) -> str:
        if self.actor_api_key is not None:
            return f"api-key:{self.actor_api_key.prefix}"
        if self.actor_user_id:
            return f"user:{self.actor_user}"
        return "system"


class IdempotencyRecord(models.Model):
    """The answer given to one Idempotency-Key of one API key, kept 24 h so a retry gets it again."""

    api_key = models.ForeignKey(ApiKey, on_delete=models.CASCADE, related_name="+")
    key = models.CharField(max_length=255)
    fingerprint = models.CharField(max_length=64, help_text="SHA-256 of the method, path, query and body.")
    created_at = models.DateTimeField()
    status_code = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Null while the first request runs."
    )
    body = models.BinaryField(null=True, blank=True, editable=False, help_text="The JSON answer, zlib-compressed.")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["api_key", "key"], name="idempotency_key_unique")]
        indexes = [models.Index(fields=["created_at"], name="idempotency_age")]

    def __str__(self) -> str:
        return f"{self.key} ({self.status_code or 'running'})"
