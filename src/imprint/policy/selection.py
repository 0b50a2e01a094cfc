"""Which memories a policy holds: select, rank, decay, dedupe, fit the budget.

Each step is a pure function in its own module; this one chains them over memories the
store selected. The ranking decides what survives the budget; nothing re-sorts it later.
The context (when given) only ranks: what it changes is which memories are selected, never
how a selected memory is written (`policy.lines`), so two contexts that select the same
memories get the same policy text.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from imprint.policy.budget import fit_budget
from imprint.policy.dedupe import duplicate_of, split_instructions
from imprint.policy.lines import CompiledLine
from imprint.policy.render import SECTIONS, line_for
from imprint.policy.retrieval import Candidate, retrieve
from imprint.protocols import DecayModel, Embedder, MemoryStore, TokenCounter, VectorStore
from imprint.types import DroppedMemory, Memory, MemoryStatus, MemoryType, MetadataFilter

__all__ = [
    "Candidates",
    "PolicyRequest",
    "Ranked",
    "Ranking",
    "Selection",
    "Sources",
    "fit",
    "gather",
    "likely_lines",
    "rank",
    "selection_window",
    "tokens_of",
]

_PRIORITY = {MemoryType.RULE: 0, MemoryType.DECISION: 1, MemoryType.FACT: 2, MemoryType.CONTEXT: 3}
_MIN_LINE_TOKENS = 4
_HEADINGS = dict(SECTIONS)

_IN_INSTRUCTIONS = "the compile model found the existing instructions already say this"


@dataclass(frozen=True, slots=True, kw_only=True)
class PolicyRequest:
    """The inputs of one compilation."""

    agent_id: str
    user_id: str
    scopes: tuple[str, ...] | None
    existing_instructions: str
    max_output_tokens: int
    context: str | None
    agent_description: str
    now: datetime
    metadata: MetadataFilter | None = None
    """Only memories whose metadata passes this filter."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Sources:
    """Where memories come from: the store, and the vector side when configured."""

    store: MemoryStore
    vectors: VectorStore | None = None
    embedder: Embedder | None = None


@dataclass(frozen=True, slots=True)
class Ranked:
    """A memory in the ranking, with what placed it there."""

    memory: Memory
    """The memory."""
    score: float
    """Its fused retrieval score scaled by retrievability; 0 when the context did not match."""
    decay: float
    """Its retrievability in [0, 1]."""
    bm25_rank: int | None
    """1-based full-text rank for the context, if it matched."""
    dense_rank: int | None
    """1-based vector rank for the context, if it matched."""
    reason: str
    """Why it is placed where it is, e.g. `rule; matched context (bm25 #1)`."""
    line: str
    """Its extractive line (`render.line_for`), made once per call."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Ranking:
    """The memories a policy may hold, best first, and those already left out."""

    request: PolicyRequest
    ranked: tuple[Ranked, ...]
    """Eligible memories in rank order (in scope, not decayed, not in the instructions)."""
    dropped: tuple[DroppedMemory, ...]
    """Memories left out before the budget, with the reason."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Selection:
    """The memories a policy holds, those it could hold next, and those left out."""

    request: PolicyRequest
    kept: tuple[Ranked, ...]
    """Selected, in rank order; their lines fit the budget."""
    spare: tuple[Ranked, ...]
    """Eligible but over the budget, in rank order (the first ones a later context may pick)."""
    dropped: tuple[DroppedMemory, ...]
    """Everything examined and left out, with the reason (budget drops included)."""

    @property
    def memory_ids(self) -> tuple[int, ...]:
        """The selected ids in ascending order: what the policy cache is keyed on."""
        return tuple(sorted(r.memory.memory_id for r in self.kept))


