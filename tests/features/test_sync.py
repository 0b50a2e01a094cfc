"""`imprint.sync.Imprint`: the whole API, blocking, typed the same, inside a loop too."""

from __future__ import annotations

import asyncio
import inspect
from pathlib import Path

import pytest

import imprint
from imprint import Memory, Observation, Policy, UsageError
from imprint.sync import Imprint as SyncImprint


def public_coroutines(cls: type) -> set[str]:
    return {
        name
        for name, value in inspect.getmembers(cls)
        if not name.startswith("_") and inspect.iscoroutinefunction(value)
    }


def test_every_async_method_has_a_blocking_twin_with_its_signature() -> None:
    wanted = public_coroutines(imprint.Imprint) - {"aclose", "connect", "close"}
    for name in wanted:
        twin = getattr(SyncImprint, name)
        assert not inspect.iscoroutinefunction(twin), name
        assert inspect.signature(twin) == inspect.signature(getattr(imprint.Imprint, name)), name
        assert twin.__doc__ == getattr(imprint.Imprint, name).__doc__
    assert callable(SyncImprint.connect) and callable(SyncImprint.close)
    ours = inspect.signature(SyncImprint.__init__).parameters
    theirs = inspect.signature(imprint.Imprint.__init__).parameters
    assert list(ours) == list(theirs)
    for name in ours:
        assert ours[name].default == theirs[name].default, name
        assert ours[name].kind == theirs[name].kind, name


def test_a_script_uses_it_without_await(store_url: str) -> None:
    with SyncImprint("agent", store=store_url, model=None) as memory:
        kept = memory.remember(user_id="u", text="Likes tea.", metadata={"src": "x"})
        assert isinstance(kept, Memory)
        observed = memory.observe(
            user_id="u", agent_output="Draft.", user_response="No, write in paragraphs."
        )
        assert isinstance(observed, Observation)
        assert isinstance(memory.get_policy(user_id="u"), Policy)
        assert [h.memory.content for h in memory.recall(user_id="u", query="tea", fill=False)] == [
            "Likes tea."
        ]
        assert memory.count(user_id="u", metadata={"src": "x"}) == 1
        updated = memory.update_memory(user_id="u", memory_id=kept.memory_id, text="Likes mint.")
        assert updated.content == "Likes mint."
        assert len(memory.memory_history(user_id="u", memory_id=kept.memory_id).events) == 2
        assert [u.user_id for u in memory.users()] == ["u"]
        assert memory.agent_id == "agent"
    with pytest.raises(UsageError, match="not connected or is closed"):
        memory.count(user_id="u")
    memory.close()  # twice is fine


async def test_it_works_inside_a_running_event_loop(tmp_path: Path) -> None:
    assert asyncio.get_running_loop() is not None
    with SyncImprint("agent", store=str(tmp_path / "plain-path.db")) as memory:
        memory.remember(user_id="u", text="Likes tea.")
        assert memory.count(user_id="u") == 1
    assert (tmp_path / "plain-path.db").is_file()


def test_errors_surface_as_the_async_ones(tmp_path: Path) -> None:
    with (
        SyncImprint("agent", store=tmp_path / "x.db") as memory,
        pytest.raises(imprint.InvalidInputError),
    ):
        memory.remember(user_id="", text="x")
    with pytest.raises(UsageError):
        SyncImprint("agent", store=tmp_path / "x.db").count(user_id="u")
