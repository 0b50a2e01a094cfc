"""Scratchpad-style memory, episodes and data rights on the facade."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

from imprint.errors import (
    InvalidInputError,
)
from imprint.export import ExportedMemory, dump_lines, parse_lines
from imprint.facade.base import FacadeBase
from imprint.pipeline.heuristics import looks_like_injection
from imprint.pipeline.persist import observe_turn
from imprint.policy.retrieval import retrieve, similar
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
    PendingSignal,
    Recalled,
    StoreStats,
    Turn,
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
from imprint.writes import ImportMemories, NewMemory

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
    ) -> Memory:
        """Store a memory as given, without detection; a `key` overwrites that user's memory.

        Raises:
            InvalidInputError: empty ids or text, or text over the size limit.
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
        )
        vector = await self._embed(content)
        turn = Turn(user_id=user_id, agent_output="", user_response=content, scope=draft.scope)
        request = observe_turn(
            turn,
            agent_id=self.agent_id,
            now=self._clock.now(),
            signal=None,
            memory=NewMemory(draft=draft, vector=vector),
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
    ) -> list[Recalled]:
        """The user's `k` memories most relevant to `query`, best first.

        `by="relevance"`: BM25 and (with an embedder) dense similarity are fused by their
        normalised scores (weighted by the alpha tuner), neighbouring memories lend each other
        weight, and the result is scaled by retrievability; scores are comparable within one
        call only. `by="similarity"`: ranked and scored by similarity to the query alone, in
        [-1, 1]: the cosine similarity of the embeddings with an embedder, else the BM25
        score divided by the best hit's. `scopes` works as in `get_policy()`.

        Raises:
            InvalidInputError: empty user id, non-string query, `k` below 1 or an unknown `by`.
        """
        self._require_open()
        check_id("user_id", user_id)
        check_text("query", query)
        k = check_count("k", k, maximum=MAX_LIMIT) or 1
        wanted = None if scopes is None else {*self._scopes(scopes), GLOBAL_SCOPE}
        if by == "similarity":
            return await self._recall_similar(user_id, query, k, wanted)
        if by != "relevance":
            raise InvalidInputError(f"by must be 'relevance' or 'similarity', got {by!r}")
        with self._tracing.span(SPAN_RETRIEVE) as stage:
            candidates = await retrieve(
                store=self._store,
                vectors=self._vectors,
                embedder=self._embedder,
                agent_id=self.agent_id,
                user_id=user_id,
                query=query,
                scopes=None if wanted is None else sorted(wanted),
                alpha=self._best_alpha(),
                depth=max(50, 4 * k),
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
            hits = []
            for c in candidates:
                memory = memories.get(c.memory_id)
                if memory is None or memory.status is not MemoryStatus.ACTIVE:
                    continue
                if wanted is not None and memory.scope not in wanted:
                    continue
                score = c.score * self._decay.retrievability(memory, now)
                hits.append(
                    Recalled(
                        memory=memory, score=score, bm25_rank=c.bm25_rank, dense_rank=c.dense_rank
                    )
                )
            hits.sort(key=lambda r: (-r.score, r.memory.memory_id))
            stage.set(RANKED, len(hits))
        return hits[:k]

    async def _recall_similar(
        self, user_id: str, query: str, k: int, wanted: set[str] | None
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
    ) -> list[Memory]:
        """A user's memories, oldest first; `status=None` for every status."""
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
        )

    async def count(self, *, user_id: str) -> int:
        """How many active memories the user has."""
        self._require_open()
        return await self._store.count_memories(self.agent_id, check_id("user_id", user_id))

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

    async def export_memories(self, *, user_id: str) -> list[str]:
        """The user's memories (every status) as JSONL lines: a header, then one per memory."""
        self._require_open()
        check_id("user_id", user_id)
        memories = await self._store.list_memories(self.agent_id, user_id, statuses=None)
        return list(dump_lines(self.agent_id, user_id, memories, exported_at=self._clock.now()))

    async def import_memories(self, lines: Iterable[str], *, user_id: str | None = None) -> int:
        """Load an export (for its own user, or for `user_id`); return how many were added.

        The whole file is validated before anything is written, then written in one
        transaction. Active memories are re-embedded when an embedder is configured.

        Raises:
            InvalidInputError: the file is not a valid Imprint export.
        """
        self._require_open()
        if isinstance(lines, str | bytes) or not isinstance(lines, Iterable):
            raise InvalidInputError("lines must be an iterable of export lines (str), e.g. a file")
        if user_id is None:
            raise InvalidInputError(
                "pass user_id= to say whose memories these are; the file's header names a "
                "user, but anyone who can edit the file can change it, so an import never "
                "takes the user from it"
            )
        target = check_id("user_id", user_id)
        _, records = parse_lines(lines)
        now = self._clock.now()
        memories = [self._imported(r, target) for r in records]
        keys = [m.key for m in memories if m.key is not None and m.status is MemoryStatus.ACTIVE]
        if len(keys) != len(set(keys)):
            twice = sorted({k for k in keys if keys.count(k) > 1})
            raise InvalidInputError(
                f"the export holds more than one active memory under key(s) {twice!r}; a key "
                f"names one active memory, so keep one of them in the file"
            )
        active = [m.content for m in memories if m.status is MemoryStatus.ACTIVE]
        embedded = iter(await self._embed_many(active) or [])
        vectors: list[Sequence[float] | None] = [
            next(embedded, None) if memory.status is MemoryStatus.ACTIVE else None
            for memory in memories
        ]
        for memory in memories:
            if memory.key is not None and memory.status is MemoryStatus.ACTIVE:
                held = await self._store.get_by_key(self.agent_id, target, memory.key)
                if held is not None:
                    raise InvalidInputError(
                        f"user {target!r} already has an active memory under key "
                        f"{memory.key!r}; forget it first or import into another user"
                    )
        request = ImportMemories(
            agent_id=self.agent_id,
            user_id=target,
            now=now,
            records=tuple(memories),
            vectors=tuple(None if v is None else tuple(v) for v in vectors),
        )
        (result,) = await self._store.write([request], rules=self._rules)
        return len(result.imported)

    def _imported(self, record: ExportedMemory, user_id: str) -> Memory:
        """An export record as this agent's memory: checked, redacted and screened.

        An active record whose text reads as an injection is imported quarantined, as the
        same text given to `observe()` would be.
        """
        content = self._redact(check_text("content", record.content))
        status = record.status
        if status is MemoryStatus.ACTIVE and looks_like_injection(content):
            status = MemoryStatus.QUARANTINED
        key = record.key
        session = record.session_id
        return Memory(
            **{
                **record.model_dump(),
                "agent_id": self.agent_id,
                "user_id": user_id,
                "content": content,
                "status": status,
                "key": None if key is None else self._redact(check_id("key", key)),
                "scope": self._redact(check_scope(record.scope)),
                "session_id": None
                if session is None
                else self._redact(check_id("session_id", session)),
                "produced_by": check_id("produced_by", record.produced_by),
            }
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
