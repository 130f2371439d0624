"""The audit trail: one helper records every change to memory (who, what, when, before and after)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime
from typing import Any

from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser

from tenants.models import ApiKey, AuditEvent

# Whoever made a change: an assistant's API key, an operator (dashboard or admin), or the system (None).
Actor = ApiKey | AbstractBaseUser | AnonymousUser | None


def snapshot(obj: object, fields: Iterable[str]) -> dict[str, Any]:
    """The named fields of `obj` as JSON-safe values, for the before/after of an audit event."""
    return {name: _json_safe(getattr(obj, name)) for name in fields}


def _json_safe(value: object) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    return value


def record_audit(
    *,
    tenant_id: int,
    action: str,
    object_type: str,
    object_ref: str,
    actor: Actor,
    before: dict[str, Any] | None = None,
    after: dict[str, Any] | None = None,
    details: dict[str, Any] | None = None,
) -> AuditEvent:
    return AuditEvent.objects.create(
        tenant_id=tenant_id,
        action=action,
        object_type=object_type,
        object_ref=object_ref,
        actor_api_key=actor if isinstance(actor, ApiKey) else None,
        actor_user=actor if isinstance(actor, AbstractBaseUser) else None,  # type: ignore[misc]  # the project's user model
        before=before,
        after=after,
        details=details or {},
    )


def scrub_audit_content(*, tenant_id: int, object_type: str, object_refs: Iterable[str]) -> int:
    """Forgetting a user erases what the trail says of them (before/after) and keeps who did what, when."""
    return AuditEvent.objects.filter(
        tenant_id=tenant_id, object_type=object_type, object_ref__in=list(object_refs)
    ).update(before=None, after=None)
