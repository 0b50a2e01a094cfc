"""What the offline reading keeps from a reply, per intent and language (own phrasings)."""

from __future__ import annotations

import unicodedata

import pytest

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _contents(reply: str, agent: str = "") -> list[str]:
    return [_fold(s.content) for s in understand(reply, agent).statements]


def _kept(reply: str, agent: str, *keywords: str) -> bool:
    return any(all(_fold(k) in c for k in keywords) for c in _contents(reply, agent))


# (agent, reply, keywords that one kept statement must hold)
FACTS = [
    ("", "hi! I'm Tomasz, I look after the billing backend at a fintech in Gdansk", ("tomasz",)),
    ("", "hi! I'm Tomasz, I look after the billing backend at a fintech in Gdansk", ("gdansk",)),
    ("", "quick context: I work at Northwind as a data engineer", ("northwind",)),
    ("", "I live in Porto these days, so mind the timezone", ("porto",)),
    ("", "fyi I'm severely allergic to shellfish", ("shellfish",)),
    ("", "I have type 2 diabetes, keep the carbs sensible", ("diabetes",)),
    ("", "my son Oskar is 4 and mad about dinosaurs", ("oskar",)),
    ("", "we deploy everything on Kubernetes with Argo CD", ("kubernetes",)),
    ("", "our main database is PostgreSQL 16", ("postgresql",)),
    ("", "the backend is Go with a sqlite cache in front", ("go",)),
    ("", "I'm a nurse on the night shift, so replies at 3am are normal for me", ("nurse",)),
    ("What OS are you on?", "Fedora 40, with Sway as the window manager.", ("fedora",)),
    ("Which CI do you use?", "Buildkite, self-hosted agents.", ("buildkite",)),
    ("", "our launch is on October 9, press goes out the day before", ("october 9",)),
    ("", "I'm working from Lisbon until Friday, ping me on Slack", ("lisbon",)),
    ("", "fyi I'm travelling in Japan for two weeks", ("japan",)),
    ("", "switched to neovim last month, any plugin tips?", ("neovim",)),
    ("", "moved over to Fastmail a while ago", ("fastmail",)),
    ("", "I'm back on coffee after a month off", ("coffee",)),
    ("", "back on the night shift from Monday", ("night shift",)),
    ("", "my wife's vegetarian, so no meat when we cook together", ("wife", "vegetarian")),
    ("", "this is for my dad, he's 79 and needs big fonts", ("dad", "79")),
    ("", "I quietly left the company in June, freelancing now", ("left", "company")),
    ("", "I had hip surgery in spring, so nothing high-impact", ("hip surgery",)),
    ("", "off gluten again until the tests next month", ("gluten",)),
    ("", "I'm in a jazz band and we gig on Fridays", ("jazz band",)),
    ("", "we're staying a rails shop for now", ("rails shop",)),
    ("", "Quick news: the launch moved to the 14th.", ("launch", "14th")),
    ("", "the little one has a sesame allergy so nothing with tahini", ("sesame",)),
]
RULES = [
    ("", "From now on answer in German please.", ("german",)),
    ("", "please never use semicolons in prose you write for me", ("semicolon",)),
    ("Here is the list: - a - b", "no bullet lists. ever.", ("bullet",)),
    ("Here's the code with 2-space indents.", "4 spaces, not 2.", ("4 spaces",)),
    ("", "I need Harvard referencing, not MLA.", ("harvard",)),
    ("", "When you write SQL for me, capitalise the keywords.", ("keywords",)),
    ("", "for the newsletter: playful, short paragraphs, one emoji max", ("newsletter",)),
    ("", "I prefer answers with a worked example first", ("example",)),
    ("", "temperatures in celsius please, always", ("celsius",)),
    ("", "metric units for me please, I'm in Germany", ("metric",)),
    ("", "km not miles, please for me, the maps here are all metric", ("km",)),
    ("", "soy milk in everything please, I'm lactose intolerant", ("soy milk",)),
    ("", "keep doing the links at the bottom, super handy", ("links", "bottom")),
    ("", "the bullet summary is great, do reviews like that from now on", ("bullet", "reviews")),
    ("", "the TL;DR up top is gold. do that for anything long", ("tl;dr",)),
    ("", "tabs, not spaces. this is a Go codebase", ("tabs",)),
    ("", "it's MariaDB, not MySQL. the old docs are wrong", ("mariadb",)),
    (
        "",
        "can you put the summary first and the details after? that's how I like it in general",
        ("summary first",),
    ),
]
DECISIONS = [
    ("", "Let's go with Terraform for the infra.", ("terraform",)),
    ("", "We decided on the Apache-2.0 licence.", ("apache",)),
    ("You could use Celery or RQ for the jobs.", "RQ. simpler, and we already run Redis", ("rq",)),
    ("", "ok final decision: the app is called Pebble", ("pebble",)),
    ("Postgres or DynamoDB?", "Postgres it is, less to operate", ("postgres",)),
    ("", "ok, the teal palette it is then", ("teal",)),
    ("", "sticking with Jira for now, migrating is too much hassle", ("jira",)),
    ("", "After a long debate we're going with the monorepo.", ("monorepo",)),
    ("", "We'll go serverless, the team is tiny.", ("serverless",)),
    ("", "just booked the ferry to Naxos for the 3rd!", ("naxos",)),
]
NOTHING = [
    ("Here's the summary.", "thanks, that's perfect!"),
    ("", "what's the difference between a mutex and a semaphore?"),
    ("", "just for this reply, use a table"),
    ("", "can you translate this to Italian for me?"),
    ("", "maybe we'll move to Rust at some point, no idea yet"),
    ("", "hypothetically, if we used Kafka, what would change?"),
    ("", "```python\n# always close the file\nf = open(p)\n```\nwhy does this leak?"),
    ("Want a joke or a fun fact?", "a joke!"),
    ("", "brb, coffee"),
    # An opinion asked for is not a fact about the user.
    ("What's your take on remote-first companies?", "Remote work is a mixed bag."),
    ("What is your opinion of the new tax rules?", "The new rules seem overly complicated."),
    ("How do you see electric cars evolving?", "Battery prices will keep falling."),
    ("", "that's just how it is sometimes"),
    ("", "look how tiny it is!"),
    ("", "I'll go for a swim later, brb"),
    ("", "Great, I'll go train now!"),
    ("", "maybe I'll go somewhere else next year"),
    ("", "I'm staying with my parents this week"),
    ("Does Saturday work?", "Saturday works for me!"),
    ("", "oh, same for me!"),
    ("", "the food was great, we'll do that every year"),
    ("", "the weather was nice. do that again sometime"),
    ("", "keep going, you're doing great"),
    ("", "Thanks for all your tips, it's been really helpful."),
    ("", "back on track now, thanks"),
    ("", "switched to it yesterday"),
    ("", "Hi Sam, not much has changed. I had a quiet week."),
    ("", "my wife's car broke down again, ugh"),
    ("", "my family's been great through all this"),
    ("", "I left my keys at home, ugh"),
    ("", "off to work now, talk later"),
    ("", "the baby is asleep finally"),
    ("", "I had a great time at the party"),
    (
        "Which framework will you pick?",
        "Haven't decided yet. Svelte looks fun, but my lead likes React.",
    ),
    ("", "no idea yet, tbh. maybe Go, maybe Rust, we'll see"),
    ("", "todav\u00eda no lo s\u00e9. me gusta Vue, pero mi equipo prefiere Angular."),
    ("", "je sais pas encore. Nuxt me tente bien."),
]


