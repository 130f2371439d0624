"""Creating tenants and their API keys (used by the management commands and the demo seed)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.text import slugify

from memory_platform.api.errors import ApplicationError
from tenants.keycache import forget_key, forget_tenant_keys
from tenants.models import ApiKey, AuditEvent, Membership, OperatorRole, Role, Tenant
from tenants.policy import policy_problems


def create_tenant(*, slug: str, name: str = "", policy_overrides: Mapping[str, object] | None = None) -> Tenant:
    """A tenant with the deployment's memory policy, or with `policy_overrides` (MemoryPolicy settings) on top."""
    if slugify(slug) != slug or not slug:
        raise ApplicationError(
            f"'{slug}' is not a valid slug (lowercase letters, digits, hyphens).", code="invalid_slug"
        )
    overrides = _valid_policy(policy_overrides or {})
    if Tenant.objects.filter(slug=slug).exists():
        raise ApplicationError(f"Tenant '{slug}' already exists.", code="tenant_exists")
    return Tenant.objects.create(slug=slug, name=name or slug, policy_overrides=overrides)


def set_tenant_policy(*, tenant: Tenant, overrides: Mapping[str, object]) -> Tenant:
    """Replace the tenant's own policy settings; the settings left out inherit the deployment's."""
    tenant.policy_overrides = _valid_policy(overrides)
    with transaction.atomic():
        tenant.save(update_fields=["policy_overrides"])
        forget_tenant_keys(tenant)  # cached keys carry the tenant: the new policy applies at once
    return tenant


def _valid_policy(overrides: Mapping[str, object]) -> dict[str, object]:
    problems = policy_problems(overrides)
    if problems:
        raise ApplicationError(" ".join(problems), code="invalid_policy", fields={"policy_overrides": problems})
    return dict(overrides)


def create_api_key(*, tenant: Tenant, roles: Sequence[str], name: str = "") -> tuple[ApiKey, str]:
    """Return the key row and the raw key, which is shown once and never stored."""
    unknown = set(roles) - set(Role.values)
    if not roles or unknown:
        raise ApplicationError(
            f"roles must be a non-empty subset of client, admin (got {', '.join(roles) or 'none'}).",
            code="invalid_roles",
        )
    with transaction.atomic():
        return ApiKey.objects.issue(
            tenant=tenant,
            name=name or f"{tenant.slug} {'+'.join(roles)} key",
            allows_client=Role.CLIENT in roles,
            allows_admin=Role.ADMIN in roles,
        )


def create_operator(
    *, username: str, password: str, tenant: Tenant, role: str = OperatorRole.VIEWER, email: str = ""
) -> tuple[AbstractBaseUser, bool]:
    """A dashboard login with a membership in `tenant`, and whether the user is new; an existing user
    keeps their password and just gains (or changes) the membership."""
    if role not in OperatorRole.values:
        raise ApplicationError(f"role must be one of {', '.join(OperatorRole.values)}.", code="invalid_role")
    if not username.strip():
        raise ApplicationError("username may not be empty.", code="invalid_username")
    user_model = get_user_model()
    with transaction.atomic():
        user = user_model.objects.filter(username=username).first()
        created = user is None
        if user is None:
            user = user_model(username=username, email=email)
            try:
                validate_password(password, user)
            except ValidationError as exc:
                raise ApplicationError(" ".join(exc.messages), code="weak_password") from None
            user.set_password(password)
            user.save()
        Membership.objects.update_or_create(user=user, tenant=tenant, defaults={"role": role})
    return user, created


def revoke_api_key(*, api_key: ApiKey) -> ApiKey:
    """Revoke a key: refused from the moment the change commits, on every process (its cached copy goes)."""
    with transaction.atomic():
        api_key.revoked = True
        api_key.save(update_fields=["revoked"])
        forget_key(api_key)
        AuditEvent.objects.create(
            tenant_id=api_key.tenant_id, action="api_key_revoke", object_type="api_key", object_ref=api_key.prefix
        )
    return api_key
