"""What the conversations schema holds on PostgreSQL beyond the models: the squash script
(scripts/squash_migrations.sh) appends these operations to the app's initial migration."""

from memory_platform.postgresql import PostgreSQLOnly

OPERATIONS = [
    # A turn updates its conversation row twice without touching an indexed column: with free space
    # on the page PostgreSQL rewrites it in place (HOT) and prunes old versions itself.
    PostgreSQLOnly(
        name="conversation_fillfactor",
        sql="ALTER TABLE conversations_conversation SET (fillfactor = 70)",
        reverse_sql="ALTER TABLE conversations_conversation RESET (fillfactor)",
    ),
    # No GIN index on the messages' full-text vectors (migration 0002 drops the one 0001 made): only the
    # search API reads them, always over one user's messages. Over every tenant's messages it cost 1.5 ×
    # the text, and ranking a user's matches costs more than finding them (docs/benchmarks.md, storage).
]
