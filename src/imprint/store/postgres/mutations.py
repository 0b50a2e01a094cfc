"""The second half of `PostgresMemoryStore`: edits, feedback loops, cache, state, upkeep."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from imprint.errors import NotFoundError
from imprint.store.postgres import edits, history, loops, records
from imprint.store.postgres import queries as q
from imprint.store.postgres.driver import PgPool
from imprint.store.rows import to_ms
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

if TYPE_CHECKING:
    from imprint.store.postgres.driver import Connection

__all__ = ["StoreMutations"]


class StoreMutations:
    """Methods of `PostgresMemoryStore` beyond observation writes and memory reads."""

    _db: PgPool
    _fts: str

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
        return await self._db.write(
            lambda c: edits.set_status(c, agent_id, user_id, memory_id, status, to_ms(now), reason),
            owners=[(agent_id, user_id)],
        )

    async def set_pinned(
        self, agent_id: str, user_id: str, memory_id: int, pinned: bool, *, now: datetime
    ) -> Memory:
        """Pin or unpin one memory.

        Raises:
            NotFoundError: no such memory for this agent and user.
        """
        return await self._db.write(
            lambda c: edits.set_pinned(c, agent_id, user_id, memory_id, pinned, to_ms(now)),
            owners=[(agent_id, user_id)],
        )

    async def forget_user(self, agent_id: str, user_id: str, *, now: datetime) -> int:
        """Delete every trace of a user for this agent (vectors too); leave one audit event.

        Returns the number of rows removed. Deleted rows stay in PostgreSQL's pages until
        VACUUM reclaims them, as with any PostgreSQL delete.
        """
        return await self._db.write(
            lambda c: edits.forget_user(c, agent_id, user_id, to_ms(now)),
            owners=[(agent_id, user_id)],
        )

    # -- signals, events, versions ----------------------------------------------------------

    async def pending_signals(self, agent_id: str, *, limit: int = 100) -> list[PendingSignal]:
        """Observations waiting for reprocessing, oldest first."""
        return await self._db.read(lambda c: records.pending_signals(c, agent_id, limit))

    async def record_attempt(
        self, agent_id: str, signal_id: int, *, error: str, now: datetime
    ) -> None:
        """Note a failed reprocessing attempt on a pending signal."""
        await self._db.write(
            lambda c: records.record_attempt(c, agent_id, signal_id, error, to_ms(now))
        )

    async def claim_pending(
        self, agent_id: str, *, holder: str, now: datetime, until: datetime, limit: int = 100
    ) -> list[PendingSignal]:
        """Claim up to `limit` pending observations no one holds, until `until`; oldest first."""
        return await self._db.write(
            lambda c: records.claim_pending(c, agent_id, holder, to_ms(now), to_ms(until), limit)
        )

    async def release_pending(
        self, agent_id: str, signal_ids: Sequence[int], *, holder: str
    ) -> None:
        """End `holder`'s claims on these observations (they were not tried)."""
        ids = [int(i) for i in signal_ids]
        if ids:
            await self._db.write(lambda c: records.release_pending(c, agent_id, ids, holder))

    async def events(
        self, agent_id: str, user_id: str, *, after_seq: int = 0, limit: int = 100
    ) -> list[Event]:
        """A user's event log, oldest first, after a sequence number."""
        return await self._db.read(lambda c: records.events(c, agent_id, user_id, after_seq, limit))

    async def memory_history(self, agent_id: str, user_id: str, memory_id: int) -> MemoryHistory:
        """One memory's events and the policies that used it, oldest first.

        Raises:
            NotFoundError: no such memory for this agent and user.
        """

        async def run(c: Connection) -> MemoryHistory:
            found = await q.get_memories(c, agent_id, user_id, [memory_id])
            if not found:
                raise NotFoundError(
                    f"no memory {memory_id!r} for user {user_id!r} of agent {agent_id!r}"
                )
            return await history.memory_history(c, found[0])

        return await self._db.read(run)

    async def users(self, agent_id: str) -> list[UserSummary]:
        """The agent's users with memories, by user id."""
        return await self._db.read(lambda c: history.users(c, agent_id))

    async def agents(self) -> list[tuple[str, int]]:
        """Every agent in the store with its count of active memories, by agent id."""
        return await self._db.read(history.agents)

    async def user_version(self, agent_id: str, user_id: str) -> int:
        """A number that changes whenever anything is written for the user."""
        return await self._db.read(lambda c: q.user_version(c, agent_id, user_id))

    # -- policy cache ---------------------------------------------------------------------

    async def cache_get(self, agent_id: str, user_id: str, cache_key: str) -> str | None:
        """The cached policy (JSON) for this key if it is still current for the user."""
        return await self._db.read(lambda c: q.cache_get(c, agent_id, user_id, cache_key))

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
        return await self._db.write(
            lambda c: q.cache_put(c, agent_id, user_id, cache_key, version, payload, to_ms(now)),
            owners=[(agent_id, user_id)],
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
        """Open (or refresh) the session's loop; also expire the user's stale loops.

        Returns the loop id and the loops that expired now, whose learning is still due.
        """

        async def run(c: Connection) -> tuple[int, list[FeedbackLoop]]:
            stale = await loops.expire_loops(c, agent_id, user_id, to_ms(expire_before), to_ms(now))
            opened = await loops.open_loop(
                c, agent_id, user_id, session_id, used, alpha, to_ms(now)
            )
            return opened, stale

        return await self._db.write(run, owners=[(agent_id, user_id)])

    async def find_open_loop(
        self, agent_id: str, user_id: str, session_id: str
    ) -> FeedbackLoop | None:
        """The session's open loop, if any (a read: cheap on turns with no loop)."""
        return await self._db.read(lambda c: loops.find_open_loop(c, agent_id, user_id, session_id))

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
        await self._db.write(
            lambda c: loops.apply_outcome(c, agent_id, user_id, factors, touched, to_ms(now)),
            owners=[(agent_id, user_id)],
        )

    # -- episodes and learned state ---------------------------------------------------------

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
        return await self._db.write(
            lambda c: records.add_episode(
                c,
                agent_id,
                user_id,
                session_id=session_id,
                goal=goal,
                turns=turns,
                outcome=outcome,
                summary=summary,
                now_ms=to_ms(now),
            ),
            owners=[(agent_id, user_id)],
        )

    async def episodes(self, agent_id: str, user_id: str, *, limit: int) -> list[Episode]:
        """The user's most recent episodes, newest first."""
        return await self._db.read(lambda c: records.episodes(c, agent_id, user_id, limit))

    async def load_state(self, agent_id: str, name: str) -> dict[str, Any] | None:
        """Learned state (bandit, decay) saved as JSON, or None."""
        return await self._db.read(lambda c: records.load_state(c, agent_id, name))

    async def save_state(
        self, agent_id: str, name: str, state: dict[str, Any], *, now: datetime
    ) -> None:
        """Save learned state as JSON, updating the row in place."""
        await self._db.write(lambda c: records.save_state(c, agent_id, name, state, to_ms(now)))

    # -- maintenance ----------------------------------------------------------------------

    async def integrity_check(self) -> list[str]:
        """Cross-row checks PostgreSQL's constraints cannot express; empty when sound."""
        return await self._db.read(records.integrity_problems)
