"""Data rights on the facade: export a user's memories, and import them (idempotently)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from datetime import datetime

from imprint.errors import InvalidInputError
from imprint.export import ExportedMemory, dump_lines
from imprint.facade.base import FacadeBase
from imprint.interchange import read_import
from imprint.pipeline.heuristics import looks_like_injection
from imprint.store.facts import FactQuery, import_lookup
from imprint.store.imports import held
from imprint.store.rows import normalize_content
from imprint.types import Memory, MemoryStatus
from imprint.validation import check_count, check_id, check_scope, check_text
from imprint.writes import ImportMemories

__all__ = ["IMPORT_BATCH", "ImportProgress", "TransferMixin"]

IMPORT_BATCH = 1000
"""Records per import transaction: each batch is embedded, then written in one transaction."""

ImportProgress = Callable[[int, int], None]
"""Called after each batch of an import with the records done so far and the total."""


class TransferMixin(FacadeBase):
    """`export_memories()` and `import_memories()`."""

    async def export_memories(self, *, user_id: str) -> list[str]:
        """The user's memories (every status) as JSONL lines: a header, then one per memory."""
        self._require_open()
        check_id("user_id", user_id)
        memories = await self._store.list_memories(self.agent_id, user_id, statuses=None)
        return list(dump_lines(self.agent_id, user_id, memories, exported_at=self._clock.now()))

    async def import_memories(
        self,
        lines: Iterable[str],
        *,
        user_id: str | None = None,
        progress: ImportProgress | None = None,
        batch: int = IMPORT_BATCH,
    ) -> int:
        """Load memories into `user_id`; return how many were added.

        Reads Imprint's export (every field, as exported), a JSONL of `{"text": ...}` lines,
        or a mem0 `get_all()` export (see `imprint.interchange`). Idempotent: a record the user
        already holds (imported from the same origin, or with the same text in the same
        scope, in any status) is skipped, so importing a file twice adds nothing the second
        time. The whole file is validated first; then it is written `batch` records per
        transaction, each batch's new active memories embedded in one go when an embedder is
        configured; `progress(done, total)` is called after each. An import that stops
        midway can simply be run again.

        Raises:
            InvalidInputError: the file is in none of the formats, or a record is invalid,
                or an active record's key is held by another of the user's memories;
                nothing was written.
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
        size = check_count("batch", batch, maximum=100_000) or IMPORT_BATCH
        now = self._clock.now()
        memories = [self._imported(r, target, now) for r in read_import(lines, now=now).records]
        await self._check_keys(target, memories)
        added = 0
        earlier: dict[int, int] = {}
        waiting: list[tuple[int, int]] = []
        for start in range(0, len(memories), size):
            chunk = memories[start : start + size]
            vectors = await self._import_vectors(target, chunk, set(earlier.values()))
            request = ImportMemories(
                agent_id=self.agent_id,
                user_id=target,
                now=now,
                records=tuple(chunk),
                vectors=vectors,
                earlier=dict(earlier),
                waiting=tuple(waiting),
            )
            (result,) = await self._store.write([request], rules=self._rules)
            added += len(result.imported)
            placed = dict(zip((m.memory_id for m in chunk), result.placed, strict=True))
            earlier.update(placed)
            waiting = [
                (store_id, successor) for store_id, successor in waiting if successor not in placed
            ]
            waiting += [
                (placed[m.memory_id], m.superseded_by)
                for m in chunk
                if m.superseded_by is not None and m.superseded_by not in earlier
            ]
            if progress is not None:
                progress(start + len(chunk), len(memories))
        return added

    async def _check_keys(self, user_id: str, memories: Sequence[Memory]) -> None:
        """Refuse, before writing, active keys held twice or by another memory of the user."""
        keys = [m.key for m in memories if m.key is not None and m.status is MemoryStatus.ACTIVE]
        if len(keys) != len(set(keys)):
            twice = sorted({k for k in keys if keys.count(k) > 1})
            raise InvalidInputError(
                f"the file holds more than one active memory under key(s) {twice!r}; a key "
                f"names one active memory, so keep one of them in the file"
            )
        for memory in memories:
            if memory.key is None or memory.status is not MemoryStatus.ACTIVE:
                continue
            holder = await self._store.get_by_key(self.agent_id, user_id, memory.key)
            if holder is None or _same(holder, memory):
                continue
            raise InvalidInputError(
                f"user {user_id!r} already has an active memory under key {memory.key!r}; "
                f"forget it first or import into another user"
            )

    async def _import_vectors(
        self, user_id: str, chunk: Sequence[Memory], placed: set[int]
    ) -> tuple[tuple[float, ...] | None, ...]:
        """Vectors for the chunk's new active records; held records are not embedded again.

        Which records are held is read here only to save the embedding: the write decides
        again under its lock, and a record that turns out new there is stored without one.
        """
        if self._embedder is None:
            return tuple(None for _ in chunk)
        query = FactQuery(agent_id=self.agent_id, user_id=user_id, imports=import_lookup(chunk))
        facts = await self._store.read_facts(query)
        wanted = [
            i
            for i, m in enumerate(chunk)
            if m.status is MemoryStatus.ACTIVE and held(m, facts, placed) is None
        ]
        vectors = await self._embed_many([chunk[i].content for i in wanted]) or []
        found: dict[int, tuple[float, ...]] = dict(zip(wanted, vectors, strict=True))
        return tuple(found.get(i) for i in range(len(chunk)))

    def _imported(self, record: ExportedMemory, user_id: str, now: datetime) -> Memory:
        """An import record as this agent's memory: checked, redacted and screened.

        An active record whose text reads as an injection is imported quarantined, as the
        same text given to `observe()` would be. An import counts as a use: the decay clock
        of an active memory (`last_seen_at`) restarts at the import, so memories last seen
        long ago do not arrive decayed out of every policy; creation and update times, and
        what decay learned (stability, reinforcement), are kept.
        """
        content = self._redact(check_text("content", record.content))
        if not content.strip():
            raise InvalidInputError(f"memory {record.memory_id} of the file has no text")
        status = record.status
        if status is MemoryStatus.ACTIVE and looks_like_injection(content):
            status = MemoryStatus.QUARANTINED
        key = record.key
        session = record.session_id
        origin = record.origin
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
                "metadata": self._metadata(record.metadata),
                "last_seen_at": max(record.last_seen_at, now)
                if status is MemoryStatus.ACTIVE
                else record.last_seen_at,
                "origin": None if origin is None else check_text("origin", origin, limit=1000),
            }
        )


def _same(held_memory: Memory, record: Memory) -> bool:
    """Whether a record is the memory the user already holds (so its key is no conflict)."""
    if record.origin is not None and held_memory.origin == record.origin:
        return True
    same_text = normalize_content(held_memory.content) == normalize_content(record.content)
    return same_text and held_memory.scope == record.scope
