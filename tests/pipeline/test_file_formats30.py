"""The format files are written in ("do them in YAML", "give me toml") is one subject, so a
new one said later replaces the old."""

from __future__ import annotations

import pytest

from imprint.pipeline.subjects import subject_of
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    "text",
    [
        "When you write configs for the user, do them in YAML.",
        "Give the user toml.",
        "write the fixtures in json",
        "toml please",
    ],
)
def test_a_file_format_asked_for_is_the_data_format(text: str) -> None:
    assert subject_of(text) == "data_format"


@pytest.mark.parametrize(
    "text", ["I do them in the evening", "we keep the toml parser vendored", "put it in the bin"]
)
def test_other_words_set_no_data_format(text: str) -> None:
    assert subject_of(text) != "data_format"


async def test_a_new_format_later_replaces_the_old(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint, "when you write k8s manifests for me do them in yaml please, kubectl eats it"
        )
        clock.advance(days=12)
        await imprint.observe(
            user_id="u",
            agent_output="Hi again!",
            user_response="we moved everything to pulumi. from now on give me toml for configs",
            session_id="s2",
        )
        active = await active_text(imprint)
        assert "toml" in active, active
        assert "do them in yaml" not in active.lower(), active
