"""The JSON body parser: DRF's, plus the rules for what can be stored (memory_platform.api.storable)
and how deep a body may nest (no request body of this API nests more than a few levels)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rest_framework import parsers
from rest_framework.exceptions import ParseError

from memory_platform.api.storable import refuse_unstorable

MAX_DEPTH = 32


def depth(data: Any) -> int:
    """How many arrays and objects deep `data` nests, measured without recursion."""
    deepest, pending = 0, [(data, 1)]
    while pending:
        value, level = pending.pop()
        children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else None
        if children is None:
            continue
        deepest = max(deepest, level)
        pending.extend((child, level + 1) for child in children)
    return deepest


class JSONParser(parsers.JSONParser):
    def parse(self, stream: Any, media_type: str | None = None, parser_context: Mapping[str, Any] | None = None) -> Any:
        too_deep = ParseError(f"JSON nested more than {MAX_DEPTH} levels deep.")
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise too_deep from None
        if depth(data) > MAX_DEPTH:
            raise too_deep
        refuse_unstorable(data)
        return data
