"""PostgreSQL-only behaviour: URLs, errors, migrations, hostile search text, races, pgvector."""

from __future__ import annotations

import asyncio
import random
import subprocess
import sys
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from imprint import Imprint
from imprint.adapters.embedders import HashingEmbedder
from imprint.errors import SchemaError, StoreError, UsageError
from imprint.store import PostgresMemoryStore, SQLiteStore, parse_store_url, store_from_url
from imprint.store.postgres import PgVectorStore
from imprint.store.postgres.codec import decode_text, encode_text
from imprint.store.postgres.schema import MIGRATIONS, applied_migrations, migrate
from imprint.store.postgres.search import text_query
from imprint.store.sqlite.vector import BlobVectorStore
from imprint.types import MemoryDraft, MemoryStatus, MemoryType
from imprint.writes import NewMemory, Observe
from tests.store._writes import observe, write

NOW = datetime(2026, 1, 1, tzinfo=UTC)

HOSTILE = st.one_of(
    st.text(),
    st.sampled_from(
        [
            "a & b",
            "a | b",
            "!a",
            "a <-> b",
            "a <2> b",
            "pre:*",
            "a:AB",
            "((a)",
            "a)",
            "'quoted'",
            '"double"',
            "back\\slash",
            "\\",
            "\x00",
            "nul\x00inside",
            "\x01\x02",
            "''; DROP TABLE memories; --",
            "\U0001f600 emoji",
            "\u4f60\u597d\u4e16\u754c",
            "caf\u00e9 na\u00efve",
            "!(a & !b) | c:* <-> 'd'",
        ]
    ),
)


def plan(content: str, *, user: str = "u1") -> Observe:
    return observe(content, user=user, type=MemoryType.FACT, signal=False)


@pytest.fixture
async def pg(postgres_url: str) -> AsyncIterator[PostgresMemoryStore]:
    store = PostgresMemoryStore(postgres_url)
    await store.connect()
    try:
        yield store
    finally:
        await store.close()


# -- URLs and errors ----------------------------------------------------------------------


def test_postgres_urls_parse_without_the_driver() -> None:
    for url in ("postgresql://user:pw@db.example:6543/mem", "postgres://user:pw@db.example/mem"):
        location = parse_store_url(url)
        assert location.scheme == "postgresql" and location.path is None
        assert not location.in_memory
        assert location.postgres is not None
        assert location.postgres.host == "db.example" and location.postgres.database == "mem"
        assert "pw" not in repr(location) and "pw" not in location.postgres.describe()
    assert isinstance(store_from_url("postgresql://u@h/db"), PostgresMemoryStore)


def test_fts_config_is_taken_out_of_the_dsn_and_checked() -> None:
    location = parse_store_url("postgresql://u@h/db?fts_config=simple&sslmode=disable")
    assert location.postgres is not None
    assert location.postgres.fts_config == "simple"
    assert "fts_config" not in location.postgres.dsn and "sslmode=disable" in location.postgres.dsn
    with pytest.raises(ValueError, match="fts_config"):
        parse_store_url("postgresql://u@h/db?fts_config=english;drop")


def test_index_memory_is_taken_out_of_the_dsn_and_checked() -> None:
    location = parse_store_url("postgresql://u@h/db?index_memory=512MB&sslmode=disable")
    assert location.postgres is not None
    assert location.postgres.index_memory == "512MB"
    assert "index_memory" not in location.postgres.dsn
    assert parse_store_url("postgresql://u@h/db").postgres.index_memory is None  # type: ignore[union-attr]
    for bad in ("1TB", "1GB'; drop table memories; --", "0MB", "lots"):
        with pytest.raises(ValueError, match="index_memory"):
            parse_store_url(f"postgresql://u@h/db?index_memory={bad}")


