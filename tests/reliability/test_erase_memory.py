"""`Forget`: one memory's text leaves the store (a user's "delete my address").

The main test goes through `observe()` and the forget request rule; the others apply the
step to a chosen memory through the one write path (`store.write`: read facts, decide,
apply), the decision replaced by one that returns the step.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from imprint import HashingEmbedder, Imprint, MemoryStatus
from imprint.store.steps import Decision, Forget, ForgetTexts, Invalidate, LogEvent
from imprint.store.terms import owner_prefix
from imprint.testing import FakeClock
from imprint.writes import Observe, WriteRules
from tests.reliability._erasure import fill, left_in_files, words
from tests.reliability._support import make, raw, raw_any

AGENT = "agent"
SECRET = "Vorbexalinq"
"""A word only the forgotten memory, and the reply that made it, contain."""
NEEDLE = SECRET[1:]
"""What `left_in_files` looks for: the stored text keeps the capital, the index lowers it."""
ECHO = "brindlewhopq"
"""A word only the agent's side of that turn contains."""


Erase = Callable[[Imprint, int], Awaitable[None]]


@pytest.fixture
def erase(monkeypatch: pytest.MonkeyPatch, backend: str, clock: FakeClock) -> Erase:
    """Forget one memory through `store.write`, the decision replaced for that one write."""
    module = "postgres" if backend == "postgres" else "sqlite"

    async def run(imprint: Imprint, memory_id: int) -> None:
        def decide(request: object, facts: object, rules: object) -> Decision:
            logged = LogEvent(kind="memory.forgotten", memory=memory_id)
            return Decision(steps=(Forget(memory_id=memory_id), logged, Invalidate()))

        request = Observe(agent_id=AGENT, user_id="u", now=clock.now())
        with monkeypatch.context() as patch:
            patch.setattr(f"imprint.store.{module}.writes.decide", decide)
            await imprint.store.write([request], rules=WriteRules())

    return run


async def test_a_forget_request_leaves_no_trace(
    store_url: str, backend: str, clock: FakeClock
) -> None:
    async with make(store_url, clock, embedder=HashingEmbedder(32)) as imprint:
        # Another user's memories give the index several segments; the policy stays small
        # enough to hold all of this user's memories.
        await fill(imprint, "other", [f"note about {w}" for w in words(300, seed=9)], "remember")
        diet_turn = await imprint.observe(
            user_id="u", agent_output="Noted.", user_response="I'm vegetarian."
        )
        (diet,) = diet_turn.created
        told = await imprint.observe(
            user_id="u",
            agent_output=f"Noted, {ECHO}.",
            user_response=f"My address is 14 {SECRET} Road, Hexham.",
        )
        (memory,) = told.created
        assert SECRET in memory.content
        policy = await imprint.get_policy(user_id="u", feedback=False)  # cached, quoting it
        assert memory.memory_id in policy.memory_ids

        asked = await imprint.observe(
            user_id="u",
            agent_output="Sure.",
            user_response="Please don't keep my address anywhere, delete it.",
        )

        assert asked.forgotten == (memory.memory_id,)
        gone = await imprint.store.get_memory(AGENT, "u", memory.memory_id)
        assert (gone.status, gone.content, gone.subject) == (MemoryStatus.FORGOTTEN, "", None)
        hits = await imprint.recall(user_id="u", query=SECRET, k=50)
        assert all(h.bm25_rank is None for h in hits)  # no word of it is indexed
        policy = await imprint.get_policy(user_id="u", feedback=False)
        assert policy.memory_ids == (diet.memory_id,) and SECRET not in policy.text
        for event in await imprint.events(user_id="u", limit=1000):
            assert SECRET not in str(event.detail)
        with raw_any(store_url) as conn:
            for table, column in [
                ("memories", "content"),
                ("memories", "subject"),
                ("signals", "user_response"),
                ("signals", "agent_output"),
                ("events", "detail"),
                ("policy_cache", "policy"),
            ]:
                for word in (SECRET, ECHO):
                    found = conn.execute(
                        f"SELECT count(*) FROM {table} WHERE {column} LIKE ?", (f"%{word}%",)
                    ).fetchone()[0]
                    assert found == 0, (table, column, word)
            assert (
                conn.execute(
                    "SELECT count(*) FROM vectors WHERE memory_id = ?", (memory.memory_id,)
                ).fetchone()[0]
                == 0
            )
        assert [m.memory_id for m in await imprint.memories(user_id="u")] == [diet.memory_id]
        assert await imprint.count(user_id="other") == 300
        if backend == "sqlite":
            path = Path(store_url.removeprefix("sqlite:///"))
            assert left_in_files(path, [NEEDLE, ECHO]) == []


