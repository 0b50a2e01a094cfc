"""A short capitalised quotation in another language is a name unless someone says it.

"Ya SRE v kompanii <<Biryuza>>" names the employer, as "bei <<Nordlicht>>" does; "mi jefe
siempre dice <<Nada de PDFs>>" quotes the boss. Phrasings are our own.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand


def _contents(reply: str) -> list[str]:
    return [s.content for s in understand(reply, "").statements]


@pytest.mark.parametrize(
    ("reply", "name"),
    [
        (
            "\u042f \u0434\u0438\u0437\u0430\u0439\u043d\u0435\u0440 \u0432 "
            "\u0441\u0442\u0443\u0434\u0438\u0438 "
            "\u00ab\u041a\u0430\u043b\u0438\u043d\u0430\u00bb.",
            "\u00ab\u041a\u0430\u043b\u0438\u043d\u0430\u00bb",
        ),
        ("Trabajo en la empresa \u00abMarea Alta\u00bb, en Vigo.", "Marea Alta"),
        ("Ich arbeite bei der Firma \u201eGr\u00fcnspan\u201c in Linz.", "Gr\u00fcnspan"),
        ("Je travaille pour l'agence \u00abPlume Rouge\u00bb \u00e0 Lille.", "Plume Rouge"),
    ],
)
def test_a_quoted_name_of_a_workplace_is_kept(reply: str, name: str) -> None:
    assert any(name in c for c in _contents(reply)), _contents(reply)


@pytest.mark.parametrize(
    ("reply", "quoted"),
    [
        ("Mi jefa siempre dice \u00abNada de Excel\u00bb, pero yo lo uso.", "Nada de Excel"),
        ("Mein Kollege sagt \u201eKeine Meetings\u201c, ich sehe das anders.", "Keine Meetings"),
        ("Ma prof dit toujours \u00abPas de Wikipedia\u00bb.", "Pas de Wikipedia"),
    ],
)
def test_words_someone_says_stay_out(reply: str, quoted: str) -> None:
    assert not any(quoted in c for c in _contents(reply)), _contents(reply)
