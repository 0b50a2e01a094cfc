"""Stage 5: embed (outside any transaction), and say what one turn writes.

The write itself is one `MemoryStore.write` call: one transaction that reads the facts it
needs, decides (`imprint.store.decision`) and applies the steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from imprint.errors import EmbeddingError
from imprint.protocols import Embedder
from imprint.types import Signal, Turn
from imprint.validation import check_vector
from imprint.writes import (
    ForgetRequest,
    KeepPending,
    LoopClose,
    NewMemory,
    Observe,
    TurnRecord,
)

__all__ = [
    "EMBED_BATCH",
    "embed_document",
    "embed_documents",
    "keep_pending",
    "observe_turn",
    "record_of",
]

EMBED_BATCH = 128
"""Texts per `embed()` call when many are embedded: few requests, each within the timeout."""


async def embed_document(embedder: Embedder | None, text: str) -> tuple[float, ...] | None:
    """The text's document embedding, or None without an embedder.

    Raises:
        EmbeddingError: the embedder failed or returned an unusable vector.
    """
    vectors = await embed_documents(embedder, [text])
    return None if vectors is None else vectors[0]


async def embed_documents(
    embedder: Embedder | None, texts: Sequence[str]
) -> list[tuple[float, ...]] | None:
    """The texts' document embeddings, in order, `EMBED_BATCH` per call; None without an embedder.

    Raises:
        EmbeddingError: the embedder failed or returned unusable or too few vectors.
    """
    if embedder is None:
        return None
    vectors: list[tuple[float, ...]] = []
    for start in range(0, len(texts), EMBED_BATCH):
        batch = list(texts[start : start + EMBED_BATCH])
        try:
            raws = await embedder.embed(batch, kind="document")
        except EmbeddingError:
            raise
        except (TypeError, AssertionError):
            raise
        except Exception as exc:
            raise EmbeddingError(f"embedder failed: {type(exc).__name__}: {exc}") from exc
        if len(raws) != len(batch):
            raise EmbeddingError(
                f"embedder returned {len(raws)} vectors for {len(batch)} texts; it must "
                f"return one vector per text, in order"
            )
        vectors.extend(check_vector(raw, embedder.dimension) for raw in raws)
    return vectors


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
    forget: ForgetRequest | None = None,
    retire: tuple[str, ...] = (),
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
        forget=forget,
        retire=retire,
    )


def keep_pending(turn: Turn, *, agent_id: str, now: datetime, error: str) -> KeepPending:
    """A turn whose processing failed, to keep for `reprocess_pending()`."""
    return KeepPending(
        agent_id=agent_id, user_id=turn.user_id, now=now, turn=record_of(turn), error=error
    )
