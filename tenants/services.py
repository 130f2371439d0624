"""Creating tenants and their API keys (used by the management commands and the demo seed)."""

from __future__ import annotations

from collections.abc import Sequence

from django.db import transaction
from django.utils.text import slugify

from memory_platform.errors import ApplicationError
from tenants.models import ApiKey, Role, Tenant


def create_tenant(*, slug: str, name: str = "", **policy: object) -> Tenant:
    if slugify(slug) != slug or not slug:
        raise ApplicationError(f"'{slug}' is not a valid slug (lowercase letters, digits, hyphens).", code="invalid_slug")
    if Tenant.objects.filter(slug=slug).exists():
        raise ApplicationError(f"Tenant '{slug}' already exists.", code="tenant_exists")
    return Tenant.objects.create(slug=slug, name=name or slug, **policy)


def create_api_key(*, tenant: Tenant, roles: Sequence[str], name: str = "") -> tuple[ApiKey, str]:
    """Return the key row and the raw key, which is shown once and never stored."""
    unknown = set(roles) - set(Role.values)
    if not roles or unknown:
        raise ApplicationError(f"roles must be a non-empty subset of client, admin (got {', '.join(roles) or 'none'}).", code="invalid_roles")
    with transaction.atomic():
        return ApiKey.objects.create_key(
            tenant=tenant, name=name or f"{tenant.slug} {'+'.join(roles)} key",
            allows_client=Role.CLIENT in roles, allows_admin=Role.ADMIN in roles,
        )
