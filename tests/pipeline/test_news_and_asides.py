"""News told without its subject, reasons given about the user, someone named with a condition,
and replies that only react: what each is and is not. Phrasings are our own."""

from __future__ import annotations

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _kinds(reply: str, agent: str = "") -> list[tuple[MemoryType, str]]:
    return [(s.type, s.content) for s in understand(reply, agent).statements]


@pytest.mark.parametrize(
    "reply",
    [
        "moved to Bristol last weekend, boxes everywhere.",
        "started at the new clinic on monday, paperwork everywhere",
        "finally got the keys to the flat, dust everywhere",
        "left the agency in june, chaos always",
    ],
)
def test_news_with_a_word_of_scope_is_no_rule(reply: str) -> None:
    found = _kinds(reply)
    assert all(kind is not MemoryType.RULE for kind, _ in found), found


@pytest.mark.parametrize(
    ("reply", "rule"),
    [
        ("moved to Lisbon, so euros everywhere please", "euros"),
        ("detailed answers everywhere", "detailed answers"),
    ],
)
def test_a_rule_tied_to_news_stays_a_rule(reply: str, rule: str) -> None:
    found = _kinds(reply)
    assert any(kind is MemoryType.RULE and rule in c.lower() for kind, c in found), found


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        ("can you add a note to the invoice. reason is im colour blind", ["colour blind"]),
        ("the reason is I'm diabetic, so no sugary snacks in the plan", ["diabetic"]),
        ("reason being my partner is coeliac", ["partner", "coeliac"]),
    ],
)
def test_a_reason_about_the_user_is_read_as_a_fact(reply: str, words: list[str]) -> None:
    facts = [c.lower() for kind, c in _kinds(reply) if kind is MemoryType.FACT]
    assert any(all(w in f for w in words) for f in facts), facts


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        (
            "Party for 10 kids at ours on Saturday. Juno has a severe sesame allergy,"
            " so watch the buns",
            [
                "juno",
                "sesame",
            ],
        ),
        ("Benji (7) is coeliac, so the cake needs to be gluten free", ["benji", "coeliac"]),
        ("so Rafa takes insulin before meals, plan our snacks around that", ["rafa", "insulin"]),
    ],
)
def test_someone_named_with_a_condition_is_kept(reply: str, words: list[str]) -> None:
    facts = [c.lower() for kind, c in _kinds(reply) if kind is MemoryType.FACT]
    assert any(all(w in f for w in words) for f in facts), facts


@pytest.mark.parametrize(
    "reply",
    [
        "This has a peanut allergy warning on the label",
        "Everyone has a bad allergy season in May",
    ],
)
def test_no_one_named_is_no_health_fact(reply: str) -> None:
    assert not [c for kind, c in _kinds(reply) if "allergy" in c.lower()]


@pytest.mark.parametrize("reply", ["ha. need a packing list for a weekend away", "heh. ok go on"])
def test_a_laugh_is_no_answer(reply: str) -> None:
    found = _kinds(reply, "Morning! Where are you off to this weekend?")
    assert not [c for _, c in found if c.startswith("Asked")], found


@pytest.mark.parametrize(
    "reply",
    [
        "\u3053\u308c\u3067\u304a\u9858\u3044\u3057\u307e\u3059\u3002",
        "\u305d\u308c\u3067\u3044\u3044\u3067\u3059\u3088",
        "\u3053\u306e\u307e\u307e\u3067\u5927\u4e08\u592b\u3067\u3059\u3002",
    ],
)
def test_a_japanese_approval_of_the_draft_is_no_rule_and_no_name(reply: str) -> None:
    assert (
        _kinds(
            reply, "\u3053\u3061\u3089\u3067\u3044\u304b\u304c\u3067\u3057\u3087\u3046\u304b\uff1f"
        )
        == []
    )


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        (
            "quick sheets q. I'm one of 3 bookkeepers at a small practice, we do payroll mostly"
            " for cafes and salons, and every month I redo this rota by hand.",
            ["one of 3 bookkeepers"],
        ),
        (
            "quiz night prep, im a 2nd year vet student and i also do weekend shifts as a"
            " kennel hand at a rescue so my brain is toast.",
            ["kennel hand"],
        ),
    ],
)
def test_a_clause_of_the_users_life_beside_another_reading_is_kept(
    reply: str, words: list[str]
) -> None:
    facts = [c.lower() for kind, c in _kinds(reply) if kind is MemoryType.FACT]
    assert any(all(w in f for w in words) for f in facts), facts


@pytest.mark.parametrize(
    ("reply", "gone"),
    [
        (
            "My dad has just been diagnosed with Parkinson's. I don't want his illness kept on any"
            " file.",
            "parkinson",
        ),
        (
            "My son was just diagnosed with ADHD, I do not want his diagnosis kept in your notes",
            "adhd",
        ),
    ],
)
def test_a_wish_that_a_thing_of_theirs_is_not_kept_forgets_it(reply: str, gone: str) -> None:
    reading = understand(reply, "")
    assert reading.forget is not None
    assert not [s for s in reading.statements if gone in s.content.lower()], reading.statements


@pytest.mark.parametrize(
    "reply",
    [
        "I don't want my password stored in the repo",
        "I don't want our API keys saved in the logs",
    ],
)
def test_a_wish_about_where_software_keeps_a_thing_forgets_nothing(reply: str) -> None:
    assert understand(reply, "").forget is None


