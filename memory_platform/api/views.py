"""The base of the API views: path parameters are validated by a serializer, as bodies and query
strings are, after authentication (a caller without a key learns nothing from a 400)."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.views import APIView


class ApiView(APIView):
    path_input: type[serializers.Serializer] | None = None

    def initial(self, request: Request, *args: Any, **kwargs: Any) -> None:
        super().initial(request, *args, **kwargs)
        if self.path_input is not None:
            serializer = self.path_input(data=self.kwargs)
            serializer.is_valid(raise_exception=True)
            # The handler is called with this same dict: it receives the validated values.
            self.kwargs.update(serializer.validated_data)
