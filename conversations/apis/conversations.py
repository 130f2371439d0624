"""API for conversations and their messages."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from conversations.apis.common import conversation_for, paginated
from conversations.models import Conversation, ConversationStatus, Message
from conversations.selectors import list_conversations, list_messages
from conversations.services.conversations import create_conversation, delete_conversation
from conversations.services.messages import append_message


class ConversationOutput(serializers.ModelSerializer):
    id = serializers.CharField(source="public_id")

    class Meta:
        model = Conversation
        fields = ["id", "role", "user_id", "status", "created_at", "last_activity_at", "expires_at", "last_turn"]


class MessageOutput(serializers.ModelSerializer):
    class Meta:
        model = Message
        fields = ["seq", "turn", "role", "content", "token_count", "continuity", "topic_shift", "metadata", "created_at", "summarized_at"]


class ConversationListApi(APIView):
    class InputSerializer(serializers.Serializer):
        role = serializers.CharField()
        user_id = serializers.CharField(trim_whitespace=False, allow_blank=True)

    class FilterSerializer(serializers.Serializer):
        role = serializers.ChoiceField(choices=["client", "admin"], required=False)
        user_id = serializers.CharField(required=False)
        status = serializers.ChoiceField(choices=[ConversationStatus.ACTIVE, ConversationStatus.EXPIRED], required=False)

    @extend_schema(parameters=[FilterSerializer], responses={200: ConversationOutput(many=True)}, summary="List conversations (paged)")
    def get(self, request: Request) -> Response:
        filters = self.FilterSerializer(data=request.query_params)
        filters.is_valid(raise_exception=True)
        conversations = list_conversations(tenant=request.user.tenant, roles=request.user.api_key.roles, **filters.validated_data)
        return paginated(request, self, conversations, ConversationOutput)

    @extend_schema(request=InputSerializer, responses={201: ConversationOutput}, summary="Create a conversation for a role and user")
    def post(self, request: Request) -> Response:
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        role = serializer.validated_data["role"]
        if role in ("client", "admin"):
            request.user.require_role(role)
        conversation = create_conversation(tenant=request.user.tenant, **serializer.validated_data)
        return Response(ConversationOutput(conversation).data, status=status.HTTP_201_CREATED)


class ConversationDetailApi(APIView):
    @extend_schema(responses={200: ConversationOutput}, summary="One conversation")
    def get(self, request: Request, public_id: str) -> Response:
        return Response(ConversationOutput(conversation_for(request, public_id)).data)

    @extend_schema(
        responses={200: inline_serializer("ConversationDeleted", {"deleted": serializers.CharField(), "conversation": ConversationOutput()})},
        summary="Delete the conversation's memory; returns a fresh conversation id for the same user and role",
    )
    def delete(self, request: Request, public_id: str) -> Response:
        conversation = conversation_for(request, public_id)
        fresh = delete_conversation(conversation=conversation, actor=request.user)
        return Response({"deleted": public_id, "conversation": ConversationOutput(fresh).data})


class MessageListApi(APIView):
    class InputSerializer(serializers.Serializer):
        role = serializers.CharField()
        content = serializers.CharField(trim_whitespace=False, allow_blank=True)
        metadata = serializers.JSONField(required=False)

    @extend_schema(
        parameters=[OpenApiParameter("page", int), OpenApiParameter("page_size", int)],
        responses={200: MessageOutput(many=True)},
        summary="Messages, oldest first (paged)",
    )
    def get(self, request: Request, public_id: str) -> Response:
        conversation = conversation_for(request, public_id)
        return paginated(request, self, list_messages(conversation=conversation), MessageOutput)

    @extend_schema(request=InputSerializer, responses={201: MessageOutput}, summary="Append a user or assistant message (durable before the answer)")
    def post(self, request: Request, public_id: str) -> Response:
        conversation = conversation_for(request, public_id)
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        message = append_message(conversation=conversation, role=data["role"], content=data["content"], metadata=data.get("metadata"))
        return Response(MessageOutput(message).data, status=status.HTTP_201_CREATED)
