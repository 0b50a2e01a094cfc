"""A new workplace said as a first week done, a tool ripped out, "ill" for "I'll", talk words."""

from __future__ import annotations

import pytest

from imprint.pipeline.segment import informal_english
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say, say_later


@pytest.mark.parametrize(
    ("text", "restored"),
    [
        ("ill lead with that", "I'll lead with that"),
        ("ok ill try the second one", "ok I'll try the second one"),
        ("feeling rough today, ill just rest", "feeling rough today, I'll just rest"),
    ],
)
def test_ill_typed_for_i_will(text: str, restored: str) -> None:
    assert informal_english(text) == restored


@pytest.mark.parametrize(
    "text",
    ["i was ill for a week", "my son is ill again", "she's been ill lately"],
)
def test_ill_as_unwell_stays(text: str) -> None:
    assert "I'll" not in informal_english(text)


def test_ill_lead_is_no_role() -> None:
    statements = understand("great. ill lead with the migration story", "Which one?").statements
    assert not any("ill lead" in s.content.lower() for s in statements)


@pytest.mark.parametrize(
    ("reply", "gone"),
    [
        ("ripped all the firebase stuff out over the weekend", "firebase"),
        ("we tore the old jenkins setup out last sprint", "jenkins"),
        ("finally stripped all of the jquery code out", "jquery"),
    ],
)
def test_a_tool_ripped_out_is_retired(reply: str, gone: str) -> None:
    assert gone in understand(reply, "How's the project?").retired


@pytest.mark.parametrize(
    "reply",
    [
        "btw the burnout thing i mentioned, dont hold on to that",
        "hey, the stuff about my burnout, i'd rather you didn't keep it",
    ],
)
def test_a_word_of_talk_is_no_part_of_what_to_forget(reply: str) -> None:
    request = understand(reply, "Sure.").forget
    assert request is not None
    assert any(terms == ("burnout",) for terms in request.terms)


async def test_a_first_week_done_at_a_new_place_retires_the_old(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "im a support agent at tallyfin, been there 2 yrs. quiz me on sql?")
        assert "tallyfin" in await active_text(imprint)
        await say_later(
            imprint,
            clock,
            "so first week at quillon done, junior backend at last!! how do i ask for a mentor",
            days=35,
        )
        text = await active_text(imprint)
        assert "quillon" in text
        assert "tallyfin" not in text
