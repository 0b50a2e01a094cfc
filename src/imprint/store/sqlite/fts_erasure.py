"""Erased words out of the FTS5 index: secure-delete where SQLite has it, a rebuild where not.

A plain FTS5 delete appends delete markers: the erased terms stay in their old segment,
and in the markers (which carry the term), until a merge reaching the oldest segment
drops both, and `optimize` can leave them in place: a user of 300 memories, deleted then
optimized, left 263-276 of 300 words in the file (issue 17). Two ways out, by version:

- SQLite >= 3.44 (sqlean.py ships 3.50): FTS5's `secure-delete` option, enabled once per
  file together with a `rebuild` that drops whatever earlier deletes left. A delete then
  removes the entry from its leaf page. What it cannot reach are the separator keys in
  `memories_fts_idx` (the leading bytes of the first term of each leaf page, kept for
  seeking): after an erasure, a separator under the owner's prefix that no live term starts
  with has the index rewritten, `optimize` while it has several segments, else `rebuild`.
- Older SQLite (the stdlib `sqlite3` on some platforms): no secure-delete, so an erasure
  ends with `rebuild`, whose cost grows with the whole store (see `bench/erasure.py`).

After a first secure delete the index's format version is 5, which SQLite < 3.44 refuses
to read, even to rebuild. A store opened for writing there gets version 4 written back and
is rebuilt; the `secure-delete` setting is removed with it, so that the newer SQLite,
finding it unset, rebuilds again (dropping what plain deletes left) when it next connects.
"""

from __future__ import annotations

import logging
import sqlite3
from typing import Literal

__all__ = [
    "SECURE_DELETE_SINCE",
    "delete_plainly",
    "index_needs_preparing",
    "prepare_index",
    "scrub_index",
    "secure_delete_available",
]

log = logging.getLogger(__name__)

SECURE_DELETE_SINCE = (3, 44, 0)
"""The first SQLite whose FTS5 has the `secure-delete` option."""

_FTS = "memories_fts"

Rewrite = Literal["optimize", "rebuild"]


def secure_delete_available(c: sqlite3.Connection) -> bool:
    """Whether the SQLite behind `c` (not the Python module's headers) has secure-delete."""
    version = str(c.execute("SELECT sqlite_version()").fetchone()[0])
    return tuple(int(part) for part in version.split(".")[:3]) >= SECURE_DELETE_SINCE


def _config(c: sqlite3.Connection) -> dict[str, object]:
    return {str(k): v for k, v in c.execute(f"SELECT k, v FROM {_FTS}_config")}


def index_needs_preparing(c: sqlite3.Connection) -> bool:
    """Whether `prepare_index` has work to do (a read; cheap enough for every connect)."""
    config = _config(c)
    if secure_delete_available(c):
        return config.get("secure-delete") != 1
    return config.get("version") == 5 or "secure-delete" in config


def prepare_index(c: sqlite3.Connection) -> Rewrite | None:
    """Put the index in the state erasure relies on; inside a write transaction.

    Returns the rewrite it ran, if any (a one-time cost per file, logged).
    """
    if not index_needs_preparing(c):
        return None
    if secure_delete_available(c):
        c.execute(f"INSERT INTO {_FTS} ({_FTS}, rank) VALUES ('secure-delete', 1)")
    else:
        # This SQLite cannot open a version-5 index at all, not even to rebuild it; the
        # rebuild below discards every page, so the version it claims no longer matters.
        c.execute(f"UPDATE {_FTS}_config SET v = 4 WHERE k = 'version' AND v = 5")
        c.execute(f"DELETE FROM {_FTS}_config WHERE k = 'secure-delete'")
    c.execute(f"INSERT INTO {_FTS} ({_FTS}) VALUES ('rebuild')")
    log.info("rebuilt the full-text index of this store once, for erasure that leaves no trace")
    return "rebuild"


def delete_plainly(c: sqlite3.Connection, rows: int) -> bool:
    """Before deleting `rows` memories: switch secure-delete off when a rebuild costs less.

    A secure delete rewrites the leaf pages of each term it touches, about 0.1 ms a memory,
    and a large user's keys then need the index rewritten anyway; a rebuild costs about
    20 ms per 1,000 memories in the store. Past a fifth of the store, plain deletes and a
    rebuild are cheaper (measured in `bench/erasure.py`). Returns whether it switched;
    `scrub_index(plain=True)` switches it back inside the same transaction.
    """
    if not secure_delete_available(c) or _config(c).get("secure-delete") != 1:
        return False
    total = int(c.execute("SELECT count(*) FROM memories").fetchone()[0])
    if rows * 5 <= total:
        return False
    c.execute(f"INSERT INTO {_FTS} ({_FTS}, rank) VALUES ('secure-delete', 0)")
    return True


def scrub_index(c: sqlite3.Connection, prefix: str, *, plain: bool = False) -> Rewrite | None:
    """After rows under the owner `prefix` were deleted: leave no trace of them in the index.

    Runs inside the erasing transaction. `plain`: the rows went with secure-delete off
    (`delete_plainly`); it is switched on again and the index rebuilt. Returns the rewrite
    it needed, if any.
    """
    if plain:
        c.execute(f"INSERT INTO {_FTS} ({_FTS}, rank) VALUES ('secure-delete', 1)")
    if plain or not secure_delete_available(c) or _config(c).get("secure-delete") != 1:
        _rewrite(c, "rebuild")
        return "rebuild"
    if not _dead_separators(c, prefix):
        return None
    if _segments(c) > 1:
        _rewrite(c, "optimize")
        if not _dead_separators(c, prefix):
            return "optimize"
    _rewrite(c, "rebuild")
    return "rebuild"


def _rewrite(c: sqlite3.Connection, how: Rewrite) -> None:
    c.execute(f"INSERT INTO {_FTS} ({_FTS}) VALUES (?)", (how,))


def _segments(c: sqlite3.Connection) -> int:
    return int(c.execute(f"SELECT count(DISTINCT segid) FROM {_FTS}_idx").fetchone()[0])


def _dead_separators(c: sqlite3.Connection, prefix: str) -> bool:
    """Whether a separator key under `prefix` is no longer the start of any live term.

    Keys of the main index start with the byte '0'. A key cut inside a multi-byte character
    cannot be compared as text, so it counts as dead: a needless rewrite costs time, a key
    wrongly taken for live would keep the start of an erased word.
    """
    low = b"0" + prefix.encode()
    keys = c.execute(
        f"SELECT term FROM {_FTS}_idx WHERE term >= ? AND term < ?", (low, low + b"\xff")
    ).fetchall()
    if not keys:
        return False
    c.execute(
        f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.imprint_vocab USING fts5vocab(main, {_FTS}, row)"
    )
    for (key,) in keys:
        try:
            start = bytes(key)[1:].decode()
        except UnicodeDecodeError:
            return True
        live = c.execute(
            "SELECT 1 FROM temp.imprint_vocab WHERE term >= ? AND term < ? LIMIT 1",
            (start, start + "\U0010ffff"),
        ).fetchone()
        if live is None:
            return True
    return False
