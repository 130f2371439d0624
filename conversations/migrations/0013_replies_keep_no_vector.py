"""A reply's row keeps no vector: only the hot window reads a reply's vector (continuity and topic shifts
compute it again from the text when they need it), and recall ranks a reply by its words. The vectors
replies stored before are cleared; the space they held is reused as the table takes new rows (VACUUM FULL
returns it at once)."""

from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('conversations', '0012_drop_message_vectors_index'),
    ]

    operations = [
        migrations.RunSQL(
            sql="UPDATE conversations_message SET embedding = NULL, embedding_model = '' "
            "WHERE role = 'assistant' AND embedding IS NOT NULL",
            reverse_sql=migrations.RunSQL.noop,
        ),
    ]
