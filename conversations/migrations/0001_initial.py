import django.contrib.postgres.search
import django.db.models.deletion
import django.utils.timezone
import memory_platform.postgresql
import simple_history.models
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ('tenants', '0001_initial'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name='Conversation',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('public_id', models.CharField(max_length=200, unique=True)),
                ('role', models.CharField(choices=[('client', 'Client assistant'), ('admin', 'Admin assistant')], max_length=16)),
                ('user_id', models.CharField(max_length=128)),
                ('status', models.CharField(choices=[('active', 'Active'), ('expired', 'Expired'), ('deleted', 'Deleted')], default='active', max_length=16)),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('last_activity_at', models.DateTimeField()),
                ('expires_at', models.DateTimeField()),
                ('last_seq', models.PositiveIntegerField(default=0)),
                ('last_turn', models.PositiveIntegerField(default=0)),
                ('history_tokens', models.PositiveBigIntegerField(default=0)),
                ('memory_version', models.PositiveBigIntegerField(default=0)),
                ('summarized_turn', models.PositiveIntegerField(default=0)),
                ('open_turn', models.PositiveIntegerField(blank=True, null=True)),
                ('lease_token', models.CharField(blank=True, default='', max_length=64)),
                ('lease_expires_at', models.DateTimeField(blank=True, null=True)),
                ('tenant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='conversations', to='tenants.tenant')),
            ],
            options={
                'ordering': ['-last_activity_at', '-id'],
            },
        ),
        migrations.CreateModel(
            name='ConversationState',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('data', models.JSONField(blank=True, default=dict)),
                ('version', models.PositiveIntegerField(default=0)),
                ('updated_at', models.DateTimeField(auto_now=True)),
                ('conversation', models.OneToOneField(on_delete=django.db.models.deletion.CASCADE, related_name='state', to='conversations.conversation')),
            ],
        ),
        migrations.CreateModel(
            name='EntityMention',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('turn', models.PositiveIntegerField()),
                ('role', models.CharField(choices=[('user', 'User'), ('assistant', 'Assistant')], max_length=16)),
                ('text', models.CharField(max_length=120)),
                ('kind', models.CharField(choices=[('name', 'Name or place'), ('product', 'Product or code'), ('number', 'Number'), ('date', 'Date')], max_length=16)),
                ('created_at', models.DateTimeField(default=django.utils.timezone.now)),
                ('conversation', models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='+', to='conversations.conversation')),
            ],
        ),
        migrations.CreateModel(
            name='HistoricalConversationState',
            fields=[
                ('id', models.BigIntegerField(auto_created=True, blank=True, db_index=True, verbose_name='ID')),
                ('data', models.JSONField(blank=True, default=dict)),
                ('version', models.PositiveIntegerField(default=0)),
                ('updated_at', models.DateTimeField(blank=True, editable=False)),
                ('history_id', models.AutoField(primary_key=True, serialize=False)),
                ('history_date', models.DateTimeField(db_index=True)),
                ('history_change_reason', models.CharField(max_length=100, null=True)),
                ('history_type', models.CharField(choices=[('+', 'Created'), ('~', 'Changed'), ('-', 'Deleted')], max_length=1)),
                ('conversation', models.ForeignKey(blank=True, db_constraint=False, null=True, on_delete=django.db.models.deletion.DO_NOTHING, related_name='+', to='conversations.conversation')),
                ('history_user', models.ForeignKey(null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL)),
            ],
            options={
                'verbose_name': 'historical conversation state',
                'verbose_name_plural': 'historical conversation states',
                'ordering': ('-history_date', '-history_id'),
                'get_latest_by': ('history_date', 'history_id'),
            },
            bases=(simple_history.models.HistoricalChanges, models.Model),
        ),
        migrations.CreateModel(
            name='Message',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('seq', models.PositiveIntegerField(help_text='Position in the conversation, gap-free from 1.')),
                ('turn', models.PositiveIntegerField(help_text='Turn number: a user message and its assistant reply share it.')),
                ('role', models.CharField(choices=[('user', 'User'), ('assistant', 'Assistant')], max_length=16)),
                ('content', models.TextField()),
                ('token_count', models.PositiveIntegerField()),
                ('continuity', models.FloatField(blank=True, help_text='Similarity (0-1) to the previous turn.', null=True)),
                ('topic_shift', models.BooleanField(default=False)),
                ('metadata', models.JSONField(blank=True, default=dict)),
                ('embedding', models.BinaryField(blank=True, null=True)),
                ('embedding_model', models.CharField(blank=True, default='', editable=False, help_text='The model that wrote `embedding`.', max_length=40)),
                ('search_vector', django.contrib.postgres.search.SearchVectorField(blank=True, editable=False, null=True)),
                ('created_at', models.DateTimeField(default=django.utils.timezone.now)),
                ('facts_mined_at', models.DateTimeField(blank=True, help_text='When fact extraction read this message (once).', null=True)),
                ('conversation', models.ForeignKey(db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='messages', to='conversations.conversation')),
            ],
            options={
                'ordering': ['conversation_id', 'seq'],
            },
        ),
        migrations.CreateModel(
            name='Summary',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('first_turn', models.PositiveIntegerField()),
                ('last_turn', models.PositiveIntegerField()),
                ('topic', models.CharField(blank=True, default='', max_length=200)),
                ('discussed', models.JSONField(blank=True, default=list)),
                ('outcome', models.CharField(blank=True, default='', max_length=300)),
                ('decisions', models.JSONField(blank=True, default=list)),
                ('open_questions', models.JSONField(blank=True, default=list)),
                ('token_count', models.PositiveIntegerField(default=0)),
                ('closed_by_topic_shift', models.BooleanField(default=False)),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('conversation', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='summaries', to='conversations.conversation')),
            ],
            options={
                'verbose_name_plural': 'summaries',
                'ordering': ['conversation_id', 'first_turn'],
            },
        ),
        migrations.CreateModel(
            name='ContextBuildRollup',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('role', models.CharField(choices=[('client', 'Client assistant'), ('admin', 'Admin assistant')], max_length=16)),
                ('kind', models.CharField(default='turn', help_text='turn: built to begin a turn; preview: a context preview.', max_length=8)),
                ('bucket_start', models.DateTimeField()),
                ('builds', models.PositiveIntegerField(default=0)),
                ('cache_hits', models.PositiveIntegerField(default=0)),
                ('compressions', models.PositiveIntegerField(default=0)),
                ('context_tokens', models.BigIntegerField(default=0)),
                ('naive_tokens', models.BigIntegerField(default=0)),
                ('section_tokens', models.JSONField(blank=True, default=dict)),
                ('latency_ms_sum', models.FloatField(default=0)),
                ('latency_histogram', models.JSONField(blank=True, default=dict, help_text='Build count per latency bucket (ms upper bound).')),
                ('over_budget', models.PositiveIntegerField(default=0, help_text='Builds that had to drop or truncate content to fit the budget.')),
                ('dropped', models.JSONField(blank=True, default=dict, help_text="Builds that dropped something, per 'section:reason'.")),
                ('tenant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='context_rollups', to='tenants.tenant')),
            ],
            options={
                'ordering': ['-bucket_start'],
                'constraints': [models.UniqueConstraint(fields=('tenant', 'role', 'kind', 'bucket_start'), name='rollup_bucket_kind_unique')],
            },
        ),
        migrations.AddIndex(
            model_name='conversation',
            index=models.Index(fields=['tenant', 'role', 'user_id'], name='conversatio_tenant__7c19b0_idx'),
        ),
        migrations.AddIndex(
            model_name='conversation',
            index=models.Index(fields=['tenant', 'status', 'last_activity_at'], name='conversatio_tenant__b76b65_idx'),
        ),
        migrations.AddIndex(
            model_name='conversation',
            index=models.Index(fields=['status', 'expires_at'], name='conversatio_status_c70480_idx'),
        ),
        migrations.AddConstraint(
            model_name='conversation',
            constraint=models.CheckConstraint(condition=models.Q(('role__in', ['client', 'admin'])), name='conversation_role_valid'),
        ),
        migrations.AddConstraint(
            model_name='conversation',
            constraint=models.CheckConstraint(condition=models.Q(('status__in', ['active', 'expired', 'deleted'])), name='conversation_status_valid'),
        ),
        migrations.AddIndex(
            model_name='entitymention',
            index=models.Index(fields=['conversation', '-turn'], name='entity_mention_recent'),
        ),
        migrations.AddConstraint(
            model_name='entitymention',
            constraint=models.UniqueConstraint(fields=('conversation', 'turn', 'role', 'text'), name='entity_mention_unique'),
        ),
        migrations.AddIndex(
            model_name='message',
            index=models.Index(condition=models.Q(('embedding__isnull', False)), fields=['conversation', '-id'], name='message_vectors'),
        ),
        migrations.AddIndex(
            model_name='message',
            index=models.Index(fields=['created_at'], name='message_created_at'),
        ),
        migrations.AddConstraint(
            model_name='message',
            constraint=models.UniqueConstraint(fields=('conversation', 'seq'), name='message_seq_unique'),
        ),
        migrations.AddConstraint(
            model_name='message',
            constraint=models.UniqueConstraint(fields=('conversation', 'turn', 'role'), name='message_turn_role_unique'),
        ),
        migrations.AddConstraint(
            model_name='message',
            constraint=models.CheckConstraint(condition=models.Q(('role__in', ['user', 'assistant'])), name='message_role_valid'),
        ),
        migrations.AddConstraint(
            model_name='summary',
            constraint=models.UniqueConstraint(fields=('conversation', 'first_turn'), name='summary_first_turn_unique'),
        ),
        migrations.AddConstraint(
            model_name='summary',
            constraint=models.CheckConstraint(condition=models.Q(('first_turn__lte', models.F('last_turn'))), name='summary_turn_range_valid'),
        ),
        memory_platform.postgresql.PostgreSQLOnly(
            name='conversation_fillfactor',
            sql='ALTER TABLE conversations_conversation SET (fillfactor = 70)',
            reverse_sql='ALTER TABLE conversations_conversation RESET (fillfactor)',
        ),
        memory_platform.postgresql.PostgreSQLOnly(
            name='message_search',
            sql='CREATE INDEX message_search ON conversations_message USING gin (search_vector)',
            reverse_sql='DROP INDEX message_search',
        ),
    ]
