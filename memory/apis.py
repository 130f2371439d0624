"""API for the memory engine: turns (begin, complete, abort), the context preview, search, and forgetting a user."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response

from conversations.apis.conversations import MessageAppendInput, MessageListApi, MessageOutput
from conversations.apis.fields import USER_ID_SCHEMA, ContentField, ConversationPath, UserIdField, UserPath
from conversations.apis.state import StateChangeInput
from conversations.metrics.builds import BuildKind
from conversations.selectors import access_conversation, access_live_conversation
from memory.services.context import ContextResult, build_conversation_context
from memory.services.forget import forget_user
from memory.services.search import SearchResult, SearchScope, search_memory
from memory.services.turns import TurnStarted, abort_turn, append_turn_message, begin_turn, complete_turn
from memory_platform.api.errors import ApplicationError
from memory_platform.api.fields import NonBlankTextField, StrictCharField
from memory_platform.api.filters import query_input
from memory_platform.api.schema import error_responses
from memory_platform.api.views import ApiView
from tenants.auth import ApiRequest
from tenants.idempotency import answer_belongs_to, idempotent
from tenants.models import Role


class DroppedOutput(serializers.Serializer):
    section = serializers.CharField()
    reason = serializers.CharField(help_text="section_cap, over_budget, truncated…")
    count = serializers.IntegerField()
    original_tokens = serializers.IntegerField(required=False)


class ContextMessageOutput(serializers.Serializer):
    role = serializers.CharField()
    content = serializers.CharField()


class ContextOutput(serializers.Serializer):
    messages = ContextMessageOutput(many=True, help_text="Ready to send, in the mandatory order.")
    tokens = serializers.DictField(
        child=serializers.IntegerField(), source="tokens_by_section", help_text="Tokens per section, and total."
    )
    total_tokens = serializers.IntegerField()
    budget = serializers.IntegerField()
    dropped = DroppedOutput(many=True)
    naive_tokens = serializers.IntegerField(help_text="What sending the whole history would cost.")
    saving_pct = serializers.FloatField()
    window_turns = serializers.ListField(child=serializers.IntegerField())
    cache_hit = serializers.BooleanField()
    build_ms = serializers.SerializerMethodField()

    def get_build_ms(self, result: ContextResult) -> float:
        return round(result.build_ms, 3)


def context_output(result: ContextResult) -> dict[str, Any]:
    """ContextOutput's representation of a built context, written out: it is the hot path's largest answer,
    and DRF deep-copies a nested serializer's fields on every request (~0.3 ms here). ContextOutput stays
    the schema; tests hold the two equal."""
    return {
        "messages": [{"role": str(message["role"]), "content": str(message["content"])} for message in result.messages],
        "tokens": {str(section): int(tokens) for section, tokens in result.tokens_by_section.items()},
        "total_tokens": int(result.total_tokens),
        "budget": int(result.budget),
        "dropped": [_dropped_output(entry) for entry in result.dropped],
        "naive_tokens": int(result.naive_tokens),
        "saving_pct": float(result.saving_pct),
        "window_turns": [int(turn) for turn in result.window_turns],
        "cache_hit": bool(result.cache_hit),
        "build_ms": round(result.build_ms, 3),
    }


def _dropped_output(entry: dict) -> dict[str, Any]:
    shown = {"section": str(entry["section"]), "reason": str(entry["reason"]), "count": int(entry["count"])}
    if "original_tokens" in entry:
        shown["original_tokens"] = int(entry["original_tokens"])
    return shown


class PreviousAnswerOutput(serializers.Serializer):
    previous_answer = serializers.CharField()
    disclaimer = serializers.CharField(help_text="Written by the system, never by a model.")
    # DRF takes declared fields off the class, so these do not shadow Field.source / Field.context.
    source = serializers.CharField()  # type: ignore[assignment]
    similarity = serializers.FloatField()


CONTENT_HELP = "Not only whitespace; over MAX_CONTENT_CHARS characters is a 413."


class BeginTurnInput(serializers.Serializer):
    content = ContentField(help_text=f"The user's message. {CONTENT_HELP}")


class BeginTurnOutput(serializers.Serializer):
    turn = serializers.IntegerField()
    lease = serializers.CharField(help_text="Send it back to complete the turn.")
    lease_expires_at = serializers.DateTimeField()
    context = ContextOutput()  # type: ignore[assignment]
    dedup = PreviousAnswerOutput(allow_null=True)


def begin_turn_output(started: TurnStarted) -> dict[str, Any]:
    """BeginTurnOutput's representation, its context written out as context_output (tests hold them equal)."""
    return {
        "turn": int(started.turn),
        "lease": str(started.lease),
        "lease_expires_at": serializers.DateTimeField().to_representation(started.lease_expires_at),
        "context": context_output(started.context),
        "dedup": None if started.dedup is None else PreviousAnswerOutput(started.dedup).data,
    }


