"""The name others know the user by, told with them as the subject, put in the user's words.

"readers know me under the pen name Harriet Vale", "most people know me as DJ Korra",
"my students know me by Ms K": the clause's subject is the readers, so no reader of the
user's own facts takes it, and the name is lost. Put as "I'm known to readers as Harriet
Vale, my pen name" it is read as the user would have said it (a disclosure). It is not the
user's name to address them by: a pen name or a stage name is kept as what it is, never as
an introduction. Only a name written with a capital: "everyone knows me as the quiet one"
is a description.
"""

from __future__ import annotations

import re

__all__ = ["as_known"]

_KNOWN = re.compile(
    r"\b(?P<who>(?:(?:my|our|the|most|all|all\s+my|a\s+lot\s+of)\s+)?(?:readers|fans|listeners"
    r"|viewers|followers|subscribers|clients|customers|students|pupils|patients|regulars"
    r"|colleagues|people|folks|everyone|everybody)(?:\s+(?:online|at\s+work|here|there))?)\s+"
    r"(?:all\s+)?(?:know|knows)\s+me\s+(?:as|by|under)\s+(?:(?:the|my)\s+)?"
    r"(?:(?P<kind>pen|stage|artist|ring|drag|screen|trading|professional|online)\s+name\s+)?"
    r"(?P<name>(?-i:[A-Z])[\w'.&-]*(?:\s+(?-i:[A-Z])[\w'.&-]*){0,2})",
    re.IGNORECASE,
)
"""Others knowing the user by a name: who they are, the kind of name, then the name."""


def as_known(text: str) -> str:
    """`text` with "<people> know me as <name>" put as "I'm known to <people> as <name>"."""
    if "know" not in text.lower():
        return text
    return _KNOWN.sub(_said_by_the_user, text)


def _said_by_the_user(m: re.Match[str]) -> str:
    kind = f", my {m.group('kind').lower()} name" if m.group("kind") else ""
    return f"I'm known to {m.group('who').lower()} as {m.group('name')}{kind}"
