"""Websocket routes (wired in memory_platform/asgi.py)."""

from django.urls import path, re_path

from conversations.consumers import ConversationStream, NoSuchStream, TenantMetricsStream

websocket_urlpatterns = [
    path("ws/conversations/<str:public_id>/", ConversationStream.as_asgi()),
    path("ws/tenants/<slug:slug>/metrics/", TenantMetricsStream.as_asgi()),
    re_path(r"", NoSuchStream.as_asgi()),
]