class CompleteTurnInput(serializers.Serializer):
    lease = StrictCharField()
    content = ContentField(help_text=f"The assistant's reply. {CONTENT_HELP}")
    state = StateChangeInput(required=False, help_text="A confirmed change to the state, applied with the reply.")


class CompleteTurnOutput(serializers.Serializer):
    turn = serializers.IntegerField()
    completed = serializers.BooleanField()
    state_version = serializers.IntegerField(allow_null=True)


class AbortTurnInput(serializers.Serializer):
    lease = StrictCharField(help_text="The lease the turn was begun with.")


class AbortTurnOutput(serializers.Serializer):
    turn = serializers.IntegerField()
    aborted = serializers.BooleanField()


class ContextPreviewFilter(serializers.Serializer):
    query = ContentField(required=False, help_text=f"The user message to build the context for. {CONTENT_HELP}")


class ForgetUserFilter(serializers.Serializer):
    role = serializers.ChoiceField(
        choices=Role.choices, required=False, help_text="Only this role's memory (default: every role the key allows)."
    )


class ForgottenOutput(serializers.Serializer):
    user_id = serializers.CharField()
    roles = serializers.ListField(child=serializers.CharField())
    erased = serializers.DictField(child=serializers.IntegerField(), help_text="How many of each were erased.")


class BeginTurnApi(ApiView):
    path_input = ConversationPath

    @extend_schema(
        request=BeginTurnInput,
        responses={201: BeginTurnOutput, **error_responses(409, 410)},
        summary="Begin a turn: lock, store the user message, return the context",
    )
    @idempotent
    def post(self, request: ApiRequest, public_id: str) -> Response:
        conversation = access_conversation(actor=request.auth, public_id=public_id)
        serializer = BeginTurnInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        started = begin_turn(conversation=conversation, content=serializer.validated_data["content"])
        answer_belongs_to(request, conversation, conversation_pk=conversation.pk)
        return Response(begin_turn_output(started), status=status.HTTP_201_CREATED)


class CompleteTurnApi(ApiView):
    path_input = ConversationPath

    @extend_schema(
        request=CompleteTurnInput,
        responses={200: CompleteTurnOutput, **error_responses(409, 410)},
        summary="Complete a turn: store the reply, apply confirmed state, release the lock",
    )
    @idempotent
    def post(self, request: ApiRequest, public_id: str, turn: int) -> Response:
        conversation = access_conversation(actor=request.auth, public_id=public_id)
        serializer = CompleteTurnInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        data: dict[str, Any] = serializer.validated_data
        done = complete_turn(
            conversation=conversation,
            turn=turn,
            lease=data["lease"],
            content=data["content"],
            state=data.get("state"),
            actor=request.auth.api_key,
        )
        answer_belongs_to(request, conversation, conversation_pk=conversation.pk)
        return Response(
            CompleteTurnOutput({"turn": done.turn, "completed": True, "state_version": done.state_version}).data
        )


class AbortTurnApi(ApiView):
    path_input = ConversationPath

    @extend_schema(
        request=AbortTurnInput,
        responses={200: AbortTurnOutput, **error_responses(409)},
        summary="Abort a turn: store no reply and release the lock at once (the user message stays)",
    )
    @idempotent
    def post(self, request: ApiRequest, public_id: str, turn: int) -> Response:
        conversation = access_conversation(actor=request.auth, public_id=public_id)
        serializer = AbortTurnInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        abort_turn(conversation=conversation, turn=turn, lease=serializer.validated_data["lease"])
        return Response(AbortTurnOutput({"turn": turn, "aborted": True}).data)


class MessagesApi(MessageListApi):
    """The messages of a conversation: listed as conversations.apis lists them; appended through the memory
    layer, since an appended message can end a turn (its facts are read and it is folded like a completed one)."""

    @extend_schema(
        request=MessageAppendInput,
        responses={201: MessageOutput, **error_responses(409, 410)},
        summary="Append a user or assistant message (durable before the answer); 409 while a turn is in progress",
    )
    @idempotent
    def post(self, request: ApiRequest, public_id: str) -> Response:
        conversation = access_conversation(actor=request.auth, public_id=public_id)
        serializer = MessageAppendInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        message = append_turn_message(
            conversation=conversation, role=data["role"], content=data["content"], metadata=data.get("metadata")
        )
        answer_belongs_to(request, conversation, conversation_pk=conversation.pk)
        return Response(MessageOutput(message).data, status=status.HTTP_201_CREATED)


