"""A message's content moves to a binary column: a sealed text is stored as its bytes instead of url-safe
base64 (a third smaller), a plain one as its UTF-8 bytes. On PostgreSQL the rows are converted in place;
SQLite stores the new values as blobs in the same column and reads the texts written before as they are."""

from django.db import migrations

import memory_platform.postgresql
import tenants.sealed

TO_BYTES = r"""
ALTER TABLE conversations_message ALTER COLUMN content TYPE bytea USING (
    CASE
        WHEN left(content, 6) = '$mpe1$'
            THEN '\x006d706531'::bytea || decode(translate(substr(content, 7), '-_', '+/'), 'base64')
        WHEN left(content, 6) = '$mpe0$' THEN convert_to(substr(content, 7), 'UTF8')
        ELSE convert_to(content, 'UTF8')
    END
)
"""

TO_TEXT = r"""
ALTER TABLE conversations_message ALTER COLUMN content TYPE text USING (
    CASE
        WHEN substr(content, 1, 5) = '\x006d706531'::bytea
            THEN '$mpe1$' || translate(encode(substr(content, 6), 'base64'), E'+/\n', '-_')
        WHEN left(convert_from(content, 'UTF8'), 6) IN ('$mpe1$', '$mpe0$') THEN '$mpe0$' || convert_from(content, 'UTF8')
        ELSE convert_from(content, 'UTF8')
    END
)
"""


class Migration(migrations.Migration):

    dependencies = [
        ('conversations', '0010_drop_message_facts_mined_at'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name='message',
                    name='content',
                    field=tenants.sealed.SealedBinaryTextField(bound_to=('conversation_id', 'turn', 'role')),
                ),
            ],
            database_operations=[
                memory_platform.postgresql.PostgreSQLOnly(
                    name='message_content_bytes', sql=TO_BYTES, reverse_sql=TO_TEXT
                ),
            ],
        ),
    ]
