# Summarizing no longer rewrites message rows: the conversation keeps the last folded turn.

import django.db.models.deletion
from django.db import migrations, models

BOUNDARY_FROM_SUMMARIES = """
UPDATE conversations_conversation SET summarized_turn = COALESCE(
    (SELECT MAX(s.last_turn) FROM conversations_summary s WHERE s.conversation_id = conversations_conversation.id), 0)
"""


def leave_room_for_in_place_updates(apps, schema_editor):
    # A turn updates its conversation row twice without touching an indexed column: with free
    # space on the page PostgreSQL rewrites it in place (HOT) and prunes old versions itself.
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("ALTER TABLE conversations_conversation SET (fillfactor = 70)")


class Migration(migrations.Migration):

    dependencies = [
        ('conversations', '0005_rollup_build_kind'),
    ]

    operations = [
        migrations.AddField(
            model_name='conversation',
            name='summarized_turn',
            field=models.PositiveIntegerField(default=0),
        ),
        migrations.RunSQL(BOUNDARY_FROM_SUMMARIES, migrations.RunSQL.noop),
        migrations.RemoveIndex(
            model_name='message',
            name='message_unsummarized_tail',
        ),
        migrations.RemoveField(
            model_name='message',
            name='summarized_at',
        ),
        migrations.AlterField(
            model_name='message',
            name='conversation',
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='messages', to='conversations.conversation'),
        ),
        migrations.RunPython(leave_room_for_in_place_updates, migrations.RunPython.noop),
    ]
