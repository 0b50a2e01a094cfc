"""Corrections of the agent's term: the user's term kept as a rule, the agent's retired.

However the correction is put ("no, X not Y", "Y? we're on X", "X please" after the
agent used Y), the reading keeps one rule naming X that retires Y; an opinion, an answer
to a question or a one-off request gives no such rule. Phrasings are our own, not the
behaviour sets'. End to end through `Imprint.observe` on SQLite at the bottom.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from imprint import Imprint
from imprint.pipeline.conventions import kind_of, rival_in
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryType


def _rules(reply: str, agent: str) -> list[tuple[str, tuple[str, ...]]]:
    """(content, values it retires) of each rule the reading finds in `reply`."""
    return [
        (s.content, s.change.replaces)
        for s in understand(reply, agent).statements
        if s.type is MemoryType.RULE
    ]


@pytest.mark.parametrize(
    ("reply", "agent", "kept", "rejected"),
    [
        # both terms named, in many shapes
        ("no, pnpm not npm", "Run `npm install` in the repo root.", "pnpm", "npm"),
        (
            "it's Kubernetes, not Nomad",
            "Your Nomad job file should look like this.",
            "kubernetes",
            "nomad",
        ),
        ("we don't use yarn here, it's bun", "First run yarn add zod.", "bun", "yarn"),
        ("Mocha? we're on Vitest", "Here's a Mocha test for the parser.", "vitest", "mocha"),
        (
            "that's bash syntax, we're on fish",
            "Run export PATH=$HOME/bin:$PATH first.",
            "fish",
            "bash",
        ),
        (
            "we say pavement in the UK, not sidewalk",
            "Walk along the sidewalk to the gate.",
            "pavement",
            "sidewalk",
        ),
        (
            "wrong term, it's a vet tech not a vet nurse",
            "Ask the vet nurse about the dose.",
            "vet tech",
            "vet nurse",
        ),
        ("GBP please, not dollars", "The course costs about $40 a month.", "gbp", "dollars"),
        (
            "not mg/dL, we use mmol/L here",
            "A fasting glucose of 110 mg/dL is borderline.",
            "mmol/l",
            "mg/dl",
        ),
        (
            "it's 'pupil', not 'student', in primary school",
            "Each student gets a reading log.",
            "pupil",
            "student",
        ),
        ("Chicago please, not MLA", "Here is the citation in MLA.", "chicago", "mla"),
        ("no no, the Overground not the Tube", "Take the Tube to Highbury.", "overground", "tube"),
        # the user names only their term; the agent's message holds the rival
        ("celsius please", "Bake at 350\u00b0F for 25 minutes.", "celsius", "fahrenheit"),
        ("in kilograms please", "Your dog should weigh about 60 lbs.", "kilograms", "pounds"),
        ("should be metres", "The pool is 82 feet long.", "metres", "feet"),
        ("euros pls", "Budget about $200 for the weekend.", "euros", "usd"),
        (
            "ugh, kilometres. always kilometres",
            "The route is 14 miles round trip.",
            "kilometres",
            "miles",
        ),
        (
            "can you give me the amounts in grams?",
            "You'll need 2 cups of flour and 8 oz of butter.",
            "grams",
            "ounces",
        ),
        ("pnpm pls", "Run npm run build.", "pnpm", "npm"),
        ("I'm in the UK, so metric", "The shelf is 36 inches wide.", "metric", "imperial"),
        ("mg? it's mcg", "Take 50 mg of B12 daily.", "mcg", "mg"),
        ("pls use GitLab, not GitHub", "Push it to GitHub and open a PR.", "gitlab", "github"),
        ("it's called a cot here, not a crib", "Put the baby in the crib.", "cot", "crib"),
        # the ask closes a sentence that also says something about the user
        (
            "hey, I live in Perth, could you do the weights in kilos?",
            "Use 2 lbs of beef.",
            "kilos",
            "pounds",
        ),
        # a refusal, and the replacement in the next sentence, either way round
        (
            "we don't use bootstrap in this app. styling is plain css, one file per page",
            "<div class='btn btn-primary'>",
            "plain css",
            "bootstrap",
        ),
        (
            "This is a Svelte project. We have no React anywhere.",
            "In React you would use a hook.",
            "svelte",
            "react",
        ),
        (
            "no Jira here pls. the team is on Linear",
            "I'll open a Jira ticket for it.",
            "linear",
            "jira",
        ),
        ("not yarn. bun.", "Run yarn add dayjs.", "bun", "yarn"),
        ("we're a Postgres shop, not MySQL", "Here is the MySQL query.", "postgres", "mysql"),
        ("wrong unit, it's kilograms", "She weighs about 40 lbs.", "kilograms", "pounds"),
        # terms of one kind swapped, the agent's not spelled out
        ("4 spaces, not 2. this is a python repo", "def f():\n  return 1", "4 spaces", "2 spaces"),
    ],
)
def test_a_correction_keeps_the_users_term_and_retires_the_agents(
    reply: str, agent: str, kept: str, rejected: str
) -> None:
    rules = _rules(reply, agent)
    assert len(rules) == 1, rules
    content, replaces = rules[0]
    assert kept in content.lower() and f"not {rejected}" in content.lower(), content
    assert rejected in replaces, replaces


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        (
            "it's 'claimant', not 'plaintiff', and 'costs', not 'fees'",
            "Our fees on behalf of the plaintiff",
        ),
        ("'lift', not 'elevator'; 'flat', not 'apartment'", "The apartment has an elevator."),
    ],
)
def test_several_swaps_in_one_sentence_make_one_rule_retiring_each(reply: str, agent: str) -> None:
    rules = _rules(reply, agent)
    assert len(rules) == 1, rules
    assert len(rules[0][1]) == 2, rules


@pytest.mark.parametrize(
    ("reply", "agent", "spelled", "wrong"),
    [
        ("Stephen, with a ph", "Sure thing, Steven! Here's the draft.", "Stephen", "steven"),
        ("Sara, without an h", "Hi Sarah, your plan is ready.", "Sara", "sarah"),
        ("Katharine, with an a in the middle", "Thanks, Katherine!", "Katharine", "katherine"),
    ],
)
def test_a_name_spelled_out_is_the_users_name(
    reply: str, agent: str, spelled: str, wrong: str
) -> None:
    statements = understand(reply, agent).statements
    assert [s.content for s in statements] == [f"The user's name is {spelled}."]
    assert wrong in statements[0].change.replaces


@pytest.mark.parametrize(
    ("reply", "agent", "pronouns"),
    [
        ("it's they/them, not he", "Ravi is a product designer. He leads research.", "they/them"),
        ("she/her, not he please", "Dana runs the clinic. He trained in Leeds.", "she/her"),
    ],
)
def test_corrected_pronouns_stay_a_fact_about_the_user(
    reply: str, agent: str, pronouns: str
) -> None:
    statements = understand(reply, agent).statements
    assert [(s.type, s.subject) for s in statements] == [(MemoryType.FACT, "pronouns")]
    assert pronouns in statements[0].content


def test_a_bare_pronoun_retires_nothing_else() -> None:
    # "he" is in every memory about someone else: "Use she/her, not he." retires no "he"
    rules = _rules("she/her please", "He is a great chef and he cooks daily.")
    assert rules == [("Use she/her, not he.", ())]


def test_a_swap_that_says_how_keeps_the_users_verb() -> None:
    rules = _rules("sign it Ada Obi, not Ms Obi", "Kind regards, Ms Obi")
    assert rules == [("Sign it Ada Obi, not Ms Obi.", ("ms obi",))]


def test_a_wrong_word_named_alone_keeps_the_users_word() -> None:
    rules = _rules("wrong word, it's pavement", "Walk along the sidewalk.")
    assert rules == [("Use the word pavement.", ())]


@pytest.mark.parametrize(
    ("reply", "agent", "content", "subject"),
    [
        (
            "wife, actually, but she'll love it",
            "A great gift for your husband!",
            "wife, not a husband",
            "partner",
        ),
        ("daughter \U0001f642", "Your son will love the bike.", "daughter, not a son", "children"),
        (
            "no, girlfriend not wife",
            "Ask your wife about the dates.",
            "girlfriend, not a wife",
            "partner",
        ),
    ],
)
def test_a_corrected_relation_is_a_fact_about_the_users_family(
    reply: str, agent: str, content: str, subject: str
) -> None:
    statements = understand(reply, agent).statements
    assert [(s.type, s.subject) for s in statements] == [(MemoryType.FACT, subject)]
    assert content in statements[0].content


@pytest.mark.parametrize(
    ("reply", "agent", "spelled", "wrong"),
    [
        ("c'est Annick avec un k", "Merci Annic ! Voici la lettre.", "Annick", "annic"),
        ("\u00c9 Thays, com y", "Obrigado, Thais! Aqui est\u00e1 o plano.", "Thays", "thais"),
        ("Giuseppe, con due p", "Grazie, Guiseppe! Ecco il piano.", "Giuseppe", "guiseppe"),
        (
            "Ich hei\u00dfe Jannik, mit zwei n",
            "Danke, Janik! Hier ist der Plan.",
            "Jannik",
            "janik",
        ),
    ],
)
def test_a_name_spelled_out_in_another_language_is_the_users_name(
    reply: str, agent: str, spelled: str, wrong: str
) -> None:
    names = [s for s in understand(reply, agent).statements if s.subject == "name"]
    assert [s.content for s in names] == [f"The user's name is {spelled}."]
    assert wrong in names[0].change.replaces


def test_a_word_spelled_out_is_a_spelling_rule() -> None:
    rules = _rules("no, it's colour with a u", "Pick a color for the chart.")
    assert rules == [("Spell it colour, not color.", ("color",))]


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("no, I haven't tried it yet", "Have you tried restarting the router?"),
        ("no, shorter", "Here's a 600-word summary of the report."),
        ("no, shorter please", "Here's the summary of the meeting."),
        ("I don't think Python is better, Go is faster", "Python is the better choice here."),
        ("no thanks", "Want me to add unit tests?"),
        ("it's fine, not a problem", "Sorry for the slow answer."),
        ("I disagree, React is overrated", "React is the most popular framework."),
        ("celsius please", "Mix the flour and sugar, then rest it."),  # no rival to correct
        ("just for this email, euros please", "Budget about $200 for the weekend."),
        ("we don't use tailwind here", "Here's the card with Tailwind classes."),  # no X given
        ("a cat, not a dog", "Are you thinking of a pet?"),  # no term of the agent's replaced
        ("tea please", "Coffee or tea?"),
        ("it's for my mum, not my dad", "Here is a card for your dad."),  # this card's
        ("it's Tuesday, not Monday", "See you Monday at the dentist."),  # a fact of the week
        ("no, 12 people not 10", "Booked a table for 10."),
        ("my sister, not my brother", "Your brother sounds lovely."),
        ("no, the blue one not the red one", "I'd go with the red one."),
        ("I don't use Facebook. my sister is on Instagram", "Share it on social media."),
        ("Python is fine, not Java", "Here is the Java class."),  # a judgement
        ("Python, not Java", "Should I write it in Java or Python?"),  # a pick, not a fix
    ],
)
def test_no_rule_from_an_opinion_an_answer_or_a_one_off(reply: str, agent: str) -> None:
    assert not any("not " in c and c.startswith(("Use", "Say")) for c, _ in _rules(reply, agent))


@pytest.mark.parametrize(
    ("term", "agent", "rival"),
    [
        ("Celsius", "Roast at 220F.", "Fahrenheit"),
        ("metric", "Add 3 tablespoons of oil.", "imperial"),
        ("CAD", "About $525 all in.", "USD"),
        ("pounds", "That costs \u20ac30.", "EUR"),  # money here, not weight
        ("vitest", "A Jest test would be simplest.", "jest"),
    ],
)
def test_the_rival_is_the_agents_value_of_the_same_kind(term: str, agent: str, rival: str) -> None:
    assert rival_in(term, agent) == rival


def test_no_rival_where_the_agent_already_used_the_users_term() -> None:
    assert rival_in("celsius", "Bake at 180 celsius, not 350F.") is None
    assert kind_of("hello") == ()


def _imprint(db_path: Path, clock: FakeClock) -> Imprint:
    return Imprint(
        "assistant", store=f"sqlite:///{db_path}", clock=clock, agent_description="A helper."
    )


async def test_a_correction_replaces_the_fact_it_contradicts(
    db_path: Path, clock: FakeClock
) -> None:
    async with _imprint(db_path, clock) as imprint:
        await imprint.observe(
            user_id="u", agent_output="Noted.", user_response="we use npm for the monorepo."
        )
        clock.advance(days=2)
        await imprint.observe(
            user_id="u",
            agent_output="Run `npm install` in the repo root.",
            user_response="no, pnpm not npm",
        )
        active = [m.content for m in await imprint.memories(user_id="u")]
        assert any("pnpm" in c and "not npm" in c for c in active), active
        assert not any("npm" in c and "pnpm" not in c for c in active), active


async def test_a_unit_named_alone_becomes_a_rule_naming_both(
    db_path: Path, clock: FakeClock
) -> None:
    async with _imprint(db_path, clock) as imprint:
        await imprint.observe(
            user_id="u",
            agent_output="Bake at 350\u00b0F for 25 minutes.",
            user_response="celsius please",
        )
        memories = await imprint.memories(user_id="u")
        assert [(m.type, m.content) for m in memories] == [
            (MemoryType.RULE, "Use celsius, not Fahrenheit.")
        ]


async def test_a_unit_named_alone_retires_the_rule_that_held_the_agents(
    db_path: Path, clock: FakeClock
) -> None:
    async with _imprint(db_path, clock) as imprint:
        await imprint.observe(
            user_id="u",
            agent_output="Noted.",
            user_response="always give oven temperatures in fahrenheit.",
        )
        clock.advance(days=30)
        await imprint.observe(
            user_id="u",
            agent_output="Roast the squash at 400\u00b0F for 35 minutes.",
            user_response="ugh, celsius. always celsius",
        )
        active = [m.content for m in await imprint.memories(user_id="u")]
        assert active == ["Use celsius, not Fahrenheit."]


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("Python is fine, not Java", "Here is the Java class."),
        ("Postgres is fine", "Which database should the service use?"),
        ("Tuesday is good for me", "When should we meet?"),
        ("Lisbon is perfect", "Lisbon or Porto for the offsite?"),
    ],
)
def test_a_word_said_to_be_fine_is_no_name_unless_the_agent_asked_for_one(
    reply: str, agent: str
) -> None:
    assert not any(s.subject == "name" for s in understand(reply, agent).statements)


@pytest.mark.parametrize(
    ("reply", "agent", "name"),
    [
        ("Jon is fine", "Should I call you Jonathan or Jon?", "Jon"),
        ("Kate is great", "What name would you like me to use?", "Kate"),
        ("Sasha is fine", "How should I address you?", "Sasha"),
        ("Just Marta is fine", "Of course, Dr. Kowalski. Here is the letter.", "Marta"),
        ("Jon is fine", "Thanks, John!", "Jon"),  # the agent's spelling was close
    ],
)
def test_a_name_said_to_be_fine_is_kept_when_the_agent_asked_or_misspelt_it(
    reply: str, agent: str, name: str
) -> None:
    names = [s.content for s in understand(reply, agent).statements if s.subject == "name"]
    assert names and name in names[0]
