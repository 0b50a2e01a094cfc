"""The text of a reply as read: its sentences, and what of them is only filler or thanks."""

from __future__ import annotations

import re
from functools import lru_cache

from imprint.pipeline import patterns as p


def normalise(text: str) -> str:
    """Curly quotes and dashes as ASCII, emoticons as the stop they stand for, space stripped.

    "jonah left last week :( keira's taken over mornings now": the ":(" ends a sentence;
    read as a colon and a bracket, it cut the news after it from its sentence.
    """
    text = text.translate(p.QUOTES)
    if ":" in text or ";" in text:
        text = _EMOTICON.sub(".", text)
    if "-" in text:
        text = _DASHED_SCOPE.sub(" ", text)
    return text.strip()


_DASHED_SCOPE = re.compile(
    r"\s+-+\s+(?=(?:for|in|on)\s+(?:all|every|each|any|future)\s)", re.IGNORECASE
)
"""A dash before how far a change reaches ("change the sign off to 'cheers, rob' - for all my
emails"): the scope is the change's, not a new sentence."""


_EMOTICON = re.compile(r"(?<![\w:;])\s*[:;]-?[()](?![\w(])")
"""A sad or happy face typed with a colon (":(", ";)", ":-)"), not a time or a list."""


def split_sentences(text: str) -> list[str]:
    """The non-empty sentences of `text`, stripped."""
    return [s.strip() for s in p.SENTENCE_SPLIT.split(text) if s and s.strip()]


@lru_cache(maxsize=4096)
def is_ack(sentence: str) -> bool:
    """Whether a sentence only acknowledges, thanks or greets."""
    # Cached: the reading asks it of the same sentence several times.
    return all(p.ACK_CLAUSE.fullmatch(c.strip()) for c in p.ACK_SPLIT.split(sentence) if c.strip())


@lru_cache(maxsize=1024)
def strip_filler(text: str) -> str:
    """Text without leading and trailing conversational filler ("ok so", "thanks")."""
    # Cached: detection strips the same sentence and clauses several times per reply.
    previous, text = None, text.strip()
    when = _LEADING_WHEN.match(text)
    if when is not None:
        # "for now I'm just vegetarian": the clause first, its time after, as the readers of
        # the user's own clauses expect them
        text = f"{text[when.end() :].rstrip(' .!')} {when.group('when').lower()}"
    while previous != text:
        previous = text
        text = p.LEADING_FILLER.sub("", text, count=1).strip()
        if _may_end_in_filler(text):
            stripped = p.TRAILING_FILLER.sub("", text).strip()
            if not _OBJECT_TAKER.search(stripped):
                text = stripped
        ack = p.LEADING_ACK.match(text)  # "Sure, that's fine, go with B."
        if ack is not None and ack.end() < len(text) and p.ACK_CLAUSE.fullmatch(ack.group(1)):
            text = text[ack.end() :]
    if text.isascii() and "please" not in text.lower():
        return text.strip(" ,;:-")  # what the substitution would leave: it has no match
    return p.INLINE_PLEASE.sub("", text).strip(" ,;:-")


_LEADING_WHEN = re.compile(
    r"^(?P<when>for\s+now|right\s+now|at\s+the\s+moment|currently|these\s+days|nowadays"
    r"|at\s+present)\s+(?=(?:i|i'm|im|i've|ive|i\s+am|we|we're|we've|my|our)\b)",
    re.IGNORECASE,
)
"""A time said before the user's own clause, with no comma: "right now I'm vegetarian"."""
_OBJECT_TAKER = re.compile(
    r"\b(?:with|as|say|says|saying|said|write|writes|the|a|an|word|words|just|is|are|was|were"
    r"|be|'s|'re)\s*$",
    re.IGNORECASE,
)
"""A last word that wants the "filler" after it as its object or predicate: "sign off emails
with cheers", "exclamation marks are ok"."""
_FILLER_ENDS = tuple(
    """thanks you thx ty please pls cheers can possible mind on forward future ok okay answers
    responses replies chats btw lol haha fyi though anyway much lot again me idk dunno know
    knows that it them helps matters""".split()
)
r"""The last word of every match of `TRAILING_FILLER`, before its closing `[\s.!?]*`."""


def _may_end_in_filler(text: str) -> bool:
    """False when `TRAILING_FILLER` cannot match: an ASCII text not ending in its words."""
    if not text.isascii():
        return True
    end = len(text)
    while end and (text[end - 1].isspace() or text[end - 1] in ".!?"):
        end -= 1
    return text[:end].lower().endswith(_FILLER_ENDS)
