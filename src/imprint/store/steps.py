"""What a write transaction does after deciding: `Step`s, applied in order by a backend.

Rows a decision creates have no id until the backend inserts them, so steps name them by
reference (`New`, `NEW_SIGNAL`); the backend records the ids it assigns in `Assigned`,
and `finish` turns the applied `Decision` into the caller's `WriteResult`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from imprint.types import Memory, MemoryDraft, MemoryStatus, Metadata, SignalType
from imprint.writes import ClosedLoop, WriteResult

__all__ = [
    "NEW_SIGNAL",
    "Assigned",
    "CloseLoop",
    "Deactivate",
    "Decision",
    "DropVector",
    "EditMemory",
    "Forget",
    "ForgetTexts",
    "InsertMemory",
    "Invalidate",
    "Link",
    "LogEvent",
    "MemoryRef",
    "New",
    "NewSignal",
    "Reinforce",
    "ResolveSignal",
    "Step",
    "StoreSignal",
    "UpdateKeyed",
    "WriteVector",
    "finish",
]


@dataclass(frozen=True, slots=True)
class New:
    """A memory this decision inserts, by its place among the decision's inserts."""

    index: int = 0


@dataclass(frozen=True, slots=True)
class NewSignal:
    """The signal row this decision inserts."""


NEW_SIGNAL = NewSignal()
"""The one signal a decision may insert."""

MemoryRef = int | New
"""An existing memory's id, or a memory this decision inserts (its id known once applied)."""


@dataclass(slots=True)
class Assigned:
    """Ids the store assigned while applying a decision's steps."""

    memories: dict[New, int] = field(default_factory=dict)
    """Inserted memories' ids."""
    signal: int | None = None
    """The inserted signal's id."""

    def memory(self, ref: MemoryRef) -> int:
        """The id `ref` stands for (an inserted memory's id once its step ran)."""
        return ref if isinstance(ref, int) else self.memories[ref]

    def detail(self, detail: Mapping[str, object]) -> dict[str, object]:
        """An event's detail with its references replaced by ids."""
        resolved: dict[str, object] = {}
        for name, value in detail.items():
            if isinstance(value, New):
                value = self.memories[value]
            elif isinstance(value, NewSignal):
                value = self.signal
            resolved[name] = value
        return resolved


@dataclass(frozen=True, slots=True, kw_only=True)
class InsertMemory:
    """Insert a memory as given (its `memory_id` and `superseded_by` are ignored)."""

    ref: New
    """How later steps name it."""
    memory: Memory
    """Every column's value."""


@dataclass(frozen=True, slots=True, kw_only=True)
class UpdateKeyed:
    """Overwrite the keyed memory with a new draft's content, type, scope and flags."""

    memory_id: int
    """The keyed memory."""
    draft: MemoryDraft
    """The new values."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Reinforce:
    """Count one more confirmation: reinforcement + 1, stability grows, seen now."""

    memory_id: int
    """The confirmed memory."""
    stability_factor: float
    """Multiplies its stability."""
    confidence: float | None = None
    """Raise confidence to at least this."""
    content: str | None = None
    """New wording (a merge that rewrote it)."""
    metadata: Metadata | None = None
    """Metadata names it lacks are added with these values (its own values stay)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class EditMemory:
    """Rewrite a memory's text (and its index terms); it counts as seen now."""

    memory_id: int
    """The memory."""
    content: str
    """Its new text."""
    metadata: Metadata | None = None
    """Its new metadata; None keeps the old."""
    status: Literal[MemoryStatus.QUARANTINED] | None = None
    """Hold it back from policies; None keeps its status."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DropVector:
    """Delete a memory's vector (its text changed and no embedder gave a new one)."""

    memory_id: int
    """The memory."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Deactivate:
    """Take an active memory out of policies: contradicted or evicted, never deleted."""

    memory: MemoryRef
    """The memory."""
    status: Literal[MemoryStatus.CONTRADICTED, MemoryStatus.EVICTED]
    """Its new status."""
    superseded_by: MemoryRef | None = None
    """The memory that replaces it."""
    stability_factor: float = 1.0
    """Multiplies its stability."""


@dataclass(frozen=True, slots=True, kw_only=True)
class WriteVector:
    """Store (or replace) a memory's vector."""

    memory: MemoryRef
    """The memory."""
    vector: tuple[float, ...]
    """Its embedding."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Link:
    """Point an imported memory at the imported memory that superseded it."""

    memory: MemoryRef
    """The older memory."""
    superseded_by: MemoryRef
    """Its successor."""


@dataclass(frozen=True, slots=True, kw_only=True)
class StoreSignal:
    """Insert the turn's signal row."""

    status: Literal["processed", "pending"]
    """`pending` waits for `reprocess_pending()`."""
    memory: MemoryRef | None
    """The memory it produced or confirmed."""
    type: SignalType | None
    """The signal's kind, None when the turn carried none."""
    detector: str
    """What found it (or produced the memory)."""
    confidence: float
    """How sure that was."""
    agent_output: str = ""
    """What the agent said."""
    user_response: str = ""
    """What the user replied."""
    session_id: str | None = None
    """The session."""
    scope_hint: str | None = None
    """The explicit scope given to `observe()`."""
    metadata: Metadata = field(default_factory=dict)
    """The metadata given to `observe()`."""
    error: str | None = None
    """Why it is pending."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ResolveSignal:
    """Mark a pending signal processed after a successful reprocess (one more attempt)."""

    signal_id: int
    """The pending signal."""
    memory: MemoryRef | None
    """The memory it produced or confirmed."""
    type: SignalType | None
    """The signal's kind, None when the turn carried none."""
    detector: str
    """What found it."""
    confidence: float
    """How sure that was."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CloseLoop:
    """Close an open feedback loop, with its outcome or as expired."""

    loop_id: int
    """The loop."""
    expired: bool
    """Closed as `expired`, without an outcome."""
    outcome: float | None
    """The outcome (None when expired)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class LogEvent:
    """Append one entry to the event log (detail values may be references)."""

    kind: str
    """What happened, e.g. `memory.created`."""
    memory: MemoryRef | None = None
    """The memory concerned."""
    detail: Mapping[str, object] = field(default_factory=dict)
    """The payload, JSON once references are resolved (`Assigned.detail`)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Forget:
    """Erase a memory the user asked to forget: status `forgotten`, its text gone.

    The row stays (its id may be referenced) with empty content, no subject, no index
    terms and no vector (sqlite-vec and pgvector rows too); the signals that produced it,
    and any other signal of the user holding the same reply, keep their rows with
    `agent_output` and `user_response` blanked, and the events about it lose their detail
    (log the `memory.forgotten` event after this step). Applying it to a memory the user
    does not own changes nothing. On SQLite no byte of the text stays: the full-text index
    drops it from its pages, and after the commit the store vacuums the file and empties
    the WAL (`SQLiteConnection.scrub_wal`); on PostgreSQL the old row versions stay in the
    table files until VACUUM FULL (see the README).
    """

    memory_id: int
    """The memory to erase."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ForgetTexts:
    """Blank the kept text that names what the user asked to forget, beside the memories.

    The turns of `signals` lose `agent_output` and `user_response`, the events of `events`
    their detail, though the memories those turns produced are kept (they named something
    else, or only the agent's words named the target). The rows stay. Ids the user does
    not own change nothing. On SQLite the store empties the WAL after the commit, as for
    `Forget`.
    """

    signals: tuple[int, ...] = ()
    """The signals whose turn text goes."""
    events: tuple[int, ...] = ()
    """The events whose detail goes."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Invalidate:
    """Bump the user's memory version and drop their cached policies."""


