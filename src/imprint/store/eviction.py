"""Eviction for `max_memories`: whom to deactivate so a user's active memories fit.

Part of the write decision (`store.decision`): it runs inside the write transaction on the
facts read there, so concurrent writers, other processes and imports cannot overshoot the
bound. Evicted memories are deactivated, never deleted.
"""

from __future__ import annotations

from datetime import datetime

from imprint.store.facts import Facts
from imprint.store.steps import Deactivate, LogEvent, MemoryRef, Step
from imprint.types import Memory, MemorySource, MemoryStatus
from imprint.writes import WriteRules

__all__ = ["eviction_steps", "victims"]


def victims(
    facts: Facts,
    rules: WriteRules,
    now: datetime,
    *,
    leaving: set[int],
    incoming: list[tuple[MemoryRef, Memory]],
    extra: int,
) -> list[MemoryRef]:
    """Whom `max_memories` evicts so the active memories fit, weakest first.

    `extra` memories arrive that cannot be evicted (the one an observation stores);
    `incoming` arrive and may be (an import larger than the bound). By retrievability,
    pinned and user-given memories last; or the oldest first.
    """
    limit = rules.max_memories
    if limit is None:
        return []
    excess = facts.active - len(leaving) + len(incoming) + extra - limit
    if excess <= 0:
        return []
    pool: list[tuple[MemoryRef, Memory]] = [
        (m.memory_id, m) for m in facts.pool if m.memory_id not in leaving
    ]
    pool += incoming
    order = {ref: place for place, (ref, _) in enumerate(pool)}
    if rules.eviction == "oldest":
        ranked = pool  # stored memories by id, then arrivals in the order given
    else:
        ranked = sorted(
            pool,
            key=lambda entry: (
                entry[1].pinned or entry[1].source is MemorySource.USER_EDIT,
                rules.retrievability(entry[1], now),
                order[entry[0]],
            ),
        )
    return [ref for ref, _ in ranked[:excess]]


def eviction_steps(victim: MemoryRef, rules: WriteRules) -> list[Step]:
    """Deactivate one victim of `max_memories` and log why."""
    detail = {"from": str(MemoryStatus.ACTIVE), "reason": f"max_memories={rules.max_memories}"}
    return [
        Deactivate(memory=victim, status=MemoryStatus.EVICTED),
        LogEvent(kind="memory.evicted", memory=victim, detail=detail),
    ]
