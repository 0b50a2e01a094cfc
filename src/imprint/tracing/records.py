"""What each call and stage records on its span, from the values the pipeline returns.

Each recorder returns at once for `SILENT`, so an untraced call builds no attributes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from imprint.tracing.names import (
    CACHE_HIT,
    CANDIDATES,
    COMPILER,
    CONTENT_AGENT_OUTPUT,
    CONTENT_MEMORIES,
    CONTENT_POLICY,
    CONTENT_REPLY,
    CONTRADICTED,
    CREATED,
    DRAFTED,
    DROPPED,
    FALLBACK,
    FORGOTTEN,
    MERGED,
    MODE,
    PENDING,
    POLICY_TOKENS,
    QUARANTINED,
    RANKED,
    REDACTIONS,
    REINFORCED,
    RETURNED,
    SELECTED,
    SIGNAL,
)

if TYPE_CHECKING:
    from imprint.policy.selection import Ranked
    from imprint.tracing.spans import Stage
    from imprint.types import (
        DroppedMemory,
        Memory,
        MemoryDraft,
        Observation,
        Policy,
        Recalled,
        Signal,
        Turn,
    )
    from imprint.writes import WriteResult

__all__ = [
    "compiled_policy",
    "derived",
    "detected",
    "gathered",
    "observed",
    "observed_all",
    "persisted",
    "policy_made",
    "recalled",
    "selected",
]


def observed(stage: Stage, observation: Observation) -> None:
    """What one observation did, on the call's span."""
    if stage.recording:
        stage.label(SIGNAL, observation.signal)
        observed_all(stage, [observation])


def observed_all(stage: Stage, batch: list[Observation]) -> None:
    """What a batch of observations did, on the call's span."""
    if not stage.recording:
        return
    stage.set(CREATED, sum(len(o.created) for o in batch))
    stage.set(MERGED, sum(len(o.merged) for o in batch))
    stage.set(CONTRADICTED, sum(len(o.contradicted) for o in batch))
    stage.set(REINFORCED, sum(len(o.reinforced) for o in batch))
    stage.set(FORGOTTEN, sum(len(o.forgotten) for o in batch))
    stage.set(QUARANTINED, sum(len(o.quarantined) for o in batch))
    stage.set(PENDING, any(o.pending for o in batch))
    stage.set(REDACTIONS, sum(o.redactions for o in batch))
    stage.llm(sum(o.llm_calls for o in batch), sum(o.tokens_used for o in batch))


def detected(
    stage: Stage, turn: Turn, mode: object, signal: Signal | None, calls: int, tokens: int
) -> None:
    """What detection found in a turn, on the detect span."""
    if not stage.recording:
        return
    stage.label(MODE, mode)
    stage.label(SIGNAL, None if signal is None else signal.type)
    stage.llm(calls, tokens)
    stage.text(CONTENT_REPLY, turn.user_response)
    stage.text(CONTENT_AGENT_OUTPUT, turn.agent_output)


def derived(stage: Stage, drafts: Sequence[MemoryDraft], calls: int, tokens: int) -> None:
    """The memories derived from a signal, on the derive span."""
    if not stage.recording:
        return
    stage.set(DRAFTED, len(drafts))
    stage.llm(calls, tokens)
    stage.text(CONTENT_MEMORIES, [d.content for d in drafts])


def persisted(stage: Stage, results: Sequence[WriteResult]) -> None:
    """What the write transaction created, on the persist span."""
    if not stage.recording:
        return
    created = [r.created for r in results if r.created is not None]
    stage.set(CREATED, len(created))
    stage.text(CONTENT_MEMORIES, [m.content for m in created])


def policy_made(stage: Stage, policy: Policy) -> None:
    """What `get_policy()` returned, on its span."""
    if not stage.recording:
        return
    stage.set(CACHE_HIT, policy.cached)
    stage.set(SELECTED, len(policy.memories))
    stage.set(DROPPED, len(policy.dropped) - _listed_budget_drops(policy) + policy.budget_dropped)
    stage.set(POLICY_TOKENS, policy.token_count)
    stage.set(COMPILER, policy.compiler)
    stage.set(FALLBACK, policy.fallback_reason is not None)
    stage.llm(policy.llm_calls, policy.tokens_used)
    stage.text(CONTENT_POLICY, policy.text)


def gathered(stage: Stage, memories: Sequence[Memory], dropped: Sequence[DroppedMemory]) -> None:
    """What retrieval read for a policy, on the retrieve span."""
    if stage.recording:
        stage.set(CANDIDATES, len(memories) + len(dropped))
        stage.set(DROPPED, len(dropped))


def selected(
    stage: Stage,
    ranked: Sequence[Ranked],
    kept: Sequence[Ranked],
    dropped: Sequence[DroppedMemory],
) -> None:
    """What ranking and the budget kept, on the rank span."""
    if stage.recording:
        stage.set(RANKED, len(ranked))
        stage.set(SELECTED, len(kept))
        stage.set(DROPPED, len(dropped))


def compiled_policy(stage: Stage, policy: Policy) -> None:
    """How the policy text was written, on the compile span."""
    if stage.recording:
        stage.set(COMPILER, policy.compiler)
        stage.set(FALLBACK, policy.fallback_reason is not None)
        stage.set(SELECTED, len(policy.memories))
        stage.llm(policy.llm_calls, policy.tokens_used)


def _listed_budget_drops(policy: Policy) -> int:
    return sum(1 for d in policy.dropped if d.reason == "budget")


def recalled(stage: Stage, hits: Sequence[Recalled]) -> None:
    """What `recall()` returned, on its span."""
    if not stage.recording:
        return
    stage.set(RETURNED, len(hits))
    stage.text(CONTENT_MEMORIES, [h.memory.content for h in hits])
