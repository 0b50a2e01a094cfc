"""Asks of how to answer in Russian and Chinese, and a person gone in French (round 44).

An imperfective imperative of answering is a habit asked for in Russian ("otvechay
korotko", "ne ispolzuy emodzi"), where the perfective "napishi" asks for one piece; Chinese
asks how to answer with "qing yong ... huida" or "jianduan huida". "Marc est parti" retires
Marc.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in
from imprint.types import MemoryType


@pytest.mark.parametrize(
    "reply",
    [
        "\u041e\u0442\u0432\u0435\u0447\u0430\u0439 \u043a\u043e\u0440\u043e\u0442\u043a\u043e.",
        "\u041f\u0438\u0448\u0438 \u043f\u0440\u043e\u0449\u0435, \u043f\u043e\u0436\u0430\u043b"
        "\u0443\u0439\u0441\u0442\u0430.",
        "\u041d\u0435 \u0438\u0441\u043f\u043e\u043b\u044c\u0437\u0443\u0439 \u044d\u043c\u043e"
        "\u0434\u0437\u0438.",
        # the polite plural and the ask in the infinitive
        "\u041f\u043e\u0436\u0430\u043b\u0443\u0439\u0441\u0442\u0430, \u043e\u0442\u0432"
        "\u0435\u0447\u0430\u0439\u0442\u0435 \u043a\u0440\u0430\u0442\u043a\u043e.",
        "\u041f\u0440\u043e\u0448\u0443 \u043e\u0442\u0432\u0435\u0447\u0430\u0442\u044c "
        "\u043a\u043e\u0440\u043e\u0442\u043a\u043e.",
        "\u041d\u0435 \u0438\u0441\u043f\u043e\u043b\u044c\u0437\u0443\u0439\u0442\u0435 "
        "\u044d\u043c\u043e\u0434\u0437\u0438.",
        "\u8bf7\u7b80\u77ed\u56de\u7b54\u3002",
        "\u8bf7\u7528\u7e41\u4f53\u4e2d\u6587\u56de\u7b54\u3002",
        "\u56de\u7b54\u8bf7\u7b80\u6d01\u4e00\u70b9\u3002",
    ],
)
def test_an_ask_of_how_to_answer_is_a_rule(reply: str) -> None:
    kept = understand(reply).statements
    assert [s.type for s in kept] == [MemoryType.RULE]


@pytest.mark.parametrize(
    "reply",
    [
        # "napishi pismo nachalniku": write one letter
        "\u041d\u0430\u043f\u0438\u0448\u0438 \u043f\u0438\u0441\u044c\u043c\u043e \u043d\u0430"
        "\u0447\u0430\u043b\u044c\u043d\u0438\u043a\u0443.",
        # "qing yong Python xie yi ge hanshu": write one function in Python
        "\u8bf7\u7528Python\u5199\u4e00\u4e2a\u51fd\u6570\u3002",
        # "napishite pismo": the polite perfective, one piece too
        "\u041d\u0430\u043f\u0438\u0448\u0438\u0442\u0435 \u043f\u0438\u0441\u044c\u043c\u043e.",
    ],
)
def test_an_ask_for_one_piece_is_no_rule(reply: str) -> None:
    assert not any(s.type is MemoryType.RULE for s in understand(reply).statements)


def test_a_person_gone_is_retired_in_french() -> None:
    said = "Marc est parti, ma nouvelle cheffe s'appelle In\u00e8s."
    assert "marc" in change_in(said, "fr").replaces
    assert any("In\u00e8s" in s.content for s in understand(said).statements)
