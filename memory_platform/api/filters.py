"""Query-string parameters, validated as given: a blank value (`?role=`) is refused like any other bad
value, as the schema says, never read as "no filter" the way DRF reads an HTML form; a parameter
given twice is refused too, never read as its last value."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers
from rest_framework.request import Request


def query_input(serializer_class: type[serializers.Serializer], request: Request) -> dict[str, Any]:
    """The validated query parameters `serializer_class` declares (400 in the error shape otherwise)."""
    repeated = sorted(name for name, values in request.query_params.lists() if len(values) > 1)
    if repeated:
        raise serializers.ValidationError({name: ["Give this parameter once."] for name in repeated})
    serializer = serializer_class(data=request.query_params.dict())
    serializer.is_valid(raise_exception=True)
    return dict(serializer.validated_data)
