"""Shared pieces of the conversations API: pagination and the caller's access to a conversation."""

from __future__ import annotations

from rest_framework.pagination import PageNumberPagination
from rest_framework.request import Request
from rest_framework.response import Response

from conversations.models import Conversation
from conversations.selectors import get_conversation_for_tenant


class Pagination(PageNumberPagination):
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 500


def paginated(request: Request, view: object, queryset, serializer_class) -> Response:
    """One page of `queryset`, rendered with `serializer_class`, in DRF's paged envelope."""
    paginator = Pagination()
    page = paginator.paginate_queryset(queryset, request, view=view)
    return paginator.get_paginated_response(serializer_class(page, many=True).data)


def conversation_for(request: Request, public_id: str) -> Conversation:
    """The tenant's conversation (404 otherwise), if the key may act for its role (403 otherwise)."""
    conversation = get_conversation_for_tenant(tenant=request.user.tenant, public_id=public_id)
    request.user.require_role(conversation.role)
    return conversation
