"""How the agent's answer was laid out, for an approval that only points at it.

"perfect. like that every time" names no rule of its own: what it asks for again is the
answer it follows. What can be read off that answer without a model is its layout: bullet
points, a numbered list, a table, a code block, and whether it was short. `answer_shape`
says it as a rule ("Answer in bullet points, kept short."), or None when the answer has no
layout to name (plain prose: a short one may be approved for what it says, not its length).
"""

from __future__ import annotations

import re

__all__ = ["answer_shape"]

_BULLET = re.compile(r"^\s*(?:[-*+\u2022\u25aa\u25e6]|\u2013)\s+\S", re.MULTILINE)
_NUMBERED = re.compile(r"^\s*\d{1,2}[.)]\s+\S", re.MULTILINE)
_TABLE_ROW = re.compile(r"^\s*\|.*\|\s*$", re.MULTILINE)
_FENCE = re.compile(r"^\s*```", re.MULTILINE)
_WORD = re.compile(r"\w+")
SHORT_WORDS = 60
"""An answer of at most this many words is short."""


def answer_shape(answer: str) -> str | None:
    """The layout of `answer` as a standing rule, or None when it has none to name."""
    layouts: list[str] = []
    if len(_TABLE_ROW.findall(answer)) >= 2:
        layouts.append("a table")
    elif len(_NUMBERED.findall(answer)) >= 2:
        layouts.append("a numbered list")
    elif len(_BULLET.findall(answer)) >= 2:
        layouts.append("bullet points")
    if len(_FENCE.findall(answer)) >= 2:
        layouts.append("code blocks")
    if not layouts:
        # "Done, in paragraphs." approved is an approval of what was done, not of its length
        return None
    short = len(_WORD.findall(answer)) <= SHORT_WORDS
    laid_out = " and ".join(layouts)
    return f"Answer in {laid_out}, kept short." if short else f"Answer in {laid_out}."
