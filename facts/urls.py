"""Routes of the facts API (under /api/v1/)."""

from django.urls import path

from facts.apis import FactConfirmApi, FactContradictApi, FactDetailApi, FactHistoryApi, FactListApi

urlpatterns = [
    path("facts/", FactListApi.as_view(), name="fact-list"),
    path("facts/<int:fact_id>/", FactDetailApi.as_view(), name="fact-detail"),
    path("facts/<int:fact_id>/confirm/", FactConfirmApi.as_view(), name="fact-confirm"),
    path("facts/<int:fact_id>/contradict/", FactContradictApi.as_view(), name="fact-contradict"),
    path("facts/<int:fact_id>/history/", FactHistoryApi.as_view(), name="fact-history"),
]
