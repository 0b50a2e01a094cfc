"""Frozen value types and enums shared by every layer.

Values here cross module boundaries; they never hold connections or do I/O. Persisted
vocabularies are `StrEnum`s stored as their value.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Literal, TypeAlias

__all__ = [
    "DROPPED_BUDGET_LISTED",
    "GLOBAL_SCOPE",
    "AgentConfig",
    "DroppedMemory",
    "Episode",
    "Event",
    "FeedbackLoop",
    "Memory",
    "MemoryDraft",
    "MemoryHistory",
    "MemorySource",
    "MemoryStatus",
    "MemoryType",
    "Metadata",
    "MetadataFilter",
    "MetadataValue",
    "Observation",
    "PendingSignal",
    "Policy",
    "PolicyMemory",
    "PolicyUse",
    "ProcessingMode",
    "Recalled",
    "Signal",
    "SignalType",
    "StoreStats",
    "Turn",
    "UserSummary",
]

DROPPED_BUDGET_LISTED = 20
"""At most this many budget drops are listed in `Policy.dropped`; the count is kept apart."""

GLOBAL_SCOPE = "global"
"""The scope every agent has; memories in it apply everywhere."""

MetadataValue: TypeAlias = str | int | float | bool
"""One metadata value: a string, a number or a flag (no nesting)."""

Metadata: TypeAlias = Mapping[str, MetadataValue]
"""A memory's metadata: a flat mapping of names to values, e.g. `{"source": "slack"}`."""

MetadataFilter: TypeAlias = tuple[tuple[str, tuple[MetadataValue, ...]], ...]
"""A checked metadata filter, as stores receive it: each name with the values it may hold.

A memory passes when, for every name, its value equals one of the listed values (numbers
compare as numbers, `True` is not `1`). Callers pass a mapping
(`{"source": "slack", "tag": ["a", "b"]}`); `validation.check_metadata_filter` builds this.
"""


class MemoryType(StrEnum):
    """What kind of statement a memory is."""

    FACT = "fact"
    """Something true about the user: name, role, employer, tools, constraints."""
    RULE = "rule"
    """How the agent should behave: corrections, directions, standing preferences."""
    DECISION = "decision"
    """A choice the user made that later turns should respect."""
    CONTEXT = "context"
    """Background that helps but does not direct: current project, situation."""


class SignalType(StrEnum):
    """What kind of evidence a user's reply carries."""

    CORRECTION = "correction"
    PREFERENCE = "preference"
    DECISION = "decision"
    FACT = "fact"
    REINFORCEMENT = "reinforcement"
    FORGET = "forget"
    """The user asked the agent to forget something; nothing new is stored."""


class MemorySource(StrEnum):
    """Where a memory came from.

    Migration m001's CHECK constraint also allows 'consolidation' and 'import', which no
    version ever wrote; shipped migrations are never edited, so the constraint stays looser.
    """

    DETECTED = "detected"
    """Found by detection in a user's reply."""
    USER_EDIT = "user_edit"
    """Given explicitly, e.g. through `observe_directions()`; never decays out."""


class MemoryStatus(StrEnum):
    """Life-cycle state of a memory; only `ACTIVE` memories reach policies.

    Migration m001's CHECK constraint also allows 'merged', which no version ever wrote (a
    merge reinforces the survivor and stores nothing new); the constraint stays as shipped.
    """

    ACTIVE = "active"
    CONTRADICTED = "contradicted"
    """Replaced by a newer memory that says the opposite."""
    QUARANTINED = "quarantined"
    """Instruction-shaped content kept out of policies until confirmed."""
    FORGOTTEN = "forgotten"
    """Removed on request; content kept only until the user is erased."""
    EVICTED = "evicted"
    """Pushed out by `max_memories`."""


class ProcessingMode(StrEnum):
    """How much LLM work `observe()` may do."""

    FRUGAL = "frugal"
    """Heuristics only; never calls an LLM."""
    BALANCED = "balanced"
    """Calls the LLM only when heuristics find nothing."""
    EAGER = "eager"
    """Calls the LLM on every observation."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Turn:
    """What `observe()` receives: the agent's message and the user's reply to it."""

    user_id: str
    """The user who replied."""
    agent_output: str
    """What the agent said; context only, never a source of memories."""
    user_response: str
    """What the user replied; the only evidence memories come from."""
    scope: str | None = None
    """An explicit scope for anything learned from this turn."""
    session_id: str | None = None
    """The conversation session, when the caller tracks one."""
    metadata: Metadata = field(default_factory=dict)
    """Metadata for anything learned from this turn."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Signal:
    """Evidence of something memorable in one user reply."""

    type: SignalType
    """The kind of evidence."""
    text: str
    """The part of the reply that carries it."""
    confidence: float
    """How sure the detector is, in [0, 1]."""
    detector: str
    """Which heuristic or prompt version found it, e.g. `heuristic:direction`."""


