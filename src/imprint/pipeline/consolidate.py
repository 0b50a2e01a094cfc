"""Stage 4: decide how a new memory relates to its nearest existing ones.

Offline, `decide_offline` is the rule: near-duplicates merge; a polarity flip on the same
subject contradicts; and a memory superseded by the new one (it holds a value the new one
retires, or sets the same subject: see `supersede.py`) is deactivated. It is pure and runs
inside the write transaction, against candidates read there (`offline()` asks for that).
With an LLM, `consolidate` (eager mode) asks for verdicts on every candidate before the
transaction opens; `consolidate_unresolved` (balanced mode) asks only about the candidates
the offline rules cannot settle (`unresolved`), and only when there are some. Either way the
store re-checks, inside the transaction, that the memories a verdict names are still active.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from imprint.errors import ModelError
from imprint.llm import LLM
from imprint.pipeline.amount_kinds import amount_changed, replaced_amounts
from imprint.pipeline.change_pairs import THRESHOLD as CHANGE_THRESHOLD
from imprint.pipeline.change_pairs import Pair, outdated_chance
from imprint.pipeline.declension import search_forms
from imprint.pipeline.heuristics import ContentKey, content_key, keys_near_duplicate, subject_words
from imprint.pipeline.milestones import exam_behind
from imprint.pipeline.named_values import names_other_values
from imprint.pipeline.old_names import kind_names
from imprint.pipeline.pointed_values import (
    pointed_change,
    pointed_search_words,
    replaced_values,
    retires_pointed,
)
from imprint.pipeline.relocations import ALSO_SOUGHT
from imprint.pipeline.subjects import subject_of, subject_terms
from imprint.pipeline.supersede import (
    holds_new_value,
    of_others,
    same_partner,
    same_subject,
    shares_frame,
    supersedes,
)
from imprint.pipeline.topic_change import updates_topic
from imprint.pipeline.value_classes import dose_changed, search_words
from imprint.pipeline.whose import ANIMALS, person_of
from imprint.pipeline.word_kin import changed_in_kind, names_another_topic
from imprint.store.terms import WHERE_WORDS, query_terms
from imprint.types import MemoryDraft, MemorySource, MemoryType
from imprint.writes import (
    CandidateMemory,
    Consolidation,
    Contradict,
    DecideOffline,
    KeepBoth,
    Merge,
    Verdict,
)

__all__ = [
    "Consolidated",
    "candidate_query",
    "consolidate",
    "consolidate_unresolved",
    "decide_offline",
    "offline",
    "offline_query",
    "related",
    "unresolved",
]

_SUBJECT_OVERLAP = 0.75
"""Share of the smaller subject that must be common for opposite polarity to contradict."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Consolidated:
    """A verdict reached before the write transaction, and what reaching it cost."""

    verdict: Consolidation
    """Merge, contradict or keep both; or `DecideOffline` when no model was needed."""
    llm_calls: int = 0
    """LLM requests made."""
    tokens: int = 0
    """Tokens they used."""
    fallback: str | None = None
    """Why the offline rules decided although an LLM was asked."""


def _contradicts(new: ContentKey, old: ContentKey) -> bool:
    if new.sign == old.sign or not new.subject or not old.subject:
        return False
    common = len(new.subject & old.subject)
    return common / min(len(new.subject), len(old.subject)) >= _SUBJECT_OVERLAP


def decide_offline(
    draft: MemoryDraft, candidates: Sequence[CandidateMemory], *, learned: bool = True
) -> Verdict:
    """Merge near-duplicates (into the best-ranked one); contradict flips and superseded ones.

    `learned=False` leaves out the last resort, the learned model of changes (`_outdated`):
    `bench/train_changes.py` fits that model on what the rules alone decide.
    """
    if not candidates:
        # Every verdict below names a candidate; without one the draft's key (a tenth of
        # a write) would be computed for nothing.
        return KeepBoth()
    # The rules judge what the draft's words found; a fact read only as among the newest
    # ("we moved the meeting to Thursday" beside where the van is kept) is for the last
    # resorts, which each retire one fact of the draft's kind, or none.
    nearest = [c for c in candidates if c.nearest]
    new = content_key(draft.content)
    same_type = [(c, content_key(c.content)) for c in nearest if c.type is draft.type]
    for candidate, key in same_type:
        if keys_near_duplicate(new, key) and not _superseded(draft, candidate):
            return Merge(into=candidate.memory_id)
    contradicted = [c.memory_id for c, key in same_type if _contradicts(new, key)]
    contradicted += [c.memory_id for c in nearest if _superseded(draft, c)]
    unique = tuple(dict.fromkeys(contradicted))
    if not unique and not draft.quarantined and pointed_change(draft.content):
        # "pm pushed it to aug 4" says it changed, however the reading that kept it was told
        unique = _pointed_at(draft, candidates)
    if not unique and not draft.quarantined and draft.type is MemoryType.FACT:
        # a memory already holding the new value of what the draft moves is up to date
        subject = (draft.subject or subject_of(draft.content)) if draft.changed else None
        stale = [c for c in candidates if not holds_new_value(draft.content, subject, c.content)]
        unique = _in_kind(draft, stale)
        if not unique and learned:
            unique = _outdated(draft, stale)
    return Contradict(memory_ids=unique) if unique else KeepBoth()


