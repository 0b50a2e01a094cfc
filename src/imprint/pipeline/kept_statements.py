"""Which statements of a reply are kept, and in what order."""

from __future__ import annotations

import dataclasses
import re

from imprint.pipeline.forget import ForgetRequest
from imprint.pipeline.forget_rest import forget_rest
from imprint.pipeline.statements import Statement
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.supersede import forget_matches, holds_stem
from imprint.pipeline.topics import private_apart
from imprint.pipeline.wording import own_subject, reads_as_clause, tidy
from imprint.types import MemoryType

MAX_STATEMENTS = 4
"""At most this many statements are kept from one reply, strongest first."""
_RANK = {"correction": 60, "decision": 50, "direction": 40, "constraint": 35, "preference": 30}


_NOW_CUE = re.compile(
    r"\b(?:no\s+longer|anymore|any\s+more|not|n't|stopped|quit|back\s+(?:on|to)|instead|now)\b",
    re.IGNORECASE,
)
"""What makes a statement naming the thing to forget say what holds now ("I'm back on
caffeine", "no longer vegan"), rather than repeat it."""


_END_WORDS = frozenset(
    "the user user's said that this it got was were is are been has have just finally"
    " officially cancelled canceled pulled scrapped shelved dropped axed killed binned called"
    " off dead over done finished sold gone ended fell through quit"
    # "Lena and I split up. forget everything about her": a couple parted is an end too
    " and broke up split separated divorced parted"
    # "finally got rid of the golf", "gave up on duolingo", "traded in the old van"
    " rid of their gave up on traded in ditched dumped binned scrapped"
    # "Die VBA-Makros sind Geschichte", "c'est fini", "se acab\u00f3", "j\u00e1 era"
    " die der das ist sind war waren geschichte vorbei weg erledigt abgeschafft unsere unser"
    " le la les est sont c'est fini finie termin\u00e9 termin\u00e9e notre nos"
    " el los las es son se acab\u00f3 ya nuestro nuestra"
    " o os as \u00e9 s\u00e3o acabou j\u00e1 era nosso nossa"
    " il lo gli \u00e8 sono finito finita nostro nostra".split()
)
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


def _only_its_end(content: str, terms: tuple[tuple[str, ...], ...]) -> bool:
    """Whether `content` says no more than that a thing the request names has ended.

    "Atlas got cancelled. forget everything about it": the end of the thing is forgotten
    with it; "forget Slack, we moved to Mattermost" says what holds now, and stays.
    """
    named = {p for t in terms for w in t for p in (w, *w.split("-"))}
    return all(w in _END_WORDS or w in named for w in (x.lower() for x in _WORD.findall(content)))


_FROM_NOW = re.compile(
    r"\b(?:from\s+now\s+on|going\s+forward|from\s+here\s+on|in\s+future|always)\b", re.IGNORECASE
)


def _way_from_now(statement: Statement, terms: tuple[tuple[str, ...], ...]) -> bool:
    """Whether a rule the reply sets for after its forget request is kept beside it.

    "I'd rather you didn't remember my kids' names. Just call them kid 1 and kid 2 from
    now on": the new way names the kids only by the words that replace their names. A rule
    that says a forgotten word itself ("never mention my salary again") goes with it.
    """
    if statement.type is not MemoryType.RULE or _FROM_NOW.search(statement.source) is None:
        return False
    low = statement.content.lower()
    return not any(re.search(rf"\b{re.escape(word)}\b", low) for words in terms for word in words)


def not_forgotten(statements: list[Statement], request: ForgetRequest | None) -> list[Statement]:
    """Statements the reply's own forget request does not name.

    "jordi moved out. delete everything about him": what the reply says of the person it
    asks to forget is erased with the rest, not stored after the erasure.
    """
    if request is None or not request.terms:
        return statements
    # A rule's statement about the user ("I'm back on caffeine, drop the decaf stuff") or
    # one that replaces something ("forget Slack, we moved to Mattermost") says what holds
    # now; it names the thing to forget only to leave it behind. The last-resort reading
    # of a sentence ("my credit score is nobody's business") is not such a statement.
    kept = []
    for s in statements:
        now = (
            s.change.changed
            and s.content.startswith("The user")
            and s.rule != "disclosure"
            and _NOW_CUE.search(s.content) is not None
            # "the divorce is final ... let go of all the divorce stuff": "The user is
            # divorced now" says the very thing to forget, not what holds in its place
            and not _said_outright(s.content, request.terms)
        )
        if (
            (s.change.replaces and not _only_its_end(s.content, request.terms))
            or now
            or _way_from_now(s, request.terms)
            or not forget_matches(s.content, request.terms)
        ):
            kept.append(s)
            continue
        # "I'm learning Italian, because of my ex Dario ... I'd like him out of your notes":
        # the clauses the request does not name stay (see `forget_rest`).
        rest = forget_rest(s.content, request.terms)
        if rest is not None and not _only_its_end(rest[0], request.terms):
            # "The user broke up.": what stays of "Lena and the user broke up" is only its end
            kept.append(dataclasses.replace(s, content=rest[0], subject=rest[1]))
    return kept