@pytest.mark.parametrize(
    ("reply", "rule"),
    [
        ("could u keep replies short and in plain english", "keep replies short"),
        ("can you make your explanations less mathsy?", "explanations less mathsy"),
        ("would you write shorter answers pls", "shorter answers"),
        ("ok let's go breezy and informal from here on", "breezy and informal"),
        ("so let's stick to metric going forward", "metric"),
    ],
)
def test_an_ask_about_answers_in_general_is_a_rule(reply: str, rule: str) -> None:
    rules = [c.lower() for kind, c in _kinds(reply) if kind is MemoryType.RULE]
    assert any(rule in r for r in rules), _kinds(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "can you keep this answer short",
        "can you write the answers to the worksheet",
        "could you send the replies to Priya",
        "let's go to the park, it always cheers him up",
        "let's keep it to $250 a month, ads never pay off anyway",
    ],
)
def test_an_ask_about_one_thing_is_no_rule(reply: str) -> None:
    assert not [c for kind, c in _kinds(reply) if kind is MemoryType.RULE], _kinds(reply)


@pytest.mark.parametrize(
    ("reply", "pick"),
    [
        ("ok we slept on it, going with Harbour & Vine.", "harbour & vine"),
        ("we paid the deposit this morning, Glenmore Hall it is.", "glenmore hall"),
        ("right let's go redis with a 10 minute ttl", "redis"),
    ],
)
def test_a_pick_after_how_it_was_reached_is_a_decision(reply: str, pick: str) -> None:
    decisions = [c.lower() for kind, c in _kinds(reply) if kind is MemoryType.DECISION]
    assert any(pick in d for d in decisions), _kinds(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "we were tired, going with the flow",
        "it rained all week, that's how it is",
        "let's go halves on the deposit",
    ],
)
def test_no_pick_after_a_comma(reply: str) -> None:
    assert not [c for kind, c in _kinds(reply) if kind is MemoryType.DECISION], _kinds(reply)


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("Aoife stepped off the ferry into the rain.", "it's Aoibhe, with the bh, always."),
        ("Draft: Dear Mr Kowalsky, thank you for the call.", "It's Kowalski, with an i"),
    ],
)
def test_a_name_in_the_agents_draft_put_right_is_not_the_users_name(agent: str, reply: str) -> None:
    assert not [c for _, c in _kinds(reply, agent) if "user's name" in c], _kinds(reply, agent)


@pytest.mark.parametrize(
    ("agent", "reply", "name"),
    [
        ("Thanks, Jon! Here is the plan.", "It's John, with an h", "John"),
        ("Sure thing, Katrina.", "it's Katrine, with an e", "Katrine"),
    ],
)
def test_a_name_the_agent_called_the_user_put_right_is_theirs(
    agent: str, reply: str, name: str
) -> None:
    assert (MemoryType.FACT, f"The user's name is {name}.") in _kinds(reply, agent)


@pytest.mark.parametrize(
    "reply", ["Oh no dear, it's Maeve with an e.", "no love, it's Declan with a c"]
)
def test_what_the_user_calls_the_agent_is_no_rejected_term(reply: str) -> None:
    found = understand(reply, "Dear Mave, Deklan and I send our love.").statements
    assert not [s for s in found if "dear" in s.change.replaces or "love" in s.change.replaces]
    assert not [s for s in found if "not dear" in s.content or "not love" in s.content]


@pytest.mark.parametrize(
    "reply",
    [
        "can you write summaries of the first two reports",
        "could you make the replies above into a list",
        "can you make those answers shorter",
        "can you keep answers short today, I'm on the train",
        "could you keep replies brief until I'm home",
    ],
)
def test_an_ask_about_some_answers_or_for_now_is_no_standing_rule(reply: str) -> None:
    assert not [c for kind, c in _kinds(reply) if kind is MemoryType.RULE], _kinds(reply)


def test_news_then_a_lasting_ask_keeps_the_ask() -> None:
    found = _kinds("moved to Madrid, euros everywhere from now on")
    assert any(kind is MemoryType.RULE and "euros" in c for kind, c in found), found


@pytest.mark.parametrize(
    "reply",
    [
        "let's go team!",
        "let's go slowly on the hills",
        "let's go sightseeing on Sunday",
        "if the price drops, going with Fenwick makes sense",
        "is it smarter, going with Svelte or Vue?",
    ],
)
def test_no_pick_is_read_from_cheering_plans_or_conditions(reply: str) -> None:
    assert not [c for kind, c in _kinds(reply) if kind is MemoryType.DECISION], _kinds(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Gandalf had surgery in the book, how long would he recover?",
    ],
)
def test_someone_named_outside_the_users_life_is_no_health_fact(reply: str) -> None:
    assert not [c for kind, c in _kinds(reply) if kind is MemoryType.FACT], _kinds(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "I don't want my passwords stored anywhere in plain text, which manager is best?",
        "we don't want our customer data stored at all outside the EU",
    ],
)
def test_a_wish_about_storage_in_general_forgets_nothing(reply: str) -> None:
    assert understand(reply, "").forget is None


@pytest.mark.parametrize("reply", ["should I shut the Depop shop down?"])
def test_a_question_retires_no_shop(reply: str) -> None:
    assert not understand(reply, "").retired


def test_a_place_name_opening_an_answer_is_no_laugh() -> None:
    found = _kinds("Ha Giang in March", "Where are you heading next?")
    assert any(c.startswith("Asked") for _, c in found), found
