"""Storage backends; all SQL lives in this package."""

from imprint.store.factory import copier_for, store_from_url
from imprint.store.postgres import PostgresMemoryStore
from imprint.store.sqlite import SQLiteStore
from imprint.store.sqlite.fts import match_expression
from imprint.store.url import default_store_url, parse_store_url

__all__ = [
    "PostgresMemoryStore",
    "SQLiteStore",
    "copier_for",
    "default_store_url",
    "match_expression",
    "parse_store_url",
    "store_from_url",
]
