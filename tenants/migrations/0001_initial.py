import django.db.models.deletion
import simple_history.models
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name='Tenant',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('name', models.CharField(max_length=200)),
                ('slug', models.SlugField(max_length=64, unique=True)),
                ('is_active', models.BooleanField(default=True)),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('policy_overrides', models.JSONField(blank=True, default=dict, help_text='Memory policy settings this tenant sets itself, e.g. {"context_budget_tokens": 6000}; the others inherit the deployment\'s policy.')),
                ('client_prompt', models.TextField(blank=True, default='')),
                ('admin_prompt', models.TextField(blank=True, default='')),
                ('client_rules', models.TextField(blank=True, default='')),
                ('admin_rules', models.TextField(blank=True, default='')),
                ('prompt_version', models.PositiveIntegerField(default=1)),
                ('extra_fact_domains', models.JSONField(blank=True, default=list, help_text='Fact domains this tenant adds to the built-in five.')),
            ],
            options={
                'ordering': ['slug'],
            },
        ),
        migrations.CreateModel(
            name='HistoricalTenant',
            fields=[
                ('id', models.BigIntegerField(auto_created=True, blank=True, db_index=True, verbose_name='ID')),
                ('name', models.CharField(max_length=200)),
                ('slug', models.SlugField(max_length=64)),
                ('is_active', models.BooleanField(default=True)),
                ('created_at', models.DateTimeField(blank=True, editable=False)),
                ('policy_overrides', models.JSONField(blank=True, default=dict, help_text='Memory policy settings this tenant sets itself, e.g. {"context_budget_tokens": 6000}; the others inherit the deployment\'s policy.')),
                ('client_prompt', models.TextField(blank=True, default='')),
                ('admin_prompt', models.TextField(blank=True, default='')),
                ('client_rules', models.TextField(blank=True, default='')),
                ('admin_rules', models.TextField(blank=True, default='')),
                ('prompt_version', models.PositiveIntegerField(default=1)),
                ('extra_fact_domains', models.JSONField(blank=True, default=list, help_text='Fact domains this tenant adds to the built-in five.')),
                ('history_id', models.AutoField(primary_key=True, serialize=False)),
                ('history_date', models.DateTimeField(db_index=True)),
                ('history_change_reason', models.CharField(max_length=100, null=True)),
                ('history_type', models.CharField(choices=[('+', 'Created'), ('~', 'Changed'), ('-', 'Deleted')], max_length=1)),
                ('history_user', models.ForeignKey(null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
            ],
            options={
                'verbose_name': 'historical tenant',
                'verbose_name_plural': 'historical tenants',
                'ordering': ('-history_date', '-history_id'),
                'get_latest_by': ('history_date', 'history_id'),
            },
            bases=(simple_history.models.HistoricalChanges, models.Model),
        ),
        migrations.CreateModel(
            name='ApiKey',
            fields=[
                ('id', models.CharField(editable=False, max_length=150, primary_key=True, serialize=False, unique=True)),
                ('prefix', models.CharField(editable=False, max_length=8, unique=True)),
                ('hashed_key', models.CharField(editable=False, max_length=150)),
                ('created', models.DateTimeField(auto_now_add=True, db_index=True)),
                ('name', models.CharField(default=None, help_text='A free-form name for the API key. Need not be unique. 50 characters max.', max_length=50)),
                ('revoked', models.BooleanField(blank=True, default=False, help_text='If the API key is revoked, clients cannot use it anymore. (This cannot be undone.)')),
                ('expiry_date', models.DateTimeField(blank=True, help_text='Once API key expires, clients cannot use it anymore.', null=True, verbose_name='Expires')),
                ('allows_client', models.BooleanField(default=True)),
                ('allows_admin', models.BooleanField(default=False)),
                ('last_used_at', models.DateTimeField(blank=True, null=True)),
                ('tenant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='api_keys', to='tenants.tenant')),
            ],
            options={
                'verbose_name': 'API key',
                'verbose_name_plural': 'API keys',
                'ordering': ('-created',),
                'abstract': False,
            },
        ),
        migrations.CreateModel(
            name='IdempotencyRecord',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('key', models.CharField(max_length=255)),
                ('fingerprint', models.CharField(help_text='SHA-256 of the method, path, query and body.', max_length=64)),
                ('created_at', models.DateTimeField()),
                ('status_code', models.PositiveSmallIntegerField(blank=True, help_text='Null while the first request runs.', null=True)),
                ('body', models.BinaryField(blank=True, help_text='The JSON answer, zlib-compressed.', null=True)),
                ('owner', models.CharField(blank=True, default='', help_text="The user's keyed hash (never the raw id); blank: nobody's.", max_length=32)),
                ('conversation_pk', models.BigIntegerField(blank=True, help_text='The conversation the answer is about.', null=True)),
                ('api_key', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenants.apikey')),
            ],
            options={
                'indexes': [models.Index(fields=['created_at'], name='idempotency_age'), models.Index(condition=models.Q(('owner', ''), _negated=True), fields=['owner'], name='idempotency_owner'), models.Index(condition=models.Q(('conversation_pk__isnull', False)), fields=['conversation_pk'], name='idempotency_conversation')],
                'constraints': [models.UniqueConstraint(fields=('api_key', 'key'), name='idempotency_key_unique')],
            },
        ),
        migrations.CreateModel(
            name='Membership',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('role', models.CharField(choices=[('viewer', 'Viewer'), ('manager', 'Manager')], default='viewer', max_length=16)),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('user', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='memberships', to=settings.AUTH_USER_MODEL)),
                ('tenant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='memberships', to='tenants.tenant')),
            ],
            options={
                'ordering': ['tenant__slug', 'user__username'],
                'constraints': [models.UniqueConstraint(fields=('user', 'tenant'), name='membership_user_tenant_unique'), models.CheckConstraint(condition=models.Q(('role__in', ['viewer', 'manager'])), name='membership_role_valid')],
            },
        ),
        migrations.CreateModel(
            name='AuditEvent',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('created_at', models.DateTimeField(auto_now_add=True, db_index=True)),
                ('action', models.CharField(max_length=64)),
                ('object_type', models.CharField(max_length=64)),
                ('object_ref', models.CharField(blank=True, default='', max_length=300)),
                ('details', models.JSONField(blank=True, default=dict)),
                ('before', models.JSONField(blank=True, help_text="The object's audited fields before the change.", null=True)),
                ('after', models.JSONField(blank=True, help_text="The object's audited fields after the change.", null=True)),
                ('actor_api_key', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='tenants.apikey')),
                ('actor_user', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
                ('tenant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='audit_events', to='tenants.tenant')),
            ],
            options={
                'ordering': ['-created_at'],
                'indexes': [models.Index(fields=['tenant', 'action', 'created_at'], name='tenants_aud_tenant__ecf7d5_idx')],
            },
        ),
    ]
