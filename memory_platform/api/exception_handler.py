"""The one DRF exception handler: every failure becomes the same JSON error shape.

Shape: {"error": {"code": "...", "message": "...", "fields": {...}}}
"""

from __future__ import annotations

import json
from typing import Any

from django.core.exceptions import PermissionDenied, RequestDataTooBig
from django.core.exceptions import ValidationError as DjangoValidationError
from django.http import Http404
from rest_framework import exceptions
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from memory_platform.api.errors import ApplicationError
from memory_platform.api.handlers import too_large

_DRF_CODES = {
    exceptions.ParseError: "malformed_json",
    exceptions.AuthenticationFailed: "unauthenticated",
    exceptions.NotAuthenticated: "unauthenticated",
    exceptions.PermissionDenied: "forbidden",
    exceptions.NotFound: "not_found",
    exceptions.MethodNotAllowed: "method_not_allowed",
    exceptions.UnsupportedMediaType: "unsupported_media_type",
    exceptions.Throttled: "throttled",
    exceptions.ValidationError: "invalid",
}


def _error_body(code: str, message: str, fields: dict | None = None) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, "fields": fields or {}}}


def _flatten(detail: Any) -> Any:
    if isinstance(detail, dict):
        return {key: _flatten(value) for key, value in detail.items()}
    if isinstance(detail, list):
        return [_flatten(item) for item in detail]
    return str(detail)


def _from_validation(exc: exceptions.ValidationError) -> Response:
    detail = exc.detail
    fields = _flatten(detail) if isinstance(detail, dict) else {"non_field_errors": _flatten(detail)}
    messages = []
    for name, problems in fields.items():
        first = problems[0] if isinstance(problems, list) and problems else problems
        messages.append(f"{name}: {first}" if name != "non_field_errors" else str(first))
    return Response(_error_body("invalid", "; ".join(messages) or "Invalid input.", fields), status=400)


def exception_handler(exc: Exception, context: dict[str, Any]) -> Response | None:
    if isinstance(exc, RequestDataTooBig):
        return Response(json.loads(too_large().content), status=413)
    if isinstance(exc, ApplicationError):
        return Response(_error_body(exc.code, exc.message, exc.fields), status=exc.status_code, headers=exc.headers)
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied()
    elif isinstance(exc, DjangoValidationError):
        exc = exceptions.ValidationError(exc.message_dict if hasattr(exc, "error_dict") else exc.messages)
    if isinstance(exc, exceptions.ValidationError):
        return _from_validation(exc)
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    code = next((c for cls, c in _DRF_CODES.items() if isinstance(exc, cls)), "error")
    message = str(getattr(exc, "detail", exc))
    response.data = _error_body(code, message)
    return response
