"""One page of a list endpoint, in DRF's paged envelope {count, next, previous, results}."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from rest_framework import serializers
from rest_framework.pagination import PageNumberPagination
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.serializers import BaseSerializer
from rest_framework.views import APIView

from memory_platform.api.filters import query_input

MAX_PAGE_SIZE = 500


class Pagination(PageNumberPagination):
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = MAX_PAGE_SIZE


class PageParameters(serializers.Serializer):
    page = serializers.IntegerField(required=False, min_value=1, help_text="1-based; past the last page is a 404.")
    page_size = serializers.IntegerField(required=False, min_value=1, max_value=MAX_PAGE_SIZE, help_text="Default 50.")


def paginated(
    request: Request, view: APIView, queryset: QuerySet[Any], serializer_class: type[BaseSerializer[Any]]
) -> Response:
    """One page of `queryset`, rendered with `serializer_class`, in DRF's paged envelope. A page or
    page size out of range is a 400, as documented, rather than quietly replaced by a default."""
    query_input(PageParameters, request)
    paginator = Pagination()
    page = paginator.paginate_queryset(queryset, request, view=view)
    return paginator.get_paginated_response(serializer_class(page, many=True).data)
