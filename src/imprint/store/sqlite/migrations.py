"""Named, append-only schema migrations for the SQLite store.

A shipped migration is never edited: new schema means a new entry at the end of
`MIGRATIONS`. Each runs in its own transaction and is recorded in `_imprint_migrations`.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Sequence

from imprint.errors import SchemaError
from imprint.store.migration import Migration, check_known
from imprint.store.terms import index_terms, index_text, needs_reindex, owner_prefix

__all__ = ["MIGRATIONS", "applied_migrations", "check_current", "migrate"]

_M001 = """
CREATE TABLE agents (
    agent_id        TEXT PRIMARY KEY,
    description     TEXT NOT NULL DEFAULT '',
    processing_mode TEXT NOT NULL DEFAULT 'balanced'
                    CHECK (processing_mode IN ('frugal', 'balanced', 'eager')),
    scopes          TEXT NOT NULL DEFAULT '[]',
    embedding_dim   INTEGER,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);

CREATE TABLE memories (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    agent_id        TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    terms           TEXT NOT NULL,
    key             TEXT,
    type            TEXT NOT NULL CHECK (type IN ('fact', 'rule', 'decision', 'context')),
    content         TEXT NOT NULL,
    norm            TEXT NOT NULL,
    scope           TEXT NOT NULL DEFAULT 'global',
    status          TEXT NOT NULL DEFAULT 'active' CHECK (status IN
                    ('active', 'merged', 'contradicted', 'quarantined', 'forgotten', 'evicted')),
    source          TEXT NOT NULL CHECK (source IN
                    ('detected', 'user_edit', 'consolidation', 'import')),
    confidence      REAL NOT NULL DEFAULT 0.7,
    reinforcement   INTEGER NOT NULL DEFAULT 0,
    stability       REAL NOT NULL DEFAULT 1.0,
    pinned          INTEGER NOT NULL DEFAULT 0,
    produced_by     TEXT NOT NULL DEFAULT 'heuristic',
    superseded_by   INTEGER REFERENCES memories(id) ON DELETE SET NULL,
    session_id      TEXT,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    last_seen_at    INTEGER NOT NULL
);
CREATE INDEX memories_owner_status ON memories (agent_id, user_id, status, type);
CREATE INDEX memories_norm ON memories (agent_id, user_id, norm);
CREATE UNIQUE INDEX memories_key ON memories (agent_id, user_id, key)
    WHERE key IS NOT NULL AND status = 'active';

