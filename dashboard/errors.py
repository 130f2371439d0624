"""The dashboard's own answers for what Django would otherwise render as its bare defaults: a refused
CSRF check, a GET on an action, a locked-out login. A page in the dashboard's layout for a browser,
the JSON error shape for a fetch call or any API path."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from functools import wraps
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.shortcuts import render

from memory_platform.api.handlers import error_json


def wants_json(request: HttpRequest) -> bool:
    accept = request.headers.get("Accept", "")
    return (
        request.path.startswith("/api/")
        or request.headers.get("X-Requested-With") == "XMLHttpRequest"
        or request.headers.get("Sec-Fetch-Mode") in {"cors", "same-origin"}
        or ("application/json" in accept and "text/html" not in accept)
    )


def problem(request: HttpRequest, *, status: int, code: str, title: str, message: str) -> HttpResponse:
    if wants_json(request):
        return error_json(status, code, message)
    return render(request, "dashboard/problem.html", {"title": title, "message": message}, status=status)


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    """CSRF_FAILURE_VIEW: a form that came from another site or an expired page."""
    return problem(
        request,
        status=403,
        code="csrf_failed",
        title="This form could not be accepted",
        message="It came from another site, or the page was open too long. Reload the page and try again.",
    )


def locked_out(request: HttpRequest, original_response: Any = None, credentials: Any = None) -> HttpResponse:
    """AXES_LOCKOUT_CALLABLE: too many failed logins from this address for this username."""
    cooloff = settings.AXES_COOLOFF_TIME
    minutes = int(cooloff.total_seconds() // 60) if isinstance(cooloff, timedelta) else 0
    response = problem(
        request,
        status=429,
        code="locked_out",
        title="Too many failed logins",
        message=f"This login is locked for {minutes} minutes after repeated failures. Try again later.",
    )
    if minutes:
        response["Retry-After"] = str(minutes * 60)
    return response


def post_only(view: Callable[..., HttpResponseBase]) -> Callable[..., HttpResponseBase]:
    """An action answers POST; anything else gets a 405 page saying so (with Allow)."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        if request.method != "POST":
            response = problem(
                request,
                status=405,
                code="method_not_allowed",
                title="Use the button",
                message="This address performs an action: send it with the page's button (POST), not by opening it.",
            )
            response["Allow"] = "POST"
            return response
        return view(request, *args, **kwargs)

    return wrapper
