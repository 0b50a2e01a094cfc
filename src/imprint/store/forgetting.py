"""What a forget request names in the store, decided once for every backend. Pure.

"Please don't keep anything about the custody case" erases the active memories its words
name (or, for "forget that", the session's latest), the memories history keeps (a memory
a newer one replaced holds the same words), and the text kept beside memories that names
it: the turns kept with the user's signals (the reply, and the agent's message before it)
and event details. What the user did not ask to forget of the memories erased whole is
written anew (`forget_steps`).

The backends find candidates by full-text rank and by stem (`facts.fact_query`), plus the
newest ones, so a request naming an attribute ("my salary") reaches its recent values
("currently on 82k"); the rules here (`WriteRules.forgets`) decide which candidates the
request names.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace
from typing import TypeVar

from imprint.store.facts import Facts, KeptDetail, KeptTurn, fold
from imprint.store.rests import rest_steps
from imprint.store.steps import Forget, ForgetTexts, LogEvent, Step
from imprint.writes import CandidateMemory, ForgetRequest, Observe, WriteRules

__all__ = [
    "candidates",
    "forget_steps",
    "found_then_newest",
    "may_name",
    "named_memories",
    "named_texts",
    "ranked_then_newest",
]

Row = TypeVar("Row")

_STRUCTURE = frozenset(
    "type scope source produced_by reason from by quarantined kept_from_forget origin outcome"
    " loop_id signal_id version".split()
)
"""Keys of an event's detail that hold the store's own words, never the user's."""


def may_name(text: str, stems: Sequence[str]) -> bool:
    """Whether `text` holds one of `stems` in any case; every text may when there are none."""
    if not stems:
        return True
    folded = fold(text)
    return any(stem in folded for stem in stems)


def candidates(
    found: Iterable[Row],
    newest: Iterable[Row],
    stems: Sequence[str],
    *,
    key: Callable[[Row], int],
    text: Callable[[Row], str],
) -> list[Row]:
    """The rows a stem search `found` that may hold a stem, and the `newest`, once each.

    Ordered by id (`key`). Both backends read a forget request's history, kept turns and
    event details through it, so what the decision sees is the same on each.
    """
    rows = {key(r): r for r in found if may_name(text(r), stems)}
    for row in newest:
        rows.setdefault(key(row), row)
    return [rows[i] for i in sorted(rows)]


def found_then_newest(
    found: tuple[CandidateMemory, ...], newest: Iterable[CandidateMemory]
) -> tuple[CandidateMemory, ...]:
    """The active memories a forget request's words `found`, then the `newest` not among them.

    Both backends read a forget request's active memories through it, so "forget that"
    and a request naming an attribute reach the same memories on each.
    """
    seen = {m.memory_id for m in found}
    return found + tuple(m for m in newest if m.memory_id not in seen)


def ranked_then_newest(
    found: tuple[CandidateMemory, ...], newest: Iterable[CandidateMemory]
) -> tuple[CandidateMemory, ...]:
    """The candidates a draft's words `found`, then the `newest` not among them, marked so.

    The newest are not the nearest (`CandidateMemory.nearest`). Both backends read a change's
    candidates through it, so what the rules and the last resorts of consolidation see is the
    same on each.
    """
    return found_then_newest(found, (replace(m, nearest=False) for m in newest))


def forget_steps(
    request: Observe, forget: ForgetRequest, facts: Facts, rules: WriteRules
) -> tuple[list[Step], list[int]]:
    """The steps that erase what the user asked to forget, and the memories they erase.

    The memories its words name (or the latest), those history keeps, and the kept
    turns and event details that name it.
    """
    steps: list[Step] = []
    forgotten: list[int] = []
    named = named_memories(facts.forgettable, forget, rules)
    latest = [c.memory_id for c in facts.recent] if forget.recent else []
    # What newer memories replaced holds the same words; nothing of it is written anew.
    past = named_memories(facts.forgettable_history, forget, rules)
    for memory_id in dict.fromkeys([*named, *latest, *past]):
        steps.append(Forget(memory_id=memory_id))
        # The event says that, not what: the text is what the user wanted gone.
        detail = {"reason": "asked"}
        steps.append(LogEvent(kind="memory.forgotten", memory=memory_id, detail=detail))
        forgotten.append(memory_id)
    steps += _rests(request, forget, facts, rules, set(named))
    texts = named_texts(facts, forget, rules)
    if texts is not None:
        steps.append(texts)
    return steps, forgotten


def _rests(
    request: Observe, forget: ForgetRequest, facts: Facts, rules: WriteRules, named: set[int]
) -> list[Step]:
    """Write anew what the user did not ask to forget of the memories erased whole.

    "I teach history, and I'm going through a custody dispute", then "forget the
    custody thing": the memory is erased (no byte of it stays) and "The user teaches
    history." is a new memory. A keyed memory goes whole: its key names all of it.
    """
    steps: list[Step] = []
    rests = 0
    held = {c.content.casefold() for c in facts.forgettable if c.memory_id not in named}
    if request.memory is not None:
        held.add(request.memory.draft.content.casefold())
    seen: set[int] = set()
    for candidate in facts.forgettable:
        if candidate.memory_id not in named or candidate.memory_id in seen:
            continue
        seen.add(candidate.memory_id)
        rest = (
            None
            if candidate.key is not None
            else rules.forget_rest(candidate.content, forget.terms)
        )
        if rest is None or rest[0].casefold() in held:
            continue
        held.add(rest[0].casefold())
        # The turn's own memory is New() (index 0); the rests come after it.
        rests += 1
        steps += rest_steps(request, candidate, rest, rests, {"kept_from_forget": "yes"})
    return steps


def named_memories(
    memories: Iterable[CandidateMemory], forget: ForgetRequest, rules: WriteRules
) -> list[int]:
    """The memories the request's words name, in the order given (active ones best first)."""
    if not forget.terms:
        return []
    return [c.memory_id for c in memories if rules.forgets(c.content, forget.terms)]


def named_texts(facts: Facts, forget: ForgetRequest, rules: WriteRules) -> ForgetTexts | None:
    """The kept turns and event details the request's words name, as one step, or None."""
    if not forget.terms:
        return None
    signals: list[int] = []
    events: list[int] = []
    for kept in facts.kept_texts:
        match kept:
            case KeptTurn(signal_id=signal_id, agent_output=said, user_response=reply):
                if rules.forgets(said, forget.terms) or rules.forgets(reply, forget.terms):
                    signals.append(signal_id)
            case KeptDetail(event_id=event_id, detail=detail):
                if rules.forgets("\n".join(_said_in(detail)), forget.terms):
                    events.append(event_id)
    if not signals and not events:
        return None
    return ForgetTexts(signals=tuple(signals), events=tuple(events))


def _said_in(detail: str) -> Iterator[str]:
    """The texts an event's detail quotes (a memory's content, a reply as evidence), decoded.

    Matched as raw JSON, a word after an escaped newline would hide behind the escape's
    letter, and every detail would be named by "content" or "global".
    """
    try:
        value = json.loads(detail)
    except ValueError:
        yield detail
        return
    yield from _strings(value, None)


def _strings(value: object, key: str | None) -> Iterator[str]:
    if key in _STRUCTURE:
        return
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for name, item in value.items():
            yield from _strings(item, str(name))
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item, key)
