"""The PostgreSQL store: asyncpg, `tsvector` full-text search and pgvector dense search.

Importing this package needs no extra: asyncpg is imported (in `driver.py`) only when a
store connects, and a missing extra raises `UsageError` naming the install command.
"""

from imprint.store.postgres.location import PostgresLocation, parse_postgres_url
from imprint.store.postgres.store import PostgresMemoryStore
from imprint.store.postgres.vector import PgVectorStore

__all__ = ["PgVectorStore", "PostgresLocation", "PostgresMemoryStore", "parse_postgres_url"]
