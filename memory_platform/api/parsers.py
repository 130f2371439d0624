"""The JSON body parser: DRF's, plus the rule for what can be stored (memory_platform.api.storable)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rest_framework import parsers

from memory_platform.api.storable import refuse_unstorable


class JSONParser(parsers.JSONParser):
    def parse(self, stream: Any, media_type: str | None = None, parser_context: Mapping[str, Any] | None = None) -> Any:
        data = super().parse(stream, media_type, parser_context)
        refuse_unstorable(data)
        return data
