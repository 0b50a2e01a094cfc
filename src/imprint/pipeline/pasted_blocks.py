r"""A block of someone else's text the user asks about, set apart by blank lines.

`pasted.py` knows a paste by the request before it ("summarise this: ..."). Many pastes
come with a question instead, before or after them, in a paragraph of their own:

    what does this patch note mean in practice?

    'Agents should no longer ... Never rely on the old lineup.'

    VIOLATION REPORT
    Rule: 11-Hour Driving Limit
    Note: Driver should always annotate personal conveyance before moving.

    what is this actually telling me?

A paragraph is material when it is quoted whole, or when most of its lines are code (a
comment marker, a keyword, an assignment, an indented or braced line), a script's lines
(a speaker in capitals: "MARGARET: You should always lock the door") or a form (a
heading in capitals over "Label: value" lines). It is set aside when another paragraph of
the user's points at it with a question ("why does this crash", "is that a big deal",
"how would you block this"). The user's own lists stay theirs: bullets, numbered lines
and "Stack: Django" lines without a heading are no material, and a paragraph asking the
agent to follow, keep or remember what it points at ("can you stick to these?") is no
question about a paste.
"""

from __future__ import annotations

import re

__all__ = ["set_aside_blocks"]

_PARAGRAPHS = re.compile(r"\n[ \t]*\n")
_QUOTES = {"'": "'", '"': '"', "\u2018": "\u2019", "\u201c": "\u201d", "`": "`"}
_QUOTED_WORDS = 6
"""Words a paragraph quoted whole needs to be a paste rather than a phrase."""
_CODE = re.compile(
    r"^\s*(?:#|//|--\s|/\*|\*/|import\s|from\s+\S+\s+import\s|def\s|class\s|return\b"
    r"|(?:if|for|while|elif|else|try|except|with)\b.*:\s*$|insert\s+into\s|update\s+\w+"
    r"\s+set\s|from\s+\w+(?:\s+\w+)?\s*$|const\s|var\s|[}{\])]|<\/?[a-z][\w-]*[\s>]"
    # words of prose too: "where I work ...", "let me explain", "select the best one"
    r"|select\s+(?:\*|distinct\b|[\w.]+\s*(?:,|\bfrom\b|\bas\b))|join\s+\w+\s+(?:on|using|as)\b"
    r"|where\s+[\w.]+\s*(?:=|<|>|!=|\bin\s*\(|\blike\s|\bis\s+(?:not\s+)?null)"
    r"|let\s+(?:mut\s+)?\w+\s*[=:]|function\s*\w*\s*\(|(?:public|private|protected)\s+"
    r"(?:static\s+)?(?:class|void|int|string|bool|final|async|def|fun|func|\w+\s*\())"
    r"|[;{}]\s*$|^\s*[\w.\[\]'\"]+\s*(?:=|\+=|-=)\s*\S"
    # an indented line, unless it is the user's own words ("    I'm on Ubuntu 22.04")
    r"|^(?: {4}|\t)(?!(?:i|i'm|i've|i'd|we|we're|we've|my|our|me)\b)\S",
    re.IGNORECASE,
)
"""A line of code: a comment, a keyword, a brace or semicolon, an indent, an assignment."""
_SPEAKER = re.compile(r"^\s*[A-Z][A-Z .'-]{1,24}:\s+\S")
"""A script's line: a speaker's name in capitals, then what they say."""
_HEADING = re.compile(r"^\s*[A-Z0-9][A-Z0-9 &/.,'()-]{3,}\s*$")
"""A heading in capitals ("VIOLATION REPORT")."""
_OWN_HEADING = re.compile(
    r"\b(?:MY|OUR|ME|US|RULES?|PREFERENCES?|STYLE|SETUP|STACK|CONVENTIONS?|GUIDELINES?|HOUSE"
    r"|BACKGROUND|CONTEXT|PROFILE|STATS|SITUATION|TEAM|FAMILY|GOALS?|BIO)\b"
)
"""A heading over the user's own list ("MY RULES", "HOUSE STYLE", "ABOUT ME", "BACKGROUND"):
their words, no form."""
_THEIR_HEADING = re.compile(
    r"\b(?:PATIENT|CLIENT|CUSTOMER|STUDENT|CANDIDATE|CASE|RESIDENT|EMPLOYEE|GUEST|APPLICANT"
    r"|TENANT|PUPIL|MEMBER|REFERRAL|INCIDENT)S?\b"
)
"""A heading over someone else's form ("PATIENT BACKGROUND"): a paste, however personal."""
_PROFILE_FIELD = re.compile(
    r"^\s*(?:name|age|job|role|title|position|employer|company|location|city|based|home"
    r"|diet|allergies|height|weight|goals?|stack|tools|languages?|years|experience|level"
    r"|team|lead|kids|children|partner|pets?|budget|salary|income|schedule|hours|timezone"
    r"|time\s+zone|pronouns|education|school|degree|hobbies|interests|skills|os|editor)\s*:",
    re.IGNORECASE,
)
"""Labels of a profile: a form of these tells who the user is ("Age: 34", "Stack: dbt")."""
_FIELD = re.compile(r"^\s*[A-Z][\w .'/&()-]{0,30}:\s+\S")
"""A form's line under a heading: "Unit: 118", "Status: UNRESOLVED"."""
_POINTER = re.compile(
    r"\b(?:this|these|that|those|it|here|above|below|the\s+following|the\s+(?:bit|line|lines"
    r"|part|note|notes|code|script|log|error|report|text|snippet|scene|passage))\b",
    re.IGNORECASE,
)
_ASKING = re.compile(
    r"\?|:\s*$|\b(?:what|why|how|explain|help)\b|^\W*(?:is|does|do|can|could|should|any\s+idea)\b",
    re.IGNORECASE,
)
"""A question, or an opening that hands over what follows ("found this in the manual:")."""
_KEEPING = re.compile(
    r"\b(?:follow|stick\s+to|keep\s+to|remember|note\s+(?:these|this|that)|apply|use\s+(?:these"
    r"|this|that|them)|(?:with|by|using)\s+(?:these|those|them)|from\s+now\s+on|going\s+forward"
    r"|always|my\s+(?:rules|preferences|conventions|style))\b",
    re.IGNORECASE,
)
"""An own paragraph that hands the agent what it points at to keep: the user's rules."""


