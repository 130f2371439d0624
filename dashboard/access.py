"""One access rule for every dashboard page: a logged-in operator with a membership in the tenant of the
URL (staff superusers: any tenant). Another tenant's page, or object, is a 404; a viewer's POST a 403."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse

from memory_platform.api.errors import Forbidden, NotFound
from tenants.operators import access_tenant_for_operator

TenantView = Callable[..., HttpResponse]


def tenant_page(view: TenantView) -> Callable[..., HttpResponse]:
    """Resolve `slug` into the operator's access and pass it on; domain errors become 404 / 403."""

    @login_required
    @wraps(view)
    def wrapper(request: HttpRequest, slug: str, **kwargs: Any) -> HttpResponse:
        try:
            access = access_tenant_for_operator(user=request.user, slug=slug)
            return view(request, access, **kwargs)
        except NotFound:
            raise Http404("Not found.") from None
        except Forbidden as exc:
            raise PermissionDenied(exc.message) from None

    return wrapper
