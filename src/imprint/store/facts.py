"""What a write transaction reads before deciding: `FactQuery` in, `Facts` out.

Backends read these under the transaction's lock (`BEGIN IMMEDIATE` on SQLite, the user's
advisory lock on PostgreSQL), so nothing they report can change before the steps apply.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import assert_never

from imprint.store.rows import normalize_content
from imprint.types import (
    GLOBAL_SCOPE,
    FeedbackLoop,
    Memory,
    MemoryDraft,
    MemoryStatus,
    SignalType,
)
from imprint.writes import (
    CandidateMemory,
    CloseFeedback,
    Contradict,
    DecideOffline,
    ImportMemories,
    KeepBoth,
    KeepPending,
    Merge,
    Observe,
    UpdateMemory,
    WriteRequest,
    WriteRules,
)

__all__ = [
    "HISTORY_STATUSES",
    "CandidateSearch",
    "Capacity",
    "DuplicateSearch",
    "FactQuery",
    "Facts",
    "ImportLookup",
    "KeptDetail",
    "KeptText",
    "KeptTurn",
    "fact_query",
    "fold",
    "import_lookup",
    "over_capacity",
    "overlapping_scopes",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class DuplicateSearch:
    """Memories worded like the new one: same normalised content, overlapping scope."""

    norm: str
    """`normalize_content()` of the new content."""
    scope: str
    """The new memory's scope; the search covers it and `global`."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CandidateSearch:
    """The user's active memories nearest to `query` by full-text rank, best first."""

    query: str
    """Free text; it reaches the index only through the backend's quoting function."""
    limit: int
    """At most this many."""
    scopes: tuple[str, ...] | None
    """Only these scopes; None for all."""
    newest: int = 0
    """Also this many of the newest active memories in those scopes, after the ranked ones:
    a change told with no word of the fact it replaces ("now that I've got the BIAB bag ...,
    full volume all-grain" after "I do 5 gallon extract batches") ranks nowhere by its words."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ImportLookup:
    """Which of an import's records the user already holds, in any status."""

    contents: tuple[tuple[str, str], ...]
    """(`normalize_content()`, scope) of each record."""
    origins: tuple[str, ...]
    """The records' `origin`s."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Capacity:
    """The user's active-memory count, and the active memories too when over the bound."""

    limit: int
    """`max_memories`."""
    incoming: int
    """At most this many memories the request adds to the active ones."""


@dataclass(frozen=True, slots=True, kw_only=True)
class FactQuery:
    """What a backend reads, under the transaction's lock, before deciding."""

    agent_id: str
    """The agent; every read is confined to it and the user."""
    user_id: str
    """The user."""
    pending_signal: int | None = None
    """Read this signal's status."""
    statuses: tuple[int, ...] = ()
    """Read these memories' statuses (those not owned by the user are absent)."""
    key: str | None = None
    """Read the user's active memory stored under this key."""
    duplicates: DuplicateSearch | None = None
    """Read the active and quarantined memories worded like the new one."""
    candidates: CandidateSearch | None = None
    """Read consolidation candidates."""
    loop_session: str | None = None
    """Read the session's open feedback loop."""
    loop_statuses: bool = False
    """Also read the statuses of the memories that loop used."""
    capacity: Capacity | None = None
    """Count the active memories; read them all when `over_capacity()`."""
    memory: int | None = None
    """Read this memory of the user, in any status."""
    imports: ImportLookup | None = None
    """Read which of an import's records the user already holds."""
    forget_search: CandidateSearch | None = None
    """Read the active memories a forget request may name."""
    forget_stems: tuple[str, ...] | None = None
    """Read the text a forget request may name beyond active memories: the memories history
    keeps (replaced, quarantined, evicted), the user's kept turns (signals) and event
    details, each holding one of these stems in any case (`WriteRules.forget_stem`), and,
    with `forget_newest`, the newest history and turns. None: no such request."""
    forget_newest: int | None = None
    """Also read up to this many of the user's newest memories, active and history, and
    newest kept turns, for a forget request: a target naming an attribute ("my salary") may
    share no word with the text holding its value ("currently on 82k")."""
    recent_session: str | None = None
    """Read the active memories the session's latest write created (for a forget request
    of "that", or a draft that revises the user's last word)."""
    retire_search: CandidateSearch | None = None
    """Read the active memories that may hold a retired value."""


