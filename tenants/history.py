"""Audit-history hooks: who changed a memory object, for django-simple-history."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.http import HttpRequest


def history_user(instance: Any = None, request: HttpRequest | None = None, **kwargs: Any) -> AbstractBaseUser | None:
    """The operator behind a change made in admin; API-key changes are recorded as AuditEvents."""
    user = getattr(request, "user", None) if request is not None else None
    return user if isinstance(user, AbstractBaseUser) else None
