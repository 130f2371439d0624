"""Audit-history hooks: who changed a memory object, for django-simple-history."""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser


def history_user(instance=None, request=None, **kwargs):
    """The operator behind a change made in admin; API-key changes are recorded as AuditEvents."""
    user = getattr(request, "user", None) if request is not None else None
    return user if isinstance(user, AbstractBaseUser) else None
