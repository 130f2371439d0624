from django.contrib import admin
from simple_history.admin import SimpleHistoryAdmin

from conversations.models import ContextBuildRollup, Conversation, ConversationState, Message, Summary


class ReadOnlyAdmin(admin.ModelAdmin):
    """Memory is written by the engine; auditors read it here."""

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


@admin.register(Conversation)
class ConversationAdmin(ReadOnlyAdmin):
    list_display = ["public_id", "tenant", "role", "user_id", "status", "last_turn", "history_tokens", "last_activity_at", "expires_at"]
    list_filter = ["status", "role", "tenant"]
    search_fields = ["public_id", "user_id"]
    date_hierarchy = "last_activity_at"


@admin.register(Message)
class MessageAdmin(ReadOnlyAdmin):
    list_display = ["conversation", "seq", "turn", "role", "token_count", "continuity", "topic_shift", "created_at", "summarized_at"]
    list_filter = ["role", "topic_shift", "conversation__tenant"]
    search_fields = ["conversation__public_id", "content"]
    list_select_related = ["conversation"]


@admin.register(ConversationState)
class ConversationStateAdmin(SimpleHistoryAdmin):
    list_display = ["conversation", "version", "updated_at"]
    search_fields = ["conversation__public_id"]
    readonly_fields = ["conversation", "version", "updated_at"]


@admin.register(Summary)
class SummaryAdmin(ReadOnlyAdmin):
    list_display = ["conversation", "first_turn", "last_turn", "topic", "token_count", "closed_by_topic_shift", "created_at"]
    list_filter = ["closed_by_topic_shift", "conversation__tenant"]
    search_fields = ["conversation__public_id", "topic"]


@admin.register(ContextBuildRollup)
class ContextBuildRollupAdmin(ReadOnlyAdmin):
    list_display = ["bucket_start", "tenant", "role", "builds", "cache_hits", "compressions", "context_tokens", "naive_tokens"]
    list_filter = ["tenant", "role"]
