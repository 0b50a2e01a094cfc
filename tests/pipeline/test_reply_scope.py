"""What bounds a statement inside a reply: reactions before it, emoji after it (own phrasings)."""

from __future__ import annotations

import unicodedata

import pytest

from imprint.pipeline.hedges import firm_part
from imprint.pipeline.segment import segment, without_interjection
from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _kept(reply: str, *keywords: str, agent: str = "") -> list[str]:
    """The contents of the statements that hold every keyword."""
    contents = [_fold(s.content) for s in understand(reply, agent).statements]
    return [c for c in contents if all(_fold(k) in c for k in keywords)]


# --- interjections before a statement ---

REACTIONS = [
    ("argh, the beta slipped to august 3", ("august 3",)),
    ("meh... i work at Datadog now", ("datadog",)),
    ("oof - our warehouse is Snowflake", ("snowflake",)),
    ("lol i'm a paramedic", ("paramedic",)),
    ("yikes, switched to helix last week", ("helix",)),
    ("omg, my daughter Ines starts school on monday", ("ines",)),
    ("hmm ok so we deploy on Fly.io", ("fly.io",)),
    ("*sigh* never use exclamation marks in my emails", ("exclamation",)),
    ("\U0001f62e\u200d\U0001f4a8 we moved standup to 9:30", ("9:30",)),
    ("welp. i'm allergic to kiwi", ("kiwi",)),
    ("haha heads up, our office moved to Leeds", ("leeds",)),
    ("ouf, je travaille chez Decathlon maintenant", ("decathlon",)),
    ("vaya, vivo en Sevilla desde enero", ("sevilla",)),
]


@pytest.mark.parametrize(("reply", "keywords"), REACTIONS)
def test_a_reaction_before_a_statement_hides_nothing(reply: str, keywords: tuple[str, ...]) -> None:
    kept = _kept(reply, *keywords)
    assert kept, understand(reply)
    for word in ("argh", "meh", "oof", "lol", "yikes", "omg", "sigh", "welp", "haha", "ouf"):
        assert not any(c.startswith(word) for c in kept)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("ugh", "ugh"),  # nothing but a reaction: kept as it is
        ("damn right I'm a Rust person", "damn right I'm a Rust person"),
        ("man-made fibres make me itch", "man-made fibres make me itch"),
        ("Oh My Zsh is my shell", "Oh My Zsh is my shell"),
        ("Mist is the name of my cat", "Mist is the name of my cat"),
        ("hm, i use zsh", "i use zsh"),
        ("okay so: tabs", "tabs"),
        (":P i'm a tester", "i'm a tester"),
        ("XD is the design tool we use", "XD is the design tool we use"),
    ],
)
def test_only_reactions_are_dropped(sentence: str, expected: str) -> None:
    assert without_interjection(sentence) == expected


def test_an_undecided_opening_after_a_reaction_still_keeps_nothing() -> None:
    assert not understand("ugh, no idea yet. Lisbon sounds nice, but so does Porto").statements


# --- emoji and emoticons that end a sentence ---


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "just got promoted to staff engineer \U0001f973 can you help with my speech?",
            ("just got promoted to staff engineer \U0001f973", "can you help with my speech?"),
        ),
        (
            "moved to Tallinn :) what should I see first",
            ("moved to Tallinn :)", "what should I see first"),
        ),
        ("adopted a greyhound xD any tips", ("adopted a greyhound xD", "any tips")),
        (
            "\u79c1\u306f\u533b\u8005\u3067\u3059\U0001f60a\u3088\u308d\u3057\u304f",
            ("\u79c1\u306f\u533b\u8005\u3067\u3059\U0001f60a", "\u3088\u308d\u3057\u304f"),
        ),
        (
            "ich bin jetzt Vater \U0001f476\U0001f3fd hast du Tipps?",
            ("ich bin jetzt Vater \U0001f476\U0001f3fd", "hast du Tipps?"),
        ),
    ],
)
def test_an_emoji_before_more_text_ends_a_sentence(text: str, expected: tuple[str, ...]) -> None:
    assert segment(text).sentences == expected


@pytest.mark.parametrize(
    "text",
    [
        "I \u2764\ufe0f functional programming",  # a heart stands for a verb
        "my \U0001f408 is called Pixel",  # an emoji noun, the phrase goes on
        "my \U0001f436 can open the fridge",
        "staging \u27a1\ufe0f prod every friday",
        "see https://emoji.example/\U0001f389/docs for details",
        "wow \U0001f525 great",  # too short to be a statement
        "the regex is ^_^ and friends",
        "config lives in C:/Users/dev :D",  # a face at the end: nothing follows
        "all done \u2705",
    ],
)
def test_an_emoji_that_stands_for_a_word_ends_nothing(text: str) -> None:
    assert segment(text).sentences == (text,)


@pytest.mark.parametrize(
    ("reply", "keywords"),
    [
        ("je suis passee a Linux \U0001f427 tu me conseilles quelle distro ?", ("linux",)),
        ("I just started at Canva \U0001f680 how do I set up my dev box?", ("canva",)),
        ("I have celiac disease \U0001f622 what can I bake?", ("celiac",)),
        ("me mud\u00e9 a Bilbao \U0001f389 que barrio me recomiendas?", ("bilbao",)),
        ("I'm a teacher now :D can you help plan my first lesson", ("teacher",)),
    ],
)
def test_a_statement_closed_by_an_emoji_is_kept_beside_a_question(
    reply: str, keywords: tuple[str, ...]
) -> None:
    kept = _kept(reply, *keywords)
    assert kept and all("?" not in c for c in kept), understand(reply)
    assert all(s.type is not MemoryType.RULE for s in understand(reply).statements)


