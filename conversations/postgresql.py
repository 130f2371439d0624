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
    # No GIN index on the messages' full-text vectors (migration 0002 drops the one 0001 made), and since
    # 0009 no full-text vectors at all: search ranks words with BM25 over the in-process recall index.
]
