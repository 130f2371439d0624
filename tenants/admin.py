from typing import Any

from django.contrib import admin
from django.http import HttpRequest
from django.utils.html import format_html, format_html_join
from rest_framework_api_key.admin import APIKeyModelAdmin
from rest_framework_api_key.models import AbstractAPIKey
from simple_history.admin import SimpleHistoryAdmin

from tenants.keycache import forget_key, forget_tenant_keys
from tenants.models import ApiKey, AuditEvent, DataKey, IdempotencyRecord, Membership, Tenant
from tenants.policy import policy_problems, policy_sources


class ReadOnlyAdmin(admin.ModelAdmin):
    """For rows only the service writes (memory, the audit trail, retries): auditors read them here; an edit or
    a delete by hand would bypass the services and the audit trail."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(Tenant)
class TenantAdmin(SimpleHistoryAdmin):
    list_display = ["slug", "name", "is_active", "created_at"]
    list_filter = ["is_active"]
    search_fields = ["slug", "name"]
    readonly_fields = ["effective_policy"]
    fieldsets = [
        (None, {"fields": ["name", "slug", "is_active"]}),
        ("Memory policy", {"fields": ["policy_overrides", "effective_policy", "extra_fact_domains"]}),
        (
            "Prompts (bump the version when they change)",
            {"fields": ["client_prompt", "client_rules", "admin_prompt", "admin_rules", "prompt_version"]},
        ),
    ]

    @admin.display(description="Effective policy")
    def effective_policy(self, obj: Tenant) -> str:
        """Every setting with the value in force and where it comes from (tenant, deployment, default)."""
        if policy_problems(obj.policy_overrides):
            return "Correct the policy overrides to see the effective policy."
        rows = format_html_join(
            "", "<tr><td><code>{}</code></td><td>{}</td><td>{}</td></tr>", policy_sources(obj.policy_overrides)
        )
        return format_html("<table><tr><th>Setting</th><th>Value</th><th>From</th></tr>{}</table>", rows)

    def save_model(self, request: HttpRequest, obj: Tenant, form: Any, change: bool) -> None:
        super().save_model(request, obj, form, change)
        forget_tenant_keys(obj)  # cached keys carry the tenant: its new settings apply at once


@admin.register(ApiKey)
class ApiKeyAdmin(APIKeyModelAdmin):
    # The base class infers fixed-length tuples for these; ours are longer.
    list_display = (*APIKeyModelAdmin.list_display, "tenant", "allows_client", "allows_admin", "last_used_at")  # type: ignore[assignment]
    list_filter = (*APIKeyModelAdmin.list_filter, "tenant", "allows_client", "allows_admin")  # type: ignore[assignment]
    search_fields = (*APIKeyModelAdmin.search_fields, "tenant__slug")  # type: ignore[assignment]

    def save_model(self, request: HttpRequest, obj: AbstractAPIKey, form: Any = None, change: bool = False) -> None:
        super().save_model(request, obj, form, change)
        assert isinstance(obj, ApiKey)
        forget_key(obj)  # a revoked or narrowed key is refused from the next request on

    def delete_model(self, request: HttpRequest, obj: ApiKey) -> None:
        forget_key(obj)
        super().delete_model(request, obj)


@admin.register(Membership)
class MembershipAdmin(admin.ModelAdmin):
    list_display = ["user", "tenant", "role", "created_at"]
    list_filter = ["role", "tenant"]
    search_fields = ["user__username", "tenant__slug"]
    list_select_related = ["user", "tenant"]
    autocomplete_fields = ["tenant"]


class ActorKind(admin.SimpleListFilter):
    title = "actor"
    parameter_name = "actor"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        return [("api_key", "API key"), ("user", "User (dashboard or admin)"), ("system", "System")]

    def queryset(self, request: HttpRequest, queryset: Any) -> Any:
        if self.value() == "api_key":
            return queryset.filter(actor_api_key__isnull=False)
        if self.value() == "user":
            return queryset.filter(actor_user__isnull=False)
        if self.value() == "system":
            return queryset.filter(actor_api_key__isnull=True, actor_user__isnull=True)
        return queryset


@admin.register(AuditEvent)
class AuditEventAdmin(ReadOnlyAdmin):
    """The audit trail: who (an API key or a user), what, when, and the object before and after."""

    list_display = ["created_at", "tenant", "action", "object_type", "object_ref", "actor"]
    list_filter = ["action", "object_type", ActorKind, "tenant"]
    search_fields = ["object_ref", "action", "actor_user__username", "actor_api_key__prefix"]
    readonly_fields = [*(f.name for f in AuditEvent._meta.fields), "actor"]
    date_hierarchy = "created_at"
    list_select_related = ["tenant", "actor_api_key", "actor_user"]


class IdempotencyState(admin.SimpleListFilter):
    title = "state"
    parameter_name = "state"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        return [("running", "Running"), ("answered", "Answered")]

    def queryset(self, request: HttpRequest, queryset: Any) -> Any:
        if self.value() in ("running", "answered"):
            return queryset.filter(status_code__isnull=self.value() == "running")
        return queryset


@admin.register(IdempotencyRecord)
class IdempotencyRecordAdmin(ReadOnlyAdmin):
    """Answers kept for retries with an Idempotency-Key (24 h); the body stays compressed and out of view."""

    list_display = ["created_at", "key", "api_key", "status_code"]
    list_filter = [IdempotencyState, "status_code", "api_key__tenant"]
    search_fields = ["key", "api_key__prefix", "api_key__tenant__slug"]
    exclude = ["body"]
    date_hierarchy = "created_at"
    list_select_related = ["api_key"]


@admin.register(DataKey)
class DataKeyAdmin(ReadOnlyAdmin):
    """Data keys that seal memory at rest: which key-encryption key wraps each, and which were destroyed
    (forgotten users). The wrapped bytes stay out of view."""

    list_display = ["created_at", "tenant", "owner", "kek_id", "destroyed_at"]
    list_filter = ["kek_id", ("destroyed_at", admin.EmptyFieldListFilter), "tenant"]
    search_fields = ["owner", "kek_id", "tenant__slug"]
    exclude = ["wrapped"]
    list_select_related = ["tenant"]
