from django.db import migrations

import memory_platform.postgresql


class Migration(migrations.Migration):
    dependencies = [
        ("conversations", "0001_initial"),
    ]

    operations = [
        memory_platform.postgresql.PostgreSQLOnly(
            name="drop_message_search",
            sql="DROP INDEX IF EXISTS message_search",
            reverse_sql="CREATE INDEX message_search ON conversations_message USING gin (search_vector)",
        ),
    ]
