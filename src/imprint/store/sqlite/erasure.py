"""Erasing on SQLite: a whole user, one memory's text, or one turn's.

`forget_user`, `steps.Forget` and `steps.ForgetTexts`. All run inside a write transaction
and leave no byte of the erased text in the tables, the full-text index (`fts_erasure`),
the sqlite-vec index or freed pages (the connection runs with `secure_delete`). Foreign
triggers are removed first (`triggers`). What the transaction cannot reach is the WAL:
older pages stay in it until a TRUNCATE checkpoint, which `SQLiteConnection.scrub_wal`
runs after the commit, and again after later commits while another connection's read
transaction keeps it from completing.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from imprint.errors import StoreError
from imprint.store.facts import KeptDetail, KeptText, KeptTurn
from imprint.store.forgetting import candidates
from imprint.store.sqlite.driver import DRIVER
from imprint.store.sqlite.fts_erasure import delete_plainly, scrub_index
from imprint.store.sqlite.queries import log_event, user_version
from imprint.store.sqlite.triggers import restore_triggers
from imprint.store.terms import owner_prefix

__all__ = [
    "erase_user",
    "forget_memory",
    "forget_texts",
    "has_vec_tables",
    "kept_texts",
    "stem_filter",
]

_OWNED = ("vectors", "signals", "policy_cache", "feedback_loops", "episodes", "events")
"""Tables whose rows belong to one (agent, user), apart from `memories` and the version."""


def has_vec_tables(c: sqlite3.Connection) -> bool:
    """Whether the file holds a sqlite-vec index (erasing from it needs the extension)."""
    return bool(_vec_tables(c))


def _vec_tables(c: sqlite3.Connection) -> list[str]:
    return [
        str(r[0])
        for r in c.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'vec_memories_%' "
            "AND sql LIKE 'CREATE VIRTUAL TABLE%'"
        )
    ]


def _erase_vectors(c: sqlite3.Connection, memory_ids: list[int]) -> None:
    """Delete rows from every sqlite-vec index (sqlite-vec zeroes a deleted vector's bytes)."""
    for table in _vec_tables(c):
        try:
            for memory_id in memory_ids:
                c.execute(f"DELETE FROM {table} WHERE memory_id = ?", (memory_id,))
        except DRIVER.OperationalError as exc:
            if "no such module" not in str(exc):
                raise
            raise StoreError(
                f"cannot erase completely: this store has a sqlite-vec index ({table}) and "
                f"the extension is not loaded here (install sqlean.py and imprint-mem[vector])"
            ) from exc


def erase_user(c: sqlite3.Connection, agent_id: str, user_id: str, now_ms: int) -> int:
    """Delete every row of the user for the agent; log one event without content.

    The event keeps the user's last memory version, so the versions a returning user gets
    never repeat one a cache may still hold; no other row names the user afterwards.
    Returns the number of rows removed.
    """
    restore_triggers(c)
    version = user_version(c, agent_id, user_id)
    owner = (agent_id, user_id)
    ids = [
        int(r[0])
        for r in c.execute(
            "SELECT memory_id FROM vectors WHERE agent_id = ? AND user_id = ?", owner
        )
    ]
    _erase_vectors(c, ids)
    c.execute("DELETE FROM vec_sync WHERE owner = ?", (owner_prefix(*owner),))
    held = c.execute("SELECT count(*) FROM memories WHERE agent_id = ? AND user_id = ?", owner)
    plain = delete_plainly(c, int(held.fetchone()[0]))
    removed = 0
    for table in (*_OWNED, "user_versions"):
        cur = c.execute(f"DELETE FROM {table} WHERE agent_id = ? AND user_id = ?", owner)
        removed += cur.rowcount if table != "user_versions" else 0
    # Break self-references first so ON DELETE SET NULL has nothing left to chase.
    c.execute("UPDATE memories SET superseded_by = NULL WHERE agent_id = ? AND user_id = ?", owner)
    removed += c.execute("DELETE FROM memories WHERE agent_id = ? AND user_id = ?", owner).rowcount
    scrub_index(c, owner_prefix(*owner), plain=plain)
    detail = {"rows": removed, "version": version}
    log_event(c, agent_id, user_id, "user.erased", now_ms, detail=detail)
    return removed


def forget_memory(
    c: sqlite3.Connection, agent_id: str, user_id: str, memory_id: int, now_ms: int
) -> bool:
    """Erase one memory's text everywhere the store holds it; False if the user has no such id.

    See `store.steps.Forget` for what goes and what stays. The row stays, `forgotten`,
    with no content, subject or index terms; the caller empties the WAL after the commit.
    """
    owner = (agent_id, user_id)
    row = c.execute(
        "SELECT 1 FROM memories WHERE id = ? AND agent_id = ? AND user_id = ?", (memory_id, *owner)
    ).fetchone()
    if row is None:
        return False
    restore_triggers(c)
    # The turn that produced it, wherever the user's signals keep that same reply.
    c.execute(
        "UPDATE signals SET agent_output = '', user_response = '' "
        "WHERE agent_id = ? AND user_id = ? AND (memory_id = ? OR (user_response <> '' AND "
        "user_response IN (SELECT user_response FROM signals WHERE agent_id = ? "
        "AND user_id = ? AND memory_id = ?)))",
        (*owner, memory_id, *owner, memory_id),
    )
    c.execute(
        "UPDATE events SET detail = '{}' WHERE agent_id = ? AND user_id = ? AND memory_id = ?",
        (*owner, memory_id),
    )
    _erase_vectors(c, [memory_id])
    c.execute("DELETE FROM vectors WHERE memory_id = ?", (memory_id,))
    # The update trigger takes the old terms out of the index (from its pages, with
    # secure-delete); `scrub_index` then rewrites it if a separator key kept a start of one.
    c.execute(
        "UPDATE memories SET status = 'forgotten', content = '', norm = '', terms = '', "
        "subject = NULL, updated_at = ? WHERE id = ?",
        (now_ms, memory_id),
    )
    scrub_index(c, owner_prefix(*owner))
    return True


def stem_filter(expression: str, stems: Sequence[str]) -> tuple[str, tuple[str, ...]]:
    """A WHERE condition (and its arguments) keeping rows whose `expression` may hold a stem.

    ASCII stems are searched in SQL, where `lower()` folds ASCII only, so a text holding
    any other character is kept too ("Stra\u00dfe" folds to "strasse" in Python). With a
    stem that is not ASCII, or none, every row is read. `forgetting.candidates` then
    narrows them in Python.
    """
    if stems and all(stem.isascii() for stem in stems):
        held = " OR ".join(f"instr(lower({expression}), ?) > 0" for _ in stems)
        wide = f"length({expression}) <> length(CAST({expression} AS BLOB))"
        return f"({held} OR {wide})", tuple(stems)
    return "1", ()


def kept_texts(
    c: sqlite3.Connection, agent_id: str, user_id: str, stems: Sequence[str], newest: int
) -> tuple[KeptText, ...]:
    """The user's kept turns and event details that may hold a stem, and the newest turns.

    With no stems, all of them. A superset for the decision to narrow
    (`store/forgetting.py`). Every kept turn and detail of the user is scanned: a forget
    request is rare, and a turn beyond any bound would keep what the user asked to have
    gone.
    """
    owner = (agent_id, user_id)
    said = "(user_response <> '' OR agent_output <> '')"
    held, args = stem_filter("agent_output || char(10) || user_response", stems)
    found = c.execute(
        "SELECT id, agent_output, user_response FROM signals "
        f"WHERE agent_id = ? AND user_id = ? AND {said} AND {held}",
        (*owner, *args),
    ).fetchall()
    newer = c.execute(
        "SELECT id, agent_output, user_response FROM signals "
        f"WHERE agent_id = ? AND user_id = ? AND {said} ORDER BY id DESC LIMIT ?",
        (*owner, newest),
    ).fetchall()
    turns = candidates(
        found, newer, stems, key=lambda r: int(r[0]), text=lambda r: f"{r[1]}\n{r[2]}"
    )
    held, args = stem_filter("detail", stems)
    # `user.erased` holds the version a later cache check reads, never the user's words.
    noted = c.execute(
        "SELECT seq, detail FROM events WHERE agent_id = ? AND user_id = ? "
        f"AND detail <> '{{}}' AND kind <> 'user.erased' AND {held}",
        (*owner, *args),
    ).fetchall()
    details = candidates(noted, (), stems, key=lambda r: int(r[0]), text=lambda r: str(r[1]))
    kept: list[KeptText] = [
        KeptTurn(signal_id=int(r[0]), agent_output=r[1], user_response=r[2]) for r in turns
    ]
    kept += [KeptDetail(event_id=int(r[0]), detail=r[1]) for r in details]
    return tuple(kept)


def forget_texts(
    c: sqlite3.Connection,
    agent_id: str,
    user_id: str,
    signals: Sequence[int],
    events: Sequence[int],
) -> bool:
    """Blank these turns' text and these events' detail; False if none of the user's changed."""
    restore_triggers(c)
    owner = (agent_id, user_id)
    changed = 0
    for signal_id in signals:
        changed += c.execute(
            "UPDATE signals SET agent_output = '', user_response = '' "
            "WHERE id = ? AND agent_id = ? AND user_id = ? "
            "AND (agent_output <> '' OR user_response <> '')",
            (signal_id, *owner),
        ).rowcount
    for event_id in events:
        changed += c.execute(
            "UPDATE events SET detail = '{}' WHERE seq = ? AND agent_id = ? AND user_id = ? "
            "AND detail <> '{}'",
            (event_id, *owner),
        ).rowcount
    return changed > 0
