"""Whether an English instruction is for this turn only: "for this slack msg only, ...".

A reply that marks a request as one-off ("just this once", "for this email", "only for
this PR", "this one time only") asks for nothing lasting: its instructions are not kept
as rules, though the facts and decisions in it are (`understand.py`). A sentence that
says itself it holds from now on ("always", "never", "from now on") is the exception.

"for now" and "for the time being" are weaker: they make a request for this turn
("keep it short for now") but leave a statement about the user alone ("I'm on nights for
now" is still true today), so they mark only their own sentence, and only a request. So do
the words of a moment beside an ask ("keep it short today", "no tests this time").
"""

from __future__ import annotations

import re
from functools import lru_cache

from imprint.pipeline import heuristics as h
from imprint.pipeline import patterns as p
from imprint.pipeline.screened import screened

__all__ = [
    "accepts_offer",
    "bounds_in_time",
    "explains_one_off",
    "for_now_request",
    "marks_one_off",
    "one_off_apart",
    "standing",
]

_THING = (
    r"(?:msg|messages?|pr|mr|e-?mails?|mail|repl(?:y|ies)|responses?|answers?|docs?|documents?"
    r"|posts?|tweets?|threads?|drafts?|letters?|notes?|texts?|dms?|comments?|commits?|tickets?"
    r"|reviews?|memos?|reports?|summar(?:y|ies)|slides?|decks?|presentations?|speech|toast"
    r"|cards?|captions?|bio|invites?|invitations?|announcements?|newsletters?|paragraphs?"
    r"|sections?|chapters?|articles?|essays?|blurbs?|intros?|one|request|task|questions?|time"
    r"|versions?|translations?|descriptions?|changelogs?|readme|pages?|story|poem|script"
    r"|snippets?|query|conversation|chat|session|round|batch|run|pass|attempt|go)"
)
"""What a one-off request is for ("this msg", "this PR"); a project, client or repo is a
scope that lasts, not one of these."""
_LASTING_PLACE = (
    r"(?:group|team|lab|house|household|family|company|org|organi[sz]ation|repo|codebase|project"
    r"|office|department|dept|school|class|shop|kitchen|studio|practice|firm|club|community)"
)
"""A place or group a practice holds in ("we're pytorch only in this group"): it lasts."""
_SAME_AS_SOURCE = (
    r"\bsame\s+(?:(?:kind|sort|type)\s+of\s+)?(?:" + _THING + r"|thing|layout|format)\s+as\s+"
    r"(?:last\s+time|before|the\s+last\s+one)\b"
)
_SAME_AS = re.compile(_SAME_AS_SOURCE, re.IGNORECASE)
_ONE_OFF = p.Folded(
    r"\b(?:just|only)\s+(?:for\s+|in\s+)?(?:this(?!\s+"
    + _LASTING_PLACE
    + r"\b)|today|now|once)\b|\bjust\s+(?:the\s+)?once\b"
    r"|\bthis\s+(?:one\s+)?(?:time|once)\s+only\b|\bthis\s+once\b|\bthis\s+one\s+time\b"
    # "this week only im doing my long run on saturday": a week's plan, not a habit
    r"|\bthis\s+(?:week|weekend|month|morning|afternoon|evening)\s+only\b"
    # "for the rest of this chat, call me Captain": the conversation's, not for good
    r"|\b(?:for\s+the\s+rest\s+of|until\s+the\s+end\s+of|till\s+the\s+end\s+of)\s+(?:this|the)"
    r"\s+(?:chat|conversation|session|thread)\b"
    # "same kind of reply as last time pls": this reply made like an earlier one
    r"|"
    + _SAME_AS_SOURCE
    + r"|\b(?:for\s+)?this\s+(?:particular|specific)\b|\btoday\s+only\b|\bfor\s+today\b"
    r"|\bfor\s+this\s+(?:[\w'-]+\s+){0,2}?" + _THING + r"\b"
    r"|\b(?:for|in|on)\s+this\s+(?:[\w'-]+\s+){0,3}?only\b|\bin\s+this\s+" + _THING + r"\b"
    r"|\bthis\s+(?:[\w'-]+\s+){0,2}?" + _THING + r"\s+only\b"
    # "in this case, use metric since the client is German": this piece of work's case
    r"|\b(?:in|for)\s+this\s+(?:case|instance)\b"
    r"|\bone[-\s]off\b|\bas\s+an\s+exception\b|\bon\s+this\s+(?:[\w'-]+\s+){0,2}?" + _THING + r"\b"
    r"|\b(?:don'?t|do\s+not|won'?t|let'?s\s+not)\s+(?:make|be)\s+(?:(?:it|this|that)\s+)?(?:a\s+|the\s+)?(?:habit|norm|default"
    r"|new\s+normal)\b|\bnot\s+(?:a|the)\s+(?:new\s+)?(?:habit|norm|default)\b"
    # "tomorrow its back to normal": what was asked holds until then
    r"|\b(?:tomorrow|from\s+tomorrow|monday|next\s+week)[\s,.;:!-]+(?:(?:it'?s|its|i'?m|im|we'?re|were"
    r"|it'?ll\s+be|i'?ll\s+be|we'?ll\s+be)\s+)?back\s+to\s+(?:normal|the\s+usual|usual|the\s+plan"
    r"|the\s+diet|my\s+\w+)\b|\bback\s+to\s+(?:normal|the\s+usual|the\s+plan)\s+(?:from\s+)?"
    r"(?:tomorrow|on\s+monday|next\s+week)\b",
    needs=(
        *("just", "only", "this", "today", "one", "exception", "habit", "norm", "default"),
        *("rest", "end"),
        "back",
        "same",
    ),
)
_FOR_NOW = p.Folded(
    r"\bfor\s+(?:now|the\s+time\s+being|the\s+moment)\b", needs=("now", "being", "moment")
)
_MOMENT = p.Folded(
    r"(?<!from\s)(?<!since\s)(?<!starting\s)(?<!of\s)\b(?:today|tonight|this\s+time|rn"
    r"|right\s+now)\b(?!\s+on\b)|\bone[-\s]shot\b|\bthrow-?away\b",
    needs=("today", "tonight", "time", "rn", "now", "shot", "throw"),
)
"""A moment: "today", "this time", "rn", "a one-shot thing"; not "from today on"."""
_ASKED = p.Folded(
    r"\b(?:keep\s+(?:it|this|them|answers?|replies|things)|make\s+(?:it|this)|skip|no\s+\w+"
    r"|don'?t\s+\w+|just\s+(?:give|tell|show|write|send)|pls|please|plz|stick\s+to|short|brief"
    r"|quick)\b",
    needs=("keep", "make", "skip", "no", "don", "just", "pl", "stick", "short", "brief", "quick"),
)
"""A word of an ask to the agent, which a moment makes this turn's ("keep it short today");
a fact said with a moment ("long shift today (paramedic, 6 years)") is no ask."""
_STATEMENT = re.compile(
    r"^\W*(?:i|we|i'?m|we'?re|i'?ve|we'?ve|i'?ll|we'?ll|i'?d|my|our|it'?s|that'?s|this\s+is"
    r"|there'?s|let'?s)\b",
    re.IGNORECASE,
)
"""What a statement about the user or a choice opens with; a request does not."""


