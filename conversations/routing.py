"""Websocket routes (wired in memory_platform/asgi.py)."""

from django.urls import path

from conversations.consumers import ConversationStream, TenantMetricsStream

websocket_urlpatterns = [
    path("ws/conversations/<str:public_id>/", ConversationStream.as_asgi()),
    path("ws/tenants/<slug:slug>/metrics/", TenantMetricsStream.as_asgi()),
]
