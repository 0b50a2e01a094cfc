"""Chat that tells nothing lasting (round 42).

"honestly I'm so tired of this bug" is weary of the thing at hand, no standing dislike
("I'm sick of long meetings" is one). "my cat does the same thing" leaves its verb's thing
to what was said before: alone it says nothing to keep.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


@pytest.mark.parametrize(
    "reply",
    [
        "honestly I'm so tired of this bug",
        "ugh I'm sick of all this",
        "haha that's hilarious, my cat does the same thing",
        "my dog does the same lol",
    ],
)
def test_chat_keeps_nothing(reply: str) -> None:
    assert understand(reply, "Here's a fix for the flaky test.").statements == ()


@pytest.mark.parametrize(
    ("reply", "kind"),
    [
        ("I'm sick of long meetings", MemoryType.RULE),
        ("I do the same thing every morning", MemoryType.FACT),
    ],
)
def test_what_lasts_is_still_kept(reply: str, kind: MemoryType) -> None:
    assert [s.type for s in understand(reply, "Noted.").statements] == [kind]