@dataclass(frozen=True, slots=True, kw_only=True)
class KeptTurn:
    """The text of one turn as a signal of the user keeps it."""

    signal_id: int
    """The signal."""
    agent_output: str
    """What the agent said before the reply."""
    user_response: str
    """The user's reply (redacted before it was kept)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class KeptDetail:
    """The detail of one event of the user, as stored (JSON text)."""

    event_id: int
    """The event."""
    detail: str
    """Its detail, as JSON text."""


KeptText = KeptTurn | KeptDetail
"""Text the store keeps beside memories that a forget request may name."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Facts:
    """What the backend read for a `FactQuery`; absent parts are empty."""

    pending_status: str | None = None
    """Status of `pending_signal` (None: no such signal of this user)."""
    statuses: Mapping[int, MemoryStatus] = field(default_factory=dict)
    """Statuses of the memories asked for (and of the loop's, with `loop_statuses`)."""
    keyed: Memory | None = None
    """The active memory under the key."""
    duplicates: tuple[tuple[int, MemoryStatus], ...] = ()
    """(id, status) of identically worded active or quarantined memories, by id."""
    candidates: tuple[CandidateMemory, ...] = ()
    """Consolidation candidates, best first."""
    loop: FeedbackLoop | None = None
    """The session's open loop."""
    active: int = 0
    """How many active memories the user has (read with `capacity`)."""
    pool: tuple[Memory, ...] = ()
    """The user's active memories, when over capacity."""
    memory: Memory | None = None
    """The memory asked for (None: the user has no such memory)."""
    held_contents: Mapping[tuple[str, str], int] = field(default_factory=dict)
    """(normalised content, scope) -> the lowest id of a memory of the user holding it."""
    held_origins: Mapping[str, int] = field(default_factory=dict)
    """origin -> the lowest id of a memory of the user imported from it."""
    forgettable: tuple[CandidateMemory, ...] = ()
    """Active memories found by the forget request's words, then the newest ones."""
    forgettable_history: tuple[CandidateMemory, ...] = ()
    """Memories no longer active (never forgotten ones) that may hold the forget request's
    stems, then the newest ones."""
    kept_texts: tuple[KeptText, ...] = ()
    """Kept turns and event details the forget request's stems found, then the newest
    kept turns; turns by signal id, then details by event id."""
    recent: tuple[CandidateMemory, ...] = ()
    """The active memories the session's latest write created, as compared, by id."""
    retirable: tuple[CandidateMemory, ...] = ()
    """Active memories found by the retired values."""


HISTORY_STATUSES = (MemoryStatus.CONTRADICTED, MemoryStatus.QUARANTINED, MemoryStatus.EVICTED)
"""The statuses of memories kept as history, whose text a forget request erases too."""


def over_capacity(capacity: Capacity, active: int) -> bool:
    """True when the active memories must be read to choose whom to evict."""
    return active + capacity.incoming > capacity.limit


def overlapping_scopes(scope: str) -> tuple[str, ...] | None:
    """Scopes that overlap `scope`: itself and global; a global memory overlaps all (None)."""
    return None if scope == GLOBAL_SCOPE else (scope, GLOBAL_SCOPE)


def fact_query(request: WriteRequest, rules: WriteRules) -> FactQuery:
    """What the backend must read for `request` before `decide` can run."""
    owner = (request.agent_id, request.user_id)
    match request:
        case Observe():
            return _observe_query(request, rules)
        case KeepPending():
            return FactQuery(agent_id=owner[0], user_id=owner[1])
        case CloseFeedback():
            session = request.close.session_id
            return FactQuery(agent_id=owner[0], user_id=owner[1], loop_session=session)
        case ImportMemories():
            incoming = sum(r.status is MemoryStatus.ACTIVE for r in request.records)
            return FactQuery(
                agent_id=owner[0],
                user_id=owner[1],
                capacity=_capacity(rules, incoming),
                imports=import_lookup(request.records),
            )
        case UpdateMemory():
            return FactQuery(agent_id=owner[0], user_id=owner[1], memory=request.memory_id)
        case _:
            assert_never(request)


