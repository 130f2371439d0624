"""Routes of the conversations API (under /api/v1/)."""

from django.urls import path

from conversations.apis.conversations import ConversationDetailApi, ConversationListApi
from conversations.apis.metrics import MetricsApi
from conversations.apis.state import StateApi
from conversations.apis.summaries import SummariesApi

urlpatterns = [
    path("conversations/", ConversationListApi.as_view(), name="conversation-list"),
    path("conversations/<str:public_id>/", ConversationDetailApi.as_view(), name="conversation-detail"),
    path("conversations/<str:public_id>/state/", StateApi.as_view(), name="conversation-state"),
    path("conversations/<str:public_id>/summaries/", SummariesApi.as_view(), name="conversation-summaries"),
    path("metrics/", MetricsApi.as_view(), name="metrics"),
]
