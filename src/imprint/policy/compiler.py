"""The policy compiler: select, rank, decay, dedupe, fit the budget, render.

Each step is a pure function in its own module; this one chains them over memories the
store selected. The ranking decides what survives the budget; nothing re-sorts it later.
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from imprint.errors import ModelError
from imprint.llm import LLM, prompt_id
from imprint.policy.budget import fit_budget
from imprint.policy.dedupe import duplicate_of, split_instructions
from imprint.policy.render import clip_to_budget, line_for, render_extractive
from imprint.policy.retrieval import Candidate, retrieve
from imprint.protocols import DecayModel, Embedder, MemoryStore, TokenCounter, VectorStore
from imprint.types import (
    DROPPED_BUDGET_LISTED,
    DroppedMemory,
    Memory,
    MemoryStatus,
    MemoryType,
    MetadataFilter,
    Policy,
    PolicyMemory,
)

__all__ = ["PolicyRequest", "Sources", "compile_policy", "selection_window"]

_PRIORITY = {MemoryType.RULE: 0, MemoryType.DECISION: 1, MemoryType.FACT: 2, MemoryType.CONTEXT: 3}
_RETRIEVE = 50
"""Context hits taken from each retriever."""
_MIN_LINE_TOKENS = 4
_HEADER_TOKENS = 4
"""Tokens reserved per section heading of the extractive renderer."""


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
class _Ranked:
    memory: Memory
    score: float
    decay: float
    bm25_rank: int | None
    dense_rank: int | None
    reason: str


def selection_window(max_output_tokens: int) -> int:
    """How many memories to examine: enough to fill any budget after drops, bounded."""
    return max(256, 4 * max_output_tokens // _MIN_LINE_TOKENS)


def _static_key(r: _Ranked) -> tuple[float, ...]:
    m = r.memory
    return (_PRIORITY[m.type], -m.confidence, -math.log1p(m.reinforcement), -r.decay, m.memory_id)


async def _rank(
    request: PolicyRequest,
    sources: Sources,
    decay: DecayModel,
    alpha: float,
) -> tuple[list[_Ranked], list[DroppedMemory]]:
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
    ranked: list[_Ranked] = []
    for memory in by_id.values():
        retrievability = decay.retrievability(memory, request.now)
        if retrievability < getattr(decay, "threshold", 0.0):
            dropped.append(
                DroppedMemory(
                    memory=memory, reason="decayed", detail=f"retrievability {retrievability:.2f}"
                )
            )
            continue
        hit = fused.get(memory.memory_id)
        if hit is not None:
            b, d = hit.bm25_rank, hit.dense_rank
            ranks = [f"bm25 #{b}"] if b else []
            ranks += [f"dense #{d}"] if d else []
            reason = f"{memory.type}; matched context ({', '.join(ranks)})"
            ranked.append(_Ranked(memory, hit.score * retrievability, retrievability, b, d, reason))
        else:
            ranked.append(_Ranked(memory, 0.0, retrievability, None, None, str(memory.type)))
    matched = sorted((r for r in ranked if r.score > 0), key=lambda r: (-r.score, _static_key(r)))
    rest = sorted((r for r in ranked if r.score <= 0), key=_static_key)
    return matched + rest, dropped


async def compile_policy(
    request: PolicyRequest,
    *,
    sources: Sources,
    counter: TokenCounter,
    decay: DecayModel,
    alpha: float,
    llm: LLM | None,
    token_cache: dict[str, int],
    prefetch: Callable[[Sequence[str]], Awaitable[None]] | None = None,
) -> Policy:
    """Compile a policy for one user (the caller handles the cache and feedback loop).

    `prefetch`, given with a counter that counts over the network, is awaited with the
    texts about to be counted (the lines that may fit, the model's text, the result), so
    that `counter.count` itself never waits on the network.
    """
    ranked, dropped = await _rank(request, sources, decay, alpha)
    instruction_lines = split_instructions(request.existing_instructions)
    survivors: list[_Ranked] = []
    for r in ranked:
        line = duplicate_of(r.memory.content, instruction_lines) if instruction_lines else None
        if line is not None:
            dropped.append(DroppedMemory(memory=r.memory, reason="duplicate", detail=line))
        else:
            survivors.append(r)

    def cost(r: _Ranked) -> int:
        text = line_for(r.memory)
        tokens = token_cache.get(text)
        if tokens is None:
            tokens = counter.count(text)
            token_cache[text] = tokens
        return tokens

    if prefetch is not None:
        await prefetch(_likely_lines(survivors, counter, request.max_output_tokens, token_cache))
    # Section headings cost a few tokens each; reserve them up front.
    kept, over = fit_budget(
        survivors,
        cost=cost,
        budget=request.max_output_tokens,
        overhead=len(_PRIORITY) * _HEADER_TOKENS,
    )
    dropped.extend(DroppedMemory(memory=r.memory, reason="budget") for r in over)
    memories = [r.memory for r in kept]
    compiler, fallback, calls = "extractive", None, 0
    text = ""
    if llm is not None and memories:
        try:
            result = await llm.compile(
                agent_description=request.agent_description,
                existing_instructions=request.existing_instructions,
                notes=[(str(m.type), m.content) for m in memories],
                max_tokens=request.max_output_tokens,
            )
        except ModelError as exc:
            fallback = str(exc)
            calls = exc.requests
        else:
            calls = result.requests
            if prefetch is not None:
                await prefetch([result.output.strip()])
            text = clip_to_budget(
                result.output.strip(), counter=counter, max_tokens=request.max_output_tokens
            )
            compiler = f"llm:{prompt_id('compile')}"
            if not text:
                fallback = "the model returned an empty policy"
    if compiler == "extractive" or not text:
        compiler = "extractive"
        text, rendered = render_extractive(
            memories,
            counter=counter,
            max_tokens=request.max_output_tokens,
            line_tokens={r.memory.memory_id: cost(r) for r in kept},
        )
        rendered_ids = {m.memory_id for m in rendered}
        dropped.extend(
            DroppedMemory(memory=r.memory, reason="budget")
            for r in kept
            if r.memory.memory_id not in rendered_ids
        )
        kept = [r for r in kept if r.memory.memory_id in rendered_ids]
    if prefetch is not None and text:
        await prefetch([text])
    budget_drops = [d for d in dropped if d.reason == "budget"]
    listed = [d for d in dropped if d.reason != "budget"] + budget_drops[:DROPPED_BUDGET_LISTED]
    return Policy(
        text=text,
        memories=tuple(
            PolicyMemory(
                memory=r.memory,
                bm25_rank=r.bm25_rank,
                dense_rank=r.dense_rank,
                fused_score=r.score,
                decay_factor=r.decay,
                tokens=cost(r),
                reason=r.reason,
            )
            for r in kept
        ),
        dropped=tuple(listed),
        budget_dropped=len(budget_drops),
        token_count=counter.count(text) if text else 0,
        compiled_at=request.now,
        compiler=compiler,
        fallback_reason=fallback,
        llm_calls=calls,
    )


def _likely_lines(
    ranked: Sequence[_Ranked], counter: TokenCounter, budget: int, known: dict[str, int]
) -> list[str]:
    """Uncounted lines of the best-ranked memories, until their estimates fill the budget."""
    lines: list[str] = []
    total = 0
    for r in ranked:
        line = line_for(r.memory)
        tokens = known.get(line)
        if tokens is None:
            lines.append(line)
            tokens = counter.count(line)
        total += tokens
        if total > budget:
            break
    return lines
