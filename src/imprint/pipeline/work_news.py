"""News of the user's work told in the first person, in the shapes no other reader keeps.

"Friday was my last day at the Tribune", "I'm going freelance full-time", "I report to
Oskar now", "I transferred to labor & delivery", "went in-house at Corvana Health", "first
week at Ledgerly", "started as a staff nurse on ward 12". Each is a change of what the user
does or for whom, so it is kept as a fact of their work (`role`, `employer` or `manager`)
that says it changed, and `supersede` retires the work told before. English only; someone
else's news ("my son's first day at school", "she went freelance") is not read.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline import patterns as p
from imprint.pipeline.hedges import hedged
from imprint.pipeline.screened import screened
from imprint.pipeline.topic_change import ROLE_HEAD
from imprint.pipeline.work import about_work

__all__ = ["work_news"]

_I = re.IGNORECASE
_DAY = r"(?:(?:last\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|yesterday|today)"
_NAMED = r"(?:the\s+)?(?-i:[A-Z])[\w&'.-]*(?:\s+(?:&\s+)?(?-i:[A-Z])[\w&'.-]*){0,3}"
"""A capitalised name: where the user worked, not "the conference" or "the team"."""
_NAME = r"(?:the\s+)?[\w&'.-]+(?:\s+(?:&\s+)?(?!(?:done|now|lol|today|yesterday)\b)[\w&'.-]+){0,3}?"
_LAUGH = r"(?:lol|lmao|haha+|yay|woo+|omg)"
"""A laugh typed at a clause's end ("first week at datadog lol")."""
_SAID_OVER = r"(?:done|over|finished|complete|survived|today|yesterday)"
"""The stretch at a new workplace said to be behind ("first week at korvo done")."""
_TYPED = (
    r"(?!(?:work|home|the|my|our|a|an|this|it|last|uni|school|college|nursery|camp|church"
    r"|night|last|least|most|all|once|gym|hospital|clinic|office|job)\b)[a-z][\w&'.-]{2,}"
    # "first two weeks at lumen pay done": a second word of the name, not a place of study
    # or play nor the words that close the clause
    rf"(?:\s+(?!(?:{_LAUGH}|{_SAID_OVER}|camp|school|club|college|uni|class|course|academy|gym"
    r"|pool|church|hospital|clinic|ward)\b)"
    r"[a-z][\w&'.-]{1,})?"
    # "first week at datadog lol, ...": a laugh before the clause ends; "first week at korvo
    # done, ...": the stretch said over
    rf"(?=(?:\s+{_LAUGH})?(?:\s+{_SAID_OVER})?"
    r"\s*(?:\(|,|\.|!|$))"
)
"""A workplace typed in lower case, alone before a bracket or the clause's end ("first week
at ledgerly (fintech, ...)")."""
_FIRST_PERIOD = (
    r"(?:(?:(?:two|three|four|few|couple(?:\s+of)?|[2-4])\s+)?"
    r"(?:week|day|month|shift|fortnight|rotation)s?)"
)
"""The first stretch of time at a new place of work ("first fortnight at Ledgerly", "first two
weeks at lumen pay"); a term or a semester is as often a student's ("first semester at
Stanford was rough")."""
_WORKPLACE_IN = r"(?:tower|office|branch|site|depot|ward|clinic|lab|store|hq|plant)"
"""A workplace named by its town ("first week in Dublin tower", "in Leeds office")."""
_END = (
    r"(?=\s*(?:[,.;:!?()]|$|\s+(?:and|but|so|after|since|for|which|where|done|now|"
    + _LAUGH
    + r"|today"
    r"|yesterday|this|last|on|was|is|went|has)\b))"
)
_NEWS: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(
            rf"\b{_DAY}\s+was\s+my\s+(?:very\s+)?(?:last|final)\s+day(?:\s+(?:at|with)\s+{_NAMED})?"
            rf"{_END}|\bmy\s+(?:very\s+)?(?:last|final)\s+day\s+(?:at|with)\s+{_NAMED}\s+was\s+{_DAY}\b",
            _I,
        ),
        "role",
    ),
    (
        re.compile(
            r"\b(?:i'?m|i\s+am)\s+(?:now\s+|officially\s+)?going\s+(?:freelance|self[-\s]employed"
            r"|independent|part[-\s]time|contract(?:ing)?)\b(?:\s+full[-\s]time)?"
            r"|\bi\s+(?:just\s+|finally\s+|officially\s+)?went\s+(?:freelance|self[-\s]employed"
            r"|independent|part[-\s]time)\b",
            _I,
        ),
        "role",
    ),
    (
        re.compile(
            r"\bi\s+(?:now\s+)?report\s+to\s+(?!(?:the|a|an|jury|hr|work|duty|reception|my|our"
            r"|security|court|base|him|her|them)\b)[a-z][\w'-]+(?:\s+now|(?<=\bnow\s)\S*)",
            _I,
        ),
        "manager",
    ),
    (
        re.compile(
            rf"\bi\s+(?:just\s+|finally\s+|recently\s+)?(?:transferred|moved\s+over)\s+to\s+"
            rf"(?![^,.;!?]*(?:card\b|\baccount|\bbank|plan|flight|train|bus|seat|uni|university|college"
            rf"|school|course|module|savings|isa|pension|team\s+chat|masters?|master's|degree|msc"
            rf"|mba|phd|semester|undergrad)\b){_NAME}{_END}",
            _I,
        ),
        "role",
    ),
    (
        re.compile(rf"\b(?:i\s+)?went\s+in-?house\s+(?:at|with|for)\s+{_NAME}{_END}", _I),
        "employer",
    ),
    (
        re.compile(
            # "first week as talent lead at Pellow Logistics": the role said on the way
            rf"(?:^|[,;:.!]\s*|\bmy\s+|\b(?:so|ok|okay|well|and|also|finally)\s+)"
            rf"first\s+{_FIRST_PERIOD}\s+"
            rf"(?:as\s+(?:a\s+|an\s+|the\s+)?[\w&'-]+(?:\s+[\w&'-]+){{0,4}}?\s+)?(?:(?:at|with)\s+"
            rf"(?:{_NAMED}|the\s+new\s+(?:job|place|firm|company|practice|office|hospital|clinic)"
            rf"|{_TYPED})|in\s+(?-i:[A-Z])\S*\s+{_WORKPLACE_IN})"
            # "first couple of weeks at brightline over": the stretch said to be behind
            rf"(?:{_END}|(?=\s+{_SAID_OVER}\b))",
            _I,
        ),
        "employer",
    ),
    (
        re.compile(
            r"(?:^|[,;:.!]\s*|\bi\s+)(?:just\s+)?started\s+as\s+(?:a|an)\s+[^,.;!?]{2,80}?"
            r"(?=\s*(?:[,.;!?]|$|\s+(?:this|last|and|but|so|since)\b))",
            _I,
        ),
        "role",
    ),
)
"""Each shape of work news, and the subject its fact is filed under."""
_SCREEN = screened(
    r"\b(?:day|freelance|self|independent|part|contract|report|transferred|moved\s+over"
    r"|in-?house|first|started)\b",
    _I,
)
_NOT_WORK = re.compile(
    r"\b(?:at|with)\s+(?:the\s+)?(?:uni|university|school|college|nursery|camp|the\s+gym)\b"
    r"|\bof\s+(?:term|school|uni|the\s+holidays?|my\s+holiday)\b",
    _I,
)
"""Study, school and holidays: a last or first day of them is no change of work."""
_NOT_SAID = re.compile(
    r"\b(?:if|unless|wish|thinks?|says?|said|not|n't|never|maybe|might|would|could|should)\b"
    r"|n't\b",
    _I,
)
"""A condition, a wish, a denial or someone else's words: no news of the user's work."""
_BESIDE = re.compile(
    r"\b(?:second|side|another|other|extra|weekend)\s+(?:job|gig|role|shift)s?\b|\bon\s+weekends\b"
    r"|\balso\b|\btoo\b",
    _I,
)
"""Work beside the user's main job ("first week at my second job", "freelance on weekends")."""
_STARTED_AS = re.compile(r"\bstarted\s+as\s+(.+)$", _I)
_STARTS = re.compile(rf"^(?:[,;:.!]\s*)?(?:my\s+)?(?:first\s+{_FIRST_PERIOD}|started)\b", _I)


