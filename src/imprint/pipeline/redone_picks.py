"""What the user settles on after taking their last word back: "scratch that, we're doing a buffet".

Plans are told as what "we're doing": "we're going plated", then "actually scratch that,
... we're doing a buffet". Alone, "we're doing a buffet" may be a report; said right after
the user took back what they had said, it is the new pick, and it replaces the one before
(`consolidate.revises`). `redone_pick(sentences)` finds it: in the rest of the sentence that
takes the word back, or in the two sentences after it; or a value struck out for another
("scratch the flat white, change it to a decaf oat latte").
"""

from __future__ import annotations

import re

from imprint.pipeline.subjects import subject_of
from imprint.pipeline.updates import retraction_end

__all__ = ["redone_pick"]

_PICK = re.compile(
    r"(?:^|[,;:]\s*|\b(?:and|so|but|now|then|instead)\s+)(?P<who>we'?re|we\s+are|i'?m|i\s+am|im)\s+"
    r"(?:(?:now|just|actually|definitely|officially|probably)\s+)?"
    r"(?P<verb>doing|having|getting|going\s+with|going\s+for|booking|using|ordering|picking"
    r"|choosing|serving|keeping)\s+"
    # "we're having it at the boathouse": where it is held
    r"(?P<what>(?:it\s+(?:at|in|on)\s+)?(?!(?:it|that|this|them|fine|ok|okay|well|great|good|badly"
    r"|better|worse|confused|tired|sick|worried|stressed|lost|ready|sure|bored|nervous|married"
    r"|mixed|muddled|distracted|overwhelmed|stuck|there|home|close|late|old|anxious|excited"
    r"|divorced|an?\s+(?:terrible|bad|good|great|rough|hard|tough|awful|lovely|nice|baby|breakdown"
    r"|crisis|meltdown|day|week|time|moment)|something"
    r"|anything|nothing|everything|some|more|less|research|stuff|things)\b)"
    r"(?:(?:an?|the|our|my)\s+)?[\w'&/+-]+(?:\s+(?!(?:because|since|so|and|but|now|then|instead"
    r"|as|for|with|way|which|lol|haha|btw|tho|though)\b)[\w'&/+-]+){0,4})",
    re.IGNORECASE,
)
"""A pick said as what the user or their household is doing, having or going with."""
_REACH = 2
"""Sentences after a bare retraction a pick may still come in."""
_MIND_CHANGED = re.compile(
    r"^\W*(?:(?:hmm+|ok(?:ay)?|oh+|wait|sorry|so|actually|um+|erm+|ah+|ugh+)\W+)*(?:i(?:'ve|\s+have)?"
    r"\s+|we(?:'ve|\s+have)?\s+)?changed\s+(?:my|our)\s+minds?\b(?!\s+(?:about|on|re|regarding|with"
    r"|wrt|over)\b)",
    re.IGNORECASE,
)
"""A bare change of mind opening a sentence ("actually I changed my mind, ..."): what the
user picks after it takes the place of their last pick."""
_NAMED_VALUE = re.compile(r"\d|/|&|\s(?-i:[A-Z])")
"""A value named, not a style: a figure, a pair ("upper/lower"), a name ("Tuesday")."""
_MAKE_IT = re.compile(
    r"(?:^\W*|[,;:]\s*|\b(?:and|so|just|then)\s+)(?:(?:just|pls|please)\s+)?(?:make|change"
    r"|switch)\s+(?:it|that|them)\s+(?:to\s+|into\s+)?(?P<what>(?!(?:less|more|all|a\s+bit|shorter"
    r"|longer|simpler|work|happen|quick|better|easier|stop|go|so|up|out|clear|off|on)\b)"
    r"[\w'&/+.-]+(?:\s+[\w'&/+.-]+){0,3})"
    r"(?P<more>\s*,\s*[\w'&/+.-]+(?:\s+[\w'&/+.-]+){0,2})?\s*(?:[.!]|$)",
    re.IGNORECASE,
)
"""A pick put in place of the one taken back: "actually I changed my mind ... make it
upper/lower, 4 days"."""


_LETS_PICK = re.compile(
    r"(?:^\W*|[,;:]\s*|\b(?:and|so|just|then|no|nah)\s+)(?:(?:let'?s|we'?ll|i'?ll|just)\s+)?"
    r"(?P<verb>go\s+(?:with|for)|do|use|pick|choose|book|take|try|get)\s+"
    r"(?P<what>(?!(?:it|that|this|them|something|anything|nothing|some|more|less|a\s+bit|what"
    r"|whatever|both|either|neither)\b)[\w'&/+.-]+(?:\s+(?!(?:because|since|so|and|but|as|for"
    r"|with|after|instead|then|lol|haha|tho|though|cos|cuz)\b)[\w'&/+.-]+){0,3})",
    re.IGNORECASE,
)
"""A pick said as what to go with after a change of mind: "lets do sqlite", "go with mysql"."""
_BARE_PICK = re.compile(
    r"^[\s,;:-]*(?!(?:let'?s|we|i|im|i'?m|we'?re|go|use|do|just|make|change|switch|pick|so|and"
    r"|but|it|that|this)\b)(?P<what>(?:the\s+)?[\w'&/+.-]+(?:\s+[\w'&/+.-]+){0,2}?)"
    r"(?:\s+(?:after\s+all|instead|then))?\s*(?:[,;.!-]|$)",
    re.IGNORECASE,
)
"""A value named alone after a change of mind: "changed my mind, mysql, the team knows it"."""
_ACTUALLY = re.compile(
    r"^\W*(?:(?:hmm+|ok(?:ay)?|oh+|wait|um+|erm+|ah+|ugh+|so)\W+)*(?:actually|no|nah)\b[\s,]*"
    r"(?:(?:actually|no)\b[\s,]*)?(?=(?:let'?s|we'?ll|i'?ll|just|go\s+(?:with|for))\b)",
    re.IGNORECASE,
)
"""A change of mind said only by the pick it opens: "hmm actually lets do sqlite"."""
_SECOND_THOUGHT = re.compile(
    r"^\W*(?:(?:hmm+|ok(?:ay)?|oh+|wait|um+|erm+|ah+|ugh+|so|actually)\W+)*on\s+second"
    r"\s+thoughts?\b",
    re.IGNORECASE,
)
"""A second thought opening the sentence that names the new pick."""


