from django.contrib import admin

from memory.models import AfterTurnJob
from tenants.admin import ReadOnlyAdmin


@admin.register(AfterTurnJob)
class AfterTurnJobAdmin(ReadOnlyAdmin):
    """The outbox: completed turns whose after-turn pipeline has not run yet. A row that stays here is a stuck turn."""

    list_display = ["conversation", "turn", "created_at", "dispatched_at"]
    list_filter = ["tenant", "conversation__role", ("dispatched_at", admin.EmptyFieldListFilter)]
    search_fields = ["conversation__public_id", "conversation__user_id"]
    date_hierarchy = "created_at"
    list_select_related = ["conversation"]
