"""What a sentence tells of the user's life beside (or instead of) the rules read in it."""

from __future__ import annotations

import dataclasses

from imprint.pipeline.as_identity import company_in, identity_in
from imprint.pipeline.backgrounds import background_in
from imprint.pipeline.bills import bill_due
from imprint.pipeline.deadlines import deadline_in, extended_deadline, moved_deadline
from imprint.pipeline.disclosures import disclosure, disclosures
from imprint.pipeline.facts import passing_state
from imprint.pipeline.life_news import news_about
from imprint.pipeline.named_ages import named_age, named_school_year, turned_age
from imprint.pipeline.named_conditions import named_condition
from imprint.pipeline.possessions import bracketed_name
from imprint.pipeline.retests import retest
from imprint.pipeline.role_fragments import role_fragment
from imprint.pipeline.role_tenure import role_with_tenure
from imprint.pipeline.statements import Statement, new_statement
from imprint.pipeline.unexplained import LATIN_WORD, SOCIAL
from imprint.pipeline.updates import Change, change_in
from imprint.pipeline.work import about_work
from imprint.pipeline.work_news import work_news
from imprint.types import MemoryType, SignalType

_WORK = frozenset({"role", "employer", "manager"})


def facts_told(sentence: str, found: list[Statement]) -> list[Statement]:
    """`found` with the facts `sentence` tells alone: a role, a background, a deadline, a life.

    Some replace what the rules read in the sentence ("ICU nurse, 8 years in" is the job,
    not the facts of its parts); the others are kept beside it.
    """
    role = None if found else role_with_tenure(sentence)
    bare = None if role is not None else role_fragment(sentence)
    if bare is not None:
        # "paralegal, small firm in Leeds": the role and what is told with it, in place of
        # the facts read from its parts.
        found = [
            new_statement(
                SignalType.FACT, MemoryType.FACT, bare, "role", Change(), sentence, "fact"
            ),
            *(s for s in found if not inside(s, bare)),
        ]
    if role is not None:
        # "ICU nurse, 8 years in": the user's job, told as a fragment with its span.
        found = [
            new_statement(
                SignalType.FACT, MemoryType.FACT, role, "role", Change(), sentence, "fact"
            )
        ]
    given = None if bare is not None else background_in(sentence)
    if given is not None:
        # "background: legacy PHP monolith, deploys over FTP": what the agent should know.
        found = [
            new_statement(
                SignalType.FACT, MemoryType.FACT, given, None, Change(), sentence, "fact"
            ),
            *(s for s in found if not inside(s, given)),
        ]
    # "as a retired teacher I have ...", "We're ChairTime - scheduling for dental clinics",
    # "lunch ideas for my 2yo (milo)": who the user is, their company, a being's name, each
    # kept beside what else the sentence says (in place of a reading they hold whole)
    for told in (identity_in(sentence), company_in(sentence), bracketed_name(sentence)):
        if told is not None and not any(inside(s, told) for s in found):
            found = [
                *(s for s in found if not _within(told, s)),
                new_statement(
                    SignalType.FACT, MemoryType.FACT, told, None, Change(), sentence, "fact"
                ),
            ]
    extended = extended_deadline(sentence)
    due = None if extended is not None else deadline_in(sentence)
    if due is not None and not any(due[:-1].lower() in s.content.lower() for s in found):
        # "the grant closes June 30": a deadline, kept beside what else the sentence says.
        found = [
            *found,
            new_statement(SignalType.FACT, MemoryType.FACT, due, None, Change(), sentence, "fact"),
        ]
    if extended is not None:
        # "the press gave me an extension, the new date is 15 November": the user's deadline,
        # now later; the older one of the same subject is retired. The sentence read whole
        # ("my supervisor granted me an extension, ...") is not kept beside it: it would file
        # the extension under whoever granted it.
        found = [
            *(s for s in found if "extension" not in s.content.lower()),
            new_statement(
                SignalType.FACT,
                MemoryType.FACT,
                extended,
                "deadline",
                Change(changed=True),
                sentence,
                "fact",
            ),
        ]
    moved = None if due is not None or extended is not None else moved_deadline(sentence)
    if moved is not None:
        # "they shoved the guidelines back to July 10": the new date retires what held the
        # thing's old one.
        content, thing = moved
        change = Change(replaces=(thing,), changed=True)
        found = [
            *(s for s in found if thing not in s.content.lower()),
            new_statement(
                SignalType.FACT, MemoryType.FACT, content, None, change, sentence, "fact"
            ),
        ]
    news = work_news(sentence)
    # "first week at Brightwater done, ...": news already read as the user's work stays so
    if news is not None and not any(
        (s.subject in _WORK or about_work(s.content)) and _overlap(s.content, news[0])
        for s in found
    ):
        # "Friday was my last day at the Tribune", "I report to Oskar now": the work told
        # before is out of date.
        content, subject = news
        change = Change(replaces=change_in(sentence, "en").replaces, changed=True)
        held = [s for s in found if content[:-1].lower() in s.content.lower()]
        if held:
            found = [
                dataclasses.replace(s, subject=subject, change=change)
                if s in held and s.subject is None
                else s
                for s in found
            ]
        else:
            found = [
                *(s for s in found if not inside(s, content)),
                new_statement(
                    SignalType.FACT, MemoryType.FACT, content, subject, change, sentence, "fact"
                ),
            ]
    # "British spelling please, I'm at Leeds ...": a rule put right, and the user's life
    ruled = bool(found) and all(s.rule == "correction" for s in found)
    told = None if found and not ruled else disclosure(sentence)
    if told is not None and passing_state(told):
        told = None  # "we've run out of milk": the state of the moment, not the user's life
    if told is not None:
        found = [
            *(found if ruled else ()),
            new_statement(
                SignalType.FACT,
                MemoryType.FACT,
                told,
                None,
                change_in(sentence, "en"),
                sentence,
                "disclosure",
                0.5,
            ),
        ]
    about = (
        None
        if found
        else news_about(sentence)
        or named_age(sentence)
        or named_school_year(sentence)
        or named_condition(sentence)
        or bill_due(sentence)
    )
    if about is not None:
        # "Update on Duke: ...", "Ruby's 10, on a tandem pump": news of someone of theirs
        found = [
            new_statement(
                SignalType.FACT,
                MemoryType.FACT,
                about,
                None,
                # "Leo turned 7 on Saturday": the age told before is out of date
                Change(changed=turned_age(sentence)),
                sentence,
                "fact",
            )
        ]
    again = None if found else retest(sentence)
    if again is not None:
        # "did another ramp test and got 247": the new result, told as a change
        found = [
            new_statement(
                SignalType.FACT,
                MemoryType.FACT,
                again,
                None,
                Change(changed=True),
                sentence,
                "fact",
            )
        ]
    if found:
        # "I'm a nursing student and I also work nights at a care home": what else the
        # sentence tells of the user's life is kept beside what a rule read in it.
        found = [*found, *_more_told(sentence, found)]
    return found


