"""Every answer is JSON in the one error shape, also where Django answers before any API view does:
unknown paths and malformed ids, methods, hosts, bodies too large (declared or streamed), bodies
that are not JSON, and server errors, which show no traceback."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping
from typing import Any

import pytest
from asgiref.sync import async_to_sync
from django.http import HttpResponse

from conversations.models import Conversation, Message
from memory_platform.asgi import application
from tests.failing_urls import FAILURE_DETAIL
from tests.helpers import keeping_test_transaction, new_conversation


def assert_error(response: HttpResponse, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.content
    assert response["Content-Type"].startswith("application/json"), response["Content-Type"]
    body = json.loads(response.content)
    assert set(body) == {"error"}, body
    assert set(body["error"]) == {"code", "message", "fields"}, body
    assert body["error"]["code"] == code, body
    assert body["error"]["message"], body
    return body["error"]


@pytest.mark.parametrize("path", ["/api/v1/nowhere/", "/nowhere", "/", "/api/v2/conversations/"])
def test_an_unknown_path_is_a_json_404(client_api, path):
    assert_error(client_api.get(path), 404, "not_found")


@pytest.mark.parametrize(
    "path",
    [
        "/api/v1/facts/abc/",
        "/api/v1/facts/1.5/history/",
        "/api/v1/facts/-1/confirm/",
        "/api/v1/conversations/x/turns/abc/complete/",
    ],
)
def test_a_malformed_id_is_a_json_404(client_api, path):
    assert_error(client_api.post(path, {}, format="json"), 404, "not_found")


def test_a_malformed_id_is_a_json_404_without_a_key_too(anonymous_api):
    assert_error(anonymous_api.get("/api/v1/facts/abc/"), 404, "not_found")


def test_an_unsupported_method_is_a_json_405_with_allow(client_api):
    response = client_api.put("/api/v1/conversations/", {"role": "client", "user_id": "1"}, format="json")
    assert_error(response, 405, "method_not_allowed")
    assert set(response["Allow"].replace(" ", "").split(",")) >= {"GET", "POST"}
    assert Conversation.objects.count() == 0


def test_a_host_django_refuses_is_a_json_400(client_api):
    assert_error(client_api.get("/api/v1/conversations/", HTTP_HOST="evil.example"), 400, "bad_request")


def test_a_malformed_content_length_is_a_json_400(client_api):
    response = client_api.post(
        "/api/v1/conversations/", data=b"{}", content_type="application/json", CONTENT_LENGTH="lots"
    )
    assert_error(response, 400, "bad_request")


def test_a_body_over_the_limit_is_a_json_413_and_stores_nothing(client_api, settings):
    cid = new_conversation(client_api)
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    body = json.dumps({"role": "user", "content": "x" * 2000})
    response = client_api.post(f"/api/v1/conversations/{cid}/messages/", data=body, content_type="application/json")
    assert_error(response, 413, "too_large")
    assert Message.objects.count() == 0


@pytest.mark.parametrize(
    ("content_type", "body"),
    [
        ("text/plain", "hola"),
        ("application/x-www-form-urlencoded", "role=user&content=hola"),
        ("application/xml", "<message>hola</message>"),
    ],
)
def test_a_body_that_is_not_json_is_a_json_415(client_api, content_type, body):
    cid = new_conversation(client_api)
    response = client_api.post(f"/api/v1/conversations/{cid}/messages/", data=body, content_type=content_type)
    assert_error(response, 415, "unsupported_media_type")
    assert Message.objects.count() == 0


def test_malformed_json_is_a_json_400(client_api):
    response = client_api.post("/api/v1/conversations/", data=b'{"role": "client", ', content_type="application/json")
    assert_error(response, 400, "malformed_json")


@pytest.mark.urls("tests.failing_urls")
@pytest.mark.parametrize("path", ["/test-only/fails/", "/api/v1/test-only/fails/"])
def test_a_server_error_is_a_json_500_without_a_traceback(client_api, path):
    client_api.raise_request_exception = False
    error = assert_error(client_api.get(path), 500, "server_error")
    assert FAILURE_DETAIL not in json.dumps(error)
    assert "Traceback" not in json.dumps(error)


@pytest.mark.urls("tests.failing_urls")
@pytest.mark.parametrize(
    ("path", "status", "code"),
    [
        ("/test-only/too-big/", 413, "too_large"),
        ("/test-only/suspicious/", 400, "bad_request"),
        ("/test-only/denied/", 403, "forbidden"),
    ],
)
def test_djangos_own_errors_are_json(client, path, status, code):
    assert_error(client.get(path), status, code)


# Requests sent straight to the ASGI application, as daphne sends them: a body may stream in chunks
# without any Content-Length.


def _asgi_post(path: str, chunks: list[bytes], headers: Mapping[bytes, bytes]) -> tuple[int, bytes, int]:
    """(status, body, how many chunks the application read) of one POST through the ASGI app."""
    pending = [
        {"type": "http.request", "body": chunk, "more_body": i < len(chunks) - 1} for i, chunk in enumerate(chunks)
    ]
    sent: list[Mapping[str, Any]] = []
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": [(b"host", b"testserver"), (b"content-type", b"application/json"), *headers.items()],
        "client": ("127.0.0.1", 40000),
        "server": ("testserver", 80),
    }

    async def receive() -> Mapping[str, Any]:
        if pending:
            return pending.pop(0)
        await asyncio.Event().wait()  # the client stays connected until the answer
        raise AssertionError("unreachable")

    async def send(message: Mapping[str, Any]) -> None:
        sent.append(message)

    with keeping_test_transaction():
        async_to_sync(application)(scope, receive, send)
    status = next(m["status"] for m in sent if m["type"] == "http.response.start")
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return status, body, len(chunks) - len(pending)


def _chunks(payload: bytes, size: int) -> list[bytes]:
    return [payload[i : i + size] for i in range(0, len(payload), size)]


def test_a_streamed_body_over_the_limit_is_a_json_413_before_it_is_read_whole(client_api, settings):
    cid = new_conversation(client_api)
    auth = client_api._credentials["HTTP_AUTHORIZATION"].encode()
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 2500
    payload = json.dumps({"role": "user", "content": "x" * 10_000}).encode()
    status, body, read = _asgi_post(
        f"/api/v1/conversations/{cid}/messages/",
        _chunks(payload, 1000),
        {b"authorization": auth, b"transfer-encoding": b"chunked"},
    )
    assert status == 413
    assert json.loads(body)["error"]["code"] == "too_large"
    assert read == 3  # stopped at the chunk that passed the limit, of 11
    assert Message.objects.count() == 0


def test_a_declared_body_over_the_limit_is_refused_unread(settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 2500
    status, body, read = _asgi_post("/api/v1/conversations/", [b"{" * 1000] * 5, {b"content-length": b"5000"})
    assert status == 413
    assert json.loads(body)["error"]["code"] == "too_large"
    assert read == 0


def test_a_streamed_body_within_the_limit_is_read_and_stored(client_api, settings):
    cid = new_conversation(client_api)
    auth = client_api._credentials["HTTP_AUTHORIZATION"].encode()
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 2500
    payload = json.dumps({"role": "user", "content": "chunked " * 200}).encode()
    status, body, _ = _asgi_post(
        f"/api/v1/conversations/{cid}/messages/",
        _chunks(payload, 300),
        {b"authorization": auth, b"transfer-encoding": b"chunked"},
    )
    assert status == 201, body
    assert Message.objects.get().content == "chunked " * 200


def test_an_unknown_path_through_asgi_is_a_json_404():
    status, body, _ = _asgi_post("/nowhere/", [b"{}"], {b"content-length": b"2"})
    assert status == 404
    assert json.loads(body)["error"]["code"] == "not_found"
