"""A new value named with its label ("new topic: cholera outbreaks") or as what a thing will be.

People announce a change by labelling the new value: "new topic: modelling cholera outbreaks
from mobility data", "new number - 07700 900123", "new plan: fly out on the 12th". Or they
say what a thing of theirs is going to be: "the primary is going to be the teal, #1A9E8F",
"so he's going to be Pickles". Read alone neither names a subject the other rules know, so
nothing kept them. `new_label` keeps the first as "The user's new topic is ..." and
`going_to_be` the second in the user's words; both are told as changes.
"""

from __future__ import annotations

import re

__all__ = ["going_to_be", "new_label"]

_I = re.IGNORECASE

_NEW_LABEL = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|and|also|oh|right|update)\W+)*(?:(?:my|our|the)\s+)?new\s+"
    r"(?P<noun>(?!(?:me|us|year|day|week|month|chapter|question|q|idea|thing|things|one|ones"
    r"|problem|issue|bug|error|request|task)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})"
    r"\s*(?::|\s-+|=)\s*(?P<value>(?:[^?!.;]|\.(?=\S)){2,120}?)\s*(?:[.;!](?!\S)|$)",
    _I,
)
"""A label for the new value, then the value: "new topic: ...", "new number - 07700 ..."."""
_GOING_TO_BE = re.compile(
    r"(?:^|[,;:]\s*|\b(?:so|and|but|now)\s+)(?P<said>(?:(?:the|our|my)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?"
    r"\s+(?:is|'s)|(?:he|she|it)(?:'s|\s+is))\s+(?:now\s+)?going\s+to\s+be\s+"
    r"(?P<value>[^?!.;]{1,80}?))\s*(?:[.;!]|$)",
    _I,
)
"""What a thing of the user's will be: "the primary is going to be the teal, #1A9E8F"."""
_LEAD_WORDS = 6
"""Words of the sentence before kept with "he's going to be ...": who "he" is."""
_NAMED_VALUE = re.compile(r"(?-i:[A-Z])[a-z]|\d|#")
"""A value that names something (a name, a figure, a code): "late" or "fine" is no value."""


def new_label(sentence: str) -> str | None:
    """The new value `sentence` labels ("new topic: X"), as a memory, or None."""
    if "new" not in sentence.lower() or sentence.rstrip().endswith("?"):
        return None
    m = _NEW_LABEL.match(sentence)
    if m is None:
        return None
    noun, value = m.group("noun").lower(), m.group("value").strip(" ,")
    return f"The user's new {noun} is {value}."


def going_to_be(sentence: str, previous: str = "") -> str | None:
    """The user's words saying what a thing of theirs is going to be, as a memory, or None.

    Said with a pronoun ("so he's going to be Pickles"), the last words of the sentence
    before come with it: who he is.
    """
    if "going to be" not in sentence.lower() or sentence.rstrip().endswith("?"):
        return None
    m = _GOING_TO_BE.search(sentence)
    if m is None or _NAMED_VALUE.search(m.group("value")) is None:
        return None  # "he's going to be late": a state, not a value
    said = m.group("said").strip()
    if said[:2].lower() in ("he", "sh", "it") and previous.split():
        said = f"... {' '.join(previous.split()[-_LEAD_WORDS:])} {said}"
    return 'The user said: "' + said.replace('"', "'") + '".'