@lru_cache(maxsize=4096)
def marks_one_off(sentence: str) -> bool:
    """Whether `sentence` marks the reply's request as for this turn only.

    Cached: the reading asks it of each sentence more than once.
    """
    return (
        _ONE_OFF.found(sentence)
        and _INFO_QUESTION.match(sentence) is None
        and _BEYOND_THIS.search(sentence) is None
        # "use the same format as last time from now on": the same way, for good
        and not (_SAME_AS.search(sentence) is not None and _lasts(sentence))
    )


def bounds_in_time(sentence: str) -> bool:
    """Whether `sentence` only bounds what was said before it in time, asking nothing itself.

    "tomorrow its back to normal", "just for today": the pick or ask before it holds until
    then. "for this email only, keep it short" marks a one-off (`marks_one_off`) but is an
    ask of its own, which bounds nothing before it.
    """
    return _UNTIL_THEN.search(sentence) is not None


_UNTIL_THEN = re.compile(
    r"^\W*(?:(?:and|but|lol|ok|then)\W+)?(?:(?:tomorrow|monday|next\s+week)\W+(?:it'?s|its|i'?m|im"
    r"|we'?re|were)\s+)?back\s+to\s+(?:normal|the\s+usual|usual|the\s+plan)\b"
    r"|^\W*(?:just|only)\s+(?:for\s+)?(?:today|tonight|now|this\s+once)\W*$",
    re.IGNORECASE,
)