_SCRATCHED_FOR = re.compile(
    r"\bscratch\s+(?:the\s+)?(?P<old>(?!that\b|this\b|it\b)[^,.;:!?]{2,30}?)\s*[,.;:-]+\s*"
    r"(?:(?:and|just|pls|please|so)\s+)*(?:change|make|switch|swap|turn)\s+(?:it|that)\s+"
    r"(?:to|for|into)\s+(?P<new>[^,.;:!?]{2,40}?)\s*(?:[,.;:!?]|$)",
    re.IGNORECASE,
)
"""One value struck out for another: "scratch the flat white, change it to a decaf oat latte"."""


def redone_pick(sentences: tuple[str, ...]) -> tuple[str, str] | None:
    """The pick after a retraction, as (content, the sentence it came from), or None."""
    for sentence in sentences:
        m = _SCRATCHED_FOR.search(sentence)
        if m is not None:
            new = m.group("new").strip()
            return f"{new[0].upper()}{new[1:]} instead of the {m.group('old').strip()}.", sentence
    for index, sentence in enumerate(sentences):
        end = retraction_end(sentence)
        named_only = False
        if end is None:
            mind = _MIND_CHANGED.search(sentence) or _SECOND_THOUGHT.search(sentence)
            mind = mind or _ACTUALLY.search(sentence)
            end = None if mind is None else mind.end()
            # after a bare change of mind, only a value named ("upper/lower, 4 days", "Tuesday")
            # is a pick; "make it friendlier" asks for an edit
            named_only = True
        if end is None:
            continue
        bare = _bare_pick(sentence[end:]) or (
            None if named_only else _one_word_pick(sentence[end:])
        )
        if bare is not None:
            return f"Going with {bare} instead.", sentence
        rest = sentence[end:]
        for text, source in (
            (rest, sentence),
            *((s, s) for s in sentences[index + 1 : index + 1 + _REACH]),
        ):
            m = _PICK.search(text)
            if m is not None:
                return _worded(m), source
            lets = _LETS_PICK.search(text)
            if lets is not None and _named(lets.group("what")):
                return f"Going with {lets.group('what').rstrip(' .,')} instead.", source
            made = _MAKE_IT.search(text)
            if made is not None and (not named_only or _NAMED_VALUE.search(made.group(0))):
                what = (made.group("what") + (made.group("more") or "")).strip(" .,")
                return f"Make it {what} instead.", source
        return None
    return None


def _bare_pick(rest: str) -> str | None:
    """A value named alone where the sentence goes on after a change of mind, or None.

    Only a value known by its kind ("mysql", "pnpm") or named ("Tuesday", "4 days", "the
    6pm") counts: "changed my mind, too pricey" gives a reason, not a pick.
    """
    if not rest.strip(" ,.;:!-"):
        return None
    m = _BARE_PICK.match(rest)
    if m is None:
        return None
    what = m.group("what")
    return what if _named(what) else None


_ONE_WORD = re.compile(r"^[\s,;:-]*(?P<what>[a-z][a-z'-]{2,20})\s*(?:[.!]+)?\s*$", re.IGNORECASE)
_NOT_PICKS = frozenset(
    "nevermind never nope no nah wrong bad mistake sorry oops typo pricey expensive cheap ugly"
    " boring weird later tomorrow yesterday today too again anyway whatever nothing everything"
    " thanks please pls ok okay fine sure yes yeah yep done forget ignore both neither either"
    " same hmm lol haha ugh".split()
)
"""Words that end a retraction without naming a new value ("scratch that, nevermind")."""


def _one_word_pick(rest: str) -> str | None:
    """A single word ending the sentence that takes the user's word back ("scratch that, navy.").

    Said right after an outright retraction, a lone word is the value put in place of the
    one taken back; a reason takes more words ("scratch that, too pricey").
    """
    m = _ONE_WORD.match(rest)
    if m is None or m.group("what").lower() in _NOT_PICKS:
        return None
    return m.group("what")


def _named(what: str) -> bool:
    """Whether a pick names a value: one of a kind the rules know, or a name or a figure."""
    return (
        subject_of(what) is not None
        or _NAMED_VALUE.search(what) is not None
        or what[:1].isupper()  # "on second thoughts, Thursday."
    )


def _worded(m: re.Match[str]) -> str:
    """The pick as a line of the policy's decisions ("Doing a buffet instead.").

    Said without its "we" or "I": a wedding's "we" is the couple, a sprint's the team, and
    the decision reads the same for both.
    """
    what = m.group("what").rstrip(" .,'")
    verb = " ".join(m.group("verb").lower().split())
    return f"{verb[0].upper()}{verb[1:]} {what} instead."