def _more_told(sentence: str, found: list[Statement]) -> list[Statement]:
    """The clauses of `sentence` about the user's life that `found` does not already hold.

    A clause that restates what a rule read ("My name is Ana, I teach ...") is passed over
    when a narrower clause follows it; kept when it is the only one, since the rule may
    have read only its start. None gets a subject: a fact kept in passing never replaces
    another memory.
    """
    change = change_in(sentence, "en")
    said = [
        Statement(
            signal=SignalType.FACT,
            type=MemoryType.FACT,
            content=told,
            subject=None,
            change=change,
            source=sentence,
            rule="disclosure",
            confidence=0.5,
        )
        for told in disclosures(sentence)
        # "I'm Ana and we've run out of milk": the state of the moment, not the user's life
        if not passing_state(told)
    ]
    narrower = [x for x in said if not any(inside(s, x.content) for s in found)]
    more: list[Statement] = []
    held = " ".join(s.content for s in found)
    for statement in narrower or said:
        if not inside(statement, held):
            more.append(statement)
            held += " " + statement.content
    return more


def _overlap(content: str, other: str) -> bool:
    """Whether two facts share half the words of the shorter (the user and social words aside)."""
    one, two = (
        set(LATIN_WORD.findall(t.lower())) - SOCIAL - {"user", "they", "now"}
        for t in (content, other)
    )
    return len(one & two) * 2 >= min(len(one), len(two)) > 0


def _within(content: str, statement: Statement) -> bool:
    """Whether `statement` is a fact that says no more than `content` (its words are in it)."""
    if statement.type is not MemoryType.FACT:
        return False
    words = set(LATIN_WORD.findall(statement.content.lower())) - SOCIAL
    return words <= set(LATIN_WORD.findall(content.lower()))


def inside(statement: Statement, fragment: str) -> bool:
    """Whether a fact's words are (nearly) all in `fragment`, so that it adds nothing."""
    if statement.type is not MemoryType.FACT:
        return False
    words = set(LATIN_WORD.findall(statement.content.lower())) - SOCIAL - {"user", "they"}
    told = set(LATIN_WORD.findall(fragment.lower()))
    return len(words - told) <= len(words) // 2
