"""A stack told as a verbless list: "Rails 7.1 app, sidekiq 7 with redis on elasticache".

Developers open a question with their setup in fragments, no verb and no "we use": "our
ingest service, rust + axum + sqlx on postgres", "react native + expo, solo dev", "django 4
+ htmx, deployed on fly.io". `stack.py` reads a stack after a verb; this reads the list. The
fragments from the sentence's start (after an optional "our <thing>,") up to the first
clause with a verb or a pronoun are kept when they name two or more kinds of known tech
(`subjects.py`), or one joined by "+". "the error is in React, any ideas" has a verb and is
left alone; so is a list of words that names no known tech.
"""

from __future__ import annotations

import re

from imprint.pipeline.hedges import hedged
from imprint.pipeline.screened import screened
from imprint.pipeline.subjects import subjects_in

__all__ = ["stack_fragment"]

_I = re.IGNORECASE

_TECH_KINDS = frozenset(
    (
        "language frontend backend mobile game_engine database cache warehouse cloud hosting ci"
        " editor os package_manager code_hosting orm job_queue"
        " microcontroller rtos"
    ).split()
)
_HEAD = re.compile(
    r"^(?:(?:so|ok|okay|context|background)\W+)?(?P<owner>our|my)\s+(?P<thing>[\w-]+(?:\s+[\w-]+){0,2})$",
    _I,
)
_VERB = screened(
    r"\b(?:i|i'm|i've|we|we're|you|it|it's|they|he|she|is|are|was|were|am|be|been|have|has|had|do|does"
    r"|did|will|would|can|could|should|need|needs|want|wants|panics?|fails?|failing|throws?|keeps?"
    r"|gets?|breaks?|broke|crash(?:es|ed)?|works?|worked|help|please|pls|how|what|why|which|then"
    r"|builds?|deploys?|runs?|uses?|ships?|hosts?|sits?|lives?|talks?|calls?|sends?|pulls?|pushes"
    r"|reads?|writes?|stores?|handles?|serves?|triggers?|compiles?|returns?|takes?|makes?|goes"
    r"|comes?|starts?|stops?|loads?|saves?|times?\s+out|thinking|learning|considering|wondering"
    r"|looking|trying|planning|hoping|dreaming)\b|\?",
    _I,
)
_MAX_WORDS = 25
_RUNS_ON = re.compile(
    r"^(?:the\s+)?(?!(?:i|we|you|it|they|he|she|this|that)\b)[\w-]+(?:\s+[\w-]+)?\s+(?:run|runs"
    r"|live|lives|sit|sits|are\s+hosted|is\s+hosted)\s+(?:on|in|via|through)\s+[\w.+#/-]+"
    r"(?:\s+(?:w/|with|and|\+|on)\s+[\w.+#-]+)*$",
    _I,
)
"""A part that says where one piece of the setup runs ("jobs run on sidekiq w/ redis"): an
item of the list, though it has a verb."""
_PROJECT_IN = re.compile(
    r"^(?:[\w-]+\s+){0,3}(?:site|website|app|api|service|project|repo|backend|frontend|bot|tool|cli"
    r"|game|library|lib|plugin|extension|dashboard|blog|monorepo|codebase)\s+(?:in|on|with|using"
    r"|built\s+(?:in|with))\s+(?P<tech>[\w.+#-]+)\s*(?:$|,)",
    _I,
)
"""One tech named as what a project is made in ("marketing site in astro")."""
_NOT_TECH = frozenset(
    "progress the a an my our your this that works limbo development production prod staging beta"
    " alpha review testing english use place mind trouble question general particular practice"
    " theory".split()
)
"""Words after "in" that say how a project is going, not what it is made in."""


_LED = re.compile(
    r"^(?:(?:so|ok|okay|context|background|fyi)\W+)?(?:our|my)\s+(?P<thing>(?:tech\s+)?stack|setup"
    r"|tooling|tools|toolchain|toolkit|infra(?:structure)?)\s*(?::|\s-+|\s\u2014)\s*(?P<rest>\S.*)$",
    _I,
)
"""A lead that says the list is the stack ("our stack: splunk as siem, crowdstrike on
endpoints"): what follows is kept whether or not its tools are known here."""


_WHOLE = re.compile(
    r"^\W*(?P<tool>[\w.+#-]+(?:\s+[\w.+#-]+){0,2}?),?\s+(?:(?:the|our|my)\s+)?(?:whole|entire)\s+"
    r"(?P<who>office|team|company|studio|firm|practice|department|dept|school|lab|org|shop|agency)"
    r"\b[\s.!]*$",
    _I,
)
"""A tool said with who uses it, no verb: "ArchiCAD 27, whole office"."""


def stack_fragment(sentence: str) -> str | None:
    """The stack `sentence` lists without a verb, as fact content, or None."""
    whole = _WHOLE.match(sentence)
    if whole is not None and subjects_in(whole.group("tool")):
        return f"The user's {whole.group('who').lower()} uses {whole.group('tool')}."
    led = _LED.match(sentence.strip())
    if led is not None:
        return _led_list(led.group("thing"), led.group("rest"))
    if "+" not in sentence and "," not in sentence:
        return None
    parts = [
        x.strip() for x in re.split(r",\s*|\s+-+\s+|\s*\u2014\s*", sentence.strip().rstrip(".!"))
    ]
    head = _HEAD.match(parts[0]) if parts else None
    owner = None
    if head is not None:
        owner, parts = head.group("thing"), parts[1:]
    kept: list[str] = []
    for part in parts:
        if not part or (_VERB.search(part) and not _runs_on(part)):
            break
        kept.append(part)
        if sum(len(x.split()) for x in kept) > _MAX_WORDS:
            return None
    text = ", ".join(kept)
    if hedged(text):
        return None  # "kinda thinking about maybe learning kotlin multiplatform someday"
    kinds = set(subjects_in(text)) & _TECH_KINDS if text else set()
    made_in = _PROJECT_IN.match(text)
    if made_in is not None and made_in.group("tech").lower() not in _NOT_TECH:
        pass  # "marketing site in astro": a project and what it is made in, known or not
    elif not kinds or (len(kinds) < 2 and "+" not in text):
        return None
    if owner is not None:
        return f"The user's {owner}: {text}."
    return f"The user's stack: {text}."


def _runs_on(part: str) -> bool:
    """Whether `part` says which known tech one piece of the setup runs on."""
    return _RUNS_ON.match(part) is not None and bool(set(subjects_in(part)) & _TECH_KINDS)


def _led_list(thing: str, rest: str) -> str | None:
    """The items after a stack lead, up to the first clause with a verb, as fact content."""
    kept: list[str] = []
    for part in re.split(r",\s*|;\s*", rest.strip().rstrip(".!")):
        part = part.strip()
        if not part or _VERB.search(part) or len(part.split()) > _ITEM_WORDS:
            break
        kept.append(part)
    if not kept or sum(len(x.split()) for x in kept) > _MAX_WORDS:
        return None
    return f"The user's {thing.lower()}: {', '.join(kept)}."


_ITEM_WORDS = 6
"""An item of a stack is a few words ("crowdstrike on endpoints"); more is a clause."""
