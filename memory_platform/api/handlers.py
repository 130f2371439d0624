"""Django-level error views and request guards, so that every answer is JSON: unknown paths,
failures outside DRF, request bodies over the size limit (declared or streamed), and text in a
path or query string that the database cannot store."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.urls import is_valid_path

from memory_platform.api.errors import InvalidText
from memory_platform.api.storable import refuse_unstorable

Scope = dict[str, Any]
Receive = Callable[[], Awaitable[Mapping[str, Any]]]
Send = Callable[[Mapping[str, Any]], Awaitable[None]]
AsgiApp = Callable[[Scope, Receive, Send], Awaitable[None]]


def error_json(status: int, code: str, message: str, fields: dict[str, list[str]] | None = None) -> JsonResponse:
    return JsonResponse({"error": {"code": code, "message": message, "fields": fields or {}}}, status=status)


def too_large() -> JsonResponse:
    return error_json(413, "too_large", f"The request body is over {settings.DATA_UPLOAD_MAX_MEMORY_SIZE} bytes.")


def bad_request(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    if isinstance(exception, RequestDataTooBig):
        return too_large()
    return error_json(400, "bad_request", "The request could not be understood.")


def permission_denied(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    return error_json(403, "forbidden", "You may not do this.")


def not_found(request: HttpRequest, exception: Exception | None = None) -> JsonResponse:
    return error_json(404, "not_found", "No such resource.")


def server_error(request: HttpRequest) -> JsonResponse:
    return error_json(500, "server_error", "Something went wrong on our side; nothing half-written was kept.")


class ApiTrailingSlash:
    """An API path without its trailing slash: a JSON 308 to the right path (method and body kept by
    every client that follows it), where Django's slash-appending would send an HTML 301 that turns a
    POST into a GET."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        path = request.path_info
        if (
            path.startswith("/api/")
            and not path.endswith("/")
            and not is_valid_path(path)
            and is_valid_path(f"{path}/")
        ):
            target = request.get_full_path(force_append_slash=True)
            response = error_json(
                308, "trailing_slash", f"The path ends with a slash: {request.method} {target}", {"path": [target]}
            )
            response["Location"] = target
            return response
        return self.get_response(request)


class BodySizeLimit:
    """Refuse a declared body over DATA_UPLOAD_MAX_MEMORY_SIZE with a JSON 413 before reading it.
    (A body without Content-Length is measured by AsgiBodySizeLimit as it streams in; WSGI reads none.)"""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            return error_json(400, "bad_request", "Content-Length is not a number.")
        if limit is not None and length > limit:
            return too_large()
        return self.get_response(request)


class StorableText:
    """Refuse a path or query string holding text the database cannot store (the rule in
    memory_platform.api.storable) with a JSON 400, before any view looks it up."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        try:
            refuse_unstorable(request.path_info, where="path")
            refuse_unstorable(dict(request.GET.lists()))
        except InvalidText as exc:
            return error_json(exc.status_code, exc.code, exc.message, exc.fields)
        return self.get_response(request)


class AsgiBodySizeLimit:
    """ASGI wrapper in front of Django: a body over DATA_UPLOAD_MAX_MEMORY_SIZE gets a JSON 413 as
    soon as it is declared or, when it streams without Content-Length (chunked), as soon as it passes
    the limit, before Django buffers it. A streamed body within the limit reaches Django with its
    length, so DRF reads it instead of taking it for empty."""

    def __init__(self, app: AsgiApp):
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        if scope["type"] != "http" or limit is None:
            await self.app(scope, receive, send)
            return
        declared = _header(scope, b"content-length")
        if declared is not None:
            if declared.isdigit() and int(declared) > limit:
                await _respond(send, too_large())
                return
            await self.app(scope, receive, send)
            return
        body = await _read_at_most(receive, limit)
        if body is None:
            await _respond(send, too_large())
            return
        headers = [*scope["headers"], (b"content-length", str(len(body)).encode())]
        await self.app({**scope, "headers": headers}, _replay(body, receive), send)


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope["headers"]:
        if key.lower() == name:
            return bytes(value).decode("latin-1").strip()
    return None


async def _read_at_most(receive: Receive, limit: int) -> bytes | None:
    """The whole body, or None as soon as it passes `limit` bytes (or the client goes away)."""
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return None
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks)


def _replay(body: bytes, receive: Receive) -> Receive:
    sent = False

    async def replay() -> Mapping[str, Any]:
        nonlocal sent
        if sent:
            return await receive()
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replay


async def _respond(send: Send, response: HttpResponse) -> None:
    headers = [
        (b"content-type", response["Content-Type"].encode()),
        (b"content-length", str(len(response.content)).encode()),
    ]
    await send({"type": "http.response.start", "status": response.status_code, "headers": headers})
    await send({"type": "http.response.body", "body": response.content})
