"""A complaint about the agent's last answer, then how to do it instead: a standing rule.

"three paragraphs before the code?? put the code first", "you used fahrenheit again. give me
celsius.", "why is this all bullet points? write it as prose." The ask alone reads as a
request for this answer; after a complaint it says how the user wants every answer, since
the user would not complain about a habit they want to keep. The ask must name a standard
of form (layout, units, tone, length: `spec_sheets.names_standard`), so "that's wrong.
fix the second line" stays a request.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline.spec_sheets import names_standard

__all__ = ["complains", "fix_after_complaint"]

_I = re.IGNORECASE

_COMPLAINT = re.compile(
    r"\?\?|\bagain\b|^\W*(?:ugh|argh|ugh+|sigh|hmm+\s+no|no+)\b"
    # "why is this so long?", "why did you use bullets": about the answer, not "why is the
    # sky blue?"
    r"|^\W*why\s+(?:is|are|did|do|does|would)\s+(?:this|that|it|these|those|there|you|u|everything"
    r"|(?:the|your)\s+(?:answer|reply|response|code|list|summary|email|draft|text|format|table"
    r"|output|recipe|plan))\b"
    r"|^\W*you\s+(?:used|wrote|did|put|gave|forgot|keep|went|still)\b"
    r"|\b(?:way\s+|far\s+|much\s+)?too\s+(?:long|short|formal|casual|wordy|dense|stiff|chatty|technical)\b"
    r"|\bi\s+(?:said|asked|told\s+you)\b|\bcame\s+(?:through|out)\s+(?:as|like)\b|\bunreadable\b",
    _I,
)
"""What a complaint about the last answer sounds like."""
_LOWER_COMPLAINT = re.compile(_COMPLAINT.pattern)
"""`_COMPLAINT` for lowered ASCII text: its letters are all lower case, so it answers as
`_COMPLAINT` does, without IGNORECASE (several times slower)."""
_COMPLAINT_WORDS = ("??", "again", "too", "said", "asked", "told", "came", "unreadable")
_COMPLAINT_OPENINGS = ("ugh", "argh", "sigh", "hmm", "no", "why", "you")
"""Every match of `_COMPLAINT` holds one of the words, or opens the text (after non-word
characters) with a word that starts with one of the openings."""
_FIRST_WORD = re.compile(r"\W*(\w*)")
_ASK = re.compile(
    r"^(?:(?:please|pls|just)\s+)?(?:put|give|write|use|keep|make|do|switch\s+to|stick\s+to|go\s+with"
    r"|stop|drop|lose|ditch|skip|start|lead\s+with|open\s+with|format|spell)\b",
    _I,
)
"""An imperative: how to do it instead."""
_ORDER = re.compile(
    r"\b(?:first|last|at\s+the\s+(?:top|end|bottom|start)|up\s+front|on\s+top)\b", _I
)
"""Where things go in an answer ("the code first"): a standard of layout too."""
_THIS_ONE = re.compile(
    r"\b(?:this|that|these|those|it|here|the\s+(?:second|first|last|third))\b", _I
)
_MAX_WORDS = 16


def complains(sentence: str) -> bool:
    """Whether `sentence` complains about the agent's last answer."""
    # a bare "ugh." is a mood, not a complaint about something the agent did
    if len(sentence.split()) < 3:
        return False
    if sentence.isascii():
        low = sentence.lower()
        if not any(word in low for word in _COMPLAINT_WORDS):
            first = _FIRST_WORD.match(low)
            if first is None or not first.group(1).startswith(_COMPLAINT_OPENINGS):
                return False
        return _LOWER_COMPLAINT.search(low) is not None
    return _COMPLAINT.search(sentence) is not None


def fix_after_complaint(sentence: str) -> str | None:
    """The standing rule an ask after a complaint gives, or None (see the module doc)."""
    text = h.strip_filler(sentence).strip()
    if not text or "?" in text or len(text.split()) > _MAX_WORDS or _ASK.match(text) is None:
        return None
    what = _ASK.sub("", text, count=1).strip()
    if not names_standard(what) and _ORDER.search(what) is None:
        return None
    first = text.split(",", 1)[0]
    if _THIS_ONE.search(first) is not None and " as " not in first:
        return None  # "make this one shorter": the answer at hand
    return h.canonical(text)