def _in_kind(draft: MemoryDraft, candidates: Sequence[CandidateMemory]) -> tuple[int, ...]:
    """The one fact a change told with no word or subject shared puts a new value in.

    "we moved the stock into a unit in bradford" after "we dispatch from leeds": the new
    value is of the old one's kind (`word_kin`). "we're working with 65k total now" after
    "budget is 40k": an amount of the old one's kind (`amount_kinds`). With two such facts,
    which one changed stays unclear, and both stay; two that hold the same old amount ("weighs
    about 92kg", "weighs 92 kg now") are one value said twice, and both go. First, a topic
    the draft changes (`topic_change.updates_topic`) in a fact its words did not find.
    """
    # "my bedtime is more like 1am these days" after "I sleep around 11pm": a topic changed
    # whose words are not the old fact's (`topic_change.py` knows the routine by both names)
    topic = _the_one(
        candidates, lambda c: not c.nearest and updates_topic(draft.content, c.content)
    )
    if topic:
        return topic
    # "gp upped me to 30mg" after "I'm on 20mg of citalopram": a dose given anew, by a word
    # ("20mg") the draft's words cannot find
    dosed = _the_one(candidates, lambda c: not c.nearest and dose_changed(draft.content, c.content))
    if dosed:
        return dosed
    # "graduated!" after "doing a masters in public health": the degree under way is done,
    # though no word of it is said again
    done = _the_one(
        candidates,
        lambda c: (
            not c.nearest
            and not of_others(draft.content, c.content)
            and exam_behind(draft.content, c.content)
        ),
    )
    if done:
        return done
    kin = _the_one(
        candidates,
        lambda c: (
            not of_others(draft.content, c.content) and changed_in_kind(draft.content, c.content)
        ),
    )
    if kin or not draft.changed:
        return kin
    return _the_one(
        candidates,
        lambda c: (
            not of_others(draft.content, c.content) and amount_changed(draft.content, c.content)
        ),
        same=lambda c: replaced_amounts(draft.content, c.content),
    )


def _outdated(draft: MemoryDraft, candidates: Sequence[CandidateMemory]) -> tuple[int, ...]:
    """The one fact the learned model of changes says the draft outdates.

    Asked when no rule settled the draft (`change_pairs`): "I've started driving to work
    since the bus route got cut" after "I get to work on the 7:40 bus". A change puts one new
    value in place of one old: when the model says so of two candidates ("they moved it to
    thursday" beside piano on tuesdays and choir on fridays), which one changed stays
    unclear, and both stay.
    """
    return _the_one(
        candidates,
        lambda c: (
            not names_another_topic(draft.content, c.content)
            # "i've started playing padel" changes nothing of "my son plays rugby" (a pet's
            # food is moved by whoever feeds it, told of the user or of the vet)
            and not _of_other_people(draft.content, c.content)
            # "idris and i got engaged" tells more of the partner the old fact names
            and not (draft.subject == "partner" and same_partner(draft.content, c.content))
            and outdated_chance(
                Pair(draft.content, c.content, draft.subject, c.subject, draft.changed)
            )
            >= CHANGE_THRESHOLD
        ),
    )


_SAID = ("The user said:", "Asked ")


def _of_other_people(content: str, old_content: str) -> bool:
    """Whether two memories tell of two people, neither of them an animal.

    A memory kept in the user's words ('The user said: "now that the kids are at ..."')
    names no one by its opening, so it is of no one else.
    """
    if content.startswith(_SAID) or old_content.startswith(_SAID):
        return False
    return of_others(content, old_content) and not (
        {person_of(content), person_of(old_content)} & ANIMALS
    )


