"""The small family of domain errors services raise; memory_platform.api.exception_handler renders them."""

from __future__ import annotations

from rest_framework import status


class ApplicationError(Exception):
    """A failure a client can act on; services raise it, the handler renders it."""

    status_code: int = status.HTTP_400_BAD_REQUEST
    code: str = "invalid"

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        fields: dict[str, list[str]] | None = None,
        headers: dict[str, str] | None = None,
    ):
        super().__init__(message)
        self.message = message
        if code:
            self.code = code
        self.fields = fields or {}
        self.headers = headers or {}


class NotFound(ApplicationError):
    status_code = status.HTTP_404_NOT_FOUND
    code = "not_found"


class Forbidden(ApplicationError):
    status_code = status.HTTP_403_FORBIDDEN
    code = "forbidden"


class Conflict(ApplicationError):
    status_code = status.HTTP_409_CONFLICT
    code = "conflict"


class Gone(ApplicationError):
    status_code = status.HTTP_410_GONE
    code = "expired"


class TooLarge(ApplicationError):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    code = "too_large"


class InvalidText(ApplicationError):
    code = "invalid_text"
