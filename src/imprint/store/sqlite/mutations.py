"""The second half of `SQLiteStore`: edits, history, signals, loops, cache, state, upkeep."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from imprint.errors import NotFoundError, SchemaError
from imprint.store.rows import to_episode, to_event, to_ms, to_pending
from imprint.store.sqlite import edits, history, loops
from imprint.store.sqlite import queries as q
from imprint.store.sqlite.connection import SQLiteConnection
from imprint.types import (
    Episode,
    Event,
    FeedbackLoop,
    Memory,
    MemoryHistory,
    MemoryStatus,
    PendingSignal,
    UserSummary,
)

__all__ = ["StoreMutations"]


class StoreMutations:
    """Methods of `SQLiteStore` beyond observation writes, memory reads and erasure."""

    _conn: SQLiteConnection

    # -- memory edits ---------------------------------------------------------------------

    async def set_status(
        self,
        agent_id: str,
        user_id: str,
        memory_id: int,
        status: MemoryStatus,
        *,
        now: datetime,
        reason: str,
    ) -> Memory:
        """Change one memory's status (forget, confirm, ...) and log it.

        Raises:
            NotFoundError: no such memory for this agent and user.
        """
        return await self._conn.write(
            lambda c: edits.set_status(c, agent_id, user_id, memory_id, status, to_ms(now), reason)
        )

    async def set_pinned(
        self, agent_id: str, user_id: str, memory_id: int, pinned: bool, *, now: datetime
    ) -> Memory:
        """Pin or unpin one memory.

        Raises:
            NotFoundError: no such memory for this agent and user.
        """
        return await self._conn.write(
            lambda c: edits.set_pinned(c, agent_id, user_id, memory_id, pinned, to_ms(now))
        )

    # -- history --------------------------------------------------------------------------

    async def memory_history(self, agent_id: str, user_id: str, memory_id: int) -> MemoryHistory:
        """One memory's events and the policies that used it, oldest first.

        Raises:
            NotFoundError: no such memory for this agent and user.
        """

        def run(c: sqlite3.Connection) -> MemoryHistory:
            found = q.get_memories(c, agent_id, user_id, [memory_id])
            if not found:
                raise NotFoundError(
                    f"no memory {memory_id!r} for user {user_id!r} of agent {agent_id!r}"
                )
            return history.memory_history(c, found[0])

        return await self._conn.read(run)

    async def users(self, agent_id: str) -> list[UserSummary]:
        """The agent's users with memories, by user id."""
        return await self._conn.read(lambda c: history.users(c, agent_id))

    async def agents(self) -> list[tuple[str, int]]:
        """Every agent in the store with its count of active memories, by agent id."""
        return await self._conn.read(history.agents)

    # -- signals --------------------------------------------------------------------------

    async def pending_signals(self, agent_id: str, *, limit: int = 100) -> list[PendingSignal]:
        """Observations waiting for reprocessing, oldest first."""

        def run(c: sqlite3.Connection) -> list[PendingSignal]:
            rows = c.execute(
                "SELECT * FROM signals WHERE agent_id = ? AND status = 'pending' "
                "ORDER BY id LIMIT ?",
                (agent_id, int(limit)),
            )
            return [to_pending(r) for r in rows]

        return await self._conn.read(run)

    async def record_attempt(
        self, agent_id: str, signal_id: int, *, error: str, now: datetime
    ) -> None:
        """Note a failed reprocessing attempt on a pending signal."""
        await self._conn.write(
            lambda c: c.execute(
                "UPDATE signals SET attempts = attempts + 1, error = ?, updated_at = ?, "
                "lease_holder = NULL, lease_until = NULL "
                "WHERE id = ? AND agent_id = ? AND status = 'pending'",
                (error, to_ms(now), signal_id, agent_id),
            )
        )

    async def claim_pending(
        self, agent_id: str, *, holder: str, now: datetime, until: datetime, limit: int = 100
    ) -> list[PendingSignal]:
        """Claim up to `limit` pending observations no one holds, until `until`; oldest first."""

        def run(c: sqlite3.Connection) -> list[PendingSignal]:
            # One statement in the write transaction: no other writer runs between the
            # choice and the claim.
            rows = c.execute(
                "UPDATE signals SET lease_holder = ?, lease_until = ? WHERE id IN ("
                " SELECT id FROM signals WHERE agent_id = ? AND status = 'pending'"
                " AND (lease_until IS NULL OR lease_until <= ?) ORDER BY id LIMIT ?"
                ") RETURNING *",
                (holder, to_ms(until), agent_id, to_ms(now), int(limit)),
            ).fetchall()
            return sorted((to_pending(r) for r in rows), key=lambda p: p.signal_id)

        return await self._conn.write(run)

    async def release_pending(
        self, agent_id: str, signal_ids: Sequence[int], *, holder: str
    ) -> None:
        """End `holder`'s claims on these observations (they were not tried)."""
        ids = [int(i) for i in signal_ids]
        if not ids:
            return
        marks = ", ".join("?" * len(ids))
        await self._conn.write(
            lambda c: c.execute(
                "UPDATE signals SET lease_holder = NULL, lease_until = NULL "
                f"WHERE agent_id = ? AND lease_holder = ? AND id IN ({marks})",
                (agent_id, holder, *ids),
            )
        )

    # -- events and versions --------------------------------------------------------------

    async def events(
        self, agent_id: str, user_id: str, *, after_seq: int = 0, limit: int = 100
    ) -> list[Event]:
        """A user's event log, oldest first, after a sequence number."""

        def run(c: sqlite3.Connection) -> list[Event]:
            rows = c.execute(
                "SELECT * FROM events WHERE agent_id = ? AND user_id = ? AND seq > ? "
                "ORDER BY seq LIMIT ?",
                (agent_id, user_id, int(after_seq), int(limit)),
            )
            return [to_event(r) for r in rows]

        return await self._conn.read(run)

    async def user_version(self, agent_id: str, user_id: str) -> int:
        """A number that changes whenever anything is written for the user."""
        return await self._conn.read(lambda c: q.user_version(c, agent_id, user_id))

    # -- policy cache ---------------------------------------------------------------------

    async def cache_get(self, agent_id: str, user_id: str, cache_key: str) -> str | None:
        """The cached policy (JSON) for this key if it is still current for the user."""
        return await self._conn.read(lambda c: q.cache_get(c, agent_id, user_id, cache_key))

    async def cache_put(
        self,
        agent_id: str,
        user_id: str,
        cache_key: str,
        *,
        version: int,
        payload: str,
        now: datetime,
    ) -> bool:
        """Store a compiled policy unless the user's memories changed since `version`."""
        return await self._conn.write(
            lambda c: q.cache_put(c, agent_id, user_id, cache_key, version, payload, to_ms(now))
        )

    # -- feedback loops -------------------------------------------------------------------

    async def open_loop(
        self,
        agent_id: str,
        user_id: str,
        session_id: str,
        *,
        used: Sequence[tuple[int, int | None, int | None]],
        alpha: float | None,
        now: datetime,
        expire_before: datetime,
    ) -> tuple[int, list[FeedbackLoop]]:
        """Open (or refresh) the session's loop; also expire the agent's stale loops.

        Returns the loop id and the loops that expired now, whose learning is still due.
        """

        def run(c: sqlite3.Connection) -> tuple[int, list[FeedbackLoop]]:
            stale = loops.expire_loops(c, agent_id, user_id, to_ms(expire_before), to_ms(now))
            return loops.open_loop(c, agent_id, user_id, session_id, used, alpha, to_ms(now)), stale

        return await self._conn.write(run)

    async def find_open_loop(
        self, agent_id: str, user_id: str, session_id: str
    ) -> FeedbackLoop | None:
        """The session's open loop, if any (a read: cheap on turns with no loop)."""
        return await self._conn.read_inline(
            lambda c: loops.find_open_loop(c, agent_id, user_id, session_id)
        )

    async def apply_outcome(
        self,
        agent_id: str,
        user_id: str,
        *,
        factors: Sequence[tuple[int, float]],
        touched: Sequence[int],
        now: datetime,
    ) -> None:
        """Apply stability factors and mark memories as used, in one transaction."""
        if not factors and not touched:
            return
        await self._conn.write(
            lambda c: loops.apply_outcome(c, agent_id, user_id, factors, touched, to_ms(now))
        )

    # -- episodes -------------------------------------------------------------------------

    async def add_episode(
        self,
        agent_id: str,
        user_id: str,
        *,
        session_id: str | None,
        goal: str,
        turns: int,
        outcome: str,
        summary: str | None,
        now: datetime,
    ) -> Episode:
        """Record a finished session; it may appear in policies, so it bumps the version."""

        def run(c: sqlite3.Connection) -> Episode:
            cur = c.execute(
                "INSERT INTO episodes (agent_id, user_id, session_id, goal, turns, outcome, "
                "summary, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (agent_id, user_id, session_id, goal, turns, outcome, summary, to_ms(now)),
            )
            episode_id = int(cur.lastrowid or 0)
            q.log_event(
                c,
                agent_id,
                user_id,
                "episode.recorded",
                to_ms(now),
                detail={"episode_id": episode_id},
            )
            q.invalidate(c, agent_id, user_id)
            row = c.execute("SELECT * FROM episodes WHERE id = ?", (episode_id,)).fetchone()
            return to_episode(row)

        return await self._conn.write(run)

    async def episodes(self, agent_id: str, user_id: str, *, limit: int) -> list[Episode]:
        """The user's most recent episodes, newest first."""

        def run(c: sqlite3.Connection) -> list[Episode]:
            rows = c.execute(
                "SELECT * FROM episodes WHERE agent_id = ? AND user_id = ? ORDER BY id DESC "
                "LIMIT ?",
                (agent_id, user_id, int(limit)),
            )
            return [to_episode(r) for r in rows]

        return await self._conn.read(run)

    # -- learned state --------------------------------------------------------------------

    async def load_state(self, agent_id: str, name: str) -> dict[str, Any] | None:
        """Learned state (bandit, decay) saved as JSON, or None."""

        def run(c: sqlite3.Connection) -> dict[str, Any] | None:
            row = c.execute(
                "SELECT state FROM learned_state WHERE agent_id = ? AND name = ?",
                (agent_id, name),
            ).fetchone()
            if row is None:
                return None
            try:
                value = json.loads(row[0])
            except (TypeError, ValueError, RecursionError) as exc:
                raise SchemaError(
                    f"learned state {name!r} of agent {agent_id!r} is not JSON ({exc})"
                ) from exc
            if not isinstance(value, dict):
                raise SchemaError(f"learned state {name!r} of agent {agent_id!r} is not an object")
            return value

        return await self._conn.read(run)

    async def save_state(
        self, agent_id: str, name: str, state: dict[str, Any], *, now: datetime
    ) -> None:
        """Save learned state as JSON, updating the row in place."""
        text = json.dumps(state, sort_keys=True, allow_nan=False)
        await self._conn.write(
            lambda c: c.execute(
                "INSERT INTO learned_state (agent_id, name, state, updated_at) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (agent_id, name) DO UPDATE SET "
                "state = excluded.state, updated_at = excluded.updated_at",
                (agent_id, name, text, to_ms(now)),
            )
        )

    async def integrity_check(self) -> list[str]:
        """Run SQLite's and FTS5's integrity checks; return problems (empty when sound)."""
        return await self._conn.raw(q.integrity_problems)
