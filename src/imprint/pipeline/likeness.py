"""Whether two contents say the same thing, or the opposite: polarity and subject stems.

What consolidation compares (`content_key`), computed once per content.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from imprint.pipeline import patterns as p
from imprint.pipeline.filler import normalise

DUPLICATE_THRESHOLD = 0.75
"""Jaccard similarity of tagged subject stems at or above which two contents are duplicates."""


def polarity(content: str) -> tuple[int, frozenset[str]]:
    """Say whether content asks for or against something, and what it is about.

    "Use bullet points." and "Never use bullet points." give `(1, {bullet, point})` and
    `(-1, {bullet, point})`. Any negator (never, don't, no, avoid, stop, without, dislike,
    hate, ...) makes the polarity -1; the subject is the remaining content words, lightly
    stemmed, without stopwords and light verbs (use, prefer, like, want, ...).
    """
    return _polarity(_tokens(content))


def _polarity(tokens: list[str]) -> tuple[int, frozenset[str]]:
    left_out = _left_out(tokens)
    dropped = _dropped(tokens)
    negative = left_out or dropped is not None or any(_is_negator(t) for t in tokens)
    subject = frozenset(
        _stem(t)
        for i, t in enumerate(tokens)
        if _is_subject(t) and not (left_out and t in _LEAVE_OUT) and i != dropped
    )
    return (-1 if negative else 1), subject


def _dropped(tokens: list[str]) -> int | None:
    """Where the tokens ask for a thing to be dropped ("you can drop the formality"), or None.

    The verb must open the ask, after nothing but "you can", "just" or "please", and name
    its thing with a determiner: "use drop shadows" asks for them.
    """
    for index, token in enumerate(tokens[:4]):
        if token in _DROP:
            opened = all(t in _DROP_LEAD for t in tokens[:index])
            named = index + 1 < len(tokens) and tokens[index + 1] in _DROP_DETERMINERS
            return index if opened and named else None
    return None


_DROP = frozenset("drop ditch lose scrap remove cut".split())
_DROP_LEAD = frozenset("you can could just please pls now feel free to and so ok okay".split())
_DROP_DETERMINERS = frozenset("the that this those these all any your my".split())


@dataclass(frozen=True, slots=True)
class ContentKey:
    """What consolidation compares, computed once per content (see `content_key`)."""

    sign: int
    """+1 or -1, as `polarity` gives."""
    subject: frozenset[str]
    """Subject stems, as `polarity` gives."""
    tagged: frozenset[str]
    """Subject stems with the rejected side of a comparison prefixed by `~`."""
    tokens: tuple[str, ...]
    """All lower-case words, for contents without subject words."""


@lru_cache(maxsize=8192)
def content_key(content: str) -> ContentKey:
    """Precompute what `is_near_duplicate` and `polarity` look at.

    Cached: consolidation compares each new memory with the same few stored ones again and
    again, and the key (immutable) depends on the text alone.
    """
    tokens = _tokens(content)
    sign, subject = _polarity(tokens)
    # Without a comparator `_tagged_subject` has one part, these same tokens, and tags none.
    compared = p.COMPARATORS.search(normalise(content)) is not None
    tagged = _tagged_subject(content) if compared else subject
    return ContentKey(sign=sign, subject=subject, tagged=tagged, tokens=tuple(tokens))


def subject_words(content: str) -> str:
    """The words of `content` that `polarity` counts as its subject, or all of it if none.

    A stored memory can only be a near-duplicate of the content or contradict it if it
    shares one of these words (or, without them, all its words), so they are what
    consolidation searches candidates by.
    """
    words = [t for t in _tokens(content) if _is_subject(t)]
    return " ".join(words) if words else content


def keys_near_duplicate(a: ContentKey, b: ContentKey) -> bool:
    """`is_near_duplicate` on precomputed keys."""
    if a.sign != b.sign:
        return False
    if not a.tagged or not b.tagged:
        return a.tokens == b.tokens
    return len(a.tagged & b.tagged) / len(a.tagged | b.tagged) >= DUPLICATE_THRESHOLD


def is_near_duplicate(a: str, b: str) -> bool:
    """True when two contents say the same thing: same polarity, near-identical subject.

    Similarity is the Jaccard index of the subject stems (see `polarity`), where words after
    "instead of", "rather than", "over", "than" or ", not" are tagged as the rejected side,
    so "Use Postgres instead of MySQL." and "Use MySQL instead of Postgres." differ. Two
    contents are duplicates at `DUPLICATE_THRESHOLD` (0.75) or more: one extra word among
    four still merges, one extra among two does not.
    """
    return keys_near_duplicate(content_key(a), content_key(b))


def overlap(phrase: str, context: str) -> float:
    """The share of `phrase`'s subject stems that `context` holds too (0 without any)."""
    words = {_stem(t) for t in _tokens(phrase) if _is_subject(t)}
    seen = {_stem(t) for t in _tokens(context) if _is_subject(t)}
    return len(words & seen) / len(words) if words else 0.0


def _tokens(text: str) -> list[str]:
    return p.WORD.findall(normalise(text).lower())


def _left_out(tokens: list[str]) -> bool:
    """Whether the tokens ask for something left out: "leave the emojis out"."""
    if "out" not in tokens:
        return False
    out = tokens.index("out")
    return any(t in _LEAVE for t in tokens[max(0, out - 5) : out])


_LEAVE = frozenset("leave leaving cut cutting keep keeping".split())
_LEAVE_OUT = _LEAVE | {"out"}
"""The words of "leave X out": how it is asked, not what about."""


def _is_negator(token: str) -> bool:
    return token in p.NEGATORS or token.endswith("n't")


def _is_subject(token: str) -> bool:
    return (
        not _is_negator(token) and token not in p.STOPWORDS and (len(token) > 1 or token.isdigit())
    )


@lru_cache(maxsize=16384)
def _stem(token: str) -> str:
    # Cached: the same few thousand words recur in every user's memories.
    word = token.removesuffix("'s")
    for suffix, replacement in p.SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)] + replacement
            break
    return word[:-1] if len(word) >= 4 and word.endswith("e") else word


def _tagged_subject(text: str) -> frozenset[str]:
    """Subject stems; those after "instead of", "than", ", not" ... are prefixed with `~`."""
    parts = p.COMPARATORS.split(normalise(text), maxsplit=1)
    return frozenset(
        ("~" if index else "") + _stem(t)
        for index, part in enumerate(parts)
        for t in _tokens(part)
        if _is_subject(t)
    )