# --- a hedge covers its own clause ---

FIRM_BESIDE_HEDGE = [
    ("I teach at a primary school, might go back to uni next year", ("primary school",)),
    ("we deploy with Nomad, thinking about moving to k8s though", ("nomad",)),
    ("I'm based in Cork now, who knows where next year", ("cork",)),
    ("not sure it matters, but I'm diabetic", ("diabetic",)),
    ("our API is in Elixir, maybe we port it to Go someday", ("elixir",)),
    ("I drive a Yaris and I might sell it in spring", ("yaris",)),
    ("considering a switch to Zig, we write C++ today", ("c++",)),
    ("always write dates as ISO 8601, maybe add the weekday too", ("iso 8601",)),
    ("trabajo en Mercadona, quiz\u00e1s cambie de trabajo el a\u00f1o que viene", ("mercadona",)),
    ("ich arbeite bei Bosch, vielleicht wechsle ich irgendwann", ("bosch",)),
]


@pytest.mark.parametrize(("reply", "keywords"), FIRM_BESIDE_HEDGE)
def test_a_firm_clause_beside_a_hedged_one_is_kept(reply: str, keywords: tuple[str, ...]) -> None:
    reading = understand(reply)
    assert _kept(reply, *keywords), reading
    hedged = ("might", "maybe", "thinking", "who knows", "not sure", "consider", "quiz", "viel")
    assert not any(w in _fold(s.content) for s in reading.statements for w in hedged)
    assert not reading.retired


@pytest.mark.parametrize(
    ("reply", "absent"),
    [
        # A hedged clause never becomes a change of mind or a fact of its own.
        ("I'm on Firefox, might switch to Brave at some point", "brave"),
        ("we're a Django shop, maybe moving to FastAPI later", "fastapi"),
        ("I live in Graz, possibly relocating to Vienna", "vienna"),
    ],
)
def test_the_hedged_clause_is_dropped(reply: str, absent: str) -> None:
    reading = understand(reply)
    assert reading.statements, reading
    assert all(absent not in _fold(s.content) for s in reading.statements)
    assert all(absent not in r for s in reading.statements for r in s.change.replaces)


@pytest.mark.parametrize(
    "reply",
    [
        "idk, maybe I'll move to Leeds",  # an opening hedge covers everything
        "we're moving to Lyon, maybe next spring",  # the fragment qualifies the move
        "switching to Linear, possibly in March",
        "thinking about going vegan, might be good for me",
        "maybe I'm a morning person after all, who knows",
        "I might, just might, take the Berlin offer",
    ],
)
def test_a_hedge_that_reaches_the_whole_sentence_keeps_nothing(reply: str) -> None:
    assert not understand(reply).statements


@pytest.mark.parametrize(
    "sentence",
    [
        "when a migration might lock a table, always warn me first",
        "if a step might take long, tell me up front",
        "we use 1,000 rows per batch",
        "since I work nights, I've been thinking about my sleep",  # the firm part leans on it
        "I keep away from plants that might be toxic to cats",  # not the user's plan
        "switching topics, I'm considering a sabbatical",  # nothing firm beside the hedge
        "on a separate note, maybe we do a retro",
    ],
)
def test_a_condition_or_a_lone_hedge_is_read_whole(sentence: str) -> None:
    assert firm_part(sentence, "en") == sentence


# --- an instruction for this turn only ---


@pytest.mark.parametrize(
    "reply",
    [
        "keep replies under 50 words for now",
        "for this cover letter, be very formal",
        "just this pr: use British spelling",
        "reply in French, only for this msg",
        "write in lowercase for this slack post only",
        "use past tense just this one time",
        "answer in haiku this once",
        "for this tweet write in lowercase",
        "use British spelling in this doc",
        "reply in French as a one-off",
    ],
)
def test_a_one_off_request_is_no_rule(reply: str) -> None:
    # Each of these, without its marker, is kept as a rule.
    assert not understand(reply).statements, understand(reply)


@pytest.mark.parametrize(
    ("reply", "kind", "keywords"),
    [
        ("for this project, we deploy with Ansible", MemoryType.FACT, ("ansible",)),
        ("let's go with Vite for now", MemoryType.DECISION, ("vite",)),
        ("we're on the free plan for now", MemoryType.FACT, ("free plan",)),
        (
            "for this pitch deck, keep it formal. also, never use exclamation marks",
            MemoryType.RULE,
            ("exclamation",),
        ),
        ("no emojis ever, but for this post only add a few", MemoryType.RULE, ("no emojis",)),
        ("that's all for now, always answer in Dutch", MemoryType.RULE, ("dutch",)),
        ("for any email, use British spelling", MemoryType.RULE, ("british",)),
    ],
)
def test_what_lasts_beside_a_one_off_is_kept(
    reply: str, kind: MemoryType, keywords: tuple[str, ...]
) -> None:
    reading = understand(reply)
    assert any(
        s.type is kind and all(k in _fold(s.content) for k in keywords) for s in reading.statements
    ), reading
    assert not any("a few" in _fold(s.content) for s in reading.statements)


@pytest.mark.parametrize(
    ("reply", "language"),
    [
        ("ausnahmsweise: antworte immer auf Englisch", "de"),
        ("pour ce mail seulement, tutoie le client", "fr"),
        ("por una vez, resp\u00f3ndeme siempre en ingl\u00e9s", "es"),
        ("eccezionalmente rispondi sempre in inglese", "it"),
    ],
)
def test_a_one_off_in_another_language_is_no_rule(reply: str, language: str) -> None:
    reading = understand(reply)
    assert reading.language == language
    assert all(s.type is not MemoryType.RULE for s in reading.statements), reading
