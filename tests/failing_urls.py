"""The project's URLs plus views that fail, for tests of what Django's own error answers look like (test-only)."""

from collections.abc import Callable

from django.core.exceptions import PermissionDenied, RequestDataTooBig, SuspiciousOperation
from django.http import HttpRequest, HttpResponse
from django.urls import path
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from memory_platform.urls import handler400, handler403, handler404, handler500, urlpatterns

FAILURE_DETAIL = "boom: half-written row 42 in table conversations_message"


def failing_view(request: HttpRequest) -> HttpResponse:
    raise RuntimeError(FAILURE_DETAIL)


def refusing_view(exception: Exception) -> Callable[[HttpRequest], HttpResponse]:
    def view(request: HttpRequest) -> HttpResponse:
        raise exception

    return view


class FailingApi(APIView):
    def get(self, request: Request) -> Response:
        raise RuntimeError(FAILURE_DETAIL)


urlpatterns = [
    *urlpatterns,
    path("test-only/fails/", failing_view),
    path("api/v1/test-only/fails/", FailingApi.as_view()),
    path("test-only/too-big/", refusing_view(RequestDataTooBig("too big"))),
    path("test-only/suspicious/", refusing_view(SuspiciousOperation("odd"))),
    path("test-only/denied/", refusing_view(PermissionDenied("no"))),
]

__all__ = ["handler400", "handler403", "handler404", "handler500", "urlpatterns"]
