"""Storage backends; all SQL lives in this package."""

from imprint.store.fts import match_expression
from imprint.store.sqlite import SQLiteStore
from imprint.store.url import default_store_url, parse_store_url

__all__ = ["SQLiteStore", "default_store_url", "match_expression", "parse_store_url"]