@dataclass(frozen=True, slots=True, kw_only=True)
class MemoryDraft:
    """A memory that derive produced and persist has not stored yet."""

    type: MemoryType
    """The memory's type."""
    content: str
    """Canonical content, e.g. `Write feedback in paragraphs.`."""
    scope: str = GLOBAL_SCOPE
    """Whom or what it applies to."""
    confidence: float = 0.7
    """How sure derivation is, in [0, 1]."""
    source: MemorySource = MemorySource.DETECTED
    """Where it came from."""
    produced_by: str = "heuristic"
    """The heuristic or prompt version that wrote `content`."""
    key: str | None = None
    """Caller-chosen key; a new memory with the same key replaces the old one."""
    quarantined: bool = False
    """True when the content is addressed to the agent rather than about the user."""
    pinned: bool = False
    """Pinned memories never decay out and are evicted last."""
    subject: str | None = None
    """The attribute it sets (`employer`, `database`, `diet`...), if known."""
    replaces: tuple[str, ...] = ()
    """Old values it says are no longer true; active memories holding one are superseded."""
    changed: bool = False
    """It says something changed ("now", "switched"): it supersedes an older memory on the
    same subject even where that subject may hold several values."""
    revises: bool = False
    """It takes back what the user said last without naming it ("teal instead", "scratch
    that, ..."): it supersedes what the session's latest write created on the same subject
    or choice."""
    valid_until: datetime | None = None
    """When it stops being true ("until the 20th"); it leaves policies after that."""
    metadata: Metadata = field(default_factory=dict)
    """The caller's metadata (checked and size-limited)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Memory:
    """A durable statement about a user, as stored."""

    memory_id: int
    """Store-assigned id, unique within the store."""
    agent_id: str
    """The agent that owns it."""
    user_id: str
    """The user it is about."""
    type: MemoryType
    """The memory's type."""
    content: str
    """Canonical content."""
    scope: str
    """Whom or what it applies to; `global` applies everywhere."""
    status: MemoryStatus
    """Life-cycle state."""
    source: MemorySource
    """Where it came from."""
    confidence: float
    """How sure Imprint is, in [0, 1]."""
    created_at: datetime
    """When it was first stored (aware UTC)."""
    updated_at: datetime
    """When it last changed."""
    last_seen_at: datetime
    """When it was last reinforced or used; decay is measured from here."""
    reinforcement: int = 0
    """How many times it was merged with, or reinforced by, later evidence."""
    stability: float = 1.0
    """FSRS stability in days: the time for retrievability to fall to 90%."""
    pinned: bool = False
    """Pinned memories never decay out and are evicted last."""
    key: str | None = None
    """Caller-chosen key, when stored through `remember(key=...)`."""
    produced_by: str = "heuristic"
    """The heuristic or prompt version that wrote `content`."""
    superseded_by: int | None = None
    """The memory that replaced this one, when contradicted."""
    session_id: str | None = None
    """The session it was observed in, when known."""
    subject: str | None = None
    """The attribute it sets (`employer`, `database`, `diet`...), if known."""
    valid_until: datetime | None = None
    """When it stops being true; it stays stored and leaves policies after that."""
    metadata: Metadata = field(default_factory=dict)
    """The caller's metadata: flat names to strings, numbers or flags."""
    origin: str | None = None
    """Where an imported memory came from (e.g. `mem0:<id>`), so a re-import skips it."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PendingSignal:
    """An observation whose LLM processing failed and awaits `reprocess_pending()`."""

    signal_id: int
    """Store-assigned id."""
    user_id: str
    """The user who replied."""
    agent_output: str
    """What the agent had said."""
    user_response: str
    """What the user replied."""
    scope: str | None
    """The explicit scope given to `observe()`, if any."""
    session_id: str | None
    """The session, if any."""
    attempts: int
    """How many times processing was tried."""
    error: str
    """The last error, one line."""
    created_at: datetime
    """When it was observed."""
    metadata: Metadata = field(default_factory=dict)
    """Metadata given to `observe()`, for the memory the retry stores."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Observation:
    """What one `observe()` call did."""

    signal: SignalType | None
    """The kind of signal found, or None."""
    created: tuple[Memory, ...] = ()
    """Memories stored by this call."""
    merged: tuple[int, ...] = ()
    """Ids of memories folded into an existing one (including a new one merged away)."""
    contradicted: tuple[int, ...] = ()
    """Ids of older memories deactivated because the new one says the opposite."""
    reinforced: tuple[int, ...] = ()
    """Ids of existing memories whose reinforcement grew."""
    quarantined: tuple[int, ...] = ()
    """Ids of new memories held back from policies as possible injections."""
    forgotten: tuple[int, ...] = ()
    """Ids of memories erased because the user asked to forget them (their text is gone)."""
    llm_calls: int = 0
    """How many LLM requests this call made."""
    tokens_used: int = 0
    """Input plus output tokens those requests used, as the provider reported."""
    pending: bool = False
    """True when processing failed and the observation waits for `reprocess_pending()`."""
    error: str | None = None
    """Why it is pending, one line."""
    retry_after: float | None = None
    """Seconds the provider asked to wait before `reprocess_pending()`, when it said."""
    feedback_closed: bool = False
    """True when this call closed an open feedback loop."""
    redactions: int = 0
    """How many secrets were redacted from the reply before anything was stored."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PolicyMemory:
    """A memory used in a policy, with why it is there."""

    memory: Memory
    """The memory."""
    bm25_rank: int | None = None
    """1-based rank in the full-text search, when a context was given."""
    dense_rank: int | None = None
    """1-based rank in the vector search, when configured and a context was given."""
    fused_score: float = 0.0
    """The score the ranking used (fused retrieval score, or type priority)."""
    decay_factor: float = 1.0
    """Retrievability in [0, 1] that scaled the score."""
    tokens: int = 0
    """Tokens this memory's line costs by the configured counter."""
    reason: str = ""
    """Plain-language reason for its place, e.g. `rule; matched context (bm25 #1)`."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DroppedMemory:
    """A memory that did not make it into a policy, and why."""

    memory: Memory
    """The memory."""
    reason: Literal["budget", "duplicate", "scope", "decayed", "expired"]
    """Why it was dropped (`expired`: its `valid_until` has passed)."""
    detail: str = ""
    """More detail, e.g. the instruction line it duplicates."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Policy:
    """A compiled behavioural policy for one user, ready for a system prompt."""

    text: str
    """The policy text; never longer than the requested budget."""
    memories: tuple[PolicyMemory, ...] = ()
    """The memories it was compiled from, in rank order."""
    dropped: tuple[DroppedMemory, ...] = ()
    """Memories left out, each with the reason. Budget drops are listed up to
    `DROPPED_BUDGET_LISTED`, best-ranked first; `budget_dropped` counts them all."""
    budget_dropped: int = 0
    """How many examined memories the token budget left out."""
    cached: bool = False
    """True when served from the policy cache."""
    token_count: int = 0
    """Tokens in `text` by the configured counter."""
    compiled_at: datetime
    """When the text was compiled (the original time for a cache hit)."""
    compiler: str = "extractive"
    """`llm:<prompt version>` or `extractive`."""
    fallback_reason: str | None = None
    """Why the offline compiler was used although a model is configured."""
    llm_calls: int = 0
    """LLM requests this call made (0 on a cache hit)."""
    tokens_used: int = 0
    """LLM tokens this call spent (0 on a cache hit), as the model reported them."""
    loop_id: int | None = None
    """The feedback loop this policy opened."""

    @property
    def memory_ids(self) -> tuple[int, ...]:
        """Ids of the memories used, in rank order."""
        return tuple(m.memory.memory_id for m in self.memories)