def _the_one(
    candidates: Sequence[CandidateMemory],
    test: Callable[[CandidateMemory], bool],
    *,
    same: Callable[[CandidateMemory], Hashable] | None = None,
) -> tuple[int, ...]:
    """The one fact among the candidates (none pinned or edited) that passes `test`.

    The last resorts each find the fact a change replaces without naming it; when two pass,
    which one changed stays unclear, and both stay, unless `same` gives each the same old
    value: then they are one value said twice, and all go.
    """
    found = [
        c
        for c in candidates
        if c.type is MemoryType.FACT
        and not _protected(c)
        and _SETTLED_PAST.search(c.content) is None
        and test(c)
    ]
    if len(found) == 1 or (found and same is not None and len({same(c) for c in found}) == 1):
        return tuple(c.memory_id for c in found)
    return ()


_SETTLED_PAST = re.compile(
    r"\b(?:grew\s+up|grow\s+up|growing\s+up|was\s+born|were\s+born|born\s+(?:in|and)"
    r"|originally\s+from|raised\s+in|childhood|as\s+a\s+(?:kid|child|teen)|hometown"
    r"|graduated|alma\s+mater)\b",
    re.IGNORECASE,
)
"""What a fact says was so once and for good ("Asked "Where did you grow up?" ... Columbus"):
no later change puts a new value in it, so no last resort retires it."""


def _pointed_at(draft: MemoryDraft, candidates: Sequence[CandidateMemory]) -> tuple[int, ...]:
    """The one fact a change said of "it" gives a new value of, weeks later.

    "they moved it to thursday" names no thing, only a new weekday: it retires the fact
    that holds another weekday ("Rory has football practice tuesdays") when that fact is
    the only one of the candidates that does; with two, which one "it" is stays unclear.
    """
    return _the_one(
        candidates,
        lambda c: retires_pointed(draft.content, c.content),
        same=lambda c: replaced_values(draft.content, c.content),
    )


def unresolved(
    draft: MemoryDraft, candidates: Sequence[CandidateMemory], siblings: Sequence[str] = ()
) -> tuple[CandidateMemory, ...]:
    """The candidates the offline rules cannot settle for `draft`: what balanced mode asks about.

    A candidate is unresolved when it sets the same subject as the draft (so one of them
    may make the other out of date), yet `decide_offline` neither merges the draft into any
    candidate nor contradicts this one: the subject may hold several values and the draft
    says nothing changed ("We use Postgres for analytics." beside "Our database is MySQL.").
    Never unresolved: a draft without a subject or held in quarantine (the rules decide),
    a pinned or user-given candidate (only a value retired outright replaces it), a memory
    of the same reply (`siblings`), and the same wording. Pure.
    """
    if draft.quarantined or draft.subject is None:
        return ()
    verdict = decide_offline(draft, candidates)
    if isinstance(verdict, Merge):
        return ()
    settled = set(verdict.memory_ids) if isinstance(verdict, Contradict) else set()
    return tuple(
        c
        for c in candidates
        if c.nearest
        and c.memory_id not in settled
        and not _protected(c)
        and c.content not in siblings
        and c.content.casefold() != draft.content.casefold()
        and same_subject(draft.subject, old_content=c.content, old_subject=c.subject)
    )


def _protected(candidate: CandidateMemory) -> bool:
    return candidate.pinned or candidate.source is MemorySource.USER_EDIT


def _superseded(draft: MemoryDraft, candidate: CandidateMemory) -> bool:
    if draft.quarantined:
        return False  # held text changes nothing until it is confirmed
    if supersedes(
        content=draft.content,
        subject=draft.subject,
        replaces=draft.replaces,
        changed=draft.changed,
        old_content=candidate.content,
        old_subject=candidate.subject,
        old_protected=_protected(candidate),
    ):
        return True
    # A fact that says it changed restates an older fact with another value when neither
    # has a subject to compare them by (see `shares_frame`). A rule put in place of another
    # ("... instead") restates it only when most of the words are shared: "use type hints
    # in Python code" and "use docstrings in Python code" are two rules.
    if not draft.changed or _protected(candidate):
        return False
    if draft.type is not candidate.type and not _told_habit(draft, candidate):
        return False
    if (
        draft.type is MemoryType.FACT
        and candidate.type is MemoryType.FACT
        and (None in (draft.subject, candidate.subject) or draft.subject == candidate.subject)
        and names_other_values(draft.content, candidate.content)
    ):
        # "switched to Mile End Climbing Wall now" after "climbs at the Castle": one word
        # of the frame, and other names (see `named_values.py`)
        return True
    if candidate.subject is not None or subject_of(candidate.content) is not None:
        return False
    if draft.type is MemoryType.FACT:
        # "adesso registriamo a Bologna" (a city) restates "Registriamo in uno studio a
        # Torino", which sets no subject the rules know
        return shares_frame(draft.content, candidate.content)
    if draft.subject is not None:
        return False
    return (
        draft.type is MemoryType.RULE
        and (draft.revises or _INSTEAD.search(draft.content) is not None)
        and shares_frame(draft.content, candidate.content, share=_RULE_FRAME_SHARE)
    )


