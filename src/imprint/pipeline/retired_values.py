"""Old values a reply retires, what it says holds in their place, and who carries them."""

from __future__ import annotations

import dataclasses
import re

from imprint.pipeline import heuristics as h
from imprint.pipeline.language import Language
from imprint.pipeline.now_states import successor
from imprint.pipeline.present_states import present_state
from imprint.pipeline.statements import Statement, new_statement
from imprint.pipeline.subjects import subject_of, subjects_in
from imprint.pipeline.told_facts import inside
from imprint.pipeline.updates import Change, change_in
from imprint.types import MemoryType, SignalType


def retired_values(
    sentences: tuple[str, ...], used: frozenset[int], language: Language
) -> tuple[str, ...]:
    """The old values the reply's sentences (not its forget request) retire, at most four."""
    values: list[str] = []
    minded = (
        language == "en"
        and any(_MIND_CHANGED.search(s) for s in sentences)
        and any(_IN_ITS_PLACE.search(s) for s in sentences)
    )
    for index, sentence in enumerate(sentences):
        if index not in used:
            values.extend(v for v in change_in(sentence, language).replaces if v not in values)
            passed = _PASSED_OVER.search(sentence) if minded else None
            if passed is not None and passed.group("old").lower() not in values:
                values.append(passed.group("old").lower())
    return tuple(values[:4])


_MIND_CHANGED = re.compile(
    r"\b(?:changed|change)\s+(?:my|our)\s+minds?\b|\bscratch\s+that\b|\bon\s+second\s+thought",
    re.IGNORECASE,
)
"""A reply that takes back what the user said before."""
_IN_ITS_PLACE = re.compile(
    r"\binstead\b|\bgoing\s+(?:for|with)\b|\bswitching\s+to\b|\bdoing\s+[\w\s]{2,40}\binstead\b",
    re.IGNORECASE,
)
"""What takes the place of what is skipped: without it, "skipping the gym" is one day's."""
_PASSED_OVER = re.compile(
    r"(?:^|[,;:]\s*|\b(?:so|and|we'?re|i'?m|we\s+are|i\s+am)\s+)(?:(?:now|just|definitely)\s+)?"
    r"(?:skipping|not\s+doing|not\s+going\s+(?:for|with)|passing\s+on|dropping)\s+(?:the\s+)?"
    r"(?P<old>(?!(?:it|that|this|them|the|a|an|one|today|tonight|tomorrow)\b)[^\W\d][\w'-]*"
    r"(?:\s+(?!(?:for|because|since|this|next|and|but|so|as|now|then|it|in|on|at)\b)[^\W\d][\w'-]*)?)"
    r"(?=\s*(?:[,.;:!?]|$|\s+(?:for|because|since|this|next|and|but|so|as|now|then)\b))",
    re.IGNORECASE,
)
"""What a change of mind passes over ("i changed my mind on the goal race. skipping gila,
..."): after the user took something back, what they skip is the old value. Alone, "skipping
the gym" is one day's plan."""


def successor_facts(
    sentences: tuple[str, ...],
    retired: tuple[str, ...],
    statements: list[Statement],
    *,
    asked: bool,
) -> list[Statement]:
    """The new value another sentence names for a retired one of its class (`now_states`).

    Failing that, the clause that says what holds now (`present_states`), unless the reply
    asks to forget: "wipe the Acme stuff, contract's over" says nothing to keep.
    """
    found = successor(sentences, retired)
    if found is None and asked:
        return []
    if found is None:
        return _present_instead(sentences, retired, statements) or _named_instead(
            sentences, retired, statements
        )
    sentence, switch = found
    content = h.canonical(switch.text)
    if content is None or any(switch.new in s.content.lower() for s in statements):
        return []
    change = Change(replaces=(switch.old,) if switch.old else (), changed=True)
    return [
        new_statement(
            SignalType.FACT, MemoryType.FACT, content, switch.subject, change, sentence, "fact"
        )
    ]


def _present_instead(
    sentences: tuple[str, ...], retired: tuple[str, ...], statements: list[Statement]
) -> list[Statement]:
    """The clause of the reply saying what holds now in place of a retired value, as a fact."""
    found = present_state(sentences, retired)
    if found is None:
        return []
    content, sentence = found
    said = Statement(
        signal=SignalType.FACT,
        type=MemoryType.FACT,
        content=content,
        subject=None,
        change=Change(replaces=retired, changed=True),
        source=sentence,
        rule="fact",
        confidence=0.5,
    )
    if any(inside(said, s.content) for s in statements):
        return []
    return [said]


