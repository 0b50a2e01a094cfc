"""Readers that amend what a sentence's rules found: corrections, relays, changes, absences.

Each takes the statements the rules read in one sentence and returns them amended by
another reading of the same sentence: the agent's term it corrects (`term_fixes.py`),
someone else's words it relays (`relayed.py`), a switch or a stage it states
(`switches.py`, `stages.py`), an arrangement made for the user's absence (`absences.py`).
"""

from __future__ import annotations

import dataclasses
import re

from imprint.pipeline import heuristics as h
from imprint.pipeline.letter_spellings import letters_spelled
from imprint.pipeline.milestones import milestone
from imprint.pipeline.moved_to import moved_to
from imprint.pipeline.now_states import now_state
from imprint.pipeline.passing_changes import passing_change
from imprint.pipeline.stages import stage_in
from imprint.pipeline.statements import Statement, new_statement, trim
from imprint.pipeline.subjects import SINGLE_VALUED, subject_of, word_subject
from imprint.pipeline.supersede import holds_value
from imprint.pipeline.switches import switch_in
from imprint.pipeline.term_fixes import TermFix, term_fixes
from imprint.pipeline.updates import Change, change_in
from imprint.types import MemoryType, SignalType

__all__ = [
    "arrangement",
    "as_theirs",
    "fix_statement",
    "term_fixes_in",
    "with_fix",
    "with_old",
    "with_stage",
    "with_switch",
]


def term_fixes_in(
    sentences: tuple[str, ...], context: str, used: frozenset[int], one_off: bool
) -> list[TermFix]:
    """The agent's terms the reply corrects (`term_fixes.py`), unless asked for this turn."""
    if one_off:
        return []
    fixes = [fix for fix in term_fixes(sentences, context) if not set(fix.indexes) & used]
    taken = used | {i for fix in fixes for i in fix.indexes}
    spelled = letters_spelled(sentences, context)
    if spelled is not None and not set(spelled.indexes) & taken:
        fixes.append(spelled)  # "its Kathryn. K-A-T-H-R-Y-N.": the letters say it all
    return fixes


_IDENTITY = frozenset({"pronouns", "name"})
"""Subjects of facts about who the user is: a correction of them stays a fact."""


def with_fix(
    found: list[Statement], fix: TermFix, index: int, sentences: tuple[str, ...]
) -> list[Statement]:
    """A sentence's statements with the term it corrects kept as the rule it gives.

    The rules' own reading of the sentence ("Pnpm not npm.") gives way to it, and so do
    the facts that only restate a term the rule holds ("The user's team is on Vitest.");
    a name is kept only where it is the term the user gives.
    """
    terms = [*fix.kept, *fix.rejected]
    identity = [
        s for s in found if s.subject in _IDENTITY and fix.subject is None and not fix.someone_elses
    ]
    if identity and any(holds_value(s.content, t) for s in identity for t in fix.kept):
        # "she/her, not he": a fact about who the user is, read already, stays one
        return [
            dataclasses.replace(
                s, change=Change(replaces=tuple(dict.fromkeys(s.change.replaces + fix.rejected)))
            )
            if s in identity
            else s
            for s in found
        ]
    kept = [
        s
        for s in found
        if s.type is MemoryType.FACT
        and not any(holds_value(s.content, t) for t in terms)
        and (fix.subject is None or s.subject != fix.subject)
        and (
            s.subject != "name"
            or (
                fix.subject is None
                and not fix.someone_elses
                and s.content == f"The user's name is {fix.kept[0]}."
            )
        )
    ]
    if index != fix.indexes[0]:
        return kept
    return [fix_statement(fix, sentences), *kept]


def fix_statement(fix: TermFix, sentences: tuple[str, ...]) -> Statement:
    """The statement a corrected term gives: a rule, or a fact about the user."""
    return Statement(
        signal=SignalType.CORRECTION,
        type=MemoryType.RULE if fix.subject is None else MemoryType.FACT,
        content=fix.content,
        subject=fix.subject or subject_of(fix.content),
        change=Change(replaces=fix.rejected),
        source=" ".join(sentences[i] for i in fix.indexes),
        rule="correction",
        confidence=0.8,
    )


# After a lead-in ("In the user's absence, Priya handles the rota"), as the direction
# rules phrase a clause they read as an instruction.
_SAID_OF_SOMEONE = re.compile(
    r"^(?:[^,]{0,40},\s+)?(?:The\s+user'?s?\b|[A-Z][a-z]+\s+(?:is|are|was|will|has|'s|[a-z]+s)\b)"
)


def arrangement(found: list[Statement], sentence: str, bound: str) -> list[Statement]:
    """What an arrangement for the user's absence says, ending when the absence does.

    "while I'm out Rahul covers the team" gives no statement of its own rules: it is kept
    as a fact. Its source, and that of whatever the rules read in it, is joined with the
    sentence bounding the absence (`absences.bound_beside`), where its end is read.
    """
    source = f"{sentence} {bound}".strip()
    if found:
        # "Kim is covering for me": said of someone, a fact rather than an instruction.
        return [
            dataclasses.replace(
                s,
                source=source,
                type=MemoryType.FACT if _SAID_OF_SOMEONE.match(s.content) else s.type,
            )
            for s in found
        ]
    content = h.canonical(trim(sentence))
    if content is None:
        return []
    change = change_in(sentence, "en")
    return [new_statement(SignalType.FACT, MemoryType.FACT, content, None, change, source, "fact")]


