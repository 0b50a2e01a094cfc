"""SQL for an agent's persisted configuration (SQLite): read it, create it, update fields."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence

from imprint.store.rows import agent_fields, check_types, damaged
from imprint.types import AgentConfig, ProcessingMode

__all__ = ["get_agent", "upsert_agent"]


def get_agent(c: sqlite3.Connection, agent_id: str) -> AgentConfig | None:
    """Read an agent's configuration."""
    row = c.execute("SELECT * FROM agents WHERE agent_id = ?", (agent_id,)).fetchone()
    if row is None:
        return None
    check_types(row, (("description", (str,)), ("scopes", (str,)), ("processing_mode", (str,))))
    scopes = json.loads(row["scopes"])
    dim = row["embedding_dim"]
    if not isinstance(scopes, list) or not all(isinstance(s, str) for s in scopes):
        raise damaged("an agent's scopes", scopes)
    if dim is not None and (type(dim) is not int or dim < 1):
        raise damaged("an embedding dimension", dim)
    embedder = row["embedder"]
    if embedder is not None and type(embedder) is not str:
        raise damaged("an embedder name", embedder)
    return AgentConfig(
        agent_id=row["agent_id"],
        description=row["description"],
        processing_mode=ProcessingMode(row["processing_mode"]),
        scopes=tuple(scopes),
        embedding_dim=dim,
        embedder=embedder,
    )


def upsert_agent(
    c: sqlite3.Connection,
    agent_id: str,
    *,
    now_ms: int,
    description: str | None,
    processing_mode: ProcessingMode | None,
    scopes: Sequence[str] | None,
    embedding_dim: int | None,
    embedder: str | None = None,
) -> None:
    """Insert the agent if new, then UPDATE only the given fields (never replace the row)."""
    c.execute(
        "INSERT INTO agents (agent_id, created_at, updated_at) VALUES (?, ?, ?) "
        "ON CONFLICT (agent_id) DO NOTHING",
        (agent_id, now_ms, now_ms),
    )
    fields = agent_fields(
        description=description,
        processing_mode=processing_mode,
        scopes=scopes,
        embedding_dim=embedding_dim,
        embedder=embedder,
    )
    if fields:
        assignments = ", ".join(f"{name} = ?" for name, _ in fields)
        c.execute(
            f"UPDATE agents SET {assignments}, updated_at = ? WHERE agent_id = ?",
            [value for _, value in fields] + [now_ms, agent_id],
        )
