"""A value retired in another grammatical case, and names written in quotation marks, end to
end on both backends. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.declension import search_forms
from imprint.pipeline.supersede import holds_value
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, make, say

# "Ya dizainer v <<Boreale Studio>>, ..." then
# "Koroche, ya ushla iz Boreali, teper rabotayu v <<Kvadrate>>."
_OLD_JOB = (
    "\u042f \u0434\u0438\u0437\u0430\u0439\u043d\u0435\u0440 \u0432 \u00ab\u0411\u043e\u0440"
    "\u0435\u0430\u043b\u0435 \u0421\u0442\u0443\u0434\u0438\u043e\u00bb, \u0434\u0435\u043b"
    "\u0430\u0435\u043c \u0441\u0430\u0439\u0442\u044b \u043d\u0430 Vue."
)
_NEW_JOB = (
    "\u041a\u043e\u0440\u043e\u0447\u0435, \u044f \u0443\u0448\u043b\u0430 \u0438\u0437 "
    "\u0411\u043e\u0440\u0435\u0430\u043b\u0438, \u0442\u0435\u043f\u0435\u0440\u044c "
    "\u0440\u0430\u0431\u043e\u0442\u0430\u044e \u0432 \u00ab\u041a\u0432\u0430\u0434\u0440"
    "\u0430\u0442\u0435\u00bb."
)


async def test_an_employer_left_in_the_genitive_is_retired(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, _OLD_JOB)
        assert "\u0411\u043e\u0440\u0435\u0430\u043b\u0435" in await active_text(imprint)
        clock.advance(days=30)
        await say(imprint, _NEW_JOB)
        active = await active_text(imprint)
        assert "\u041a\u0432\u0430\u0434\u0440\u0430\u0442" in active, active
        assert "\u00ab\u0411\u043e\u0440\u0435\u0430\u043b\u0435" not in active, active


@pytest.mark.parametrize(
    ("content", "value", "held"),
    [
        (
            "\u042f \u0443\u0447\u0443\u0441\u044c \u0432 \u041a\u0430\u0437\u0430\u043d\u0438.",
            "\u041a\u0430\u0437\u0430\u043d\u044c",
            True,
        ),
        (
            # "Rabotayu v Gazprome." holds "Gazproma"
            "\u0420\u0430\u0431\u043e\u0442\u0430\u044e \u0432 \u0413\u0430\u0437\u043f\u0440\u043e"
            "\u043c\u0435.",
            "\u0413\u0430\u0437\u043f\u0440\u043e\u043c\u0430",
            True,
        ),
        (
            # "Ya pochti ne em sakhar." does not hold "Pochty" (a stem too short to stand alone)
            "\u042f \u043f\u043e\u0447\u0442\u0438 \u043d\u0435 \u0435\u043c \u0441\u0430"
            "\u0445\u0430\u0440.",
            "\u041f\u043e\u0447\u0442\u044b",
            False,
        ),
        (
            # "magnitola" is not "Magnit" in another case
            "\u0412 \u043c\u0430\u0448\u0438\u043d\u0435 \u043d\u043e\u0432\u0430\u044f "
            "\u043c\u0430\u0433\u043d\u0438\u0442\u043e\u043b\u0430.",
            "\u041c\u0430\u0433\u043d\u0438\u0442\u0430",
            False,
        ),
        # a stem too short to stand alone is matched whole
        ("\u042f \u0432 \u041e\u043c\u0441\u043a\u0435.", "\u041e\u043c\u0443", False),
        # "ushla iz X": set aside, not held
        (
            "\u042f \u0443\u0448\u043b\u0430 \u0438\u0437 \u0421\u0431\u0435\u0440\u0430.",
            "\u0421\u0431\u0435\u0440",
            False,
        ),
    ],
)
def test_a_russian_value_is_held_in_any_case(content: str, value: str, held: bool) -> None:
    assert holds_value(content, value) is held


def test_a_retired_russian_name_is_searched_in_its_common_cases() -> None:
    forms = search_forms(("\u0442\u043e\u043c\u0441\u043a\u0430", "mysql"))
    assert "\u0442\u043e\u043c\u0441\u043a\u0435" in forms
    assert "\u0442\u043e\u043c\u0441\u043a" in forms
    assert "mysql" in forms
    assert search_forms(("postgres",)) == ("postgres",)


@pytest.mark.parametrize(
    ("reply", "name"),
    [
        ("Ich bin Grafikerin bei \u201eBlaue Stunde\u201c in Kassel.", "Blaue Stunde"),
        ("Je suis infirmi\u00e8re chez \u00ab Clinique du Lac \u00bb.", "Clinique du Lac"),
        ('Trabalho na "Casa Verde" como cozinheira.', "Casa Verde"),
    ],
)
def test_a_quoted_name_after_a_preposition_stays_in_the_fact(reply: str, name: str) -> None:
    contents = [s.content for s in understand(reply, "").statements]
    assert any(name in c for c in contents), contents


def test_quoted_words_of_someone_else_stay_out() -> None:
    reply = "Meine Chefin sagt immer \u201eKeine Anh\u00e4nge mehr, bitte\u201c."
    assert not [s for s in understand(reply, "").statements if "Anh" in s.content]


def test_a_german_cancellation_in_speech_retires_the_tool() -> None:
    reply = "Ich hab Notion gek\u00fcndigt und nutze jetzt Obsidian."
    retired = {v for s in understand(reply, "").statements for v in s.change.replaces}
    assert "notion" in retired
