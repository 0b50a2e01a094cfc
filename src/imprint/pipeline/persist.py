"""Stage 3: embed (outside any transaction), then write everything in one transaction."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from imprint.errors import EmbeddingError
from imprint.pipeline.heuristics import subject_words
from imprint.protocols import Embedder, MemoryStore
from imprint.store.terms import query_terms
from imprint.types import MemoryDraft, ObservationWrite, Signal, Turn, WriteResult
from imprint.validation import check_vector

__all__ = ["embed_document", "persist", "plan_write"]


async def embed_document(embedder: Embedder | None, text: str) -> tuple[float, ...] | None:
    """The text's document embedding, or None without an embedder.

    Raises:
        EmbeddingError: the embedder failed or returned an unusable vector.
    """
    if embedder is None:
        return None
    try:
        (vector,) = await embedder.embed([text], kind="document")
    except EmbeddingError:
        raise
    except (TypeError, AssertionError):
        raise
    except Exception as exc:
        raise EmbeddingError(f"embedder failed: {type(exc).__name__}: {exc}") from exc
    return check_vector(vector, embedder.dimension)


def plan_write(
    turn: Turn,
    *,
    agent_id: str,
    now: datetime,
    signal: Signal | None,
    draft: MemoryDraft | None,
    vector: tuple[float, ...] | None = None,
    merge_into: int | None = None,
    merged_content: str | None = None,
    contradicts: tuple[int, ...] = (),
    reinforce: tuple[int, ...] = (),
    pending_error: str | None = None,
    pending_signal_id: int | None = None,
) -> ObservationWrite:
    """Assemble what one observation writes."""
    return ObservationWrite(
        candidate_query=None if draft is None else _candidate_query(draft.content),
        agent_id=agent_id,
        user_id=turn.user_id,
        now=now,
        agent_output=turn.agent_output,
        user_response=turn.user_response,
        session_id=turn.session_id,
        scope_hint=turn.scope,
        signal=signal,
        draft=draft,
        vector=vector,
        merge_into=merge_into,
        merged_content=merged_content,
        contradicts=contradicts,
        reinforce=reinforce,
        pending_error=pending_error,
        pending_signal_id=pending_signal_id,
    )


def _candidate_query(content: str) -> str:
    """What consolidation searches candidates by: the content's subject words.

    Only they can make a memory a duplicate or a contradiction, and leaving out "always",
    "never", "the user" keeps the search short. If the index would ignore every one of
    them (all stopwords), the whole content is searched instead.
    """
    words = subject_words(content)
    return words if query_terms(words) else content


async def persist(store: MemoryStore, plans: Sequence[ObservationWrite]) -> list[WriteResult]:
    """Write the plans in one transaction; return what the store did with each."""
    return await store.write_observations(plans)
