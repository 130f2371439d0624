"""Serializer fields that accept exactly what the schema says: a JSON string is a string, not a
number DRF would quietly turn into one."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.fields import empty

from memory_platform.api.errors import ApplicationError


class StrictCharField(serializers.CharField):
    """A string, and only a string: 42 is refused, not stored as "42"."""

    def to_internal_value(self, data: Any) -> str:
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictIntegerField(serializers.IntegerField):
    """A JSON integer, and only an integer: "5", 5.0 and true are refused."""

    def to_internal_value(self, data: Any) -> int:
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return super().to_internal_value(data)


@extend_schema_field({"type": "string", "minLength": 1})
class NonBlankTextField(StrictCharField):
    """Text that is not blank (empty or only whitespace), kept exactly as sent. A blank text is a 400
    with the field's own code (`empty_content`, `empty_text`), so a client can tell which rule refused it."""

    def __init__(self, *, empty_code: str = "empty_text", **kwargs: Any):
        self.empty_code = empty_code
        super().__init__(trim_whitespace=False, **kwargs)

    def run_validation(self, data: Any = empty) -> Any:
        if isinstance(data, str) and not data.strip():
            raise ApplicationError(
                f"{self.field_name} may not be empty.",
                code=self.empty_code,
                fields={str(self.field_name): ["May not be empty."]},
            )
        return super().run_validation(data)