@pytest.mark.parametrize("backend", ["sqlite"], indirect=True)
async def test_erasing_a_page_s_first_term_rewrites_the_index(
    db_path: Path, clock: FakeClock, erase: Erase
) -> None:
    """The separator key a leaf page keeps for its first term goes too (no start of it stays)."""
    async with make(db_path, clock) as imprint:
        victim = words(3000, seed=10)
        await fill(imprint, "u", [f"note about {w}" for w in victim], "remember")
        prefix = owner_prefix(AGENT, "u")
        low = b"0" + prefix.encode()
        with raw(db_path) as conn:
            keys = [
                bytes(r[0])[1 + len(prefix) :].decode()
                for r in conn.execute(
                    "SELECT term FROM memories_fts_idx WHERE term >= ? AND term < ?",
                    (low, low + b"\xff"),
                )
            ]
        # A key that starts one word only: once that word is erased, it is dead.
        key, first = next(
            (k, matched[0])
            for k in keys
            if len(matched := [w for w in victim if k and w.startswith(k)]) == 1
        )
        (memory,) = [
            m for m in await imprint.memories(user_id="u", limit=5000) if first in m.content
        ]
        await erase(imprint, memory.memory_id)
        with raw(db_path) as conn:
            after = [
                bytes(r[0])[1 + len(prefix) :].decode()
                for r in conn.execute(
                    "SELECT term FROM memories_fts_idx WHERE term >= ? AND term < ?",
                    (low, low + b"\xff"),
                )
            ]
        assert key not in after
        assert not any(k and first.startswith(k) and not _live(k, victim, first) for k in after)
        assert left_in_files(db_path, [first, first[4:]]) == []
        assert len(await imprint.recall(user_id="u", query=f"note about {victim[-1]}", k=1)) == 1


def _live(key: str, words_: list[str], erased: str) -> bool:
    """Whether a separator key is still the start of a word the user has."""
    return any(w.startswith(key) for w in words_ if w != erased)


@pytest.mark.parametrize("backend", ["sqlite"], indirect=True)
async def test_erasing_someone_elses_memory_changes_nothing(
    store_url: str, clock: FakeClock, erase: Erase
) -> None:
    async with make(store_url, clock) as imprint:
        other = await imprint.remember(user_id="other", text=f"note about {SECRET}")
        before = await imprint.store.user_version(AGENT, "u")
        await erase(imprint, other.memory_id)
        assert (
            await imprint.store.get_memory(AGENT, "other", other.memory_id)
        ).content == other.content
        assert await imprint.store.user_version(AGENT, "u") == before + 1  # the Invalidate step


PAST = "Tarvendolq"
"""A word only the user's former employer, now history, contains."""


