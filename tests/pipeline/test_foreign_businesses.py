"""What the user runs, coaches or is about to do, told in the other languages: a shop, a
team, a wedding. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("Je tiens un petit caf\u00e9-librairie \u00e0 Nantes.", "Nantes"),
        ("Ich betreibe eine Fahrradwerkstatt in Kiel.", "Kiel"),
        ("Ich trainiere die U12 beim SV Lindenau.", "Lindenau"),
        ("Gestisco un agriturismo vicino a Matera.", "Matera"),
        ("Ci sposiamo a maggio, in una villa vicino a Bergamo.", "Bergamo"),
        ("Dirijo una academia de baile en Sevilla.", "Sevilla"),
        ("Gerencio uma padaria em Curitiba.", "Curitiba"),
        # "Nagoya de chiisana panya wo itonande imasu."
        (
            "\u540d\u53e4\u5c4b\u3067\u5c0f\u3055\u306a\u30d1\u30f3\u5c4b\u3092\u55b6\u3093"
            "\u3067\u3044\u307e\u3059\u3002",
            "\u540d\u53e4\u5c4b",
        ),
        # "Jeonju-eseo jageun seojeom-eul unyeonghago isseoyo."
        (
            "\uc804\uc8fc\uc5d0\uc11c \uc791\uc740 \uc11c\uc810\uc744 \uc6b4\uc601\ud558\uace0"
            " \uc788\uc5b4\uc694.",
            "\uc804\uc8fc",
        ),
        # "Wo zai Xiamen jingying yi jia chaguan."
        (
            "\u6211\u5728\u53a6\u95e8\u7ecf\u8425\u4e00\u5bb6\u8336\u9986\u3002",
            "\u53a6\u95e8",
        ),
        # "Ya treniruyu detskuyu komandu v Samare."
        (
            "\u042f \u0442\u0440\u0435\u043d\u0438\u0440\u0443\u044e \u0434\u0435\u0442\u0441"
            "\u043a\u0443\u044e \u043a\u043e\u043c\u0430\u043d\u0434\u0443 \u0432 \u0421\u0430"
            "\u043c\u0430\u0440\u0435.",
            "\u0421\u0430\u043c\u0430\u0440\u0435",
        ),
    ],
)
def test_what_the_user_runs_is_kept(reply: str, word: str) -> None:
    facts = [s.content for s in understand(reply, "").statements if s.type is MemoryType.FACT]
    assert any(word in f for f in facts), facts


@pytest.mark.parametrize(
    "reply",
    [
        "Mein Bruder betreibt eine Bar in Kiel, kennst du gute Cocktails?",
        "\u00bfD\u00f3nde puedo comprar una tienda de campa\u00f1a barata?",
    ],
)
def test_someone_elses_business_or_a_question_is_not_the_users(reply: str) -> None:
    facts = [s.content for s in understand(reply, "").statements if s.type is MemoryType.FACT]
    assert not facts, facts
