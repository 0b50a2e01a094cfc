"""`copy_store` and `migrate_store` on real stores: SQLite -> PostgreSQL -> SQLite round trips."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from imprint import Imprint, MemoryStatus, MemoryType
from imprint.copying import CopyReport, copy_store, migrate_store
from imprint.errors import InvalidInputError, StoreError, UsageError
from imprint.policy.tuners import BanditAlphaTuner, StaticAlphaTuner
from imprint.protocols import StoreCopier
from imprint.store import copier_for, store_from_url
from imprint.store.postgres.schema import MIGRATIONS as POSTGRES_MIGRATIONS
from imprint.store.sqlite.migrations import MIGRATIONS as SQLITE_MIGRATIONS
from imprint.store.tables import COPY_ORDER
from imprint.testing import FakeClock, RecordingEmbedder
from tests.llm_fakes import ScriptedModel

AGENT = "reviewer"


def make(url: str, clock: FakeClock, **kwargs: Any) -> Imprint:
    # Seeded, so two stores holding the same bandit state choose the same alpha.
    kwargs.setdefault("alpha_tuner", BanditAlphaTuner(rng=random.Random(7)))
    return Imprint(AGENT, store=url, clock=clock, embedder=RecordingEmbedder(), **kwargs)


async def populate(url: str, clock: FakeClock) -> None:
    """Fill a store through the public API with every kind of row a copy must carry."""
    async with make(url, clock, agent_description="Reviews code.") as imprint:
        await imprint.observe(
            user_id="u1", agent_output="Here is a list.", user_response="No, write in paragraphs."
        )
        clock.advance(minutes=1)
        await imprint.observe_directions(user_id="u1", directions=["Use bullet points."])
        await imprint.observe_directions(user_id="u1", directions=["Use bullet points"])
        clock.advance(minutes=1)
        # The polarity flip contradicts the first direction: a `superseded_by` link.
        await imprint.observe_directions(user_id="u1", directions=["Never use bullet points."])
        await imprint.remember(user_id="u1", text="Indent with tabs.", key="indent")
        await imprint.remember(user_id="u1", text="Indent with four spaces.", key="indent")
        decided = await imprint.remember(
            user_id="u1", text="We chose PostgreSQL for storage.", type=MemoryType.DECISION
        )
        await imprint.pin(user_id="u1", memory_id=decided.memory_id)
        forgotten = await imprint.remember(user_id="u1", text="Likes yellow themes.")
        await imprint.forget(user_id="u1", memory_id=forgotten.memory_id)
        await imprint.remember(user_id="u2", text="Writes Rust at work.", scope="global")
        await imprint.observe(
            user_id="u2", agent_output="Try Go.", user_response="Actually, call me Sam."
        )
        clock.advance(minutes=5)
        policy = await imprint.get_policy(user_id="u1", session_id="s1", context="paragraphs")
        assert policy.memory_ids
        assert await imprint.observe_feedback(user_id="u1", outcome=1.0, session_id="s1")
        # A second loop stays open, so an open loop is copied too.
        await imprint.get_policy(user_id="u2", session_id="s2")
        await imprint.record_episode(
            user_id="u1", goal="Review the parser", turns=4, outcome="merged", session_id="s1"
        )

    def failing(name: str, text: str) -> Any:
        return {"kind": "maybe", "confidence": 7}  # invalid output: the turn stays pending

    model = ScriptedModel(failing).model
    async with make(url, clock, model=model, processing_mode="balanced") as imprint:
        observed = await imprint.observe(
            user_id="u2", agent_output="x", user_response="Hmm, prose next time maybe."
        )
        assert observed.pending


async def snapshot(url: str, clock: FakeClock) -> dict[str, Any]:
    """What a user of the store sees, through the public API (read-only calls)."""
    seen: dict[str, Any] = {}
    async with make(url, clock) as imprint:
        for user in ("u1", "u2"):
            seen[f"{user} memories"] = await imprint.memories(user_id=user, status=None)
            seen[f"{user} events"] = await imprint.events(user_id=user, limit=1000)
            seen[f"{user} episodes"] = await imprint.episodes(user_id=user, limit=10)
            policy = await imprint.get_policy(user_id=user, feedback=False)
            seen[f"{user} policy"] = (policy.text, policy.memory_ids)
        hits = await imprint.recall(user_id="u1", query="bullet points paragraphs", k=10)
        seen["recall ids"] = sorted(h.memory.memory_id for h in hits)
        seen["recall"] = [(h.memory.memory_id, round(h.score, 6)) for h in hits]
        seen["pending"] = await imprint.pending()
        stats = await imprint.stats()
        seen["stats"] = (stats.users, stats.memories_by_status, stats.pending_signals)
        seen["stats more"] = (stats.memories_by_type, stats.open_loops, stats.events)
        for name in ("alpha_tuner:bandit", "decay:fsrs"):
            seen[f"state {name}"] = await imprint.store.load_state(AGENT, name)
    return seen


async def dump_all(url: str) -> dict[str, list[dict[str, Any]]]:
    store = store_from_url(url)
    await store.connect()
    try:
        copier: StoreCopier = copier_for(store)
        return {t: await copier.dump_rows(t, after=None, limit=10_000) for t in COPY_ORDER}
    finally:
        await store.close()


async def test_round_trip_sqlite_postgres_sqlite(
    tmp_path: Path, postgres_url: str, clock: FakeClock
) -> None:
    first, last = f"sqlite:///{tmp_path / 'a.db'}", f"sqlite:///{tmp_path / 'c.db'}"
    await populate(first, clock)
    before = await snapshot(first, clock)
    rows = await dump_all(first)
    assert rows["memory_links"], "the scenario must produce a superseded_by link"
    assert rows["vectors"] and rows["learned_state"] and rows["episodes"]
    assert {r["status"] for r in rows["memories"]} >= {"active", "contradicted", "forgotten"}
    assert {r["status"] for r in rows["signals"]} >= {"processed", "pending"}
    assert {r["status"] for r in rows["feedback_loops"]} == {"open", "closed"}
    assert before["state alpha_tuner:bandit"] is not None

    seen: list[tuple[str, int, int]] = []
    report = await copy_store(
        first, postgres_url, batch=2, progress=lambda t, d, n: seen.append((t, d, n))
    )
    assert isinstance(report, CopyReport)
    assert [c.table for c in report.tables] == list(COPY_ORDER)
    assert all(c.source == c.target == len(rows[c.table]) for c in report.tables)
    assert ("memories", len(rows["memories"]), len(rows["memories"])) in seen
    assert "s3cret" not in report.target and report.target.startswith("postgresql://")

    middle = await snapshot(postgres_url, clock)
    assert await dump_all(postgres_url) == rows
    for name, value in before.items():
        if name != "recall":  # BM25 scores differ between FTS5 and tsvector ranking
            assert middle[name] == value, name

    await copy_store(postgres_url, last, batch=3)
    assert await dump_all(last) == rows
    assert await snapshot(last, clock) == before


@pytest.mark.parametrize("direction", ["to-postgres", "to-sqlite"])
async def test_new_writes_after_a_copy_get_fresh_ids(
    tmp_path: Path, postgres_url: str, clock: FakeClock, direction: str
) -> None:
    source = f"sqlite:///{tmp_path / 'a.db'}"
    await populate(source, clock)
    target = postgres_url if direction == "to-postgres" else f"sqlite:///{tmp_path / 'b.db'}"
    if direction == "to-sqlite":
        # Via PostgreSQL, so the SQLite target is loaded from PostgreSQL rows.
        await copy_store(source, postgres_url)
        source = postgres_url
    await copy_store(source, target)
    rows = await dump_all(target)
    top_memory = max(r["id"] for r in rows["memories"])
    top_event = max(r["seq"] for r in rows["events"])
    # BM25 only: the target's full-text index must find copied and new memories alike.
    async with make(target, clock, alpha_tuner=StaticAlphaTuner(1.0)) as imprint:
        found = await imprint.recall(user_id="u1", query="paragraphs", k=3)
        # At alpha 1 the vector search's own hits still rank, after the keyword ones.
        (copied,) = [hit for hit in found if hit.bm25_rank is not None]
        assert copied.memory.content == "Write in paragraphs."
        assert copied.bm25_rank == 1
        memory = await imprint.remember(user_id="u3", text="Prefers dark mode.", key="theme")
        assert memory.memory_id == top_memory + 1
        events = await imprint.events(user_id="u3")
        assert [e.seq for e in events] == [top_event + 1]
        observed = await imprint.observe(
            user_id="u1", agent_output="", user_response="No, always add type hints."
        )
        assert observed.created
        assert observed.created[0].memory_id == top_memory + 2
        hits = await imprint.recall(user_id="u1", query="type hints", k=3)
        assert hits[0].memory.memory_id == top_memory + 2
        closed = await imprint.observe_feedback(user_id="u2", outcome=0.5, session_id="s2")
        assert closed  # the copied open loop closes on the target


async def test_refuses_a_target_with_data_and_writes_nothing(
    tmp_path: Path, postgres_url: str, clock: FakeClock
) -> None:
    source = f"sqlite:///{tmp_path / 'a.db'}"
    await populate(source, clock)
    for target in (postgres_url, f"sqlite:///{tmp_path / 'b.db'}"):
        async with make(target, clock) as imprint:
            await imprint.remember(user_id="x", text="Already here.")
        before = await dump_all(target)
        with pytest.raises(UsageError, match=r"already holds data \(agents: 1, memories: 1"):
            await copy_store(source, target)
        assert await dump_all(target) == before


async def test_failure_midway_says_the_target_is_partial(
    tmp_path: Path, postgres_url: str, clock: FakeClock
) -> None:
    path = tmp_path / "a.db"
    await populate(f"sqlite:///{path}", clock)
    # A signal pointing at a memory that does not exist (written with foreign keys off, as
    # a damaged file might hold it): the target's foreign key refuses it in mid-copy.
    with sqlite3.connect(path) as raw:
        raw.execute(
            "INSERT INTO signals (agent_id, user_id, memory_id, status, created_at, updated_at)"
            " VALUES ('reviewer', 'u1', 999999, 'processed', 0, 0)"
        )
    for target in (postgres_url, f"sqlite:///{tmp_path / 'b.db'}"):
        with pytest.raises(
            StoreError, match=r"(?s)stopped in table 'signals'.*is partial: drop it"
        ):
            await copy_store(f"sqlite:///{path}", target, batch=5)
        copied = await dump_all(target)
        assert copied["memories"]  # the tables before `signals` were loaded


async def test_bad_urls_are_refused_before_anything_opens(tmp_path: Path) -> None:
    here = f"sqlite:///{tmp_path / 'a.db'}"
    with pytest.raises(InvalidInputError, match="no store at"):
        await copy_store(here, f"sqlite:///{tmp_path / 'b.db'}")
    assert not (tmp_path / "b.db").exists()
    (tmp_path / "a.db").touch()
    with pytest.raises(InvalidInputError, match="the same store"):
        await copy_store(here, here)
    with pytest.raises(InvalidInputError, match="in-memory"):
        await copy_store(here, "sqlite:///:memory:")
    with pytest.raises(InvalidInputError, match="batch must be at least 1"):
        await copy_store(here, f"sqlite:///{tmp_path / 'b.db'}", batch=0)


async def test_migrate_reports_what_it_applied(backend: str, store_url: str) -> None:
    first = await migrate_store(store_url)
    known = SQLITE_MIGRATIONS if backend == "sqlite" else POSTGRES_MIGRATIONS
    assert first.applied == tuple(m.name for m in known)
    assert first.recorded == first.applied
    again = await migrate_store(store_url)
    assert again.applied == ()
    assert again.recorded == first.recorded
    assert again.store == first.store


async def test_copy_keeps_statuses_the_api_sees(tmp_path: Path, clock: FakeClock) -> None:
    source, target = f"sqlite:///{tmp_path / 'a.db'}", f"sqlite:///{tmp_path / 'b.db'}"
    await populate(source, clock)
    await copy_store(source, target, batch=1)
    async with make(target, clock) as imprint:
        contradicted = await imprint.memories(user_id="u1", status=MemoryStatus.CONTRADICTED)
        assert contradicted and contradicted[0].superseded_by is not None
        keyed = [m for m in await imprint.memories(user_id="u1") if m.key == "indent"]
        assert [m.content for m in keyed] == ["Indent with four spaces."]
        pinned = [m for m in await imprint.memories(user_id="u1") if m.pinned]
        assert [m.content for m in pinned] == ["We chose PostgreSQL for storage."]
