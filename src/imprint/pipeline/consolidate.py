"""Stage 4: decide how a new memory relates to its nearest existing ones.

Offline, `decide_offline` is the rule: near-duplicates merge, a polarity flip on the same
subject contradicts. It is pure and runs inside the write transaction, against candidates
read there (`offline()` asks for that). With an LLM, `consolidate` asks for verdicts before
the transaction opens; the store re-checks, inside it, that the memories a verdict names
are still active.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from imprint.errors import ModelError
from imprint.llm import LLM
from imprint.pipeline.heuristics import ContentKey, content_key, keys_near_duplicate, subject_words
from imprint.store.terms import query_terms
from imprint.types import MemoryDraft
from imprint.writes import CandidateMemory, Contradict, DecideOffline, KeepBoth, Merge, Verdict

__all__ = ["Consolidated", "candidate_query", "consolidate", "decide_offline", "offline"]

_SUBJECT_OVERLAP = 0.75
"""Share of the smaller subject that must be common for opposite polarity to contradict."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Consolidated:
    """A verdict reached before the write transaction, and what reaching it cost."""

    verdict: Verdict
    """Merge, contradict or keep both."""
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


def decide_offline(draft: MemoryDraft, candidates: Sequence[CandidateMemory]) -> Verdict:
    """Near-duplicates merge (into the best-ranked one); polarity flips contradict."""
    new = content_key(draft.content)
    same_type = [(c, content_key(c.content)) for c in candidates if c.type is draft.type]
    for candidate, key in same_type:
        if keys_near_duplicate(new, key):
            return Merge(into=candidate.memory_id)
    contradicted = tuple(c.memory_id for c, key in same_type if _contradicts(new, key))
    return Contradict(memory_ids=contradicted) if contradicted else KeepBoth()


def candidate_query(content: str) -> str:
    """What consolidation searches candidates by: the content's subject words.

    Only they can make a memory a duplicate or a contradiction, and leaving out "always",
    "never", "the user" keeps the search short. If the index would ignore every one of
    them (all stopwords), the whole content is searched instead.
    """
    words = subject_words(content)
    return words if query_terms(words) else content


def offline(draft: MemoryDraft) -> DecideOffline:
    """Ask the write transaction to run `decide_offline` against candidates it reads."""
    return DecideOffline(query=candidate_query(draft.content))


async def consolidate(
    draft: MemoryDraft, candidates: Sequence[CandidateMemory], *, llm: LLM
) -> Consolidated:
    """Merge, contradict or keep: the LLM's verdict, matched to candidates by id.

    A failed LLM call falls back to the offline rules: the memory itself is already
    derived, so nothing is lost by deciding conservatively.
    """
    if not candidates:
        return Consolidated(verdict=KeepBoth())
    try:
        result = await llm.consolidate(
            new_type=str(draft.type),
            new_scope=draft.scope,
            new_content=draft.content,
            candidates=[(c.memory_id, c.content) for c in candidates],
        )
    except ModelError as exc:
        return Consolidated(
            verdict=decide_offline(draft, candidates),
            llm_calls=exc.requests,
            tokens=exc.tokens,
            fallback=str(exc),
        )
    contradicts: list[int] = []
    verdict: Verdict | None = None
    for candidate in candidates:  # candidate order, so the best-ranked merge target wins
        said = result.output.get(candidate.memory_id)
        if said is None:
            continue
        if said.action == "merge":
            content = (said.merged_content or "").strip()
            verdict = Merge(into=candidate.memory_id, content=content or None)
            break
        if said.action == "contradict":
            contradicts.append(candidate.memory_id)
    if verdict is None:
        verdict = Contradict(memory_ids=tuple(contradicts)) if contradicts else KeepBoth()
    return Consolidated(verdict=verdict, llm_calls=result.requests, tokens=result.tokens)
