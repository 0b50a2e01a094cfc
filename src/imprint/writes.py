"""What a write transaction is asked to do, and what it did.

A `WriteRequest` is one of five closed kinds (`Observe`, `KeepPending`, `CloseFeedback`,
`ImportMemories`, `UpdateMemory`). The store runs each in one transaction: it reads the few
facts the decision needs under its lock, `imprint.store.decision.decide` (a pure function) turns the
request and the facts into steps, and the store applies them. A consolidation verdict is
one of `Merge`, `Contradict` or `KeepBoth`, or `DecideOffline` when the offline rules are to
decide inside the transaction against the candidates found there.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

from imprint.types import (
    FeedbackLoop,
    Memory,
    MemoryDraft,
    MemorySource,
    MemoryType,
    Metadata,
    Signal,
)

__all__ = [
    "RETIRED_SUBJECT",
    "CandidateMemory",
    "CloseFeedback",
    "ClosedLoop",
    "Consolidation",
    "ConsolidationRule",
    "Contradict",
    "DecideOffline",
    "ForgetRequest",
    "ForgetRestRule",
    "ForgetRule",
    "ForgetStemRule",
    "ImportMemories",
    "KeepBoth",
    "KeepPending",
    "LoopClose",
    "Merge",
    "NewMemory",
    "Observe",
    "RetireRestRule",
    "RetireRule",
    "Retrievability",
    "RevisionRule",
    "SwapRule",
    "TurnRecord",
    "UpdateMemory",
    "Verdict",
    "WriteRequest",
    "WriteResult",
    "WriteRules",
    "keep_both",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class CandidateMemory:
    """An active memory near a new one, as consolidation compares it."""

    memory_id: int
    """Store-assigned id."""
    type: MemoryType
    """What kind of statement it is."""
    content: str
    """The canonical text."""
    scope: str
    """Whom or what it applies to."""
    key: str | None = None
    """The caller's key, when stored through `remember(key=...)`."""
    source: MemorySource = MemorySource.DETECTED
    """Where it came from."""
    subject: str | None = None
    """The attribute it sets, if known."""
    pinned: bool = False
    """Pinned memories give way only to a value retired outright."""
    nearest: bool = True
    """Found by the new memory's words; False for one read only as among the newest, which
    the rules of consolidation leave alone and only its last resorts weigh."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Merge:
    """The new memory says what an existing one says: reinforce that one instead."""

    into: int
    """The surviving memory."""
    content: str | None = None
    """New wording for the survivor, when the merge rewrote it."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Contradict:
    """The new memory makes existing ones wrong: store it and deactivate them."""

    memory_ids: tuple[int, ...]
    """The memories it contradicts, best-ranked first."""


@dataclass(frozen=True, slots=True, kw_only=True)
class KeepBoth:
    """The new memory stands beside the existing ones."""


