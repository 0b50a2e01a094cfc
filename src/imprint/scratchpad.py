"""`Scratchpad`: a synchronous semantic scratchpad for agents that are not async.

It runs an `Imprint` on a private event loop in a background thread, so it works the same
from plain scripts and from inside a running event loop (it never calls `asyncio.run` on
the caller's loop). With `persist_path` memories persist in a SQLite file and load back on
the next run; without one they live in memory only. It also serves agent-scratchpad users:
its JSON file is read into the store once (see `Scratchpad`).
"""

from __future__ import annotations

import functools
import logging
import os
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any, Self, TypeVar

from imprint._core import Imprint
from imprint.adapters.embedders import FunctionEmbedder, as_embedder
from imprint.errors import InvalidInputError, UsageError
from imprint.export import dump_lines
from imprint.loop_thread import LoopThread
from imprint.pipeline.redact import SecretRedactor
from imprint.protocols import Embedder
from imprint.scratchpad_file import ScratchpadNote, backup_path, is_sqlite_file, read_notes
from imprint.types import GLOBAL_SCOPE, Memory, MemorySource, MemoryStatus, MemoryType
from imprint.validation import MAX_LIMIT, check_count, check_id

__all__ = ["Scratchpad"]

log = logging.getLogger(__name__)

T = TypeVar("T")


@dataclass(frozen=True, slots=True, kw_only=True)
class _Location:
    """Where a scratchpad keeps its notes, decided from `persist_path` alone."""

    store: Path | None
    """The SQLite file, or None for an in-memory store."""
    legacy_json: Path | None = None
    """An agent-scratchpad JSON file to read into the store first, if there is one."""


def _location(persist_path: str | Path | None) -> _Location:
    if persist_path is None:
        return _Location(store=None)
    path = Path(persist_path).expanduser().absolute()
    if path.suffix.lower() != ".json" or is_sqlite_file(path):
        # Earlier Imprint versions kept a `.json` path's store in that very file.
        return _Location(store=path)
    store = path.with_suffix(".db")
    return _Location(store=store, legacy_json=path if path.exists() else None)


