"""LLM and embedder faults: no observation lost, policies fall back, nothing half-written."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from pydantic_ai.exceptions import ModelHTTPError, ModelRateLimitError
from pydantic_ai.messages import ModelMessage, ModelResponse
from pydantic_ai.models.function import AgentInfo

from imprint import EmbeddingError
from imprint.llm import prompt_id
from imprint.protocols import EmbedKind
from imprint.testing import FakeClock, RecordingEmbedder
from imprint.writes import WriteRequest, WriteResult, WriteRules
from tests.llm_fakes import (
    PROMPT_OPENINGS,
    SLOW_ANSWER,
    TEST_LLM_TIMEOUT,
    ScriptedModel,
    notes_of,
    prompt_of,
    standard_handler,
)
from tests.reliability._support import (
    GatedStore,
    consistency_problems,
    integrity_problems,
    make,
    raw,
)

# A reply the heuristics do not catch, so balanced and eager modes both ask the model.
SUBTLE = "Hmm, prose next time maybe."

Fault = Callable[[str], Any]
"""Builds what the failing prompt answers: an exception, a bad text or bad arguments."""

SCHEMA_VIOLATIONS: dict[str, dict[str, Any]] = {
    "detect": {"kind": "maybe", "confidence": 7, "evidence": 3},
    "derive": {
        "memories": [
            {
                "type": "wish",
                "content": "",
                "scope": "global",
                "confidence": 2.0,
                "addressed_to_agent": "perhaps",
            }
        ],
        "forget": "everything",
    },
    "consolidate": {"verdicts": [{"memory_id": "x", "action": "explode"}]},
    "validate_directions": {"verdicts": "all of them"},
    "compile": {"notes": [{"id": "first", "line": 5, "omit": "maybe"}]},
}

FAULTS: dict[str, Fault] = {
    "provider-exception": lambda name: ConnectionResetError("connection reset by peer"),
    "http-500": lambda name: ModelHTTPError(500, "scripted", body={"error": "overloaded"}),
    "rate-limit": lambda name: ModelRateLimitError(
        "scripted", "rate limited, retry later", retry_after=2.5
    ),
    "malformed-text": lambda name: "Sure! Here is my answer: {not json",
    "schema-violation": lambda name: SCHEMA_VIOLATIONS[name],
    "missing-fields": lambda name: {},
    "timeout": lambda name: None,  # answered late; see `_scripted`
}


class _FaultyModel(ScriptedModel):
    """A scripted model whose `failing` prompts fail with `fault` while `state["fail"]`."""

    def __init__(self, fault: str, failing: set[str]) -> None:
        self.fault = fault
        self.failing = failing
        self.state = {"fail": True}
        super().__init__(self._answer)

    def _failing(self, name: str) -> bool:
        return self.state["fail"] and name in self.failing

    def _answer(self, name: str, text: str) -> Any:
        if self._failing(name) and self.fault != "timeout":
            return FAULTS[self.fault](name)
        return standard_handler(name, text)

    async def _respond(self, messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        name = next(n for o, n in PROMPT_OPENINGS.items() if prompt_of(messages).startswith(o))
        if self.fault == "timeout" and self._failing(name):
            # Far past the timeout; asyncio.timeout cancels the sleep.
            self.calls[name] += 1
            await asyncio.sleep(SLOW_ANSWER)
        return await super()._respond(messages, info)


def _scripted(fault: str, failing: set[str]) -> tuple[ScriptedModel, dict[str, bool]]:
    model = _FaultyModel(fault, failing)
    return model, model.state


def _check_file(db: Path) -> None:
    with raw(db) as conn:
        assert integrity_problems(conn) == []
        assert consistency_problems(conn) == []


def _timeout(fault: str) -> float:
    """A short LLM timeout only where the fault is a timeout; healthy calls get the default.

    A timeout is a wall clock: a scripted call that never answers must meet a short one, but
    every other test keeps the library's own, which no healthy in-process call comes near.
    """
    return TEST_LLM_TIMEOUT if fault == "timeout" else 30.0


@pytest.mark.parametrize("stage", ["detect", "derive"])
@pytest.mark.parametrize("fault", sorted(FAULTS))
async def test_failed_observe_is_kept_pending_then_reprocessed(
    db_path: Path, clock: FakeClock, fault: str, stage: str
) -> None:
    scripted, state = _scripted(fault, {stage})
    async with make(
        db_path, clock, model=scripted.model, processing_mode="eager", llm_timeout=_timeout(fault)
    ) as imprint:
        observation = await imprint.observe(
            user_id="u", agent_output="Here is a list.", user_response=SUBTLE, session_id="s"
        )
        assert observation.pending
        assert observation.error
        assert observation.created == ()
        (pending,) = await imprint.pending()
        assert (pending.user_id, pending.user_response, pending.session_id) == ("u", SUBTLE, "s")
        assert await imprint.memories(user_id="u", status=None) == []
        assert [e.kind for e in await imprint.events(user_id="u")] == ["signal.pending"]
        _check_file(db_path)

        # Still failing: the attempt is counted and the turn stays pending. (A rate limit
        # asked for 2.5 s, and the model is skipped until they have passed.)
        clock.advance(seconds=3)
        (again,) = await imprint.reprocess_pending()
        assert again.pending
        (pending,) = await imprint.pending()
        assert pending.attempts == 1
        _check_file(db_path)

        state["fail"] = False
        clock.advance(seconds=3)
        (done,) = await imprint.reprocess_pending()
        assert not done.pending
        (memory,) = done.created
        assert memory.content == "Write in prose rather than lists."
        assert memory.session_id == "s"
        assert await imprint.pending() == []
        _check_file(db_path)


@pytest.mark.parametrize("fault", sorted(FAULTS))
async def test_compile_failure_falls_back_to_extractive_and_says_so(
    db_path: Path, clock: FakeClock, fault: str
) -> None:
    scripted, state = _scripted(fault, {"compile"})
    async with make(
        db_path, clock, model=scripted.model, processing_mode="frugal", llm_timeout=_timeout(fault)
    ) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Keep reviews short."])
        policy = await imprint.get_policy(user_id="u")
        assert policy.compiler == "extractive"
        assert policy.fallback_reason
        assert "Keep reviews short." in policy.text
        assert policy.memory_ids
        # A fallback is never cached: the next call asks the model again (once a rate
        # limit's 2.5 s have passed).
        calls = scripted.calls["compile"]
        clock.advance(seconds=3)
        second = await imprint.get_policy(user_id="u")
        assert not second.cached
        assert scripted.calls["compile"] > calls
        state["fail"] = False
        clock.advance(seconds=3)
        healed = await imprint.get_policy(user_id="u")
        assert healed.compiler == f"llm:{prompt_id('compile')}"
        assert healed.fallback_reason is None
        _check_file(db_path)


async def test_empty_compile_output_falls_back(db_path: Path, clock: FakeClock) -> None:
    def handler(name: str, text: str) -> Any:
        if name == "compile":
            return {
                "notes": [{"id": i, "line": " \t ", "omit": "no"} for i, _, _ in notes_of(text)]
            }
        return standard_handler(name, text)

    scripted = ScriptedModel(handler)
    async with make(db_path, clock, model=scripted.model, processing_mode="frugal") as imprint:
        await imprint.observe_directions(user_id="u", directions=["Keep reviews short."])
        policy = await imprint.get_policy(user_id="u")
        assert policy.compiler == "extractive"
        assert policy.fallback_reason
        assert "Keep reviews short." in policy.text


@pytest.mark.parametrize("fault", sorted(FAULTS))
async def test_consolidation_failure_still_stores_the_memory(
    db_path: Path, clock: FakeClock, fault: str
) -> None:
    scripted, _ = _scripted(fault, {"consolidate"})
    async with make(
        db_path, clock, model=scripted.model, processing_mode="eager", llm_timeout=_timeout(fault)
    ) as imprint:
        first = await imprint.observe(user_id="u", agent_output="", user_response=SUBTLE)
        assert len(first.created) == 1
        # Same derived content: the offline rules merge it when the model cannot answer.
        second = await imprint.observe(user_id="u", agent_output="", user_response=SUBTLE)
        assert not second.pending
        assert second.merged == (first.created[0].memory_id,)
        assert scripted.calls["consolidate"] >= 1
        _check_file(db_path)


@pytest.mark.parametrize("fault", sorted(FAULTS))
async def test_direction_validation_failure_keeps_every_direction(
    db_path: Path, clock: FakeClock, fault: str
) -> None:
    scripted, _ = _scripted(fault, {"validate_directions"})
    async with make(
        db_path, clock, model=scripted.model, processing_mode="eager", llm_timeout=_timeout(fault)
    ) as imprint:
        result = await imprint.observe_directions(
            user_id="u", directions=["Keep reviews short.", "Never use emoji."]
        )
        assert sorted(m.content for m in result.created) == [
            "Keep reviews short.",
            "Never use emoji.",
        ]
        _check_file(db_path)


# -- embedder faults --------------------------------------------------------------------


class FaultyEmbedder(RecordingEmbedder):
    """Fails on demand: raises, returns NaN, or the wrong dimension; optionally per kind."""

    __test__ = False

    def __init__(self) -> None:
        super().__init__(dimension=16)
        self.mode = "ok"
        self.kinds: tuple[EmbedKind, ...] = ("query", "document")

    async def embed(self, texts: Sequence[str], *, kind: EmbedKind) -> list[list[float]]:
        if self.mode != "ok" and kind in self.kinds:
            if self.mode == "raise":
                raise ConnectionError("embedding service unavailable")
            if self.mode == "nan":
                return [[float("nan")] * self.dimension for _ in texts]
            if self.mode == "dimension":
                return [[0.25] * (self.dimension + 3) for _ in texts]
        return await super().embed(texts, kind=kind)


EMBEDDER_FAULTS = ["raise", "nan", "dimension"]


@pytest.mark.parametrize("mode", EMBEDDER_FAULTS)
async def test_embedder_fault_in_observe_writes_nothing_half(
    db_path: Path, clock: FakeClock, mode: str
) -> None:
    embedder = FaultyEmbedder()
    async with make(db_path, clock, embedder=embedder) as imprint:
        embedder.mode = mode
        with contextlib.suppress(EmbeddingError):
            await imprint.observe(
                user_id="u", agent_output="", user_response="From now on, answer in French."
            )
        with raw(db_path) as conn:
            assert conn.execute("SELECT count(*) FROM memories").fetchone()[0] == 0
            assert conn.execute("SELECT count(*) FROM vectors").fetchone()[0] == 0
            assert integrity_problems(conn) == []
            assert consistency_problems(conn) == []


@pytest.mark.parametrize("mode", EMBEDDER_FAULTS)
async def test_embedder_fault_in_observe_keeps_the_turn_pending(
    db_path: Path, clock: FakeClock, mode: str
) -> None:
    embedder = FaultyEmbedder()
    async with make(db_path, clock, embedder=embedder) as imprint:
        embedder.mode = mode
        observation = await imprint.observe(
            user_id="u", agent_output="", user_response="From now on, answer in French."
        )
        assert observation.pending
        assert len(await imprint.pending()) == 1
        embedder.mode = "ok"
        (done,) = await imprint.reprocess_pending()
        assert len(done.created) == 1


@pytest.mark.parametrize("mode", EMBEDDER_FAULTS)
async def test_embedder_fault_in_reads_falls_back_to_full_text(
    db_path: Path, clock: FakeClock, mode: str
) -> None:
    embedder = FaultyEmbedder()
    async with make(db_path, clock, embedder=embedder) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Always answer in French."])
        embedder.mode = mode
        policy = await imprint.get_policy(user_id="u", context="French answers")
        assert "French" in policy.text
        hits = await imprint.recall(user_id="u", query="French answers")
        assert [h.memory.content for h in hits] == ["Always answer in French."]


async def test_attribution_embedding_failure_after_the_write(
    db_path: Path, clock: FakeClock
) -> None:
    embedder = FaultyEmbedder()
    async with make(db_path, clock, embedder=embedder) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Use bullet points."])
        await imprint.get_policy(user_id="u", session_id="s")
        embedder.mode, embedder.kinds = "raise", ("query",)
        try:
            observation = await imprint.observe(
                user_id="u",
                agent_output="- one\n- two",
                user_response="No, write in paragraphs.",
                session_id="s",
            )
        finally:
            # Whatever happened, the file must tell one story: if the correction was
            # stored, its loop's learning must have been applied with it.
            stored = await imprint.memories(user_id="u")
            assert len(stored) == 2
        assert observation.feedback_closed


# -- retries and concurrency of reprocessing ----------------------------------------------


async def test_concurrent_reprocessors_pay_for_each_turn_once(
    db_path: Path, clock: FakeClock
) -> None:
    scripted, state = _scripted("rate-limit", {"detect"})
    other = ScriptedModel(standard_handler)
    async with (
        make(db_path, clock, model=scripted.model) as first,
        make(db_path, clock, model=other.model) as second,
    ):
        for n in range(3):
            observation = await first.observe(
                user_id="u", agent_output="", user_response=f"Hmm, prose next time maybe {n}."
            )
            assert observation.pending
        state["fail"] = False
        clock.advance(seconds=3)  # past the rate limit's retry-after
        before = scripted.calls["detect"]
        done = await asyncio.gather(first.reprocess_pending(), second.reprocess_pending())
        # Whichever claimed first took every turn; the other found them claimed.
        assert sorted(len(d) for d in done) == [0, 3]
        assert scripted.calls["detect"] - before + other.calls["detect"] == 3
        assert await first.pending() == []
        (memory,) = await first.memories(user_id="u")
        assert memory.reinforcement == 2


class _Announcing(GatedStore):
    """A gated store that says when its first write has begun."""

    def __init__(self, db_path: Path, barrier: asyncio.Barrier) -> None:
        super().__init__(db_path, barrier)
        self.writing = asyncio.Event()

    async def write(
        self, requests: Sequence[WriteRequest], *, rules: WriteRules
    ) -> list[WriteResult]:
        self.writing.set()
        return await super().write(requests, rules=rules)


async def test_reprocessing_past_an_expired_claim_applies_each_turn_once(
    db_path: Path, clock: FakeClock
) -> None:
    scripted, state = _scripted("rate-limit", {"detect"})
    other = ScriptedModel(standard_handler)
    barrier = asyncio.Barrier(2)
    announcing = _Announcing(db_path, barrier)
    stores = [announcing, GatedStore(db_path, barrier)]
    async with (
        make(db_path, clock, model=scripted.model, store=announcing) as first,
        make(db_path, clock, model=other.model, store=stores[1]) as second,
    ):
        for n in range(3):
            observation = await first.observe(
                user_id="u", agent_output="", user_response=f"Hmm, prose next time maybe {n}."
            )
            assert observation.pending
        state["fail"] = False
        clock.advance(seconds=3)  # past the rate limit's retry-after
        for store in stores:
            store.gate = True
        announcing.writing.clear()  # the turns kept pending were writes too
        slow = asyncio.ensure_future(first.reprocess_pending())
        async with asyncio.timeout(60):
            await announcing.writing.wait()  # the first holds its claim, stuck before writing
        clock.advance(days=1)  # its claim runs out, as a crashed reprocessor's would
        await asyncio.gather(slow, second.reprocess_pending())
        # Both did the work; every write of each met one of the other's at the barrier.
        assert [store.passed for store in stores] == [3, 3]
        (memory,) = await first.memories(user_id="u")
        # Three turns said the same thing once each: one creation and two merges.
        assert memory.reinforcement == 2
        _check_file(db_path)


async def test_rate_limit_retry_after_reaches_the_caller(db_path: Path, clock: FakeClock) -> None:
    scripted, _ = _scripted("rate-limit", {"detect"})
    async with make(db_path, clock, model=scripted.model, processing_mode="balanced") as imprint:
        observation = await imprint.observe(user_id="u", agent_output="", user_response=SUBTLE)
        assert observation.pending
        assert getattr(observation, "retry_after", None) == 2.5


def test_every_fault_kind_is_exercised() -> None:
    assert set(FAULTS) >= {
        "provider-exception",
        "timeout",
        "rate-limit",
        "malformed-text",
        "schema-violation",
    }
