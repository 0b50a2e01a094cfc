"""A change of mind about a topic and the new ask after it: "changed my mind on the bullets, ...".

"I changed my mind about type hints. add them", "changed my mind on the bullets, just do
short plain paragraphs again", "ok I've changed my mind re emojis - leave them out": the
user names what they take back, then asks anew. The ask alone ("add them", "just do short
plain paragraphs") reads as a request for this turn; after the change of mind it replaces a
standing one. `mind_apart(sentence)` gives the change of mind and the ask as two sentences,
so the ask is read with the topic the change named (`directions.resolve_topic`), as
standing when the topic is a way of working (`mind_stands`), taking the place of what was
asked on the topic (`after_change_of_mind`).
"""

from __future__ import annotations

import re

from imprint.pipeline.spec_sheets import names_standard
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.updates import Change
from imprint.pipeline.writing_rules import names_work

__all__ = [
    "after_change_of_mind",
    "ask_after",
    "changed_topic",
    "changes_mind",
    "given_up",
    "mind_apart",
    "mind_before",
    "mind_stands",
]

_MIND = r"(?:changed|change)\s+my\s+mind\s+(?:about|on|re:?|regarding|with|wrt|over)\s+"
_TOPIC = r"(?P<topic>[^.,;:!?()\u2014]{2,40}?)"
"""A change of mind and the topic it names, as both patterns below read them."""
_CHANGED = re.compile(
    r"^(?P<lead>\W*(?:(?:ok(?:ay)?|so|actually|hmm+|right|wait|sorry|um+|hey)[\s,.!]+)*"
    r"(?:i(?:'ve|\s+have)?\s+)?"
    + _MIND
    + _TOPIC
    + r")\s*(?:[.,;:!]+|\s+-+|\s*\u2014)\s*(?P<ask>\S.*)$",
    re.IGNORECASE,
)
"""A change of mind naming its topic, then the rest of the sentence."""
_NAMED = re.compile(r"\b" + _MIND + _TOPIC + r"\s*(?:[.,;:!?\u2014]|\s-|$)", re.IGNORECASE)


def mind_apart(sentence: str) -> tuple[str, ...]:
    """`sentence` as its change of mind and the ask after it, or as it is."""
    if "mind" not in sentence.lower():
        return (sentence,)
    m = _CHANGED.match(sentence.strip())
    if m is None or len(m.group("ask").split()) < 2:
        return (sentence,)
    # said one way, so the change of mind is read as a retraction and kept as nothing else
    return (f"I changed my mind about {m.group('topic').strip()}.", m.group("ask").strip())


def changed_topic(sentence: str) -> str | None:
    """The topic a change of mind names ("type hints"), or None."""
    if "mind" not in sentence.lower():
        return None
    m = _NAMED.search(sentence)
    return m.group("topic").strip() if m is not None else None


_BARE_MIND = re.compile(
    r"\b(?:changed|change)\s+(?:my|our)\s+minds?\b(?!\s+(?:about|on|re|regarding|with|wrt|over)\b)"
    r"[\s,.;:!-]*(?:(?:because|cos|cause|since|as)\s+)?(?:the|that|this)\s+"
    r"(?P<old>[\w'-]+(?:\s+[\w'-]+)?)\s+(?:is|was|'s|are|were|smells|looks|feels|sounds|costs"
    r"|seems|has|had|won'?t|doesn'?t|didn'?t|isn'?t|wasn'?t|can'?t|got|gets)\b",
    re.IGNORECASE,
)
"""A change of mind whose reason names what is given up: "i changed my mind, the lodge
smells like 1987" gives up the lodge."""


def given_up(previous: str) -> str | None:
    """What a bare change of mind gives up, named by its reason ("the lodge"), or None."""
    if "mind" not in previous.lower():
        return None
    m = _BARE_MIND.search(previous)
    return m.group("old").strip() if m is not None else None


def changes_mind(previous: str) -> bool:
    """Whether `previous` is a change of mind that names its topic."""
    return changed_topic(previous) is not None


_ARTICLE = re.compile(
    r"^(?:the|a|an|my|our|your|all\s+the|those|these|that|this)\s+", re.IGNORECASE
)


