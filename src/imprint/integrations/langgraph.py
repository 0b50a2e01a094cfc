"""LangGraph's long-term memory store (`BaseStore`) backed by Imprint.

```python
store = ImprintStore(imprint, user_label=1)          # namespaces like ("memories", user_id)
graph = builder.compile(store=store)
await store.aput(("memories", "rami"), "editor", {"content": "Rami edits in Vim."})
hits = await store.asearch(("memories", "rami"), query="which editor?")
```

Items are memories of the `Imprint`'s agent: the namespace label at `user_label` is the
user, the other labels the scope (see `imprint.integrations.langgraph_items`), so what a
graph stores reaches that user's policies, and searches with a query are ranked by
Imprint's hybrid retrieval. A put overwrites the item in place (its `created_at` stays),
a delete forgets it. The namespaces in use are listed under a reserved user,
`imprint:langgraph-namespaces`, because Imprint keeps users apart and has no list of them;
`list_namespaces` and searches whose prefix stops before the user label read it.

Async methods run on the event loop of the `Imprint`; sync ones (`get`, `put`, `search`,
`batch`, ...) work from any other thread, e.g. a graph run with `asyncio.to_thread`, and
raise `UsageError` on that loop's own thread, where they would block it. TTLs are not
supported; `index=` on a put is accepted and ignored (every item is searchable).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Coroutine, Iterable
from typing import Any, TypeVar

from imprint._core import Imprint
from imprint.errors import InvalidInputError, UsageError
from imprint.integrations import langgraph_items as li
from imprint.integrations._extras import missing_extra
from imprint.types import Memory, MemoryType

try:
    from langgraph.store.base import (
        BaseStore,
        GetOp,
        InvalidNamespaceError,
        Item,
        ListNamespacesOp,
        Op,
        PutOp,
        Result,
        SearchItem,
        SearchOp,
        validate_op_namespace,
    )
except ModuleNotFoundError as exc:
    raise missing_extra(__name__, "langgraph", exc, root="langgraph") from exc

__all__ = ["ImprintStore"]

T = TypeVar("T")
Namespace = tuple[str, ...]


class ImprintStore(BaseStore):
    """A LangGraph `BaseStore` over one `Imprint` agent's memories.

    Args:
        imprint: A connected `Imprint`; create the store on the loop that runs it.
        user_label: Which namespace label names the user (0 for `(user_id, ...)`, 1 for
            `("memories", user_id)`, -1 for the last).
        text_field: A value that is only `{text_field: text}` is stored as that text.
        memory_type: The type of memory items become.
    """

    supports_ttl = False

    def __init__(
        self,
        imprint: Imprint,
        *,
        user_label: int = 0,
        text_field: str = "content",
        memory_type: MemoryType = MemoryType.FACT,
    ) -> None:
        if isinstance(user_label, bool) or not isinstance(user_label, int):
            raise InvalidInputError(f"user_label must be an int, got {user_label!r}")
        self.imprint = imprint
        self.user_label = user_label
        self.text_field = text_field
        self.memory_type = MemoryType(memory_type)
        self._registered: set[Namespace] = set()
        try:
            self._loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            self._loop = None

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run operations in order from a thread other than the `Imprint`'s loop."""
        loop = self._loop
        if loop is None:
            raise UsageError(
                "ImprintStore does not know its event loop yet; create it inside the loop "
                "that runs its Imprint, or await one async call first"
            )
        if _running_loop() is loop:
            raise UsageError(
                "a synchronous ImprintStore call on the event loop that runs Imprint would "
                "block it; use the async methods (aget, aput, asearch, abatch) there, or run "
                "the graph in a thread (asyncio.to_thread)"
            )
        return asyncio.run_coroutine_threadsafe(self._batch(list(ops)), loop).result()

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Run operations in order; results match the operations one for one."""
        return await self._on_loop(self._batch(list(ops)))

    async def _on_loop(self, work: Coroutine[Any, Any, T]) -> T:
        running = asyncio.get_running_loop()
        if self._loop is None:
            self._loop = running
        if self._loop is running:
            return await work
        # Another loop (say, a graph run in its own thread): hand the work to Imprint's.
        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(work, self._loop))

    async def _batch(self, ops: list[Op]) -> list[Result]:
        results: list[Result] = []
        for op in ops:
            validate_op_namespace(op)
            if isinstance(op, GetOp):
                results.append(await self._get(op))
            elif isinstance(op, PutOp):
                await self._put(op)
                results.append(None)
            elif isinstance(op, SearchOp):
                results.append(await self._search(op))
            elif isinstance(op, ListNamespacesOp):
                results.append(await self._list_namespaces(op))
            else:
                raise InvalidInputError(f"unknown store operation {op!r}")
        return results

    async def _get(self, op: GetOp) -> Item | None:
        user = li.user_of(op.namespace, self.user_label)
        key = li.memory_key(op.namespace, op.key)
        memory = await self.imprint.get_memory(user_id=user, key=key)
        return None if memory is None else self._item(memory, op.namespace, op.key)

    async def _put(self, op: PutOp) -> None:
        namespace = op.namespace
        if not namespace or namespace[0] == "langgraph":
            raise InvalidNamespaceError(f"namespace {namespace!r} is empty or under 'langgraph'")
        user = li.user_of(namespace, self.user_label)
        key = li.memory_key(namespace, op.key)
        if op.value is None:
            await self.imprint.forget(user_id=user, key=key)
            return
        if op.ttl is not None:
            raise NotImplementedError("ImprintStore does not support TTLs; put with ttl=None")
        await self.imprint.remember(
            user_id=user,
            text=li.content_of(op.value, self.text_field),
            key=key,
            type=self.memory_type,
            scope=li.scope_of(namespace, self.user_label),
        )
        if namespace not in self._registered:
            # A keyed remember overwrites in place, so registering twice costs one update.
            label = json.dumps(list(namespace), ensure_ascii=False, separators=(",", ":"))
            await self.imprint.remember(
                user_id=li.REGISTRY_USER, text=".".join(namespace), key=label
            )
            self._registered.add(namespace)

    async def _search(self, op: SearchOp) -> list[SearchItem]:
        prefix = op.namespace_prefix
        found: list[SearchItem] = []
        for user in await self._users(prefix):
            if op.query is None:
                found += await self._listed(user, op)
            else:
                found += await self._ranked(user, op, op.query)
        if op.query is None:
            found.sort(key=lambda item: (-item.updated_at.timestamp(), item.namespace, item.key))
        else:
            found.sort(key=lambda item: -(item.score or 0.0))
        return found[op.offset : op.offset + op.limit]

    async def _users(self, prefix: Namespace) -> list[str]:
        """The users whose items can lie under `prefix`."""
        at = self.user_label if self.user_label >= 0 else None
        if at is not None and len(prefix) > at:
            return [] if prefix[at] == li.REGISTRY_USER else [prefix[at]]
        users = {
            li.user_of(namespace, self.user_label)
            for namespace in await self._namespaces()
            if li.matches_path(namespace, prefix)
        }
        return sorted(users)

    async def _listed(self, user: str, op: SearchOp) -> list[SearchItem]:
        items = []
        for memory in await self.imprint.memories(user_id=user):
            item = self._search_item(memory, op, score=None)
            if item is not None:
                items.append(item)
        return items

    async def _ranked(self, user: str, op: SearchOp, query: str) -> list[SearchItem]:
        wanted = op.offset + op.limit
        k = max(wanted, 10)
        while True:
            hits = await self.imprint.recall(user_id=user, query=query, k=k)
            items = [
                item
                for hit in hits
                if (item := self._search_item(hit.memory, op, score=hit.score)) is not None
            ]
            # Other memories of the user (learned by observe, other namespaces) take places
            # in the ranking; ask for more until enough items match or the user has no more.
            if len(items) >= wanted or len(hits) < k:
                return items
            k *= 4

    def _search_item(
        self, memory: Memory, op: SearchOp, *, score: float | None
    ) -> SearchItem | None:
        parsed = li.parse_memory_key(memory.key)
        if parsed is None or not li.matches_path(parsed[0], op.namespace_prefix):
            return None
        value = li.value_of(memory.content, self.text_field)
        if op.filter and not li.matches_filter(value, op.filter):
            return None
        namespace, key = parsed
        return SearchItem(
            namespace=namespace,
            key=key,
            value=value,
            created_at=memory.created_at,
            updated_at=memory.updated_at,
            score=score,
        )

    def _item(self, memory: Memory, namespace: Namespace, key: str) -> Item:
        return Item(
            value=li.value_of(memory.content, self.text_field),
            key=key,
            namespace=namespace,
            created_at=memory.created_at,
            updated_at=memory.updated_at,
        )

    async def _namespaces(self) -> list[Namespace]:
        """Every namespace ever registered (some may have no items left)."""
        registered = []
        for memory in await self.imprint.memories(user_id=li.REGISTRY_USER):
            labels = json.loads(memory.key) if memory.key else None
            if isinstance(labels, list) and labels and all(isinstance(x, str) for x in labels):
                registered.append(tuple(labels))
        return registered

    async def _list_namespaces(self, op: ListNamespacesOp) -> list[Namespace]:
        candidates = [
            namespace
            for namespace in await self._namespaces()
            if all(
                li.matches_path(namespace, c.path, suffix=c.match_type == "suffix")
                for c in op.match_conditions or ()
            )
        ]
        users = {li.user_of(namespace, self.user_label) for namespace in candidates}
        live: set[Namespace] = set()
        for user in sorted(users):
            for memory in await self.imprint.memories(user_id=user):
                if (parsed := li.parse_memory_key(memory.key)) is not None:
                    live.add(parsed[0])
        depth = op.max_depth
        listed = {ns if depth is None else ns[:depth] for ns in candidates if ns in live}
        return sorted(listed)[op.offset : op.offset + op.limit]


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None
