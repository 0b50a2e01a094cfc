"""A life event the user is about to have, told in passing: "we're getting married next june".

People say what is coming while asking for help with it ("we're getting married next june,
planning for 120 guests, can you help me make a budget?"), and the gate, which scores the
whole clause, leaves it. `coming_event(sentence)` keeps the event with when it happens, if
said ("The user is getting married next june."). A couple's "we" is the user's. Left alone:
someone else's event ("my sister is getting married"), one wondered about ("we might get
married"), supposed ("if we're getting married") or asked ("are you getting married?").
"""

from __future__ import annotations

import re

from imprint.pipeline.hedges import hedged
from imprint.pipeline.planned_moves import NOT_MINE, WHEN

__all__ = ["coming_event"]

_EVENT = re.compile(
    # the event opens its clause, after the user's "I" or "we"
    r"(?:^\W*|[,;:]\s*|\b(?:so|and|but|btw|also|oh|because|cos|coz|bc|since|as|well)\s+)"
    r"(?:i'?m|i\s+am|we'?re|we\s+are|were|(?:my\s+)?[\w'-]+\s+and\s+i\s+are"
    r"|me\s+and\s+(?:my\s+)?[\w'-]+\s+are)\s+"
    r"(?:(?:finally|actually|officially|definitely|also|now)\s+)?"
    r"(?P<event>getting\s+(?:married|hitched|divorced)|tying\s+the\s+knot"
    r"|expecting(?:\s+(?:a\s+baby|a\s+(?:boy|girl)|twins|our\s+(?:first|second|third)"
    r"(?:\s+(?:baby|child|kid))?|baby\s+(?:no\.?\s*)?\d))?"
    r"|having\s+(?:a\s+baby|twins|our\s+(?:first|second|third)(?:\s+(?:baby|child|kid))?))"
    r"(?=\s*(?P<after>[^.!?;]*))",
    re.IGNORECASE,
)
_WORDED = {
    "getting hitched": "getting married",
    "tying the knot": "getting married",
}
"""One wording of each event, so a later change finds it by its words."""
_TOLD_CLAUSE = r"(?:(?!\b(?:you|u|can|could|would|should|help|any|what|how|which)\b)[^,?])+"
"""A clause that asks nothing: no word of an ask or a question in it."""
_TOLD_WITH = re.compile(
    rf"\s*,\s*(?P<details>{_TOLD_CLAUSE}(?:,\s*{_TOLD_CLAUSE}){{0,2}})\s*(?:,|$)",
    re.IGNORECASE,
)
"""Details told right after the event, up to three clauses, none of them asking anything."""


def coming_event(sentence: str) -> str | None:
    """The life event the user says is coming, as a fact, or None."""
    m = _EVENT.search(sentence)
    if m is None or NOT_MINE.search(sentence) or hedged(sentence):
        return None
    event = " ".join(m.group("event").lower().split())
    event = _WORDED.get(event, event)
    if event == "expecting":
        event = "expecting a baby"
    after = " " + m.group("after")
    said_when = WHEN.match(after)
    when = " ".join(said_when.group(0).split()) if said_when else ""
    # "..., planning for 120 guests, venue is the big barn at hollow farm": what the user
    # tells of it in the same breath is kept with it
    rest = after[said_when.end() :] if said_when else after
    told = _TOLD_WITH.match(rest)
    details = ", " + " ".join(told.group("details").split()) if told else ""
    return f"The user is {event}{' ' + when if when else ''}{details}."
