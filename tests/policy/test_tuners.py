from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from imprint.errors import InvalidInputError
from imprint.policy.tuners import BanditAlphaTuner, StaticAlphaTuner
from imprint.protocols import AlphaTuner


def _train(tuner: BanditAlphaTuner, reward_for: dict[float, float], rounds: int) -> Counter[float]:
    chosen: Counter[float] = Counter()
    for _ in range(rounds):
        alpha = tuner.choose()
        chosen[alpha] += 1
        tuner.update(alpha, reward_for[alpha])
    return chosen


def test_static_tuner() -> None:
    tuner: AlphaTuner = StaticAlphaTuner(0.3)
    assert tuner.choose() == 0.3
    tuner.update(0.3, -1.0)
    assert tuner.choose() == 0.3
    state = json.loads(json.dumps(tuner.state()))
    other = StaticAlphaTuner(0.7)
    other.load(state)
    assert other.choose() == 0.7  # configuration wins over saved state


@pytest.mark.parametrize("alpha", [-0.1, 1.5, float("nan")])
def test_static_tuner_rejects_bad_alpha(alpha: float) -> None:
    with pytest.raises(InvalidInputError, match="alpha"):
        StaticAlphaTuner(alpha)


def test_bandit_converges_to_bm25_when_it_helps() -> None:
    tuner = BanditAlphaTuner(rng=random.Random(1))
    rewards = {0.0: -1.0, 0.25: -0.5, 0.5: 0.0, 0.75: 0.5, 1.0: 1.0}
    _train(tuner, rewards, 300)
    assert tuner.best() == 1.0
    late = _train(tuner, rewards, 100)
    assert late[1.0] >= 80


def test_bandit_converges_to_dense_when_it_helps() -> None:
    tuner = BanditAlphaTuner(rng=random.Random(2))
    rewards = {0.0: 1.0, 0.25: 0.5, 0.5: 0.0, 0.75: -0.5, 1.0: -1.0}
    _train(tuner, rewards, 300)
    assert tuner.best() == 0.0
    late = _train(tuner, rewards, 100)
    assert late[0.0] >= 80


def test_bandit_with_noisy_rewards() -> None:
    rng = random.Random(3)
    tuner = BanditAlphaTuner(rng=random.Random(4))
    for _ in range(400):
        alpha = tuner.choose()
        success = rng.random() < (0.8 if alpha == 1.0 else 0.3)
        tuner.update(alpha, 1.0 if success else -1.0)
    assert tuner.best() == 1.0


def test_neutral_outcomes_are_not_failures() -> None:
    tuner = BanditAlphaTuner(rng=random.Random(5))
    before = tuner.state()
    for _ in range(50):
        tuner.update(0.5, 0.0)
    assert tuner.state() == before
    tuner.update(0.5, 1.0)
    for _ in range(50):
        tuner.update(0.5, 0.0)
    assert tuner.best() == 0.5
    assert tuner.posterior_means()[0.5] == pytest.approx(2 / 3)


def test_fractional_rewards() -> None:
    tuner = BanditAlphaTuner(grid=(0.0, 1.0), rng=random.Random(6))
    tuner.update(1.0, 0.5)
    arm = tuner.state()["arms"][1]
    assert arm == {"alpha": 1.0, "successes": 0.75, "failures": 0.25}


def test_update_credits_the_nearest_arm() -> None:
    tuner = BanditAlphaTuner(grid=(0.0, 0.5, 1.0), rng=random.Random(7))
    tuner.update(0.6, 1.0)
    assert tuner.state()["arms"][1]["successes"] == 1.0


def test_best_without_data_prefers_balance() -> None:
    assert BanditAlphaTuner().best() == 0.5
    assert BanditAlphaTuner(grid=(0.0, 1.0)).best() == 0.0


def test_state_round_trip_through_json() -> None:
    tuner = BanditAlphaTuner(rng=random.Random(8))
    _train(tuner, {0.0: -1.0, 0.25: 0.3, 0.5: 0.0, 0.75: 0.9, 1.0: -0.2}, 60)
    state = json.loads(json.dumps(tuner.state()))
    restored = BanditAlphaTuner(rng=random.Random(8))
    restored.load(state)
    assert restored.state() == tuner.state()
    assert restored.best() == tuner.best()


def test_load_matches_arms_by_alpha() -> None:
    tuner = BanditAlphaTuner(grid=(0.0, 1.0))
    tuner.update(1.0, 1.0)
    other = BanditAlphaTuner(grid=(0.5, 1.0))
    other.load(tuner.state())
    assert other.state()["arms"] == [
        {"alpha": 0.5, "successes": 0.0, "failures": 0.0},
        {"alpha": 1.0, "successes": 1.0, "failures": 0.0},
    ]


def _valid() -> dict[str, Any]:
    return BanditAlphaTuner().state()


@pytest.mark.parametrize(
    "state",
    [
        {},
        {"kind": "static", "version": 1, "alpha": 0.5},
        {**_valid(), "version": 99},
        {**_valid(), "arms": "nope"},
        {**_valid(), "arms": [{"alpha": 0.5}]},
        {**_valid(), "arms": [{"alpha": 2.0, "successes": 0, "failures": 0}]},
        {**_valid(), "arms": [{"alpha": 0.5, "successes": -1, "failures": 0}]},
        {**_valid(), "arms": [{"alpha": 0.5, "successes": "1", "failures": 0}]},
        {**_valid(), "arms": [{"alpha": 0.5, "successes": float("inf"), "failures": 0}]},
        {
            **_valid(),
            "arms": [
                {"alpha": 0.5, "successes": 1, "failures": 0},
                {"alpha": 0.5, "successes": 1, "failures": 0},
            ],
        },
    ],
)
def test_load_rejects_bad_state(state: dict[str, Any]) -> None:
    tuner = BanditAlphaTuner()
    tuner.update(1.0, 1.0)
    before = tuner.state()
    with pytest.raises(InvalidInputError):
        tuner.load(state)
    assert tuner.state() == before


@pytest.mark.parametrize("grid", [(), (0.5, 0.5), (0.0, 1.5)])
def test_rejects_bad_grid(grid: tuple[float, ...]) -> None:
    with pytest.raises(InvalidInputError, match="grid"):
        BanditAlphaTuner(grid=grid)


@pytest.mark.parametrize(("alpha", "reward"), [(0.5, 1.5), (0.5, float("nan")), (-1.0, 0.5)])
def test_update_rejects_bad_values(alpha: float, reward: float) -> None:
    with pytest.raises(InvalidInputError):
        BanditAlphaTuner().update(alpha, reward)
