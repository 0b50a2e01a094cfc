"""Standing rules given as a list after a lead that announces them: "couple of ground rules:".

"couple ground rules while we're at it: typescript every time, no .jsx files", "two things
for all my handouts going forward - metric only and British spelling", "ground rules:
british spelling throughout, and please don't touch my citations". The lead says what
follows are rules that last; each item of the list is one, read alone. Items that tell
of the user ("my supervisor is ruthless about it", "I keep seeing 'color' creep in") are
the reasons, left to the readers of facts.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline.screened import screened

__all__ = ["listed_rules", "told_method"]

_I = re.IGNORECASE

_LEAD = screened(
    r"\b(?:(?:a\s+)?couple(?:\s+of)?|two|three|four|a\s+few|few|some|my|our|house|ground|basic)"
    r"\s+(?:(?:ground|house|basic|standing|style)\s+)?(?:rules|things|requests|asks|preferences)"
    r"(?:\s+(?:for|about|on)\s+(?:all\s+|any\s+|every\s+)?[\w' ]{1,40}?)?"
    r"(?:\s+(?:while\s+we'?re\s+at\s+it|going\s+forward|from\s+now\s+on|before\s+(?:we\s+start"
    r"|anything)|for\s+(?:you|the\s+future)))?\s*(?::|\s-+\s)\s*(?=\S)",
    _I,
)
"""A lead announcing lasting rules, up to the colon or dash that opens the list."""
_SCOPED_LEAD = screened(
    r"\b(?:(?:my\s+|the\s+)?(?:preferences?|rules?|standards?|conventions?)\s+)?for\s+"
    r"(?:this\s+(?:one\s+)?and\s+)?(?:any|all|every|each)\s+(?:[\w'-]+\s+){0,2}?"
    r"[\w']+(?:\s+(?:that\s+)?(?:you|u)\s+(?:\w+\s+){0,2}?\w+)?\s*(?::|\s-+\s)\s*(?=\S)",
    _I,
)
"""A lead naming every piece of work the list is for: "for any guide you draft:",
"preference for this and any report you help with:"."""
_ITEM_SPLIT = re.compile(r"\s*(?:,\s*(?:and\s+)?|;\s*)", _I)
_AND = re.compile(r"\s+and\s+", _I)
_SHORT_PART = 4
_ASIDE = re.compile(r"\s*\([^)]{0,120}\)")
_REASON = re.compile(
    r"^(?:my|i|i'm|im|i've|i'd|it|it's|its|they|they're|he|she|we|we're|our|which|because|since"
    r"|as|cos|otherwise|so|but|then|that|this|there)\b",
    _I,
)
"""An item that tells of the user or gives a reason, not a rule."""
_A_THING = re.compile(r"^(?:a|an|another)\s", _I)
"""An item that names a thing ("two things: a 5 inch fpv drone, and a 4wd rover"): what the
user has or does, not a way to do the work."""
_MAX_ITEMS = 6
_OTHER_SIDE = re.compile(r"(?:never|not)\b", _I)
"""A short item that says what the one before rules out ("in a table, never prose"); "no X"
is a rule of its own ("british spelling, no emojis")."""


def listed_rules(sentence: str) -> tuple[str, ...]:
    """The rules `sentence` lists after a lead that announces them, each as content."""
    lead = _LEAD.search(sentence) or _SCOPED_LEAD.search(sentence)
    if lead is None or sentence.rstrip().endswith("?"):
        return ()
    tail = _ASIDE.sub("", sentence[lead.end() :]).strip(" .!")
    out: list[str] = []
    items: list[str] = []
    for item in _ITEM_SPLIT.split(tail)[:_MAX_ITEMS]:
        item = item.strip(" .!-")
        if _REASON.match(item) or _A_THING.match(item):
            continue
        if items and len(item.split()) <= 2 and _OTHER_SIDE.match(item):
            items[-1] = f"{items[-1]}, {item}"  # "p50/p95/p99 in a table, never prose"
            continue
        parts = _AND.split(item)
        # "metric only and British spelling": two short standards joined by "and"
        short = len(parts) == 2 and all(len(x.split()) <= _SHORT_PART for x in parts)
        items.extend(parts if short else [item])
    for item in items:
        if len(item.split()) < 2:
            continue
        content = h.canonical(item)
        if content is None or not content.lower().startswith(item.split()[0].lower()[:3]):
            content = item[0].upper() + item[1:] + "."  # "no .jsx files" read as it is written
        out.append(content)
    return tuple(out)


_METHOD_LEAD = screened(
    r"^\W*(?:(?:so|ok|okay|also|btw|fyi|fwiw|and)\W+){0,2}(?:(?:here'?s|this\s+is)\s+)?"
    r"(?:(?:how|the\s+way)\s+(?:i|we)\s+(?:(?:usually|always|normally|generally|tend\s+to|like\s+to)"
    r"\s+)?(?:do|run|write|handle|structure|format|take|like|want|prefer|plan|organi[sz]e"
    r"|approach|lay\s+out|set\s+up)"
    r"|(?:my|our)\s+(?:usual\s+|normal\s+|standard\s+|own\s+)?(?:approach|process|method|system"
    r"|workflow|routine)\s+(?:for|to|with|when|on))"
    r"\s+(?:my\s+|our\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?\s*(?::|\s-+\s)\s*(?=\S)",
    _I,
)
"""A lead announcing how the user goes about a piece of work, or likes a thing: "how i do
reviews:", "my process for invoices -", "how i like my coffee:"."""
_SAMPLE_AFTER = re.compile(
    r",?\s+(?:like|e\.?g\.?|eg|for\s+(?:example|instance)|such\s+as)\W+[\"'`].*$", _I
)
"""A quoted sample at the end of the description ("..., like 'what happens if ...'")."""
_MIN_METHOD_WORDS = 3
_MAX_METHOD_CHARS = 300


def told_method(sentence: str) -> str | None:
    """How the user goes about a piece of work, as content, when `sentence` describes it.

    "how i do reviews: anything minor gets prefixed with nit:, and real concerns i phrase
    as questions": the user's own way of doing the work, which help with it should follow,
    kept whole as one rule. A question ("how i do X: any tips?") asks, it does not tell.
    """
    lead = _METHOD_LEAD.search(sentence)
    if lead is None:
        return None
    # cut at the end only: the lead's offsets are the sentence's
    said = _SAMPLE_AFTER.sub("", sentence).rstrip(" .!,;")
    if said.endswith("?") or len(said) > _MAX_METHOD_CHARS:
        return None
    if len(said[lead.end() :].split()) < _MIN_METHOD_WORDS:
        return None
    return h.canonical(said[lead.start() :].lstrip(" .,!"))
