"""Screen model output before it is stored: secrets redacted, injections held.

The reply was redacted and checked before any model saw it, but a model can reassemble a
key the user typed with spaces, or merge quarantined text into a memory that is not. So
what comes back from derive and consolidate passes the same two checks.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from imprint.pipeline.derive import quarantine_text
from imprint.pipeline.heuristics import looks_like_injection
from imprint.types import MemoryDraft, Turn
from imprint.writes import Consolidation, KeepBoth, Merge

__all__ = ["screen_draft", "screen_merge"]

Redact = Callable[[str], str]


def screen_draft(draft: MemoryDraft, *, redact: Redact) -> MemoryDraft:
    """`draft` with its content redacted (an unchanged draft is returned as is)."""
    content = redact(draft.content)
    return draft if content == draft.content else dataclasses.replace(draft, content=content)


def screen_merge(
    consolidation: Consolidation, draft: MemoryDraft, turn: Turn, *, redact: Redact
) -> tuple[Consolidation, MemoryDraft]:
    """The verdict with a merge's new wording redacted, and the draft.

    Merged content that reads as an injection is not written into the survivor: the merge
    is dropped and the draft is stored on its own, quarantined, showing the whole reply.
    """
    if not isinstance(consolidation, Merge) or consolidation.content is None:
        return consolidation, draft
    merged = redact(consolidation.content)
    if looks_like_injection(merged):
        held = dataclasses.replace(draft, quarantined=True, content=quarantine_text(turn))
        return KeepBoth(), held
    return Merge(into=consolidation.into, content=merged), draft
