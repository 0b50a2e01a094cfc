"""Hybrid retrieval: BM25 plus dense similarity, fused by weighted Reciprocal Rank Fusion.

Both searches run inside one user's rows: the full-text index through the store, vectors
through the vector store.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from imprint.errors import EmbeddingError
from imprint.policy.fusion import weighted_rrf
from imprint.protocols import Embedder, MemoryStore, VectorStore
from imprint.validation import check_vector

__all__ = ["Candidate", "retrieve"]

DEPTH = 50
"""Hits taken from each retriever before fusion."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """A retrieval hit with its per-retriever ranks (1-based) and fused score."""

    memory_id: int
    score: float
    bm25_rank: int | None
    dense_rank: int | None


async def embed_query(embedder: Embedder, text: str) -> tuple[float, ...]:
    """The query embedding, validated.

    Raises:
        EmbeddingError: the embedder failed or returned an unusable vector.
    """
    try:
        (vector,) = await embedder.embed([text], kind="query")
    except (EmbeddingError, TypeError, AssertionError):
        raise
    except Exception as exc:
        raise EmbeddingError(f"embedder failed: {type(exc).__name__}: {exc}") from exc
    return check_vector(vector, embedder.dimension)


async def retrieve(
    *,
    store: MemoryStore,
    vectors: VectorStore | None,
    embedder: Embedder | None,
    agent_id: str,
    user_id: str,
    query: str,
    scopes: Sequence[str] | None,
    alpha: float,
    depth: int = DEPTH,
) -> list[Candidate]:
    """Fused candidates for a query, best first.

    Without a vector store or embedder the ranking is BM25 alone, whatever `alpha` says.
    """
    bm25 = await store.search_text(agent_id, user_id, query, limit=depth, scopes=scopes)
    bm25_ids = [memory_id for memory_id, _ in bm25]
    dense_ids: list[int] = []
    if vectors is not None and embedder is not None:
        vector = await embed_query(embedder, query)
        dense = await vectors.search(agent_id, user_id, vector, limit=depth)
        dense_ids = [memory_id for memory_id, _ in dense]
    else:
        alpha = 1.0
    fused = weighted_rrf(bm25_ids, dense_ids, alpha=alpha)
    return [Candidate(i, score, b, d) for i, score, b, d in fused if score > 0]
