"""Stage 2: turn a signal into a canonical, typed memory draft with a scope."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from imprint.llm import LLM, prompt_id
from imprint.pipeline.heuristics import derive_offline, looks_like_injection
from imprint.types import (
    GLOBAL_SCOPE,
    MemoryDraft,
    MemoryType,
    ProcessingMode,
    Signal,
    SignalType,
    Turn,
)

__all__ = ["Derivation", "derive", "quarantine_text"]

_QUARANTINE_CHARS = 4000
"""Longest quarantined text kept; review needs the instruction, not a whole essay."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Derivation:
    """The draft derived from a signal (None for reinforcement) and its cost."""

    draft: MemoryDraft | None
    llm_calls: int = 0
    tokens: int = 0


def _uses_llm(signal: Signal, mode: ProcessingMode, llm: LLM | None) -> bool:
    if llm is None or mode is ProcessingMode.FRUGAL:
        return False
    # Balanced mode pays for derivation only when it already paid for detection.
    return mode is ProcessingMode.EAGER or signal.detector.startswith("llm:")


async def derive(
    turn: Turn,
    signal: Signal,
    *,
    mode: ProcessingMode,
    llm: LLM | None,
    agent_description: str,
    scopes: Sequence[str],
) -> Derivation:
    """Derive the memory a signal implies.

    Scope: an explicit `turn.scope` wins; otherwise the LLM picks from the declared scopes;
    anything else is `global`. Replies addressed to the agent's operation rather than about
    the user are quarantined.

    Raises:
        ModelError: the LLM call failed; the caller keeps the turn pending.
    """
    if signal.type is SignalType.REINFORCEMENT:
        return Derivation(draft=None)
    injected = looks_like_injection(turn.user_response)
    if not _uses_llm(signal, mode, llm):
        derived = derive_offline(signal, turn.user_response)
        if injected:
            # The whole reply, not the clean sentence derived from it, so a reviewer sees why.
            derived = (MemoryType.RULE if derived is None else derived[0], quarantine_text(turn))
        if derived is None:
            return Derivation(draft=None)
        memory_type, content = derived
        return Derivation(
            draft=MemoryDraft(
                type=memory_type,
                content=content,
                scope=turn.scope or GLOBAL_SCOPE,
                confidence=signal.confidence,
                produced_by=signal.detector,
                quarantined=injected,
            )
        )
    assert llm is not None
    result = await llm.derive(
        agent_description=agent_description,
        signal_kind=str(signal.type),
        scopes=scopes,
        agent_output=turn.agent_output,
        user_response=turn.user_response,
    )
    out = result.output
    scope = turn.scope or (out.scope if out.scope in scopes else GLOBAL_SCOPE)
    content = " ".join(out.content.split())
    quarantined = injected or out.addressed_to_agent or looks_like_injection(content)
    draft = MemoryDraft(
        type=MemoryType(out.type),
        content=quarantine_text(turn) if quarantined else content,
        scope=scope,
        confidence=min(out.confidence, 1.0),
        produced_by=f"llm:{prompt_id('derive')}",
        quarantined=quarantined,
    )
    return Derivation(draft=draft, llm_calls=result.requests, tokens=result.tokens)


def quarantine_text(turn: Turn) -> str:
    """The whole reply as one bounded line, for review; it never reaches a policy unconfirmed."""
    flat = " ".join(turn.user_response.split())
    return flat if len(flat) <= _QUARANTINE_CHARS else flat[: _QUARANTINE_CHARS - 3] + "..."