def as_theirs(found: list[Statement], sentence: str) -> list[Statement]:
    """What a sentence relaying someone else's words states, kept as theirs.

    "per the client, no emojis in any of the posts" is the client's requirement, not the
    user's rule: it is kept as a fact that names the client.
    """
    if all(s.type is MemoryType.FACT for s in found):
        return found
    content = h.canonical(sentence)
    if content is None:
        return [s for s in found if s.type is MemoryType.FACT]
    theirs = dataclasses.replace(
        found[0], signal=SignalType.FACT, type=MemoryType.FACT, content=content, rule="fact"
    )
    return [theirs, *(s for s in found if s.type is MemoryType.FACT and s.content != content)]


def with_switch(found: list[Statement], sentence: str, change: Change) -> list[Statement]:
    """`found`, with the change of value `sentence` states (`switches.py`) kept."""
    switch = (
        switch_in(sentence)
        or passing_change(sentence)
        or now_state(sentence)
        or moved_to(sentence)
        or milestone(sentence)
    )
    if switch is None:
        return with_stage(found, sentence, change)
    holding = [s for s in found if switch.new.lower() in s.content.lower()]
    if holding:
        # "I'm at Initech now, same role" read as a fact of another or no subject: what
        # changed is the employer.
        return [
            dataclasses.replace(
                s, subject=switch.subject or s.subject, change=with_old(s.change, switch.old)
            )
            if s in holding and s.type is MemoryType.FACT
            else s
            for s in found
        ]
    # "ditched vscode, i'm on zed now": the new value is kept, not only the old retired.
    kept = h.canonical(switch.text)
    if kept is None:
        return found
    statement = new_statement(
        SignalType.FACT,
        MemoryType.FACT,
        kept,
        switch.subject,
        with_old(change, switch.old),
        sentence,
        "fact",
    )
    return [*found, statement]


def with_stage(found: list[Statement], sentence: str, change: Change) -> list[Statement]:
    """`found`, with the stage `sentence` says was reached (`stages.py`) kept.

    The stage before it is retired from every statement of the sentence, and the new one
    is kept unless a statement already holds it.
    """
    stage = stage_in(sentence)
    if stage is None:
        return found
    for old in stage.before:
        change = with_old(change, old)
    out = [dataclasses.replace(s, change=change) if s.type is MemoryType.FACT else s for s in found]
    if any(stage.stage.lower() in s.content.lower() for s in out if s.type is MemoryType.FACT):
        return [
            dataclasses.replace(s, subject=stage.subject)
            if stage.subject and s.type is MemoryType.FACT and stage.stage in s.content
            else s
            for s in out
        ]
    kept = h.canonical(stage.text)
    if kept is None:
        return out
    statement = new_statement(
        SignalType.FACT, MemoryType.FACT, kept, stage.subject, change, sentence, "fact"
    )
    return [*out, statement]


_BOTH = re.compile(
    r"\b(?:and|also|both|plus|as\s+well|alongside|like|than|still)\b|\btoo\b(?=\s*(?:[,.;!?]|$))",
    re.I,
)
"""Words that may join two values held at once ("heroku for staging and render for prod")."""
_REASON_SPLIT = re.compile(r"\s*(?:[,;]|\s-+\s|\b(?:so|because|since|cos|cause|coz)\b)\s*", re.I)
_NOW = re.compile(r"\b(?:now|these\s+days|nowadays)\b", re.I)
_WORD = re.compile(r"[\w.+#-]+")
_SWITCHED_KINDS = frozenset("hosting cloud database frontend backend orm job_queue".split())
"""Kinds of tech a team runs one of at a time, as far as a change said in passing goes."""


def old_beside(sentence: str, subject: str) -> str | None:
    """The value of `subject` a sentence telling a new one "now" names as what it left.

    "heroku bill got silly so we're on Render now": the clause with "now" holds the new
    host, the reason beside it names another, which is the old one. One other value only,
    and none where the sentence may hold both ("heroku for staging and render now").
    """
    if subject not in SINGLE_VALUED and subject not in _SWITCHED_KINDS:
        return None
    if _BOTH.search(sentence) is not None:
        return None
    clauses = [c for c in _REASON_SPLIT.split(sentence) if c.strip()]
    new = {v for c in clauses if _NOW.search(c) for v in _values(c, subject, sentence)}
    old = {v for c in clauses if not _NOW.search(c) for v in _values(c, subject, sentence)}
    old -= new
    return old.pop() if new and len(old) == 1 else None


def _values(clause: str, subject: str, sentence: str) -> set[str]:
    return {
        w.lower().rstrip(".'-")
        for w in _WORD.findall(clause)
        if len(w) > 2 and word_subject(w, sentence) == subject
    }


def with_old(change: Change, old: str | None) -> Change:
    """`change`, saying it changed and retiring `old` too (when named)."""
    value = (old or "").lower()
    replaces = (
        change.replaces if not value or value in change.replaces else (*change.replaces, value)
    )
    return Change(replaces=replaces, retracts=change.retracts, changed=True)