_YES_TO = re.compile(
    r"^\W*(?:yes+|yeah+|yep|yup|sure|ok(?:ay)?|go\s+on|go\s+for\s+it|do\s+it"
    # "please!" alone takes the offer; "please weigh it in grams" asks a way of its own
    r"|(?:please|pls)(?=[\s,!.]*$))\b[\s,!.]*"
    r"(?P<rest>[^.!?]*)[.!]*$",
    re.IGNORECASE,
)
_OFFERED = re.compile(
    r"\b(?:" + p.OFFER_ASK + r"|want|need\s+(?:me\s+to|a|an|the))\b[^?]*\?\s*$",
    re.IGNORECASE,
)
_OFFER_REST_WORDS = 4
_MORE_THAN_YES = re.compile(
    r"\b(?:i|i'?m|im|my|we|we'?re|our|me|no|not|never|without|don'?t|btw|though|tho|but|in|always"
    r"|instead|rather)\b",
    re.IGNORECASE,
)
"""Words that tell or ask something of the user's own after a yes."""


def accepts_offer(sentence: str, agent_output: str) -> bool:
    """Whether `sentence` says yes to what the agent offered last ("yes table pls").

    "Want this as a week-by-week table?" "yes table pls": the table is this answer's, no
    way of answering to keep. A yes that says it lasts ("yes, always do tables") is read
    as it stands.
    """
    m = _YES_TO.match(sentence)
    if m is None or len(m.group("rest").split()) > _OFFER_REST_WORDS or standing(sentence):
        return False
    if _MORE_THAN_YES.search(m.group("rest")):
        return False  # "ok, i'm vegetarian btw", "sure, no emojis though": more than a yes
    return _OFFERED.search(agent_output.rstrip()[-200:]) is not None


_BEYOND_THIS = re.compile(
    r"\bnot\s+(?:just|only|merely)\s+(?:for\s+|in\s+|on\s+)?(?:this|today|now|once)\b"
    r"|\bnot\s+(?:a|as\s+a)\s+one[-\s]off\b"
    r"|\b(?:for\s+|in\s+|on\s+)?this\s+(?:one\s+)?(?:and|&|\+)\s+(?:any|every|all|each|future"
    r"|later|other)\b"
    # "for this one everything in micropython": the one is a project, its class all its work
    r"|^\W*(?:for|on|with)\s+this\s+one\s*,?\s+(?:everything|every|any|all|always|never)\b",
    re.IGNORECASE,
)
"""A one-off denied or widened ("a standing rule, not just this one", "for this and any
report you help with", "for this one everything in micropython"): the ask lasts."""


_INFO_QUESTION = re.compile(
    r"^\W*(?:(?:so|and|ok(?:ay)?|also|but)[\s,]+)?how\s+(?:do|can|could|would|did)\s+(?:i|we)\s+"
    r"(?!(?:write|say|reply|respond|word|phrase|answer)\b)[^?]*\?\W*$",
    re.IGNORECASE,
)
"""A question for information ("how do I lock the screen on this one?"): its "this one" is a
thing asked about, not a request marked as one-off."""


