"""Someone else's standards are the user's rules only where the agent works for them.

"Dr Osei's requirements: passive voice, SI units" said while working in the scope of that
course is the course's rule; said in passing, with no scope, it is not the user's.
"""

from __future__ import annotations

import pytest

from imprint.testing import FakeClock
from tests.conversation import active_text, make

THEIRS = [
    "the lab module. Dr Okafor's requirements: passive voice, SI units, 2 decimal places.",
    "Harbour Cafe job. their style guide:\n- British spelling\n- no exclamation marks",
    "the journal's style guide: Vancouver references, no footnotes, 4000 words max.",
]


@pytest.mark.parametrize("reply", THEIRS)
async def test_a_third_partys_standards_in_their_scope_are_kept(
    store_url: str, clock: FakeClock, reply: str
) -> None:
    async with make(store_url, clock) as imprint:
        await imprint.observe(
            user_id="u",
            agent_output="Which client or course are we on?",
            user_response=reply,
            session_id="s1",
            scope="client:them",
        )
        memories = await imprint.memories(user_id="u")
        assert any(m.scope == "client:them" for m in memories), memories


@pytest.mark.parametrize("reply", THEIRS)
async def test_a_third_partys_standards_said_in_passing_are_not_the_users(
    store_url: str, clock: FakeClock, reply: str
) -> None:
    async with make(store_url, clock) as imprint:
        await imprint.observe(
            user_id="u",
            agent_output="How can I help?",
            user_response=reply,
            session_id="s1",
        )
        active = (await active_text(imprint)).lower()
        for word in ("passive voice", "exclamation", "vancouver"):
            assert word not in active


async def test_the_users_own_rules_need_no_scope(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await imprint.observe(
            user_id="u",
            agent_output="How can I help?",
            user_response="my rules for captions: lowercase, max 3 hashtags, no emoji.",
            session_id="s1",
        )
        assert "hashtags" in (await active_text(imprint)).lower()


RELAYED = [
    "my sister is a nightmare about texts: no emoji, full sentences, proper punctuation.",
    "Per the journal's guidelines: British spelling, Harvard references.",
    "the committee sent this: 800 words max, no bullet points, formal tone.",
    "my coworker swears by his setup: tabs, 80 columns, no semicolons.",
    "she only reads plain text: no tables, no headings.",
]


@pytest.mark.parametrize("reply", RELAYED)
async def test_standards_relayed_from_someone_else_are_not_the_users(
    store_url: str, clock: FakeClock, reply: str
) -> None:
    async with make(store_url, clock) as imprint:
        await imprint.observe(
            user_id="u", agent_output="How can I help?", user_response=reply, session_id="s1"
        )
        active = [m for m in await imprint.memories(user_id="u") if m.type.value == "rule"]
        assert not active, active


SETUPS = [
    ("Pinewood Vets. they're on Sage, and the practice manager wants invoices weekly", "sage"),
    ("Corner Deli job, totally different: they use Square, she wants receipts by email", "square"),
    ("the Ruiz flat. pet-safe products only there, they hate strong smells", "pet-safe"),
]


@pytest.mark.parametrize(("reply", "word"), SETUPS)
async def test_what_a_client_uses_or_wants_is_kept_in_its_scope(
    store_url: str, clock: FakeClock, reply: str, word: str
) -> None:
    async with make(store_url, clock) as imprint:
        await imprint.observe(
            user_id="u",
            agent_output="Which client today?",
            user_response=reply,
            session_id="s1",
            scope="client:them",
        )
        scoped = await imprint.get_policy(user_id="u", context="month-end", scopes=["client:them"])
        assert word in scoped.text.lower()


@pytest.mark.parametrize(("reply", "word"), SETUPS)
async def test_what_a_client_uses_said_unscoped_is_no_rule_of_the_users(
    store_url: str, clock: FakeClock, reply: str, word: str
) -> None:
    async with make(store_url, clock) as imprint:
        await imprint.observe(
            user_id="u", agent_output="Which client today?", user_response=reply, session_id="s1"
        )
        rules = [m for m in await imprint.memories(user_id="u") if m.type.value == "rule"]
        assert not any(word in m.content.lower() for m in rules)
