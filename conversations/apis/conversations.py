"""API for conversations and their messages."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response

from conversations.apis.fields import ContentField, ConversationPath, MetadataField, StoredRoleField, UserIdField
from conversations.models import Conversation, ConversationStatus, Message
from conversations.selectors import access_conversation, list_conversations, list_messages
from conversations.services.conversations import create_conversation, delete_conversation
from memory_platform.api.filters import query_input
from memory_platform.api.pagination import PageParameters, paginated
from memory_platform.api.schema import paged
from memory_platform.api.views import ApiView
from tenants.auth import ApiRequest
from tenants.idempotency import answer_belongs_to, idempotent
from tenants.models import Role


class ConversationOutput(serializers.ModelSerializer[Conversation]):
    id = serializers.CharField(source="public_id")

    class Meta:
        model = Conversation
        fields = ["id", "role", "user_id", "status", "created_at", "last_activity_at", "expires_at", "last_turn"]


class MessageOutput(serializers.ModelSerializer[Message]):
    summarized_at = serializers.DateTimeField(
        read_only=True,
        allow_null=True,
        default=None,
        help_text="When its turn was folded into a summary (null while in the window).",
    )

    class Meta:
        model = Message
        fields = [
            "seq",
            "turn",
            "role",
            "content",
            "token_count",
            "continuity",
            "topic_shift",
            "metadata",
            "created_at",
            "summarized_at",
        ]


class ConversationCreateInput(serializers.Serializer):
    role = serializers.ChoiceField(choices=Role.choices)
    user_id = UserIdField()


class ConversationFilter(serializers.Serializer):
    role = serializers.ChoiceField(choices=Role.choices, required=False)
    user_id = UserIdField(required=False)
    status = serializers.ChoiceField(choices=[ConversationStatus.ACTIVE, ConversationStatus.EXPIRED], required=False)


class ConversationDeletedOutput(serializers.Serializer):
    deleted = serializers.CharField(help_text="The id that was deleted.")
    conversation = ConversationOutput(help_text="A fresh conversation for the same user and role.")


class MessageAppendInput(serializers.Serializer):
    role = StoredRoleField(help_text="Tool and system messages are refused (400 role_not_stored).")
    content = ContentField(help_text="Not only whitespace; over MAX_CONTENT_CHARS characters is a 413.")
    metadata = MetadataField(required=False, help_text="A JSON object; over MAX_METADATA_BYTES is a 413.")


class ConversationListApi(ApiView):
    @extend_schema(
        parameters=[ConversationFilter, PageParameters],
        responses={200: paged(ConversationOutput, "ConversationPage")},
        operation_id="conversations_list",
        summary="List conversations (paged)",
    )
    def get(self, request: ApiRequest) -> Response:
        filters = query_input(ConversationFilter, request)
        roles = request.auth.roles_for(filters.get("role"))
        conversations = list_conversations(tenant=request.auth.tenant, roles=roles, **filters)
        return paginated(request, self, conversations, ConversationOutput)

    @extend_schema(
        request=ConversationCreateInput,
        responses={201: ConversationOutput},
        summary="Create a conversation for a role and user",
    )
    @idempotent
    def post(self, request: ApiRequest) -> Response:
        serializer = ConversationCreateInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        role = serializer.validated_data["role"]
        request.auth.require_role(role)
        conversation = create_conversation(
            tenant=request.auth.tenant,
            role=role,
            user_id=serializer.validated_data["user_id"],
            actor=request.auth.api_key,
        )
        answer_belongs_to(request, conversation, conversation_pk=conversation.pk)
        return Response(ConversationOutput(conversation).data, status=status.HTTP_201_CREATED)


class ConversationDetailApi(ApiView):
    path_input = ConversationPath

    @extend_schema(responses={200: ConversationOutput}, summary="One conversation (readable whatever its status)")
    def get(self, request: ApiRequest, public_id: str) -> Response:
        return Response(ConversationOutput(access_conversation(actor=request.auth, public_id=public_id)).data)

    @extend_schema(
        responses={200: ConversationDeletedOutput},
        summary="Delete the conversation's memory; returns a fresh conversation id for the same user and role",
    )
    @idempotent
    def delete(self, request: ApiRequest, public_id: str) -> Response:
        conversation = access_conversation(actor=request.auth, public_id=public_id)
        fresh = delete_conversation(conversation=conversation, actor=request.auth.api_key)
        answer_belongs_to(request, fresh, conversation_pk=fresh.pk)
        return Response(ConversationDeletedOutput({"deleted": public_id, "conversation": fresh}).data)


class MessageListApi(ApiView):
    """A conversation's messages; appending one is the memory layer's (memory.apis.MessagesApi): it ends turns."""

    path_input = ConversationPath

    @extend_schema(
        parameters=[PageParameters],
        responses={200: paged(MessageOutput, "MessagePage")},
        summary="Messages, oldest first (paged)",
    )
    def get(self, request: ApiRequest, public_id: str) -> Response:
        conversation = access_conversation(actor=request.auth, public_id=public_id)
        return paginated(request, self, list_messages(conversation=conversation), MessageOutput)
