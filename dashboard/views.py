"""The operators' dashboard: thin views over the dashboard's selectors and the facts services."""

from __future__ import annotations

import json
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Page, Paginator
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.http import url_has_allowed_host_and_scheme

from conversations.selectors import list_conversations
from dashboard import conversations as conversation_pages
from dashboard import health as health_figures
from dashboard import overview as overview_figures
from dashboard.access import tenant_page
from dashboard.errors import post_only
from dashboard.facts import facts_table, with_reasons
from dashboard.forms import ConversationFilterForm, FactFilterForm, PeriodForm
from facts.models import Fact
from facts.services.facts import confirm_fact, delete_fact, mark_fact_stale
from memory_platform.api.errors import ApplicationError, NotFound
from tenants.models import Role
from tenants.operators import OperatorAccess, operator_tenants

PAGE_SIZE = 50
FACT_ACTIONS = {"confirm": confirm_fact, "stale": mark_fact_stale, "delete": delete_fact}


def _render(
    request: HttpRequest, access: OperatorAccess, template: str, nav: str, status: int = 200, **context: Any
) -> HttpResponse:
    base = {"access": access, "tenant": access.tenant, "tenants": operator_tenants(user=request.user), "nav": nav}
    return render(request, template, {**base, **context}, status=status)


def _page(request: HttpRequest, items: Any) -> Page:
    return Paginator(items, PAGE_SIZE).get_page(request.GET.get("page"))


@login_required
def home(request: HttpRequest) -> HttpResponse:
    tenants = operator_tenants(user=request.user)
    if len(tenants) == 1:
        return redirect("dashboard:overview", slug=tenants[0].tenant.slug)
    return render(request, "dashboard/home.html", {"tenants": tenants})


@tenant_page
def overview(request: HttpRequest, access: OperatorAccess) -> HttpResponse:
    now = timezone.now()
    period = overview_figures.PERIODS[PeriodForm(request.GET).period_name()]
    return _render(
        request,
        access,
        "dashboard/overview.html",
        "overview",
        period=period,
        periods=list(overview_figures.PERIODS),
        conversations=overview_figures.conversation_counts(tenant=access.tenant, now=now),
        facts=overview_figures.facts_by_domain(tenant=access.tenant),
        economics=overview_figures.token_economics(tenant=access.tenant, period=period, now=now),
        live=overview_figures.live_conversations(tenant=access.tenant, now=now),
    )


@tenant_page
def health(request: HttpRequest, access: OperatorAccess) -> HttpResponse:
    now = timezone.now()
    policy = access.tenant.policy
    lifecycle = health_figures.lifecycle_per_day(tenant=access.tenant, now=now, policy=policy)
    return _render(
        request,
        access,
        "dashboard/health.html",
        "health",
        lifecycle=lifecycle,
        lifecycle_chart=[{**row, "day": row["day"].isoformat()} for row in lifecycle],
        per_user=health_figures.facts_per_user(tenant=access.tenant),
        injection=health_figures.injection_health(tenant=access.tenant, now=now, policy=policy),
        duplicates=health_figures.duplicates(tenant=access.tenant),
        budget=health_figures.budget_health(tenant=access.tenant, now=now),
        policy=policy,
    )


@tenant_page
def facts(request: HttpRequest, access: OperatorAccess) -> HttpResponse:
    form = FactFilterForm(request.GET)
    if not form.is_valid():
        return _render(request, access, "dashboard/facts.html", "facts", status=400, form=form, page=None, rows=[])
    now = timezone.now()
    policy = access.tenant.policy
    page = _page(request, facts_table(tenant=access.tenant, filters=form.filters(), now=now, policy=policy))
    rows = with_reasons(list(page.object_list), now=now, policy=policy)
    query = request.GET.copy()
    query.pop("page", None)
    return _render(
        request,
        access,
        "dashboard/facts.html",
        "facts",
        form=form,
        page=page,
        rows=rows,
        actions=list(FACT_ACTIONS),
        query=query.urlencode(),
    )


@post_only
@tenant_page
def fact_action(request: HttpRequest, access: OperatorAccess, fact_id: int, action: str) -> HttpResponse:
    access.require_manager()
    fact = Fact.objects.for_tenant(access.tenant).select_related("tenant").filter(pk=fact_id).first()
    if fact is None or action not in FACT_ACTIONS:
        raise NotFound("No such fact.")
    try:
        FACT_ACTIONS[action](fact=fact, actor=request.user)
        messages.success(request, f"Fact {fact.pk}: {action} done.")
    except ApplicationError as exc:
        messages.error(request, exc.message)
    target = request.POST.get("next", "")
    if not url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        target = reverse("dashboard:facts", kwargs={"slug": access.tenant.slug})
    return HttpResponseRedirect(target)


@tenant_page
def conversations(request: HttpRequest, access: OperatorAccess) -> HttpResponse:
    form = ConversationFilterForm(request.GET)
    valid = form.is_valid()
    criteria = {k: v for k, v in form.cleaned_data.items() if v} if valid else {}
    page = _page(request, list_conversations(tenant=access.tenant, roles=list(Role.values), **criteria))
    return _render(
        request,
        access,
        "dashboard/conversations.html",
        "conversations",
        status=200 if valid else 400,
        form=form,
        page=page,
    )


@tenant_page
def conversation(request: HttpRequest, access: OperatorAccess, public_id: str) -> HttpResponse:
    detail = conversation_pages.conversation_page(tenant=access.tenant, public_id=public_id)
    return _render(
        request,
        access,
        "dashboard/conversation.html",
        "conversations",
        detail=detail,
        state_json=json.dumps(detail.state.data, ensure_ascii=False, indent=2, sort_keys=True),
        bar=conversation_pages.budget_bar(detail.last_context),
    )


@tenant_page
def receipts(request: HttpRequest, access: OperatorAccess) -> HttpResponse:
    page = _page(request, conversation_pages.forget_receipts(tenant=access.tenant))
    return _render(request, access, "dashboard/receipts.html", "receipts", page=page)
