"""Confirmed structured state: explicit, versioned updates only (save results, overwrite on confirmation)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.db import transaction

from conversations import events, hot
from conversations.models import Conversation, ConversationState
from conversations.services.messages import ensure_writable, lock_conversation
from memory_platform.api.errors import Conflict, TooLarge
from tenants.audit import Actor, record_audit


@dataclass(frozen=True)
class StateChange:
    """A confirmed change to the state: keys to set and keys to remove. Only confirmed changes
    exist as values of this type; the API refuses unconfirmed ones before a service is called."""

    set: Mapping[str, Any] = field(default_factory=dict)
    unset: Sequence[str] = ()
    expected_version: int | None = None  # optimistic concurrency: the version the caller read


def apply_state_change(*, conversation: Conversation, change: StateChange, actor: Actor = None) -> ConversationState:
    """Apply a confirmed change; a stale expected version is a 409 and changes nothing."""
    with transaction.atomic():
        locked = lock_conversation(conversation)
        ensure_writable(locked)
        state = _apply_locked(locked, change, actor)
    conversation.memory_version = locked.memory_version
    return state


def _apply_locked(conversation: Conversation, change: StateChange, actor: Actor) -> ConversationState:
    """Apply `change` to a conversation already locked by the caller's transaction."""
    state, _ = ConversationState.objects.select_for_update().get_or_create(
        tenant_id=conversation.tenant_id, conversation=conversation
    )
    if change.expected_version is not None and change.expected_version != state.version:
        raise Conflict(
            f"State is at version {state.version}, not {change.expected_version}; re-read it and retry.",
            code="stale_version",
            fields={"version": [f"Current version is {state.version}."]},
        )
    removed = set(change.unset)
    data = {k: v for k, v in state.data.items() if k not in removed}
    data.update(change.set)
    return _save_state(conversation, state, data, actor, action="state_update")


def _save_state(
    conversation: Conversation, state: ConversationState, data: dict, actor: Actor, *, action: str
) -> ConversationState:
    """Write the new document, bump the conversation's memory version (so the hot cache never serves
    the old one), audit it, and tell the streams after commit."""
    if len(json.dumps(data, ensure_ascii=False).encode()) > settings.MAX_METADATA_BYTES * 4:
        raise TooLarge("The state document would exceed its size limit.", code="state_too_large")
    before = {"data": state.data, "version": state.version}
    state.data = data
    state.version += 1
    state.save()
    record_audit(
        tenant_id=conversation.tenant_id,
        actor=actor,
        action=action,
        object_type="state",
        object_ref=conversation.public_id,
        before=before,
        after={"data": state.data, "version": state.version},
    )
    previous_version = conversation.memory_version
    conversation.memory_version += 1
    conversation.save(update_fields=["memory_version"])
    hot.record_state(conversation, state, previous_version)
    events.state_updated(conversation, state)
    return state


def apply_state_change_locked(
    *, conversation: Conversation, change: StateChange, actor: Actor = None
) -> ConversationState:
    """For a caller that already holds the conversation's row lock (completing a turn)."""
    return _apply_locked(conversation, change, actor)


def replace_state(*, conversation: Conversation, data: dict, actor: Actor) -> ConversationState:
    """An auditor's correction in admin: the whole document, whatever the conversation's status."""
    with transaction.atomic():
        locked = lock_conversation(conversation)
        state, _ = ConversationState.objects.select_for_update().get_or_create(
            tenant_id=locked.tenant_id, conversation=locked
        )
        state = _save_state(locked, state, data, actor, action="state_replace")
    conversation.memory_version = locked.memory_version
    return state
