"""Build the right store for a `store=` URL, and the copier for a store."""

from __future__ import annotations

import os

from imprint.protocols import MemoryStore, StoreCopier
from imprint.store.postgres.dump import PostgresCopier
from imprint.store.postgres.store import PostgresMemoryStore
from imprint.store.sqlite import SQLiteStore
from imprint.store.sqlite.dump import SQLiteCopier
from imprint.store.url import parse_store_url

__all__ = ["copier_for", "store_from_url"]


def store_from_url(url: str | os.PathLike[str]) -> MemoryStore:
    """A `PostgresMemoryStore` for `postgresql://` URLs, else a `SQLiteStore`.

    Raises:
        InvalidInputError: the URL is malformed or has an unsupported scheme.
    """
    location = parse_store_url(url)
    if location.postgres is not None:
        return PostgresMemoryStore(location.postgres)
    return SQLiteStore(location)


def copier_for(store: MemoryStore) -> StoreCopier:
    """The `StoreCopier` that dumps and loads rows of a store built by `store_from_url`.

    Raises:
        TypeError: the store is neither a `SQLiteStore` nor a `PostgresMemoryStore`.
    """
    if isinstance(store, PostgresMemoryStore):
        return PostgresCopier(store)
    if isinstance(store, SQLiteStore):
        return SQLiteCopier(store)
    raise TypeError(f"cannot copy a {type(store).__name__}; only the built-in stores can")
