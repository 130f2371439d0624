"""Helpers for driving conversations through the API in tests."""

from __future__ import annotations

from rest_framework.test import APIClient

from conversations.models import Conversation


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
