"""API for the memory engine: turns (begin, complete), confirmed state, context preview, summaries."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from conversations.apis.common import conversation_for
from conversations.models import ConversationState, Summary
from conversations.services.context import ContextResult, build_conversation_context
from conversations.services.state import apply_state_change
from conversations.services.turns import begin_turn, complete_turn
from memory_platform.errors import ApplicationError


class ContextOutput(serializers.Serializer):
    messages = serializers.ListField(child=serializers.DictField())
    tokens = serializers.DictField(child=serializers.IntegerField(), source="tokens_by_section")
    total_tokens = serializers.IntegerField()
    budget = serializers.IntegerField()
    dropped = serializers.ListField(child=serializers.DictField())
    naive_tokens = serializers.IntegerField()
    saving_pct = serializers.FloatField()
    window_turns = serializers.ListField(child=serializers.IntegerField())
    cache_hit = serializers.BooleanField()
    build_ms = serializers.SerializerMethodField()

    def get_build_ms(self, result: ContextResult) -> float:
        return round(result.build_ms, 3)


def render_context(result: ContextResult) -> dict:
    return ContextOutput(result).data


class StateChangeInput(serializers.Serializer):
    confirmed = serializers.BooleanField(required=False, default=False)
    set = serializers.DictField(required=False, default=dict)
    unset = serializers.ListField(child=serializers.CharField(), required=False, default=list)


class BeginTurnApi(APIView):
    class InputSerializer(serializers.Serializer):
        content = serializers.CharField(trim_whitespace=False, allow_blank=True)

    class OutputSerializer(serializers.Serializer):
        turn = serializers.IntegerField()
        lease = serializers.CharField()
        lease_expires_at = serializers.DateTimeField()
        context = ContextOutput()
        dedup = serializers.DictField(allow_null=True)

    @extend_schema(request=InputSerializer, responses={201: OutputSerializer}, summary="Begin a turn: lock, store the user message, return the context")
    def post(self, request: Request, public_id: str) -> Response:
        conversation = conversation_for(request, public_id)
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        started = begin_turn(conversation=conversation, content=serializer.validated_data["content"])
        body = {
            "turn": started.turn,
            "lease": started.lease,
            "lease_expires_at": started.lease_expires_at,
            "context": started.context,
            "dedup": started.dedup,
        }
        return Response(self.OutputSerializer(body).data, status=status.HTTP_201_CREATED)


class CompleteTurnApi(APIView):
    class InputSerializer(serializers.Serializer):
        lease = serializers.CharField()
        content = serializers.CharField(trim_whitespace=False, allow_blank=True)
        state = StateChangeInput(required=False)

    class OutputSerializer(serializers.Serializer):
        turn = serializers.IntegerField()
        completed = serializers.BooleanField()
        state_version = serializers.IntegerField(allow_null=True)

    @extend_schema(request=InputSerializer, responses={200: OutputSerializer}, summary="Complete a turn: store the reply, apply confirmed state, release the lock")
    def post(self, request: Request, public_id: str, turn: int) -> Response:
        conversation = conversation_for(request, public_id)
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        done = complete_turn(
            conversation=conversation, turn=turn, lease=data["lease"], content=data["content"], state=request.data.get("state")
        )
        return Response(self.OutputSerializer({"turn": done.turn, "completed": True, "state_version": done.state_version}).data)


class StateOutput(serializers.Serializer):
    conversation = serializers.CharField(source="conversation.public_id")
    data = serializers.DictField()
    version = serializers.IntegerField()
    updated_at = serializers.DateTimeField()


class StateApi(APIView):
    class InputSerializer(StateChangeInput):
        version = serializers.IntegerField(required=False, min_value=0, help_text="Optimistic concurrency: the version you read.")

    @extend_schema(responses={200: StateOutput}, summary="The confirmed structured state")
    def get(self, request: Request, public_id: str) -> Response:
        conversation = conversation_for(request, public_id)
        state, _ = ConversationState.objects.get_or_create(conversation=conversation)
        return Response(StateOutput(state).data)

    @extend_schema(request=InputSerializer, responses={200: StateOutput}, summary="Apply a confirmed change to the state")
    def patch(self, request: Request, public_id: str) -> Response:
        conversation = conversation_for(request, public_id)
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        change = {k: request.data.get(k) for k in ("confirmed", "set", "unset")}
        state = apply_state_change(conversation=conversation, change=change, expected_version=serializer.validated_data.get("version"))
        return Response(StateOutput(state).data)


class ContextPreviewApi(APIView):
    @extend_schema(
        parameters=[OpenApiParameter("query", str, description="The user message to build the context for.")],
        responses={200: ContextOutput},
        summary="Preview the context without taking the lock or storing anything",
    )
    def get(self, request: Request, public_id: str) -> Response:
        conversation = conversation_for(request, public_id)
        query = request.query_params.get("query") or None
        if query is not None:
            from conversations.services.messages import validate_content

            validate_content(query, field_name="query")
        return Response(render_context(build_conversation_context(conversation=conversation, query=query)))


class SummaryOutput(serializers.ModelSerializer):
    active = serializers.SerializerMethodField()

    class Meta:
        model = Summary
        fields = ["first_turn", "last_turn", "topic", "discussed", "outcome", "decisions", "open_questions",
                  "token_count", "closed_by_topic_shift", "created_at", "active"]

    def get_active(self, summary: Summary) -> bool:
        return summary.pk in self.context["active_ids"]


class SummariesApi(APIView):
    @extend_schema(responses={200: inline_serializer("SummaryList", {"results": SummaryOutput(many=True)})}, summary="The conversation's summary segments, oldest first")
    def get(self, request: Request, public_id: str) -> Response:
        conversation = conversation_for(request, public_id)
        summaries = list(Summary.objects.filter(conversation=conversation).order_by("first_turn"))
        slots = conversation.tenant.policy.summary_slots
        active_ids = {s.pk for s in summaries[-slots:]}
        return Response({"results": SummaryOutput(summaries, many=True, context={"active_ids": active_ids}).data})


class MetricsApi(APIView):
    @extend_schema(
        parameters=[OpenApiParameter("minutes", int, description="Window to report on (default 60).")],
        responses={200: inline_serializer("ContextMetrics", {"builds": serializers.IntegerField(), "saving_pct": serializers.FloatField()})},
        summary="Context-build metrics of this tenant (rolled up each minute)",
    )
    def get(self, request: Request) -> Response:
        from django.utils import timezone

        from conversations.selectors import context_metrics

        try:
            minutes = max(1, min(int(request.query_params.get("minutes", 60)), 60 * 24 * 31))
        except ValueError:
            raise ApplicationError("minutes must be an integer.", code="invalid", fields={"minutes": ["Must be an integer."]}) from None
        since = timezone.now() - timezone.timedelta(minutes=minutes)
        return Response(context_metrics(tenant=request.user.tenant, roles=request.user.api_key.roles, since=since))
