"""Eager mode's one call per turn: the derive prompt detects as it derives.

A detect call on every turn, then a derive call when it found something, cost about 1.3
calls per turn on real streams (bench/llm_calls.py). The derive answer names the reply's
signal as well as its memories, so eager mode asks it alone, once per non-empty reply.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from datetime import datetime

from imprint.llm import LLM, UNREAD, DeriveOutput, prompt_id
from imprint.pipeline.derive import Derivation, derive, from_answer
from imprint.pipeline.detect import Detection, injection_signal, offline_signal, quotes_reply
from imprint.pipeline.heuristics import looks_like_injection
from imprint.pipeline.understand import understand
from imprint.types import ProcessingMode, Signal, SignalType, Turn

__all__ = ["detect_and_derive", "signal_of"]

_KIND_OF_TYPE = {"rule": "preference", "decision": "decision", "fact": "fact", "context": "fact"}
"""The signal a derived memory implies, when the answer named none."""


async def detect_and_derive(
    turn: Turn,
    *,
    llm: LLM,
    agent_description: str,
    scopes: Sequence[str],
    now: datetime,
) -> tuple[Detection, Derivation]:
    """The signal of a turn and what it implies, from one derive call (eager mode).

    The call's cost is reported on the detection. An empty reply costs nothing; an
    instruction-shaped one is quarantined whole, as `derive` does whatever the model says,
    so it costs nothing either.

    Raises:
        ModelError: the LLM call failed; the caller keeps the turn pending.
    """
    if not turn.user_response.strip():
        return Detection(signal=None), Derivation()
    if looks_like_injection(turn.user_response):
        signal = offline_signal(understand(turn.user_response, turn.agent_output))
        signal = signal or injection_signal(turn)
        held = await derive(
            turn,
            signal,
            mode=ProcessingMode.EAGER,
            llm=llm,
            agent_description=agent_description,
            scopes=scopes,
            now=now,
        )
        return Detection(signal=signal), held
    result = await llm.derive(
        agent_description=agent_description,
        signal_kind=UNREAD,
        scopes=scopes,
        agent_output=turn.agent_output,
        user_response=turn.user_response,
        today=now.date().isoformat(),
    )
    signal = signal_of(result.output, turn.user_response)
    detection = Detection(signal=signal, llm_calls=result.requests, tokens=result.tokens)
    if signal is None or signal.type is SignalType.REINFORCEMENT:
        # As `derive` does for a reinforcement: it closes a loop, it is no new memory.
        return detection, Derivation()
    derivation = from_answer(result, turn, scopes, now)
    return detection, dataclasses.replace(derivation, llm_calls=0, tokens=0)


def signal_of(answer: DeriveOutput, reply: str) -> Signal | None:
    """The signal a derive answer names, or the one its memories imply; None for nothing.

    Evidence quoted from elsewhere (the agent's output) is not the user's: the answer then
    counts for nothing, as a detect answer would.
    """
    kind: str = answer.signal
    if kind != "none" and not quotes_reply(answer.evidence, reply):
        return None
    if kind == "none":
        if answer.forget:
            kind = "forget"
        elif answer.memories:
            kind = _KIND_OF_TYPE[answer.memories[0].type]
        else:
            return None
    confidence = max((m.confidence for m in answer.memories), default=0.8)
    return Signal(
        type=SignalType(kind),
        text=answer.evidence.strip() or reply,
        confidence=confidence,
        detector=f"llm:{prompt_id('derive')}",
    )
