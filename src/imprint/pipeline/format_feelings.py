"""A way of writing the user says helps or loses them, as the rule it implies.

"headers really help me", "walls of text lose me", "honestly the emoji stuff feels
childish": people rarely state a format rule outright; they say how a form of the answers works on
them. `format_feeling(sentence)` reads that of a known form of writing (emojis, headers,
bullet points, tables, jargon, long answers, ...) and words it as the rule it implies:
"Use headers, they help the user.", "Avoid walls of text, they lose the user.", "Avoid
emojis, the user finds them childish.".

Left alone: someone else's feeling ("my boss thinks emojis are childish"), a form named
with no feeling of the user's ("headers are h2 in markdown"), a question, a thing that is
no form of writing ("meetings lose me").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.canonical import third_person

__all__ = ["Feeling", "format_feeling"]


@dataclass(frozen=True, slots=True)
class Feeling:
    """The rule a feeling implies, and the form of writing it is about."""

    rule: str
    """The rule as a policy line ("Avoid walls of text, they lose the user.")."""
    form: str
    """The form, lower case and plural ("walls of text", "emojis")."""


_I = re.IGNORECASE

_FORM = (
    r"(?P<form>(?:the\s+)?(?:emojis?|emoji\s+stuff|emoji\s+thing|headers?|headings?|bullet\s+points"
    r"|bullets|tables|jargon|long\s+(?:answers|explanations|replies|messages|paragraphs|intros)"
    r"|walls\s+of\s+text|(?:big\s+)?blocks\s+of\s+text|code\s+comments|examples|worked\s+examples"
    r"|diagrams|analogies|summaries|tl;?drs|numbered\s+(?:lists|steps)|step[-\s]by[-\s]step"
    r"\s+(?:guides|instructions|steps)|exclamation\s+marks|acronyms|abbreviations|technical\s+terms"
    r"|buzzwords|corporate\s+speak|disclaimers|caveats|pleasantries|small\s+talk|short\s+answers"
    r"|short\s+replies|one[-\s]liners))"
)
"""A form of the answers: what a feeling about it makes a rule of."""
_OPEN = (
    r"(?:^\W*|[,;:.!?]\s+|\b(?:and|but|so|honestly|tbh|also|ngl|personally|because|cos|cause"
    r"|since|plus)\s+)(?:(?:honestly|tbh|personally|ngl)\W+)?"
)
_HELPS = re.compile(
    _OPEN + _FORM + r"\s+(?:really\s+|honestly\s+|genuinely\s+|actually\s+|always\s+)?"
    r"(?P<verb>help|helps|work\s+for|works\s+for|suit|suits)\s+me\b",
    _I,
)
"""A form that works on the user: "headers really help me"."""
_LOSES = re.compile(
    _OPEN + _FORM + r"\s+(?:really\s+|honestly\s+|just\s+|always\s+|totally\s+|completely\s+)?"
    r"(?P<verb>lose|loses|confuse|confuses|overwhelm|overwhelms|annoy|annoys|irritate|irritates"
    r"|bore|bores|distract|distracts|stress|stresses|frustrate|frustrates)\s+me\b",
    _I,
)
"""A form that works against the user: "walls of text lose me"."""
_FOUND = re.compile(
    _OPEN + r"(?:i\s+find\s+)?" + _FORM + r"\s+(?:stuff\s+|thing\s+)?"
    r"(?:feels?|seems?|looks?|reads?|is|are|'s|'re|comes?\s+across\s+as)?\s*"
    r"(?:so\s+|really\s+|a\s+bit\s+|kinda\s+|kind\s+of\s+|too\s+|very\s+|super\s+)?"
    r"(?P<adj>childish|unprofessional|annoying|cringe|cringey|cringy|patronising|patronizing"
    r"|condescending|distracting|overwhelming|confusing|useless|pointless|tacky|juvenile)\b",
    _I,
)
"""A form the user finds fault with: "the emoji stuff feels childish"."""
_DROPPED = re.compile(
    _OPEN + r"(?:(?:can|could)\s+you\s+|please\s+|pls\s+|just\s+)?(?:drop|lose|cut|ditch|skip"
    r"|remove|kill|tone\s+down|stop\s+with|no\s+more|enough\s+with|less\s+of|fewer)\s+"
    + _FORM
    + r"(?:\s+(?:please|pls))?\W+(?:they'?re|they\s+are|it'?s|it\s+is)\s+"
    r"(?P<adj>(?:just\s+|a\s+bit\s+|way\s+|kinda\s+|so\s+|really\s+|too\s+)?(?:much|a\s+lot"
    r"|annoying|distracting|cringe|cringey|childish|unprofessional|overkill|overwhelming|noise"
    r"|clutter|unnecessary|excessive|confusing|tacky))\b",
    _I,
)
"""A form asked away with a fault found in it: "can you drop the emojis, they're a bit much"
(asked away alone, it is an edit of this answer)."""
_AT_MOST = re.compile(
    r"(?:^\W*|[,;:.!?]\s+|\b(?:and|but|so|just|please|pls)\s+)(?:give\s+me\s+|keep\s+it\s+to\s+)?"
    r"(?P<n>\d{1,2}|one|two|three|four|five|six)\s+(?P<what>options|ideas|suggestions|examples"
    r"|choices|bullet\s+points|bullets|points|steps|recommendations|links)\s+(?:max|maximum|tops"
    r"|at\s+most)\b[^.;!?]{0,40}?\b(?:overwhelms?|loses?|confuses?|paralys\w*|too\s+much"
    r"|stresses?)\b",
    _I,
)
"""A most the user can take, with why: "3 options max, more than that overwhelms me" (said
without why, "3 options max" is the shape of this answer)."""
_UNLESS_ASKED = re.compile(
    r"\bif\s+i\s+(?:want|need|ever\s+want)\s+(?!to\b)(?P<what>(?:the\s+|more\s+|any\s+|an?\s+)?"
    r"(?:(?!\b(?:i|you|it)\b)[\w-]+\s*){1,3}?)\s*,?\s*(?:then\s+)?i'?(?:ll|\s+will|\s+can)\s+"
    r"(?:just\s+)?(?:ask|say\s+so|let\s+you\s+know|tell\s+you)\b"
    r"(?=\s*(?:[,.;:!?)]|$|\s+(?:for\s+(?:it|them|more)|lol|thanks|ty|ok|okay)\b))",
    _I,
)
"""What the user will ask for when they want it ("if i want details ill ask"): leave it out."""
_PICK_ONE = re.compile(
    r"\b(?:just\s+)?(?:pick|choose|recommend|decide)\s+(?:one|for\s+me|the\s+best\s+one)\b"
    r"[^.;!?]{0,30}?[,.;:!-]\s*(?:i\s+(?:get|have|struggle\s+with|suffer\s+from)\s+(?:\w+\s+)?"
    r"(?:decision|choice|analysis)\s+paralysis|(?:too\s+many\s+)?(?:options|choices)\s+"
    r"(?:overwhelm|stress|paralys)\w*\s+me)",
    _I,
)
"""A pick asked for with why it lasts: "just pick one for me, I get decision paralysis"."""
_NO_NEED = re.compile(
    r"(?:^\W*|[,;:.!?]\s+|\b(?:and|but|so|also|honestly|tbh|btw|oh)\s+)(?:you|u)\s+(?:really\s+)?"
    r"(?:don'?t|do\s+not|dont)\s+(?:really\s+)?(?:need|have)\s+to\s+(?:keep\s+)?"
    r"(?P<what>(?:summari[sz]\w*|recap\w*|explain\w*|apologi[sz]\w*|repeat\w*|remind\w*|add\w*"
    r"|include\w*|put|mention\w*|list\w*|say|warn\w*|caveat\w*|ask\w*|check\w*|confirm\w*"
    r"|define\w*|thank\w*|double-check\w*)\b[^,;.!?]{0,50}?)"
    r"(?=\s*(?:[,;.!?]|$|\s+(?:lol|haha|tbh)\b))"
    r"(?P<tail>[,;.!?]?\s*(?:(?:lol|haha|tbh)\W*)?(?:i\s+(?:already\s+|do\s+)?(?:know|read|have|get"
    r"|understand|remember)\b|i'?m\s+(?:a|an|already|fine|familiar)\b)?)",
    _I,
)
"""A habit of the answers the user does without ("you don't need to summarise at the end, I
read it all"), lasting when it says so ("every time", "at the end") or why."""
_WOULD_HELP = re.compile(
    r"(?:^\W*|[,;:]\s+|\b(?:and|but|so|honestly|tbh|personally|also)\s+)(?:(?:honestly|tbh"
    r"|personally)\W+)?(?P<what>(?!(?:it|that|this|which|what|there|he|she|they|i|you|we"
    r"|someone|something|anything|everything|so|and|but|then|just|maybe|honestly|tbh"
    r"|the\s+(?:other|first|second|last)\s+one)\b)"
    r"(?:[\w-]+\s+){0,3}?[\w-]+(?:\s+(?:and|or|&)\s+[\w-]+){0,2}?)\s+would\s+(?:(?:really|so|honestly"
    r"|definitely|genuinely|probably)\s+)?(?:help(?:\s+(?:me|a\s+lot))?|be\s+(?:(?:way|much|so|a\s+lot"
    r"|far|loads|heaps)\s+)?(?P<how>easier|better|more\s+helpful|more\s+useful|nicer|clearer"
    r"|preferable|ideal|more\s+readable))(?:\s+for\s+me)?\b",
    _I,
)
"""A form said to suit the user ("shorter paragraphs would really help", "cups and ounces
would be way easier for me"): a rule when it is said to last or why the user needs it."""
_LASTING_NEED = re.compile(
    r"\b(?:going\s+forward|from\s+now\s+on|in\s+general|in\s+future|in\s+the\s+future|for\s+future"
    r"|generally|mostly|usually|always|every\s+time|whenever|as\s+a\s+rule|these\s+days|any\s+time)\b"
    r"|^\W*(?P<why>(?:i'?m|i\s+am|i\s+have|i'?ve|i\s+(?:\w+\s+)?(?:read|use|work|live|do)|we'?re"
    r"|my)\b[^.;!?]{3,60}?)\s*,?\s+so\s+",
    _I,
)
"""What says a form suits the user for good: a lasting word, or their own state given as why
("I'm in the US so ...", "I'm reading these on my phone mostly, so ...")."""
_LASTS = re.compile(
    r"\b(?:every\s+time|each\s+time|all\s+the\s+time|always|at\s+the\s+(?:end|start|top|bottom)"
    r"|any\s*more|in\s+every\s+(?:answer|reply))\b",
    _I,
)
_THIS_ONE = re.compile(
    r"\b(?:for\s+this\s+one|this\s+time|just\s+(?:this|here)|in\s+this\s+(?:doc|one|email|draft|post"
    r"|piece|answer|reply)|for\s+now|for\s+today)\b",
    _I,
)
"""What says a feeling is about this answer only."""
_CUE = re.compile(
    r"help|work|suit|lose|confus|overwhelm|annoy|irritat|bore|distract|stress|frustrat|childish"
    r"|unprofessional|cringe|cringy|patroni|condescend|useless|pointless|tacky|juvenile|much"
    r"|lot\b|overkill|noise|clutter|unnecessary|excessive|paralys|ask|say\s+so|let\s+you|tell\s+you"
    r"|pick|choose|decide|need\s+to|have\s+to|would",
    _I,
)


def format_feeling(sentence: str) -> Feeling | None:
    """The rule a feeling about a form of the answers implies, or None."""
    if _CUE.search(sentence) is None or sentence.rstrip().endswith("?"):
        return None
    if _THIS_ONE.search(sentence) is not None:
        return None  # "no more tables, they're overkill for this one": this answer's shape
    m = _HELPS.search(sentence)
    if m is not None:
        form = _form(m.group("form"))
        return Feeling(f"Use {form}, they help the user.", form)
    m = _LOSES.search(sentence)
    if m is not None:
        form = _form(m.group("form"))
        verb = _BASE.get(m.group("verb").lower(), m.group("verb").lower())
        if form in _MASS:
            return Feeling(f"Avoid {form}, it {_THIRD.get(verb, verb + 's')} the user.", form)
        return Feeling(f"Avoid {form}, they {verb} the user.", form)
    m = _FOUND.search(sentence) or _DROPPED.search(sentence)
    if m is not None:
        form = _form(m.group("form"))
        them = "it" if form in _MASS else "them"
        adj = " ".join(m.group("adj").lower().split())
        return Feeling(f"Avoid {form}, the user finds {them} {adj}.", form)
    m = _NO_NEED.search(sentence)
    if m is not None and (m.group("tail").strip(" ,;.!?") or _LASTS.search(m.group("what"))):
        what = " ".join(m.group("what").split())
        return Feeling(f"No need to {what}.", what.split()[0].lower())
    if _PICK_ONE.search(sentence) is not None:
        return Feeling("Pick one option for the user rather than listing several.", "options")
    m = _UNLESS_ASKED.search(sentence)
    if m is not None:
        what = " ".join(m.group("what").lower().split())
        if what in ("more", "any more", "the rest"):
            return Feeling("Keep answers short; the user asks when they want more.", "more")
        return Feeling(f"Leave out {what} unless the user asks for {_them(what)}.", what)
    m = _AT_MOST.search(sentence)
    if m is not None:
        what = " ".join(m.group("what").lower().split())
        return Feeling(
            f"Give at most {m.group('n').lower()} {what}, more overwhelms the user.", what
        )
    m = _WOULD_HELP.search(sentence)
    lasting = _LASTING_NEED.search(sentence) if m is not None else None
    if m is not None and lasting is not None:
        what = " ".join(m.group("what").split())
        if lasting.group("why"):
            # "I mostly work in TypeScript so examples in TS would be better": the why is
            # kept with the rule, since no other memory is made of the sentence
            why = third_person(" ".join(lasting.group("why").split()))
            return Feeling(f"Use {what}, since {why}.", what.lower())
        if m.group("how") is None:
            return Feeling(f"Use {what}, they help the user.", what.lower())
        how = " ".join(m.group("how").lower().split())
        return Feeling(f"Use {what}, the user finds them {how}.", what.lower())
    return None


_MASS = frozenset({"jargon", "corporate speak", "small talk"})
"""Forms named by a mass noun: "it confuses", not "they confuse"."""
_BASE = {"loses": "lose", "confuses": "confuse", "overwhelms": "overwhelm", "annoys": "annoy"}
_BASE |= {"irritates": "irritate", "bores": "bore", "distracts": "distract"}
_BASE |= {"stresses": "stress", "frustrates": "frustrate"}
_THIRD = {"stress": "stresses"}


def _them(what: str) -> str:
    """The pronoun for `what`: "details" -> "them", "an explanation" -> "it"."""
    return "them" if what.endswith("s") and not what.endswith("ss") else "it"


def _form(words: str) -> str:
    """The form as a plural object: "the emoji stuff" -> "emojis", "the tables" -> "tables"."""
    form = re.sub(r"^the\s+", "", " ".join(words.split()), flags=_I).lower()
    if form.startswith("emoji"):
        return "emojis"
    if form in ("header", "heading"):
        return form + "s"
    return form
