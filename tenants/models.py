"""Tenants, their role-scoped API keys and the audit trail of changes to memory."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Self

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models, router, transaction
from rest_framework_api_key.models import AbstractAPIKey, APIKeyManager
from simple_history.models import HistoricalRecords

from tenants.encryption import Owner
from tenants.history import history_user
from tenants.policy import MemoryPolicy, policy_problems, tenant_policy
from tenants.sealed import SealedJSONField


class SavedByTenant:
    """A row that belongs to a tenant: saving it again finds it by its tenant and id, the key its unique
    constraints lead with and the one a sharded database routes by (Django alone would look up the id)."""

    tenant_id: int

    def _do_update(self, base_qs: Any, *args: Any) -> Any:
        return super()._do_update(base_qs.filter(tenant_id=self.tenant_id), *args)  # type: ignore[misc]


class Role(models.TextChoices):
    CLIENT = "client", "Client assistant"
    ADMIN = "admin", "Admin assistant"


def purge_tenants(ids: Sequence[int], using: str) -> None:
    """Delete every row the tenants own, in one statement per table, before the tenants themselves:
    without signals, so no "deleted" history row is written with content (which would both keep what
    the deletion removes and need the data keys being deleted beside it). The tenants' foreign keys are
    checked at commit, so the order of the tables does not matter."""
    from django.apps import apps

    for model in apps.get_models():
        if model is Tenant or model._meta.proxy or "tenant_id" not in {f.attname for f in model._meta.concrete_fields}:
            continue
        model._base_manager.using(using).filter(tenant_id__in=ids)._raw_delete(using)


class TenantQuerySet(models.QuerySet["Tenant"]):
    def delete(self) -> tuple[int, dict[str, int]]:
        with transaction.atomic(using=self.db):
            purge_tenants(list(self.values_list("pk", flat=True)), self.db)
            return super().delete()


class Tenant(models.Model):
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=64, unique=True)
    is_active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    # The tenant's own memory policy settings (tenants.policy.MemoryPolicy field names); a setting
    # left out inherits the deployment's.
    policy_overrides = models.JSONField(
        default=dict,
        blank=True,
        help_text='Memory policy settings this tenant sets itself, e.g. {"context_budget_tokens": 6000}; '
        "the others inherit the deployment's policy.",
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
    history = HistoricalRecords(get_user=history_user)
    objects = TenantQuerySet.as_manager()

    class Meta:
        ordering = ["slug"]

    def __str__(self) -> str:
        return self.slug

    def delete(self, using: Any = None, keep_parents: bool = False) -> tuple[int, dict[str, int]]:
        """The tenant and everything it owns (see purge_tenants)."""
        using = using or router.db_for_write(Tenant, instance=self)
        with transaction.atomic(using=using):
            purge_tenants([self.pk], using)
            return super().delete(using=using, keep_parents=keep_parents)

    @property
    def policy(self) -> MemoryPolicy:
        """The effective policy: this tenant's overrides over the deployment's policy."""
        return tenant_policy(self.policy_overrides)

    def clean(self) -> None:
        problems = policy_problems(self.policy_overrides)
        if problems:
            raise ValidationError({"policy_overrides": problems})

    def role_prompt(self, role: str) -> str:
        return self.admin_prompt if role == Role.ADMIN else self.client_prompt

    def domain_rules(self, role: str) -> str:
        return self.admin_rules if role == Role.ADMIN else self.client_rules


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


class TenantRowsQuerySet(models.QuerySet):
    """Rows that belong to one tenant and one of its assistants' roles (conversations, facts)."""

    def for_tenant(self, tenant: Tenant) -> Self:
        return self.filter(tenant=tenant)

    def listed(self, *, tenant: Tenant, roles: Sequence[str], **narrowed_by: str | None) -> Self:
        """The tenant's rows of the caller's roles, narrowed by each filter given (an unset one narrows nothing)."""
        return self.for_tenant(tenant).filter(role__in=roles, **{f: v for f, v in narrowed_by.items() if v})


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


