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
from imprint.pipeline.hedges import hedged
from imprint.pipeline.screened import screened
from imprint.pipeline.work import about_work

__all__ = ["work_news"]

_I = re.IGNORECASE
_DAY = r"(?:(?:last\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|yesterday|today)"
_NAMED = r"(?:the\s+)?(?-i:[A-Z])[\w&'.-]*(?:\s+(?:&\s+)?(?-i:[A-Z])[\w&'.-]*){0,3}"
"""A capitalised name: where the user worked, not "the conference" or "the team"."""
_NAME = r"(?:the\s+)?[\w&'.-]+(?:\s+(?:&\s+)?(?!(?:done|now|lol|today|yesterday)\b)[\w&'.-]+){0,3}?"
_END = r"(?=\s*(?:[,.;:!?()]|$|\s+(?:and|but|so|after|since|for|which|where|done|now|lol)\b))"
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
            rf"|school|course|module|savings|isa|pension|team\s+chat)\b){_NAME}{_END}",
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
            rf"(?:^|[,;:.!]\s*|\bmy\s+)first\s+(?:week|day|month)\s+(?:at|with)\s+"
            rf"(?:{_NAMED}|the\s+new\s+(?:job|place|firm|company|practice|office|hospital|clinic))"
            rf"{_END}",
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
_STARTS = re.compile(r"^(?:[,;:.!]\s*)?(?:my\s+)?(?:first\s+(?:week|day|month)|started)\b", _I)


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
        role = _STARTED_AS.search(said)
        if role is not None and not about_work(f"The user is {role.group(1)}."):
            continue  # "started as a beginner in yoga": no job
        if said[:4].lower() == "went":
            said = "I " + said
        if _STARTS.match(said):
            # "first week at Ledgerly", "started as a staff nurse": the "I" was dropped
            said = "I " + re.sub(
                r"^(?:my\s+)?first\s+(\w+)\s+", r"started this \1 ", said, flags=_I
            )
        content = h.canonical(said)
        if content is not None:
            return content, subject
    return None
