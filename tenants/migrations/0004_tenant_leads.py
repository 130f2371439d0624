# Idempotency records carry their API key's tenant, and every unique constraint and index leads with it.

import django.db.models.deletion
from django.db import migrations, models
from django.db.models import OuterRef, Subquery


def copy_tenant(apps, schema_editor):
    ApiKey = apps.get_model("tenants", "ApiKey")
    records = apps.get_model("tenants", "IdempotencyRecord").objects
    records.update(tenant_id=Subquery(ApiKey.objects.filter(pk=OuterRef("api_key_id")).values("tenant_id")[:1]))


class Migration(migrations.Migration):

    dependencies = [
        ('tenants', '0003_sealed_audit'),
    ]

    operations = [
        migrations.RemoveConstraint(
            model_name='idempotencyrecord',
            name='idempotency_key_unique',
        ),
        migrations.RemoveIndex(
            model_name='idempotencyrecord',
            name='idempotency_owner',
        ),
        migrations.RemoveIndex(
            model_name='idempotencyrecord',
            name='idempotency_conversation',
        ),
        migrations.AddField(
            model_name='idempotencyrecord',
            name='tenant',
            field=models.ForeignKey(db_index=False, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenants.tenant'),
        ),
        migrations.RunPython(copy_tenant, migrations.RunPython.noop),
        migrations.AlterField(
            model_name='idempotencyrecord',
            name='tenant',
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenants.tenant'),
        ),
        migrations.AlterField(
            model_name='idempotencyrecord',
            name='api_key',
            field=models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenants.apikey'),
        ),
        migrations.AddIndex(
            model_name='idempotencyrecord',
            index=models.Index(condition=models.Q(('owner', ''), _negated=True), fields=['tenant', 'owner'], name='idempotency_owner'),
        ),
        migrations.AddIndex(
            model_name='idempotencyrecord',
            index=models.Index(condition=models.Q(('conversation_pk__isnull', False)), fields=['tenant', 'conversation_pk'], name='idempotency_conversation'),
        ),
        migrations.AddConstraint(
            model_name='idempotencyrecord',
            constraint=models.UniqueConstraint(fields=('tenant', 'api_key', 'key'), name='idempotency_key_unique'),
        ),
    ]
