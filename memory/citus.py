"""How the schema is laid out on a Citus cluster: what is sharded by tenant, what every node holds a
copy of, and the keys that carry the tenant. The squash script (scripts/squash_migrations.py) writes
these operations into the app's `distribute_by_tenant` migration, which runs after every app's tables
exist and does nothing on plain PostgreSQL or SQLite; docs/migrations.md explains it."""

from memory_platform.citus import (
    CitusOnly,
    distribute_sql,
    drop_constraint_sql,
    drop_foreign_keys_sql,
    foreign_key_sql,
    primary_key_sql,
    reference_sql,
    undistribute_sql,
)

# The tables below come from these apps (besides this one): the migration runs after them.
DEPENDENCIES = [
    ("auth", "0012_alter_user_first_name_max_length"),
    ("contenttypes", "0002_remove_content_type_name"),
    ("tenants", "0001_initial"),
    ("conversations", "0001_initial"),
    ("facts", "0001_initial"),
]
MIGRATION_NAME = "distribute_by_tenant"

# Every tenant-owned table and its primary key column, sharded by tenant_id and colocated with the
# conversations: a tenant's rows of all of them live on one shard group, so joins and transactions
# within a tenant stay on one node.
SHARDED = {
    "conversations_conversation": "id",
    "conversations_message": "id",
    "conversations_conversationstate": "id",
    "conversations_historicalconversationstate": "history_id",
    "conversations_summary": "id",
    "conversations_entitymention": "id",
    "conversations_contextbuildrollup": "id",
    "facts_fact": "id",
    "facts_historicalfact": "history_id",
    "memory_afterturnjob": "id",
    "tenants_auditevent": "id",
    "tenants_idempotencyrecord": "id",
}

# Small tables every query may join, copied to every node (referenced ones first).
REFERENCE = [
    "tenants_tenant",
    "auth_user",
    "django_content_type",
    "auth_permission",
    "auth_group",
    "auth_group_permissions",
    "auth_user_groups",
    "auth_user_user_permissions",
    "tenants_apikey",
    "tenants_membership",
]

# Foreign keys between sharded tables: in the database they lead with the tenant, (tenant_id, column)
# to (tenant_id, id).
SHARDED_FOREIGN_KEYS = [
    ("conversations_message", "conversation_id", "conversations_conversation"),
    ("conversations_conversationstate", "conversation_id", "conversations_conversation"),
    ("conversations_summary", "conversation_id", "conversations_conversation"),
    ("conversations_entitymention", "conversation_id", "conversations_conversation"),
    ("memory_afterturnjob", "conversation_id", "conversations_conversation"),
    ("facts_fact", "source_message_id", "conversations_message"),
    ("facts_fact", "superseded_by_id", "facts_fact"),
]

# Foreign keys to reference tables (and between them) keep their single column.
REFERENCE_FOREIGN_KEYS = [
    *(
        (table, "tenant_id", "tenants_tenant")
        for table in SHARDED
        if table not in ("conversations_historicalconversationstate", "facts_historicalfact")
    ),
    ("tenants_auditevent", "actor_api_key_id", "tenants_apikey"),
    ("tenants_auditevent", "actor_user_id", "auth_user"),
    ("tenants_idempotencyrecord", "api_key_id", "tenants_apikey"),
    ("conversations_historicalconversationstate", "history_user_id", "auth_user"),
    ("facts_historicalfact", "history_user_id", "auth_user"),
]

# Django's one-to-one from a state to its conversation is unique on the conversation alone.
STATE_UNIQUE = "conversations_conversationstate_conversation_id_key"


OPERATIONS = [
    CitusOnly(
        name="drop_foreign_keys",
        sql=[drop_foreign_keys_sql(list(SHARDED))],
        reverse_sql=(
            [foreign_key_sql(t, c, r, with_tenant=False) for t, c, r in SHARDED_FOREIGN_KEYS + REFERENCE_FOREIGN_KEYS]
        ),
    ),
    CitusOnly(
        name="tenant_leading_keys",
        sql=(
            [
                *(primary_key_sql(table, key, with_tenant=True) for table, key in SHARDED.items()),
                drop_constraint_sql("conversations_conversationstate", STATE_UNIQUE),
                "ALTER TABLE conversations_conversationstate ADD CONSTRAINT conversation_state_unique "
                "UNIQUE (tenant_id, conversation_id)",
            ]
        ),
        reverse_sql=(
            [
                drop_constraint_sql("conversations_conversationstate", "conversation_state_unique"),
                f"ALTER TABLE conversations_conversationstate ADD CONSTRAINT {STATE_UNIQUE} UNIQUE (conversation_id)",
                *(primary_key_sql(table, key, with_tenant=False) for table, key in SHARDED.items()),
            ]
        ),
    ),
    CitusOnly(
        name="distribute_by_tenant",
        sql=distribute_sql(list(SHARDED)),
        reverse_sql=undistribute_sql(list(SHARDED)),
    ),
    CitusOnly(
        name="reference_tables",
        sql=reference_sql(REFERENCE),
        reverse_sql=undistribute_sql(REFERENCE),
    ),
    CitusOnly(
        name="tenant_foreign_keys",
        sql=(
            [foreign_key_sql(t, c, r, with_tenant=True) for t, c, r in SHARDED_FOREIGN_KEYS]
            + [foreign_key_sql(t, c, r, with_tenant=False) for t, c, r in REFERENCE_FOREIGN_KEYS]
        ),
        reverse_sql=(
            [drop_constraint_sql(t, f"{t}_{c}_fk") for t, c, _ in SHARDED_FOREIGN_KEYS + REFERENCE_FOREIGN_KEYS]
        ),
    ),
]
