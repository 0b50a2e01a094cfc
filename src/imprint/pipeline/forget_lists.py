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

__all__ = ["listed_targets", "spelled_after_pointer"]

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


_POINTER_THEN = re.compile(
    r"^\s*(?:(?:all|any|each|every\s+bit)\s+(?:of\s+)?)?(?:that|it|this|them|those|everything)"
    r"(?:\s*(?:,|:|\s[-\u2013\u2014]+)\s*"
    # "wipe all of it please, the take-home, the interview": after "please", things named
    # (not "forget that please, accounts are dealing with it")
    r"|\s+(?:please|pls|plz)\s*,\s*(?=(?:the|my|our|his|her|their)\s))"
    # "forget that, it was a joke": a clause of its own follows, not what the pointer covers
    r"(?!\s*(?:i|i'm|im|we|you|he|she|they|it|its|it's|that|thats|that's|this|there|not|just|because"
    r"|since|so|as|please|pls|thanks|ok|okay)\b)",
    _I,
)
"""A request's pointer followed by what it covers: "wipe all of that, him and iceland"."""


def spelled_after_pointer(
    phrase: str,
    words_of: Callable[[str], tuple[str, ...]],
    person: Callable[[str], tuple[str, ...]],
) -> tuple[tuple[str, ...], ...]:
    """The things a pointer after the request's verb is spelled out as, each a target, or ().

    `phrase` follows the verb; `person` names whom a pronoun listed there ("him") points at.
    """
    m = _POINTER_THEN.match(phrase)
    if m is None:
        return ()
    listed = _LIST_END.split(phrase[m.end() :], maxsplit=1)[0]
    targets: list[tuple[str, ...]] = []
    for part in _JOINT.split(listed):
        words = person(part.strip()) or words_of(part)
        if words:
            targets.append(words)
    return tuple(dict.fromkeys(targets))