Verdict = Merge | Contradict | KeepBoth
"""How a new memory relates to its nearest existing ones."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DecideOffline:
    """Let the offline rules decide inside the write transaction, against fresh candidates."""

    query: str
    """Words to find the candidates by (the content's subject words)."""
    siblings: tuple[str, ...] = ()
    """Contents of the other memories the same reply stores: it never contradicts those
    ("My name is Sam and I'm allergic to peanuts" keeps both)."""


Consolidation = Verdict | DecideOffline
"""A verdict reached before the transaction (by an LLM), or the instruction to decide in it."""

ConsolidationRule = Callable[[MemoryDraft, Sequence[CandidateMemory]], Verdict]
"""The offline consolidation rules: (draft, candidates best first) -> verdict. Pure."""

ForgetRule = Callable[[str, tuple[tuple[str, ...], ...]], bool]
"""Whether a memory's content is named by a forget request's targets. Pure."""

ForgetStemRule = Callable[[str], str]
"""The part of a forget request's word that any text it names holds ("pregnancy" ->
"pregnan"), for the store's search of kept turns and event details. Pure."""

ForgetRestRule = Callable[[str, tuple[tuple[str, ...], ...]], tuple[str, str | None] | None]
"""What stays of a memory a forget request names, with its subject: the clauses no target
names, as a sentence of their own; None when the memory goes whole. Pure."""

RetireRule = Callable[[str, str], bool]
"""Whether a memory's content holds a value the user said is no longer true. Pure."""

RetireRestRule = Callable[[str, tuple[str, ...]], tuple[str, str | None] | None]
"""What stays of a memory superseded for holding retired values, with its subject: the
clauses that hold none of them, as a sentence of their own; None when nothing stays. Pure.
A value `RETIRED_SUBJECT + subject` stands for the subject the superseding memory set
(`RETIRED_SUBJECT`)."""
RETIRED_SUBJECT = "subject:"
"""Prefix of a retired "value" that is a subject: the superseding memory set it anew, so the
old memory's clauses of that subject go ("lavoro alla clinica san luca"), the rest stays
("sono giulia")."""


RevisionRule = Callable[[MemoryDraft, CandidateMemory], bool]
"""Whether a draft that revises the user's last word supersedes a memory of the session's
latest write. Pure."""


def _never_revises(draft: MemoryDraft, latest: CandidateMemory) -> bool:
    return False


def _never_forgets(content: str, targets: tuple[tuple[str, ...], ...]) -> bool:
    return False


def _whole_word(word: str) -> str:
    return word


def _nothing_stays(
    content: str, targets: tuple[tuple[str, ...], ...]
) -> tuple[str, str | None] | None:
    return None


def _never_holds(content: str, value: str) -> bool:
    return False


def _nothing_kept(content: str, values: tuple[str, ...]) -> tuple[str, str | None] | None:
    return None


SwapRule = Callable[[str, str, datetime], tuple[str, datetime | None] | None]
"""A memory superseded by a new value said of "it", or by a new price of one thing it lists
(the draft's content, then the old memory's, then the time of the request), written again
with that value in place of its old one, with the end that text gives; None when which value
goes is unclear. Pure."""


def _no_swap(content: str, old_content: str, now: datetime) -> tuple[str, datetime | None] | None:
    return None


Retrievability = Callable[[Memory, datetime], float]
"""How retrievable a memory still is at a moment, in [0, 1] (`DecayModel.retrievability`)."""


def keep_both(draft: MemoryDraft, candidates: Sequence[CandidateMemory]) -> Verdict:
    """The consolidation rule that never merges or contradicts (exact duplicates still merge)."""
    return KeepBoth()


def _fresh(memory: Memory, moment: datetime) -> float:
    return 1.0


@dataclass(frozen=True, slots=True, kw_only=True)
class WriteRules:
    """The instance's configuration the write decision needs; the same for every request."""

    consolidate: ConsolidationRule = keep_both
    """The offline rules `DecideOffline` runs."""
    candidates: int = 5
    """How many nearest memories `DecideOffline` compares with."""
    newest_candidates: int = 5
    """How many of the newest memories it also compares a draft told as a change with."""
    max_memories: int | None = None
    """At most this many active memories per user; None for no bound."""
    eviction: Literal["retrievability", "oldest"] = "retrievability"
    """Who goes first when the bound is reached."""
    retrievability: Retrievability = _fresh
    """Ranks memories for eviction by `retrievability` (pinned and user-given last)."""
    forgets: ForgetRule = _never_forgets
    """Which memories a forget request names (`Observe.forget`)."""
    forget_rest: ForgetRestRule = _nothing_stays
    """What of a named memory stays, written anew after the memory is erased."""
    forget_stem: ForgetStemRule = _whole_word
    """What of a request's word the store searches kept turns and event details for."""
    holds: RetireRule = _never_holds
    """Which memories hold a retired value (`Observe.retire`)."""
    retire_rest: RetireRestRule = _nothing_kept
    """What of a memory superseded for a retired value stays, written anew beside it."""
    swap_value: SwapRule = _no_swap
    """A memory superseded by a value said of "it" or a price set anew, written again with it."""
    revises: RevisionRule = _never_revises
    """Which memories of the session's latest write a revising draft supersedes."""
    sweep: int = 50
    """At most this many memories a forget request or a retired value is checked against."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnRecord:
    """The turn as the signal row keeps it (redacted), so it can be reprocessed."""

    agent_output: str = ""
    """What the agent said."""
    user_response: str = ""
    """What the user replied."""
    session_id: str | None = None
    """The session, if any."""
    scope_hint: str | None = None
    """The explicit scope passed to `observe()`, kept for reprocessing."""
    metadata: Metadata = field(default_factory=dict)
    """The metadata passed to `observe()`, kept for reprocessing."""


@dataclass(frozen=True, slots=True, kw_only=True)
class NewMemory:
    """A derived memory to store, with its vector and how it consolidates."""

    draft: MemoryDraft
    """The memory."""
    vector: tuple[float, ...] | None = None
    """Its document embedding, when an embedder is configured."""
    consolidation: Consolidation = KeepBoth()
    """A verdict reached before the transaction, or `DecideOffline`."""


@dataclass(frozen=True, slots=True, kw_only=True)
class LoopClose:
    """Close the session's open feedback loop, if one is open, with this outcome."""

    session_id: str
    """The session; '' when none was given."""
    outcome: float
    """The outcome in [-1, 1]."""
    expire_before: datetime
    """A loop opened before this has expired: it closes as `expired`, without the outcome."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ForgetRequest:
    """Erase what a user asked to forget ("forget what I said about X").

    The memories and history its words name go, and so do the kept turns and event
    details that name it (see `store/forgetting.py`).
    """

    terms: tuple[tuple[str, ...], ...] = ()
    """Targets, each a few words a memory must hold to be named (see `WriteRules.forgets`)."""
    recent: bool = False
    """Only pointed at ("forget that"): the session's latest memories are meant."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Observe:
    """One observed turn: its signal, the memory derived from it, the loop it closes."""

    agent_id: str
    """The agent."""
    user_id: str
    """The user."""
    now: datetime
    """The time to record."""
    turn: TurnRecord = TurnRecord()
    """The turn, for the signal row."""
    signal: Signal | None = None
    """The detected signal, if any."""
    memory: NewMemory | None = None
    """The memory to store, if any."""
    resolves: int | None = None
    """When reprocessing: the pending signal this resolves (skipped if no longer pending)."""
    feedback: LoopClose | None = None
    """The feedback loop this turn closes; a REINFORCEMENT also reinforces its memories."""
    forget: ForgetRequest | None = None
    """Memories the user asked to forget: their text is erased in this transaction."""
    retire: tuple[str, ...] = ()
    """Values the user said are no longer true; active memories holding one are
    superseded even when the turn states nothing new ("the marathon's off")."""


@dataclass(frozen=True, slots=True, kw_only=True)
class KeepPending:
    """A turn whose processing failed, kept as a pending signal for `reprocess_pending()`."""

    agent_id: str
    """The agent."""
    user_id: str
    """The user."""
    now: datetime
    """The time to record."""
    turn: TurnRecord
    """The turn to reprocess."""
    error: str
    """Why it is pending, one line."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CloseFeedback:
    """An explicit outcome for the session's open feedback loop (`observe_feedback()`)."""

    agent_id: str
    """The agent."""
    user_id: str
    """The user."""
    now: datetime
    """The time to record."""
    close: LoopClose
    """The loop and its outcome."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ImportMemories:
    """Exported memories loaded as they were (new ids, `superseded_by` remapped).

    A record the user already holds (one imported from the same `origin`, or one with the
    same normalised content in the same scope, in any status) is skipped, so importing a
    file twice changes nothing. A large import comes in batches, one request each.
    """

    agent_id: str
    """The agent."""
    user_id: str
    """The user they now belong to."""
    now: datetime
    """The time to record."""
    records: tuple[Memory, ...]
    """The memories, with their exported ids (`memory_id`, `superseded_by`)."""
    vectors: tuple[tuple[float, ...] | None, ...]
    """One vector (or None) per record."""
    earlier: Mapping[int, int] = field(default_factory=dict)
    """Exported id -> store id of records earlier batches of this import placed."""
    waiting: tuple[tuple[int, int], ...] = ()
    """(store id, exported id of its successor) of earlier records whose successor had not
    come yet."""


@dataclass(frozen=True, slots=True, kw_only=True)
class UpdateMemory:
    """New text (and optionally metadata) for one memory, from `update_memory()`."""

    agent_id: str
    """The agent."""
    user_id: str
    """The user who owns it."""
    now: datetime
    """The time to record."""
    memory_id: int
    """The memory."""
    content: str
    """Its new text (checked and redacted)."""
    vector: tuple[float, ...] | None = None
    """The new text's embedding, when an embedder is configured."""
    metadata: Metadata | None = None
    """New metadata replacing the old; None keeps it."""
    quarantined: bool = False
    """The new text reads as an injection: the memory is held back from policies."""


WriteRequest = Observe | KeepPending | CloseFeedback | ImportMemories | UpdateMemory
"""Everything that writes memories, signals or feedback loops goes through one of these."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ClosedLoop:
    """A feedback loop a write closed; its learning is still to be applied."""

    loop: FeedbackLoop
    """The loop as it was open."""
    expired: bool
    """True when it had outlived `feedback_timeout` and closed without the outcome."""
    outcome: float
    """The outcome it closed with (ignored when expired)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class WriteResult:
    """What the store did with one `WriteRequest`."""

    signal_id: int | None = None
    """The stored or resolved signal, if any."""
    created: Memory | None = None
    """The new (or keyed, overwritten) memory, if one was written."""
    merged_into: int | None = None
    """The memory the new one was folded into, if it was a duplicate."""
    contradicted: tuple[int, ...] = ()
    """Memories deactivated as contradicted."""
    reinforced: tuple[int, ...] = ()
    """Memories whose reinforcement grew."""
    evicted: tuple[int, ...] = ()
    """Memories deactivated by `max_memories`."""
    imported: tuple[int, ...] = ()
    """New ids of imported memories, in the order given."""
    placed: tuple[int, ...] = ()
    """For each imported record, in order: its new id, or the id of the memory it matched."""
    skipped: int = 0
    """Imported records skipped because the user already held them."""
    updated: Memory | None = None
    """The memory an `UpdateMemory` changed, as it is now (also when refused)."""
    refused: Literal["not_found", "not_editable"] | None = None
    """Why an `UpdateMemory` changed nothing: no such memory, or not active nor quarantined."""
    loop: ClosedLoop | None = None
    """The feedback loop this write closed, if any."""
    forgotten: tuple[int, ...] = ()
    """Memories erased because the user asked to forget them."""
