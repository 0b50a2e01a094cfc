"""When the user can do a thing at all: "i can only do workouts in the morning before work".

A limit on when the user is free lasts, and every plan the agent makes must fit it, though
it is said in passing before an ask. `time_window(sentence)` gives it as a fact of the
user's ("The user can only do workouts in the morning before work."). Only a limit the user
states of themselves ("I can only", "I only have time to") and that names a time of day, a
part of the week or a time against work counts: "I can only find the old version" names
none.
"""

from __future__ import annotations

import re

from imprint.pipeline.canonical import canonical

__all__ = ["time_window"]

_DAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days"
_WHEN = (
    r"(?:(?:in\s+the\s+)?(?:early\s+|late\s+)?(?:mornings?|evenings?|afternoons?)"
    r"|at\s+(?:night|lunch(?:time)?|the\s+weekends?|weekends)|on\s+(?:(?:weekday|weekend)\s+"
    r"(?:evenings|mornings|nights|afternoons)|(?:the\s+)?(?:weekends|weekdays|"
    + _DAYS
    + r"))|(?:weekends|weekday\s+evenings|"
    + _DAYS
    + r")|(?:before|after)\s+(?:work|school|the\s+kids'?\s+bedtime|\d{1,2}(?::\d\d)?\s*(?:am|pm)?)"
    r"|during\s+(?:lunch|my\s+lunch\s+break|the\s+school\s+run|nap\s*time))"
)
_NOT_A_HABIT = (
    r"(?:hear|see|sleep|find|guess|think|imagine|manage|afford|do\s+it|do\s+that|make\s+it|be\s+there"
    r"|get\s+there|come|go|meet\s+you|talk\s+to\s+you|call\s+you)\b"
)
"""What one can only do once, or only perceive ("i can only hear the noise at night")."""
_ONCE = re.compile(
    r"\b(?:if\s+that(?:'s|\s+is)|this\s+(?:week|time|weekend)|today|tomorrow|tonight|next\s+week)\b",
    re.IGNORECASE,
)
"""A limit of this once ("we can only meet at lunch if that's easier")."""
_WINDOW = re.compile(
    r"\b(?P<who>i|we)\s+(?:(?:really|honestly|realistically)\s+)?(?:can\s+only|only\s+have\s+time\s+to"
    r"|only\s+get\s+to)\s+(?!" + _NOT_A_HABIT + r")(?P<what>(?:(?!(?:in|on|at|before|after|during"
    r"|it|that|this)\b)[\w'-]+\s+){1,4}?)(?P<when>"
    + _WHEN
    + r"(?:\s+(?:and|or)\s+"
    + _WHEN
    + r")?(?:\s+(?:before|after)"
    r"\s+work)?)\b",
    re.IGNORECASE,
)


def time_window(sentence: str) -> str | None:
    """The limit on when the user can do a thing that `sentence` states, or None."""
    if "only" not in sentence.lower():
        return None
    m = _WINDOW.search(sentence)
    if m is None or _ONCE.search(sentence) is not None:
        return None
    what = m.group("what").strip()
    who = "We" if m.group("who").lower() == "we" else "I"
    return canonical(f"{who} can only {what} {' '.join(m.group('when').split())}")
