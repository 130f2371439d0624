import django.db.models.deletion
import simple_history.models
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ('conversations', '0001_initial'),
        ('tenants', '0001_initial'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name='Fact',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('role', models.CharField(choices=[('client', 'Client assistant'), ('admin', 'Admin assistant')], max_length=16)),
                ('user_id', models.CharField(max_length=128)),
                ('domain', models.SlugField(max_length=32)),
                ('text', models.CharField(max_length=300)),
                ('key', models.CharField(blank=True, default='', help_text="What the fact is about (e.g. 'team size'); a new value for the same key supersedes.", max_length=120)),
                ('value', models.CharField(blank=True, default='', help_text="The normalised value ('43', 'Leeds'); equal values re-confirm.", max_length=200)),
                ('negated', models.BooleanField(default=False, help_text="A retirement: the user said the value no longer holds ('ya no trabajo en X').")),
                ('embedding', models.BinaryField(blank=True, help_text='int8 unit vector (memory_platform.text.embeddings).', null=True)),
                ('embedding_model', models.CharField(blank=True, default='', editable=False, help_text='The model that wrote `embedding`.', max_length=40)),
                ('confidence', models.CharField(choices=[('high', 'High'), ('medium', 'Medium'), ('low', 'Low')], default='high', max_length=8)),
                ('source', models.CharField(choices=[('explicit', 'Explicit'), ('inferred', 'Inferred')], default='explicit', max_length=10)),
                ('status', models.CharField(choices=[('active', 'Active'), ('stale', 'Stale'), ('superseded', 'Superseded'), ('deleted', 'Deleted')], default='active', max_length=12)),
                ('created_at', models.DateTimeField()),
                ('last_confirmed_at', models.DateTimeField()),
                ('confirmations', models.PositiveIntegerField(default=1)),
                ('token_count', models.PositiveIntegerField(default=0)),
                ('last_injected_at', models.DateTimeField(blank=True, editable=False, null=True)),
                ('source_message', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='facts', to='conversations.message')),
                ('superseded_by', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='supersedes', to='facts.fact')),
                ('tenant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='facts', to='tenants.tenant')),
            ],
            options={
                'ordering': ['-last_confirmed_at', '-id'],
            },
        ),
        migrations.CreateModel(
            name='HistoricalFact',
            fields=[
                ('id', models.BigIntegerField(auto_created=True, blank=True, db_index=True, verbose_name='ID')),
                ('role', models.CharField(choices=[('client', 'Client assistant'), ('admin', 'Admin assistant')], max_length=16)),
                ('user_id', models.CharField(max_length=128)),
                ('domain', models.SlugField(max_length=32)),
                ('text', models.CharField(max_length=300)),
                ('key', models.CharField(blank=True, default='', help_text="What the fact is about (e.g. 'team size'); a new value for the same key supersedes.", max_length=120)),
                ('value', models.CharField(blank=True, default='', help_text="The normalised value ('43', 'Leeds'); equal values re-confirm.", max_length=200)),
                ('negated', models.BooleanField(default=False, help_text="A retirement: the user said the value no longer holds ('ya no trabajo en X').")),
                ('confidence', models.CharField(choices=[('high', 'High'), ('medium', 'Medium'), ('low', 'Low')], default='high', max_length=8)),
                ('source', models.CharField(choices=[('explicit', 'Explicit'), ('inferred', 'Inferred')], default='explicit', max_length=10)),
                ('status', models.CharField(choices=[('active', 'Active'), ('stale', 'Stale'), ('superseded', 'Superseded'), ('deleted', 'Deleted')], default='active', max_length=12)),
                ('created_at', models.DateTimeField()),
                ('last_confirmed_at', models.DateTimeField()),
                ('confirmations', models.PositiveIntegerField(default=1)),
                ('token_count', models.PositiveIntegerField(default=0)),
                ('history_id', models.AutoField(primary_key=True, serialize=False)),
                ('history_date', models.DateTimeField(db_index=True)),
                ('history_change_reason', models.CharField(max_length=100, null=True)),
                ('history_type', models.CharField(choices=[('+', 'Created'), ('~', 'Changed'), ('-', 'Deleted')], max_length=1)),
                ('history_user', models.ForeignKey(null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
                ('source_message', models.ForeignKey(blank=True, db_constraint=False, null=True, on_delete=django.db.models.deletion.DO_NOTHING, related_name='+', to='conversations.message')),
                ('superseded_by', models.ForeignKey(blank=True, db_constraint=False, null=True, on_delete=django.db.models.deletion.DO_NOTHING, related_name='+', to='facts.fact')),
                ('tenant', models.ForeignKey(blank=True, db_constraint=False, null=True, on_delete=django.db.models.deletion.DO_NOTHING, related_name='+', to='tenants.tenant')),
            ],
            options={
                'verbose_name': 'historical fact',
                'verbose_name_plural': 'historical facts',
                'ordering': ('-history_date', '-history_id'),
                'get_latest_by': ('history_date', 'history_id'),
            },
            bases=(simple_history.models.HistoricalChanges, models.Model),
        ),
        migrations.AddIndex(
            model_name='fact',
            index=models.Index(fields=['tenant', 'role', 'user_id', 'status'], name='facts_fact_tenant__187eb2_idx'),
        ),
        migrations.AddIndex(
            model_name='fact',
            index=models.Index(fields=['status', 'last_confirmed_at'], name='facts_fact_status_011b81_idx'),
        ),
        migrations.AddIndex(
            model_name='fact',
            index=models.Index(fields=['tenant', 'status', 'domain'], name='fact_tenant_status_domain'),
        ),
        migrations.AddIndex(
            model_name='fact',
            index=models.Index(fields=['tenant', '-last_confirmed_at', '-id'], name='fact_tenant_confirmed'),
        ),
        migrations.AddIndex(
            model_name='fact',
            index=models.Index(fields=['tenant', 'status', 'role', 'user_id', 'key'], name='fact_tenant_user_key'),
        ),
        migrations.AddConstraint(
            model_name='fact',
            constraint=models.CheckConstraint(condition=models.Q(('role__in', ['client', 'admin'])), name='fact_role_valid'),
        ),
        migrations.AddConstraint(
            model_name='fact',
            constraint=models.CheckConstraint(condition=models.Q(('confidence__in', ['high', 'medium', 'low'])), name='fact_confidence_valid'),
        ),
        migrations.AddConstraint(
            model_name='fact',
            constraint=models.CheckConstraint(condition=models.Q(('source__in', ['explicit', 'inferred'])), name='fact_source_valid'),
        ),
        migrations.AddConstraint(
            model_name='fact',
            constraint=models.CheckConstraint(condition=models.Q(('status__in', ['active', 'stale', 'superseded', 'deleted'])), name='fact_status_valid'),
        ),
    ]