@dataclass(frozen=True, slots=True, kw_only=True)
class Recalled:
    """One `recall()` hit."""

    memory: Memory
    """The memory."""
    score: float
    """Higher is better, and it means the same from query to query: with
    `recall(by="relevance")` the share of the query's words the memory holds, mixed with the
    embeddings' cosine when an embedder is set, in [0, 1], times retrievability; with
    `recall(by="similarity")` the similarity to the query in [-1, 1]."""
    bm25_rank: int | None = None
    """1-based full-text rank, or None when full-text search did not find it."""
    dense_rank: int | None = None
    """1-based vector rank, or None without an embedder or when not found."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """One entry of the append-only event log."""

    seq: int
    """Position in the log."""
    agent_id: str
    """The agent."""
    user_id: str
    """The user."""
    kind: str
    """What happened, e.g. `memory.created`, `memory.merged`, `user.erased`."""
    memory_id: int | None
    """The memory concerned, if any."""
    detail: dict[str, object] = field(default_factory=dict)
    """Event payload (JSON)."""
    created_at: datetime
    """When it happened."""


@dataclass(frozen=True, slots=True, kw_only=True)
class FeedbackLoop:
    """An open question: did the last policy help? Closed by the next turn or feedback."""

    loop_id: int
    """Store-assigned id."""
    agent_id: str
    """The agent."""
    user_id: str
    """The user."""
    session_id: str
    """The session; '' when none was given."""
    opened_at: datetime
    """When `get_policy()` opened it."""
    used: tuple[tuple[int, int | None, int | None], ...]
    """(memory id, bm25 rank, dense rank) for each memory the policy used."""
    alpha: float | None
    """The fusion weight the policy used, when retrieval ran."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Episode:
    """A past session, recorded for episodic memory."""

    episode_id: int
    """Store-assigned id."""
    user_id: str
    """The user."""
    session_id: str | None
    """The session, when known."""
    goal: str
    """What the user wanted."""
    turns: int
    """How many turns it took."""
    outcome: str
    """How it ended."""
    summary: str | None
    """A short summary, when given."""
    created_at: datetime
    """When it was recorded."""


