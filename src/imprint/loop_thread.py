"""A private event loop on a background thread, for the synchronous front ends.

`Scratchpad` and `imprint.sync.Imprint` run the async `Imprint` here, so they work the same
from plain scripts and from inside a running event loop: the caller's loop (if any) is never
used, and `asyncio.run` is never called.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

from imprint.errors import UsageError

__all__ = ["LoopThread"]

T = TypeVar("T")


class LoopThread:
    """One event loop in one daemon thread; `run` blocks the caller until a coroutine ends."""

    def __init__(self, name: str, *, closed_message: str) -> None:
        self._name = name
        self._closed_message = closed_message
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        """True between `start()` and `stop()`."""
        return self._loop is not None

    def start(self) -> None:
        """Start the loop's thread (once)."""
        if self._loop is not None:
            return
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name=self._name, daemon=True)
        self._thread.start()

    def run(self, coroutine: Coroutine[Any, Any, T]) -> T:
        """Run `coroutine` on the loop and return its result (or raise its exception).

        Raises:
            UsageError: the loop is not running (never started, or stopped).
        """
        if self._loop is None or self._thread is None or threading.current_thread() is self._thread:
            coroutine.close()
            raise UsageError(self._closed_message)
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result()

    def stop(self) -> None:
        """Stop the loop and join its thread; safe to call twice."""
        loop, thread = self._loop, self._thread
        self._loop = self._thread = None
        if loop is None or thread is None:
            return
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=5)
        if not thread.is_alive():
            loop.close()
