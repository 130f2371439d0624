"""API for long-term facts and for forgetting a user."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from conversations.apis.common import paginated
from conversations.services.conversations import validate_user_id
from facts.models import Confidence, Fact, FactStatus
from facts.selectors import fact_history, get_fact_for_tenant, list_facts, supersession_chain
from facts.services.facts import confirm_fact, contradict_fact, create_fact, delete_fact
from facts.services.forget import forget_user
from memory_platform.errors import ApplicationError
from tenants.models import Role


class FactOutput(serializers.ModelSerializer):
    superseded_by = serializers.PrimaryKeyRelatedField(read_only=True)
    source_message_seq = serializers.IntegerField(source="source_message.seq", default=None, read_only=True)

    class Meta:
        model = Fact
        fields = ["id", "role", "user_id", "domain", "key", "text", "confidence", "source", "status", "created_at",
                  "last_confirmed_at", "confirmations", "superseded_by", "source_message_seq"]


def _fact(request: Request, fact_id: int) -> Fact:
    return get_fact_for_tenant(tenant=request.user.tenant, fact_id=fact_id, roles=request.user.api_key.roles)


class FactListApi(APIView):
    class FilterSerializer(serializers.Serializer):
        user_id = serializers.CharField(required=False)
        role = serializers.ChoiceField(choices=Role.values, required=False)
        domain = serializers.SlugField(required=False)
        status = serializers.ChoiceField(choices=FactStatus.values, required=False)

    class InputSerializer(serializers.Serializer):
        user_id = serializers.CharField()
        role = serializers.ChoiceField(choices=Role.values)
        domain = serializers.SlugField()
        text = serializers.CharField(trim_whitespace=False, allow_blank=True)
        confidence = serializers.ChoiceField(choices=Confidence.values, default=Confidence.HIGH)
        key = serializers.CharField(required=False, default="", allow_blank=True, max_length=120)

    @extend_schema(parameters=[FilterSerializer], responses={200: FactOutput(many=True)}, summary="List facts (paged)")
    def get(self, request: Request) -> Response:
        filters = self.FilterSerializer(data=request.query_params)
        filters.is_valid(raise_exception=True)
        facts = list_facts(tenant=request.user.tenant, roles=request.user.api_key.roles, **filters.validated_data).select_related("source_message")
        return paginated(request, self, facts, FactOutput)

    @extend_schema(request=InputSerializer, responses={201: FactOutput}, summary="State a fact explicitly")
    def post(self, request: Request) -> Response:
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        request.user.require_role(data["role"])
        validate_user_id(data["user_id"])
        fact = create_fact(tenant=request.user.tenant, actor=request.user, **data)
        return Response(FactOutput(fact).data, status=status.HTTP_201_CREATED)


class FactDetailApi(APIView):
    @extend_schema(responses={200: FactOutput}, summary="One fact")
    def get(self, request: Request, fact_id: int) -> Response:
        return Response(FactOutput(_fact(request, fact_id)).data)

    @extend_schema(responses={200: FactOutput}, summary="Soft-delete a fact (never injected again)")
    def delete(self, request: Request, fact_id: int) -> Response:
        return Response(FactOutput(delete_fact(fact=_fact(request, fact_id), actor=request.user)).data)


class FactConfirmApi(APIView):
    @extend_schema(request=None, responses={200: FactOutput}, summary="Re-confirm a fact (resets its decay)")
    def post(self, request: Request, fact_id: int) -> Response:
        return Response(FactOutput(confirm_fact(fact=_fact(request, fact_id), actor=request.user)).data)


class FactContradictApi(APIView):
    class InputSerializer(serializers.Serializer):
        text = serializers.CharField(trim_whitespace=False, allow_blank=True)

    @extend_schema(request=InputSerializer, responses={201: inline_serializer("Contradiction", {"fact": FactOutput(), "superseded": serializers.IntegerField()})},
                   summary="Replace a fact by a new statement; the old one is superseded and linked")
    def post(self, request: Request, fact_id: int) -> Response:
        serializer = self.InputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        old = _fact(request, fact_id)
        new = contradict_fact(fact=old, text=serializer.validated_data["text"], actor=request.user)
        return Response({"fact": FactOutput(new).data, "superseded": old.pk}, status=status.HTTP_201_CREATED)


class FactHistoryApi(APIView):
    @extend_schema(responses={200: inline_serializer("FactHistory", {"changes": serializers.ListField(), "chain": FactOutput(many=True)})},
                   summary="A fact's audit history and its supersession chain")
    def get(self, request: Request, fact_id: int) -> Response:
        fact = _fact(request, fact_id)
        return Response({"changes": fact_history(fact=fact), "chain": FactOutput(supersession_chain(fact=fact), many=True).data})


class ForgetUserApi(APIView):
    @extend_schema(
        parameters=[OpenApiParameter("role", str, enum=Role.values, description="Only this role's memory (default: every role the key allows).")],
        responses={200: inline_serializer("Forgotten", {"user_id": serializers.CharField(), "roles": serializers.ListField(), "erased": serializers.DictField()})},
        summary="Forget this user: erase their conversations, messages, summaries, state, facts and cache keys in the tenant",
    )
    def delete(self, request: Request, user_id: str) -> Response:
        validate_user_id(user_id)
        role = request.query_params.get("role")
        if role:
            if role not in Role.values:
                raise ApplicationError("role must be 'client' or 'admin'.", code="invalid_role", fields={"role": ["Must be 'client' or 'admin'."]})
            request.user.require_role(role)
        roles = [role] if role else request.user.api_key.roles
        erased = forget_user(tenant=request.user.tenant, user_id=user_id, roles=roles, actor=request.user)
        return Response({"user_id": user_id, "roles": roles, "erased": erased})
