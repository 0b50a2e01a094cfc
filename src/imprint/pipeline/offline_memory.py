"""One sentence of a signal as a memory type and canonical content, without a model."""

from __future__ import annotations

import re

from imprint.pipeline import patterns as p
from imprint.pipeline.canonical import canonical
from imprint.pipeline.corrections import correction_core
from imprint.pipeline.filler import strip_filler
from imprint.pipeline.signal_rules import (
    decision_match,
    fact_rule,
    is_preference,
    name_in,
)
from imprint.types import MemoryType, SignalType


def sentence_memory(kind: SignalType, sentence: str) -> tuple[MemoryType, str] | None:
    """One sentence of a signal of `kind` as a memory type and canonical content, or None."""
    core: str | None = strip_filler(sentence)
    if kind is SignalType.CORRECTION:
        core = correction_core(p.TRAILING_JUNK.sub("", core or ""))
    if core is None:
        return None
    if kind is SignalType.DECISION or (
        kind is SignalType.CORRECTION and decision_match(core) is not None
    ):
        content = _decision_content(core)
        return None if content is None else (MemoryType.DECISION, content)
    fact = kind is SignalType.FACT or (
        kind is SignalType.CORRECTION
        and fact_rule(core) is not None
        and not is_preference(core, "")
    )
    name = name_in(sentence) if fact else None
    if name is not None:
        return MemoryType.FACT, f"The user's name is {name}."
    content = canonical(core)
    return None if content is None else (MemoryType.FACT if fact else MemoryType.RULE, content)


_WHAT_FOLLOWED = re.compile(r"\s*,?\s+(?:and|but)\s+(?:it|that|they|he|she|i|we|then)\b", re.I)
"""What happened after a choice ("bought a new laptop and it broke"): not part of it."""
_DOING = re.compile(
    r"^\s*(?!(?:string|thing|ring|king|spring|swing|sling|wing|bring)\b)[a-z]+ing\b"
)
"""A choice that is something to do ("bringing them inside"), not a thing to use."""
_ENDED_UP = {"booking": "book", "buying": "buy", "taking": "take"}
"""The verb a choice made in the end keeps ("ended up booking X": book X); others use X."""


def _decision_content(core: str) -> str | None:
    m = decision_match(core)
    if m is None:
        return canonical(core)
    groups = m.groupdict()
    target = next((v for k, v in groups.items() if k.startswith("rest") and v), "")
    if p.DEICTIC.match(target):  # "let's go with that": nothing to store offline
        return None
    if groups["rest"] is not None:
        verb = " ".join(groups["verb"].lower().split())
        return canonical(f"{'use' if verb in p.USE_VERBS else verb} {groups['rest']}")
    if groups["rest3"] is not None:
        head = {"on": "use ", "upon": "use ", "against": "avoid "}.get(groups["how"].lower(), "")
        return canonical(head + p.WE_WILL.sub("", groups["rest3"]))
    if groups["rest6"] is not None and groups["rest6"].lower().startswith("to "):
        return canonical(groups["rest6"][3:])  # "we chose to homeschool our eldest"
    if groups["rest16"] is not None:
        verb = groups["verb16"].lower()
        head = _ENDED_UP.get(verb, "use")
        chosen = _WHAT_FOLLOWED.split(groups["rest16"], maxsplit=1)[0]
        return canonical(f"{head} {chosen}")  # "ended up booking X": book X
    for key in ("rest2", "rest5", "rest6", "rest9"):
        if groups[key] is not None and _DOING.match(groups[key]):
            return canonical(f"decided on {groups[key]}")  # "bringing them inside it is"
        if groups[key] is not None:
            return canonical(f"use {groups[key]}")
    if groups["rest13"] is not None:
        return canonical(f"call it {groups['rest13']}")
    if groups["rest14"] is not None:
        return canonical(f"keep {groups['rest14']}")
    if groups["rest15"] is not None:
        return canonical(p.WE_WILL.sub("", groups["rest15"]))
    if groups["rest8"] is not None:
        return canonical(f"go {groups['rest8']}")
    if groups["rest18"] is not None:
        # "we're doing rent 60/40 like ur option 1, and splitwise for the bills": both picks
        return canonical(f"go with {groups['rest18']}{groups['also18'] or ''}")
    for key in ("rest11", "rest12", "rest17"):
        if groups[key] is not None:
            return canonical(f"go with {groups[key]}")
    if groups["rest10"] is not None:
        return canonical(f"the user booked {groups['rest10']}")
    if groups["rest4"] is not None and groups["on"] is not None:
        return canonical(f"{groups['on']}: {groups['rest4']}")  # "final call on the venue: X"
    return canonical(p.WE_WILL.sub("", groups["rest4"] or groups["rest7"] or core))