def _said_outright(content: str, terms: tuple[tuple[str, ...], ...]) -> bool:
    """Whether `content` holds a word of a request's target itself (not a value of it)."""
    return any(holds_stem(content, word) for target in terms for word in target if len(word) > 3)


def with_private_apart(statements: list[Statement]) -> list[Statement]:
    """A fact holding a pay figure or a school name beside other facts is stored as two.

    "forget my salary" then erases the memory with the figure and keeps the job said with
    it (see `topics.private_apart`).
    """
    out = []
    for statement in statements:
        split = private_apart(statement.content) if statement.type is MemoryType.FACT else None
        apart = () if split is None else tuple(own_subject(x, statement.source) for x in split)
        if not apart or not all(reads_as_clause(content) for content in apart):
            # "(children's wards, thirty-eight years at the same hospital": a piece with no
            # verb of its own is no fact; the statement stays whole.
            out.append(statement)
            continue
        for content in apart:
            out.append(dataclasses.replace(statement, content=content, subject=subject_of(content)))
    return out


def _tidied(statement: Statement) -> Statement:
    content = tidy(statement.content)
    return (
        statement
        if content == statement.content
        else dataclasses.replace(statement, content=content)
    )


def strongest(statements: list[Statement]) -> tuple[Statement, ...]:
    """Statements strongest first (stable), duplicates of content dropped, at most a few."""
    seen: set[str] = set()
    unique = []
    for said in statements:
        # An answer is quoted as the user gave it; every other statement reads as a sentence.
        statement = said if said.rule == "answer" else _tidied(said)
        key = statement.content.casefold()
        if key not in seen:
            seen.add(key)
            unique.append(statement)
    kept = _absorbed(_without_bare_ends(unique))
    ranked = sorted(kept, key=lambda s: _RANK.get(s.rule, 20), reverse=True)
    return tuple(ranked[:MAX_STATEMENTS])


_LEAD = re.compile(r"^the\s+user(?:'s)?\s+|[.!]+$", re.IGNORECASE)


def _without_bare_ends(statements: list[Statement]) -> list[Statement]:
    """The statements less those that only say an old value went, when another gives the new.

    "finally got rid of the golf, I've got a Tesla Model 3 now": the first clause retires
    the Golf (its value is retired all the same) and the second tells what holds; kept,
    the first would show the Golf in every policy beside the Tesla.
    """
    facts = [s for s in statements if s.type is MemoryType.FACT]
    gone = {
        id(s)
        for s in facts
        if s.change.replaces
        and _only_its_end(
            _SAID.sub("", s.content), tuple(tuple(v.split()) for v in s.change.replaces)
        )
        and any(
            t is not s
            and (t.subject == s.subject if s.subject is not None else t.change.changed)
            and not _only_its_end(t.content, ())
            for t in facts
        )
    }
    return [s for s in statements if id(s) not in gone] if gone else statements


_SAID = re.compile(r'^The user said:\s*"|"\.?$')


def _absorbed(statements: list[Statement]) -> list[Statement]:
    """Facts said twice, once alone and once at length, stored once with the subject.

    "I'm an ICU nurse and I'm precepting a new grad" reads as "The user is an ICU nurse."
    (`role`) and as the whole clause (no subject). Kept apart, a later change of role
    retires the first and leaves the ICU in the second: the longer one takes the subject
    and the short one goes.
    """
    facts = [s for s in statements if s.type is MemoryType.FACT]
    gone: set[int] = set()
    given: dict[int, Statement] = {}
    for short in facts:
        core = _LEAD.sub("", short.content).strip().casefold()
        if short.subject is None or len(core.split()) < _MIN_ABSORBED:
            continue
        for long in facts:
            if long is short or long.subject is not None or id(long) in given:
                continue
            if core in long.content.casefold() and len(long.content) > len(short.content):
                gone.add(id(short))
                given[id(long)] = dataclasses.replace(
                    long,
                    subject=short.subject,
                    change=long.change if long.change.changed else short.change,
                )
                break
    if not gone:
        return statements
    return [given.get(id(s), s) for s in statements if id(s) not in gone]


_MIN_ABSORBED = 2


def foreign_not_forgotten(
    statements: list[Statement], request: ForgetRequest | None
) -> list[Statement]:
    """`not_forgotten` for another language: what the request's remainder says is the new state.

    "oublie Slack : on est passes sur Mattermost": the remainder names the old value only
    to leave it; "lo de Meridia no lo guardes": the interview said before goes.
    """
    if request is None or not request.remainder:
        return not_forgotten(statements, request)
    after = [s for s in statements if s.source in request.remainder]
    return (
        not_forgotten([s for s in statements if s.source not in request.remainder], request) + after
    )