def after_change_of_mind(change: Change, topic: str) -> Change:
    """The change a new ask after a change of mind about `topic` makes.

    It takes the place of what was asked before on the topic: it revises, and a rule that
    names the topic ("the body font in Helvetica") while the new ask does not ("use
    Georgia instead") is out of date.
    """
    value = _KIND_AFTER.sub("", _ARTICLE.sub("", topic).strip().lower())
    named = (value,) if value and value not in _POINTERS else ()
    return Change(
        replaces=tuple(dict.fromkeys((*change.replaces, *named))),
        retracts=change.retracts,
        changed=True,
        revises=True,
    )


_KIND_AFTER = re.compile(
    r"\s+(?:thing|stuff|bit|part|business|idea|approach|format|style|rule|request)s?$", re.I
)
"""A word after the topic that says only what kind of thing it is ("the step by step thing")."""
_POINTERS = frozenset("that this it them those these one stuff thing things".split())
"""Topics that name nothing ("changed my mind on that"): no value to retire."""


_MIND_REACH = 2
"""Sentences back a change of mind still reaches: a reason may come between it and the ask."""


def mind_before(sentences: tuple[str, ...] | list[str]) -> str | None:
    """The latest change of mind among the last sentences before this one, or None."""
    for sentence in reversed(sentences[-_MIND_REACH:]):
        if changes_mind(sentence):
            return sentence
    return None


_ASK_AT_END = re.compile(
    r"(?:[,;]\s*|\s-+\s*|\bso\s+)(?P<ask>(?:(?:just|so|pls|please|and)\s+)*(?:do|use|go|make"
    r"|write|keep|give|put|switch|stick|send|format|stay|leave|drop|skip|add|stop|start)\b"
    r"[^,;]{3,80})[.!]*$",
    re.IGNORECASE,
)
"""An ask that closes a sentence after a reason ("..., just do short plain paragraphs
again"); a sentence that is the ask alone is read by the rules of directions."""


def ask_after(sentence: str) -> str | None:
    """The ask closing `sentence`, read after a change of mind, or None.

    A sentence that is the ask alone ("just give me a quick summary") is itself the ask.
    """
    m = _ASK_AT_END.search(sentence.strip())
    if m is not None:
        return m.group("ask").strip()
    if _ASK_ALONE.match(sentence) is None:
        return None
    # "just give me a quick summary and i'll ask for more": what the user will do is no ask
    return _AND_I_WILL.split(sentence, maxsplit=1)[0]


_ASK_ALONE = re.compile(
    r"^\W*(?:(?:just|so|pls|please|ok(?:ay)?|and)\s+)*(?:do|use|go|make|write|keep|give|put|switch"
    r"|stick|send|format|stay|leave|drop|skip|add|stop|start)\b",
    re.IGNORECASE,
)
"""A sentence that opens with its ask ("just give me a quick summary and i'll ask for more")."""
_AND_I_WILL = re.compile(r"\s+and\s+(?:i'?ll|i\s+will|i'?d|i\s+can)\b", re.IGNORECASE)


def mind_stands(previous: str, ask: str) -> bool:
    """Whether the ask after a change of mind in `previous` is a standing one.

    A way of working changes for good ("type hints", "the bullets", "emojis", "the
    sign-off"); one piece of work or one plan is this turn's ("changed my mind about the
    flight, book the 7am one", "... about the cover letter, make it shorter").
    """
    topic = changed_topic(previous)
    if topic is None or _THIS_TIME.search(ask):
        return False
    bare = _ARTICLE.sub("", topic).strip().lower()
    if _ONE_THING.match(topic) and names_work(bare) and not bare.endswith("s"):
        return False  # "the cover letter", "the email": one piece of work
    return bool(
        names_standard(topic)
        or names_standard(ask)
        or subject_of(f"{topic} {ask}") is not None
        or _STYLE_TOPIC.search(bare)
        or (bare.endswith("s") and not bare.endswith("ss"))
    )


_THIS_TIME = re.compile(
    r"\b(?:this\s+(?:time|once|one)|just\s+(?:this|for\s+now)|for\s+now|today|tonight|tomorrow"
    r"|next\s+week)\b",
    re.IGNORECASE,
)
_ONE_THING = re.compile(r"^(?:the|that|this|my)\s+", re.IGNORECASE)
_STYLE_TOPIC = re.compile(
    r"\b(?:sign-?off|signature|greeting|salutation|tone|format|formatting|layout|font|style"
    r"|spelling|units|language|register|voice|length)\b",
    re.IGNORECASE,
)
"""Topics that are a way of writing, said in the singular."""