Step = (
    InsertMemory
    | UpdateKeyed
    | Reinforce
    | EditMemory
    | Deactivate
    | WriteVector
    | DropVector
    | Link
    | StoreSignal
    | ResolveSignal
    | CloseLoop
    | LogEvent
    | Forget
    | ForgetTexts
    | Invalidate
)
"""One change a backend applies with a short statement; `decide` orders them."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Decision:
    """The steps for one request and what its result will say once they are applied."""

    steps: tuple[Step, ...] = ()
    """To apply in order, in the request's transaction."""
    signal: int | NewSignal | None = None
    """The signal the result names."""
    created: Memory | None = None
    """The written memory as it will be stored (id filled in by `finish`)."""
    created_ref: MemoryRef | None = None
    """Which memory `created` is."""
    merged_into: int | None = None
    """See `WriteResult`."""
    contradicted: tuple[int, ...] = ()
    """See `WriteResult`."""
    reinforced: tuple[int, ...] = ()
    """See `WriteResult`."""
    evicted: tuple[MemoryRef, ...] = ()
    """See `WriteResult`."""
    imported: tuple[New, ...] = ()
    """See `WriteResult`."""
    placed: tuple[MemoryRef, ...] = ()
    """See `WriteResult`."""
    updated: Memory | None = None
    """See `WriteResult`."""
    refused: Literal["not_found", "not_editable"] | None = None
    """See `WriteResult`."""
    loop: ClosedLoop | None = None
    """See `WriteResult`."""
    forgotten: tuple[int, ...] = ()
    """See `WriteResult`."""


def finish(decision: Decision, assigned: Assigned) -> WriteResult:
    """The result of an applied decision, with the ids the store assigned."""
    created = decision.created
    if created is not None and isinstance(decision.created_ref, New):
        created = _with_id(created, assigned.memories[decision.created_ref])
    signal = decision.signal
    return WriteResult(
        signal_id=assigned.signal if isinstance(signal, NewSignal) else signal,
        created=created,
        merged_into=decision.merged_into,
        contradicted=decision.contradicted,
        reinforced=decision.reinforced,
        evicted=tuple(assigned.memory(ref) for ref in decision.evicted),
        imported=tuple(assigned.memory(ref) for ref in decision.imported),
        placed=tuple(assigned.memory(ref) for ref in decision.placed),
        skipped=len(decision.placed) - len(decision.imported),
        updated=decision.updated,
        refused=decision.refused,
        loop=decision.loop,
        forgotten=decision.forgotten,
    )


_MEMORY_FIELDS = tuple(f.name for f in dataclasses.fields(Memory))


def _with_id(memory: Memory, memory_id: int) -> Memory:
    """`dataclasses.replace(memory, memory_id=...)` without its per-call field lookups.

    Runs on every stored memory, where `replace` cost a tenth of the decision's time; the
    fields are copied into a new object, the original is left as it was.
    """
    values = {name: getattr(memory, name) for name in _MEMORY_FIELDS}
    values["memory_id"] = memory_id
    return Memory(**values)
