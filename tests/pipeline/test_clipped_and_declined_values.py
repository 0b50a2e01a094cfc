"""A retired value declined, or set aside by a leaving verb of another language.

Our own phrasings: a short Russian name in the instrumental ("s Olegom") still finds the
memory that holds it; a leaving verb ("j'ai quitte", "deje") sets the value aside in the new
memory. A word is never held inside a longer one ("Daniel" in "Daniela").
"""

from __future__ import annotations

import pytest

from imprint.pipeline.declension import search_forms
from imprint.pipeline.supersede import holds_value, supersedes
from imprint.pipeline.understand import understand


@pytest.mark.parametrize(
    ("content", "value"),
    [
        ("We write everything in JavaScript.", "java"),
        ("The user likes Slackware.", "slack"),
        ("The user's sister Daniela lives in Leeds.", "daniel"),
        ("They moved to Springfield.", "spring"),
    ],
)
def test_a_word_is_not_held_inside_another(content: str, value: str) -> None:
    assert not holds_value(content, value)


@pytest.mark.parametrize(
    ("content", "old_content", "value"),
    [
        (
            "Changement : j'ai quitt\u00e9 la n\u00e9onatologie, je suis aux urgences.",
            "Infirmi\u00e8re en n\u00e9onatologie.",
            "n\u00e9onatologie",
        ),
        (
            "Dej\u00e9 el Mercadona, ahora trabajo en Lidl.",
            "Trabajo en el Mercadona de Getafe.",
            "mercadona",
        ),
        # "Teper' menya trenirujet Anna, s Olegom razoshlis'": Oleg, declined
        (
            "\u0422\u0435\u043f\u0435\u0440\u044c \u043c\u0435\u043d\u044f \u0442\u0440\u0435"
            "\u043d\u0438\u0440\u0443\u0435\u0442 \u0410\u043d\u043d\u0430.",
            "\u0422\u0440\u0435\u043d\u0435\u0440 \u043f\u043e \u0431\u043e\u043a\u0441\u0443"
            " \u041e\u043b\u0435\u0433.",
            "\u043e\u043b\u0435\u0433\u043e\u043c",
        ),
    ],
)
def test_the_new_memory_retires_the_old(content: str, old_content: str, value: str) -> None:
    assert supersedes(
        content=content,
        subject=None,
        replaces=(value,),
        changed=True,
        old_content=old_content,
        old_subject=None,
    )


def test_a_short_declined_name_is_searched_in_its_nominative() -> None:
    # "s Igorem" is searched as "Igor'" too, the form the old memory holds
    forms = search_forms(["\u0438\u0433\u043e\u0440\u0435\u043c"])
    assert "\u0438\u0433\u043e\u0440\u044c" in forms


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        # "women de Jingdong dian yijing guan le, xianzai zhi zai Douyin mai"
        (
            "\u6211\u4eec\u7684\u4eac\u4e1c\u5e97\u5df2\u7ecf\u5173\u4e86\uff0c\u73b0\u5728\u53ea"
            "\u5728\u6296\u97f3\u5356\u3002",
            "\u4eac\u4e1c",
        ),
        # "Kindle wa imouto ni yuzutte, Kobo ni kaikaemashita"
        (
            "Kindle\u306f\u59b9\u306b\u8b72\u3063\u3066\u3001Kobo\u306b\u8cb7\u3044\u66ff\u3048"
            "\u307e\u3057\u305f\u3002",
            "kindle",
        ),
        # "team-eseo Python-eseo Go-ro wanjeonhi neomeogasseoyo"
        (
            "\ud300\uc5d0\uc11c Python\uc5d0\uc11c Go\ub85c \uc644\uc804\ud788 \ub118\uc5b4\uac14"
            "\uc5b4\uc694.",
            "python",
        ),
    ],
)
def test_a_value_given_up_in_cjk_is_retired(reply: str, old: str) -> None:
    assert old in understand(reply, "").retired
