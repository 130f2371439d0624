"""API of the caller itself: which tenant and roles its key has (also the floor of the HTTP path:
an authenticated, throttled request that touches no memory)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from tenants.auth import ApiRequest


class WhoAmIOutput(serializers.Serializer):
    tenant = serializers.CharField(help_text="The tenant's slug.")
    roles = serializers.ListField(child=serializers.CharField(), help_text="The assistants this key may act for.")


class WhoAmIApi(APIView):
    @extend_schema(responses={200: WhoAmIOutput}, summary="The tenant and roles of this API key")
    def get(self, request: ApiRequest) -> Response:
        return Response(WhoAmIOutput({"tenant": request.auth.tenant.slug, "roles": list(request.auth.roles)}).data)
