"""Routes of the memory API (under /api/v1/): turns and messages, the context preview, search, forgetting a user."""

from django.urls import path

from memory.apis import (
    AbortTurnApi,
    BeginTurnApi,
    CompleteTurnApi,
    ContextPreviewApi,
    ForgetUserApi,
    MessagesApi,
    SearchApi,
)

urlpatterns = [
    path("conversations/<str:public_id>/messages/", MessagesApi.as_view(), name="message-list"),
    path("conversations/<str:public_id>/turns/", BeginTurnApi.as_view(), name="turn-begin"),
    path("conversations/<str:public_id>/turns/<int:turn>/complete/", CompleteTurnApi.as_view(), name="turn-complete"),
    path("conversations/<str:public_id>/turns/<int:turn>/abort/", AbortTurnApi.as_view(), name="turn-abort"),
    path("conversations/<str:public_id>/context/", ContextPreviewApi.as_view(), name="conversation-context"),
    path("users/<str:user_id>/memory/", ForgetUserApi.as_view(), name="forget-user"),
    path("search/", SearchApi.as_view(), name="search"),
]
