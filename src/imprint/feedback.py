"""Feedback loops: turn an outcome for a compiled policy into learning.

`get_policy()` opens a loop recording which memories it used and at what ranks; the next
`observe()` (implicitly: a correction is negative, a reinforcement positive, anything else
neutral) or `observe_feedback()` (explicitly) closes it. Closing decides, purely, what to
learn: stability changes, which memories count as used, and rewards for the alpha tuner.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from imprint.protocols import DecayModel
from imprint.types import FeedbackLoop, Memory, SignalType

__all__ = ["ABANDONED", "Learning", "implicit_outcome", "learn", "learn_abandoned"]

ABANDONED = -0.2
"""Reward of a loop nobody closed before `feedback_timeout`: a mild negative, applied once."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Learning:
    """What one closed loop teaches."""

    factors: list[tuple[int, float]] = field(default_factory=list)
    """(memory id, stability factor)."""
    touched: list[int] = field(default_factory=list)
    """Memories to mark as used now (decay restarts from here)."""
    rewards: list[tuple[float, float]] = field(default_factory=list)
    """(alpha, reward) updates for the tuner."""
    recalls: list[tuple[int, bool]] = field(default_factory=list)
    """(memory id, still useful?) events for a decay model that learns."""


def implicit_outcome(signal: SignalType | None) -> float:
    """The outcome a user's next reply implies for the last policy."""
    if signal is SignalType.CORRECTION:
        return -1.0
    if signal is SignalType.REINFORCEMENT:
        return 1.0
    return 0.0


def learn(
    loop: FeedbackLoop,
    outcome: float,
    memories: Sequence[Memory],
    decay: DecayModel,
    *,
    blamed: int | None = None,
) -> Learning:
    """Decide what a closed loop teaches.

    Positive: every used memory gains stability and counts as used. Neutral: used memories
    count as used, nothing else (a neutral outcome is not a failure). Negative: only the
    memory the correction is attributed to (`blamed`) loses stability, and the tuner is
    also told which retriever put it there.
    """
    ranks = {memory_id: (bm25, dense) for memory_id, bm25, dense in loop.used}
    by_id = {m.memory_id: m for m in memories if m.memory_id in ranks}
    learning = Learning()
    if outcome > 0:
        learning.factors.extend((i, decay.growth(m, outcome)) for i, m in by_id.items())
        learning.touched.extend(by_id)
        learning.recalls.extend((i, True) for i in by_id)
    elif outcome == 0:
        learning.touched.extend(by_id)
    elif blamed is not None and blamed in by_id:
        learning.factors.append((blamed, decay.growth(by_id[blamed], outcome)))
        learning.recalls.append((blamed, False))
        bm25, dense = ranks[blamed]
        if bm25 is not None or dense is not None:
            sparse_to_blame = dense is None or (bm25 is not None and bm25 < dense)
            # Tell the tuner which extreme would have surfaced the wrong memory.
            learning.rewards.append((1.0 if sparse_to_blame else 0.0, outcome))
    if loop.alpha is not None and outcome != 0:
        learning.rewards.append((loop.alpha, outcome))
    return learning


def learn_abandoned(loop: FeedbackLoop) -> Learning:
    """What an expired loop teaches: a mild negative for the alpha it used, nothing else."""
    if loop.alpha is None:
        return Learning()
    return Learning(rewards=[(loop.alpha, ABANDONED)])
