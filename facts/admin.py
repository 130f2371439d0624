from django.contrib import admin
from simple_history.admin import SimpleHistoryAdmin

from facts.models import Fact


@admin.register(Fact)
class FactAdmin(SimpleHistoryAdmin):
    list_display = ["text", "domain", "confidence", "status", "role", "user_id", "tenant", "last_confirmed_at", "confirmations"]
    list_filter = ["status", "domain", "confidence", "source", "role", "tenant"]
    search_fields = ["text", "user_id", "key"]
    readonly_fields = ["source_message", "superseded_by", "created_at", "confirmations"]
    date_hierarchy = "last_confirmed_at"
