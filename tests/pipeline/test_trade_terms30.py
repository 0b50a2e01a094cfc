"""Terms of trade ("net 30, bank transfer only", "AUD and GST inclusive") are standards kept
as rules; new terms weeks later replace them; a time zone by its abbreviation is one."""

from __future__ import annotations

import pytest

from imprint.pipeline.spec_sheets import bare_standard, spec_sheet
from imprint.pipeline.subjects import subject_of
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    "sentence",
    [
        "payment terms net 30, bank transfer only",
        "net 14, card or bank transfer only",
        "prices ex VAT, 50% deposit upfront",
        "times in CET, 24h clock pls",
        "MST all year, arizona doesnt do daylight saving",
    ],
)
def test_terms_of_trade_listed_are_standards(sentence: str) -> None:
    assert spec_sheet(sentence) is not None


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("AUD and GST inclusive, that's how retail prices have to be shown here", "AUD"),
        ("metric and celsius, it's what everyone here uses", "Metric"),
        ("british spelling, that's just how it is at this paper", "British"),
        ("VAT inclusive, it's the law", "VAT"),
    ],
)
def test_a_standard_with_its_reason_keeps_the_standard(sentence: str, kept: str) -> None:
    standard = bare_standard(sentence)
    assert standard is not None and kept in standard and "that" not in standard, standard


@pytest.mark.parametrize(
    "sentence",
    [
        "that's how it goes, honestly",
        "i netted 30 quid at the car boot, not bad",
        "net 30 percent margin on the cakes, that's how it is",
        "it's the law, sadly",
    ],
)
def test_a_reason_or_a_margin_alone_is_no_standard(sentence: str) -> None:
    assert bare_standard(sentence) is None and spec_sheet(sentence) is None


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("net 30", "payment_terms"),
        ("payment terms are 14 days", "payment_terms"),
        ("we're on MST", "timezone"),
        ("I'm on AEST", "timezone"),
        ("c'est la vie", None),
        ("net 5% profit", None),
    ],
)
def test_terms_and_time_zones_have_their_subjects(text: str, subject: str | None) -> None:
    assert subject_of(text) == subject


async def test_new_terms_weeks_later_replace_the_old(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "invoice template for my pottery classes. payment terms net 30, bank transfer only",
        )
        clock.advance(days=25)
        await imprint.observe(
            user_id="u",
            agent_output="Welcome back!",
            user_response="all new invoices are net 7 now, cash is tight. draft one for Ames",
            session_id="s2",
        )
        active = await active_text(imprint)
        assert "net 7" in active, active
        assert "net 30" not in active, active


async def test_a_time_zone_beside_a_correction_is_kept(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "no i'm not on pacific, im in Brisbane. AEST all year, no daylight saving up here",
            agent="I've booked it for 9am Pacific.",
        )
        assert "AEST" in await active_text(imprint)
