"""Build the right store for a `store=` URL."""

from __future__ import annotations

import os

from imprint.protocols import MemoryStore
from imprint.store.postgres.store import PostgresMemoryStore
from imprint.store.sqlite import SQLiteStore
from imprint.store.url import parse_store_url

__all__ = ["store_from_url"]


def store_from_url(url: str | os.PathLike[str]) -> MemoryStore:
    """A `PostgresMemoryStore` for `postgresql://` URLs, else a `SQLiteStore`.

    Raises:
        InvalidInputError: the URL is malformed or has an unsupported scheme.
    """
    location = parse_store_url(url)
    if location.postgres is not None:
        return PostgresMemoryStore(location.postgres)
    return SQLiteStore(location)
