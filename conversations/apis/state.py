"""API for a conversation's confirmed state."""

from __future__ import annotations

from typing import Any

from drf_spectacular.extensions import OpenApiSerializerExtension
from drf_spectacular.openapi import AutoSchema
from drf_spectacular.utils import Direction, extend_schema, extend_schema_field
from rest_framework import serializers
from rest_framework.fields import empty
from rest_framework.response import Response

from conversations.apis.fields import ConversationPath
from conversations.models import ConversationState
from conversations.selectors import access_conversation, access_live_conversation, get_state
from conversations.services.state import StateChange, apply_state_change
from memory_platform.api.errors import ApplicationError
from memory_platform.api.fields import StrictCharField, StrictIntegerField
from memory_platform.api.schema import error_responses
from memory_platform.api.views import ApiView
from tenants.auth import ApiRequest


def _not_confirmed() -> ApplicationError:
    return ApplicationError(
        'State changes are applied only when confirmed: send "confirmed": true.',
        code="not_confirmed",
        fields={"confirmed": ["Must be true."]},
    )


@extend_schema_field(
    {"type": "boolean", "enum": [True], "description": "Must be true: only confirmed results are stored."}
)
class ConfirmationField(serializers.BooleanField):
    """Present and JSON true, nothing else ("yes", 1, false or absent are not a confirmation)."""

    def validate_empty_values(self, data: Any) -> tuple[bool, Any]:
        if data is empty:
            raise _not_confirmed()
        return super().validate_empty_values(data)

    def to_internal_value(self, data: Any) -> bool:
        if data is not True:
            raise _not_confirmed()
        return True


class StateChangeInput(serializers.Serializer):
    confirmed = ConfirmationField()
    set = serializers.DictField(required=False, default=dict, help_text="Keys to set.")
    unset = serializers.ListField(
        child=StrictCharField(min_length=1, trim_whitespace=False),
        required=False,
        default=list,
        help_text="Keys to remove.",
    )

    def validate(self, attrs: dict[str, Any]) -> StateChange:
        if not attrs["set"] and not attrs["unset"]:
            raise ApplicationError(
                "Nothing to change: give set or unset.", code="empty_change", fields={"set": ["Give set or unset."]}
            )
        return StateChange(set=attrs["set"], unset=tuple(attrs["unset"]), expected_version=attrs.get("version"))


class StateChangeSchema(OpenApiSerializerExtension):
    """Documents the rule StateChangeInput.validate applies: something to set or to unset."""

    target_class = StateChangeInput
    match_subclasses = True

    def map_serializer(self, auto_schema: AutoSchema, direction: Direction) -> dict[str, Any]:
        schema: dict[str, Any] = auto_schema._map_serializer(self.target, direction, bypass_extensions=True)
        schema["anyOf"] = [
            {"required": ["set"], "properties": {"set": {"minProperties": 1}}},
            {"required": ["unset"], "properties": {"unset": {"minItems": 1}}},
        ]
        return schema


class StateUpdateInput(StateChangeInput):
    version = StrictIntegerField(required=False, min_value=0, help_text="Optimistic concurrency: the version you read.")


class StateOutput(serializers.ModelSerializer[ConversationState]):
    conversation = serializers.CharField(source="conversation.public_id")

    class Meta:
        model = ConversationState
        fields = ["conversation", "data", "version", "updated_at"]


class StateApi(ApiView):
    path_input = ConversationPath

    @extend_schema(responses={200: StateOutput, **error_responses(410)}, summary="The confirmed structured state")
    def get(self, request: ApiRequest, public_id: str) -> Response:
        conversation = access_live_conversation(actor=request.auth, public_id=public_id)
        return Response(StateOutput(get_state(conversation=conversation)).data)

    @extend_schema(
        request=StateUpdateInput,
        responses={200: StateOutput, **error_responses(409, 410)},
        summary="Apply a confirmed change to the state",
    )
    def patch(self, request: ApiRequest, public_id: str) -> Response:
        conversation = access_conversation(actor=request.auth, public_id=public_id)
        serializer = StateUpdateInput(data=request.data)
        serializer.is_valid(raise_exception=True)
        state = apply_state_change(
            conversation=conversation, change=serializer.validated_data, actor=request.auth.api_key
        )
        return Response(StateOutput(state).data)
