from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from imprint.errors import InvalidInputError
from imprint.policy.decay import FSRSStaticDecay, forgetting_curve
from imprint.protocols import DecayModel
from imprint.types import Memory, MemorySource, MemoryStatus, MemoryType

NOW = datetime(2026, 6, 1, tzinfo=UTC)


def _memory(
    *,
    created_days_ago: float = 0.0,
    seen_days_ago: float = 0.0,
    stability: float = 1.0,
    source: MemorySource = MemorySource.DETECTED,
    pinned: bool = False,
) -> Memory:
    return Memory(
        memory_id=1,
        agent_id="agent",
        user_id="user",
        type=MemoryType.RULE,
        content="Write feedback in paragraphs.",
        scope="global",
        status=MemoryStatus.ACTIVE,
        source=source,
        confidence=0.8,
        created_at=NOW - timedelta(days=created_days_ago),
        updated_at=NOW - timedelta(days=created_days_ago),
        last_seen_at=NOW - timedelta(days=seen_days_ago),
        stability=stability,
        pinned=pinned,
    )


def test_implements_the_protocol() -> None:
    model: DecayModel = FSRSStaticDecay()
    assert model.retrievability(_memory(), NOW) == 1.0


def test_ninety_percent_after_one_stability() -> None:
    assert forgetting_curve(7.0, 7.0) == pytest.approx(0.9)
    assert forgetting_curve(0.0, 7.0) == 1.0
    assert forgetting_curve(-3.0, 7.0) == 1.0


def test_old_unused_memory_decays_below_a_fresh_one() -> None:
    decay = FSRSStaticDecay()
    old = _memory(created_days_ago=200, seen_days_ago=200)
    fresh = _memory(created_days_ago=1, seen_days_ago=1)
    assert decay.retrievability(old, NOW) < decay.retrievability(fresh, NOW)
    assert decay.decayed(old, NOW)
    assert not decay.decayed(fresh, NOW)


def test_measured_from_last_seen_not_creation() -> None:
    decay = FSRSStaticDecay()
    used = _memory(created_days_ago=1000, seen_days_ago=0.5)
    assert decay.retrievability(used, NOW) > 0.9
    assert not decay.decayed(used, NOW)


def test_higher_stability_decays_slower() -> None:
    decay = FSRSStaticDecay()
    weak = _memory(seen_days_ago=30, stability=1.0)
    strong = _memory(seen_days_ago=30, stability=30.0)
    assert decay.retrievability(strong, NOW) == pytest.approx(0.9)
    assert decay.retrievability(weak, NOW) < decay.retrievability(strong, NOW)


@pytest.mark.parametrize(
    "memory",
    [
        _memory(seen_days_ago=5000, source=MemorySource.USER_EDIT),
        _memory(seen_days_ago=5000, pinned=True),
    ],
    ids=["user-edit", "pinned"],
)
def test_floor_for_user_edits_and_pinned(memory: Memory) -> None:
    decay = FSRSStaticDecay(floor=0.5)
    assert decay.retrievability(memory, NOW) == 0.5
    assert not decay.decayed(memory, NOW)
    assert not decay.decayed(memory, NOW, threshold=0.45)


def test_decayed_threshold_override() -> None:
    decay = FSRSStaticDecay()
    memory = _memory(seen_days_ago=10)
    value = decay.retrievability(memory, NOW)
    assert decay.decayed(memory, NOW, threshold=value + 0.01)
    assert not decay.decayed(memory, NOW, threshold=value - 0.01)


def test_growth_direction_and_bounds() -> None:
    decay = FSRSStaticDecay(max_growth=2.5, min_shrink=0.5)
    memory = _memory()
    assert decay.growth(memory, 1.0) == pytest.approx(2.5)
    assert 1.0 < decay.growth(memory, 0.1) < decay.growth(memory, 0.9) <= 2.5
    assert decay.growth(memory, 0.0) == 1.0
    assert decay.growth(memory, -1.0) == pytest.approx(0.5)
    assert 0.5 <= decay.growth(memory, -0.9) < decay.growth(memory, -0.1) < 1.0


def test_growth_tapers_and_is_capped() -> None:
    decay = FSRSStaticDecay(max_stability=1000.0)
    young = decay.growth(_memory(stability=1.0), 1.0)
    mature = decay.growth(_memory(stability=100.0), 1.0)
    assert 1.0 < mature < young
    assert decay.growth(_memory(stability=1000.0), 1.0) == 1.0
    stability = 1.0
    for _ in range(1000):
        stability *= decay.growth(_memory(stability=stability), 1.0)
    assert stability == pytest.approx(1000.0)


@pytest.mark.parametrize("outcome", [1.5, -1.01, float("nan")])
def test_growth_rejects_bad_outcomes(outcome: float) -> None:
    with pytest.raises(InvalidInputError, match="outcome"):
        FSRSStaticDecay().growth(_memory(), outcome)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"floor": 0.1, "threshold": 0.2},
        {"threshold": 1.0},
        {"max_growth": 1.0},
        {"min_shrink": 1.0},
        {"saturation": -1.0},
        {"max_stability": 0.5},
    ],
)
def test_rejects_bad_parameters(kwargs: dict[str, float]) -> None:
    with pytest.raises(InvalidInputError):
        FSRSStaticDecay(**kwargs)