-- External-content FTS5 index over `terms`: the content's words, each prefixed with a
-- token naming the (agent, user), so every posting list belongs to one user and a search
-- never reads other users' postings (see store/fts.py). SQL filters on agent and user too.
CREATE VIRTUAL TABLE memories_fts USING fts5(
    terms,
    content = 'memories', content_rowid = 'id',
    tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TRIGGER memories_ai AFTER INSERT ON memories BEGIN
    INSERT INTO memories_fts (rowid, terms) VALUES (new.id, new.terms);
END;
CREATE TRIGGER memories_ad AFTER DELETE ON memories BEGIN
    INSERT INTO memories_fts (memories_fts, rowid, terms) VALUES ('delete', old.id, old.terms);
END;
CREATE TRIGGER memories_au AFTER UPDATE OF terms ON memories BEGIN
    INSERT INTO memories_fts (memories_fts, rowid, terms) VALUES ('delete', old.id, old.terms);
    INSERT INTO memories_fts (rowid, terms) VALUES (new.id, new.terms);
END;

CREATE TABLE signals (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    agent_id        TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    memory_id       INTEGER REFERENCES memories(id) ON DELETE SET NULL,
    type            TEXT CHECK (type IS NULL OR type IN
                    ('correction', 'preference', 'decision', 'fact', 'reinforcement')),
    status          TEXT NOT NULL CHECK (status IN ('processed', 'pending', 'failed')),
    detector        TEXT NOT NULL DEFAULT '',
    confidence      REAL NOT NULL DEFAULT 0,
    agent_output    TEXT NOT NULL DEFAULT '',
    user_response   TEXT NOT NULL DEFAULT '',
    scope           TEXT,
    session_id      TEXT,
    attempts        INTEGER NOT NULL DEFAULT 0,
    error           TEXT,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
CREATE INDEX signals_owner ON signals (agent_id, user_id, status);
CREATE INDEX signals_pending ON signals (agent_id, status) WHERE status = 'pending';
CREATE INDEX signals_memory ON signals (memory_id);

CREATE TABLE events (
    seq             INTEGER PRIMARY KEY AUTOINCREMENT,
    agent_id        TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    kind            TEXT NOT NULL,
    memory_id       INTEGER,
    detail          TEXT NOT NULL DEFAULT '{}',
    created_at      INTEGER NOT NULL
);
CREATE INDEX events_owner ON events (agent_id, user_id, seq);

-- Bumped by every change to a user's memories; the policy cache is valid for one version.
CREATE TABLE user_versions (
    agent_id        TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    version         INTEGER NOT NULL,
    PRIMARY KEY (agent_id, user_id)
) WITHOUT ROWID;

CREATE TABLE policy_cache (
    agent_id        TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    cache_key       TEXT NOT NULL,
    version         INTEGER NOT NULL,
    policy          TEXT NOT NULL,
    created_at      INTEGER NOT NULL,
    PRIMARY KEY (agent_id, user_id, cache_key)
) WITHOUT ROWID;

CREATE TABLE feedback_loops (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    agent_id        TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    session_id      TEXT NOT NULL DEFAULT '',
    status          TEXT NOT NULL CHECK (status IN ('open', 'closed', 'expired')),
    used            TEXT NOT NULL DEFAULT '[]',
    alpha           REAL,
    outcome         REAL,
    opened_at       INTEGER NOT NULL,
    closed_at       INTEGER
);
CREATE INDEX feedback_loops_open ON feedback_loops (agent_id, user_id, session_id, status);

CREATE TABLE learned_state (
    agent_id        TEXT NOT NULL,
    name            TEXT NOT NULL,
    state           TEXT NOT NULL,
    updated_at      INTEGER NOT NULL,
    PRIMARY KEY (agent_id, name)
) WITHOUT ROWID;

CREATE TABLE episodes (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    agent_id        TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    session_id      TEXT,
    goal            TEXT NOT NULL,
    turns           INTEGER NOT NULL,
    outcome         TEXT NOT NULL,
    summary         TEXT,
    created_at      INTEGER NOT NULL
);
CREATE INDEX episodes_owner ON episodes (agent_id, user_id, id);

CREATE TABLE vectors (
    memory_id       INTEGER PRIMARY KEY REFERENCES memories(id) ON DELETE CASCADE,
    agent_id        TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    dim             INTEGER NOT NULL,
    vector          BLOB NOT NULL,
    seq             INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX vectors_owner ON vectors (agent_id, user_id, seq);
CREATE INDEX vectors_seq ON vectors (seq);

-- How far each (agent, user) partition of an optional sqlite-vec index has caught up with
-- `vectors.seq`; the index itself is created on demand where the extension loads.
CREATE TABLE vec_sync (
    owner           TEXT NOT NULL,
    dim             INTEGER NOT NULL,
    seq             INTEGER NOT NULL,
    PRIMARY KEY (owner, dim)
) WITHOUT ROWID;
"""

# Every search probes each segment of the full-text index once per term, and each commit
# adds a segment. With FTS5's defaults (merge at 4 per level, force at 16) 3,000 observes
# left 19 segments and a candidate search took 250 us; with these, 5 segments and 135 us,
# for 9% fewer instructions per observe counting the extra merging.
_M002 = """
INSERT INTO memories_fts (memories_fts, rank) VALUES ('automerge', 2);
INSERT INTO memories_fts (memories_fts, rank) VALUES ('crisismerge', 4);
"""

# Memories say what they set and until when; Chinese, Japanese and Korean text is now
# indexed by pairs of letters (store/terms.py), so rows holding it are indexed again.
# A signal may now be a forget request; SQLite changes a CHECK by rebuilding the table.
_M003 = """
ALTER TABLE memories ADD COLUMN subject TEXT;
ALTER TABLE memories ADD COLUMN valid_until INTEGER;
CREATE TABLE signals_m003 (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    agent_id        TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    memory_id       INTEGER REFERENCES memories(id) ON DELETE SET NULL,
    type            TEXT CHECK (type IS NULL OR type IN
                    ('correction', 'preference', 'decision', 'fact', 'reinforcement', 'forget')),
    status          TEXT NOT NULL CHECK (status IN ('processed', 'pending', 'failed')),
    detector        TEXT NOT NULL DEFAULT '',
    confidence      REAL NOT NULL DEFAULT 0,
    agent_output    TEXT NOT NULL DEFAULT '',
    user_response   TEXT NOT NULL DEFAULT '',
    scope           TEXT,
    session_id      TEXT,
    attempts        INTEGER NOT NULL DEFAULT 0,
    error           TEXT,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
INSERT INTO signals_m003 SELECT id, agent_id, user_id, memory_id, type, status, detector,
    confidence, agent_output, user_response, scope, session_id, attempts, error, created_at,
    updated_at FROM signals;
DROP TABLE signals;
ALTER TABLE signals_m003 RENAME TO signals;
CREATE INDEX signals_owner ON signals (agent_id, user_id, status);
CREATE INDEX signals_pending ON signals (agent_id, status) WHERE status = 'pending';
CREATE INDEX signals_memory ON signals (memory_id);
"""

# Metadata (issue 19): a JSON object per memory and per pending signal, filtered with
# json_extract; `origin` names where an imported memory came from, so a re-import skips it;
# the agent's embedder by name, so the command line can rebuild it; and an index for one
# memory's events (`memory_history`).
_M004 = """
ALTER TABLE memories ADD COLUMN metadata TEXT NOT NULL DEFAULT '{}';
ALTER TABLE memories ADD COLUMN origin TEXT;
CREATE INDEX memories_origin ON memories (agent_id, user_id, origin) WHERE origin IS NOT NULL;
ALTER TABLE signals ADD COLUMN metadata TEXT NOT NULL DEFAULT '{}';
ALTER TABLE agents ADD COLUMN embedder TEXT;
CREATE INDEX events_memory ON events (agent_id, user_id, memory_id) WHERE memory_id IS NOT NULL;
"""

# Deleting a memory makes SQLite look for memories naming it in `superseded_by` (ON DELETE
# SET NULL); without an index that is a scan of every memory per deleted row, and erasing a
# user of 30,000 memories took 95 s (2 s with it). PostgreSQL's schema has had it from m001.
_M006 = """
CREATE INDEX memories_superseded ON memories (superseded_by) WHERE superseded_by IS NOT NULL;
"""

# A pending turn is claimed before it is reprocessed, until a time: two reprocessors never
# pay the LLM for the same turn, and a claim left by a crashed one runs out.
_M007 = """
ALTER TABLE signals ADD COLUMN lease_holder TEXT;
ALTER TABLE signals ADD COLUMN lease_until INTEGER;
"""

MIGRATIONS: tuple[Migration, ...] = (
    Migration("m001_initial_schema", _M001),
    Migration("m002_fts_fewer_segments", _M002),
    Migration("m003_memory_subjects", _M003, reindex=True),
    Migration("m004_metadata", _M004),
    Migration("m006_memories_superseded_index", _M006),
    Migration("m007_pending_leases", _M007),
)
"""Every migration this version knows, in order. Append only."""


def applied_migrations(conn: sqlite3.Connection) -> list[str]:
    """Names of the migrations recorded in the file, in order."""
    exists = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_imprint_migrations'"
    ).fetchone()
    if exists is None:
        return []
    return [r[0] for r in conn.execute("SELECT name FROM _imprint_migrations ORDER BY id")]


def check_current(conn: sqlite3.Connection, migrations: Sequence[Migration] = MIGRATIONS) -> None:
    """Check, without writing, that the file is an Imprint store with every migration.

    For read-only use: a file that is not a store, or that needs migrating, is refused
    rather than changed.

    Raises:
        SchemaError: the file is not an Imprint store, is older (run `imprint migrate`) or
            was written by a newer Imprint.
    """
    done = applied_migrations(conn)
    if not done:
        raise SchemaError(
            "this file is not an Imprint store (it has no Imprint migrations); read commands "
            "never change it, so pass the store Imprint writes to"
        )
    check_known(done, migrations, holder="store", instead="open another file")
    if len(done) < len(migrations):
        raise SchemaError(
            f"this store needs {len(migrations) - len(done)} migration(s) before it can be "
            f"read; run `imprint migrate` on it first"
        )


def migrate(conn: sqlite3.Connection, migrations: Sequence[Migration] = MIGRATIONS) -> list[str]:
    """Apply the migrations the file lacks; return their names.

    Raises:
        SchemaError: the file has migrations this version does not know (a newer Imprint
            wrote it), or the file holds tables but is not an Imprint store.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute(
            "CREATE TABLE IF NOT EXISTS _imprint_migrations ("
            " id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, applied_at INTEGER NOT NULL)"
        )
        done = applied_migrations(conn)
        check_known(done, migrations, holder="store", instead="open another file")
        if not done:
            foreign = conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN "
                "('memories', 'signals', 'events')"
            ).fetchone()
            if foreign is not None:
                raise SchemaError(
                    f"the file already has a {foreign[0]!r} table but no Imprint migrations; "
                    f"it is not an Imprint store, so give Imprint its own file"
                )
        applied: list[str] = []
        for migration in migrations[len(done) :]:
            for statement in _split(migration.sql):
                conn.execute(statement)
            if migration.reindex:
                _reindex(conn)
            conn.execute(
                "INSERT INTO _imprint_migrations (name, applied_at) VALUES (?, ?)",
                (migration.name, int(time.time() * 1000)),
            )
            applied.append(migration.name)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return applied


def _reindex(conn: sqlite3.Connection) -> None:
    """Recompute the index terms of memories whose text `needs_reindex`."""
    rows = conn.execute("SELECT id, agent_id, user_id, content, subject FROM memories").fetchall()
    for memory_id, agent_id, user_id, content, subject in rows:
        if isinstance(content, str) and needs_reindex(content):
            terms = index_terms(index_text(content, subject), owner_prefix(agent_id, user_id))
            conn.execute("UPDATE memories SET terms = ? WHERE id = ?", (terms, memory_id))


def _split(script: str) -> list[str]:
    """Split a migration script into statements, keeping trigger bodies whole."""
    statements: list[str] = []
    buffer: list[str] = []
    for line in script.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("--"):
            continue
        buffer.append(line)
        candidate = "\n".join(buffer)
        if stripped.endswith(";") and sqlite3.complete_statement(candidate):
            statements.append(candidate)
            buffer = []
    if buffer:
        statements.append("\n".join(buffer))
    return statements
