"""Django admin is for superusers only: it shows every tenant's data, and has no notion of an operator's
memberships. Operators, staff or not, use the dashboard, which is scoped to their tenants."""

from __future__ import annotations

from django.contrib import admin
from django.contrib.admin.apps import AdminConfig
from django.http import HttpRequest


class SuperuserAdminSite(admin.AdminSite):
    def has_permission(self, request: HttpRequest) -> bool:
        return bool(request.user.is_active and request.user.is_superuser)


class SuperuserAdminConfig(AdminConfig):
    default_site = "memory_platform.admin_site.SuperuserAdminSite"
