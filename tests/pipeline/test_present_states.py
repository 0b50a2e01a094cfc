"""What a reply says holds now beside a value it retires is kept in the user's words."""

from __future__ import annotations

import pytest

from imprint.pipeline.present_states import present_state
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


@pytest.mark.parametrize(
    ("reply", "new", "old"),
    [
        (
            "my daughter quit scouts, she's doing robotics club on fridays now. what should "
            "she bring?",
            "robotics club",
            "scouts",
        ),
        (
            "we finally ditched jenkins and everything builds on buildkite, how do I cache deps?",
            "buildkite",
            "jenkins",
        ),
        (
            "sold the vespa last month, the commute is by e-bike these days.",
            "e-bike",
            "vespa",
        ),
    ],
)
def test_the_state_said_beside_a_retired_value_replaces_it(reply: str, new: str, old: str) -> None:
    reading = understand(reply)
    assert old in " ".join(reading.retired)
    kept = [s for s in reading.statements if new in s.content]
    assert kept, reading.statements
    assert kept[0].type is MemoryType.FACT
    assert old in " ".join(kept[0].change.replaces)


@pytest.mark.parametrize(
    ("sentences", "retired"),
    [
        (("I quit the choir, it was eating my evenings.",), ("choir",)),  # the past, a reason
        (("we ditched jenkins, can you help me move the pipelines?",), ("jenkins",)),  # an ask
        (("time to learn the cello instead of the choir",), ("choir",)),  # a resolve
        (("I might sing with a trio now that the choir is gone.",), ("choir",)),  # hedged
        (("I sing with a trio now.",), ()),  # nothing retired
    ],
)
def test_no_state_is_read_from_a_reason_an_ask_or_a_hedge(
    sentences: tuple[str, ...], retired: tuple[str, ...]
) -> None:
    assert present_state(sentences, retired) is None


def test_a_forget_request_keeps_nothing_of_what_it_retires() -> None:
    reading = understand("drop everything about Lakeview, the lease is over and we're free now")
    assert reading.forget is not None
    assert not any("free" in s.content for s in reading.statements)