def selection_window(max_output_tokens: int) -> int:
    """How many memories to examine: enough to fill any budget after drops, bounded."""
    return max(256, 4 * max_output_tokens // _MIN_LINE_TOKENS)


def _static_key(r: Ranked) -> tuple[float, ...]:
    m = r.memory
    return (_PRIORITY[m.type], -m.confidence, -math.log1p(m.reinforcement), -r.decay, m.memory_id)


@dataclass(frozen=True, slots=True, kw_only=True)
class Candidates:
    """The user's memories a policy may draw on, read from the store, not yet ranked."""

    request: PolicyRequest
    memories: tuple[Memory, ...]
    """The memories selected for the policy, and the in-scope ones the context matched."""
    matches: dict[int, Candidate]
    """The context's fused matches among `memories`, by memory id (empty without a context)."""
    dropped: tuple[DroppedMemory, ...]
    """Memories the context matched outside the requested scopes."""


async def gather(request: PolicyRequest, *, sources: Sources, alpha: float) -> Candidates:
    """Read the memories a policy may hold: the store's selection, plus the context's matches."""
    store = sources.store
    dropped: list[DroppedMemory] = []
    window = selection_window(request.max_output_tokens)
    selected = await store.select_for_policy(
        request.agent_id,
        request.user_id,
        scopes=request.scopes,
        limit=window,
        metadata=request.metadata,
    )
    by_id = {m.memory_id: m for m in selected}
    fused: dict[int, Candidate] = {}
    if request.context:
        # Searched across all scopes so a match held back by scope can be reported.
        candidates = await retrieve(
            store=store,
            vectors=sources.vectors,
            embedder=sources.embedder,
            agent_id=request.agent_id,
            user_id=request.user_id,
            query=request.context,
            scopes=None,
            alpha=alpha,
            metadata=request.metadata,
        )
        outside = [c for c in candidates if c.memory_id not in by_id]
        loaded = [c.memory for c in outside if c.memory is not None]
        missing = [c.memory_id for c in outside if c.memory is None]
        if missing:
            loaded += await store.get_memories(request.agent_id, request.user_id, missing)
        for memory in loaded:
            if request.scopes is not None and memory.scope not in request.scopes:
                dropped.append(
                    DroppedMemory(
                        memory=memory,
                        reason="scope",
                        detail=f"matched the context but is in scope {memory.scope!r}",
                    )
                )
            elif memory.status is MemoryStatus.ACTIVE:
                by_id[memory.memory_id] = memory
        fused = {c.memory_id: c for c in candidates if c.memory_id in by_id}
    return Candidates(
        request=request, memories=tuple(by_id.values()), matches=fused, dropped=tuple(dropped)
    )


def rank(candidates: Candidates, *, decay: DecayModel) -> Ranking:
    """Rank the candidates (by the context when given) and drop what cannot be used.

    Memories expired, decayed, or already said by `existing_instructions` are left out here
    (out-of-scope matches were left out by `gather`); the rest are ranked best first.
    """
    request = candidates.request
    dropped = list(candidates.dropped)
    ranked: list[Ranked] = []
    for memory in candidates.memories:
        if memory.valid_until is not None and memory.valid_until <= request.now:
            # Kept for history and recall ("was away in March"), but no longer true now.
            until = memory.valid_until.date().isoformat()
            dropped.append(DroppedMemory(memory=memory, reason="expired", detail=f"until {until}"))
            continue
        retrievability = decay.retrievability(memory, request.now)
        if retrievability < getattr(decay, "threshold", 0.0):
            dropped.append(
                DroppedMemory(
                    memory=memory, reason="decayed", detail=f"retrievability {retrievability:.2f}"
                )
            )
            continue
        hit = candidates.matches.get(memory.memory_id)
        if hit is not None:
            b, d = hit.bm25_rank, hit.dense_rank
            ranks = [f"bm25 #{b}"] if b else []
            ranks += [f"dense #{d}"] if d else []
            reason = f"{memory.type}; matched context ({', '.join(ranks)})"
            score = hit.score * retrievability
            ranked.append(Ranked(memory, score, retrievability, b, d, reason, line_for(memory)))
        else:
            ranked.append(
                Ranked(memory, 0.0, retrievability, None, None, str(memory.type), line_for(memory))
            )
    matched = sorted((r for r in ranked if r.score > 0), key=lambda r: (-r.score, _static_key(r)))
    rest = sorted((r for r in ranked if r.score <= 0), key=_static_key)
    instruction_lines = split_instructions(request.existing_instructions)
    eligible: list[Ranked] = []
    for r in matched + rest:
        line = duplicate_of(r.memory.content, instruction_lines) if instruction_lines else None
        if line is None:
            eligible.append(r)
        else:
            dropped.append(DroppedMemory(memory=r.memory, reason="duplicate", detail=line))
    return Ranking(request=request, ranked=tuple(eligible), dropped=tuple(dropped))


def fit(
    ranking: Ranking,
    *,
    counter: TokenCounter,
    token_cache: dict[str, int],
    compiled: Callable[[Memory], CompiledLine | None] = lambda memory: None,
) -> Selection:
    """Keep, best first, the ranked memories whose lines fit the budget, in one pass.

    A memory costs the line it will be shown as, plus a newline: its compiled line when
    one is known (nothing when the compile model left it out), otherwise its extractive
    line (`render.line_for`). A memory whose compiled line says the instructions already
    cover it is dropped as a duplicate. The headings of the sections that may appear are
    reserved up front, so the text fits whichever layout renders it.

    Args:
        ranking: The eligible memories, best first.
        counter: The token counter the budget is measured with.
        token_cache: Token counts by line, kept by the caller across calls.
        compiled: A memory's compiled line, when one is known.
    """
    dropped = list(ranking.dropped)
    candidates: list[tuple[Ranked, str]] = []
    for r in ranking.ranked:
        line = compiled(r.memory)
        if line is None:
            candidates.append((r, r.line))
        elif line.omit == "instructions":
            dropped.append(
                DroppedMemory(memory=r.memory, reason="duplicate", detail=_IN_INSTRUCTIONS)
            )
        else:
            candidates.append((r, line.line))
    newline = counter.count("\n")
    types = {r.memory.type for r, _ in candidates}
    overhead = sum(counter.count(_HEADINGS[t]) + newline for t in types)
    overhead += newline * max(0, len(types) - 1)
    kept, over = fit_budget(
        candidates,
        cost=lambda pair: tokens_of(pair[1], counter, token_cache) + newline if pair[1] else 0,
        budget=ranking.request.max_output_tokens,
        overhead=overhead,
    )
    dropped.extend(DroppedMemory(memory=r.memory, reason="budget") for r, _ in over)
    return Selection(
        request=ranking.request,
        kept=tuple(r for r, _ in kept),
        spare=tuple(r for r, _ in over),
        dropped=tuple(dropped),
    )


def likely_lines(
    ranking: Ranking,
    counter: TokenCounter,
    known: dict[str, int],
    compiled: Callable[[Memory], CompiledLine | None] = lambda memory: None,
) -> list[str]:
    """Uncounted lines of the best-ranked memories, until their estimates fill the budget.

    For a counter that counts over the network: these are the texts `fit` is about to
    count, to fetch ahead in one go.
    """
    lines: list[str] = []
    total = 0
    for r in ranking.ranked:
        known_line = compiled(r.memory)
        line = r.line if known_line is None else known_line.line
        tokens = known.get(line)
        if tokens is None:
            lines.append(line)
            tokens = counter.count(line)
        total += tokens
        if total > ranking.request.max_output_tokens:
            break
    return lines


def tokens_of(text: str, counter: TokenCounter, cache: dict[str, int]) -> int:
    """`counter.count(text)`, remembered in `cache`."""
    tokens = cache.get(text)
    if tokens is None:
        tokens = cache[text] = counter.count(text)
    return tokens
