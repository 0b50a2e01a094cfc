"""Stage 1: does the user's reply carry a signal? Heuristics first, the LLM by mode."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import assert_never

from imprint.llm import LLM, prompt_id
from imprint.pipeline.heuristics import detect_signal, looks_like_injection
from imprint.types import ProcessingMode, Signal, SignalType, Turn

__all__ = ["INJECTION_DETECTOR", "Detection", "detect"]

_WORD = re.compile(r"[^\W_]+")

INJECTION_DETECTOR = "heuristic:injection"
"""Detector name of replies kept only because they look like instructions to the agent."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Detection:
    """The signal found in a turn (or None) and what finding it cost."""

    signal: Signal | None
    llm_calls: int = 0
    tokens: int = 0


async def detect(
    turn: Turn, *, mode: ProcessingMode, llm: LLM | None, agent_description: str
) -> Detection:
    """Find the signal in a turn.

    `frugal` (or no model) never calls the LLM; `balanced` calls it only when the
    heuristics are silent; `eager` always asks it and trusts its answer.

    Raises:
        ModelError: the LLM call failed; the caller keeps the turn pending.
    """
    if not turn.user_response.strip():
        # Only the user's reply is evidence; an empty one carries nothing, whatever the agent said.
        return Detection(signal=None)
    heuristic = detect_signal(turn.user_response, turn.agent_output)
    if heuristic is None and looks_like_injection(turn.user_response):
        # Instruction-shaped replies are kept (quarantined by derive) rather than ignored,
        # so they are counted and can be reviewed.
        heuristic = Signal(
            type=SignalType.PREFERENCE,
            text=turn.user_response,
            confidence=0.5,
            detector=INJECTION_DETECTOR,
        )
    if llm is None:
        return Detection(signal=heuristic)
    match mode:
        case ProcessingMode.FRUGAL:
            return Detection(signal=heuristic)
        case ProcessingMode.BALANCED:
            if heuristic is not None:
                return Detection(signal=heuristic)
        case ProcessingMode.EAGER:
            pass
        case _:
            assert_never(mode)
    result = await llm.detect(
        agent_description=agent_description,
        agent_output=turn.agent_output,
        user_response=turn.user_response,
    )
    found = result.output
    signal = (
        heuristic if heuristic is not None and heuristic.detector == INJECTION_DETECTOR else None
    )
    if found.kind != "none" and not _quotes_reply(found.evidence, turn.user_response):
        # Evidence quoted from elsewhere (the agent's output) is not the user's.
        found = found.model_copy(update={"kind": "none"})
    if found.kind != "none":
        signal = Signal(
            type=SignalType(found.kind),
            text=found.evidence.strip() or turn.user_response,
            confidence=found.confidence,
            detector=f"llm:{prompt_id('detect')}",
        )
    return Detection(signal=signal, llm_calls=result.requests, tokens=result.tokens)


def _quotes_reply(evidence: str, reply: str) -> bool:
    """True when the model's evidence comes from the user's reply (or it quoted nothing).

    Lenient on purpose (models trim and paraphrase their quotes): at least half of the
    evidence's words must appear in the reply.
    """
    words = set(_WORD.findall(evidence.casefold()))
    if not words:
        return True
    return len(words & set(_WORD.findall(reply.casefold()))) * 2 >= len(words)
