"""Every endpoint of the API as a builder of one Call: the sync and async clients run the same builders."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from memory_platform_client import models
from memory_platform_client._core import Call, segment


def _state_change(set_: dict[str, Any] | None, unset: list[str] | None) -> dict[str, Any]:
    return {"confirmed": True, "set": set_ or {}, "unset": unset or []}


# Conversations


def create_conversation(*, user_id: str, role: str = "client") -> Call[models.Conversation]:
    return Call("POST", "/conversations/", models.Conversation, body={"user_id": user_id, "role": role})


def get_conversation(conversation_id: str) -> Call[models.Conversation]:
    return Call("GET", f"/conversations/{segment(conversation_id)}/", models.Conversation)


def list_conversations(
    *,
    user_id: str | None = None,
    role: str | None = None,
    status: str | None = None,
    page: int | None = None,
    page_size: int | None = None,
) -> Call[models.ConversationPage]:
    params = {"user_id": user_id, "role": role, "status": status, "page": page, "page_size": page_size}
    return Call("GET", "/conversations/", models.ConversationPage, params=params)


def delete_conversation(conversation_id: str) -> Call[models.ConversationDeleted]:
    return Call("DELETE", f"/conversations/{segment(conversation_id)}/", models.ConversationDeleted)


def preview_context(conversation_id: str, *, query: str | None = None) -> Call[models.Context]:
    return Call("GET", f"/conversations/{segment(conversation_id)}/context/", models.Context, params={"query": query})


def list_messages(
    conversation_id: str, *, page: int | None = None, page_size: int | None = None
) -> Call[models.MessagePage]:
    params = {"page": page, "page_size": page_size}
    return Call("GET", f"/conversations/{segment(conversation_id)}/messages/", models.MessagePage, params=params)


def append_message(
    conversation_id: str, *, role: str, content: str, metadata: dict[str, Any] | None = None
) -> Call[models.Message]:
    body: dict[str, Any] = {"role": role, "content": content}
    if metadata is not None:
        body["metadata"] = metadata
    return Call("POST", f"/conversations/{segment(conversation_id)}/messages/", models.Message, body=body)


def get_state(conversation_id: str) -> Call[models.State]:
    return Call("GET", f"/conversations/{segment(conversation_id)}/state/", models.State)


def update_state(
    conversation_id: str,
    *,
    set: dict[str, Any] | None = None,
    unset: list[str] | None = None,
    version: int | None = None,
) -> Call[models.State]:
    body = _state_change(set, unset)
    if version is not None:
        body["version"] = version
    return Call("PATCH", f"/conversations/{segment(conversation_id)}/state/", models.State, body=body)


def list_summaries(conversation_id: str) -> Call[models.SummaryList]:
    return Call("GET", f"/conversations/{segment(conversation_id)}/summaries/", models.SummaryList)


# Turns


def begin_turn(conversation_id: str, *, content: str) -> Call[models.BeginTurn]:
    return Call(
        "POST", f"/conversations/{segment(conversation_id)}/turns/", models.BeginTurn, body={"content": content}
    )


def complete_turn(
    conversation_id: str,
    turn: int,
    *,
    lease: str,
    content: str,
    state_set: dict[str, Any] | None = None,
    state_unset: list[str] | None = None,
) -> Call[models.CompleteTurn]:
    body: dict[str, Any] = {"lease": lease, "content": content}
    if state_set or state_unset:
        body["state"] = _state_change(state_set, state_unset)
    path = f"/conversations/{segment(conversation_id)}/turns/{int(turn)}/complete/"
    return Call("POST", path, models.CompleteTurn, body=body)


def abort_turn(conversation_id: str, turn: int, *, lease: str) -> Call[models.AbortTurn]:
    path = f"/conversations/{segment(conversation_id)}/turns/{int(turn)}/abort/"
    return Call("POST", path, models.AbortTurn, body={"lease": lease})


# Facts


def list_facts(
    *,
    user_id: str | None = None,
    role: str | None = None,
    domain: str | None = None,
    status: str | None = None,
    page: int | None = None,
    page_size: int | None = None,
) -> Call[models.FactPage]:
    params = {"user_id": user_id, "role": role, "domain": domain, "status": status, "page": page}
    return Call("GET", "/facts/", models.FactPage, params={**params, "page_size": page_size})


def create_fact(
    *,
    user_id: str,
    text: str,
    domain: str,
    role: str = "client",
    confidence: str | None = None,
    key: str | None = None,
) -> Call[models.Fact]:
    body: dict[str, Any] = {"user_id": user_id, "role": role, "domain": domain, "text": text}
    body.update({name: value for name, value in (("confidence", confidence), ("key", key)) if value is not None})
    return Call("POST", "/facts/", models.Fact, body=body)


def get_fact(fact_id: int) -> Call[models.Fact]:
    return Call("GET", f"/facts/{int(fact_id)}/", models.Fact)


def delete_fact(fact_id: int) -> Call[models.Fact]:
    return Call("DELETE", f"/facts/{int(fact_id)}/", models.Fact)


def confirm_fact(fact_id: int) -> Call[models.Fact]:
    return Call("POST", f"/facts/{int(fact_id)}/confirm/", models.Fact)


def contradict_fact(fact_id: int, *, text: str) -> Call[models.Contradiction]:
    return Call("POST", f"/facts/{int(fact_id)}/contradict/", models.Contradiction, body={"text": text})


def fact_history(fact_id: int) -> Call[models.FactHistory]:
    return Call("GET", f"/facts/{int(fact_id)}/history/", models.FactHistory)


# The tenant's memory as a whole


def search(
    q: str,
    *,
    user_id: str | None = None,
    role: str | None = None,
    conversation: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
    limit: int | None = None,
) -> Call[models.Search]:
    params = {"q": q, "user_id": user_id, "role": role, "conversation": conversation}
    return Call("GET", "/search/", models.Search, params={**params, "since": since, "until": until, "limit": limit})


def forget_user(user_id: str, *, role: str | None = None) -> Call[models.Forgotten]:
    return Call("DELETE", f"/users/{segment(user_id)}/memory/", models.Forgotten, params={"role": role})


def whoami() -> Call[models.WhoAmI]:
    return Call("GET", "/whoami/", models.WhoAmI)


def metrics(*, minutes: int | None = None) -> Call[models.Metrics]:
    return Call("GET", "/metrics/", models.Metrics, params={"minutes": minutes})
