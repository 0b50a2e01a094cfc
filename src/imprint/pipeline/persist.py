"""Stage 5: embed (outside any transaction), and say what one turn writes.

The write itself is one `MemoryStore.write` call: one transaction that reads the facts it
needs, decides (`imprint.store.decision`) and applies the steps.
"""

from __future__ import annotations

from datetime import datetime

from imprint.errors import EmbeddingError
from imprint.protocols import Embedder
from imprint.types import Signal, Turn
from imprint.validation import check_vector
from imprint.writes import KeepPending, LoopClose, NewMemory, Observe, TurnRecord

__all__ = ["embed_document", "keep_pending", "observe_turn", "record_of"]


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


def record_of(turn: Turn) -> TurnRecord:
    """The turn as its signal row keeps it."""
    return TurnRecord(
        agent_output=turn.agent_output,
        user_response=turn.user_response,
        session_id=turn.session_id,
        scope_hint=turn.scope,
    )


def observe_turn(
    turn: Turn,
    *,
    agent_id: str,
    now: datetime,
    signal: Signal | None,
    memory: NewMemory | None,
    resolves: int | None = None,
    feedback: LoopClose | None = None,
) -> Observe:
    """What one observed turn writes."""
    return Observe(
        agent_id=agent_id,
        user_id=turn.user_id,
        now=now,
        turn=record_of(turn),
        signal=signal,
        memory=memory,
        resolves=resolves,
        feedback=feedback,
    )


def keep_pending(turn: Turn, *, agent_id: str, now: datetime, error: str) -> KeepPending:
    """A turn whose processing failed, to keep for `reprocess_pending()`."""
    return KeepPending(
        agent_id=agent_id, user_id=turn.user_id, now=now, turn=record_of(turn), error=error
    )