_OWN_DRAFT = re.compile(
    r"\b(?:my|our)\s+(?:\w+\s+)?(?:bio|profile|intro|introduction|about(?:\s+page)?"
    r"|cover\s+letter|headline|tagline|blurb|pitch|summary|personal\s+statement)\b",
    re.IGNORECASE,
)
"""A draft of the user's own they ask about: "does this sound ok as my instagram bio?"."""
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|my|we|we're|our)\b", re.IGNORECASE)


def set_aside_blocks(text: str) -> tuple[str, bool]:
    """`text` without the pasted paragraphs another paragraph asks about, and whether any."""
    if "\n" not in text:
        return text, False
    paragraphs = [p for p in _PARAGRAPHS.split(text) if p.strip()]
    if len(paragraphs) < 2:
        return text, False
    drafts = any(_OWN_DRAFT.search(p) for p in paragraphs)
    material = [_material(p, drafts=drafts) for p in paragraphs]
    own = [p for p, pasted in zip(paragraphs, material, strict=True) if not pasted]
    if not own or len(own) == len(paragraphs):
        return text, False
    if not any(_asks_about(p) for p in own) or any(_KEEPING.search(p) for p in own):
        return text, False
    return "\n\n".join(own), True


def _asks_about(paragraph: str) -> bool:
    """Whether the user's paragraph asks a question about something it points at."""
    return bool(_ASKING.search(paragraph) and _POINTER.search(paragraph))


def _material(paragraph: str, *, drafts: bool = False) -> bool:
    """Whether a paragraph is another's text: quoted whole, code, a script or a form.

    With `drafts`, the user asks about a draft of their own ("does this sound ok as my
    bio?"), and a quoted paragraph in the first person is theirs.
    """
    block = paragraph.strip()
    close = _QUOTES.get(block[:1])
    if close is not None and block.rstrip(".!?,;").endswith(close) and len(block) > 2:
        if drafts and _FIRST_PERSON.search(block):
            return False
        return len(block.split()) >= _QUOTED_WORDS
    lines = [line for line in block.split("\n") if line.strip()]
    if len(lines) < 2:
        return False
    code = sum(1 for line in lines if _CODE.search(line))
    speakers = sum(1 for line in lines if _SPEAKER.match(line))
    half = (len(lines) + 1) // 2
    fields = sum(1 for line in lines[1:] if _FIELD.match(line))
    profile = sum(1 for line in lines[1:] if _PROFILE_FIELD.match(line))
    form = (
        _HEADING.match(lines[0]) is not None
        and (_OWN_HEADING.search(lines[0]) is None or _THEIR_HEADING.search(lines[0]) is not None)
        and fields >= max(2, len(lines[1:]) // 2)
        and (profile * 2 < fields or _THEIR_HEADING.search(lines[0]) is not None)
    )
    return form or code >= max(2, half) or speakers >= max(2, half)
