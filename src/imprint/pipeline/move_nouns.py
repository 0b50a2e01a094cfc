"""A move told as a noun, read as the verb: "finally did the move to Valencia" is "moved to".

People announce a relocation as an event: "we finally did the move to Valencia last week",
"since the move to Tacoma the chore chart has collapsed", "the move to Denver is done". The
readers of a new home know the verb ("we moved to Denver"), so the noun is put in its shape
before the reply is read. Only a move to a capitalised name is rewritten: "the move to
async" and "the move to the cloud" tell of work, not of a home.
"""

from __future__ import annotations

import re

from imprint.pipeline.subjects import subjects_in

__all__ = ["as_moved"]

_PLACE = r"(?P<place>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)"
_DONE = re.compile(
    r"\b(?:(?P<who>i|we)\s+)?(?:(?:finally|just|officially)\s+)?(?:did|finished|made|completed"
    r"|survived)\s+(?:the|our|my)\s+(?:big\s+|cross-country\s+)?move\s+(?:over\s+)?to\s+" + _PLACE,
    re.IGNORECASE,
)
"""A move done: "(we) finally did the move to Valencia", "finished the big move to Denver"."""
_SINCE = re.compile(
    r"\b(?P<when>since|after)\s+(?:the|our|my)\s+(?:big\s+)?move\s+(?:over\s+)?to\s+" + _PLACE,
    re.IGNORECASE,
)
"""A move as a point in time: "since the move to Tacoma last month"."""
_IS_DONE = re.compile(
    r"\b(?:the|our|my)\s+(?:big\s+)?move\s+to\s+" + _PLACE + r"\s+(?:is|was)\s+(?:finally\s+)?"
    r"(?:done|over|complete|finished|sorted)\b",
    re.IGNORECASE,
)
"""A move said to be over: "the move to Denver is done"."""


def as_moved(text: str) -> str:
    """`text` with each move told as a noun put as "moved to <place>"."""
    if "move" not in text.lower():
        return text

    def done(m: re.Match[str]) -> str:
        if not _a_place(m) or (m.group("who") is None and not _OWN_START.search(text[: m.start()])):
            return m.group(0)  # "my parents made the move to Florida": someone else's move
        return f"{m.group('who') or 'we'} moved to {m.group('place')}"

    text = _DONE.sub(done, text)
    text = _SINCE.sub(
        lambda m: (
            f"{m.group('when')} we moved to {m.group('place')}" if _a_place(m) else m.group(0)
        ),
        text,
    )
    return _IS_DONE.sub(
        lambda m: (
            f"we moved to {m.group('place')}"
            if _a_place(m) and _OWN_START.search(text[: m.start()])
            else m.group(0)
        ),
        text,
    )


_OWN_START = re.compile(
    r"(?:^|[.!?;:,]\s*|\b(?:and|so|but|finally|ok|okay|well|news)\s+)$", re.IGNORECASE
)
"""Where a move with no subject of its own is the user's: a sentence's start, after a joint."""


def _a_place(m: re.Match[str]) -> bool:
    """A town, not a tool: "the move to Kubernetes", "to React", "to Teams" tell of work."""
    return not subjects_in(m.group("place")) and m.group("place").lower() not in _NOT_PLACES


_NOT_PLACES = frozenset(
    "teams notion confluence linear monday sharepoint outlook gmail zoom"
    " office cloud remote hybrid async microservices serverless".split()
)
"""Tools and ways of working that no subject lexicon names (Slack and Jira it does)."""
