"""Admin for auditors: facts with their history; corrections and actions go through the services (audited,
cached facts dropped). Status and links change only through actions, never by hand."""

from typing import Any

from django import forms
from django.contrib import admin, messages
from django.db.models import QuerySet
from django.http import HttpRequest
from simple_history.admin import SimpleHistoryAdmin

from facts.models import Fact, FactStatus
from facts.services.facts import allowed_domains, confirm_fact, edit_fact, mark_fact_stale
from memory_platform.api.errors import ApplicationError


class FactForm(forms.ModelForm):
    class Meta:
        model = Fact
        fields = ["text", "domain", "key", "confidence"]

    def clean_text(self) -> str:
        text = " ".join(self.cleaned_data["text"].split())
        if not text:
            raise forms.ValidationError("May not be empty.")
        return text

    def clean_domain(self) -> str:
        domain = self.cleaned_data["domain"]
        if self.instance.pk and domain not in allowed_domains(self.instance.tenant):
            raise forms.ValidationError(f"One of {', '.join(allowed_domains(self.instance.tenant))}.")
        return domain


@admin.register(Fact)
class FactAdmin(SimpleHistoryAdmin):
    form = FactForm
    list_display = [
        "text",
        "domain",
        "confidence",
        "status",
        "role",
        "user_id",
        "tenant",
        "last_confirmed_at",
        "confirmations",
        "last_injected_at",
    ]
    list_filter = ["status", "domain", "confidence", "source", "role", "tenant"]
    search_fields = ["user_id", "key"]  # the text is sealed at rest: not searchable in SQL
    readonly_fields = [
        "tenant",
        "role",
        "user_id",
        "status",
        "source",
        "source_message",
        "superseded_by",
        "created_at",
        "last_confirmed_at",
        "confirmations",
        "token_count",
        "last_injected_at",
    ]
    date_hierarchy = "last_confirmed_at"
    list_select_related = ["tenant"]
    actions = ["confirm", "mark_stale"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def save_model(self, request: HttpRequest, obj: Fact, form: forms.ModelForm, change: bool) -> None:
        try:
            edit_fact(
                fact=obj, text=obj.text, domain=obj.domain, key=obj.key, confidence=obj.confidence, actor=request.user
            )
        except ApplicationError as exc:
            self.message_user(request, exc.message, messages.ERROR)

    @admin.action(description="Confirm the selected facts (resets their decay)")
    def confirm(self, request: HttpRequest, queryset: QuerySet[Fact]) -> None:
        self._each(
            request, queryset.filter(status__in=[FactStatus.ACTIVE, FactStatus.STALE]), confirm_fact, "confirmed"
        )

    @admin.action(description="Mark the selected active facts stale (never injected)")
    def mark_stale(self, request: HttpRequest, queryset: QuerySet[Fact]) -> None:
        self._each(request, queryset.filter(status=FactStatus.ACTIVE), mark_fact_stale, "marked stale")

    def _each(self, request: HttpRequest, queryset: QuerySet[Fact], service: Any, done: str) -> None:
        count = 0
        for fact in queryset.select_related("tenant"):
            service(fact=fact, actor=request.user)
            count += 1
        self.message_user(request, f"{count} fact(s) {done}.", messages.SUCCESS)
