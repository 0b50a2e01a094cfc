"""Find memories that the agent's existing instructions already state.

A memory duplicates an instruction when nearly all of its content words appear, with the
same polarity, in one clause of an instruction line (or in as many consecutive clauses as
the memory has). Words are
lowercased, stop words and light verbs removed, and crudely stemmed the same way on both
sides, so "Write in paragraphs." is found in "Always write your feedback in paragraphs,
never bullet points." while "Never write in paragraphs." is not.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["CONTAINMENT_THRESHOLD", "duplicate_of", "split_instructions"]

CONTAINMENT_THRESHOLD = 0.8
"""Share of the memory's content stems that one instruction clause must contain.

With fewer than five stems this means all of them; with five to nine, all but one. It is
containment rather than Jaccard similarity because instructions are usually longer and say
more than one memory; containment is never below Jaccard, so it finds every pair that a
Jaccard test at the same threshold would.
"""

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_CLAUSE_BREAK = re.compile(r"[,;:()]|\s-\s|\bbut\b|\bwhile\b|\bwhereas\b")
_BULLET = re.compile(r"^\s*(?:[-*+>#]+|\d+[.)](?!\d))\s*")

_NEGATIONS = frozenset(
    {
        "not",
        "no",
        "never",
        "avoid",
        "without",
        "nor",
        "none",
        "stop",
        "cannot",
        "cant",
        "dont",
        "wont",
    }
)

_STOP_TEXT = """
    a about above after again all also always am an and any are as at be because been
    before being below between both by can could did do does doing done down during each
    either etc even ever every few for from further get gets getting give go going got had
    has have having he her here hers him his how i if in into is it its itself just keep
    let like make makes making may me might more most much must my myself of off on once
    only or other our ours out over own please prefer prefers rather really same shall
    she should so some such than that the their theirs them then there these they this
    those through to too try under until up us use used uses using very want wants was we
    were what when where which who whom why will with would yes yet you your yours
    yourself yourselves user user's
"""
_STOP_WORDS = frozenset(_STOP_TEXT.split())


def split_instructions(existing_instructions: str) -> list[str]:
    """Split instructions into sentences, one per line, without bullets or blank lines."""
    lines: list[str] = []
    for raw_line in existing_instructions.splitlines():
        line = _BULLET.sub("", raw_line).strip()
        if not line:
            continue
        for sentence in _SENTENCE_END.split(line):
            sentence = sentence.strip()
            if sentence:
                lines.append(sentence)
    return lines


def duplicate_of(content: str, instruction_lines: Sequence[str]) -> str | None:
    """The first instruction line that already says what `content` says, or None.

    Each side is cut into clauses (at `,;:()`, " - ", "but", "while", "whereas"). A
    negation ("not", "never", "avoid", "without", "don't", ...) marks the stems after it,
    up to the end of its clause, as negated, so polarity is compared word by word. The
    memory's stems are then looked for in runs of consecutive clauses of each line, runs
    no longer than the memory's own clause count, so words scattered over unrelated
    clauses of a long line do not add up to a match.

    Args:
        content: The memory's content.
        instruction_lines: Lines from `split_instructions`.

    Returns:
        The matching line, exactly as given, or None when no line says the same thing.
    """
    content_clauses = _clauses(content)
    if not content_clauses:
        return None
    stems = frozenset().union(*content_clauses)
    for line in instruction_lines:
        line_clauses = _clauses(line)
        for size in range(1, min(len(content_clauses), len(line_clauses)) + 1):
            for start in range(len(line_clauses) - size + 1):
                window = frozenset().union(*line_clauses[start : start + size])
                if len(stems & window) / len(stems) >= CONTAINMENT_THRESHOLD:
                    return line
    return None


def _clauses(text: str) -> list[frozenset[str]]:
    """Non-empty clauses of `text` as sets of stems, negated ones prefixed with `!`."""
    normal = text.lower().replace("\u2019", "'")
    clauses: list[frozenset[str]] = []
    for clause in _CLAUSE_BREAK.split(normal):
        stems: set[str] = set()
        negated = False
        for word in _WORD.findall(clause):
            bare = word.replace("'", "")
            if bare in _NEGATIONS or word.endswith("n't"):
                negated = True
                continue
            if word in _STOP_WORDS or bare in _STOP_WORDS:
                continue
            stems.add(("!" if negated else "") + _stem(bare))
        if stems:
            clauses.append(frozenset(stems))
    return clauses


def _stem(word: str) -> str:
    """A crude suffix stripper; it only has to treat both sides alike."""
    if len(word) > 4 and word.endswith("ies"):
        word = word[:-3] + "y"
    elif word.endswith("sses"):
        word = word[:-2]
    elif len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    if len(word) > 5 and word.endswith("ing"):
        word = word[:-3]
    elif len(word) > 4 and word.endswith("ed"):
        word = word[:-2]
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]
    return word