@dataclass(frozen=True, slots=True, kw_only=True)
class AgentConfig:
    """An agent's persisted configuration."""

    agent_id: str
    """The agent."""
    description: str
    """What the agent does; guides scope choice and compilation."""
    processing_mode: ProcessingMode
    """How much LLM work `observe()` may do."""
    scopes: tuple[str, ...]
    """The declared scopes (never including `global`)."""
    embedding_dim: int | None = None
    """Dimension of stored vectors, fixed by the first embedder used."""
    embedder: str | None = None
    """The embedder that wrote them, when it can be rebuilt from a name (`hashing:256`,
    `local:<model>`); the command line uses it."""


@dataclass(frozen=True, slots=True, kw_only=True)
class StoreStats:
    """Counts for one agent, for `imprint stats` and monitoring."""

    users: int
    """Distinct users with memories."""
    memories_by_status: dict[str, int]
    """Memory counts per status."""
    memories_by_type: dict[str, int]
    """Active memory counts per type."""
    pending_signals: int
    """Observations waiting for `reprocess_pending()`."""
    open_loops: int
    """Feedback loops not yet closed."""
    events: int
    """Entries in the event log."""
    file_bytes: int | None = None
    """Size of the store file, when it is a file."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PolicyUse:
    """One policy that used a memory (recorded with the policy's feedback loop)."""

    loop_id: int
    """The feedback loop `get_policy()` opened."""
    session_id: str
    """Its session; '' when none was given."""
    used_at: datetime
    """When the policy was compiled."""
    bm25_rank: int | None
    """The memory's full-text rank for the policy's context, if any."""
    dense_rank: int | None
    """Its vector rank, if any."""
    status: Literal["open", "closed", "expired"]
    """Whether the loop is still open, closed with an outcome, or expired."""
    outcome: float | None
    """The outcome it closed with, in [-1, 1]."""


@dataclass(frozen=True, slots=True, kw_only=True)
class MemoryHistory:
    """What happened to one memory: its events, and the policies that used it."""

    memory: Memory
    """The memory as it is now."""
    events: tuple[Event, ...]
    """Its events, oldest first: created, merged, reinforced, contradicted, updated, ..."""
    uses: tuple[PolicyUse, ...]
    """Policies that used it, oldest first (those opened with `feedback=False` are not
    recorded)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class UserSummary:
    """One user of an agent, for `users()`."""

    user_id: str
    """The user."""
    active: int
    """Active memories."""
    total: int
    """Memories in every status."""
    last_seen_at: datetime
    """When their most recent memory last changed."""
