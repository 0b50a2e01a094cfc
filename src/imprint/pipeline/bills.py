"""A bill of the user's and when it falls due: "BESCOM electricity bill comes around the 5th".

People sorting their money list what goes out and when, rarely with "my": "BESCOM
electricity bill comes around the 5th, around 2800", "rent goes out on the 1st", "the car
insurance is due the 12th of every month". A note-taker keeps each: the agent is asked to
track or plan around them later. `bill_due(sentence)` gives the clause as the user's fact
("The user's BESCOM electricity bill comes around the 5th, around 2800."), from the bill on.

Left alone: someone else's bill ("my brother's loan"; `told_facts` keeps what it can of
those), a question, a bill with no day ("the gas bill is insane").
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h

__all__ = ["bill_due"]

_BILL = re.compile(
    r"(?:^|[,;:.]\s+|\b(?:and|also|plus|then)\s+)(?P<owner>my\s+|our\s+|the\s+)?"
    r"(?P<what>(?:(?!(?:his|her|their|honestly|and|but|so|the|my|our|then|also|plus)\b)[\w&-]+\s+)"
    r"{0,2}?(?:bill|rent|mortgage|emi|subscription|premium|direct\s+debit"
    r"|standing\s+order|council\s+tax|insurance|loan\s+payment|repayment|membership|fees?))\s+"
    r"(?P<due>(?:comes?|goes?\s+out|is\s+due|gets\s+paid|is\s+paid|leaves|hits|comes?\s+out|renews?"
    r"|is\s+taken|debits?)\s+(?:(?:on|around|about|by|before|every|each|at)\s+)*(?:the\s+)?"
    r"(?:\d{1,2}(?:st|nd|rd|th)?\b|(?:first|last|end|start|middle|beginning)\s+of\s+(?:the|each"
    r"|every)\s+month\b)[^.;!?]*)",
    re.IGNORECASE,
)
_NOT_MINE = re.compile(
    r"\b(?:his|her|their|(?:brother|sister|son|daughter|mum|mom|dad|friend|partner)'s)\s+(?:[\w-]+\s+){0,2}$",
    re.IGNORECASE,
)


def bill_due(sentence: str) -> str | None:
    """The user's bill and when it falls due, as a fact, or None."""
    text = sentence.strip()
    if text.endswith("?"):
        return None
    m = _BILL.search(text)
    if m is None or _NOT_MINE.search(text[: m.start("what")]):
        return None
    what = m.group("what").strip()
    return h.canonical(f"my {what} {m.group('due').strip()}")
