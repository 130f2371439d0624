"""Admin for auditors: memory is written by the engine and read here; the few corrections an auditor may
make (expire a conversation, edit a state) go through the services, so they are audited and the hot
cache never serves the old memory."""

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from simple_history.admin import SimpleHistoryAdmin

from conversations.models import (
    ContextBuildRollup,
    Conversation,
    ConversationState,
    ConversationStatus,
    EntityMention,
    Message,
    Summary,
)
from conversations.services.conversations import expire_conversation
from conversations.services.state import replace_state
from memory_platform.api.errors import ApplicationError
from tenants.admin import ReadOnlyAdmin


@admin.register(Conversation)
class ConversationAdmin(ReadOnlyAdmin):
    list_display = [
        "public_id",
        "tenant",
        "role",
        "user_id",
        "status",
        "last_turn",
        "history_tokens",
        "last_activity_at",
        "expires_at",
    ]
    list_filter = ["status", "role", "tenant"]
    search_fields = ["public_id", "user_id"]
    date_hierarchy = "last_activity_at"
    list_select_related = ["tenant"]
    actions = ["expire"]

    @admin.action(description="Expire the selected active conversations now")
    def expire(self, request: HttpRequest, queryset: QuerySet[Conversation]) -> None:
        done = 0
        for conversation in queryset.filter(status=ConversationStatus.ACTIVE).select_related("tenant"):
            expire_conversation(conversation=conversation, actor=request.user)
            done += 1
        self.message_user(request, f"{done} conversation(s) expired.", messages.SUCCESS)


@admin.register(Message)
class MessageAdmin(ReadOnlyAdmin):
    list_display = ["conversation", "seq", "turn", "role", "token_count", "continuity", "topic_shift", "created_at"]
    list_filter = ["role", "topic_shift", "tenant"]
    search_fields = ["conversation__public_id"]  # the content is sealed at rest: not searchable in SQL
    list_select_related = ["conversation"]


class StateForm(forms.ModelForm):
    class Meta:
        model = ConversationState
        fields = ["data"]

    def clean_data(self) -> Any:
        data = self.cleaned_data["data"]
        if not isinstance(data, dict):
            raise forms.ValidationError("The state is a JSON object.")
        return data


@admin.register(ConversationState)
class ConversationStateAdmin(SimpleHistoryAdmin):
    form = StateForm
    list_display = ["conversation", "version", "updated_at"]
    list_filter = ["tenant", "conversation__status"]
    search_fields = ["conversation__public_id"]
    readonly_fields = ["conversation", "version", "updated_at"]
    list_select_related = ["conversation"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def save_model(self, request: HttpRequest, obj: ConversationState, form: forms.ModelForm, change: bool) -> None:
        """Through the service: a new version, the conversation's memory version bumped (so the hot cache is
        rebuilt, never served stale), an audit event with before and after, and a state.updated event."""
        try:
            saved = replace_state(conversation=obj.conversation, data=obj.data, actor=request.user)
        except ApplicationError as exc:
            self.message_user(request, exc.message, messages.ERROR)
            return
        obj.version, obj.updated_at = saved.version, saved.updated_at


@admin.register(Summary)
class SummaryAdmin(ReadOnlyAdmin):
    list_display = [
        "conversation",
        "first_turn",
        "last_turn",
        "topic",
        "token_count",
        "closed_by_topic_shift",
        "created_at",
    ]
    list_filter = ["closed_by_topic_shift", "tenant"]
    search_fields = ["conversation__public_id"]  # the topic is sealed at rest
    list_select_related = ["conversation"]


@admin.register(EntityMention)
class EntityMentionAdmin(ReadOnlyAdmin):
    """Names, places, products, numbers and dates each turn mentioned ("there" and "that one" resolve to these)."""

    list_display = ["conversation", "turn", "role", "kind", "text", "created_at"]
    list_filter = ["kind", "role", "tenant"]
    search_fields = ["conversation__public_id", "conversation__user_id"]  # the text is sealed at rest
    list_select_related = ["conversation"]


@admin.register(ContextBuildRollup)
class ContextBuildRollupAdmin(ReadOnlyAdmin):
    list_display = [
        "bucket_start",
        "tenant",
        "role",
        "builds",
        "cache_hits",
        "compressions",
        "over_budget",
        "context_tokens",
        "naive_tokens",
    ]
    list_filter = ["tenant", "role"]
    date_hierarchy = "bucket_start"
    list_select_related = ["tenant"]
