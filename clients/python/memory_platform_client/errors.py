"""Typed exceptions: one class per answer a caller acts on differently, all carrying the server's
JSON error (code, message, fields) and, where the server sent one, its Retry-After."""

from __future__ import annotations

from typing import Any


class MemoryPlatformError(Exception):
    """Every error this client raises."""


class ConfigurationError(MemoryPlatformError):
    """No base URL or no API key: give them as arguments or in the environment."""


class ConnectionFailedError(MemoryPlatformError):
    """The service could not be reached, or the connection broke, on every attempt."""


class ApiError(MemoryPlatformError):
    """The service answered with an error."""

    status: int = 0

    def __init__(
        self,
        message: str,
        *,
        status: int,
        code: str,
        fields: dict[str, Any] | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.fields = fields or {}
        self.retry_after = retry_after


class ValidationError(ApiError):
    """The request was refused as it stands (400, 413, 415, 422): fix it, do not retry it."""


class AuthenticationError(ApiError):
    """No key, or a key the service does not know (401); a stream closed with 4401."""


class PermissionDeniedError(AuthenticationError):
    """The key may not do this, e.g. act for another assistant role (403); a stream closed with 4403."""


class NotFoundError(ApiError):
    """No such resource for this tenant (404): missing and someone else's look the same."""


class ConflictError(ApiError):
    """The resource is not in a state that allows this (409)."""


class BusyError(ConflictError):
    """Another turn of the conversation holds the lock (409 busy); retried by the client."""


class StaleVersionError(ConflictError):
    """The state changed since the version you read (409 stale_version); read it again. Never retried."""


class LeaseInvalidError(ConflictError):
    """The lease does not hold the turn: wrong, expired, or the turn is already complete. Never retried."""


class GoneError(ApiError):
    """The conversation expired or was closed (410): start a new one."""


class IdempotencyKeyReusedError(ValidationError):
    """The Idempotency-Key was already used with a different request (422)."""


class ThrottledError(ApiError):
    """Over the key's or tenant's request rate (429); retried by the client, after Retry-After."""


class UnavailableError(ApiError):
    """The service or its database is unavailable (502, 503, 504); retried by the client."""


class ServerError(ApiError):
    """The service failed (500); nothing half-written was kept."""


_BY_CODE: dict[str, type[ApiError]] = {
    "busy": BusyError,
    "stale_version": StaleVersionError,
    "lease_invalid": LeaseInvalidError,
    "lease_expired": LeaseInvalidError,
    "already_completed": LeaseInvalidError,
    "idempotency_key_reused": IdempotencyKeyReusedError,
}

_BY_STATUS: dict[int, type[ApiError]] = {
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    410: GoneError,
    429: ThrottledError,
    502: UnavailableError,
    503: UnavailableError,
    504: UnavailableError,
}


def error_for(status: int, body: Any, retry_after: float | None) -> ApiError:
    """The exception for an error answer, from its status and the JSON error shape."""
    detail = body.get("error") if isinstance(body, dict) else None
    detail = detail if isinstance(detail, dict) else {}
    code = str(detail.get("code") or f"http_{status}")
    message = str(detail.get("message") or "The service answered with an error.")
    fields = detail.get("fields") if isinstance(detail.get("fields"), dict) else {}
    kind = _BY_CODE.get(code) or _BY_STATUS.get(status)
    if kind is None:
        kind = ServerError if status >= 500 else ValidationError
    return kind(message, status=status, code=code, fields=fields, retry_after=retry_after)