class ContextPreviewApi(ApiView):
    path_input = ConversationPath

    @extend_schema(
        parameters=[ContextPreviewFilter],
        responses={200: ContextOutput, **error_responses(410)},
        summary="Preview the context without taking the lock or storing anything",
    )
    def get(self, request: ApiRequest, public_id: str) -> Response:
        conversation = access_live_conversation(actor=request.auth, public_id=public_id)
        query = query_input(ContextPreviewFilter, request).get("query")
        context = build_conversation_context(conversation=conversation, query=query, kind=BuildKind.PREVIEW)
        return Response(context_output(context))


class ForgetUserApi(ApiView):
    path_input = UserPath

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "user_id", {**USER_ID_SCHEMA, "description": "The user to forget."}, OpenApiParameter.PATH
            ),
            ForgetUserFilter,
        ],
        responses={200: ForgottenOutput},
        summary="Forget this user: erase their conversations, messages, summaries, state, facts and cache keys "
        "in the tenant",
    )
    @idempotent
    def delete(self, request: ApiRequest, user_id: str) -> Response:
        roles = request.auth.roles_for(query_input(ForgetUserFilter, request).get("role"))
        erased = forget_user(tenant=request.auth.tenant, user_id=user_id, roles=roles, actor=request.auth.api_key)
        return Response(ForgottenOutput({"user_id": user_id, "roles": roles, "erased": erased}).data)


class SearchFilter(serializers.Serializer):
    q = NonBlankTextField(
        empty_code="empty_content",
        max_length=500,
        help_text='What to look for: words, "a phrase", -excluded. Every word is optional; fuller matches rank first.',
    )
    user_id = UserIdField(required=False, help_text="Whose memory (required unless `conversation` is given).")
    role = serializers.ChoiceField(
        choices=Role.choices,
        required=False,
        help_text="Only this assistant's memory (default: every role the key allows).",
    )
    conversation = StrictCharField(required=False, max_length=200, help_text="Only this conversation (its id).")
    since = serializers.DateTimeField(required=False, help_text="Only what was said at or after this time (ISO 8601).")
    until = serializers.DateTimeField(required=False, help_text="Only what was said before this time (ISO 8601).")
    limit = serializers.IntegerField(required=False, min_value=1, max_value=50, default=10)

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if not attrs.get("user_id") and not attrs.get("conversation"):
            raise serializers.ValidationError({"user_id": ["Give user_id, or a conversation."]})
        if attrs.get("since") and attrs.get("until") and attrs["since"] >= attrs["until"]:
            raise serializers.ValidationError({"until": ["Must be later than since."]})
        return attrs


class SearchHitOutput(serializers.Serializer):
    kind = serializers.ChoiceField(choices=["message", "summary", "fact"])
    score = serializers.FloatField(
        help_text="Reciprocal-rank-fusion score: higher is better; comparable within one answer."
    )
    snippet = serializers.CharField(help_text="The matching passage, query words marked **like this**.")
    at = serializers.DateTimeField(help_text="When it was said (a fact: when it was last confirmed).")
    conversation = serializers.CharField(allow_null=True, help_text="The conversation id (null for a fact).")
    turn = serializers.IntegerField(allow_null=True, help_text="The turn (a summary: its first turn; null for a fact).")
    role = serializers.CharField(
        allow_null=True, help_text="Who wrote the message: user or assistant (null otherwise)."
    )
    fact_id = serializers.IntegerField(allow_null=True)


class SearchOutput(serializers.Serializer):
    mode = serializers.ChoiceField(
        choices=["hybrid", "simple"],
        help_text="hybrid: full-text search fused with sentence vectors (PostgreSQL); "
        "simple: a plain word match (the embedded SQLite default).",
    )
    results = SearchHitOutput(many=True, source="hits")


class SearchApi(ApiView):
    @extend_schema(
        parameters=[SearchFilter],
        responses={200: SearchOutput, **error_responses()},
        summary="Search a user's past messages, summaries and facts (hybrid ranking)",
    )
    def get(self, request: ApiRequest) -> Response:
        params = query_input(SearchFilter, request)
        roles = request.auth.roles_for(params.get("role"))
        conversation = None
        user_id = params.get("user_id")
        if params.get("conversation"):
            conversation = access_conversation(actor=request.auth, public_id=params["conversation"])
            if user_id and user_id != conversation.user_id:
                raise ApplicationError(
                    "The conversation belongs to another user.",
                    code="invalid",
                    fields={"conversation": ["Not this user's."]},
                )
            user_id, roles = conversation.user_id, [conversation.role]
        assert user_id is not None
        scope = SearchScope(
            tenant=request.auth.tenant,
            roles=roles,
            user_id=user_id,
            conversation=conversation,
            since=params.get("since"),
            until=params.get("until"),
        )
        result: SearchResult = search_memory(
            scope=scope, query=params["q"], limit=params["limit"], policy=request.auth.tenant.policy
        )
        return Response(SearchOutput(result).data)
