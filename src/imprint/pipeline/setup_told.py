"""The user's set-up, said of the thing being asked about: "this is ros2 humble on a pi 4".

Also the platform alone, said of a thing named before: "greenhouse controller, the esp32.
that one's micropython".

After an error or a question, people say what it runs on with a pointer rather than "I":
"this is ros2 humble on a pi 4 (ubuntu 22.04 server)", "it's python 3.12 on an m2 mac".
What it runs on lasts past the question; `setup_told(sentence)` words it as a fact ("The
user's setup is ros2 humble on a pi 4 (ubuntu 22.04 server).") when it names a platform of
a known class (an OS, a language, a machine, a board), so "this is on me" and "it's on the
table" give nothing.
"""

from __future__ import annotations

import re

from imprint.pipeline.canonical import canonical
from imprint.pipeline.subjects import subjects_in

__all__ = ["setup_told"]

_THIS_ON = re.compile(
    r"(?:^|[.!?]\s+|\b(?:btw|fyi|and|also|oh|ok|so)\s+)"
    # "right now its docker compose on one hetzner vps": said of the present, it lasts as well
    r"(?:(?:right\s+now|currently|at\s+the\s+moment|atm|for\s+now|these\s+days)\s*,?\s+)?"
    r"(?:this|it)(?:'s|\s+is|s)\s+"
    r"(?P<what>(?:(?!(?:not|just|only|a|an|the|my|what|why|how)\b)[\w.+#-]+\s+){0,4}?on\s+"
    r"(?:a\s+|an\s+|my\s+|the\s+)?[\w.+#-]+(?:\s+[\w.+#-]+){0,3}?(?:\s*\([^)]{1,40}\))?)"
    r"(?=\s*(?:[.,;!?]|$))",
    re.IGNORECASE,
)
_THIS_ONE_IS = re.compile(
    r"(?:^|[.!?]\s+|\b(?:btw|fyi|and|also|oh|ok|so)\s+)(?:this|that)\s+one(?:'s|\s+is|s)\s+"
    r"(?:all\s+|written\s+in\s+|in\s+)?(?P<what>[\w.+#-]+(?:\s+\d[\w.]*)?)(?=\s*(?:[.,;!?]|$))",
    re.IGNORECASE,
)
"""The platform alone, said of the thing named before: "that one's micropython". Without
"one", "that's postgres" names what the agent wrote, not what the user runs."""
_PLATFORMS = frozenset(
    "os language computer gpu microcontroller rtos ml_framework game_engine cloud hosting"
    " mobile backend frontend database orchestrator".split()
)
"""Subjects that name what a thing runs on or is built with."""
_MACHINES = frozenset("os computer gpu microcontroller".split())
"""What "it's on ..." alone may name: a machine or its system, not a layer of the app."""


def setup_told(sentence: str) -> str | None:
    """The set-up `sentence` says the thing asked about runs on, as a fact, or None."""
    low = sentence.lower()
    if "this" not in low and "it" not in low and "that" not in low:
        return None
    m = _THIS_ON.search(sentence) if " on " in low else None
    if m is None:
        alone = _THIS_ONE_IS.search(sentence)
        if alone is None or _PLATFORMS.isdisjoint(subjects_in(alone.group("what"))):
            return None
        return canonical(f"my setup is {alone.group('what').rstrip('.')}")
    what = m.group("what").strip().rstrip(".")
    if what.lower().count(" on ") + what.lower().startswith("on ") > 1:
        return None  # "it's on fire on my mac": a state, then where
    platforms = _MACHINES if what.lower().startswith("on ") else _PLATFORMS
    if platforms.isdisjoint(subjects_in(what)):
        return None  # "it's on the frontend": where a bug shows, not what the user runs
    return canonical(f"my setup is {what}")
