"""A move to a new town retires the statement of where the user worked in the old one.

Our own phrasings. The new statement sets the user's town and says it is new ("now",
"since ..."); the old one is where the user works and names another town. Near misses:
a town told without a change (living in one town, working in another), a move that
names the old town again, and an old statement that is not where the user works.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.supersede import supersedes
from imprint.pipeline.understand import understand


def _retires(new: str, old: str, *, changed: bool = False, old_subject: str = "employer") -> bool:
    return supersedes(
        content=new,
        subject="city",
        replaces=(),
        changed=changed,
        old_content=old,
        old_subject=old_subject,
    )


@pytest.mark.parametrize(
    ("new", "old", "changed"),
    [
        ("Dal mese scorso sono a Verona.", "Sono ingegnere all'Universit\u00e0 di Trento.", False),
        (
            "Je suis \u00e0 Brest depuis septembre.",
            "Je suis infirmi\u00e8re \u00e0 Lorient.",
            False,
        ),
        (
            "\u042f \u0442\u0435\u043f\u0435\u0440\u044c \u0432 \u041e\u043c\u0441\u043a\u0435.",
            "\u042f \u044e\u0440\u0438\u0441\u0442, \u0440\u0430\u0431\u043e\u0442\u0430\u044e "
            "\u0432 \u0422\u044e\u043c\u0435\u043d\u0438.",
            True,
        ),
        (
            "\u5148\u6708\u304b\u3089\u672d\u5e4c\u652f\u793e\u306b\u7570\u52d5\u3057\u307e\u3057"
            "\u305f\u3002",
            "\u540d\u53e4\u5c4b\u306e\u4f1a\u793e\u3067\u7d4c\u7406\u3092\u3057\u3066\u3044\u308b"
            "\u5c71\u7530\u3067\u3059\u3002",
            False,
        ),
        ("Seit Januar bin ich in Kiel.", "Ich bin B\u00e4ckerin in L\u00fcbeck.", False),
        ("Desde marzo estoy en C\u00e1diz.", "Soy maestra en Granada.", False),
        ("Agora estou em Braga.", "Sou dentista em Coimbra.", True),
        ("I moved to Leeds last month.", "I teach at a school in York.", True),
    ],
)
def test_a_move_retires_the_old_workplace(new: str, old: str, changed: bool) -> None:
    assert _retires(new, old, changed=changed)


@pytest.mark.parametrize(
    ("new", "old", "changed", "old_subject"),
    [
        ("Vivo a Verona.", "Sono ingegnere all'Universit\u00e0 di Trento.", False, "employer"),
        (
            "Depuis lundi je suis \u00e0 Lorient, au si\u00e8ge.",
            "Je suis infirmi\u00e8re \u00e0 Lorient.",
            False,
            "employer",
        ),
        (
            "\u042f \u0442\u0435\u043f\u0435\u0440\u044c \u0432 \u041e\u043c\u0441\u043a\u0435.",
            "\u042f \u044e\u0440\u0438\u0441\u0442 \u0432 \u0422\u044e\u043c\u0435\u043d\u0438.",
            True,
            "role",
        ),
        ("I live in Leeds.", "I teach at a school in York.", False, "employer"),
    ],
)
def test_no_move_or_no_workplace_retires_nothing(
    new: str, old: str, changed: bool, old_subject: str
) -> None:
    assert not _retires(new, old, changed=changed, old_subject=old_subject)


@pytest.mark.parametrize(
    "reply",
    [
        "Novit\u00e0: sono a Verona da due settimane, mi serve una mano col trasloco.",
        "Je suis \u00e0 Brest depuis septembre, tout va bien.",
        "Desde marzo estoy en C\u00e1diz, con mi pareja.",
        "Agora estou em Braga, perto da fam\u00edlia.",
        "las ni\u00f1as ya van al cole nuevo aqu\u00ed en Gij\u00f3n.",
        "trabalho de entregador aqui em Curitiba.",
        "unsere Kinder gehen hier in Kiel auf die neue Schule, das ist f\u00fcr sie nicht leicht.",
        "Ich bin jetzt in Kiel, n\u00e4her bei meiner Schwester.",
        "\u042f \u0442\u0435\u043f\u0435\u0440\u044c \u0432 \u041e\u043c\u0441\u043a\u0435, "
        "\u0431\u043b\u0438\u0436\u0435 \u043a \u0440\u043e\u0434\u0438\u0442\u0435\u043b\u044f"
        "\u043c.",
    ],
)
def test_being_in_a_town_sets_the_users_town(reply: str) -> None:
    assert any(s.subject == "city" for s in understand(reply, "Noted.").statements)


@pytest.mark.parametrize(
    "reply",
    ["sono a casa oggi, stanco morto.", "je suis \u00e0 la maison cette semaine, malade."],
)
def test_being_at_home_sets_no_town(reply: str) -> None:
    assert not any(s.subject == "city" for s in understand(reply, "Noted.").statements)