class Scratchpad:
    """Remember, recall and forget keyed notes; synchronous, optionally persistent, bounded.

    `persist_path` decides where the notes live:

    - None (the default): in memory only; nothing is written to disk.
    - a `.json` path (agent-scratchpad's form): the SQLite file with the suffix `.db` beside
      it (`memory.json` -> `memory.db`). If the JSON file exists and holds agent-scratchpad
      notes, they are imported once, in one transaction (keys, texts, times; their stored
      vectors when they match the embedder's length, else the texts are embedded again;
      keys the store already holds are left as they are, and past `max_memories` only the
      newest notes that fit are taken), and the file is then renamed to a backup
      (`memory.json.bak`), so it is read once and never lost. One warning is logged.
      A `.json` file that is already a SQLite database is used as the store, as earlier
      Imprint versions did.
    - any other path: that SQLite file, created with its folders if missing.

    Args:
        embed_fn: Any callable `str -> list[float]` (sync or async), or an `Embedder`.
            Without one, recall ranks by BM25 full-text relevance.
        persist_path: Where the notes persist; see above.
        max_memories: When full, the oldest memory is evicted before a new `remember()`;
            None for no bound.
        agent_id: The agent name inside the file (several scratchpads can share a file).
        user_id: Whose notes these are.
        redact_secrets: As for `Imprint`: secrets in notes and keys are replaced by
            placeholders before anything is stored (on by default).

    Raises:
        InvalidInputError: the `.json` file at `persist_path` is neither a SQLite store nor
            agent-scratchpad's JSON; nothing is created or changed.
    """

    def __init__(
        self,
        embed_fn: Callable[[str], Any] | Embedder | None = None,
        persist_path: str | Path | None = None,
        max_memories: int | None = 500,
        *,
        agent_id: str = "scratchpad",
        user_id: str = "default",
        redact_secrets: bool | SecretRedactor = True,
    ) -> None:
        if persist_path is not None and not isinstance(persist_path, str | os.PathLike):
            raise InvalidInputError(
                f"persist_path must be a file path or None, not {type(persist_path).__name__}"
            )
        self._user_id = check_id("user_id", user_id)
        self._max_memories = check_count(
            "max_memories", max_memories, maximum=MAX_LIMIT, optional=True
        )
        location = _location(persist_path)
        notes = [] if location.legacy_json is None else read_notes(location.legacy_json)
        self.path: Path | None = location.store
        """The SQLite file the notes are kept in, or None when they are in memory only."""
        if location.store is None:
            log.info("Scratchpad without persist_path keeps its notes in memory only")
        self._seeds: dict[str, tuple[float, ...]] = {}
        self._embedder = None if embed_fn is None else self._seeded(embed_fn)
        self._imprint = Imprint(
            agent_id,
            store="sqlite:///:memory:" if self.path is None else f"sqlite:///{self.path}",
            model=None,
            processing_mode="frugal",
            embedder=self._embedder,
            max_memories=max_memories,
            eviction="oldest",
            redact_secrets=redact_secrets,
        )
        # Started only once the arguments are known to be good, so a refusal leaks no thread.
        self._loop = LoopThread(
            "imprint-scratchpad", closed_message="the Scratchpad is closed; create a new one"
        )
        self._loop.start()
        self._closed = False
        try:
            self._run(self._imprint.connect())
        except BaseException:
            self._loop.stop()
            raise
        if location.legacy_json is not None:
            try:
                self._import(location.legacy_json, notes)
            except BaseException:
                self.close()
                raise

    def _seeded(self, embed_fn: Callable[[str], Any] | Embedder) -> Embedder:
        """The embedder, answering from `self._seeds` while an agent-scratchpad file imports."""
        embedder = as_embedder(embed_fn)
        if not isinstance(embedder, FunctionEmbedder) or embedder.fn is not embed_fn:
            return embedder
        function = embed_fn

        @functools.wraps(function)  # errors keep naming the user's function
        def embed(text: str) -> Any:
            seed = self._seeds.get(text)
            return function(text) if seed is None else seed

        return FunctionEmbedder(embed)

    def _import(self, source: Path, notes: Sequence[ScratchpadNote]) -> None:
        stored = self._run(self._imprint.memories(user_id=self._user_id))
        held = {m.key for m in stored}
        fresh = [n for n in notes if n.text.strip() and n.key not in held]
        if self._max_memories is not None:
            # Only the room left is filled, with the file's newest notes (agent-scratchpad
            # evicts from the front of its list); the backup keeps the rest.
            room = max(0, self._max_memories - len(stored))
            fresh = fresh[max(0, len(fresh) - room) :]
        now = datetime.now(UTC)
        memories = [
            Memory(
                memory_id=number,
                agent_id=self._imprint.agent_id,
                user_id=self._user_id,
                type=MemoryType.FACT,
                content=note.text,
                scope=GLOBAL_SCOPE,
                status=MemoryStatus.ACTIVE,
                source=MemorySource.USER_EDIT,
                confidence=1.0,
                created_at=note.stored_at or now,
                updated_at=note.stored_at or now,
                last_seen_at=note.stored_at or now,
                key=note.key,
                produced_by="agent-scratchpad",
            )
            for number, note in enumerate(fresh, start=1)
        ]
        seeds = self._usable_seeds(fresh)
        self._seeds = seeds
        try:
            lines = dump_lines(self._imprint.agent_id, self._user_id, memories, exported_at=now)
            added = self._run(self._imprint.import_memories(lines, user_id=self._user_id))
        finally:
            self._seeds = {}
        backup = backup_path(source)
        source.rename(backup)
        log.warning(
            "Scratchpad imported %d of the %d agent-scratchpad notes in %s into %s "
            "(%d embedded again, the rest with their stored vectors); the JSON file is kept "
            "as %s",
            added,
            len(notes),
            source,
            self.path,
            0 if self._embedder is None else sum(1 for n in fresh if n.text not in seeds),
            backup.name,
        )

    def _usable_seeds(self, notes: Sequence[ScratchpadNote]) -> dict[str, tuple[float, ...]]:
        """Stored vectors of the embedder's length; the others' texts are embedded again."""
        if self._embedder is None:
            return {}
        try:
            dimension = self._embedder.dimension
        except UsageError:
            return {}
        return {
            n.text: n.vector for n in notes if n.vector is not None and len(n.vector) == dimension
        }

    def _run(self, coroutine: Coroutine[Any, Any, T]) -> T:
        if self._closed:
            coroutine.close()
            raise UsageError("the Scratchpad is closed; create a new one")
        return self._loop.run(coroutine)

    def remember(self, key: str, text: str) -> None:
        """Store `text` under `key`, replacing what the key held before."""
        if not isinstance(key, str) or not key.strip():
            raise InvalidInputError("key must be a non-empty string")
        self._run(self._imprint.remember(user_id=self._user_id, text=text, key=key))

    def forget(self, key: str) -> bool:
        """Forget the note under `key`; return whether there was one (missing is a no-op)."""
        if not isinstance(key, str) or not key.strip():
            raise InvalidInputError("key must be a non-empty string")
        return self._run(self._imprint.forget(user_id=self._user_id, key=key)) is not None

    def recall(self, query: str, k: int = 5) -> list[dict[str, Any]]:
        """The `k` notes most similar to `query`, best first: dicts with `key`, `text`, `score`.

        With an embedder, `score` is the cosine similarity of the query's and the note's
        embeddings, in [-1, 1]. Without one, it is the note's BM25 relevance divided by the
        best hit's, in (0, 1].
        """
        hits = self._run(
            self._imprint.recall(user_id=self._user_id, query=query, k=k, by="similarity")
        )
        return [{"key": h.memory.key, "text": h.memory.content, "score": h.score} for h in hits]

    def all_memories(self) -> list[dict[str, Any]]:
        """Every note, oldest first: dicts with `key`, `text` and `ts` (epoch seconds)."""
        memories = self._run(self._imprint.memories(user_id=self._user_id))
        return [{"key": m.key, "text": m.content, "ts": m.created_at.timestamp()} for m in memories]

    def __len__(self) -> int:
        return self._run(self._imprint.count(user_id=self._user_id))

    def close(self) -> None:
        """Close the file and stop the background loop; safe to call twice."""
        if self._closed:
            return
        try:
            self._run(self._imprint.close())
        finally:
            self._closed = True
            self._loop.stop()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
