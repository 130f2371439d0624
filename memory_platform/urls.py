"""URL wiring: the API under /api/v1/, its schema and docs, Django admin, the operators' dashboard, the
health probe, and JSON answers for every error Django itself would render as HTML."""

from django.contrib import admin
from django.urls import URLPattern, URLResolver, include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from memory_platform.views import health

api_v1: list[URLPattern | URLResolver] = [
    path("", include("conversations.urls")),
    path("", include("facts.urls")),
    path("", include("memory.urls")),
    path("", include("tenants.urls")),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="docs"),
]

urlpatterns = [
    path("admin/", admin.site.urls),
    path("dashboard/", include("dashboard.urls")),
    path("api/v1/", include(api_v1)),
    path("healthz", health, name="health"),
]

handler400 = "memory_platform.api.handlers.bad_request"
handler403 = "memory_platform.api.handlers.permission_denied"
handler404 = "memory_platform.api.handlers.not_found"
handler500 = "memory_platform.api.handlers.server_error"