async def test_vector_index_builds_with_the_memory_the_url_asks_for(postgres_url: str) -> None:
    joiner = "&" if "?" in postgres_url else "?"
    url = f"{postgres_url}{joiner}index_memory=256MB"
    async with Imprint("agent", store=url, embedder=HashingEmbedder(16)) as imprint:
        await imprint.remember(user_id="u", text="tea in the morning")
        hits = await imprint.recall(user_id="u", query="tea")
        assert [h.memory.content for h in hits] == ["tea in the morning"]


def _with_login(url: str, user: str, password: str) -> str:
    parts = urlsplit(url)
    netloc = f"{user}:{password}@{parts.hostname or ''}"
    if parts.port:
        netloc += f":{parts.port}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, ""))


async def test_refused_login_names_host_and_db_not_password(postgres_url: str) -> None:
    # The test server trusts its socket, so a refused login is a role that does not exist.
    location = parse_store_url(_with_login(postgres_url, "no_such_role", "Wr0ngS3cret"))
    assert location.postgres is not None
    with pytest.raises(StoreError) as caught:
        await PostgresMemoryStore(location.postgres).connect()
    message = str(caught.value)
    assert "Wr0ngS3cret" not in message
    assert location.postgres.database in message and location.postgres.host in message


async def test_unreachable_host_names_host_and_db_not_password() -> None:
    store = PostgresMemoryStore("postgresql://bob:Sup3rSecret@127.0.0.1:1/fleetdb")
    with pytest.raises(StoreError) as caught:
        await store.connect()
    message = str(caught.value)
    assert "127.0.0.1" in message and "fleetdb" in message
    assert "Sup3rSecret" not in message and "Sup3rSecret" not in repr(store.location)


async def test_imprint_with_postgres_url_uses_pgvector(postgres_url: str) -> None:
    async with Imprint("a", store=postgres_url, embedder=HashingEmbedder(32)) as imprint:
        assert imprint.vector_store_name == "pgvector"
        await imprint.remember(user_id="u", text="Likes green tea")
        (hit,) = await imprint.recall(user_id="u", query="green tea", k=1)
        assert hit.memory.content == "Likes green tea" and hit.dense_rank == 1
    with pytest.raises(UsageError, match="pgvector"):
        async with Imprint(
            "a", store=postgres_url, embedder=HashingEmbedder(32), vector_store="blob"
        ):
            pass


# -- migrations ---------------------------------------------------------------------------


async def test_migrations_are_idempotent_and_safe_concurrently(postgres_url: str) -> None:
    conns = [await asyncpg.connect(postgres_url) for _ in range(3)]
    try:
        results = await asyncio.gather(*(migrate(c) for c in conns))
        # Exactly one connection applied them; the others found nothing to do.
        assert sorted(len(r) for r in results) == [0, 0, len(MIGRATIONS)]
        assert await migrate(conns[0]) == []
        assert await applied_migrations(conns[1]) == [m.name for m in MIGRATIONS]
    finally:
        for c in conns:
            await c.close()
    store = PostgresMemoryStore(postgres_url)
    await store.connect()
    await store.close()


async def test_newer_database_is_refused(postgres_url: str) -> None:
    store = PostgresMemoryStore(postgres_url)
    await store.connect()
    await store.close()
    conn = await asyncpg.connect(postgres_url)
    try:
        await conn.execute(
            "INSERT INTO _imprint_migrations (id, name, applied_at) VALUES (999, 'm999_x', 0)"
        )
    finally:
        await conn.close()
    with pytest.raises(SchemaError, match="newer"):
        await PostgresMemoryStore(postgres_url).connect()


async def test_foreign_database_is_refused(postgres_url: str) -> None:
    conn = await asyncpg.connect(postgres_url)
    try:
        await conn.execute("CREATE TABLE memories (x int)")
    finally:
        await conn.close()
    with pytest.raises(SchemaError, match="not an Imprint store"):
        await PostgresMemoryStore(postgres_url).connect()


