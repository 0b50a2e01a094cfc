"""What stays of a memory superseded for holding a value the user said is over.

"I run a tea shop in Hangzhou, called Qinglan, selling mostly on Taobao" is out of date
once the Taobao shop closes, but the city and the name are not. The superseded memory is
deactivated as before (it stays as history, linked to its successor); the clauses that
hold no retired value are written anew as a memory of their own (`WriteRules.retire_rest`
decides which). A memory superseded without a named value ("I work at Merriweather now")
keeps nothing of that subject: when the old memory set the same home or workplace subject,
the clauses of that subject go and the others stay ("sono giulia, lavoro alla clinica san
luca" keeps "sono giulia").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime

from imprint.store.drafts import new_memory
from imprint.store.facts import Facts
from imprint.store.steps import InsertMemory, LogEvent, New, Step
from imprint.types import MemoryDraft
from imprint.writes import RETIRED_SUBJECT, CandidateMemory, Observe, WriteRules

__all__ = ["rest_steps", "retired_rests"]


def retired_rests(
    request: Observe,
    facts: Facts,
    rules: WriteRules,
    superseded: Sequence[int],
    steps: Iterable[Step],
) -> list[Step]:
    """The steps that write anew what stays of each `superseded` memory; `steps` so far."""
    values = tuple(request.retire)
    if request.memory is not None:
        values += tuple(v for v in request.memory.draft.replaces if v not in values)
    subject = request.memory.draft.subject if request.memory is not None else None
    if subject not in _RESTED_SUBJECTS:
        subject = None
    if not superseded:
        return []
    known: dict[int, CandidateMemory] = {}
    for near in (*facts.candidates, *facts.retirable):
        known.setdefault(near.memory_id, near)
    inserted = [s.ref.index for s in steps if isinstance(s, InsertMemory)]
    index = max(inserted, default=0)
    if not (values or subject):
        return _swapped(request, known, rules, superseded, index)
    gone = set(superseded)
    held = {c.content.casefold() for c in known.values() if c.memory_id not in gone}
    if request.memory is not None:
        held.add(request.memory.draft.content.casefold())
    out: list[Step] = []
    for memory_id in dict.fromkeys(superseded):
        candidate = known.get(memory_id)
        if candidate is None or candidate.key is not None:
            continue  # a keyed memory is the caller's to rewrite
        if request.memory is not None and values:
            # "moved slow bread off substack onto buttondown": the newsletter still holds
            swapped = rules.swap_value(request.memory.draft.content, candidate.content, request.now)
            if (
                swapped is not None
                and swapped[0].casefold() not in held
                # "moved me to mondays at 8am, thursdays don't work": a rewrite that keeps a
                # value said to be over ("every thursday at 8am") is no rewrite
                and not any(v.casefold().rstrip("s") in swapped[0].casefold() for v in values)
            ):
                held.add(swapped[0].casefold())
                index += 1
                out += _swap_steps(request, candidate, swapped, index)
                continue
        said = values
        if subject is not None and candidate.subject in _KIN_SUBJECTS.get(subject, (subject,)):
            said = (*values, RETIRED_SUBJECT + subject)  # "sono giulia" stays, the clinic goes
        if not said:
            continue
        rest = rules.retire_rest(candidate.content, said)
        if rest is None or rest[0].casefold() in held:
            continue
        held.add(rest[0].casefold())
        index += 1
        out += rest_steps(request, candidate, rest, index, {"kept_from": memory_id})
    return out


def _swapped(
    request: Observe,
    known: dict[int, CandidateMemory],
    rules: WriteRules,
    superseded: Sequence[int],
    index: int,
) -> list[Step]:
    """The steps that write each `superseded` memory again with the new value said of "it".

    "they've offered us September 26th instead" supersedes "The wedding is September 12th at
    Ashgrove Barn, about 80 guests"; the barn and the guests hold still, so the memory is
    written anew with the new date (`WriteRules.swap_value` decides). `known` holds the
    memories read; `index` is the last inserted memory's.
    """
    if request.memory is None:
        return []
    draft = request.memory.draft.content
    out: list[Step] = []
    for memory_id in dict.fromkeys(superseded):
        candidate = known.get(memory_id)
        if candidate is None or candidate.key is not None:
            continue
        swapped = rules.swap_value(draft, candidate.content, request.now)
        if swapped is None or swapped[0].casefold() == draft.casefold():
            continue
        index += 1
        out += _swap_steps(request, candidate, swapped, index)
    return out


def _swap_steps(
    request: Observe,
    candidate: CandidateMemory,
    swapped: tuple[str, datetime | None],
    index: int,
) -> list[Step]:
    """Write `candidate` again as `swapped` (its text with the new value, and its end)."""
    origin: dict[str, object] = {"kept_from": candidate.memory_id}
    rewritten = (swapped[0], candidate.subject)
    return rest_steps(request, candidate, rewritten, index, origin, valid_until=swapped[1])


_RESTED_SUBJECTS = frozenset({"city", "employer", "diet"})
"""Subjects whose clause a memory may hold beside others of its own: a home or a workplace
said with the user's name or role ("a data analyst based in denver"), a diet said with an
intolerance ("vegetarian and lactose intolerant": eating fish again leaves the lactose)."""


_KIN_SUBJECTS = {"employer": ("employer", "role")}
"""The subjects of old memories a new one of a subject retires a part of: a new workplace,
the "at ocado" of "a data analyst at ocado" (stored as the user's role)."""


def rest_steps(
    request: Observe,
    candidate: CandidateMemory,
    rest: tuple[str, str | None],
    index: int,
    origin: dict[str, object],
    *,
    valid_until: datetime | None = None,
) -> list[Step]:
    """Insert what stays of `candidate` (`rest`: text and subject) as inserted memory `index`.

    The rest keeps the old memory's type, scope, source and pin; `origin` says in its event
    where it came from (a forget request, a superseded memory); `valid_until` is its end.
    """
    draft = MemoryDraft(
        type=candidate.type,
        content=rest[0],
        scope=candidate.scope,
        source=candidate.source,
        pinned=candidate.pinned,
        subject=rest[1],
        valid_until=valid_until,
    )
    ref = New(index=index)
    detail = {"type": str(draft.type), "scope": draft.scope, "content": draft.content, **origin}
    return [
        InsertMemory(ref=ref, memory=new_memory(request, draft)),
        LogEvent(kind="memory.created", memory=ref, detail=detail),
    ]
