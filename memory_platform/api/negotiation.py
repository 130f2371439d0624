"""Content negotiation that never answers HTML by accident: an Accept header or `?format=` the view has
no renderer for gets the view's first representation (JSON for the API) instead of a 406 or a 404."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.http import Http404
from rest_framework.exceptions import NotAcceptable
from rest_framework.negotiation import DefaultContentNegotiation
from rest_framework.renderers import BaseRenderer


class FirstRendererFallback(DefaultContentNegotiation):
    def select_renderer(
        self, request: Any, renderers: Iterable[BaseRenderer], format_suffix: str | None = None
    ) -> tuple[BaseRenderer, str]:
        renderers = list(renderers)
        try:
            return super().select_renderer(request, renderers, format_suffix)
        except (NotAcceptable, Http404):
            return renderers[0], renderers[0].media_type
