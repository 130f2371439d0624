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
    # Search and recall match the messages' full-text vectors (NULL and never read on SQLite).
    PostgreSQLOnly(
        name="message_search",
        sql="CREATE INDEX message_search ON conversations_message USING gin (search_vector)",
        reverse_sql="DROP INDEX message_search",
    ),
]