async def test_a_forget_request_erases_what_history_holds_of_it(
    store_url: str, backend: str, clock: FakeClock
) -> None:
    # What a newer memory replaced stays in history (contradicted); "forget" must reach it
    # too, or the user's words outlive their request.
    async with make(store_url, clock, embedder=HashingEmbedder(32)) as imprint:
        await imprint.observe(
            user_id="u", agent_output="Noted.", user_response=f"I work at {PAST} Labs."
        )
        await imprint.observe(
            user_id="u",
            agent_output="Noted.",
            user_response=f"I no longer work at {PAST} Labs, I joined Brightwell last month.",
        )
        history = await imprint.memories(user_id="u", status=MemoryStatus.CONTRADICTED)
        assert any(PAST in m.content for m in history), history

        asked = await imprint.observe(
            user_id="u",
            agent_output="Sure.",
            user_response=f"Please forget anything about {PAST}, delete it everywhere.",
        )

        assert asked.forgotten
        for memory in await imprint.memories(user_id="u", status=None):
            assert PAST not in memory.content, memory
        for event in await imprint.events(user_id="u", limit=1000):
            assert PAST not in str(event.detail)
        with raw_any(store_url) as conn:
            for table, column in [
                ("memories", "content"),
                ("signals", "user_response"),
                ("events", "detail"),
            ]:
                found = conn.execute(
                    f"SELECT count(*) FROM {table} WHERE {column} LIKE ?", (f"%{PAST}%",)
                ).fetchone()[0]
                assert found == 0, (table, column)
        assert any("Brightwell" in m.content for m in await imprint.memories(user_id="u"))
        if backend == "sqlite":
            path = Path(store_url.removeprefix("sqlite:///"))
            assert left_in_files(path, [PAST[1:]]) == []


ASIDE = "Quorvelmaq"
"""A word only turns whose memories name something else contain."""


async def test_a_forget_request_erases_the_turns_that_name_it_whatever_they_produced(
    store_url: str, backend: str, clock: FakeClock
) -> None:
    # The agent's words in one turn, and a reply whose memory is a rule, name the target;
    # "don't keep it anywhere" means those turns too, while their memories stay.
    async with make(store_url, clock, embedder=HashingEmbedder(32)) as imprint:
        await imprint.observe(
            user_id="u",
            agent_output=f"Since you're seeing Dr {ASIDE} on Monday, shall I plan around it?",
            user_response="Always answer in British spelling.",
        )
        await imprint.observe(
            user_id="u",
            agent_output="Noted.",
            user_response=f"Keep answers short from now on, the {ASIDE} clinic wears me out.",
        )
        await imprint.observe(
            user_id="u", agent_output="Noted.", user_response="I play the viola in a quartet."
        )

        await imprint.observe(
            user_id="u",
            agent_output="Sure.",
            user_response=f"Please don't keep anything about {ASIDE} anywhere.",
        )

        kept = await imprint.memories(user_id="u")
        assert any("British spelling" in m.content for m in kept)
        assert any("viola" in m.content for m in kept)
        with raw_any(store_url) as conn:
            for column in ("user_response", "agent_output"):
                found = conn.execute(
                    f"SELECT count(*) FROM signals WHERE {column} LIKE ?", (f"%{ASIDE}%",)
                ).fetchone()[0]
                assert found == 0, column
            viola = conn.execute(
                "SELECT count(*) FROM signals WHERE user_response LIKE ?", ("%viola%",)
            ).fetchone()[0]
            assert viola == 1  # a turn that does not name it keeps its text
        if backend == "sqlite":
            path = Path(store_url.removeprefix("sqlite:///"))
            assert left_in_files(path, [ASIDE[1:]]) == []


async def test_a_forget_request_reaches_old_turns_by_any_form_of_its_words(
    store_url: str, backend: str, clock: FakeClock
) -> None:
    # Beyond the newest turns the store searches every kept turn by the word's stem, in
    # every case (SQLite's lower() folds ASCII only): "pregnancy" names "pregnant", "zo\u00eb"
    # names "ZO\u00cb".
    async with make(store_url, clock, embedder=HashingEmbedder(32)) as imprint:
        await imprint.observe(
            user_id="u",
            agent_output="Since you're pregnant, shall I avoid soft cheeses?",
            user_response="Always give oven temperatures in celsius.",
        )
        await imprint.observe(
            user_id="u",
            agent_output="Noted.",
            user_response="Always sign my letters as ZO\u00cb in capitals.",
        )
        for n in range(60):  # more kept turns than the newest the store reads anyway
            await imprint.observe(
                user_id="u",
                agent_output="Noted.",
                user_response=f"Always label jar batch {n} with the date.",
            )

        for asked in ("Please don't keep anything about my pregnancy.", "Forget zo\u00eb."):
            await imprint.observe(user_id="u", agent_output="Sure.", user_response=asked)

        with raw_any(store_url) as conn:
            for word in ("pregnan", "ZO\u00cb"):
                found = conn.execute(
                    "SELECT count(*) FROM signals WHERE agent_output LIKE ? "
                    "OR user_response LIKE ?",
                    (f"%{word}%", f"%{word}%"),
                ).fetchone()[0]
                assert found == 0, word
        # The turn goes whole (the reply after the agent's words too); its rule stays.
        kept = " ".join(m.content for m in await imprint.memories(user_id="u"))
        assert "celsius" in kept