def with_retired(statements: list[Statement], retired: tuple[str, ...]) -> list[Statement]:
    """Every statement of a reply carries the old values the reply retires."""
    # "its euro not dollars!! we're in ireland": values the user retires by putting the agent
    # right, which a fact told beside them does not change
    corrected = {
        v for s in statements if s.signal is SignalType.CORRECTION for v in s.change.replaces
    }
    out = []
    for statement in statements:
        extra = tuple(
            v
            for v in retired
            if v not in statement.change.replaces and v not in statement.content.lower()
        )
        if extra:
            # a fact beside a correction of the agent carries the old value, but says no
            # change of its own; beside the user's own change ("i switched out of bio.
            # officially a statistics major now") it tells the change
            own = statement.type is MemoryType.FACT and not statement.change.changed
            change = Change(
                replaces=statement.change.replaces + extra,
                retracts=statement.change.retracts,
                changed=not (own and set(extra) <= corrected),
            )
            statement = dataclasses.replace(statement, change=change)
        out.append(statement)
    return out


_NAMED_NEW = re.compile(
    r"\b(?:for|into|onto|to)\s+(?:the\s+)?(?P<new>(?-i:[A-Z])[\w.+-]+(?:\s+(?-i:[A-Z])[\w.+-]+)?)(?!'s)"
    r"|\b(?:into|onto|to|with|for)\s+(?P<tool>[a-z][\w.+-]+)\b",
    re.IGNORECASE,
)
"""A name the sentence moves something to or asks work for: "redo the cheat sheet for
Epic", "migrated ... to Xero", "dragged the libraries into figma"."""


def _named_instead(
    sentences: tuple[str, ...], retired: tuple[str, ...], statements: list[Statement]
) -> list[Statement]:
    """The name the sentence that retires a value gives in its place, as a fact.

    "can you redo that cheat sheet for Epic, we went live on the 1st and cerner's gone for
    good": Epic holds now. A lower-case word counts only when it is a known tool of the
    retired value's kind ("dragged the last sketch libraries into figma").
    """
    for sentence in sentences:
        olds = [v for v in retired if v in sentence.lower()]
        if not olds or _SWITCHED.search(sentence) is None:
            continue  # "the old laptop is dead, set up the new one for Python": no switch
        for m in _NAMED_NEW.finditer(sentence):
            new = m.group("new") or m.group("tool")
            if new.lower() in retired or any(new.lower() in old for old in retired):
                continue
            if m.group("tool") is not None and not _same_kind(new, olds[0]):
                continue
            if m.group("new") is not None and new.split()[0] in _NOT_NAMES:
                continue
            if any(new.lower() in s.content.lower() for s in statements):
                return []
            told = h.canonical(sentence) if _A_STATEMENT.match(sentence) else None
            # "Change of plans, we're going to Valencia, not Lisbon": the switch said whole
            content = told or f"The user now uses {new} in place of {olds[0]}."
            return [
                new_statement(
                    SignalType.FACT,
                    MemoryType.FACT,
                    content,
                    subject_of(content),
                    Change(replaces=tuple(olds), changed=True),
                    sentence,
                    "fact",
                )
            ]
    return []


_SWITCHED = re.compile(
    r"\b(?:went\s+live|go-?live|migrat\w*|switch\w*|moved\s+(?:over|across|all)|rolled\s+out"
    r"|changed\s+over|cut\s*over|replaced|adopted|signed\s+up|live\s+on|onto|off\s+(?-i:[A-Z])"
    r"|change\s+of\s+plans?|instead)\b|,\s*not\s+(?-i:[A-Z])",
    re.IGNORECASE,
)
"""What says the sentence tells of a switch, not only of something gone ("we went live")."""
_A_STATEMENT = re.compile(
    r"^\W*(?:(?:change\s+of\s+plans?|so|ok|okay|update|news|well|actually)[\s,:!-]+)*"
    r"(?:we'?re|we\s+are|i'?m|i\s+am|we'?ll|i'?ll|we\s+will|i\s+will)\s+(?:now\s+)?(?:going|moving|heading"
    r"|relocating)\s+to\b",
    re.IGNORECASE,
)
"""A sentence that itself tells where the user is going instead ("we're going to Valencia")."""
_NOT_NAMES = frozenset(
    "I I'm Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April"
    " May June July August September October November December".split()
)


def _same_kind(new: str, old: str) -> bool:
    """Whether two values are of one known kind ("figma" and "sketch": design tools)."""
    kinds = set(subjects_in(new))
    return bool(kinds) and bool(kinds & set(subjects_in(old)))
