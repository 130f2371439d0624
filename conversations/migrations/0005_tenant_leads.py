# The rows of a conversation carry its tenant, and every unique constraint leads with it (the public id too).

import django.db.models.deletion
from django.db import migrations, models
from django.db.models import OuterRef, Subquery

ROWS_OF_A_CONVERSATION = ("Message", "ConversationState", "HistoricalConversationState", "Summary", "EntityMention")


def copy_tenant(apps, schema_editor):
    Conversation = apps.get_model("conversations", "Conversation")
    tenant = Subquery(Conversation.objects.filter(pk=OuterRef("conversation_id")).values("tenant_id")[:1])
    for name in ROWS_OF_A_CONVERSATION:
        apps.get_model("conversations", name).objects.update(tenant_id=tenant)


class Migration(migrations.Migration):

    dependencies = [
        ('conversations', '0004_message_sentence_embeddings'),
        ('tenants', '0004_tenant_leads'),
    ]

    operations = [
        migrations.RemoveConstraint(
            model_name='entitymention',
            name='entity_mention_unique',
        ),
        migrations.RemoveConstraint(
            model_name='message',
            name='message_seq_unique',
        ),
        migrations.RemoveConstraint(
            model_name='message',
            name='message_turn_role_unique',
        ),
        migrations.RemoveConstraint(
            model_name='summary',
            name='summary_first_turn_unique',
        ),
        migrations.RemoveIndex(
            model_name='message',
            name='message_created_at',
        ),
        migrations.AddField(
            model_name='conversationstate',
            name='tenant',
            field=models.ForeignKey(db_index=False, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenants.tenant'),
        ),
        migrations.AddField(
            model_name='entitymention',
            name='tenant',
            field=models.ForeignKey(db_index=False, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenants.tenant'),
        ),
        migrations.AddField(
            model_name='historicalconversationstate',
            name='tenant',
            field=models.ForeignKey(blank=True, db_constraint=False, null=True, on_delete=django.db.models.deletion.DO_NOTHING, related_name='+', to='tenants.tenant'),
        ),
        migrations.AddField(
            model_name='message',
            name='tenant',
            field=models.ForeignKey(db_index=False, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenants.tenant'),
        ),
        migrations.AddField(
            model_name='summary',
            name='tenant',
            field=models.ForeignKey(db_index=False, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenants.tenant'),
        ),
        migrations.RunPython(copy_tenant, migrations.RunPython.noop),
        migrations.AlterField(
            model_name='conversationstate',
            name='tenant',
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenants.tenant'),
        ),
        migrations.AlterField(
            model_name='entitymention',
            name='tenant',
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenants.tenant'),
        ),
        migrations.AlterField(
            model_name='message',
            name='tenant',
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenants.tenant'),
        ),
        migrations.AlterField(
            model_name='summary',
            name='tenant',
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenants.tenant'),
        ),
        migrations.AlterField(
            model_name='conversation',
            name='public_id',
            field=models.CharField(max_length=200),
        ),
        migrations.AlterField(
            model_name='summary',
            name='conversation',
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='summaries', to='conversations.conversation'),
        ),
        migrations.AddIndex(
            model_name='message',
            index=models.Index(fields=['tenant', 'created_at'], name='message_created_at'),
        ),
        migrations.AddConstraint(
            model_name='conversation',
            constraint=models.UniqueConstraint(fields=('tenant', 'public_id'), name='conversation_public_id_unique'),
        ),
        migrations.AddConstraint(
            model_name='entitymention',
            constraint=models.UniqueConstraint(fields=('tenant', 'conversation', 'turn', 'role', 'text'), name='entity_mention_unique'),
        ),
        migrations.AddConstraint(
            model_name='message',
            constraint=models.UniqueConstraint(fields=('tenant', 'conversation', 'seq'), name='message_seq_unique'),
        ),
        migrations.AddConstraint(
            model_name='message',
            constraint=models.UniqueConstraint(fields=('tenant', 'conversation', 'turn', 'role'), name='message_turn_role_unique'),
        ),
        migrations.AddConstraint(
            model_name='summary',
            constraint=models.UniqueConstraint(fields=('tenant', 'conversation', 'first_turn'), name='summary_first_turn_unique'),
        ),
    ]