def _told_habit(draft: MemoryDraft, candidate: CandidateMemory) -> bool:
    """A fact told as a change beside a habit kept as a rule in the user's third person.

    "The user's team delivers within 8 miles of the shop." is kept as a rule (how the team
    works); "we're cutting delivery to 5 miles" is a fact that changes it.
    """
    return (
        draft.type is MemoryType.FACT
        and candidate.type is MemoryType.RULE
        and candidate.content.startswith("The user")
    )


_RULE_FRAME_SHARE = 0.6
"""Share of the shorter rule's frame words a changed rule must hold to restate it."""
_INSTEAD = re.compile(r"\b(?:instead|rather\s+than|no\s+longer|any\s*more)\b", re.IGNORECASE)
"""What makes a new rule one in place of another ("now cite in APA instead"); "from now
on" alone starts a rule beside the others."""


def candidate_query(content: str) -> str:
    """What consolidation searches candidates by: the content's subject words.

    Only they can make a memory a duplicate or a contradiction, and leaving out "always",
    "never", "the user" keeps the search short. If the index would ignore every one of
    them (all stopwords), the whole content is searched instead.
    """
    words = subject_words(content)
    return words if query_terms(words) else content


def offline_query(draft: MemoryDraft) -> str:
    """What a draft's consolidation candidates are searched by.

    Its subject words (see `candidate_query`), plus its subject's name (memories are
    indexed by it) and the values it retires, so the memories it supersedes are found.
    """
    subject = draft.subject or ""
    extra = [w for w in subject.split("_") if w] + list(search_forms(draft.replaces))
    extra += kind_names(draft.replaces)  # "binned the spreadsheet" finds "a google sheet"
    if subject in ("city", "whereabouts"):
        # "the user is in Charlotte": a home said by shape; "lives in Phoenix": said outright
        extra.append("whereabouts" if subject == "city" else "city")
        # "Ya vedu bukhgalteriyu ... v Kazani": what the user did in the old town, indexed
        # by the words that ask where (see `index_text`), which a move may retire
        extra.extend(WHERE_WORDS.split())
    extra += ALSO_SOUGHT.get(subject, ())
    if subject == "partner":
        # "The user is engaged to Beth": what was said of the partner before ("my girlfriend
        # Noor loves climbing") is found by the word that named her, whatever its subject
        extra.extend(subject_terms(subject))
    extra.extend(search_words(draft.content))  # "I charge EUR 45 an hour" for a new rate
    if pointed_change(draft.content):
        extra.extend(pointed_search_words(draft.content))  # "they moved it to thursday"
    query = candidate_query(draft.content)
    return " ".join([*extra, query]) if extra else query


def offline(draft: MemoryDraft, siblings: Sequence[str] = ()) -> DecideOffline:
    """Ask the write transaction to run `decide_offline` against candidates it reads.

    `siblings` are the other memories of the same reply, which this one never contradicts.
    """
    others = tuple(s for s in siblings if s != draft.content)
    return DecideOffline(query=offline_query(draft), siblings=others)


@dataclass(frozen=True, slots=True)
class _Said:
    """The model's verdicts on the candidates it was asked about, and their cost."""

    merge: Merge | None
    """The first candidate (in the order asked) the model merged into, if any."""
    contradicts: tuple[int, ...]
    """The candidates it contradicted, when it merged into none."""
    llm_calls: int
    tokens: int


async def _ask(llm: LLM, draft: MemoryDraft, candidates: Sequence[CandidateMemory]) -> _Said:
    """One consolidate call about `candidates`, its answer matched to them by id.

    Raises:
        ModelError: the call failed; the caller falls back to the offline rules.
    """
    result = await llm.consolidate(
        new_type=str(draft.type),
        new_scope=draft.scope,
        new_content=draft.content,
        candidates=[(c.memory_id, c.content) for c in candidates],
    )
    contradicts: list[int] = []
    for candidate in candidates:  # candidate order, so the best-ranked merge target wins
        said = result.output.get(candidate.memory_id)
        if said is None:
            continue
        if said.action == "merge":
            content = (said.merged_content or "").strip()
            merge = Merge(into=candidate.memory_id, content=content or None)
            return _Said(merge, (), result.requests, result.tokens)
        if said.action == "contradict":
            contradicts.append(candidate.memory_id)
    return _Said(None, tuple(contradicts), result.requests, result.tokens)


