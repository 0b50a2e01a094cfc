"""Which stored memories a new one makes out of date, and which a forget request names.

Pure functions over candidate memories (same user, overlapping scope), run inside the write
transaction by the store's decision. A new memory supersedes an active one when:
- it retires a value the old one holds ("we moved from MySQL to Postgres" retires
  "Our app runs on MySQL 5.7."), or
- both set the same subject and the subject holds one value at a time (a new employer, a
  new manager, a new home city), or the new one says it changed ("now", "switched").
Memories written by the same reply never supersede each other, and pinned or user-given
memories are only replaced by a value they hold being retired outright.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

from imprint.pipeline.subjects import SINGLE_VALUED, subject_of

__all__ = ["forget_matches", "holds_value", "same_subject", "supersedes"]

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


@lru_cache(maxsize=8192)
def _value_pattern(value: str) -> re.Pattern[str]:
    if _CJK.search(value):
        return re.compile(re.escape(value))
    return re.compile(r"(?<![\w-])" + re.escape(value) + r"(?![\w-])", re.IGNORECASE)


_SET_ASIDE = re.compile(
    r"(?:\b(?:instead\s+of|rather\s+than|in\s+place\s+of|(?:no\s+longer|not|never|(?:do|does|did)n'?t)"
    r"(?:\s+\w+)?|ex-?|former(?:ly)?"
    r"|previous(?:ly)?|old|used\s+to(?:\s+\w+){1,2}|(?:moved|switched|migrated|changed|went|converted"
    r"|transferred|upgraded|away)\s+from|replac\w*|dropp?\w*|ditch\w*|quit|stopped\s+\w+ing"
    r"|left|en\s+(?:lugar|vez)\s+de|au\s+lieu\s+de|(?:an)?statt|em\s+vez\s+de|invece\s+di"
    r"|anzich\S))(?:\s+(?:the|a|an|my|our|using|on|at|in|with))*\s*$",
    re.IGNORECASE,
)
"""Words just before a value that set it aside ("instead of MySQL", "moved from Lyon")."""


def holds_value(content: str, value: str) -> bool:
    """Whether `content` holds `value` as true now, not only where it is set aside.

    A mention is a whole word (for CJK, a substring); "use Postgres instead of MySQL" does
    not hold "mysql".
    """
    if not value:
        return False
    for found in _value_pattern(value).finditer(content):
        if not _SET_ASIDE.search(content[max(0, found.start() - 40) : found.start()]):
            return True
    return False


def supersedes(
    *,
    content: str,
    subject: str | None,
    replaces: Sequence[str],
    changed: bool,
    old_content: str,
    old_subject: str | None,
    old_protected: bool = False,
) -> bool:
    """Whether a new memory (`content`, ...) makes the old one (`old_*`) out of date.

    `old_subject` None means "compute it from `old_content`" (memories stored before
    subjects existed). `old_protected` marks pinned and user-given memories.
    """
    if content.casefold() == old_content.casefold():
        return False
    if any(holds_value(old_content, v) and not holds_value(content, v) for v in replaces):
        return True
    if old_protected:
        return False
    if not same_subject(subject, old_content=old_content, old_subject=old_subject):
        return False
    return subject in SINGLE_VALUED or changed


def same_subject(subject: str | None, *, old_content: str, old_subject: str | None) -> bool:
    """Whether an old memory sets `subject` (None sets nothing and matches nothing).

    `old_subject` None means "compute it from `old_content`" (memories stored before
    subjects existed).
    """
    if subject is None:
        return False
    old = old_subject if old_subject is not None else subject_of(old_content)
    return old == subject


def forget_matches(content: str, targets: Iterable[tuple[str, ...]]) -> bool:
    """Whether a memory's `content` is named by one of a forget request's targets.

    A target of one or two words must be held whole; a longer one by two thirds of its
    words, so "the job hunting stuff" finds the job-hunting memory and nothing else.
    """
    for words in targets:
        held = sum(_holds_stem(content, w) for w in words)
        need = len(words) if len(words) <= 2 else -(-2 * len(words) // 3)
        if words and held >= need:
            return True
    return False


def _holds_stem(content: str, word: str) -> bool:
    if _CJK.search(word):
        return word in content
    stem = word[:-1] if len(word) > 4 and word.endswith("s") else word
    return re.search(r"(?<![\w-])" + re.escape(stem), content, re.IGNORECASE) is not None
