"""Validating the dashboard's query strings: a bad filter is shown as an error, never a 500."""

from __future__ import annotations

from django import forms

from dashboard.facts import INJECTABLE, REASON_LABELS, FactFilters
from dashboard.overview import DEFAULT_PERIOD, PERIODS
from facts.models import Confidence, FactStatus
from tenants.models import Role

BLANK = [("", "any")]


class PeriodForm(forms.Form):
    period = forms.ChoiceField(choices=[(name, name) for name in PERIODS], required=False)

    def period_name(self) -> str:
        return (self.cleaned_data.get("period") if self.is_valid() else None) or DEFAULT_PERIOD


class FactFilterForm(forms.Form):
    status = forms.ChoiceField(choices=BLANK + list(FactStatus.choices), required=False)
    domain = forms.SlugField(required=False, max_length=32)
    user_id = forms.CharField(required=False, max_length=128)
    role = forms.ChoiceField(choices=BLANK + list(Role.choices), required=False)
    confidence = forms.ChoiceField(choices=BLANK + list(Confidence.choices), required=False)
    confirmed_after = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}))
    confirmed_before = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}))
    reason = forms.ChoiceField(
        choices=BLANK + [(INJECTABLE, "injected")] + [(k, f"not injected: {v}") for k, v in REASON_LABELS.items()],
        required=False,
        label="Injection",
    )
    created_on = forms.DateField(required=False, widget=forms.HiddenInput)
    superseded_on = forms.DateField(required=False, widget=forms.HiddenInput)
    retired_on = forms.DateField(required=False, widget=forms.HiddenInput)
    never_injected = forms.BooleanField(required=False)
    stale_soon = forms.BooleanField(required=False, label="Injected, stale soon")
    duplicates = forms.BooleanField(required=False, label="Duplicate-looking")

    def filters(self) -> FactFilters:
        return FactFilters(**self.cleaned_data)


class ConversationFilterForm(forms.Form):
    status = forms.ChoiceField(choices=[*BLANK, ("active", "active"), ("expired", "expired")], required=False)
    user_id = forms.CharField(required=False, max_length=128)
