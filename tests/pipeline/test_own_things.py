"""What the user runs or makes, named with a word that says which, is a fact of theirs.

"My food blog runs on WordPress", "our etsy shop is called Fernwick Prints", "my little
bakery runs out of a converted garage". Near-misses: the same shapes about someone else's
thing, and a question. Phrasings are our own.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand


def _kept(reply: str) -> str:
    return " ".join(s.content for s in understand(reply, "Hi!").statements).lower()


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("my baking blog runs on Squarespace and its slow", "baking blog runs on squarespace"),
        ("my garden blog runs on Blogger and it looks dated", "garden blog runs on blogger"),
        ("our pottery podcast is on Spotify, been there 3 years", "pottery podcast is on spotify"),
        ("my tiny homelab runs proxmox on two old thinkpads", "homelab runs proxmox"),
    ],
)
def test_the_users_own_thing_is_kept(reply: str, kept: str) -> None:
    assert kept in _kept(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "does my food blog need a cookie banner?",
        "my sister's food blog runs on Wix",
    ],
)
def test_no_fact_from_a_question_or_someone_elses_thing(reply: str) -> None:
    assert "blog runs" not in _kept(reply) and "blog need" not in _kept(reply)