def _fell_back(verdict: Consolidation, exc: ModelError) -> Consolidated:
    """The offline rules' verdict after a failed call, with what the call cost."""
    return Consolidated(
        verdict=verdict, llm_calls=exc.requests, tokens=exc.tokens, fallback=str(exc)
    )


async def consolidate(
    draft: MemoryDraft, candidates: Sequence[CandidateMemory], *, llm: LLM
) -> Consolidated:
    """Merge, contradict or keep: the LLM's verdict, matched to candidates by id.

    A failed LLM call falls back to the offline rules: the memory itself is already
    derived, so nothing is lost by deciding conservatively.
    """
    if not candidates:
        return Consolidated(verdict=KeepBoth())
    asked = related(draft, candidates)
    if not asked:
        # Every candidate was found by a word in passing: the rules settle it, no call.
        return Consolidated(verdict=decide_offline(draft, candidates))
    try:
        said = await _ask(llm, draft, asked)
    except ModelError as exc:
        return _fell_back(decide_offline(draft, candidates), exc)
    verdict: Verdict
    if said.merge is not None:
        verdict = said.merge
    else:
        # What the offline rules know to be superseded stays superseded, whatever the model
        # missed: the same subjects and retired values on both paths.
        contradicts = [*said.contradicts]
        contradicts += [c.memory_id for c in candidates if _superseded(draft, c)]
        unique = tuple(dict.fromkeys(contradicts))
        verdict = Contradict(memory_ids=unique) if unique else KeepBoth()
    return Consolidated(verdict=verdict, llm_calls=said.llm_calls, tokens=said.tokens)


def related(
    draft: MemoryDraft, candidates: Sequence[CandidateMemory]
) -> tuple[CandidateMemory, ...]:
    """The candidates worth an eager consolidate call about `draft`.

    The search finds candidates by any shared word, so many share one in passing ("Uses
    Postgres for the API." and "The API docs are in Notion."). Worth asking about: a
    candidate setting the draft's subject, one sharing two words of what it says
    (`shares_frame` at any share), one the draft names a retired value of, and one the
    offline rules would merge or supersede. Pure.
    """
    verdict = decide_offline(draft, candidates)
    settled = (
        {verdict.into}
        if isinstance(verdict, Merge)
        else set(verdict.memory_ids)
        if isinstance(verdict, Contradict)
        else set()
    )
    retired = [v.casefold() for v in draft.replaces]
    return tuple(
        c
        for c in candidates
        if c.memory_id in settled
        or (draft.subject is not None and c.subject == draft.subject)
        or shares_frame(draft.content, c.content, share=0.0)
        or any(v in c.content.casefold() for v in retired)
    )


async def consolidate_unresolved(
    draft: MemoryDraft,
    candidates: Sequence[CandidateMemory],
    *,
    llm: LLM,
    siblings: Sequence[str] = (),
) -> Consolidated:
    """Balanced mode: the offline rules, and one LLM call only for what they cannot settle.

    When `unresolved` finds nothing, no call is made and the rules decide inside the write
    transaction (`offline`). Otherwise one consolidate call covers the unresolved
    candidates, matched by id: a merge wins; else what the model contradicts and what the
    rules contradict are both retired. A failed call leaves the decision to the rules.
    """
    ask = unresolved(draft, candidates, siblings)
    if not ask:
        return Consolidated(verdict=offline(draft, siblings))
    try:
        said = await _ask(llm, draft, ask)
    except ModelError as exc:
        return _fell_back(offline(draft, siblings), exc)
    if said.merge is not None:
        return Consolidated(verdict=said.merge, llm_calls=said.llm_calls, tokens=said.tokens)
    contradicts = [*said.contradicts]
    ruled = decide_offline(draft, candidates)
    if isinstance(ruled, Contradict):
        # What the rules retire stays retired, except a memory of the same reply.
        same_reply = {c.memory_id for c in candidates if c.content in siblings}
        contradicts += [i for i in ruled.memory_ids if i not in same_reply]
    unique = tuple(dict.fromkeys(contradicts))
    verdict: Verdict = Contradict(memory_ids=unique) if unique else KeepBoth()
    return Consolidated(verdict=verdict, llm_calls=said.llm_calls, tokens=said.tokens)
