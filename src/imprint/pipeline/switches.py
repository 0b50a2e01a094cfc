"""English statements of a new value that replaces an old one, however the change is said.

`switch_in(sentence)` reads the new value of a change and, when it is named, the old one:
- a move from one value to another: "I switched from Notion to Obsidian", "migrated from
  Windows to Linux", "we moved over from Jira to Linear";
- one value given up for another: "dropped Chrome for Firefox", "traded my iPhone for a
  Pixel", "replaced Yarn with pnpm", "ditched vscode, i'm on zed now", "gave up Spotify,
  using Tidal now";
- a new employer or home said without "now work at" / "now live in": "these days i'm at
  Stripe", "I'm with Shopify now", "joined Datadog last month", "now that we've unpacked
  in Leeds", "since moving to Porto".

The statement it gives is stored as a fact with the subject of the old value (or of the new
one), so a later change of the same attribute finds it, and the old value is retired by the
reply's `replaces` (`updates.py`). Only the first person counts: "my sister moved from Oslo
to Bergen" changes nothing of the user's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.subjects import subject_of

__all__ = ["Switch", "switch_in"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Switch:
    """A change read from a sentence: the statement to keep and what it replaces."""

    text: str
    """The statement in the first person ("I switched from X to Y."), to be made canonical."""
    new: str
    """The new value, as written."""
    old: str | None
    """The old value, when the sentence names it."""
    subject: str | None
    """The attribute that changed, when known."""


_VALUE = r"[\w][\w.+#'-]*(?:\s+[\w.+#'-]+){0,2}?"
_END = (
    r"(?=\s*(?:[,.;:!?)]|$|\s(?:now|these\s+days|nowadays|last|this|since|because|as|after|in"
    r"|for|and|but|instead|full[- ]time|too|recently|a\s+while|ago|lol|haha|btw|though|anyway"
    r"|which|so|over|yesterday|today|finally|at\s+last|a|an|the|about|around|during|when|while"
    r"|with|way|before|until|it|is|was|mostly|mainly|lately|on|to|from|of|like|cuz|because)\b))"
)
_SUBJECT_SELF = (
    r"(?:^\W*(?:(?:ok(?:ay)?|so|well|update|news|btw|fyi|yeah|yep|oh|also|ugh|lol|hey|hi|quick"
    r"\s+update|heads\s+up)\W+)*(?:(?:i|we)(?:'ve|\s+have)?\s+)?|(?:[,;:]\s*|\b(?:and|but|so"
    r"|also|btw|fyi|ok)\s+)(?:i|we)(?:'ve|\s+have)?\s+)"
)
"""Where a change said in the first person starts: "I switched", "we've moved", or chat's
bare "switched ..." at the start of a sentence."""
_ADVERB = r"(?:(?:finally|just|recently|already|officially|actually|fully|completely|totally)\s+)*"
_DET = r"(?:(?:the|my|our|a|an)\s+)?"
_FROM_TO = re.compile(
    _SUBJECT_SELF + _ADVERB + r"(?P<verb>switched|moved|migrated|changed|went|transitioned|jumped"
    r"|converted|relocated|ported|swapped)\s+(?:(?:all|everything|it|over|back)\s+)*from\s+"
    + _DET
    + r"(?P<old>"
    + _VALUE
    + r")\s+(?:to|onto|over\s+to|into)\s+"
    + _DET
    + r"(?P<new>"
    + _VALUE
    + r")"
    + _END,
    re.IGNORECASE,
)
_FOR = re.compile(
    _SUBJECT_SELF + _ADVERB + r"(?P<verb>dropped|ditched|traded(?:\s+in)?|swapped(?:\s+out)?"
    r"|replaced|exchanged|abandoned|gave\s+up(?:\s+on)?|dumped|binned|left|quit)\s+"
    + _DET
    + r"(?P<old>"
    + _VALUE
    + r")\s+(?:for|with|in\s+favou?r\s+of)\s+"
    + _DET
    + r"(?P<new>"
    + _VALUE
    + r")"
    + _END,
    re.IGNORECASE,
)
_THEN_ON = re.compile(
    _SUBJECT_SELF + _ADVERB + r"(?P<verb>dropped|ditched|gave\s+up(?:\s+on)?|quit|abandoned"
    r"|stopped\s+using|got\s+rid\s+of|moved\s+off|done\s+with|dumped|binned|uninstalled)\s+"
    + _DET
    + r"(?P<old>"
    + _VALUE
    + r")(?:\s+(?:for\s+good|for\s+real|completely|entirely|at\s+last|altogether))?"
    r"\s*(?:,|;|:|\.|-+|\band\b|\bso\b)\s*(?:(?:and|so|now)\s+)?"
    r"(?:(?:i'?m|we'?re|i\s+am|we\s+are)\s+(?:now\s+)?(?:on|using|with|running)|(?:i|we)\s+(?:now\s+)?(?:use|run)|(?:now\s+)?using"
    r"|on)\s+" + _DET + r"(?P<new>" + _VALUE + r")" + _END,
    re.IGNORECASE,
)
_AT_NOW = re.compile(
    r"(?:^|[,;:]\s*|\b(?:and|but|so|also|btw|fyi|ok|actually|well)\s+)(?:(?:these\s+days|nowadays"
    r"|now)\s*,?\s+)?(?P<lead>i'?m|i\s+am)\s+(?:now\s+)?(?:at|with)\s+(?P<new>(?-i:[A-Z])[\w.&'-]*"
    r"(?:\s+(?-i:[A-Z])[\w.&'-]*)?)(?P<tail>\s+now|\s+these\s+days|\s+nowadays)?\b",
    re.IGNORECASE,
)
_NOW_I = re.compile(
    r"(?:^|[,;:]\s*|\b(?:and|but|so)\s+)now\s+(?:i|we)\s+(?P<verb>teach|work|live)\s+"
    r"(?P<rest>(?:at|for|in)\s+[^,.;!?]{2,60})",
    re.IGNORECASE,
)
"""A new workplace or home said after what changed: "they transferred me, now I teach at ..."."""
_NOW_SUBJECT = {
    "teach": ("employer", ("at", "in")),
    "work": ("employer", ("at", "for")),
    "live": ("city", ("in",)),
}
"""The subject a new workplace or home sets, and the words that introduce it ("live at my
parents' place for a bit" is a stay, not a home)."""
_JOINED = re.compile(
    r"^\W*(?:(?:just|recently|finally|officially)\s+)?(?:joined|started\s+(?:working\s+)?at"
    r"|started\s+a\s+new\s+(?:job|role|position)\s+at)\s+(?P<new>(?-i:[A-Z])[\w.&'-]*"
    r"(?:\s+(?-i:[A-Z])[\w.&'-]*)?)\b",
    re.IGNORECASE,
)
_SETTLED = re.compile(
    r"\b(?:now\s+that|since|after)\s+(?:(?:i|we)(?:'ve|\s+have|'re|\s+are)?\s+)?"
    + _ADVERB
    + r"(?:unpacked|settled|moved|moving|relocated|relocating|landed)\s+(?:(?:in|down\s+in|into|to"
    r"|over\s+to)\s+)(?P<new>(?-i:[A-Z])[\w'-]*(?:\s+(?!I\b)(?-i:[A-Z])[\w'-]*)?)\b",
    re.IGNORECASE,
)
_TRANSIENT = frozenset(
    "home work school the gym airport office station hotel hospital cafe coffee lunch dinner"
    " breakfast desk beach park party bar pub church moment".split()
)
"""Where one is for an hour, not an employer: "I'm at Heathrow now" is said with these."""
_STOP_VALUE = frozenset("it that this them those these there here one ones new".split())
_WORDS = frozenset(
    "switched moved migrated changed went transitioned jumped converted relocated ported swapped"
    " dropped ditched traded replaced exchanged abandoned gave dumped binned left quit stopped got"
    " done uninstalled joined started unpacked settled moving relocating landed now".split()
)
_AT_WORDS = frozenset({"i'm", "im", "am"})
_WORD = re.compile(r"[a-z']+")


def _value(text: str) -> str | None:
    value = text.strip(" '\"-")
    if not value or set(value.lower().split()) & _STOP_VALUE:
        return None
    return value


def _named(value: str) -> bool:
    """A value that names a product, place or version ("Firefox", "iPhone", "k8s", "3.12")."""
    return any(c.isupper() or c.isdigit() for c in value) or subject_of(value) is not None


def switch_in(sentence: str) -> Switch | None:
    """The change `sentence` states in the first person, or None (see the module docstring)."""
    words = set(_WORD.findall(sentence.lower()))
    if not words & _WORDS and not (words & _AT_WORDS and ("at" in words or "with" in words)):
        return None
    for pattern in (_FROM_TO, _FOR, _THEN_ON):
        m = pattern.search(sentence)
        if m is None:
            continue
        old, new = _value(m.group("old")), _value(m.group("new"))
        if old is None or new is None or old.lower() == new.lower():
            continue
        verb = m.group("verb").lower()
        if pattern is _FOR and not (_named(old) and _named(new)):
            continue  # "dropped the meeting for lunch": not one tool or place for another
        subject = subject_of(old) or subject_of(new)
        if subject is None and verb in ("moved", "relocated") and new[:1].isupper():
            subject = "city"
        return Switch(text=f"I switched from {old} to {new}", new=new, old=old, subject=subject)
    m = _NOW_I.search(sentence)
    if m is not None:
        verb, rest = m.group("verb").lower(), m.group("rest").strip()
        preposition, new = rest.split(None, 1)
        subject, prepositions = _NOW_SUBJECT[verb]
        if preposition.lower() in prepositions:
            return Switch(text=f"I {verb} {rest} now", new=new, old=None, subject=subject)
    m = _JOINED.search(sentence)
    if m is not None:
        return Switch(
            text=f"I joined {m.group('new')}", new=m.group("new"), old=None, subject="employer"
        )
    m = _SETTLED.search(sentence)
    if m is not None:
        new = m.group("new")
        return Switch(text=f"I live in {new} now", new=new, old=None, subject="city")
    m = _AT_NOW.search(sentence)
    if m is not None and (
        m.group("tail")
        or re.search(r"these\s+days|nowadays|\bnow\b", sentence[: m.start("lead")], re.I)
    ):
        new = m.group("new")
        if new.lower() not in _TRANSIENT and subject_of(new) is None:
            return Switch(text=f"I work at {new} now", new=new, old=None, subject="employer")
    return None
