"""A role given as a bare fragment with its tenure: "ICU nurse, 8 years in".

People introduce their work in a noun phrase and a span, with no "I'm": "dental hygienist,
9 years", "(backend dev, 3 yrs)", "primary teacher, twenty years now". The span says the
role is the speaker's own standing job, not a person they talk about or a job they want, so
the fragment is kept as the user's role.

Left alone: a span of age ("my son, 9 years old") or of the past ("the teacher, 5 years
ago"), a possessed or determined noun ("my nurse, 3 years"), and words that are not roles.
"""

from __future__ import annotations

import re

from imprint.pipeline import patterns as p
from imprint.pipeline.screened import screened

__all__ = ["role_with_tenure"]

_I = re.IGNORECASE

_SPAN = (
    r"(?:\d{1,2}\+?|a\s+few|several|many|two|three|four|five|six|seven|eight|nine|ten|twelve"
    r"|fifteen|twenty|thirty)\s*(?:years?|yrs?|decades?)"
)
_FRAGMENT = screened(
    rf"(?:^|\(\s*|[;:]\s+)(?P<role>[a-z][\w-]*(?:\s+[a-z][\w-]*){{0,2}})\s*,\s*{_SPAN}"
    r"(?:\s+(?:in|now|of\s+experience|in\s+the\s+job|on\s+the\s+job|and\s+counting))?"
    r"\s*(?=[,.;:)!]|$)",
    _I,
)
"""A noun phrase, a comma and a span, ending there ("dental hygienist, 9 years")."""
_DETERMINERS = frozenset("a an the my our his her their your this that some any".split())


def role_with_tenure(sentence: str) -> str | None:
    """The user's role told as a fragment with its tenure, as a fact, or None."""
    m = _FRAGMENT.search(sentence)
    if m is None:
        return None
    words = m.group("role").split()
    head = words[-1].lower()
    if words[0].lower() in _DETERMINERS or head in p.NOT_A_ROLE:
        return None
    if head not in p.ROLE_NOUNS and not (head in _SHORT_ROLES or p.ROLE_SUFFIX.fullmatch(head)):
        return None
    role = m.group("role")
    article = "an" if role[0].lower() in "aeiou" else "a"
    span = m.group(0)[m.end("role") - m.start() :].strip(" ,.;:)!")
    return f"The user is {article} {role} ({span})."


_SHORT_ROLES = frozenset("dev sre pm rn gp emt hca tech".split())
"""Short names of roles that no suffix gives away."""