async def test_unknown_fts_config_is_refused(postgres_url: str) -> None:
    sep = "&" if "?" in postgres_url else "?"
    with pytest.raises(ValueError, match="no_such_config"):
        await PostgresMemoryStore(f"{postgres_url}{sep}fts_config=no_such_config").connect()


async def test_use_before_connect_is_a_usage_error(postgres_url: str) -> None:
    with pytest.raises(UsageError, match="connect"):
        await PostgresMemoryStore(postgres_url).count_memories("agent", "u1")


# -- text: NUL round trip, hostile queries --------------------------------------------------


@given(st.text())
def test_text_codec_round_trips_and_removes_nul(text: str) -> None:
    stored = encode_text(text)
    assert "\x00" not in stored
    assert decode_text(stored) == text


@given(HOSTILE)
def test_tsquery_sql_never_contains_user_text(text: str) -> None:
    built = text_query(text, prefix="zbcd", config_param=1, first_param=2)
    if built is None:
        return
    # Only placeholders and constants: removing them leaves no character from the input.
    skeleton = built.sql
    for i in range(len(built.words) + 2, 0, -1):
        skeleton = skeleton.replace(f"${i}", "")
    assert set(skeleton) <= set("plainto_tsquery(::text::regconfig, )|")
    assert all(word.isalnum() and word.startswith("zbcd") for word in built.words)


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(query=HOSTILE)
async def test_hostile_queries_never_fail(pg: PostgresMemoryStore, query: str) -> None:
    if not await pg.count_memories("agent", "u1"):
        for content in ("Rock & roll all night", "back\\slash and 'quotes'", "nul\x00byte"):
            await write(pg, plan(content))
    hits = await pg.search_text("agent", "u1", query)
    assert all(score >= 0 for _, score in hits)
    assert hits == sorted(hits, key=lambda h: (-h[1], h[0]))


async def test_nul_and_escape_characters_round_trip(pg: PostgresMemoryStore) -> None:
    text = "a\x00b \x01 c\x01\x02d \\ '"
    result = await write(pg, plan(text))
    assert result.created is not None and result.created.content == text
    assert [i for i, _ in await pg.search_text("agent", "u1", "b")] == [result.created.memory_id]
    again = await write(pg, plan(text))
    assert again.merged_into == result.created.memory_id


async def test_ranking_puts_the_best_match_first(pg: PostgresMemoryStore) -> None:
    ids = {}
    for content in ("Mention ticket ABC-7", "Mention ticket ABC-42 in reviews", "Use tabs"):
        result = await write(pg, plan(content))
        assert result.created is not None
        ids[content] = result.created.memory_id
    hits = await pg.search_text("agent", "u1", "ticket ABC-42 review")
    assert hits[0][0] == ids["Mention ticket ABC-42 in reviews"]
    assert ids["Use tabs"] not in [i for i, _ in hits]


# -- races between hosts ---------------------------------------------------------------------


async def test_two_hosts_consolidating_one_user_lose_and_duplicate_nothing(
    postgres_url: str,
) -> None:
    directions = [f"Always cite source number {n} in reviews." for n in range(8)]
    async with (
        Imprint("a", store=postgres_url) as one,
        Imprint("a", store=postgres_url) as two,
    ):
        calls = [
            imprint.observe_directions(user_id="u", directions=[text])
            for text in directions
            for imprint in (one, two, one)
        ]
        random.Random(5).shuffle(calls)
        await asyncio.gather(*calls)
        memories = await one.memories(user_id="u")
        assert sorted(m.content for m in memories) == sorted(directions)
        # Every submission is either the creation or one reinforcement of the survivor.
        assert sum(1 + m.reinforcement for m in memories) == 3 * len(directions)
        assert await one.store.integrity_check() == []


# -- pgvector ---------------------------------------------------------------------------------


