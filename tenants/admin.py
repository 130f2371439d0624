from django.contrib import admin
from rest_framework_api_key.admin import APIKeyModelAdmin
from simple_history.admin import SimpleHistoryAdmin

from tenants.models import ApiKey, AuditEvent, Tenant


@admin.register(Tenant)
class TenantAdmin(SimpleHistoryAdmin):
    list_display = ["slug", "name", "is_active", "encoding_name", "context_budget_tokens", "idle_ttl_minutes", "created_at"]
    list_filter = ["is_active", "encoding_name"]
    search_fields = ["slug", "name"]
    fieldsets = [
        (None, {"fields": ["name", "slug", "is_active"]}),
        ("Window and summaries", {"fields": ["window_default_turns", "window_min_turns", "window_max_turns", "window_max_tokens",
                                              "summary_segment_turns", "summary_slots", "summary_max_tokens"]}),
        ("Context and lifecycle", {"fields": ["context_budget_tokens", "encoding_name", "idle_ttl_minutes", "raw_retention_days",
                                               "lock_lease_seconds", "extra_fact_domains"]}),
        ("Prompts (bump the version when they change)", {"fields": ["client_prompt", "client_rules", "admin_prompt", "admin_rules", "prompt_version"]}),
    ]


@admin.register(ApiKey)
class ApiKeyAdmin(APIKeyModelAdmin):
    list_display = [*APIKeyModelAdmin.list_display, "tenant", "allows_client", "allows_admin", "last_used_at"]
    list_filter = [*APIKeyModelAdmin.list_filter, "tenant", "allows_client", "allows_admin"]
    search_fields = [*APIKeyModelAdmin.search_fields, "tenant__slug"]


@admin.register(AuditEvent)
class AuditEventAdmin(admin.ModelAdmin):
    list_display = ["created_at", "tenant", "action", "object_type", "object_ref", "actor"]
    list_filter = ["action", "object_type", "tenant"]
    search_fields = ["object_ref", "action"]
    readonly_fields = [f.name for f in AuditEvent._meta.fields]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
