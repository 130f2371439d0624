"""API for a conversation's key-value summary segments."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response

from conversations.apis.fields import ConversationPath
from conversations.models import Summary
from conversations.selectors import access_conversation, list_summaries
from memory_platform.api.views import ApiView
from tenants.auth import ApiRequest


class SummaryOutput(serializers.ModelSerializer[Summary]):
    active = serializers.BooleanField(help_text="Among the newest segments that go into the context.")

    class Meta:
        model = Summary
        fields = [
            "first_turn",
            "last_turn",
            "topic",
            "discussed",
            "outcome",
            "decisions",
            "open_questions",
            "token_count",
            "closed_by_topic_shift",
            "created_at",
            "active",
        ]


class SummaryListOutput(serializers.Serializer):
    results = SummaryOutput(many=True)


class SummariesApi(ApiView):
    path_input = ConversationPath

    @extend_schema(responses={200: SummaryListOutput}, summary="The conversation's summary segments, oldest first")
    def get(self, request: ApiRequest, public_id: str) -> Response:
        conversation = access_conversation(actor=request.auth, public_id=public_id)
        return Response(SummaryListOutput({"results": list_summaries(conversation=conversation)}).data)
