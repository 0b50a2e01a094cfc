"""Stage 4: decide how a new memory relates to its nearest existing ones.

The decision is made before the write transaction (an LLM may be involved) and applied
inside it, where the store re-checks that the memories it touches are still active.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from imprint.errors import ModelError
from imprint.llm import LLM
from imprint.pipeline.heuristics import ContentKey, content_key, keys_near_duplicate
from imprint.types import CandidateMemory, MemoryDraft

__all__ = ["Consolidation", "consolidate", "decide_offline"]

_SUBJECT_OVERLAP = 0.75
"""Share of the smaller subject that must be common for opposite polarity to contradict."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Consolidation:
    """What to do with the draft: fold it into a survivor, and which memories it makes wrong."""

    merge_into: int | None = None
    merged_content: str | None = None
    contradicts: tuple[int, ...] = field(default_factory=tuple)
    llm_calls: int = 0
    tokens: int = 0
    fallback: str | None = None
    """Why the offline rules decided although an LLM was asked."""


def _contradicts(new: ContentKey, old: ContentKey) -> bool:
    if new.sign == old.sign or not new.subject or not old.subject:
        return False
    common = len(new.subject & old.subject)
    return common / min(len(new.subject), len(old.subject)) >= _SUBJECT_OVERLAP


def decide_offline(draft: MemoryDraft, candidates: Sequence[CandidateMemory]) -> Consolidation:
    """Near-duplicates merge (into the best-ranked one); polarity flips contradict."""
    new = content_key(draft.content)
    same_type = [(c, content_key(c.content)) for c in candidates if c.type is draft.type]
    for candidate, key in same_type:
        if keys_near_duplicate(new, key):
            return Consolidation(merge_into=candidate.memory_id)
    contradicted = tuple(c.memory_id for c, key in same_type if _contradicts(new, key))
    return Consolidation(contradicts=contradicted)


async def consolidate(
    draft: MemoryDraft, candidates: Sequence[CandidateMemory], *, llm: LLM | None
) -> Consolidation:
    """Merge, contradict or keep: by the LLM when given one, else by the offline rules.

    A failed LLM call falls back to the offline rules: the memory itself is already
    derived, so nothing is lost by deciding conservatively.
    """
    if not candidates:
        return Consolidation()
    if llm is None:
        return decide_offline(draft, candidates)
    try:
        result = await llm.consolidate(
            new_type=str(draft.type),
            new_scope=draft.scope,
            new_content=draft.content,
            candidates=[(c.memory_id, c.content) for c in candidates],
        )
    except ModelError as exc:
        offline = decide_offline(draft, candidates)
        return Consolidation(
            merge_into=offline.merge_into,
            contradicts=offline.contradicts,
            llm_calls=exc.requests,
            tokens=exc.tokens,
            fallback=str(exc),
        )
    merge_into: int | None = None
    merged_content: str | None = None
    contradicts: list[int] = []
    for candidate in candidates:  # candidate order, so the best-ranked merge target wins
        verdict = result.output.get(candidate.memory_id)
        if verdict is None:
            continue
        if verdict.action == "merge" and merge_into is None:
            merge_into = candidate.memory_id
            content = (verdict.merged_content or "").strip()
            merged_content = content or None
        elif verdict.action == "contradict":
            contradicts.append(candidate.memory_id)
    return Consolidation(
        merge_into=merge_into,
        merged_content=merged_content,
        contradicts=() if merge_into is not None else tuple(contradicts),
        llm_calls=result.requests,
        tokens=result.tokens,
    )
