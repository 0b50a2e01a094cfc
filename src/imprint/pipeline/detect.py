"""Stage 1: does the user's reply carry a signal? Heuristics first, the LLM by mode."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import assert_never

from imprint.llm import LLM, prompt_id
from imprint.pipeline.heuristics import looks_like_injection
from imprint.pipeline.understand import Understanding, understand
from imprint.types import ProcessingMode, Signal, SignalType, Turn

__all__ = ["INJECTION_DETECTOR", "Detection", "detect", "offline_signal"]

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

    `frugal` (or no model) never calls the LLM. `balanced` asks it only when the offline
    reading is unsure: it found nothing, yet the reply has a sentence that sounds like
    something to remember (`Understanding.gate`); a reply the reading finds a signal in,
    or surely nothing in (thanks, questions, chit-chat, one-off requests), costs no call.
    `eager` always asks it and trusts its answer.

    Raises:
        ModelError: the LLM call failed; the caller keeps the turn pending.
    """
    if not turn.user_response.strip():
        # Only the user's reply is evidence; an empty one carries nothing, whatever the agent said.
        return Detection(signal=None)
    reading = understand(turn.user_response, turn.agent_output)
    heuristic = offline_signal(reading)
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
            if heuristic is not None or reading.gate == "nothing":
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


def offline_signal(reading: Understanding) -> Signal | None:
    """The strongest signal of the offline reading, as detection reports it."""
    if reading.statements:
        top = reading.statements[0]
        return Signal(
            type=top.signal,
            text=top.source,
            confidence=top.confidence,
            detector=f"heuristic:{top.rule}",
        )
    if reading.forget is not None:
        return Signal(type=SignalType.FORGET, text="", confidence=0.8, detector="heuristic:forget")
    if reading.retired:
        # "the marathon's off": nothing new, but what it names is no longer true.
        return Signal(
            type=SignalType.FACT,
            text=", ".join(reading.retired),
            confidence=0.6,
            detector="heuristic:update",
        )
    if reading.reinforcement:
        return Signal(
            type=SignalType.REINFORCEMENT,
            text="",
            confidence=0.7,
            detector="heuristic:reinforcement",
        )
    return None


def _quotes_reply(evidence: str, reply: str) -> bool:
    """True when the model's evidence comes from the user's reply (or it quoted nothing).

    Lenient on purpose (models trim and paraphrase their quotes): at least half of the
    evidence's words must appear in the reply.
    """
    words = set(_WORD.findall(evidence.casefold()))
    if not words:
        return True
    return len(words & set(_WORD.findall(reply.casefold()))) * 2 >= len(words)
