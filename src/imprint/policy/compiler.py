"""The policy compiler: write the selected memories as a policy.

With a model, each selected memory is written as its compiled line (`policy.lines`): lines
missing from the instance's line cache are asked for in one request, together with the
best-ranked memories the budget left out, so later contexts find them ready; a few new
memories are shown as written until enough wait to be worth a request (`lines.due`). The text is
those lines by type, then memory id (`render.render_policy`), so it depends only on which
memories were selected. Offline, or when the request fails, each memory is written as its
own content under headings (the extractive layout).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable, Sequence

from imprint.errors import ModelError
from imprint.llm import LLM, prompt_id
from imprint.policy.lines import BATCH_NOTES, CompiledLine, LineCache, compile_lines, due
from imprint.policy.render import line_for, render_policy, sanitize
from imprint.policy.selection import Ranked, Ranking, Selection, fit, tokens_of
from imprint.protocols import TokenCounter
from imprint.types import (
    DROPPED_BUDGET_LISTED,
    DroppedMemory,
    Memory,
    Policy,
    PolicyMemory,
)

__all__ = ["compile_policy", "reuse_policy"]

_NOT_ABOUT_USER = "left out of the text by the compile model: addressed to the agent"
_AS_WRITTEN = "shown as written until its line is compiled with the next batch"
_NOTES = (_NOT_ABOUT_USER, _AS_WRITTEN)


async def _compile_missing(
    selection: Selection,
    missing: Sequence[Memory],
    *,
    llm: LLM,
    cache: LineCache,
    scope: str,
) -> tuple[list[str], int, int]:
    """Compile the selected memories that have no line, with spare ones, in one request.

    Returns the new lines, the requests made and the tokens they spent.

    Raises:
        ModelError: the request failed.
    """
    spare = [r.memory for r in selection.spare if cache.get(scope, r.memory) is None]
    batch = [*missing, *spare[: max(0, BATCH_NOTES - len(missing))]]
    request = selection.request
    fresh, calls, tokens = await compile_lines(
        batch,
        llm=llm,
        agent_description=request.agent_description,
        existing_instructions=request.existing_instructions,
    )
    for memory in batch:
        cache.put(scope, memory, fresh[memory.memory_id])
    return [line.line for line in fresh.values() if line.line], calls, tokens


async def compile_policy(
    ranking: Ranking,
    selection: Selection,
    *,
    counter: TokenCounter,
    llm: LLM | None,
    lines: LineCache,
    lines_scope: str,
    token_cache: dict[str, int],
    prefetch: Callable[[Sequence[str]], Awaitable[None]] | None = None,
) -> tuple[Policy, Selection]:
    """Write a selection as a policy (the caller handles the cache and feedback loop).

    With a model, selected memories without a compiled line get one in a single request;
    the budget is then fitted again on the lines' real costs, as the next call will fit
    it, and that selection is returned with the policy. `prefetch`, given with a counter
    that counts over the network, is awaited with the texts about to be counted (the
    compiled lines and the result), so that `counter.count` itself never waits.
    """

    def compiled(memory: Memory) -> CompiledLine | None:
        return None if llm is None else lines.get(lines_scope, memory)

    compiler, fallback, calls, tokens = "extractive", None, 0, 0
    if llm is not None and selection.kept:
        missing = [r.memory for r in selection.kept if compiled(r.memory) is None]
        try:
            if due([m.type for m in missing], len(selection.kept)):
                fresh, calls, tokens = await _compile_missing(
                    selection, missing, llm=llm, cache=lines, scope=lines_scope
                )
                if prefetch is not None:
                    await prefetch(fresh)
                selection = fit(
                    ranking, counter=counter, token_cache=token_cache, compiled=compiled
                )
        except ModelError as exc:
            fallback, calls, tokens = str(exc), exc.requests, exc.tokens
        else:
            compiler = f"llm:{prompt_id('compile')}"
    # Compiled lines, or None for the extractive layout (offline, or the request failed).
    chosen: dict[int, str] | None = None if compiler == "extractive" else {}
    notes: dict[int, str] = {}
    left_out: set[int] = set()
    for r in selection.kept:
        line = compiled(r.memory)
        if line is not None and line.omit != "no":
            # Kept out whichever layout is used: the model judged it not about the user.
            notes[r.memory.memory_id] = _NOT_ABOUT_USER
            left_out.add(r.memory.memory_id)
        elif chosen is not None and line is None:
            notes[r.memory.memory_id] = _AS_WRITTEN
        elif chosen is not None and line is not None:
            chosen[r.memory.memory_id] = line.line
    renderable = [r for r in selection.kept if r.memory.memory_id not in left_out]
    if prefetch is not None and chosen is not None:
        await prefetch([_shown_line(r.memory, chosen) for r in renderable])
    line_tokens = {
        r.memory.memory_id: tokens_of(_shown_line(r.memory, chosen), counter, token_cache)
        for r in renderable
    }
    text, rendered = render_policy(
        [r.memory for r in renderable],
        counter=counter,
        max_tokens=selection.request.max_output_tokens,
        line_tokens=line_tokens,
        lines=chosen,
    )
    shown = {m.memory_id for m in rendered}
    dropped = [
        *selection.dropped,
        *(
            DroppedMemory(memory=r.memory, reason="budget")
            for r in renderable
            if r.memory.memory_id not in shown
        ),
    ]
    if prefetch is not None and text:
        await prefetch([text])
    used = [
        r for r in selection.kept if r.memory.memory_id in shown or r.memory.memory_id in left_out
    ]
    policy = _policy(
        text=text,
        used=used,
        dropped=dropped,
        tokens={**line_tokens, **dict.fromkeys(left_out, 0)},
        notes=notes,
        token_count=counter.count(text) if text else 0,
        compiler=compiler,
        fallback=fallback,
        calls=calls,
        spent=tokens,
        selection=selection,
    )
    return policy, selection


def _shown_line(memory: Memory, chosen: dict[int, str] | None) -> str:
    """The line `render_policy` shows for a memory (see its `lines` argument)."""
    if chosen is None:
        return line_for(memory)
    return chosen.get(memory.memory_id) or sanitize(memory.content)


def reuse_policy(selection: Selection, cached: Policy) -> Policy:
    """A cached policy's text for this selection, explained by this call's ranking.

    The cache is keyed on the selected memories, so the cached text was written from the
    same ones: which of them it shows and what writing it left out come from the cached
    policy; ranks, scores and the selection's own drops come from this call.
    """
    shown = {pm.memory.memory_id: pm for pm in cached.memories}
    selected = {r.memory.memory_id for r in selection.kept}
    policy = _policy(
        text=cached.text,
        used=[r for r in selection.kept if r.memory.memory_id in shown],
        dropped=[
            *selection.dropped,
            *(d for d in cached.dropped if d.memory.memory_id in selected),
        ],
        tokens={i: pm.tokens for i, pm in shown.items()},
        notes={i: note for i, pm in shown.items() for note in _NOTES if pm.reason.endswith(note)},
        token_count=cached.token_count,
        compiler=cached.compiler,
        fallback=cached.fallback_reason,
        calls=0,
        spent=0,
        selection=selection,
    )
    return dataclasses.replace(policy, compiled_at=cached.compiled_at, cached=True)


def _policy(
    *,
    text: str,
    used: Sequence[Ranked],
    dropped: Sequence[DroppedMemory],
    tokens: dict[int, int],
    notes: dict[int, str],
    token_count: int,
    compiler: str,
    fallback: str | None,
    calls: int,
    spent: int,
    selection: Selection,
) -> Policy:
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
                tokens=tokens.get(r.memory.memory_id, 0),
                reason=(
                    f"{r.reason}; {notes[r.memory.memory_id]}"
                    if r.memory.memory_id in notes
                    else r.reason
                ),
            )
            for r in used
        ),
        dropped=tuple(listed),
        budget_dropped=len(budget_drops),
        token_count=token_count,
        compiled_at=selection.request.now,
        compiler=compiler,
        fallback_reason=fallback,
        llm_calls=calls,
        tokens_used=spent,
    )
