"""Serializer fields of the conversation inputs, each the one home of its rule: a user id (with the schema
that documents it), a message's content, a stored message's role, its metadata, a conversation id."""

from __future__ import annotations

import json
import re
from typing import Any

from django.conf import settings
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from conversations.models import MAX_USER_ID, MessageRole
from memory_platform.api.errors import ApplicationError, NotFound, TooLarge
from memory_platform.api.fields import NonBlankTextField, StrictCharField
from tenants.models import Role

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
# Tool runs and prompts are not memory: refused with their own code, apart from unknown roles.
NOT_STORED_ROLES = frozenset({"tool", "system", "function", "developer"})


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


class ContentField(NonBlankTextField):
    """A message's text: not blank, and at most MAX_CONTENT_CHARS characters (413 beyond)."""

    def __init__(self, **kwargs: Any):
        super().__init__(empty_code="empty_content", **kwargs)

    def to_internal_value(self, data: Any) -> str:
        content = super().to_internal_value(data)
        if len(content) > settings.MAX_CONTENT_CHARS:
            raise TooLarge(
                f"{self.field_name} is {len(content)} characters; the limit is {settings.MAX_CONTENT_CHARS}.",
                code="content_too_large",
                fields={str(self.field_name): [f"At most {settings.MAX_CONTENT_CHARS} characters."]},
            )
        return content


@extend_schema_field(serializers.ChoiceField(choices=MessageRole.choices))
class StoredRoleField(StrictCharField):
    """Who wrote a stored message: user or assistant. Tools and system prompts are refused as
    `role_not_stored`, anything else as `invalid_role`."""

    def __init__(self, **kwargs: Any):
        super().__init__(trim_whitespace=False, **kwargs)

    def to_internal_value(self, data: Any) -> str:
        role = super().to_internal_value(data)
        if role in NOT_STORED_ROLES:
            raise ApplicationError(
                "Only user and assistant messages are stored: tools and system prompts are not stored as memory.",
                code="role_not_stored",
                fields={"role": [f"'{role}' messages are not stored as memory."]},
            )
        if role not in MessageRole.values:
            raise ApplicationError(
                f"Unknown role '{role}'; use 'user' or 'assistant'.",
                code="invalid_role",
                fields={"role": ["Must be 'user' or 'assistant'."]},
            )
        return role


class MetadataField(serializers.DictField):
    """A JSON object of at most MAX_METADATA_BYTES bytes (413 beyond)."""

    def to_internal_value(self, data: Any) -> dict[str, Any]:
        metadata = super().to_internal_value(data)
        size = len(json.dumps(metadata, ensure_ascii=False).encode())
        if size > settings.MAX_METADATA_BYTES:
            raise TooLarge(
                f"metadata is {size} bytes; the limit is {settings.MAX_METADATA_BYTES}.",
                code="metadata_too_large",
                fields={str(self.field_name): [f"At most {settings.MAX_METADATA_BYTES} bytes of JSON."]},
            )
        return metadata


@extend_schema_field(
    {"type": "string", "maxLength": 200, "description": "A conversation id, `{role}:{user_id}:{uuid}`."}
)
class ConversationIdField(StrictCharField):
    """A conversation id in a path: anything that cannot be one is the same 404 as a missing conversation."""

    def __init__(self, **kwargs: Any):
        super().__init__(trim_whitespace=False, **kwargs)

    def to_internal_value(self, data: Any) -> str:
        public_id = super().to_internal_value(data)
        role, _, rest = public_id.partition(":")
        user_id, _, uuid_hex = rest.rpartition(":")
        hex_id = len(uuid_hex) == 32 and all(c in "0123456789abcdef" for c in uuid_hex)
        if role not in Role.values or not user_id or not hex_id or len(public_id) > 200:
            raise NotFound("No such conversation.", code="not_found")
        return public_id


class ConversationPath(serializers.Serializer):
    public_id = ConversationIdField()


class UserPath(serializers.Serializer):
    user_id = UserIdField()
