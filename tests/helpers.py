"""Helpers for driving conversations through the API in tests."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

import time_machine
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from django.utils import timezone
from rest_framework.test import APIClient

from conversations import locks
from conversations.models import Conversation, ConversationRowsQuerySet
from memory_platform.redis_client import cache_key, raw_redis


def saying(rows: Iterable[Any], words: str, *, field: str = "text") -> list[Any]:
    """The rows whose `field` holds `words` (any case): the text is sealed at rest, so SQL cannot match it."""
    return [row for row in rows if words.lower() in getattr(row, field).lower()]


def new_conversation(api: APIClient, role: str = "client", user_id: str = "42") -> str:
    response = api.post("/api/v1/conversations/", {"role": role, "user_id": user_id}, format="json")
    assert response.status_code == 201, response.content
    return response.json()["id"]


def turns_url(public_id: str) -> str:
    return f"/api/v1/conversations/{public_id}/turns/"


def begin(api: APIClient, public_id: str, content: str):
    return api.post(turns_url(public_id), {"content": content}, format="json")


def complete(api: APIClient, public_id: str, turn: int, lease: str, content: str, state: dict | None = None):
    body: dict = {"lease": lease, "content": content}
    if state is not None:
        body["state"] = state
    return api.post(f"{turns_url(public_id)}{turn}/complete/", body, format="json")


def run_turn(api: APIClient, public_id: str, user: str, assistant: str, state: dict | None = None) -> dict:
    started = begin(api, public_id, user)
    assert started.status_code == 201, started.content
    body = started.json()
    done = complete(api, public_id, body["turn"], body["lease"], assistant, state)
    assert done.status_code == 200, done.content
    return body


def conversation(public_id: str) -> Conversation:
    return Conversation.objects.get(public_id=public_id)


def rows_of(model: type, public_id: str) -> ConversationRowsQuerySet:
    """A conversation's messages, summaries or state, read as the service reads them (by tenant first)."""
    return model.objects.for_conversation(conversation(public_id))


@contextmanager
def lease_ran_out(public_id: str) -> Iterator[None]:
    """Inside: the clock is past the conversation's turn lease, and Redis has dropped the lock key
    as its own TTL would have by then (Redis keeps its own clock, which time_machine cannot move)."""
    target = conversation(public_id)
    client = raw_redis()
    if client is not None:
        client.delete(cache_key(locks.lock_key(target)))
    later = timezone.now() + timedelta(seconds=target.tenant.policy.lock_lease_seconds + 1)
    with time_machine.travel(later, tick=True):
        yield


@contextmanager
def keeping_test_transaction() -> Iterator[None]:
    """Inside: requests sent straight to the WSGI or ASGI handler keep the test's database connection,
    as Django's test client does; the per-request connection recycling would close the test's open
    transaction."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)