@pytest.mark.parametrize(("agent", "reply", "keywords"), FACTS)
def test_facts_are_kept(agent: str, reply: str, keywords: tuple[str, ...]) -> None:
    assert _kept(reply, agent, *keywords), _contents(reply, agent)


@pytest.mark.parametrize(("agent", "reply", "keywords"), RULES)
def test_standing_instructions_are_rules(agent: str, reply: str, keywords: tuple[str, ...]) -> None:
    found = understand(reply, agent).statements
    assert any(
        s.type is MemoryType.RULE and all(_fold(k) in _fold(s.content) for k in keywords)
        for s in found
    ), [s.content for s in found]


@pytest.mark.parametrize(("agent", "reply", "keywords"), DECISIONS)
def test_decisions(agent: str, reply: str, keywords: tuple[str, ...]) -> None:
    found = understand(reply, agent).statements
    assert any(
        s.type is MemoryType.DECISION and all(_fold(k) in _fold(s.content) for k in keywords)
        for s in found
    ), [s.content for s in found]


@pytest.mark.parametrize(("agent", "reply"), NOTHING)
def test_nothing_to_keep(agent: str, reply: str) -> None:
    assert _contents(reply, agent) == []


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("we switched from Jira to Linear last sprint", "jira"),
        ("I no longer work at Acme, I'm at Globex now", "acme"),
        ("Heroku is gone, everything runs on Render now", "heroku"),
        ("we ditched Webpack for Vite in the spring", "webpack"),
        ("ya no uso Windows, ahora todo en Linux", "windows"),
        ("wir sind von MySQL auf Postgres umgestiegen", "mysql"),
        ("je ne travaille plus chez Orange", "orange"),
        ("\u4ece Angular \u8fc1\u79fb\u5230 Vue \u4e86", "angular"),
    ],
)
def test_updates_name_the_old_value(reply: str, old: str) -> None:
    assert old in understand(reply).retired


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("please forget what I told you about my divorce", "divorce"),
        ("don't keep anything about the Zurich offer", "zurich"),
        ("Lena and I split up. forget everything about her", "lena"),
        ("olvida lo de Accenture, por favor", "accenture"),
    ],
)
def test_forget_requests_name_their_target(reply: str, target: str) -> None:
    understood = understand(reply)
    assert understood.forget is not None
    assert any(target in words for words in understood.forget.terms)
    assert understood.statements == ()


