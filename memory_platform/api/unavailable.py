"""PostgreSQL unreachable is a 503 with Retry-After in the JSON error shape, not a 500: the
transaction was rolled back (nothing half-written), and the pool reconnects by itself."""

from __future__ import annotations

import logging
from collections.abc import Callable

from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, JsonResponse

logger = logging.getLogger(__name__)

RETRY_AFTER_SECONDS = 2


def unavailable() -> JsonResponse:
    response = JsonResponse(
        {
            "error": {
                "code": "unavailable",
                "message": "The database is unreachable; nothing was stored. Retry shortly.",
                "fields": {},
            }
        },
        status=503,
    )
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


class DatabaseUnavailable:
    """Turn a lost or refused database connection, wherever it surfaces in a view, into that 503."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if isinstance(exception, OperationalError | InterfaceError):
            logger.warning("Database unreachable for %s %s: %s", request.method, request.path, type(exception).__name__)
            return unavailable()
        return None