def import_lookup(records: Sequence[Memory]) -> ImportLookup:
    """What to read to know which of `records` the user already holds."""
    return ImportLookup(
        contents=tuple(dict.fromkeys((normalize_content(r.content), r.scope) for r in records)),
        origins=tuple(dict.fromkeys(r.origin for r in records if r.origin is not None)),
    )


def _observe_query(request: Observe, rules: WriteRules) -> FactQuery:
    # One constructor call: this runs on every stored signal, where `replace` showed.
    statuses: tuple[int, ...] = ()
    key = duplicates = candidates = capacity = None
    recent_session: str | None = None
    new = request.memory
    if new is not None and new.draft.quarantined:
        # A quarantined draft consolidates with nothing and takes no slot (`decide`): it
        # needs only its identical quarantined twins, and a key is not looked up.
        duplicates = _duplicates(new.draft) if new.draft.key is None else None
    elif new is not None:
        draft = new.draft
        match new.consolidation:
            case DecideOffline(query=words):
                scopes = overlapping_scopes(draft.scope)
                candidates = CandidateSearch(
                    query=words,
                    limit=rules.candidates,
                    scopes=scopes,
                    newest=rules.newest_candidates if draft.changed else 0,
                )
            case Merge(into=survivor):
                statuses = (survivor,)
            case Contradict(memory_ids=ids):
                statuses = ids
            case KeepBoth():
                pass
            case _:
                assert_never(new.consolidation)
        if draft.revises:
            recent_session = request.turn.session_id or ""
        if draft.key is not None:
            key = draft.key
        else:
            duplicates = _duplicates(draft)
        capacity = _capacity(rules, 1)
    feedback = request.feedback
    signal = request.signal
    forget_search = retire_search = None
    forget_newest: int | None = None
    forget_stems: tuple[str, ...] | None = None
    if request.forget is not None:
        words = " ".join(w for target in request.forget.terms for w in target)
        if words:
            forget_search = CandidateSearch(query=words, limit=rules.sweep, scopes=None)
            forget_newest = rules.sweep
            forget_stems = _stems(request.forget.terms, rules)
        if request.forget.recent:
            recent_session = request.turn.session_id or ""
    if request.retire:
        scopes = overlapping_scopes(request.turn.scope_hint or GLOBAL_SCOPE)
        query = " ".join(request.retire)
        retire_search = CandidateSearch(query=query, limit=rules.sweep, scopes=scopes)
    return FactQuery(
        agent_id=request.agent_id,
        user_id=request.user_id,
        pending_signal=request.resolves,
        statuses=statuses,
        key=key,
        duplicates=duplicates,
        candidates=candidates,
        loop_session=None if feedback is None else feedback.session_id,
        loop_statuses=(
            feedback is not None
            and signal is not None
            and signal.type is SignalType.REINFORCEMENT
            and (new is None or not new.draft.quarantined)
        ),
        capacity=capacity,
        forget_search=forget_search,
        forget_stems=forget_stems,
        forget_newest=forget_newest,
        recent_session=recent_session,
        retire_search=retire_search,
    )


def _stems(terms: tuple[tuple[str, ...], ...], rules: WriteRules) -> tuple[str, ...]:
    """What text must hold to be named by `terms`: each word's stem, case folded."""
    stems = (fold(rules.forget_stem(w.casefold())) for target in terms for w in target)
    return tuple(dict.fromkeys(s for s in stems if s))


def fold(text: str) -> str:
    """`text` folded as a case-insensitive pattern matches it: "\u0131" and "I" alike."""
    return text.upper().casefold()


def _duplicates(draft: MemoryDraft) -> DuplicateSearch:
    return DuplicateSearch(norm=normalize_content(draft.content), scope=draft.scope)


def _capacity(rules: WriteRules, incoming: int) -> Capacity | None:
    if rules.max_memories is None or incoming == 0:
        return None
    return Capacity(limit=rules.max_memories, incoming=incoming)
