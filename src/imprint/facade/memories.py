"""Scratchpad-style memory, episodes and data rights on the facade."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal

from imprint.errors import (
    InvalidInputError,
)
from imprint.facade.base import FacadeBase, with_metadata
from imprint.pipeline.heuristics import looks_like_injection
from imprint.pipeline.persist import observe_turn
from imprint.policy.relevance import relevance, word_match
from imprint.policy.retrieval import retrieve, similar
from imprint.policy.top_up import FILL_POOL, top_up
from imprint.tracing import recalled, traced
from imprint.tracing.names import (
    CANDIDATES,
    CONTENT_QUERY,
    RANKED,
    RECALL_BY,
    RECALL_K,
    SPAN_RANK,
    SPAN_RECALL,
    SPAN_RETRIEVE,
)
from imprint.types import (
    GLOBAL_SCOPE,
    Episode,
    Event,
    Memory,
    MemoryDraft,
    MemorySource,
    MemoryStatus,
    MemoryType,
    Metadata,
    MetadataFilter,
    PendingSignal,
    Recalled,
    StoreStats,
    Turn,
    UserSummary,
)
from imprint.validation import (
    MAX_LIMIT,
    check_count,
    check_enum,
    check_flag,
    check_id,
    check_memory_id,
    check_scope,
    check_text,
)
from imprint.writes import NewMemory

__all__ = ["MemoriesMixin"]


class MemoriesMixin(FacadeBase):
    """remember/recall/forget, listing and editing memories, episodes, export and erase."""

    async def remember(
        self,
        *,
        user_id: str,
        text: str,
        key: str | None = None,
        type: MemoryType = MemoryType.FACT,
        scope: str = GLOBAL_SCOPE,
        metadata: Metadata | None = None,
    ) -> Memory:
        """Store a memory as given, without detection; a `key` overwrites that user's memory.

        `metadata` is a flat dict of str, int, float or bool values (at most 32 names, 4 KB
        as JSON) that `recall`, `memories`, `count` and `get_policy` can filter on. When the
        text merges into an existing memory, that memory gains the names it lacked.

        Raises:
            InvalidInputError: empty ids or text, text over the size limit, or bad metadata.
        """
        self._require_open()
        check_id("user_id", user_id)
        # Stored as given (only checked for being blank): recall returns it byte for byte.
        content = self._redact(check_text("text", text))
        if not content.strip():
            raise InvalidInputError("text is empty; pass the memory's content")
        if key is not None:
            key = self._redact(check_id("key", key))
        draft = MemoryDraft(
            type=check_enum("type", type, MemoryType),
            content=content,
            scope=self._redact(check_scope(scope)),
            confidence=1.0,
            source=MemorySource.USER_EDIT,
            produced_by="remember",
            key=key,
            # Text given to remember may come from a model's tool call: checked like a reply.
            quarantined=looks_like_injection(content),
            metadata=self._metadata(metadata),
        )
        vector = await self._embed(content)
        turn = Turn(user_id=user_id, agent_output="", user_response=content, scope=draft.scope)
        request = with_metadata(
            observe_turn(
                turn,
                agent_id=self.agent_id,
                now=self._clock.now(),
                signal=None,
                memory=NewMemory(draft=draft, vector=vector),
            ),
            draft.metadata,
        )
        (result,) = await self._store.write([request], rules=self._rules)
        if result.created is not None:
            return result.created
        assert result.merged_into is not None
        return await self._store.get_memory(self.agent_id, user_id, result.merged_into)

    @traced(
        SPAN_RECALL,
        recalled,
        arguments={"by": RECALL_BY, "k": RECALL_K},
        texts={"query": CONTENT_QUERY},
    )
    async def recall(
        self,
        *,
        user_id: str,
        query: str,
        k: int = 5,
        scopes: Sequence[str] | None = None,
        by: Literal["relevance", "similarity"] = "relevance",
        metadata: Mapping[str, Any] | None = None,
        fill: bool = True,
    ) -> list[Recalled]:
        """The user's `k` memories most relevant to `query`, best first.

        `by="relevance"`: BM25 and (with an embedder) dense similarity find, fuse and rank
        the candidates (weighted by the alpha tuner, neighbouring memories lending each other
        weight, scaled by retrievability). Each hit's `score` is then measured on its own, so
        it means the same from query to query: the share of the query's words the memory
        holds, mixed with the cosine similarity of the embeddings by the same weight, in
        [0, 1], times retrievability (`imprint.policy.relevance`). The order is the ranking's,
        which also weighs how rare the shared words are, so a lower hit may score higher.
        `by="similarity"`: ranked and scored by similarity to the query alone, in [-1, 1]:
        the cosine similarity of the embeddings with an embedder, else the BM25 score
        divided by the best hit's. `scopes` works as in
        `get_policy()`; `metadata` as in `memories()`.

        `fill` (relevance only): when the search finds fewer than `k` (searched by words, a
        memory must share a word with the query), the user's other active memories follow
        the hits up to `k`, those sharing the start of a query word first, then the newest
        (`imprint.policy.top_up`), each scored as any hit (0 when it holds none of the
        query's words). A vector search returns `k` neighbours by nature; this keeps that
        promise without an embedder. `fill=False` returns only what the search found.

        Raises:
            InvalidInputError: empty user id, non-string query, `k` below 1, an unknown `by`,
                a bad metadata filter or a non-bool `fill`.
        """
        self._require_open()
        check_id("user_id", user_id)
        check_text("query", query)
        k = check_count("k", k, maximum=MAX_LIMIT) or 1
        wanted = None if scopes is None else {*self._scopes(scopes), GLOBAL_SCOPE}
        tags = self._metadata_filter(metadata)
        fill = check_flag("fill", fill)
        if by == "similarity":
            return await self._recall_similar(user_id, query, k, wanted, tags)
        if by != "relevance":
            raise InvalidInputError(f"by must be 'relevance' or 'similarity', got {by!r}")
        dense = self._vectors is not None and self._embedder is not None
        alpha = self._best_alpha() if dense else 1.0
        with self._tracing.span(SPAN_RETRIEVE) as stage:
            candidates = await retrieve(
                store=self._store,
                vectors=self._vectors,
                embedder=self._embedder,
                agent_id=self.agent_id,
                user_id=user_id,
                query=query,
                scopes=None if wanted is None else sorted(wanted),
                alpha=alpha,
                depth=max(50, 4 * k),
                metadata=tags,
            )
            # Only the head of the fused list matters: decay reorders it, but a hit far down
            # the list rarely overtakes k better-ranked ones. Retrieval loaded the memories it
            # reranked; any others in the head are loaded here.
            candidates = candidates[: max(3 * k, 20)]
            memories = {c.memory_id: c.memory for c in candidates if c.memory is not None}
            missing = [c.memory_id for c in candidates if c.memory is None]
            if missing:
                for m in await self._store.get_memories(self.agent_id, user_id, missing):
                    memories[m.memory_id] = m
            stage.set(CANDIDATES, len(candidates))
        with self._tracing.span(SPAN_RANK) as stage:
            now = self._clock.now()
            ranked: list[tuple[float, int, Recalled]] = []
            for c in candidates:
                memory = memories.get(c.memory_id)
                if memory is None or memory.status is not MemoryStatus.ACTIVE:
                    continue
                if wanted is not None and memory.scope not in wanted:
                    continue
                decay = self._decay.retrievability(memory, now)
                # Ranked by the fused retrieval score (it weighs rare words and neighbours,
                # and measured best on LoCoMo); scored on an absolute scale (see the
                # docstring).
                cosine = (c.similarity or 0.0) if dense else None
                score = relevance(word_match(query, memory.content), cosine, alpha=alpha) * decay
                hit = Recalled(
                    memory=memory, score=score, bm25_rank=c.bm25_rank, dense_rank=c.dense_rank
                )
                ranked.append((-c.score * decay, memory.memory_id, hit))
            ranked.sort(key=lambda entry: entry[:2])
            hits = [hit for _, _, hit in ranked[:k]]
            if fill and len(hits) < k:
                hits += await self._topped_up(user_id, query, hits, k, wanted, tags, alpha)
            stage.set(RANKED, len(hits))
        return hits

    async def _topped_up(
        self,
        user_id: str,
        query: str,
        hits: Sequence[Recalled],
        k: int,
        wanted: set[str] | None,
        tags: MetadataFilter | None,
        alpha: float,
    ) -> list[Recalled]:
        """The user's other active memories after what the words found (`top_up.py`)."""
        pool = await self._store.list_memories(
            self.agent_id,
            user_id,
            statuses=[MemoryStatus.ACTIVE],
            scopes=None if wanted is None else sorted(wanted),
            limit=FILL_POOL,
            newest_first=True,
            metadata=tags,
        )
        now = self._clock.now()
        found = [hit.memory.memory_id for hit in hits]
        return [
            Recalled(
                memory=memory,
                score=relevance(word_match(query, memory.content), None, alpha=alpha)
                * self._decay.retrievability(memory, now),
                bm25_rank=None,
                dense_rank=None,
            )
            for memory in top_up(query, found, pool, k)
        ]

    async def _recall_similar(
        self,
        user_id: str,
        query: str,
        k: int,
        wanted: set[str] | None,
        metadata: MetadataFilter | None,
    ) -> list[Recalled]:
        with self._tracing.span(SPAN_RETRIEVE) as stage:
            found = await similar(
                store=self._store,
                vectors=self._vectors,
                embedder=self._embedder,
                agent_id=self.agent_id,
                user_id=user_id,
                query=query,
                scopes=None if wanted is None else sorted(wanted),
                limit=k,
                metadata=metadata,
            )
            loaded = await self._store.get_memories(
                self.agent_id, user_id, [c.memory_id for c in found]
            )
            stage.set(CANDIDATES, len(found))
        memories = {m.memory_id: m for m in loaded}
        return [
            Recalled(memory=m, score=c.score, bm25_rank=c.bm25_rank, dense_rank=c.dense_rank)
            for c in found
            if (m := memories.get(c.memory_id)) is not None and m.status is MemoryStatus.ACTIVE
        ]

    async def forget(
        self, *, user_id: str, key: str | None = None, memory_id: int | None = None
    ) -> Memory | None:
        """Forget one memory by key or id; return it, or None when no memory has that key.

        Raises:
            InvalidInputError: neither or both of `key` and `memory_id` given.
            NotFoundError: `memory_id` is not one of this user's memories.
        """
        self._require_open()
        check_id("user_id", user_id)
        if (key is None) == (memory_id is None):
            raise InvalidInputError("pass exactly one of key= or memory_id=")
        if key is not None:
            found = await self._store.get_by_key(
                self.agent_id, user_id, self._redact(check_id("key", key))
            )
            if found is None:
                return None
            memory_id = found.memory_id
        memory_id = check_memory_id(memory_id)
        return await self._store.set_status(
            self.agent_id,
            user_id,
            memory_id,
            MemoryStatus.FORGOTTEN,
            now=self._clock.now(),
            reason="forget",
        )

    async def get_memory(
        self, *, user_id: str, key: str | None = None, memory_id: int | None = None
    ) -> Memory | None:
        """One memory by key (the active one, or None) or by id (in any status).

        Raises:
            InvalidInputError: neither or both of `key` and `memory_id` given.
            NotFoundError: `memory_id` is not one of this user's memories.
        """
        self._require_open()
        check_id("user_id", user_id)
        if (key is None) == (memory_id is None):
            raise InvalidInputError("pass exactly one of key= or memory_id=")
        if key is not None:
            return await self._store.get_by_key(self.agent_id, user_id, check_id("key", key))
        return await self._store.get_memory(self.agent_id, user_id, check_memory_id(memory_id))

    async def memories(
        self,
        *,
        user_id: str,
        status: MemoryStatus | None = MemoryStatus.ACTIVE,
        scopes: Sequence[str] | None = None,
        types: Sequence[MemoryType] | None = None,
        limit: int | None = None,
        offset: int = 0,
        metadata: Mapping[str, Any] | None = None,
    ) -> list[Memory]:
        """A user's memories, oldest first; `status=None` for every status.

        `metadata` filters in SQL: each name must hold the given value, or one of a list
        of values (`{"source": "slack", "tag": ["a", "b"]}`); numbers compare as numbers,
        and `True` is not `1`.
        """
        self._require_open()
        check_id("user_id", user_id)
        return await self._store.list_memories(
            self.agent_id,
            user_id,
            statuses=None if status is None else [check_enum("status", status, MemoryStatus)],
            scopes=None if scopes is None else self._scopes(scopes),
            types=None if types is None else _types(types),
            limit=check_count("limit", limit, optional=True, maximum=MAX_LIMIT),
            offset=check_count("offset", offset, minimum=0, maximum=MAX_LIMIT) or 0,
            metadata=self._metadata_filter(metadata),
        )

    async def count(self, *, user_id: str, metadata: Mapping[str, Any] | None = None) -> int:
        """How many active memories the user has (whose metadata matches, when given)."""
        self._require_open()
        return await self._store.count_memories(
            self.agent_id,
            check_id("user_id", user_id),
            metadata=self._metadata_filter(metadata),
        )

    async def users(self) -> list[UserSummary]:
        """The agent's users who have memories, by user id, with their counts."""
        self._require_open()
        return await self._store.users(self.agent_id)

    async def confirm_memory(self, *, user_id: str, memory_id: int) -> Memory:
        """Release a quarantined memory into policies after a person confirmed it."""
        self._require_open()
        memory = await self._store.get_memory(
            self.agent_id, check_id("user_id", user_id), check_memory_id(memory_id)
        )
        if memory.status is not MemoryStatus.QUARANTINED:
            raise InvalidInputError(
                f"memory {memory_id} is {memory.status}, not quarantined; nothing to confirm"
            )
        return await self._store.set_status(
            self.agent_id,
            user_id,
            memory_id,
            MemoryStatus.ACTIVE,
            now=self._clock.now(),
            reason="confirmed",
        )

    async def pin(self, *, user_id: str, memory_id: int, pinned: bool = True) -> Memory:
        """Pin a memory so it never decays out and is evicted last."""
        self._require_open()
        return await self._store.set_pinned(
            self.agent_id,
            check_id("user_id", user_id),
            check_memory_id(memory_id),
            check_flag("pinned", pinned),
            now=self._clock.now(),
        )

    async def events(self, *, user_id: str, after_seq: int = 0, limit: int = 100) -> list[Event]:
        """The user's event log, oldest first."""
        self._require_open()
        return await self._store.events(
            self.agent_id,
            check_id("user_id", user_id),
            after_seq=check_count("after_seq", after_seq, minimum=0, maximum=MAX_LIMIT) or 0,
            limit=check_count("limit", limit, maximum=MAX_LIMIT) or 100,
        )

    async def stats(self) -> StoreStats:
        """Counts for this agent: users, memories by status and type, pending, loops."""
        self._require_open()
        return await self._store.stats(self.agent_id)

    async def forget_user(self, *, user_id: str) -> int:
        """Erase every trace of a user for this agent; return the number of rows removed."""
        self._require_open()
        return await self._store.forget_user(
            self.agent_id, check_id("user_id", user_id), now=self._clock.now()
        )

    async def pending(self, *, limit: int = 100) -> list[PendingSignal]:
        """Observations waiting for `reprocess_pending()`."""
        self._require_open()
        return await self._store.pending_signals(
            self.agent_id, limit=check_count("limit", limit, maximum=MAX_LIMIT) or 100
        )

    async def record_episode(
        self,
        *,
        user_id: str,
        goal: str,
        turns: int,
        outcome: str,
        session_id: str | None = None,
        summary: str | None = None,
    ) -> Episode:
        """Record a finished session (episodic memory) for later policies.

        Raises:
            InvalidInputError: empty goal or outcome, or `turns` not a non-negative int.
        """
        self._require_open()
        check_id("user_id", user_id)
        goal = self._redact(check_text("goal", goal, limit=2000)).strip()
        outcome = self._redact(check_text("outcome", outcome, limit=2000)).strip()
        if not goal or not outcome:
            raise InvalidInputError("goal and outcome must be non-empty text")
        turns = check_count("turns", turns, minimum=0, maximum=MAX_LIMIT) or 0
        if summary is not None:
            summary = self._redact(check_text("summary", summary, limit=8000)).strip() or None
        return await self._store.add_episode(
            self.agent_id,
            user_id,
            session_id=None
            if session_id is None
            else self._redact(check_id("session_id", session_id)),
            goal=goal,
            turns=turns,
            outcome=outcome,
            summary=summary,
            now=self._clock.now(),
        )

    async def episodes(self, *, user_id: str, limit: int = 3) -> list[Episode]:
        """The user's most recent sessions, newest first."""
        self._require_open()
        check_id("user_id", user_id)
        limit = check_count("limit", limit, maximum=MAX_LIMIT) or 1
        return await self._store.episodes(self.agent_id, user_id, limit=limit)


def _types(types: object) -> list[MemoryType]:
    if isinstance(types, str) or not isinstance(types, Sequence):
        raise InvalidInputError(f"types must be a list of memory types, got {types!r}")
    return [check_enum("type", t, MemoryType) for t in types]