_TITLE = re.compile(
    r"^(?:(?:a|an|the)\s+)?(?P<title>[\w'-]+(?:\s+[\w'-]+){0,4}?)(?:\s+(?:at|with|for|in)\b|$)", _I
)
_NOT_JOBS = frozenset("student pupil member guest patient customer client volunteer".split())


def _names_a_job(role: str) -> bool:
    """Whether `role` ("head of sales at Quillon", "a porter at St Brigid's") is a job title.

    Its head (the word before "of", else the last) must be a job's: "a member at Peak Gym"
    and "a student at Leeds" are not work.
    """
    m = _TITLE.match(role.strip())
    if m is None:
        return False
    words = m.group("title").lower().split()
    head = words[words.index("of") - 1] if "of" in words[1:] else words[-1]
    if head in _NOT_JOBS or head in p.NOT_A_ROLE:
        return False
    return (
        head in p.ROLE_NOUNS
        or re.fullmatch(ROLE_HEAD, head, _I) is not None
        or p.ROLE_SUFFIX.fullmatch(head) is not None
    )


_TALK_LEAD = re.compile(r"^(?:(?:so|ok|okay|well|and|also|finally)\s+)+", _I)
"""A word of talk the match opened on ("so first week at quillon done")."""


def work_news(sentence: str) -> tuple[str, str] | None:
    """`(content, subject)` of the news of the user's work `sentence` tells, or None."""
    if _SCREEN.search(sentence) is None or sentence.rstrip().endswith("?"):
        return None
    if hedged(sentence) or _NOT_SAID.search(sentence) or _BESIDE.search(sentence):
        return None  # "if HR approves it", "my manager thinks I'm going freelance, I'm not"
    for pattern, subject in _NEWS:
        m = pattern.search(sentence)
        if m is None:
            continue
        said = m.group(0).strip(" ,;:.!")
        if _NOT_WORK.search(said):
            continue
        if said[:4].lower() == "went":
            said = "I " + said
        said = _TALK_LEAD.sub("", said)
        if _STARTS.match(said):
            # "first week at Ledgerly", "started as a staff nurse": the "I" was dropped
            said = "I " + re.sub(
                rf"^(?:my\s+)?first\s+{_FIRST_PERIOD}\s+", "started ", said, flags=_I
            )
        role = _STARTED_AS.search(said)
        if role is not None and not (
            about_work(f"The user is {role.group(1)}.") or _names_a_job(role.group(1))
        ):
            continue  # "started as a beginner in yoga", "first week as a member at ...": no job
        content = h.canonical(said)
        if content is not None:
            return content, subject
    return None
