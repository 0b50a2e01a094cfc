"""A forget request that names several things: each of them is a target of its own.

"please forget my pregnancy and my address", "don't keep anything about tabs or spaces",
"delete my address, my phone number and my salary": read as one phrase, the words of all
the things form one target, which names only a memory holding every one of them, so
nothing is forgotten. Each thing listed is a target too. The list ends where the thing to
forget ends: a sentence break, a reason ("because", "since", "it's"), or a clause with a
subject of its own (", I don't want it hanging around").
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["listed_targets"]

_I = re.IGNORECASE
_LIST_END = re.compile(
    r"[.;:!?]|\s-\s|\b(?:because|since|so|as|it'?s|they'?re)\b"
    r"|,\s*(?=(?:i|i'm|we|you|he|she|they|it|that|this)\b)"
    # "..., not something i want stored": why, or what is kept, not another thing to forget
    r"|,\s*(?=(?:not|nothing|none)\b)"
    # "forget the side project thing, keep it to work stuff": what stays, after the list
    r"|,?\s*\b(?:but\s+)?(?=(?:keep|leave|stick|focus|remember|save|only|just)\b)",
    _I,
)
_ITS_OWN = re.compile(
    r"^\W*(?:his|her|their|its|the\s+(?:whole|entire)|all\s+(?:of\s+)?(?:his|her|their|its|the))\b",
    _I,
)
"""A thing listed after another that belongs to it ("Halvorsen Marine, their data, the whole
project"): a part of the first, not a target of its own ("data" would name the user's job)."""
_JOINT = re.compile(
    r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&|plus|as\s+well\s+as|nor)\s+|\s*/\s*", _I
)
"""Where one listed thing ends and the next begins."""


def listed_targets(
    phrase: str, words_of: Callable[[str], tuple[str, ...]]
) -> tuple[tuple[str, ...], ...]:
    """The targets of each thing `phrase` lists after the request's verb, or ().

    `words_of` gives a thing's content words (the request's own filler left out).
    """
    listed = _LIST_END.split(phrase, maxsplit=1)[0]
    pieces = _JOINT.split(listed)
    parts = [words_of(part) for i, part in enumerate(pieces) if not (i and _ITS_OWN.match(part))]
    targets = tuple(dict.fromkeys(part for part in parts if part))
    return targets if len(targets) >= 2 else ()
