"""Who or what does a job of the user's: "ruff does all our linting and formatting now".

People name a tool, a service or a person by the work it does for them: "ruff does all our
linting and formatting now", "renovate handles our dependency updates", "jenny takes care
of my payroll these days". Said so, the clause names no verb the other readings know as
the user's ("we use", "I work with"), so nothing kept it. `duty_told` gives it back in the
user's words, for the reading to word as a fact; "now" says the job changed hands.
"""

from __future__ import annotations

import re
from typing import NamedTuple

__all__ = ["Duty", "duty_told"]

_DOER_NOT = frozenset(
    "i we you he she they it this that which who what someone somebody everyone everybody"
    " nobody no one nothing something everything there here one each both either neither"
    " mine ours yours theirs how why when where whom whose does do did can could"
    " would should will".split()
)
"""Words that start a clause and name no doer the memory could keep."""
_DUTY = re.compile(
    r"^\W*(?:(?:so|and|oh|btw|fyi|also|plus|anyway|ok(?:ay)?)\W+)*"
    r"(?P<doer>[a-z][\w.+-]*(?:\s+[a-z][\w.+-]*)?)\s+(?:now\s+)?"
    r"(?:does|handles|runs|covers|manages|takes\s+care\s+of|deals\s+with|looks\s+after"
    r"|is\s+doing|is\s+handling|'s\s+doing|'s\s+handling)\s+"
    r"(?:all\s+(?:of\s+)?|most\s+of\s+)?(?:our|my)\s+"
    r"(?P<duty>[a-z][\w -]{2,40}?)"
    r"(?P<now>\s+(?:now|these\s+days|nowadays))?\s*(?=[,.;!?]|$)",
    re.IGNORECASE,
)


class Duty(NamedTuple):
    """A job of the user's and who or what does it, in the user's words."""

    said: str
    """The clause in the first person: "ruff does all our linting and formatting now"."""
    changed: bool
    """Whether it was said as new ("now", "these days")."""


def duty_told(sentence: str) -> Duty | None:
    """The job `sentence` says something or someone does for the user, or None."""
    low = sentence.lower()
    if " our " not in low and " my " not in low:
        return None
    m = _DUTY.match(sentence.strip())
    if m is None or m.group("doer").split()[0].lower() in _DOER_NOT:
        return None
    said = sentence.strip()[m.start("doer") : m.end()].strip()
    return Duty(said=said, changed=m.group("now") is not None)
