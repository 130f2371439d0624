"""Confirmed structured state: explicit, versioned updates only (seed 000: save results, overwrite on confirmation)."""

from __future__ import annotations

import json

from django.conf import settings
from django.db import transaction

from conversations import hot
from conversations.models import Conversation, ConversationState
from conversations.services.messages import ensure_writable, lock_conversation
from memory_platform.errors import ApplicationError, Conflict, TooLarge


def validate_state_change(change: object) -> tuple[dict, list[str]]:
    """Check a {"confirmed": true, "set": {...}, "unset": [...]} document; return (set, unset)."""
    if not isinstance(change, dict):
        raise ApplicationError("state must be an object with confirmed, set and unset.", code="invalid", fields={"state": ["Must be an object."]})
    if change.get("confirmed") is not True:
        raise ApplicationError(
            "State changes are applied only when confirmed: send \"confirmed\": true.",
            code="not_confirmed",
            fields={"confirmed": ["Must be true."]},
        )
    to_set = change.get("set") or {}
    to_unset = change.get("unset") or []
    if not isinstance(to_set, dict):
        raise ApplicationError("set must be an object.", code="invalid", fields={"set": ["Must be an object."]})
    if not isinstance(to_unset, list) or not all(isinstance(k, str) for k in to_unset):
        raise ApplicationError("unset must be a list of keys.", code="invalid", fields={"unset": ["Must be a list of strings."]})
    if not to_set and not to_unset:
        raise ApplicationError("Nothing to change: give set or unset.", code="empty_change", fields={"set": ["Give set or unset."]})
    return to_set, to_unset


def apply_state_change(
    *, conversation: Conversation, change: dict, expected_version: int | None = None
) -> ConversationState:
    """Apply a confirmed change; a stale expected_version is a 409 and changes nothing."""
    to_set, to_unset = validate_state_change(change)
    with transaction.atomic():
        locked = lock_conversation(conversation)
        ensure_writable(locked)
        state, _ = ConversationState.objects.select_for_update().get_or_create(conversation=locked)
        if expected_version is not None and expected_version != state.version:
            raise Conflict(
                f"State is at version {state.version}, not {expected_version}; re-read it and retry.",
                code="stale_version",
                fields={"version": [f"Current version is {state.version}."]},
            )
        data = {k: v for k, v in state.data.items() if k not in set(to_unset)}
        data.update(to_set)
        if len(json.dumps(data, ensure_ascii=False).encode()) > settings.MAX_METADATA_BYTES * 4:
            raise TooLarge("The state document would exceed its size limit.", code="state_too_large")
        state.data = data
        state.version += 1
        state.save()
        previous_version = locked.memory_version
        locked.memory_version += 1
        locked.save(update_fields=["memory_version"])
        hot.record_state(locked, state, previous_version)
    conversation.memory_version = locked.memory_version
    return state
