"""The websocket events of one conversation (`ws/conversations/{id}/`), each sent after the commit.
Payloads are built from the objects in hand: publishing never costs a query."""

from __future__ import annotations

from conversations.models import Conversation, ConversationState, Message, Summary
from memory_platform.events import publish_conversation_event


def message_created(conversation: Conversation, message: Message) -> None:
    publish_conversation_event(
        conversation.pk,
        "message.created",
        {
            "conversation": conversation.public_id,
            "seq": message.seq,
            "turn": message.turn,
            "role": message.role,
            "content": message.content,
            "token_count": message.token_count,
        },
    )


def turn_begun(conversation: Conversation, turn: int) -> None:
    publish_conversation_event(conversation.pk, "turn.begun", {"conversation": conversation.public_id, "turn": turn})


def turn_completed(conversation: Conversation, turn: int) -> None:
    publish_conversation_event(
        conversation.pk, "turn.completed", {"conversation": conversation.public_id, "turn": turn}
    )


def turn_aborted(conversation: Conversation, turn: int) -> None:
    publish_conversation_event(conversation.pk, "turn.aborted", {"conversation": conversation.public_id, "turn": turn})


def state_updated(conversation: Conversation, state: ConversationState) -> None:
    publish_conversation_event(
        conversation.pk,
        "state.updated",
        {
            "conversation": conversation.public_id,
            "version": state.version,
            "data": state.data,
        },
    )


def summary_created(conversation: Conversation, summary: Summary) -> None:
    publish_conversation_event(
        conversation.pk,
        "summary.created",
        {
            "conversation": conversation.public_id,
            "first_turn": summary.first_turn,
            "last_turn": summary.last_turn,
            "summary": summary.as_segment(),
            "token_count": summary.token_count,
        },
    )


def conversation_expired(conversation_id: int, public_id: str) -> None:
    publish_conversation_event(conversation_id, "conversation.expired", {"conversation": public_id})


def conversation_deleted(conversation: Conversation, replaced_by: str | None = None) -> None:
    publish_conversation_event(
        conversation.pk, "conversation.deleted", {"conversation": conversation.public_id, "replaced_by": replaced_by}
    )
