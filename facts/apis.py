"""API for long-term facts."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response

from conversations.apis.fields import UserIdField
from facts.models import MAX_FACT_CHARS, Confidence, Fact, FactDomain, FactStatus
from facts.selectors import access_fact, fact_history, list_facts, supersession_chain
from facts.services.facts import confirm_fact, contradict_fact, create_fact, delete_fact
from memory_platform.api.errors import ApplicationError, NotFound
from memory_platform.api.fields import NonBlankTextField, StrictCharField
from memory_platform.api.filters import query_input
from memory_platform.api.pagination import PageParameters, paginated
from memory_platform.api.schema import error_responses, paged
from memory_platform.api.views import ApiView
from tenants.auth import ApiRequest
from tenants.idempotency import answer_belongs_to, idempotent
from tenants.models import Role


class FactOutput(serializers.ModelSerializer[Fact]):
    superseded_by = serializers.PrimaryKeyRelatedField[Fact](read_only=True, allow_null=True)
    source_message_seq = serializers.IntegerField(default=None, read_only=True, allow_null=True)

    class Meta:
        model = Fact
        fields = [
            "id",
            "role",
            "user_id",
            "domain",
            "key",
            "value",
            "negated",
            "text",
            "confidence",
            "source",
            "status",
            "created_at",
            "last_confirmed_at",
            "confirmations",
            "superseded_by",
            "source_message_seq",
        ]


DOMAIN_HELP = f"One of {', '.join(FactDomain.values)}, or a domain the tenant added."
TEXT_HELP = "A short statement: not only whitespace, at most 300 characters once whitespace runs are collapsed."


class FactTextField(NonBlankTextField):
    """A fact's statement: runs of whitespace collapse to one space, and what is left is short."""

    def __init__(self, **kwargs: Any):
        super().__init__(empty_code="empty_text", **kwargs)

    def to_internal_value(self, data: Any) -> str:
        text = " ".join(super().to_internal_value(data).split())
        if len(text) > MAX_FACT_CHARS:
            raise ApplicationError(
                f"A fact is short: at most {MAX_FACT_CHARS} characters.",
                code="text_too_long",
                fields={str(self.field_name): [f"At most {MAX_FACT_CHARS} characters."]},
            )
        return text


class FactIdField(serializers.IntegerField):
    """A fact id in a path: one that no row can have is the same 404 as a missing fact."""

    def run_validation(self, data: Any = serializers.empty) -> Any:
        try:
            return super().run_validation(data)
        except serializers.ValidationError:
            raise NotFound("No such fact.") from None


class FactPath(serializers.Serializer):
    fact_id = FactIdField(min_value=1, max_value=2**63 - 1)


class FactFilter(serializers.Serializer):
    user_id = UserIdField(required=False)
    role = serializers.ChoiceField(choices=Role.choices, required=False)
    domain = serializers.SlugField(required=False, help_text=DOMAIN_HELP)
    status = serializers.ChoiceField(choices=FactStatus.choices, required=False)


class FactCreateInput(serializers.Serializer):
    user_id = UserIdField()
    role = serializers.ChoiceField(choices=Role.choices)
    domain = serializers.SlugField(help_text=DOMAIN_HELP)
    text = FactTextField(help_text=TEXT_HELP)
    confidence = serializers.ChoiceField(choices=Confidence.choices, default=Confidence.HIGH)
    key = StrictCharField(required=False, default="", allow_blank=True, max_length=120, trim_whitespace=False)


class FactContradictInput(serializers.Serializer):
    text = FactTextField(help_text=f"The statement that replaces the fact. {TEXT_HELP}")


class ContradictionOutput(serializers.Serializer):
    fact = FactOutput(help_text="The new fact.")
    superseded = serializers.IntegerField(help_text="The id of the fact it replaced.")


class FactChangeOutput(serializers.Serializer):
    at = serializers.DateTimeField()
    change = serializers.CharField()
    status = serializers.CharField()
    confidence = serializers.CharField()
    last_confirmed_at = serializers.DateTimeField()
    text = serializers.CharField()


class FactHistoryOutput(serializers.Serializer):
    changes = FactChangeOutput(many=True)
    chain = FactOutput(many=True, help_text="Oldest to newest: what it replaced, itself, what replaced it.")


class FactListApi(ApiView):
    @extend_schema(
        parameters=[FactFilter, PageParameters],
        responses={200: paged(FactOutput, "FactPage")},
        operation_id="facts_list",
        summary="List facts (paged)",
    )
    def get(self, request: ApiRequest) -> Response:
        filters = query_input(FactFilter, request)
        facts = list_facts(tenant=request.auth.tenant, roles=request.auth.roles_for(filters.get("role")), **filters)
        return paginated(request, self, facts, FactOutput)

    @extend_schema(request=FactCreateInput, responses={201: FactOutput}, summary="State a fact explicitly")
    @idempotent
    def post(self, request: ApiRequest) -> Response:
        serializer = FactCreateInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        request.auth.require_role(data["role"])
        fact = create_fact(tenant=request.auth.tenant, actor=request.auth.api_key, **data)
        answer_belongs_to(request, fact)
        return Response(FactOutput(fact).data, status=status.HTTP_201_CREATED)


class FactDetailApi(ApiView):
    path_input = FactPath

    @extend_schema(responses={200: FactOutput}, summary="One fact")
    def get(self, request: ApiRequest, fact_id: int) -> Response:
        return Response(FactOutput(access_fact(actor=request.auth, fact_id=fact_id)).data)

    @extend_schema(responses={200: FactOutput}, summary="Soft-delete a fact (never injected again)")
    @idempotent
    def delete(self, request: ApiRequest, fact_id: int) -> Response:
        fact = delete_fact(fact=access_fact(actor=request.auth, fact_id=fact_id), actor=request.auth.api_key)
        answer_belongs_to(request, fact)
        return Response(FactOutput(fact).data)


class FactConfirmApi(ApiView):
    path_input = FactPath

    @extend_schema(
        request=None,
        responses={200: FactOutput, **error_responses(409)},
        summary="Re-confirm a fact (resets its decay)",
    )
    @idempotent
    def post(self, request: ApiRequest, fact_id: int) -> Response:
        fact = confirm_fact(fact=access_fact(actor=request.auth, fact_id=fact_id), actor=request.auth.api_key)
        answer_belongs_to(request, fact)
        return Response(FactOutput(fact).data)


class FactContradictApi(ApiView):
    path_input = FactPath

    @extend_schema(
        request=FactContradictInput,
        responses={201: ContradictionOutput, **error_responses(409)},
        summary="Replace a fact by a new statement; the old one is superseded and linked",
    )
    @idempotent
    def post(self, request: ApiRequest, fact_id: int) -> Response:
        old = access_fact(actor=request.auth, fact_id=fact_id)
        serializer = FactContradictInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        new = contradict_fact(fact=old, text=serializer.validated_data["text"], actor=request.auth.api_key)
        answer_belongs_to(request, new)
        return Response(ContradictionOutput({"fact": new, "superseded": old.pk}).data, status=status.HTTP_201_CREATED)


class FactHistoryApi(ApiView):
    path_input = FactPath

    @extend_schema(responses={200: FactHistoryOutput}, summary="A fact's audit history and its supersession chain")
    def get(self, request: ApiRequest, fact_id: int) -> Response:
        fact = access_fact(actor=request.auth, fact_id=fact_id)
        return Response(
            FactHistoryOutput({"changes": fact_history(fact=fact), "chain": supersession_chain(fact=fact)}).data
        )