AUDIT_IDENTITY = ("tenant_id", "object_type", "object_ref", "created_at")


class AuditEvent(SavedByTenant, models.Model):
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
    # Sealed at rest with the tenant's data key, bound to the event (the fields may hold memory).
    before = SealedJSONField(
        null=True, blank=True, help_text="The object's audited fields before the change.", bound_to=AUDIT_IDENTITY
    )
    after = SealedJSONField(
        null=True, blank=True, help_text="The object's audited fields after the change.", bound_to=AUDIT_IDENTITY
    )

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["tenant", "action", "created_at"])]

    def __str__(self) -> str:
        return f"{self.action} {self.object_type} {self.object_ref}"

    def sealing_owner(self) -> Owner:
        return Owner(self.tenant_id)

    @property
    def actor(self) -> str:
        if self.actor_api_key is not None:
            return f"api-key:{self.actor_api_key.prefix}"
        if self.actor_user_id:
            return f"user:{self.actor_user}"
        return "system"


class IdempotencyRecord(SavedByTenant, models.Model):
    """The answer given to one Idempotency-Key of one API key, kept 24 h so a retry gets it again."""

    # The key's tenant, copied when the record is claimed: every unique constraint leads with it.
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+", db_index=False)
    api_key = models.ForeignKey(ApiKey, on_delete=models.CASCADE, related_name="+", db_index=False)
    key = models.CharField(max_length=255)
    fingerprint = models.CharField(max_length=64, help_text="SHA-256 of the method, path, query and body.")
    created_at = models.DateTimeField()
    status_code = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Null while the first request runs."
    )
    body = models.BinaryField(null=True, blank=True, editable=False, help_text="The JSON answer, zlib-compressed.")
    # Whose memory the answer holds, so that forgetting the user (or deleting the conversation) erases it.
    owner = models.CharField(
        max_length=32, blank=True, default="", help_text="The user's keyed hash (never the raw id); blank: nobody's."
    )
    conversation_pk = models.BigIntegerField(null=True, blank=True, help_text="The conversation the answer is about.")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["tenant", "api_key", "key"], name="idempotency_key_unique")]
        indexes = [
            models.Index(fields=["created_at"], name="idempotency_age"),
            models.Index(fields=["tenant", "owner"], name="idempotency_owner", condition=~models.Q(owner="")),
            models.Index(
                fields=["tenant", "conversation_pk"],
                name="idempotency_conversation",
                condition=models.Q(conversation_pk__isnull=False),
            ),
        ]

    def __str__(self) -> str:
        return f"{self.key} ({self.status_code or 'running'})"


class DataKey(models.Model):
    """A data key that seals memory at rest: one per tenant (owner blank) and one per user (owner: the
    user's keyed hash), stored only wrapped by a key-encryption key. Forgetting the user destroys it
    (the wrapped bytes go, the row stays as the record of that): what it sealed can no longer be read,
    wherever a copy survives."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    owner = models.CharField(
        max_length=32,
        blank=True,
        default="",
        help_text="The user's keyed hash (never the raw id); blank: the tenant's.",
    )
    kek_id = models.CharField(max_length=64, help_text="The key-encryption key that wraps it.")
    wrapped = models.BinaryField(null=True, blank=True, editable=False)
    created_at = models.DateTimeField(auto_now_add=True)
    destroyed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["tenant", "owner"], condition=models.Q(destroyed_at__isnull=True), name="datakey_one_live"
            ),
            models.CheckConstraint(
                condition=models.Q(destroyed_at__isnull=True, wrapped__isnull=False)
                | models.Q(destroyed_at__isnull=False, wrapped__isnull=True),
                name="datakey_live_or_destroyed",
            ),
        ]
        indexes = [models.Index(fields=["kek_id"], name="datakey_kek")]

    def __str__(self) -> str:
        return f"data key {self.pk} of {self.tenant_id}:{self.owner or 'tenant'}"
