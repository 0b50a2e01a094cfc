"""`Scratchpad`: a synchronous semantic scratchpad for agents that are not async.

It runs an `Imprint` on a private event loop in a background thread, so it works the same
from plain scripts and from inside a running event loop (it never calls `asyncio.run` on
the caller's loop). Memories persist in `persist_path` and load back on the next run.
"""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import Callable, Coroutine
from pathlib import Path
from types import TracebackType
from typing import Any, Self, TypeVar

from imprint._core import Imprint
from imprint.errors import InvalidInputError, UsageError
from imprint.pipeline.redact import SecretRedactor
from imprint.protocols import Embedder
from imprint.validation import MAX_LIMIT, check_count, check_id

__all__ = ["Scratchpad"]

T = TypeVar("T")


class Scratchpad:
    """Remember, recall and forget keyed notes; synchronous, persistent, bounded.

    Args:
        embed_fn: Any callable `str -> list[float]` (sync or async), or an `Embedder`.
            Without one, recall ranks by BM25 full-text relevance.
        persist_path: The SQLite file; created with its folders if missing.
        max_memories: When full, the oldest memory is evicted before a new `remember()`.
        agent_id: The agent name inside the file (several scratchpads can share a file).
        user_id: Whose notes these are.
        redact_secrets: As for `Imprint`: secrets in notes and keys are replaced by
            placeholders before anything is stored (on by default).
    """

    def __init__(
        self,
        embed_fn: Callable[[str], Any] | Embedder | None = None,
        persist_path: str | Path = "memory.db",
        max_memories: int = 500,
        *,
        agent_id: str = "scratchpad",
        user_id: str = "default",
        redact_secrets: bool | SecretRedactor = True,
    ) -> None:
        if not isinstance(persist_path, str | os.PathLike):
            raise InvalidInputError(
                f"persist_path must be a file path, not {type(persist_path).__name__}"
            )
        check_count("max_memories", max_memories, maximum=MAX_LIMIT)
        self._user_id = check_id("user_id", user_id)
        # Built before the loop thread starts, so bad arguments leave nothing running.
        path = Path(persist_path).expanduser()
        imprint = Imprint(
            agent_id,
            store=f"sqlite:///{path.absolute()}",
            model=None,
            processing_mode="frugal",
            embedder=embed_fn,
            max_memories=max_memories,
            eviction="oldest",
            redact_secrets=redact_secrets,
        )
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(
            target=self._loop.run_forever, name="imprint-scratchpad", daemon=True
        )
        self._thread.start()
        self._imprint = imprint
        self._closed = False
        try:
            self._run(self._imprint.connect())
        except BaseException:
            self._stop_loop()
            raise

    def _run(self, coroutine: Coroutine[Any, Any, T]) -> T:
        if self._closed:
            coroutine.close()
            raise UsageError("the Scratchpad is closed; create a new one")
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result()

    def remember(self, key: str, text: str) -> None:
        """Store `text` under `key`, replacing what the key held before."""
        if not isinstance(key, str) or not key.strip():
            raise InvalidInputError("key must be a non-empty string")
        self._run(self._imprint.remember(user_id=self._user_id, text=text, key=key))

    def forget(self, key: str) -> None:
        """Forget the note under `key`; nothing happens if there is none."""
        if not isinstance(key, str) or not key.strip():
            raise InvalidInputError("key must be a non-empty string")
        self._run(self._imprint.forget(user_id=self._user_id, key=key))

    def recall(self, query: str, k: int = 5) -> list[dict[str, Any]]:
        """The `k` notes most relevant to `query`: dicts with `key`, `text` and `score`."""
        hits = self._run(self._imprint.recall(user_id=self._user_id, query=query, k=k))
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
            self._stop_loop()

    def _stop_loop(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=5)
        if not self._thread.is_alive():
            self._loop.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
