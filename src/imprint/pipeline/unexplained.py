"""Sentences that sound like something to remember though the rules gave nothing for them."""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline import patterns as p
from imprint.pipeline.screened import screened

_MEMORABLE = screened(
    r"\b(?:(?:i'?m|i\s+am)\s+(?:a|an)\s(?!(?:bit|little|big|huge|lot|fan\s+of\s+(?:it|that|this)))|i\s+(?:work|live|teach|study)\s+(?:at|in|for|as)"
    r"|i\s+(?:always|never|usually|only)\s+\w+|i\s+(?:prefer|hate|can'?t\s+stand|avoid|refuse)\b"
    r"|i\s+(?:like|love)\s+(?!(?:it|that|this|those|these|the\s+idea|your|how|what|the\s+sound"
    r"|hearing|seeing|reading|to\s+(?:hear|see|know|learn)|the\s+suggestion))\w+"
    r"|i\s+(?:can'?t|don'?t|do\s+not)\s+(?:eat|drink|use|stand|like|want|do)\b|i\s+have\s+(?:a|an|two"
    r"|three|type)\s|my\s+(?:name|\w+)\s+(?:is|are)\b|we\s+(?:use|run|deploy|build)\b|we'?re\s+on\b"
    r"|our\s+\w+\s+(?:is|are|runs|uses)\b|from\s+now\s+on|going\s+forward|(?:^|[.!]\s+)(?:always"
    r"|never|don'?t|do\s+not|stop|please)\s+\w+|call\s+me\b|no\s+longer|switched\s+to|moved\s+to"
    r"|next\s+time|in\s+(?:the\s+)?future|(?:could|should)\s+(?:be|use|have)\s+"
    r"(?:a\s+(?:bit|lot|little)\s+|much\s+|way\s+)?(?:\w+er|more|less|fewer)\b|(?:way\s+|much\s+|a\s+bit\s+)?too"
    r"\s+(?:long|short|formal|casual|verbose|wordy|technical|dense|terse|stiff|vague|generic)\b"
    r"|decided|let'?s\s+(?:go|use|stick|switch))",
    re.IGNORECASE,
)
"""A sentence with one of these cues may hold something to remember (see `unexplained`)."""
SOCIAL = frozenset(
    "hmm hm maybe perhaps see you ok okay then well sure thanks thank bye good great cool yes"
    " yeah no nope so and but the a an i it that this too again lol haha oh ah".split()
)
"""Words that, alone beside a cue, make a sentence social rather than something to keep."""
_WEAK_CUE = re.compile(r"(?:next\s+time|in\s+(?:the\s+)?future)", re.IGNORECASE)
LATIN_WORD = re.compile(r"[a-z]+")
"""A word of lower-case Latin letters, as the word sets here are compared."""


def left_unexplained(sentence: str, *, one_off: bool) -> bool:
    """A sentence the rules gave nothing for, though it sounds like something to remember."""
    if one_off or sentence.rstrip().endswith("?"):
        return False
    cue = _MEMORABLE.search(sentence)
    if cue is None:
        return False
    rest = sentence[: cue.start()] + " " + sentence[cue.end() :]
    weak = _WEAK_CUE.fullmatch(cue.group(0))
    if weak and not set(LATIN_WORD.findall(rest.lower())) - SOCIAL:
        return False  # "see you next time!", "maybe in future": nothing to remember
    core = h.strip_filler(sentence)
    return not (p.ENCOURAGEMENT.found(core) or p.NOT_A_DIRECTION.match(core) or h.is_ack(core))
