"""`ImprintStore` against the cases LangGraph's store documentation and own stores test.

LangGraph ships no conformance suite for stores (its `langgraph-checkpoint-conformance`
covers checkpointers only), so these are the documented `BaseStore` behaviours written
again: batch order and results, get/put/update/delete, namespace isolation, prefix and
filter search with pagination, filter operators, `list_namespaces` with prefix, suffix,
wildcards, depth and pagination, namespace validation, sync and async calls. Each runs on
SQLite and PostgreSQL.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any, TypedDict

import pytest
from hypothesis import given
from hypothesis import strategies as st
from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime
from langgraph.store.base import (
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    PutOp,
    SearchItem,
    SearchOp,
)

from imprint import Imprint, InvalidInputError, UsageError
from imprint.integrations import langgraph_items as li
from imprint.integrations.langgraph import ImprintStore


@pytest.fixture
async def imprint(store_url: str) -> AsyncIterator[Imprint]:
    async with Imprint("graph-agent", store=store_url) as opened:
        yield opened


@pytest.fixture
async def store(imprint: Imprint) -> ImprintStore:
    # Made on the loop that runs the Imprint, as sync calls from threads need.
    return ImprintStore(imprint)


async def test_batch_runs_mixed_operations_in_order(store: ImprintStore) -> None:
    await store.aput(("test", "foo"), "key1", {"data": "value1"})
    await store.aput(("test", "bar"), "key2", {"data": "value2"})
    results = await store.abatch(
        [
            GetOp(("test", "foo"), "key1"),
            PutOp(("test",), "key3", {"data": "value3"}),
            SearchOp(("test",), filter={"data": "value1"}),
            ListNamespacesOp(),
            GetOp(("test",), "key3"),
            GetOp(("test",), "missing"),
            PutOp(("test",), "key3", None),
            GetOp(("test",), "key3"),
        ]
    )
    assert len(results) == 8
    first = results[0]
    assert isinstance(first, Item)
    assert (first.namespace, first.key, first.value) == (
        ("test", "foo"),
        "key1",
        {"data": "value1"},
    )
    assert results[1] is None
    found = results[2]
    assert isinstance(found, list) and len(found) == 1
    assert isinstance(found[0], SearchItem) and found[0].key == "key1"
    assert results[3] == [("test",), ("test", "bar"), ("test", "foo")]
    third = results[4]
    assert isinstance(third, Item) and third.value == {"data": "value3"}
    assert results[5] is None and results[6] is None and results[7] is None


async def test_put_get_update_delete_keep_item_semantics(store: ImprintStore) -> None:
    namespace = ("docs", "reports")
    value = {"title": "Test Document", "content": "Hello, World!", "pages": 3, "tags": ["a"]}
    await store.aput(namespace, "doc1", value)
    item = await store.aget(namespace, "doc1")
    assert item is not None
    assert (item.namespace, item.key, item.value) == (namespace, "doc1", value)
    assert item.created_at.tzinfo is not None and item.created_at == item.updated_at

    updated = {"title": "Updated", "content": "Hello again"}
    await store.aput(namespace, "doc1", updated)
    again = await store.aget(namespace, "doc1")
    assert again is not None and again.value == updated
    assert again.created_at == item.created_at and again.updated_at >= item.updated_at

    assert await store.aget(("docs", "other"), "doc1") is None
    assert await store.aget(("elsewhere", "reports"), "doc1") is None
    await store.adelete(namespace, "doc1")
    assert await store.aget(namespace, "doc1") is None
    await store.adelete(namespace, "doc1")  # deleting nothing is not an error
    await store.aput(namespace, "doc1", {"content": "back"})
    back = await store.aget(namespace, "doc1")
    assert back is not None and back.value == {"content": "back"}


async def test_values_round_trip_and_text_values_read_as_text(
    store: ImprintStore, imprint: Imprint
) -> None:
    values: list[dict[str, Any]] = [
        {"content": "Sam prefers tea."},
        {"content": '{"looks": "like json"}'},
        {"content": "  "},
        {},
        {"nested": {"a": [1, 2.5, None, True]}, "\u00fcn\u00efcode": "\u65e5\u672c\u8a9e"},
    ]
    for index, value in enumerate(values):
        await store.aput(("sam", "notes"), f"k{index}", value)
    for index, value in enumerate(values):
        item = await store.aget(("sam", "notes"), f"k{index}")
        assert item is not None and item.value == value
    # A plain text value is stored as text: policies and recall read it as written.
    (memory, *_) = await imprint.memories(user_id="sam")
    assert memory.content == "Sam prefers tea." and memory.scope == "notes"
    policy = await imprint.get_policy(user_id="sam")
    assert "Sam prefers tea." in policy.text
    with pytest.raises(InvalidInputError, match="JSON-serializable"):
        await store.aput(("sam",), "bad", {"when": object()})


async def test_search_by_prefix_filter_and_pages(store: ImprintStore) -> None:
    data = [
        (("test", "docs"), "doc1", {"title": "First", "author": "Alice", "score": 4.5}),
        (("test", "docs"), "doc2", {"title": "Second", "author": "Bob", "score": 3.0}),
        (("test", "images"), "img1", {"title": "Image", "author": "Alice", "score": 5}),
        (("prod", "docs"), "doc3", {"title": "Prod", "author": "Alice", "score": 1}),
    ]
    for namespace, key, value in data:
        await store.aput(namespace, key, value)
    everything = await store.asearch(("test",))
    assert {item.key for item in everything} == {"doc1", "doc2", "img1"}
    assert all(item.score is None for item in everything)
    docs = await store.asearch(("test", "docs"))
    assert {item.key for item in docs} == {"doc1", "doc2"}
    alice = await store.asearch(("test",), filter={"author": "Alice"})
    assert {item.key for item in alice} == {"doc1", "img1"}
    assert len(await store.asearch(("test",), limit=2)) == 2
    assert len(await store.asearch(("test",), offset=2)) == 1
    pages = [
        item.key
        for offset in range(3)
        for item in await store.asearch(("test",), limit=1, offset=offset)
    ]
    assert sorted(pages) == ["doc1", "doc2", "img1"]
    assert {i.key for i in await store.asearch((), filter={"author": "Alice"})} == {
        "doc1",
        "img1",
        "doc3",
    }
    assert await store.asearch(("nobody",)) == []


async def test_filter_operators(store: ImprintStore) -> None:
    for key, score in (("a", 1), ("b", 2.5), ("c", 4), ("d", None)):
        await store.aput(("u1", "scores"), key, {"score": score, "meta": {"kind": key}})

    async def keys(conditions: dict[str, Any]) -> set[str]:
        return {item.key for item in await store.asearch(("u1",), filter=conditions)}

    assert await keys({"score": {"$gt": 2}}) == {"b", "c"}
    assert await keys({"score": {"$gte": 2.5}}) == {"b", "c"}
    assert await keys({"score": {"$lt": 2.5}}) == {"a"}
    assert await keys({"score": {"$lte": 2.5}}) == {"a", "b"}
    assert await keys({"score": {"$gt": 1, "$lt": 4}}) == {"b"}
    assert await keys({"score": {"$eq": 4}}) == {"c"}
    assert await keys({"score": {"$ne": 4}}) == {"a", "b", "d"}
    assert await keys({"meta": {"kind": "a"}}) == {"a"}
    assert await keys({"score": None}) == {"d"}
    with pytest.raises(InvalidInputError, match=r"\$regex"):
        await keys({"score": {"$regex": "x"}})


async def test_query_search_is_ranked_by_imprint(store: ImprintStore, imprint: Imprint) -> None:
    namespace = ("memories", "rami")
    ranked = ImprintStore(imprint, user_label=1)
    await ranked.aput(namespace, "editor", {"content": "Rami edits code in Vim."})
    await ranked.aput(namespace, "food", {"content": "Rami is vegetarian."})
    await ranked.aput(namespace, "pet", {"content": "Rami has a dog called Rex."})
    await ranked.aput(("memories", "dana"), "editor", {"content": "Dana edits code in Emacs."})
    # Something Imprint learned by itself is in Rami's memories too, but is no store item.
    await imprint.observe(user_id="rami", agent_output="", user_response="I use Vim for code.")
    hits = await ranked.asearch(namespace, query="which editor for code, Vim?")
    assert hits[0].key == "editor" and hits[0].namespace == namespace
    assert hits[0].score is not None and hits[0].score > 0
    assert all(hit.namespace == namespace for hit in hits)
    assert [h.key for h in await ranked.asearch(namespace, query="vegetarian", limit=1)] == ["food"]
    filtered = await ranked.asearch(("memories",), query="edits code", filter={"x": 1})
    assert filtered == []
    across = await ranked.asearch(("memories",), query="edits code")
    assert {(h.namespace, h.key) for h in across} >= {
        (("memories", "rami"), "editor"),
        (("memories", "dana"), "editor"),
    }
    # The user label is the Imprint user: Rami's items reach Rami's policy only.
    assert "Vim" in (await imprint.get_policy(user_id="rami")).text
    assert "Vim" not in (await imprint.get_policy(user_id="dana")).text


async def test_list_namespaces(store: ImprintStore) -> None:
    namespaces = [
        ("test", "documents", "public"),
        ("test", "documents", "private"),
        ("test", "images", "public"),
        ("test", "images", "private"),
        ("prod", "documents", "public"),
        ("prod", "documents", "private"),
        ("a", "b", "d", "e"),
    ]
    for namespace in namespaces:
        await store.aput(namespace, "dummy", {"content": "dummy"})
    assert await store.alist_namespaces() == sorted(namespaces)
    assert await store.alist_namespaces(prefix=("test",)) == sorted(namespaces[:4])
    public = await store.alist_namespaces(suffix=("public",))
    assert public == sorted(ns for ns in namespaces if ns[-1] == "public")
    assert await store.alist_namespaces(prefix=("test", "*", "public")) == [
        ("test", "documents", "public"),
        ("test", "images", "public"),
    ]
    assert await store.alist_namespaces(prefix=("test",), suffix=("*", "private")) == [
        ("test", "documents", "private"),
        ("test", "images", "private"),
    ]
    assert await store.alist_namespaces(max_depth=2) == [
        ("a", "b"),
        ("prod", "documents"),
        ("test", "documents"),
        ("test", "images"),
    ]
    assert len(await store.alist_namespaces(limit=3)) == 3
    assert await store.alist_namespaces(limit=3, offset=5) == sorted(namespaces)[5:]
    # A namespace whose items are all deleted is no longer listed.
    await store.adelete(("a", "b", "d", "e"), "dummy")
    assert ("a", "b", "d", "e") not in await store.alist_namespaces()
    results = await store.abatch(
        [ListNamespacesOp(match_conditions=(MatchCondition("suffix", ("private",)),))]
    )
    assert results == [sorted(ns for ns in namespaces if ns[-1] == "private")]


async def test_namespaces_are_validated(store: ImprintStore) -> None:
    with pytest.raises(InvalidNamespaceError):
        await store.aput(("a.b",), "k", {"content": "x"})
    with pytest.raises(InvalidNamespaceError):
        await store.aput((), "k", {"content": "x"})
    with pytest.raises(InvalidNamespaceError):
        await store.aput(("langgraph", "x"), "k", {"content": "x"})
    with pytest.raises(InvalidNamespaceError):
        await store.abatch([GetOp(("a", ""), "k")])
    with pytest.raises(InvalidInputError, match="reserved"):
        await store.aput((li.REGISTRY_USER,), "k", {"content": "x"})
    with pytest.raises(InvalidInputError, match="no label at position 1"):
        await ImprintStore(store.imprint, user_label=1).aput(("solo",), "k", {"content": "x"})
    with pytest.raises(InvalidInputError, match="the limit is 256"):
        await store.aput(("u",), "k" * 300, {"content": "x"})
    with pytest.raises(NotImplementedError):
        await store.aput(("u",), "k", {"content": "x"}, ttl=5)


async def test_sync_calls_from_a_thread_and_refused_on_the_loop(store: ImprintStore) -> None:
    def work() -> list[Any]:
        store.put(("sync", "ns"), "k", {"content": "from a thread"})
        item = store.get(("sync", "ns"), "k")
        found = store.search(("sync",))
        listed = store.list_namespaces(prefix=("sync",))
        store.delete(("sync", "ns"), "k")
        return [item, found, listed, store.get(("sync", "ns"), "k")]

    item, found, listed, gone = await asyncio.to_thread(work)
    assert isinstance(item, Item) and item.value == {"content": "from a thread"}
    assert [i.key for i in found] == ["k"] and listed == [("sync", "ns")] and gone is None
    with pytest.raises(UsageError, match="would block it"):
        store.get(("sync", "ns"), "k")
    outside = await asyncio.to_thread(ImprintStore, store.imprint)
    with pytest.raises(UsageError, match="does not know its event loop"):
        await asyncio.to_thread(outside.get, ("sync", "ns"), "k")


async def test_async_calls_from_another_loop_run_on_imprints_loop(store: ImprintStore) -> None:
    def in_other_loop() -> Item | None:
        async def use() -> Item | None:
            await store.aput(("other", "loop"), "k", {"content": "hello"})
            return await store.aget(("other", "loop"), "k")

        return asyncio.run(use())

    item = await asyncio.to_thread(in_other_loop)
    assert item is not None and item.value == {"content": "hello"}


async def test_items_persist_across_store_instances(store_url: str) -> None:
    async with Imprint("graph-agent", store=store_url) as first:
        await ImprintStore(first).aput(("sam", "prefs"), "tea", {"content": "Sam drinks tea."})
    async with Imprint("graph-agent", store=store_url) as second:
        reopened = ImprintStore(second)
        item = await reopened.aget(("sam", "prefs"), "tea")
        assert item is not None and item.value == {"content": "Sam drinks tea."}
        assert await reopened.alist_namespaces() == [("sam", "prefs")]
    async with Imprint("another-agent", store=store_url) as other:
        assert await ImprintStore(other).aget(("sam", "prefs"), "tea") is None
        assert await ImprintStore(other).alist_namespaces() == []


labels = st.text(min_size=1, max_size=12).filter(lambda s: "." not in s and "\x00" not in s)
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner, max_size=3),
    max_leaves=8,
)


@given(
    namespace=st.lists(labels, min_size=1, max_size=4).map(tuple),
    key=st.text(max_size=20),
)
def test_memory_keys_round_trip(namespace: tuple[str, ...], key: str) -> None:
    assert li.parse_memory_key(li.memory_key(namespace, key)) == (namespace, key)


@given(
    value=st.dictionaries(st.text(), json_values, max_size=4),
    field=st.sampled_from(["content", "text"]),
)
def test_values_round_trip(value: dict[str, Any], field: str) -> None:
    assert li.value_of(li.content_of(value, field), field) == value


@given(text=st.text())
def test_text_values_round_trip(text: str) -> None:
    assert li.value_of(li.content_of({"content": text}, "content"), "content") == {"content": text}


class _State(TypedDict, total=False):
    user: str
    said: str
    found: list[str]


async def _note(state: _State, runtime: Runtime[None]) -> _State:
    assert runtime.store is not None
    namespace = ("memories", state["user"])
    await runtime.store.aput(namespace, state["said"][:8], {"content": state["said"]})
    hits = await runtime.store.asearch(namespace, query=state["said"])
    return {"found": [str(hit.value["content"]) for hit in hits]}


def _sync_note(state: _State, runtime: Runtime[None]) -> _State:
    assert runtime.store is not None
    namespace = ("memories", state["user"])
    runtime.store.put(namespace, state["said"][:8], {"content": state["said"]})
    hits = runtime.store.search(namespace, query=state["said"])
    return {"found": [str(hit.value["content"]) for hit in hits]}


async def test_a_compiled_graph_uses_the_store_async_and_sync(imprint: Imprint) -> None:
    store = ImprintStore(imprint, user_label=1)
    graphs = []
    for node in (_note, _sync_note):
        builder = StateGraph(_State)
        builder.add_node("note", node)
        builder.add_edge(START, "note")
        builder.add_edge("note", END)
        graphs.append(builder.compile(store=store))
    out = await graphs[0].ainvoke({"user": "rami", "said": "Rami prefers dark mode."})
    assert out["found"] == ["Rami prefers dark mode."]
    # A synchronous graph, run in a worker thread as LangGraph's sync API would be.
    sync_graph = graphs[1]
    out = await asyncio.to_thread(lambda: sync_graph.invoke({"user": "rami", "said": "Uses Vim."}))
    assert out["found"][0] == "Uses Vim."
    assert "Rami prefers dark mode." in (await imprint.get_policy(user_id="rami")).text
