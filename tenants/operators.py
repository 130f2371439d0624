"""Operators (Django users) and the tenants they may see: one access rule for every dashboard view and stream."""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser

from memory_platform.api.errors import Forbidden, NotFound
from tenants.models import Membership, OperatorRole, Tenant

User = AbstractBaseUser | AnonymousUser


@dataclass(frozen=True)
class OperatorAccess:
    """An operator's access to one tenant: staff superusers manage every tenant."""

    tenant: Tenant
    role: str

    @property
    def can_manage(self) -> bool:
        return self.role == OperatorRole.MANAGER

    def require_manager(self) -> None:
        if not self.can_manage:
            raise Forbidden("Only a manager of this tenant may do that.", code="manager_required")


def _is_superuser(user: User) -> bool:
    return bool(getattr(user, "is_active", False) and getattr(user, "is_superuser", False))


def operator_tenants(*, user: User) -> list[OperatorAccess]:
    """Every tenant the operator may open, by slug."""
    if not user.is_authenticated:
        return []
    if _is_superuser(user):
        return [OperatorAccess(tenant=t, role=OperatorRole.MANAGER) for t in Tenant.objects.filter(is_active=True)]
    memberships = Membership.objects.for_user(user).select_related("tenant").order_by("tenant__slug")
    return [OperatorAccess(tenant=m.tenant, role=m.role) for m in memberships]


def access_tenant_for_operator(*, user: User, slug: str) -> OperatorAccess:
    """Missing, inactive or not the operator's: the same 404, so nothing leaks across tenants."""
    if user.is_authenticated and getattr(user, "is_active", False):
        if _is_superuser(user):
            tenant = Tenant.objects.filter(slug=slug, is_active=True).first()
            if tenant is not None:
                return OperatorAccess(tenant=tenant, role=OperatorRole.MANAGER)
        else:
            membership = Membership.objects.for_user(user).select_related("tenant").filter(tenant__slug=slug).first()
            if membership is not None:
                return OperatorAccess(tenant=membership.tenant, role=membership.role)
    raise NotFound("No such tenant.", code="not_found")
