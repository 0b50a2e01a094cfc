"""Editing one memory on the facade: `update_memory()` and `memory_history()`."""

from __future__ import annotations

from imprint.errors import InvalidInputError, NotFoundError
from imprint.facade.base import FacadeBase
from imprint.pipeline.heuristics import looks_like_injection
from imprint.types import Memory, MemoryHistory, Metadata
from imprint.validation import check_id, check_memory_id, check_text
from imprint.writes import UpdateMemory

__all__ = ["EditingMixin"]


class EditingMixin(FacadeBase):
    """`update_memory()` and `memory_history()`."""

    async def update_memory(
        self,
        *,
        user_id: str,
        memory_id: int,
        text: str,
        metadata: Metadata | None = None,
    ) -> Memory:
        """Give one memory new text (and, when given, new metadata); return it as stored.

        The text is redacted, checked for injections (an active memory whose new text
        reads as one is quarantined), embedded again and re-indexed in one transaction.
        The `memory.updated` event records the SHA-256 of the old and new text, never the
        text. Unchanged text and metadata write nothing.

        Raises:
            InvalidInputError: empty or oversized text, bad metadata, or a memory that is
                forgotten, contradicted or evicted (remember the text anew instead).
            NotFoundError: `memory_id` is not one of this user's memories.
        """
        self._require_open()
        check_id("user_id", user_id)
        memory_id = check_memory_id(memory_id)
        content = self._redact(check_text("text", text))
        if not content.strip():
            raise InvalidInputError("text is empty; pass the memory's new content")
        tags = None if metadata is None else self._metadata(metadata)
        vector = await self._embed(content)
        request = UpdateMemory(
            agent_id=self.agent_id,
            user_id=user_id,
            now=self._clock.now(),
            memory_id=memory_id,
            content=content,
            vector=vector,
            metadata=tags,
            quarantined=looks_like_injection(content),
        )
        (result,) = await self._store.write([request], rules=self._rules)
        if result.refused == "not_found" or result.updated is None:
            raise NotFoundError(
                f"user {user_id!r} has no memory {memory_id}; list them with memories()"
            )
        if result.refused == "not_editable":
            raise InvalidInputError(
                f"memory {memory_id} is {result.updated.status}, not active or quarantined; "
                f"its text is history, so remember() the new text instead"
            )
        return result.updated

    async def memory_history(self, *, user_id: str, memory_id: int) -> MemoryHistory:
        """One memory's history: its events and the policies that used it, oldest first.

        Events include created, merged, reinforced, contradicted, updated, pinned and
        forgotten; uses are the policies whose feedback loop recorded the memory.

        Raises:
            NotFoundError: `memory_id` is not one of this user's memories.
        """
        self._require_open()
        return await self._store.memory_history(
            self.agent_id, check_id("user_id", user_id), check_memory_id(memory_id)
        )
