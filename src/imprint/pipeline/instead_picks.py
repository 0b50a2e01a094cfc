"""A plan made in place of another: "we're doing vietnam instead", "going to portugal instead".

"instead" after what the user is doing, going to, or having names the new pick and says it
replaces the one before, though the old one is not named in the sentence ("change of plans,
japan is way too pricey. we're doing vietnam instead, same dates"). `instead_pick` words it
as a decision ("Doing vietnam instead."); it revises the user's last pick of the session
(`supersede.revises`).
"""

from __future__ import annotations

import re

__all__ = ["instead_pick"]

_INSTEAD = re.compile(
    r"(?:^|[,;:.!]\s*|\b(?:so|ok|okay|now)\s+)"
    r"(?:(?:we'?re|we\s+are|i'?m|i\s+am|we'?ll|we\s+will|i'?ll|i\s+will|let'?s|gonna|we'?re\s+gonna)\s+)?"
    r"(?P<verb>doing|do|going\s+to|go\s+to|going\s+with|go\s+with|heading\s+to|having|booking"
    r"|booked)\s+(?P<what>(?!(?:it|that|this|them|something|anything|nothing)\b)[\w'&-]+"
    r"(?:\s+[\w'&-]+){0,3}?)\s+instead\b",
    re.IGNORECASE,
)


def instead_pick(sentence: str) -> str | None:
    """The pick `sentence` makes in place of another, as a decision, or None."""
    if "instead" not in sentence.lower() or sentence.rstrip().endswith("?"):
        return None
    m = _INSTEAD.search(sentence)
    if m is None:
        return None
    verb = " ".join(m.group("verb").lower().split())
    verb = {"do": "doing", "go to": "going to", "go with": "going with"}.get(verb, verb)
    return f"{verb.capitalize()} {m.group('what')} instead."
