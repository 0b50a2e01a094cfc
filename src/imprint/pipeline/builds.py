"""The engines, tools and devices the user builds with, named inside a request or a complaint.

`build_in(sentence)` reads three shapes, whatever the tool's name:

- the user making a thing with a named tool: "I'm making a platformer in Godot 4", "I'm
  writing my thesis in LaTeX", "we build the levels with Tiled". The thing must be an
  artefact (a game, a site, a bot, a thesis...) or the tool carry a version or be known
  (`subjects.py`), so "I'm making dinner with Sarah" names no tool;
- a tool the user owns a thing in: "my Unity project", "my Minecraft server", "my Obsidian
  vault". It is presupposed, so it holds in a question too ("why does my Unity project
  ...?");
- a device the user runs things on: "running it on a Raspberry Pi 4", "on my Windows
  laptop".

The clause is reworded to read alone ("The user has a Unity project.").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.patterns import ascii_words, at_clause_start
from imprint.pipeline.routines import opens_condition
from imprint.pipeline.screened import screened
from imprint.pipeline.subjects import subjects_in

__all__ = ["Build", "build_in"]

_TOOL = (
    r"(?P<tool>(?-i:[A-Z])[\w.+#-]*(?:\s+(?:(?-i:[A-Z])[\w.+#-]*|\d+(?:\.\d+)*[a-z]?)){0,3})"
    r"(?![\w.+#-])"
)
_ARTEFACT = (
    r"(?:game|games|platformer|roguelike|rpg|shooter|puzzler|sim|simulation|prototype|level"
    r"|levels|mod|mods|plugin|addon|add-on|extension|app|apps|site|website|blog|store|shop|bot"
    r"|bots|script|scripts|tool|cli|api|dashboard|shader|shaders|library|package|engine|server"
    r"|backend|frontend|thesis|dissertation|paper|book|novel|zine|comic|video|videos|animation"
    r"|film|short|track|tracks|song|songs|album|map|maps|scene|scenes|character|characters"
    r"|model|models|theme|template|spreadsheet|macro|macros|sketch|robot|drone|project|portfolio"
    r"|resume|cv|newsletter|podcast|course|website|homepage|rig|board|pcb|keyboard|synth|notes"
    r"|tasks|todos|journal|finances|budget|recipes|photos|music|beats|art|illustrations)"
)
_MAKING = re.compile(
    r"\b(?P<who>i|we)(?:'m|'re|\s+am|\s+are)?(?:\s+(?:currently|now|still|also|mostly|just))?"
    r"\s+(?:making|building|developing|writing|creating|coding|designing|prototyping|modding"
    r"|editing|recording|producing|composing|drawing|animating|mixing|keeping|tracking"
    r"|working\s+on|make|build|develop|write|create|code|design|edit|record|produce|compose"
    r"|draw|animate|mix|keep|track)\s+"
    r"(?P<what>(?:(?:a|an|my|this|our|the|some|all\s+my)\s+)?(?:[\w'-]+\s+){1,3}?)(?:in|with|using|on)\s+"
    r"(?:the\s+)?" + _TOOL,
    re.IGNORECASE,
)
_OWNED = re.compile(
    r"\b(?P<who>(?i:my|our))\s+" + _TOOL + r"\s+(?P<thing>(?i:project|game|app|scene|mod"
    r"|bot|site|website|server|plugin|script|repo|sketch|install|installation|setup|workspace"
    r"|vault|notebook|level|instance|account|map|world|blog|store|shop|channel|pipeline"
    r"|dashboard|rig|addon|add-on|extension|theme|template|spreadsheet|workbook|database|cluster"
    r"|board|character|campaign|library|collection|homelab|build))s?\b"
    r"|\b(?P<who2>(?i:my|our))\s+"
    + _TOOL.replace("tool", "device")
    + r"\s+(?i:keeps|won'?t|doesn'?t|isn'?t|can'?t|runs|crashes|stopped|started|needs|shows"
    r"|freezes|overheats|resets|reboots|has\s+(?:an?|no|only|\d))\b"
)
_DEVICE_KIND = (
    r"(?:laptop|desktop|pc|box|machine|phone|tablet|server|vps|board|computer|rig|tv|console"
    r"|watch|router|nas)"
)
_DEVICE = re.compile(
    r"\b(?:(?P<subj>(?i:i'?m|i\s+am|we'?re|we\s+are|i|we))\s+)?(?:(?P<run>(?i:run|runs|running|deploy|deploying|deployed|host|hosting|hosted|test"
    r"|testing|install|installing|installed|it|this|everything|code|script|app|game))\s+"
    r"(?P<what>(?:\w+\s+){0,2}?)(?i:on)\s+(?i:an?|my|our)|(?i:on)\s+(?P<my>(?i:my|our)))\s+"
    + _TOOL
    + r"(?:\s+(?P<kind>(?i:"
    + _DEVICE_KIND
    + r")))?\b"
)
_ALL_IN = re.compile(
    r"\b(?:i|we)(?:\s+(?:mostly|always|usually|still|now|also|basically|do))?\s+(?:draft|write|draw"
    r"|design|edit|paint|model|track|plan|keep|record|mix|produce|compose|sketch|render|animate|do"
    r"|manage|log|budget|schedule|organi[sz]e|cut|shoot|grade|typeset)\s+(?:everything|all\s+(?:of\s+)?"
    r"(?:my|our|the)\s+[\w-]+(?:\s+[\w-]+)?|(?:my|our)\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:in|on|with"
    r"|using)\s+" + _TOOL,
    re.IGNORECASE,
)
"""The tool all of some work is done in ("I draft everything in Scrivener", "we keep all our
notes in Notion"): said of everything, it is the user's standing setup, known tool or not."""
_ALSO_TOOL = re.compile(
    r",\s*(?:with\s+|plus\s+)?[\w.+#-]+(?:\s+(?:mostly|mainly|too|as\s+well))?(?=\s*(?:[,;.!?]|$))",
    re.IGNORECASE,
)
"""A tool named after the first as its part ("all the analysis in R, tidyverse mostly")."""
_SCREEN = frozenset("i we my our running run runs deploying hosting testing".split())
_NAMED_AFTER = screened(r"\b(?:my|our|in|with|using|on|an?)\s+[A-Z]")
_MY_NAME = re.compile(r"\b(?:[Mm]y|[Oo]ur)\s+[A-Z]")
_ON_NAME = re.compile(r"\b[Oo]n\s+(?:an?|[Mm]y|[Oo]ur)\s+[A-Z]")
_MAKING_WORDS = frozenset(
    """
    making building developing writing creating coding designing prototyping modding editing
    recording producing composing drawing animating mixing keeping tracking working make build
    develop write create code design edit record produce compose draw animate mix keep track
    """.split()
)
_NOT_TOOL = frozenset(
    """
    I Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May
    June July August September October November December Christmas Easter English Spanish
    French German Mum Mom Dad
    """.split()
)
_QUESTION = re.compile(
    r"^\W*(?:what|which|where|who|when|why|how|is|are|do|does|did|can|could|would|will|should"
    r"|any|please)\b",
    re.IGNORECASE,
)
_CLAUSE_BREAK = re.compile(r"[,;:]|\s-\s")
_AFTER_BREAK = re.compile(r"(?:[,;(]|\band|\b(?:my|our)(?:\s+[\w-]+){0,3})\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Build:
    """A tool, engine or device the user builds with or runs things on."""

    start: int
    """Where the clause starts in the sentence."""
    text: str
    """The clause, reworded to read alone ("I have a Unity project")."""
    presupposed: bool
    """Whether a question or request still states it ("my Unity project")."""


def _a(word: str) -> str:
    """The article a name takes: "an Xbox"? No: by letters, "an Arduino", "a Unity".

    A "u" then one consonant is said "you" ("a Unity", "a Ubuntu"); then two, "uh"
    ("an Unreal").
    """
    w = word.lower()
    if w[:1] in ("a", "e", "i", "o"):
        return "an"
    if w[:1] == "u" and len(w) > 2 and w[1] not in "aeiou" and w[2] not in "aeiouy":
        return "an"
    return "a"


def _tool_ok(tool: str) -> bool:
    return tool.split()[0] not in _NOT_TOOL


_LOWER_DEVICE = re.compile(
    r"\b(?:raspberry\s+pi|steam\s+deck|mac\s+mini|mac\s+studio|macbook(?:\s+(?:pro|air))?"
    r"|thinkpad|chromebook|jetson\s+(?:nano|orin)|arduino(?:\s+(?:uno|nano|mega))?|synology"
    r"|intel\s+nuc|ender\s+3(?:\s+(?:s1|v2|v3|pro|max|neo))?|prusa(?:\s+(?:mk\d\w*|mini|xl))?"
    r"|bambu(?:\s+lab)?(?:\s+(?:p1s|p1p|x1c|x1|a1(?:\s+mini)?))?)\b",
)
"""Devices people type in lower case ("it runs on my raspberry pi 4"): read as if capitalised."""


def _cased(sentence: str) -> str:
    """`sentence` with the devices of `_LOWER_DEVICE` capitalised (offsets are kept)."""
    return _LOWER_DEVICE.sub(lambda m: m.group(0).title(), sentence)


def build_in(sentence: str) -> Build | None:
    """The clause of `sentence` that names what the user builds with or runs things on."""
    sentence = _cased(sentence)
    if _NAMED_AFTER.search(sentence) is None:
        return None  # every shape has a capitalised name after a possessive or a preposition
    words = ascii_words(sentence)
    if _SCREEN.isdisjoint(words):
        return None
    m = _OWNED.search(sentence) if _MY_NAME.search(sentence) else None
    if m is not None and m.group("tool") is not None and _tool_ok(m.group("tool")):
        tool, thing = m.group("tool"), m.group("thing").lower()
        return Build(start=m.start(), text=f"I have {_a(tool)} {tool} {thing}", presupposed=True)
    device = m.group("device") if m is not None else None
    if m is not None and device is not None and _tool_ok(device) and not subjects_in(device):
        return Build(start=m.start(), text=f"I have {_a(device)} {device}", presupposed=True)
    asked = _QUESTION.match(sentence) is not None
    whole = None if asked else _ALL_IN.search(sentence)
    if (
        whole is not None
        and _tool_ok(whole.group("tool"))
        and not subjects_in(whole.group("tool"))  # a known stack is read whole by `stack.py`
        and at_clause_start(sentence, whole.start())
        and not opens_condition(sentence[: whole.start()])
    ):
        # "I draft everything in Scrivener": the tool all of the user's work is done in
        also = _ALSO_TOOL.match(sentence, whole.end())
        end = whole.end() if also is None else also.end()
        return Build(start=whole.start(), text=sentence[whole.start() : end], presupposed=False)
    making = not asked and not _MAKING_WORDS.isdisjoint(words)
    for m in _MAKING.finditer(sentence) if making else ():
        tool = m.group("tool")
        if not _tool_ok(tool) or not at_clause_start(sentence, m.start()):
            continue
        if sentence.rstrip().endswith("?") and not _CLAUSE_BREAK.search(sentence, m.end()):
            continue  # "I'm making a game in Unity?": asked, not said
        if opens_condition(sentence[: m.start()]):
            continue
        known = bool(subjects_in(tool)) or any(c.isdigit() for c in tool)
        if not known and re.search(r"\b" + _ARTEFACT + r"\b", m.group("what"), re.I) is None:
            continue
        return Build(start=m.start(), text=sentence[m.start() : m.end()], presupposed=False)
    m = _DEVICE.search(sentence) if _ON_NAME.search(sentence) else None
    if m is None or not _tool_ok(m.group("tool")) or opens_condition(sentence[: m.start()]):
        return None
    before = sentence[: m.start()]
    if (
        m.group("my") is None
        and m.group("subj") is None
        and before.strip(" -,")
        and not _AFTER_BREAK.search(before)
    ):
        return None  # "the team is running it on a Pi": someone else runs it; not after a
        # break ("flask + sqlite, it runs on a Pi"), where "it" is the user's thing
    device = m.group("tool") + (f" {m.group('kind')}" if m.group("kind") else "")
    if m.group("my") is not None:
        return Build(start=m.start(), text=f"I have {_a(device)} {device}", presupposed=True)
    if asked or sentence.rstrip().endswith("?"):
        return None
    what = (m.group("what") or "").strip()
    if m.group("run").lower() in _RUNNING and what and what.lower() not in _NOT_RUN:
        # "running home assistant on a raspberry pi 4": what the device runs is named
        return Build(
            start=m.start(), text=f"I run {what} on {_a(device)} {device}", presupposed=False
        )
    return Build(start=m.start(), text=f"I run my code on {_a(device)} {device}", presupposed=False)


_RUNNING = frozenset({"run", "runs", "running", "host", "hosting", "hosted"})
_NOT_RUN = frozenset(
    "it this that them everything stuff things code my our the all everything it all".split()
)
"""Objects of "run" that name nothing of their own ("running it on a Pi")."""
