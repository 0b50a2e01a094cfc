"""The SQLite store: one file, WAL, FTS5 full-text search, vectors as BLOBs or sqlite-vec."""

from imprint.store.sqlite.store import SQLiteStore

__all__ = ["SQLiteStore"]
