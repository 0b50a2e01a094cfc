"""Hybrid retrieval: BM25 plus dense similarity, fused, then reranked by neighbouring memories.

Both searches run inside one user's rows: the full-text index through the store, vectors
through the vector store. The default fusion mixes normalised scores
(`fusion.weighted_score_fusion`); `fusion="rrf"` keeps weighted Reciprocal Rank Fusion. Each
conversational hit (a FACT or CONTEXT memory) then lends part of its score to conversational
hits written just before and after it (`fusion.spread_to_neighbours`), which reorders the
hits but never adds one. On LoCoMo (`bench/locomo_recall.py`) both steps raised recall@10
over BM25 alone and over RRF. Rules and decisions stand alone: the rule written after
another is as unrelated to it as any other, and letting them lend to each other cost
PrefEval preferences 6 points of reaching the policy (`bench/policy_prefeval.py`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, assert_never

from imprint.errors import EmbeddingError
from imprint.policy.fusion import (
    NEIGHBOUR_WEIGHTS,
    spread_to_neighbours,
    weighted_rrf,
    weighted_score_fusion,
)
from imprint.protocols import Embedder, MemoryStore, VectorStore
from imprint.types import Memory, MemoryStatus, MemoryType, MetadataFilter
from imprint.validation import check_vector

log = logging.getLogger(__name__)

__all__ = [
    "CONVERSATIONAL",
    "DEPTH",
    "Candidate",
    "Fusion",
    "embed_query",
    "retrieve",
    "similar",
]

DEPTH = 50
"""Hits taken from each retriever before fusion."""

CONVERSATIONAL = frozenset({MemoryType.FACT, MemoryType.CONTEXT})
"""Memory types whose neighbours in write order lend each other weight."""

Fusion = Literal["scores", "rrf"]
"""`scores`: confidence-weighted normalised scores (the default); `rrf`: weighted RRF."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """A retrieval hit with its per-retriever ranks (1-based) and fused score."""

    memory_id: int
    score: float
    bm25_rank: int | None
    dense_rank: int | None
    memory: Memory | None = None
    """The memory, when retrieval loaded it (it does to rerank by neighbours)."""
    similarity: float | None = None
    """Cosine similarity to the query, when the vector search returned it."""


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
    fusion: Fusion = "scores",
    neighbours: Sequence[float] = NEIGHBOUR_WEIGHTS,
    metadata: MetadataFilter | None = None,
) -> list[Candidate]:
    """Fused candidates for a query, best first; equal scores by ascending memory id.

    Without a vector store or embedder the ranking is BM25 alone, whatever `alpha` says.

    Args:
        store: Where the memories and the full-text index live.
        vectors: The vector store, or None for BM25 only.
        embedder: Embeds the query, or None for BM25 only.
        agent_id: The agent whose memories are searched.
        user_id: The user whose memories are searched.
        query: Free text.
        scopes: Scopes the full-text search is limited to; None for all.
        alpha: Weight of BM25 against dense similarity: 1 is BM25 only, 0 dense only.
        depth: Hits taken from each retriever.
        fusion: How the two lists are mixed.
        neighbours: Share of a conversational hit's score lent to conversational hits whose
            ids are 1, 2, ... away (written just before or after it); `()` turns neighbour
            reranking off.
        metadata: Only memories whose metadata passes this filter (in SQL on both sides:
            the vector search is limited to the ids the store lists).
    """
    dense: list[tuple[int, float]] = []
    searching: asyncio.Future[list[tuple[int, float]]] | None = None
    if vectors is not None and embedder is not None:
        try:
            vector = await embed_query(embedder, query)
        except EmbeddingError as exc:
            # A read must not fail because the embedder did: keyword search still answers.
            log.warning("embedding the query failed, using full-text search only: %s", exc)
            alpha = 1.0
        else:
            # Both searches run at once: the dense one is started first so its short store
            # read queues ahead of the full-text search, then scores on a worker thread
            # while the store's thread ranks text (about 40% off at 100,000 memories).
            allowed = None
            if metadata is not None:
                allowed = await _allowed(store, agent_id, user_id, scopes, metadata)
            searching = asyncio.ensure_future(
                vectors.search(agent_id, user_id, vector, limit=depth, memory_ids=allowed)
            )
            await asyncio.sleep(0)
    else:
        alpha = 1.0
    try:
        bm25 = await store.search_text(
            agent_id, user_id, query, limit=depth, scopes=scopes, metadata=metadata
        )
    except BaseException:
        if searching is not None:
            searching.cancel()
        raise
    if searching is not None:
        dense = await searching
    if fusion == "scores":
        fused = weighted_score_fusion(bm25, dense, alpha=alpha)
    elif fusion == "rrf":
        fused = weighted_rrf([i for i, _ in bm25], [i for i, _ in dense], alpha=alpha)
    else:
        assert_never(fusion)
    # Every id either retriever found scores above 0, whatever alpha was drawn: the tuner
    # samples alpha per call, and a hit must not come and go with the draw.
    hits = fused
    loaded: dict[int, Memory] = {}
    if neighbours and hits:
        found = await store.get_memories(agent_id, user_id, [row[0] for row in hits])
        loaded = {m.memory_id: m for m in found}
        turns = {i: s for i, s, _, _ in hits if i in loaded and loaded[i].type in CONVERSATIONAL}
        scores = spread_to_neighbours(turns, weights=neighbours)
        hits = sorted(
            ((i, scores.get(i, s), b, d) for i, s, b, d in hits), key=lambda row: (-row[1], row[0])
        )
    cosine = dict(dense)
    return [Candidate(i, score, b, d, loaded.get(i), cosine.get(i)) for i, score, b, d in hits]


async def _allowed(
    store: MemoryStore,
    agent_id: str,
    user_id: str,
    scopes: Sequence[str] | None,
    metadata: MetadataFilter,
) -> list[int]:
    """Ids of the active memories a metadata filter lets through (listed by the store's SQL)."""
    listed = await store.list_memories(
        agent_id, user_id, statuses=[MemoryStatus.ACTIVE], scopes=scopes, metadata=metadata
    )
    return [m.memory_id for m in listed]


async def similar(
    *,
    store: MemoryStore,
    vectors: VectorStore | None,
    embedder: Embedder | None,
    agent_id: str,
    user_id: str,
    query: str,
    scopes: Sequence[str] | None,
    limit: int,
    metadata: MetadataFilter | None = None,
) -> list[Candidate]:
    """The `limit` active memories most similar to `query`, best first, scored in [-1, 1].

    With a vector store and an embedder the score is the cosine similarity of the query's
    embedding and the memory's (clamped to [-1, 1], which float32 rounding can overstep by
    a hair). Without them, or when embedding the query fails, it is the BM25 score divided
    by the best hit's, in (0, 1]. Nothing is fused, spread to neighbours or decayed: this is
    the plain similarity ranking a semantic scratchpad promises.
    """
    if vectors is not None and embedder is not None:
        try:
            vector = await embed_query(embedder, query)
        except EmbeddingError as exc:
            log.warning("embedding the query failed, using full-text search only: %s", exc)
        else:
            allowed = None
            if scopes is not None or metadata is not None:
                # Only the memories that pass the filters take places in the top `limit`.
                listed = await store.list_memories(
                    agent_id,
                    user_id,
                    statuses=[MemoryStatus.ACTIVE],
                    scopes=scopes,
                    metadata=metadata,
                )
                allowed = [m.memory_id for m in listed]
            hits = await vectors.search(agent_id, user_id, vector, limit=limit, memory_ids=allowed)
            return [
                Candidate(i, min(1.0, max(-1.0, score)), None, rank)
                for rank, (i, score) in enumerate(hits, start=1)
            ]
    found = await store.search_text(
        agent_id, user_id, query, limit=limit, scopes=scopes, metadata=metadata
    )
    best = max((score for _, score in found), default=0.0)
    return [
        Candidate(i, score / best if best > 0 else 0.0, rank, None)
        for rank, (i, score) in enumerate(found, start=1)
    ]
