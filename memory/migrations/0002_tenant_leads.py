# After-turn jobs carry their conversation's tenant, and their unique constraint leads with it.

import django.db.models.deletion
from django.db import migrations, models
from django.db.models import OuterRef, Subquery


def copy_tenant(apps, schema_editor):
    Conversation = apps.get_model("conversations", "Conversation")
    jobs = apps.get_model("memory", "AfterTurnJob").objects
    jobs.update(tenant_id=Subquery(Conversation.objects.filter(pk=OuterRef("conversation_id")).values("tenant_id")[:1]))


class Migration(migrations.Migration):

    dependencies = [
        ('conversations', '0005_tenant_leads'),
        ('memory', '0001_initial'),
        ('tenants', '0004_tenant_leads'),
    ]

    operations = [
        migrations.RemoveConstraint(
            model_name='afterturnjob',
            name='after_turn_job_unique',
        ),
        migrations.AddField(
            model_name='afterturnjob',
            name='tenant',
            field=models.ForeignKey(db_index=False, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenants.tenant'),
        ),
        migrations.RunPython(copy_tenant, migrations.RunPython.noop),
        migrations.AlterField(
            model_name='afterturnjob',
            name='tenant',
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenants.tenant'),
        ),
        migrations.AddConstraint(
            model_name='afterturnjob',
            constraint=models.UniqueConstraint(fields=('tenant', 'conversation', 'turn'), name='after_turn_job_unique'),
        ),
    ]
