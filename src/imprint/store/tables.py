"""The tables `imprint copy` moves between stores, in a backend-neutral description.

Each store's dump module turns these names into its own SQL. Column names are the ones both
schemas share; values travel as plain Python (ints for epoch-millisecond times, `str`,
`float`, `bool` for `pinned`, `list[float]` for a vector). Derived data is left out on
purpose and rebuilt by the target: full-text terms (SQLite's owner-prefixed `terms`,
PostgreSQL's `fts_config` and `tsvector`), the sqlite-vec index and its `vec_sync` marks,
SQLite's vector `seq`, and the policy cache.
"""

from __future__ import annotations

from dataclasses import dataclass

from imprint.protocols import CopyTable

__all__ = ["COPY_ORDER", "IDENTITY_COLUMNS", "TABLES", "TableSpec"]


@dataclass(frozen=True, slots=True, kw_only=True)
class TableSpec:
    """What to read and write for one copied table."""

    source: str
    """The SQL table the rows live in (`memory_links` reads and updates `memories`)."""
    columns: tuple[str, ...]
    """Neutral column names, in the order dumped rows list them."""
    key: tuple[str, ...]
    """Primary-key columns: rows are dumped in this order and paged after the last one."""


TABLES: dict[CopyTable, TableSpec] = {
    "agents": TableSpec(
        source="agents",
        columns=(
            "agent_id",
            "description",
            "processing_mode",
            "scopes",
            "embedding_dim",
            "created_at",
            "updated_at",
            "embedder",
        ),
        key=("agent_id",),
    ),
    "memories": TableSpec(
        source="memories",
        # `superseded_by` travels in `memory_links`: it may point at a later id, which the
        # foreign key would refuse before that memory is loaded.
        columns=(
            "id",
            "agent_id",
            "user_id",
            "key",
            "type",
            "content",
            "norm",
            "scope",
            "status",
            "source",
            "confidence",
            "reinforcement",
            "stability",
            "pinned",
            "produced_by",
            "session_id",
            "created_at",
            "updated_at",
            "last_seen_at",
            "subject",
            "valid_until",
            "metadata",
            "origin",
        ),
        key=("id",),
    ),
    "memory_links": TableSpec(source="memories", columns=("id", "superseded_by"), key=("id",)),
    "vectors": TableSpec(
        source="vectors",
        columns=("memory_id", "agent_id", "user_id", "dim", "vector"),
        key=("memory_id",),
    ),
    "signals": TableSpec(
        source="signals",
        columns=(
            "id",
            "agent_id",
            "user_id",
            "memory_id",
            "type",
            "status",
            "detector",
            "confidence",
            "agent_output",
            "user_response",
            "scope",
            "session_id",
            "attempts",
            "error",
            "created_at",
            "updated_at",
            "metadata",
        ),
        key=("id",),
    ),
    "events": TableSpec(
        source="events",
        columns=("seq", "agent_id", "user_id", "kind", "memory_id", "detail", "created_at"),
        key=("seq",),
    ),
    "user_versions": TableSpec(
        source="user_versions",
        columns=("agent_id", "user_id", "version"),
        key=("agent_id", "user_id"),
    ),
    "feedback_loops": TableSpec(
        source="feedback_loops",
        columns=(
            "id",
            "agent_id",
            "user_id",
            "session_id",
            "status",
            "used",
            "alpha",
            "outcome",
            "opened_at",
            "closed_at",
        ),
        key=("id",),
    ),
    "learned_state": TableSpec(
        source="learned_state",
        columns=("agent_id", "name", "state", "updated_at"),
        key=("agent_id", "name"),
    ),
    "episodes": TableSpec(
        source="episodes",
        columns=(
            "id",
            "agent_id",
            "user_id",
            "session_id",
            "goal",
            "turns",
            "outcome",
            "summary",
            "created_at",
        ),
        key=("id",),
    ),
}
"""Every copied table; `memory_links` is the `superseded_by` column of `memories`."""

COPY_ORDER: tuple[CopyTable, ...] = tuple(TABLES)
"""Load order: each table after the ones its foreign keys point at."""

IDENTITY_COLUMNS: dict[CopyTable, str] = {
    "memories": "id",
    "signals": "id",
    "events": "seq",
    "feedback_loops": "id",
    "episodes": "id",
}
"""Tables whose ids the database generates, and the generated column."""