_LASTING = screened(r"\b(?:ever|in\s+general|as\s+a\s+rule)\b", re.IGNORECASE)
"""Further words that make an instruction last ("no emojis, ever")."""


def _lasts(sentence: str) -> bool:
    return p.STANDING_MARKER.search(sentence) is not None or _LASTING.search(sentence) is not None


def standing(sentence: str) -> bool:
    """Whether `sentence` says it holds beyond this turn ("always", "from now on", "ever")."""
    return _lasts(sentence) and not _ONE_OFF.found(sentence)


_CLAUSE = re.compile(r"\s*[,;:]\s*|\s+(?:as|because|since|cause|cos|and)\s+", re.IGNORECASE)
_NOT_THE_MOMENT = re.compile(
    r"\b(?:you|you've|you're|again|i\s+(?:said|told|asked|mentioned))\b", re.IGNORECASE
)
"""A clause about what the agent did or the user said before ("you used them again today",
"as I said today"): the reason of an ask, not its moment."""


def _asked_for_the_moment(sentence: str) -> bool:
    """Whether `sentence` asks for something beside a moment ("keep it short today").

    The moment must be the ask's own, not its reason's: "No bullet points please, you used
    them again today" asks for something that lasts.
    """
    if not _MOMENT.found(sentence) or not _ASKED.found(sentence):
        return False
    return any(
        _MOMENT.found(clause) and not _NOT_THE_MOMENT.search(clause)
        for clause in _CLAUSE.split(sentence)
    )


def for_now_request(sentence: str) -> bool:
    """Whether `sentence` asks for something "for now" (a request, not a statement)."""
    if not _FOR_NOW.found(sentence) and not _asked_for_the_moment(sentence):
        return False
    return _STATEMENT.match(h.strip_filler(sentence)) is None


_BUT = re.compile(r"\s*(?:,\s*|;\s*|\s)(?:but|though|except)\s+|\s*;\s*", re.IGNORECASE)


def one_off_apart(sentence: str) -> tuple[str, ...]:
    """A sentence that sets a lasting rule and a one-off beside it, as its two parts.

    "no emojis ever, but for this post only add a few": the rule lasts, the exception is
    this turn's; read together the one-off would take the rule with it.
    """
    if not marks_one_off(sentence) or not _lasts(sentence):
        return (sentence,)
    parts = tuple(x.strip() for x in _BUT.split(sentence) if x.strip())
    if any(marks_one_off(x) for x in parts) and any(standing(x) for x in parts):
        return parts
    return (sentence,)


_CIRCUMSTANCE = re.compile(
    r"\b(?:today|tonight|right\s+now|at\s+the\s+moment|atm|for\s+now|this\s+(?:time|morning"
    r"|afternoon|evening|week|weekend)|on\s+(?:my|the|a)\s+(?:phone|mobile|laptop|computer|tablet"
    r"|ipad|train|bus|plane|flight)|(?:can'?t|cannot|unable\s+to)\s+(?:apply|open|see|read|use|run"
    r"|install|view|print|copy|paste|download|scroll)"
    # "my downstairs neighbour is off sick and I don't want to stomp around": a state that
    # passes, of the user or someone near, and what it keeps them from
    r"|off\s+sick|(?:is|am|'m|are|'re)\s+(?:ill|sick|asleep|napping|poorly|hungover|exhausted"
    r"|knackered|jet-?lagged|visiting|over|staying\s+(?:with|over))|in\s+(?:hospital|bed)"
    r"|(?:don'?t|do\s+not)\s+want\s+to)\b",
    re.IGNORECASE,
)


def explains_one_off(fact: str) -> bool:
    """Whether a fact told in a one-off turn is the moment that makes the ask one-off.

    "I'm on my phone and can't apply a diff", "I'm on the computer at the library today":
    why this answer differs, not the user's life; "I'm at Blackthorn Security" is kept.
    """
    return _CIRCUMSTANCE.search(fact) is not None