async def test_forgetting_an_attribute_reaches_its_values_in_history(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await imprint.observe(
            user_id="u", agent_output="Noted.", user_response="fyi I'm currently on 75k."
        )
        await imprint.observe(
            user_id="u",
            agent_output="Noted.",
            user_response="update: got a raise, I'm on 82k now instead of 75k.",
        )
        assert any(
            "75k" in m.content
            for m in await imprint.memories(user_id="u", status=MemoryStatus.CONTRADICTED)
        )

        await imprint.observe(
            user_id="u", agent_output="Sure.", user_response="please forget how much I make."
        )

        for memory in await imprint.memories(user_id="u", status=None):
            assert "75k" not in memory.content and "82k" not in memory.content, memory


async def test_forgetting_an_attribute_reaches_its_values_in_the_newest_kept_turns(
    store_url: str, clock: FakeClock
) -> None:
    # "my salary" shares no word with "on 61k": the store reads the newest kept turns for
    # it (older ones only by the word itself, which keeps the scan's cost bounded).
    async with make(store_url, clock) as imprint:
        await imprint.observe(
            user_id="u",
            agent_output="Congrats on the offer at 61k!",
            user_response="Always answer in British spelling.",
        )
        for n in range(10):
            await imprint.observe(
                user_id="u",
                agent_output="Noted.",
                user_response=f"Always label jar batch {n} with the date.",
            )

        await imprint.observe(
            user_id="u", agent_output="Sure.", user_response="please forget my salary."
        )

        with raw_any(store_url) as conn:
            found = conn.execute(
                "SELECT count(*) FROM signals WHERE agent_output LIKE ?", ("%61k%",)
            ).fetchone()[0]
            assert found == 0


async def test_blanking_kept_texts_touches_only_the_users_own_rows(
    store_url: str, backend: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The step a forget request's decision gives, applied as the store applies it: the
    # user's named turn and event detail go; the same ids asked for another user change
    # nothing.
    module = "postgres" if backend == "postgres" else "sqlite"
    async with make(store_url, clock) as imprint:
        for user in ("u", "v"):
            await imprint.observe(
                user_id=user,
                agent_output=f"Noted, {ECHO}.",
                user_response="Always answer in British spelling.",
            )
        (mine,) = await imprint.events(user_id="u", limit=10)
        (theirs,) = await imprint.events(user_id="v", limit=10)

        async def blank(user: str, events: tuple[int, ...]) -> None:
            def decide(request: object, facts: object, rules: object) -> Decision:
                signals = tuple(range(1, 10))
                return Decision(steps=(ForgetTexts(signals=signals, events=events),))

            request = Observe(agent_id=AGENT, user_id=user, now=clock.now())
            with monkeypatch.context() as patch:
                patch.setattr(f"imprint.store.{module}.writes.decide", decide)
                await imprint.store.write([request], rules=WriteRules())

        await blank("u", (mine.seq, theirs.seq))

        (after,) = await imprint.events(user_id="u", limit=10)
        assert after.detail == {}
        (kept,) = await imprint.events(user_id="v", limit=10)
        assert kept.detail == theirs.detail
        with raw_any(store_url) as conn:
            rows = conn.execute(
                "SELECT user_id, agent_output FROM signals ORDER BY user_id"
            ).fetchall()
        assert [(r[0], ECHO in r[1]) for r in rows] == [("u", False), ("v", True)]
        if backend == "sqlite":
            path = Path(store_url.removeprefix("sqlite:///"))
            assert left_in_files(path, [ECHO]) == [ECHO]  # v's turn keeps it
