"""What a clinician told the user to do or avoid, and a restriction lifted.

"physio says no running or jumping for at least 6 weeks", "the surgeon said no lifting
anything heavy", "my doctor told me i cant drive for a month": said by the user's own
clinician, the order is the user's to keep ("The user's physio says no running or jumping
for at least 6 weeks."), though it is reported speech. "physio cleared me, can start running
again" lifts one: it is kept as a change ("The user can start running again."), which
outdates the order it shares its words with (`supersede.shares_frame`).

A clinician's view of someone else ("my mum's doctor says ...") is left to the readers of
other people, and a general remark ("doctors say no screens before bed") names no clinician
of the user's.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline.screened import screened

__all__ = ["care_order", "lifted_order"]

_CLINICIAN = (
    r"(?:physio|physiotherapist|doctor|doc|gp|surgeon|consultant|cardiologist|dietitian"
    r"|dietician|nurse|midwife|dentist|specialist|osteo|osteopath|chiro|chiropractor|podiatrist"
    r"|rheumatologist|endo|endocrinologist|obstetrician|ob)"
)
_ORDER = screened(
    r"(?:^|[,;:]\s*|\b(?:and|but|so|also|plus)\s+)(?:my\s+|the\s+)?(?P<who>" + _CLINICIAN + r")"
    r"\s+(?:says|said|told\s+me|has\s+told\s+me|wants\s+me|reckons|thinks)\s+(?:that\s+)?"
    r"(?P<order>(?:no|not\s+to|to\s+avoid|to\s+stay\s+off|to\s+keep|i\s+(?:can'?t|cannot|shouldn'?t"
    r"|must(?:n'?t)?|have\s+to|need\s+to|should))\b[^.;!?]{3,90}?)(?=\s*(?:[.;!?]|,\s*(?:so|but|and)?"
    r"\s*(?:can|could|what|how|any|is|should)\b|,?\s+(?:so|but|because|cos|coz|bc|which|and\s+(?:i|we"
    r"|my))\s|$))",
    re.IGNORECASE,
)
_CLEARED = screened(
    r"\b(?:(?:my\s+|the\s+)?"
    + _CLINICIAN
    + r"\s+(?:has\s+)?(?:cleared|signed\s+off|discharged)\s+me|signed\s+me\s+off"
    r"|i'?m\s+(?:finally\s+)?(?:cleared|allowed)\s+to)\b",
    re.IGNORECASE,
)
_MOST_HOW = 60
"""Most characters kept after "again" ("..., 3 times a week, short and flat to begin with")."""
_AGAIN = screened(
    r"\b(?:i\s+)?(?:can|could|am\s+allowed\s+to|i'?m\s+(?:finally\s+)?allowed\s+to)\s+(?!(?:i|we|you|he|she)\b)(?P<what>(?:start\s+|go\s+back\s+to\s+)?"
    r"[a-z]+(?:ing)?(?:\s+[a-z]+){0,2}?)\s+again\b(?P<how>[^.;!?]{0," + str(_MOST_HOW) + r"})",
    re.IGNORECASE,
)
_HOW_END = re.compile(r"\s*,?\s*(?:what|how|any|so|but|is|should|can)\b.*$", re.IGNORECASE)


def care_order(sentence: str) -> str | None:
    """The order the user's clinician gave, as a fact, or None."""
    m = _ORDER.search(sentence)
    if m is None:
        return None
    who = m.group("who").lower()
    order = " ".join(m.group("order").split()).rstrip(" ,")
    return h.canonical(f"my {who} says {order}")


def lifted_order(sentence: str, before: str = "") -> str | None:
    """A restriction the user's clinician lifted, as what they can do again, or None.

    The clearing may be the sentence before: "physio cleared me!!! can start running again".
    """
    if _CLEARED.search(sentence) is None and _CLEARED.search(before) is None:
        return None
    m = _AGAIN.search(sentence)
    if m is None:
        return None
    how = _HOW_END.sub("", m.group("how"))
    if len(m.group("how")) == _MOST_HOW and not how.endswith(" "):
        how = how.rsplit(" ", 1)[0]  # cut inside a word: keep the words whole
    how = how.rstrip(" ,")
    return h.canonical(f"I can {m.group('what')} again{how}")
