"""FSRSGradientDecay learns per-agent decay parameters online and keeps them as data."""

from __future__ import annotations

import math
import random
from pathlib import Path

import pytest

from imprint import Imprint, InvalidInputError
from imprint.policy.decay import FACTOR
from imprint.policy.online import FSRSGradientDecay
from imprint.testing import FakeClock

TRUE_STRETCH, TRUE_STEEPNESS = 3.0, -0.8


def _true_curve(t: float, s: float) -> float:
    return float((1 + FACTOR * t / (TRUE_STRETCH * s)) ** TRUE_STEEPNESS)


def _curve_error(model: FSRSGradientDecay) -> float:
    points = [(s * math.exp(a), s) for a in range(-3, 5) for s in (0.5, 2.0, 10.0)]
    return sum(abs(model.curve(t, s) - _true_curve(t, s)) for t, s in points) / len(points)


def test_learned_parameters_move_toward_the_generating_ones() -> None:
    model = FSRSGradientDecay()
    rng = random.Random(1)
    start = (model.stretch, model.steepness, _curve_error(model))
    for _ in range(20_000):
        s = math.exp(rng.uniform(-1, 3))
        t = s * math.exp(rng.uniform(-3, 4))
        model.learn(t, s, rng.random() < _true_curve(t, s))
    assert abs(math.log(model.stretch / TRUE_STRETCH)) < abs(math.log(start[0] / TRUE_STRETCH))
    assert abs(model.steepness - TRUE_STEEPNESS) < abs(start[1] - TRUE_STEEPNESS)
    assert _curve_error(model) < start[2] / 2
    assert model.events == 20_000


def test_state_is_plain_data_and_validated() -> None:
    model = FSRSGradientDecay()
    model.learn(3.0, 1.0, True)
    state = model.state()
    assert set(state) == {"kind", "version", "log_w", "log_neg_d", "events"}
    again = FSRSGradientDecay()
    again.load(state)
    assert again.params == model.params and again.events == 1
    for bad in ({"kind": "bandit"}, {**state, "log_w": "x"}, {**state, "log_w": float("nan")}):
        with pytest.raises(InvalidInputError):
            FSRSGradientDecay().load(bad)


async def test_learned_state_survives_a_restart(db_path: Path, clock: FakeClock) -> None:
    decay = FSRSGradientDecay()
    async with Imprint(
        "a", store=f"sqlite:///{db_path}", clock=clock, decay_model=decay
    ) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Write in paragraphs."])
        for _ in range(5):
            clock.advance(days=3)
            await imprint.get_policy(user_id="u")
            await imprint.observe_feedback(user_id="u", outcome=1.0)
        learned = decay.state()
    assert learned["events"] == 5
    restored = FSRSGradientDecay()
    async with Imprint("a", store=f"sqlite:///{db_path}", clock=clock, decay_model=restored):
        assert restored.state() == learned
