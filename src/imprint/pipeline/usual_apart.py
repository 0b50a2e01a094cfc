"""The usual and the for-now said in one sentence, read as two: "normally X, but until Y".

"I'm normally at our Ballyvale branch but I'm covering the Main Street shop until the
10th" tells where the user works and where they are for a while. Read whole, the bound
ended both. The for-now part may be told of the user by another ("but my manager has me on
thursdays until March"). `usual_apart(sentence)` gives the two statements as two sentences, so the
usual one lasts and only the other ends (`derive._bounded_text`).
"""

from __future__ import annotations

import re

__all__ = ["usual_apart"]

_USUAL_BUT = re.compile(
    r"^(?P<usual>[^;]*?\b(?:normally|usually|typically|generally|ordinarily|mostly)\b[^;]*?)"
    r"[,;]?\s+but\s+(?P<now>(?:[\w']+[\s,]+){0,8}?(?:i|i'm|im|i\s+am|we|we're|we\s+are|me|us|my|our)\b.*)$",
    re.IGNORECASE,
)
_FOR_A_WHILE = re.compile(
    r"\b(?:until|till|til|through|thru|for\s+the\s+next|for\s+now|this\s+(?:week|month|term"
    r"|fortnight)|next\s+(?:week|month)|while|at\s+the\s+moment|right\s+now|temporarily"
    r"|covering)\b",
    re.IGNORECASE,
)
"""What says the second part holds for a while only."""


_THEN_BACK = re.compile(
    r"^(?P<now>.*?\b(?:until|till|til|through|thru)\b[^;]*?)[,;]?\s+(?:and\s+)?then\s+"
    r"(?:i'?m\s+|i\s+am\s+|we'?re\s+|it'?s\s+)?back\s+(?:to|on)\s+(?P<usual>(?:my|our|the)\s+"
    r"(?:normal|usual|regular)\s+[^;,.]{2,40}?)\s*(?=$|[,;.])",
    re.IGNORECASE,
)
"""The for-now, then the usual it ends in: "covering Renata's days until the 11th, then back
to my normal nights"."""


def usual_apart(sentence: str) -> tuple[str, ...]:
    """`sentence` as its usual part and its for-now part, or as it is."""
    low = sentence.lower()
    if "back " in low:
        back = _THEN_BACK.match(sentence.strip())
        if back is not None:
            rest = sentence.strip()[back.end() :].strip(" ,;.")
            usual = f"After that, I'm back on {back.group('usual')}."
            return (back.group("now").strip(" ,") + ".", usual, *((rest,) if rest else ()))
    if "but" not in low:
        return (sentence,)
    m = _USUAL_BUT.match(sentence.strip())
    if (
        m is None
        or not _FOR_A_WHILE.search(m.group("now"))
        or _FOR_A_WHILE.search(m.group("usual"))
    ):
        return (sentence,)
    return (m.group("usual").strip(" ,") + ".", m.group("now").strip())
