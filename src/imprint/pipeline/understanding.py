"""The offline reading of one reply, as `understand` gives it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from imprint.pipeline.forget import ForgetRequest
from imprint.pipeline.language import Language
from imprint.pipeline.statements import Statement
from imprint.types import SignalType

MAX_CHARS = 4000
"""Only the first `MAX_CHARS` characters of a reply are read, which bounds the time."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Understanding:
    """The offline reading of one reply."""

    language: Language
    statements: tuple[Statement, ...] = ()
    forget: ForgetRequest | None = None
    reinforcement: bool = False
    """The reply approves of what the agent just did ("exactly like that")."""
    retired: tuple[str, ...] = ()
    """Old values the reply says are no longer true, whatever statements it holds."""
    unexplained: tuple[str, ...] = ()
    """Sentences that sound like something to remember but gave no statement: the rules
    may have missed them, so an LLM (balanced mode) is worth asking."""

    @property
    def gate(self) -> Literal["signal", "nothing", "unsure"]:
        """What the offline reading is sure of: a signal, surely nothing, or unsure."""
        if self.statements or self.forget is not None or self.reinforcement:
            return "signal"
        return "unsure" if self.unexplained else "nothing"

    @property
    def signal(self) -> SignalType | None:
        """The strongest kind of evidence in the reply, or None."""
        if self.statements:
            return self.statements[0].signal
        if self.reinforcement:
            return SignalType.REINFORCEMENT
        return None
