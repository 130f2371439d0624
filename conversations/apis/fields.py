"""Serializer fields shared by the API modules: a user id, validated by the one rule in
conversations.services.conversations and documented with the same constraints."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field

from conversations.services.conversations import MAX_USER_ID, validate_user_id
from memory_platform.api.fields import StrictCharField

# validate_user_id's rule as a pattern: no ':' and no whitespace (str.isspace, spelled out so that
# every regex dialect reads it alike), nor NUL, which no text may hold.
USER_ID_PATTERN = r"^[^:\x00\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$"
USER_ID_SCHEMA = {
    "type": "string",
    "minLength": 1,
    "maxLength": MAX_USER_ID,
    "pattern": USER_ID_PATTERN,
    "description": f"The assistant's user: at most {MAX_USER_ID} characters, no ':' and no whitespace.",
}


@extend_schema_field(USER_ID_SCHEMA)
class UserIdField(StrictCharField):
    def __init__(self, **kwargs: Any):
        super().__init__(trim_whitespace=False, **kwargs)

    def to_internal_value(self, data: Any) -> str:
        return validate_user_id(super().to_internal_value(data))
