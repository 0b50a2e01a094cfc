"""A change told as the ground of an ask: "now that I'm a senior designer I review juniors' work".

People often give their news only as the reason for what they ask: "now that I'm a senior
designer I have to review juniors' work, tips?", "now that we've moved to Leeds, any good
schools?", "now that I work from home I snack all day". The clause after "now that" is
what holds now, so `now_that(sentence)` keeps it as a fact of the user's ("The user is a
senior designer now."), told as a change. Only the user's own clause is read ("I", "we"):
"now that the kids are at school" tells of the kids.
"""

from __future__ import annotations

import re

from imprint.pipeline.canonical import third_singular
from imprint.pipeline.subjects import SUBJECTS, subject_of, word_subject

__all__ = ["now_that"]

_NOW_THAT = re.compile(
    r"\bnow\s+that\s+(?P<who>i'?m|i\s+am|im|we'?re|we\s+are|i'?ve|i\s+have|ive|we'?ve|we\s+have"
    r"|i|we)\s+(?P<what>(?:(?!\b(?:i|we|my|our|and|but|so)\b)[^,;.!?]){3,60}?)"
    r"(?=\s*(?:[,;.!?]|$|\s+(?:i|we|my|our|what|how|which|any|is|are|can|should|do)\b))",
    re.IGNORECASE,
)
_FORMS = {
    "i'm": "is",
    "i am": "is",
    "im": "is",
    "we're": "is",
    "we are": "is",
    "i've": "has",
    "i have": "has",
    "ive": "has",
    "we've": "has",
    "we have": "has",
}
"""The verb the user's clause takes in the third person ("I'm" -> "is")."""
_NOT_NEWS = re.compile(
    r"^(?:thinking|looking|trying|wondering|here|back|done|finished|sure|clear|awake|home|free"
    r"|ready|talking|asking|on\s+(?:it|the\s+(?:call|phone))|got\s+(?:you|that|it)|seen|read"
    r"|know|understand|think|mention|remember|at\s+it|in\s+here|logged\s+in|signed\s+in"
    # "now that I have the data", "now that I've got your attention": a thing of the task
    r"|(?:got\s+)?(?:the|this|that|these|those|it|them|your|some|a\s+few)\b)\b",
    re.IGNORECASE,
)
"""What the clause says of this moment of the talk ("now that I've read it", "now that I'm
here"), no news of the user's life."""


_SINCE_DOING = re.compile(
    r"(?:^\W*|[,;:.!?]\s+|\b(?:and|so|but|ever)\s+)since\s+(?P<verb>upgrading|switching|moving"
    r"|migrating|transferring|joining|starting|changing)\s+(?P<what>(?:(?:over\s+)?(?:to|into|onto|at)"
    r"\s+)?(?:the\s+|a\s+|our\s+|my\s+)?(?-i:[A-Z0-9])[^,;.!?]{0,40}?)(?=\s*(?:[,;.!?]|$|\s+(?:i|we"
    r"|my|our|how|what|which|is|are|can|should|do|it|things)\b))",
    re.IGNORECASE,
)
"""News given as the time an ask dates from: "since upgrading to the Team plan, how do I ..."."""
_PAST = {
    "upgrading": "upgraded",
    "switching": "switched",
    "moving": "moved",
    "migrating": "migrated",
    "transferring": "transferred",
    "joining": "joined",
    "starting": "started",
    "changing": "changed",
}


_NOW_THAT_THING = re.compile(
    r"\bnow\s+that\s+(?:the|our|my)\s+(?P<thing>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?P<verb>lives|runs"
    r"|sits|is\s+hosted|is\s+built|is|'s)\s+(?P<prep>on|in|with)\s+(?P<what>[^,;.!?]{2,40}?)"
    r"(?=\s*(?:[,;.!?]|$|\s+(?:i|we|how|what|which|can|should|do|is|are|any)\b))",
    re.IGNORECASE,
)
"""A thing of the user's on a new tool, given as the ground of an ask: "now that the blog
lives on ghost, how do I ...". Only a tool of a known kind counts ("now that the kids are in
bed" names none)."""
_AFTER_MOVE = re.compile(
    r"\b(?:after|since)\s+(?:the|our|my)\s+(?P<what>[\w.+-]+(?:\s+[\w.+-]+)?)\s+(?:migration"
    r"|switch|move|rollout|cutover|switchover)\b",
    re.IGNORECASE,
)
"""A move to a tool named as the time an ask dates from: "after the vitest migration"."""


def _kind_word(what: str) -> bool:
    """Whether `what` names a kind of thing, not a tool ("car", "diet", "the bank")."""
    words = what.split()
    return len(words) == 1 and (words[0] in SUBJECTS or words[0] in _KINDS)


_KINDS = frozenset(
    "car diet manager boss phone bank job gym school energy insurance provider supplier laptop"
    " computer team office house flat home job role hosting host server".split()
)


def now_that(sentence: str) -> str | None:
    """The user's news `sentence` gives as the ground of an ask ("now that I'm ..."), or None."""
    low = sentence.lower()
    if "after " in low or "since " in low:
        moved = _AFTER_MOVE.search(sentence)
        what = moved.group("what").lower() if moved is not None else ""
        if moved is not None and subject_of(what) is not None and not _kind_word(what):
            return f"The user's team moved to {moved.group('what')}."
    if "now that" in low:
        thing = _NOW_THAT_THING.search(sentence)
        if (
            thing is not None
            and (subject_of(thing.group("what")) or word_subject(thing.group("what"), sentence))
            and not _kind_word(thing.group("what").lower())
        ):
            what = " ".join(thing.group("what").split())
            verb = "is" if thing.group("verb") == "'s" else thing.group("verb").lower()
            return (
                f"The user's {thing.group('thing').lower()} {verb} {thing.group('prep').lower()}"
                f" {what} now."
            )
    if "since " in low:
        since = _SINCE_DOING.search(sentence)
        if since is not None:
            what = " ".join(since.group("what").split())
            return f"The user {_PAST[since.group('verb').lower()]} {what}."
    if "now that" not in low:
        return None
    m = _NOW_THAT.search(sentence)
    if m is None:
        return None
    what = " ".join(m.group("what").split())
    if _NOT_NEWS.match(what):
        return None
    who = " ".join(m.group("who").lower().split())
    verb = _FORMS.get(who)
    if verb is None:
        # "now that I work from home": the verb is the clause's own
        first, _, rest = what.partition(" ")
        told = f"{third_singular(first)} {rest}".rstrip()
        return f"The user {told} now."
    return f"The user {verb} {what} now."