async def test_pgvector_ranks_like_numpy(postgres_url: str, tmp_path: Path) -> None:
    rng = random.Random(11)
    dim = 24
    lite = SQLiteStore(f"sqlite:///{tmp_path / 'ref.db'}")
    pg = PostgresMemoryStore(postgres_url)
    await lite.connect()
    await pg.connect()
    try:
        for n in range(60):
            user = "u1" if n % 3 else "u2"
            vector = tuple(rng.gauss(0, 1) for _ in range(dim))
            for store in (lite, pg):
                draft = MemoryDraft(type=MemoryType.FACT, content=f"note {n}")
                request = Observe(
                    agent_id="agent",
                    user_id=user,
                    now=NOW,
                    memory=NewMemory(draft=draft, vector=vector),
                )
                await write(store, request)
        for store in (lite, pg):
            await store.set_status("agent", "u1", 2, MemoryStatus.FORGOTTEN, now=NOW, reason="x")
        exact = BlobVectorStore(lite)
        small = PgVectorStore(pg)
        # exact_below=1 sends every search through the HNSW index with iterative scan.
        indexed = PgVectorStore(pg, exact_below=1, ef_search=200)

        async def plan_of(c: Any) -> str:
            await c.execute("SET LOCAL enable_sort = off")
            rows = await c.fetch(
                "EXPLAIN SELECT memory_id FROM vectors WHERE agent_id = 'agent' "
                f"AND dim = {dim} ORDER BY embedding::vector({dim}) <=> "
                f"$1::real[]::vector({dim}) LIMIT 3",
                [1.0] * dim,
            )
            return "\n".join(str(r[0]) for r in rows)

        for _ in range(10):
            query = [rng.gauss(0, 1) for _ in range(dim)]
            for user in ("u1", "u2"):
                want = await exact.search("agent", user, query, limit=7)
                for vectors in (small, indexed):
                    got = await vectors.search("agent", user, query, limit=7)
                    assert [i for i, _ in got] == [i for i, _ in want]
                    assert [s for _, s in got] == pytest.approx([s for _, s in want], abs=1e-5)

            allowed = [3, 4, 5, 6, 7]
            want = await exact.search("agent", "u1", query, limit=3, memory_ids=allowed)
            got = await small.search("agent", "u1", query, limit=3, memory_ids=allowed)
            assert [i for i, _ in got] == [i for i, _ in want]
        # The searches created the index, and large users' searches go through it.
        assert f"vectors_hnsw_{dim}" in await pg.pool.read(plan_of)
    finally:
        await lite.close()
        await pg.close()


def test_import_works_without_asyncpg_and_connect_says_what_to_install() -> None:
    script = (
        "import sys, asyncio\n"
        "sys.modules['asyncpg'] = None\n"
        "import imprint\n"
        "from imprint.store import PostgresMemoryStore\n"
        "try:\n"
        "    asyncio.run(PostgresMemoryStore('postgresql://u@h/db').connect())\n"
        "except imprint.UsageError as exc:\n"
        "    print(exc)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
    )
    assert "pip install 'imprint-mem[postgres]'" in done.stdout


async def test_an_older_databases_pending_turns_can_be_claimed(postgres_url: str) -> None:
    conn = await asyncpg.connect(postgres_url)
    try:
        await migrate(conn, MIGRATIONS[:2])  # a database written before m007 (leases)
        await conn.execute(
            "INSERT INTO signals (agent_id, user_id, status, user_response, created_at,"
            " updated_at) VALUES ('agent', 'u1', 'pending', 'Prose, please.', 0, 0)"
        )
    finally:
        await conn.close()
    store = PostgresMemoryStore(postgres_url)
    await store.connect()
    try:
        assert store.migrations_applied == tuple(m.name for m in MIGRATIONS[2:])
        assert "m007_pending_leases" in store.migrations_applied
        now = datetime(2026, 1, 1, tzinfo=UTC)
        (claimed,) = await store.claim_pending(
            "agent", holder="a", now=now, until=now + timedelta(minutes=1)
        )
        assert claimed.user_response == "Prose, please."
    finally:
        await store.close()
