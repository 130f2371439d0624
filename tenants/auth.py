"""API-key authentication: resolves the tenant once, at the edge, from `Authorization: Api-Key <key>`."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from django.utils import timezone
from rest_framework import authentication, exceptions, permissions
from rest_framework.request import Request

from memory_platform.errors import Forbidden
from tenants.models import ApiKey, Tenant

KEYWORD = "Api-Key"
LAST_USED_RESOLUTION = timedelta(minutes=1)


@dataclass(frozen=True)
class ApiKeyActor:
    """The authenticated caller: an API key and the tenant it belongs to."""

    api_key: ApiKey

    is_authenticated = True
    is_anonymous = False

    @property
    def tenant(self) -> Tenant:
        return self.api_key.tenant

    def require_role(self, role: str) -> None:
        if not self.api_key.allows(role):
            raise Forbidden(f"This API key may not act for the '{role}' assistant.", code="role_not_allowed")


def _raw_key(request: Request) -> str | None:
    header = request.META.get("HTTP_AUTHORIZATION", "")
    if header:
        scheme, _, value = header.partition(" ")
        if scheme.lower() == KEYWORD.lower() and value.strip():
            return value.strip()
        return None
    value = request.META.get("HTTP_X_API_KEY", "").strip()
    return value or None


class ApiKeyAuthentication(authentication.BaseAuthentication):
    def authenticate(self, request: Request) -> tuple[ApiKeyActor, ApiKey] | None:
        raw = _raw_key(request)
        if raw is None:
            if request.META.get("HTTP_AUTHORIZATION"):
                raise exceptions.AuthenticationFailed("Use 'Authorization: Api-Key <key>' or the X-Api-Key header.")
            return None
        try:
            api_key = ApiKey.objects.get_from_key(raw)
        except ApiKey.DoesNotExist:
            raise exceptions.AuthenticationFailed("Invalid API key.") from None
        if api_key.has_expired or api_key.revoked:
            raise exceptions.AuthenticationFailed("This API key has been revoked or has expired.")
        if not api_key.tenant.is_active:
            raise exceptions.AuthenticationFailed("This tenant is not active.")
        _touch(api_key)
        return ApiKeyActor(api_key), api_key

    def authenticate_header(self, request: Request) -> str:
        return KEYWORD


def _touch(api_key: ApiKey) -> None:
    """Record last use at minute resolution, so a busy key does not write on every request."""
    now = timezone.now()
    if api_key.last_used_at is None or now - api_key.last_used_at > LAST_USED_RESOLUTION:
        ApiKey.objects.filter(pk=api_key.pk).update(last_used_at=now)
        api_key.last_used_at = now


class HasTenantKey(permissions.BasePermission):
    def has_permission(self, request: Request, view: object) -> bool:
        return isinstance(request.user, ApiKeyActor)
