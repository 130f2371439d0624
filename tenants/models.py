"""Tenants, their role-scoped API keys and the audit trail of changes to memory."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from rest_framework_api_key.models import AbstractAPIKey, BaseAPIKeyManager
from simple_history.models import HistoricalRecords

from tenants.history import history_user
from tenants.policy import MemoryPolicy, default_policy

ENCODINGS = [("cl100k_base", "cl100k_base"), ("o200k_base", "o200k_base")]


class Role(models.TextChoices):
    CLIENT = "client", "Client assistant"
    ADMIN = "admin", "Admin assistant"


class Tenant(models.Model):
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=64, unique=True)
    is_active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    # Memory policy (defaults: tenants.policy.MemoryPolicy).
    window_default_turns = models.PositiveSmallIntegerField(default=MemoryPolicy.window_default_turns)
    window_min_turns = models.PositiveSmallIntegerField(default=MemoryPolicy.window_min_turns)
    window_max_turns = models.PositiveSmallIntegerField(default=MemoryPolicy.window_max_turns)
    window_max_tokens = models.PositiveIntegerField(default=MemoryPolicy.window_max_tokens)
    summary_segment_turns = models.PositiveSmallIntegerField(default=MemoryPolicy.summary_segment_turns)
    summary_slots = models.PositiveSmallIntegerField(default=MemoryPolicy.summary_slots)
    summary_max_tokens = models.PositiveIntegerField(default=MemoryPolicy.summary_max_tokens)
    context_budget_tokens = models.PositiveIntegerField(default=MemoryPolicy.context_budget_tokens)
    idle_ttl_minutes = models.PositiveIntegerField(default=MemoryPolicy.idle_ttl_minutes)
    raw_retention_days = models.PositiveIntegerField(default=MemoryPolicy.raw_retention_days)
    encoding_name = models.CharField(max_length=32, choices=ENCODINGS, default=MemoryPolicy.encoding_name)
    lock_lease_seconds = models.PositiveIntegerField(default=MemoryPolicy.lock_lease_seconds)
    # Static, versioned system prompts per role; bump prompt_version when they change.
    client_prompt = models.TextField(blank=True, default="")
    admin_prompt = models.TextField(blank=True, default="")
    client_rules = models.TextField(blank=True, default="")
    admin_rules = models.TextField(blank=True, default="")
    prompt_version = models.PositiveIntegerField(default=1)
    extra_fact_domains = models.JSONField(default=list, blank=True, help_text="Fact domains this tenant adds to the built-in five.")

    history = HistoricalRecords(get_user=history_user)

    POLICY_FIELDS = (
        "window_default_turns", "window_min_turns", "window_max_turns", "window_max_tokens",
        "summary_segment_turns", "summary_slots", "summary_max_tokens", "context_budget_tokens",
        "idle_ttl_minutes", "raw_retention_days", "encoding_name", "lock_lease_seconds",
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
        return default_policy().with_overrides(**{name: getattr(self, name) for name in self.POLICY_FIELDS})

    def role_prompt(self, role: str) -> str:
        return self.admin_prompt if role == Role.ADMIN else self.client_prompt

    def domain_rules(self, role: str) -> str:
        return self.admin_rules if role == Role.ADMIN else self.client_rules


class ApiKeyManager(BaseAPIKeyManager):
    def get_usable_keys(self) -> models.QuerySet:
        return super().get_usable_keys().select_related("tenant")


class ApiKey(AbstractAPIKey):
    """A tenant's API key; only its hash is stored. Roles say which assistants it may act for."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="api_keys")
    allows_client = models.BooleanField(default=True)
    allows_admin = models.BooleanField(default=False)
    last_used_at = models.DateTimeField(null=True, blank=True)

    objects = ApiKeyManager()

    class Meta(AbstractAPIKey.Meta):
        verbose_name = "API key"
        verbose_name_plural = "API keys"

    @property
    def roles(self) -> list[str]:
        return [role for role, allowed in ((Role.CLIENT, self.allows_client), (Role.ADMIN, self.allows_admin)) if allowed]

    def allows(self, role: str) -> bool:
        return role in self.roles


class AuditEvent(models.Model):
    """Who did what to which memory object, and when. Records counts, never content."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="audit_events")
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    actor_api_key = models.ForeignKey(ApiKey, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    actor_user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    action = models.CharField(max_length=64)
    object_type = models.CharField(max_length=64)
    object_ref = models.CharField(max_length=300, blank=True, default="")
    details = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["tenant", "action", "created_at"])]

    def __str__(self) -> str:
        return f"{self.action} {self.object_type} {self.object_ref}"

    @property
    def actor(self) -> str:
        if self.actor_api_key_id:
            return f"api-key:{self.actor_api_key.prefix}"
        if self.actor_user_id:
            return f"user:{self.actor_user}"
        return "system"