def test_forget_it_alone_is_an_acknowledgement() -> None:
    assert understand("forget it, not important").forget is None
    assert understand("don't forget to add tests").forget is None


@pytest.mark.parametrize(
    ("reply", "keywords"),
    [
        ("Hola, me llamo Luc\u00eda y trabajo en Sevilla como enfermera", ("luc\u00eda",)),
        ("Ich wohne in Leipzig und arbeite bei einer Bank", ("leipzig",)),
        ("Je m'appelle Hugo, je suis d\u00e9veloppeur \u00e0 Nantes", ("hugo",)),
        ("Moro em Curitiba e trabalho com dados", ("curitiba",)),
        ("Mi chiamo Chiara, lavoro a Bari come architetta", ("chiara",)),
        (
            "\u6211\u53eb\u9648\u6668\uff0c\u5728\u676d\u5dde\u505a\u540e\u7aef\u5f00\u53d1\u3002",
            ("\u9648\u6668",),
        ),
        (
            "\u306f\u3058\u3081\u307e\u3057\u3066\u3001\u7530\u4e2d\u3067\u3059\u3002",
            ("\u7530\u4e2d",),
        ),
        (
            "\uc800\ub294 \ubc15\uc9c0\ud6c8\uc785\ub2c8\ub2e4. \uc11c\uc6b8\uc5d0"
            "\uc11c \uac1c\ubc1c\uc790\ub85c \uc77c\ud558\uace0 \uc788\uc5b4\uc694.",
            ("\ubc15\uc9c0\ud6c8",),
        ),
        (
            "\u041c\u0435\u043d\u044f \u0437\u043e\u0432\u0443\u0442 \u041e\u043b\u0435"
            "\u0433, \u044f \u0440\u0430\u0431\u043e\u0442\u0430\u044e \u0432 \u041a"
            "\u0430\u0437\u0430\u043d\u0438",
            ("\u043e\u043b\u0435\u0433",),
        ),
        ("Por favor, resp\u00f3ndeme siempre en espa\u00f1ol", ("espa\u00f1ol",)),
        ("Bitte antworte mir immer auf Deutsch", ("deutsch",)),
        ("R\u00e9ponds-moi toujours en fran\u00e7ais, s'il te pla\u00eet", ("fran\u00e7ais",)),
        ("\u4ee5\u540e\u56de\u7b54\u8bf7\u4e00\u5f8b\u7528\u4e2d\u6587\u3002", ("\u4e2d\u6587",)),
        (
            "\u30b3\u30fc\u30c9\u306f\u5fc5\u305aTypeScript\u3067\u304a\u9858\u3044"
            "\u3057\u307e\u3059\u3002",
            ("typescript",),
        ),
        (
            "\uc55e\uc73c\ub85c \ud56d\uc0c1 \uc874\ub313\ub9d0\ub85c \ub2f5\ud574 "
            "\uc8fc\uc138\uc694.",
            ("\uc874\ub313\ub9d0",),
        ),
    ],
)
def test_other_languages_keep_the_users_words(reply: str, keywords: tuple[str, ...]) -> None:
    assert _kept(reply, "", *keywords), _contents(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "I had surgery on my left knee two years ago",
        "I left my phone in the car",
        "turn at the second left, then straight on",
    ],
)
def test_left_the_adjective_retires_nothing(reply: str) -> None:
    assert understand(reply, "").retired == ()


def test_an_undecided_reply_keeps_what_it_says_on_another_topic() -> None:
    reading = understand("Not sure yet. Also, I'm vegetarian.", "Which venue do you prefer?")
    assert [s.content for s in reading.statements] == ["The user is vegetarian."]


def test_an_undecided_reply_still_forgets() -> None:
    reading = understand("Haven't decided yet, but forget the Kafka stuff.", "")
    assert reading.statements == () and reading.forget is not None
