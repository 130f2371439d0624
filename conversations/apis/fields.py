"""Serializer fields shared by the API modules: a user id, with its one rule and the schema that
documents it."""

from __future__ import annotations

import re
from typing import Any

from drf_spectacular.utils import extend_schema_field

from conversations.services.conversations import MAX_USER_ID
from memory_platform.api.errors import ApplicationError
from memory_platform.api.fields import StrictCharField

# A user id is a path segment of the API and the dashboard (`/users/{user_id}/memory/`, and inside a
# conversation id): no URL delimiter, no '%' (a client that forgets to escape it would name another
# user), no ':' (the conversation id's separator), no whitespace, and never a dot segment.
USER_ID_FORBIDDEN = ":/\\?#%"
USER_ID_ALPHABET = (
    f"any characters but whitespace and {' '.join(USER_ID_FORBIDDEN)}, at most {MAX_USER_ID}, not '.' or '..'"
)
# The same rule as a pattern; whitespace (str.isspace) and NUL are spelled out so that every regex
# dialect reads them alike.
USER_ID_PATTERN = r"^(?!\.\.?$)[^:/\\?#%\x00\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$"
USER_ID_SCHEMA = {
    "type": "string",
    "minLength": 1,
    "maxLength": MAX_USER_ID,
    "pattern": USER_ID_PATTERN,
    "description": f"The assistant's user: {USER_ID_ALPHABET}.",
}
_VALID = re.compile(USER_ID_PATTERN)


@extend_schema_field(USER_ID_SCHEMA)
class UserIdField(StrictCharField):
    """The one rule for a user id a client sends: refused with 400 invalid_user_id, naming the alphabet."""

    def __init__(self, **kwargs: Any):
        super().__init__(trim_whitespace=False, **kwargs)

    def to_internal_value(self, data: Any) -> str:
        value = super().to_internal_value(data)
        if len(value) > MAX_USER_ID or not _VALID.match(value):
            raise ApplicationError(
                f"user_id may hold {USER_ID_ALPHABET}.",
                code="invalid_user_id",
                fields={"user_id": [f"Allowed: {USER_ID_ALPHABET}."]},
            )
        return value
