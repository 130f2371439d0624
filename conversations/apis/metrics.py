"""API for the tenant's context-build metrics."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response

from conversations.metrics.queries import build_figures
from memory_platform.api.filters import query_input
from memory_platform.api.views import ApiView
from tenants.auth import ApiRequest


class MetricsFilter(serializers.Serializer):
    minutes = serializers.IntegerField(
        required=False,
        default=60,
        min_value=1,
        max_value=60 * 24 * 31,
        help_text="Window to report on, in minutes (default 60).",
    )


class MetricsOutput(serializers.Serializer):
    builds = serializers.IntegerField(help_text="Contexts built to begin a turn; the figures below are over these.")
    previews = serializers.IntegerField(help_text="Context previews, counted apart.")
    context_tokens_per_build = serializers.FloatField()
    naive_tokens_per_build = serializers.FloatField()
    saving_pct = serializers.FloatField()
    cache_hit_rate = serializers.FloatField()
    compression_rate = serializers.FloatField()
    latency_p50 = serializers.CharField(allow_null=True)
    latency_p95 = serializers.CharField(allow_null=True)
    mean_latency_ms = serializers.FloatField()


class MetricsApi(ApiView):
    @extend_schema(
        parameters=[MetricsFilter],
        responses={200: MetricsOutput},
        summary="Context-build metrics of this tenant (rolled up each minute)",
    )
    def get(self, request: ApiRequest) -> Response:
        since = timezone.now() - timedelta(minutes=query_input(MetricsFilter, request)["minutes"])
        metrics = build_figures(tenant=request.auth.tenant, roles=request.auth.roles, since=since)
        return Response(MetricsOutput(metrics).data)
