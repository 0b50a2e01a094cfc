"""What the user's work is called and who is in it: "the game is Tidecaller btw".

People making something name it in passing, often with "the" rather than "my": "the game
is Tidecaller btw, roguelike deckbuilder with pirates", "the podcast's called Low Tide",
"protag is a frog knight called Sir Ribbert". What it is about is kept too ("my thesis
abstract, its on urban heat islands", "my phd (kelp forest recovery ...)"). A note-taker
keeps the name: it is what the user will ask about next. `named_works(sentence)` gives each
as a fact. The name must be written with a capital ("the game is Tidecaller", not "the game
is great"), and a work said with "the" is not said to be the user's: "the game is Elden
Ring" may be one they play.
"""

from __future__ import annotations

import re

__all__ = ["named_works"]

_WORKS = (
    r"game|app|novel|book|band|podcast|shop|store|project|startup|studio|brand|label|zine|blog"
    r"|channel|newsletter|show|play|musical|film|short|album|ep|thesis|dissertation|campaign"
    r"|module|course|mod|comic|webcomic|series|collection|exhibition|zine|website|site|tool"
    r"|library|plugin|extension|bot|product"
)
_NAME = (
    r"(?P<name>(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February"
    r"|March|April|May|June|July|August|September|October|November|December|Today|Tonight"
    r"|Tomorrow|Next|This|Last|I)\b)(?-i:[A-Z0-9])[\w'&.:-]*(?:\s+(?:of|the|&|at|in|on"
    r"|(?!I\b)(?-i:[A-Z0-9])[\w'&.-]*)){0,5})"
)
_LEAD = r"(?:^\W*|[,;:]\s*|\b(?:and|so|btw|also|oh|ok|anyway)\s+)"
_CALLED = re.compile(
    _LEAD
    + r"(?P<owner>the|this|my|our)\s+(?:new\s+|current\s+|working\s+)?(?P<work>"
    + _WORKS
    + r")(?:'s|\s+is)\s+(?:(?:now\s+)?(?:called|named|titled)\s+)?"
    + _NAME,
    re.IGNORECASE,
)
_QUOTED = re.compile(
    r"\b(?P<owner>my|our)\s+(?:(?:new|current|homebrew|own|little|first|second|next)\s+)?(?P<work>"
    + _WORKS
    + r")\s+(?:(?:called|named|titled)\s+)?(?P<q>['\"])(?P<name>[^'\"]{2,40}?)(?P=q)",
    re.IGNORECASE,
)
"""A work of the user's named in quotation marks ("our campaign 'Saltmarsh Drift' is on pause")."""
_CHARACTER = re.compile(
    _LEAD + r"(?:(?:the|my|our)\s+)?(?P<role>protag|protagonist|main\s+character|mc|hero|heroine"
    r"|villain|antagonist|narrator|big\s+bad)\s+is\s+(?:(?P<what>(?:a|an|the)\s+[^,.;]{1,40}?)\s+"
    r"(?:called|named)\s+)?" + _NAME,
    re.IGNORECASE,
)
_TRAILING = re.compile(r"(?:\s+(?:of|the|and|&|at|in|on))+$", re.IGNORECASE)
_ROLES = {"protag": "protagonist", "mc": "main character"}


_STUDIED = r"thesis|dissertation|phd|masters|paper|essay|capstone|research|book|novel|talk|project"
_ABOUT_IT = re.compile(
    r"\b(?:my|our)\s+(?P<work>" + _STUDIED + r")(?:\s+(?!(?:club|group|team|launch|party)\b)[\w-]+)"
    r"{0,3}?\s*,\s*(?:it'?s|its|it\s+is|which\s+is)\s+(?P<on>on|about)\s+"
    r"(?P<what>(?!(?:my|your|the\s+(?:desk|table|shelf|floor|way)|hold|track|time|schedule|now"
    r"|friday|monday|tuesday|wednesday|thursday|saturday|sunday|today|tomorrow|tonight)\b)"
    r"[^,.;:!?()]{3,80}?)\s*(?=[,.;:!?()]|$)",
    re.IGNORECASE,
)
"""What a work of the user's is about, said of "it" after naming it: "help me tighten my
thesis abstract, its on urban heat islands in mid sized european cities"."""
_IN_BRACKETS = re.compile(
    r"\b(?:my|our)\s+(?P<work>" + _STUDIED + r")\s*\(\s*(?P<what>(?!(?:i|my|it|its|it'?s|the|this"
    r"|that|which|lol|haha|not|no|yes|due|nearly|almost|finished|late|done|half|still|so|very"
    r"|about|only|just)\b)[a-z][\w-]*(?:\s+(?!(?:is|are|was|were|has|have|i|my|due)\b)"
    r"[\w-]+){1,8})\s*[,)]",
    re.IGNORECASE,
)
"""A work's topic in brackets after it: "chapter 3 of my phd (kelp forest recovery after
marine heatwaves, my supervisor is ...)"."""


def named_works(sentence: str) -> list[str]:
    """The names `sentence` gives the user's work and its characters, as facts."""
    found: list[str] = []
    about = _ABOUT_IT.search(sentence)
    if about is not None:
        work, on = about.group("work").lower(), about.group("on").lower()
        found.append(f"The user's {work} is {on} {about.group('what').strip()}.")
    topic = _IN_BRACKETS.search(sentence) if about is None else None
    if topic is not None:
        found.append(f"The user's {topic.group('work').lower()} is on {topic.group('what')}.")
    m = _CALLED.search(sentence)
    if m is not None and (name := _name(m)) is not None:
        work = m.group("work").lower()
        owner = "The user's" if m.group("owner").lower() in ("my", "our") else "The"
        found.append(f"{owner} {work} is called {name}.")
    quoted = _QUOTED.search(sentence) if m is None else None
    if quoted is not None and (name := quoted.group("name").strip()) and name[:1].isalnum():
        found.append(f"The user's {quoted.group('work').lower()} is called {name}.")
    m = _CHARACTER.search(sentence)
    if m is not None and (name := _name(m)) is not None:
        role = " ".join(m.group("role").lower().split())
        role = _ROLES.get(role, role)
        what = f"{m.group('what')} called " if m.group("what") else ""
        found.append(f"The {role} is {what}{name}.")
    return found


def _name(m: re.Match[str]) -> str | None:
    name = _TRAILING.sub("", m.group("name")).rstrip(".:")
    return name if name and not name.isdigit() else None
