"""Round 16: readings that went wrong on conversations written apart, in our own phrasings."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.canonical import third_person
from imprint.pipeline.forget_rest import forget_rest
from imprint.pipeline.language import detect_language
from imprint.pipeline.segment import informal_english
from imprint.pipeline.spec_sheets import spec_sheet
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.their_setup import their_setup
from imprint.pipeline.topic_change import topic_changes, updates_topic
from imprint.pipeline.understand import understand
from imprint.pipeline.work import about_work, changes_work
from imprint.types import MemoryType


def _contents(reply: str, agent: str = "Hi! How can I help?") -> list[str]:
    return [s.content for s in understand(reply, agent).statements]


def _retired(reply: str) -> set[str]:
    reading = understand(reply, "OK.")
    return {v for s in reading.statements for v in s.change.replaces} | set(reading.retired)


def _decisions(reply: str, agent: str) -> list[str]:
    reading = understand(reply, agent)
    return [s.content for s in reading.statements if s.type is MemoryType.DECISION]


@pytest.mark.parametrize(
    ("agent", "reply", "word"),
    [
        (
            "Kafka gives you replay, but SQS is far less to run for a team your size.",
            "ok, SQS. nobody here wants to babysit brokers",
            "sqs",
        ),
        (
            "Hetzner is half the price; AWS has the managed services you already use.",
            "Hetzner. the bill matters more this year",
            "hetzner",
        ),
        (
            "Tailwind is quicker to prototype with, whereas CSS modules keep the markup clean.",
            "tailwind, we're prototyping anyway",
            "tailwind",
        ),
    ],
)
def test_an_option_named_alone_after_two_weighed_is_picked(
    agent: str, reply: str, word: str
) -> None:
    assert any(word in d.lower() for d in _decisions(reply, agent))


def test_a_word_the_agent_never_named_is_no_pick_among_weighed_options() -> None:
    agent = "Kafka gives you replay, but SQS is far less to run."
    assert _decisions("Honestly. no idea yet", agent) == []


@pytest.mark.parametrize(
    ("reply", "said"),
    [
        ("we already have a bookkeeper for the VAT side", "the user's team already has"),
        ("I already own a stand mixer, no need to buy one", "the user already owns"),
    ],
)
def test_already_before_the_verb_leaves_the_verb_conjugated(reply: str, said: str) -> None:
    assert any(said in c.lower() for c in _contents(reply))


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("can we do the summaries in German from now on?", "german"),
        ("could we keep replies to five lines going forward?", "five lines"),
        ("can we stick to celsius from here on", "celsius"),
    ],
)
def test_can_we_with_a_standing_marker_asks_for_a_lasting_rule(reply: str, word: str) -> None:
    rules = [s for s in understand(reply, "Sure.").statements if s.type is MemoryType.RULE]
    assert any(word in s.content.lower() for s in rules)


@pytest.mark.parametrize("reply", ["can we go to the park tomorrow?", "can we use tabs here?"])
def test_can_we_without_a_standing_marker_is_a_request_for_now(reply: str) -> None:
    assert _contents(reply, "Sure.") == []


@pytest.mark.parametrize(
    ("reply", "said"),
    [
        ("vim > emacs", "vim over emacs"),
        ("spaces > tabs, sue me", "spaces over tabs"),
        ("honestly pytest > unittest for everything", "pytest over unittest"),
    ],
)
def test_one_thing_written_greater_than_another_is_preferred(reply: str, said: str) -> None:
    assert any(said in c.lower() for c in _contents(reply, "ok"))


@pytest.mark.parametrize(
    "reply",
    ["go to Settings > Privacy > Location", "if x > 5 then return early", "Settings > Privacy."],
)
def test_a_menu_path_or_a_comparison_of_numbers_is_no_preference(reply: str) -> None:
    assert not any(" over " in c.lower() for c in _contents(reply, "ok"))


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("Treat me as a total beginner in statistics, please.", "beginner"),
        ("assume I know SQL well but have never touched pandas", "sql"),
        ("treat me like someone who has never used a terminal", "terminal"),
    ],
)
def test_how_much_to_assume_of_the_user_is_a_lasting_rule(reply: str, word: str) -> None:
    rules = understand(reply, "How much should I explain?").statements
    assert any(s.type is MemoryType.RULE and word in s.content.lower() for s in rules)


def test_assuming_something_of_the_world_is_no_rule() -> None:
    assert _contents("assume it's sunny and plan the picnic", "Weather?") == []


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("add the test plan at the bottom of every PR", "test plan"),
        ("put the unsubscribe link first in every newsletter", "unsubscribe"),
    ],
)
def test_an_imperative_for_every_piece_of_recurring_work_lasts(reply: str, word: str) -> None:
    assert any(word in c.lower() for c in _contents(reply, "Done."))


def test_a_polite_ask_to_check_every_piece_now_is_only_the_task() -> None:
    assert _contents("could you check every commit on this branch for typos?", "Sure.") == []


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("Morning! What are we tackling today?", "morning, give me a sec to dig out the file"),
        ("What are we fixing first?", "hold on, finding the log"),
        ("Run the second step and tell me what you see.", "step 2 done, no errors. on 3 now"),
        ("Next, run the migration.", "running 4 now"),
    ],
)
def test_a_moment_asked_for_or_the_step_reached_is_no_fact(agent: str, reply: str) -> None:
    assert _contents(reply, agent) == []


@pytest.mark.parametrize(
    "reply",
    [
        "Mi suegra siempre pide que las recetas sean sin lactosa.",
        "Meine Vorgesetzte verlangt immer Berichte ohne Anglizismen.",
        "Ma responsable demande toujours des slides en anglais.",
        "Minha gerente sempre pede relat\u00f3rios em PDF.",
        "La mia responsabile chiede sempre i grafici a barre.",
        "\u6211\u4eec\u7ecf\u7406\u603b\u662f\u8981\u6c42\u4f1a\u8bae\u8bb0\u5f55\u7528\u82f1\u6587\u3002",
        "\u8ab2\u9577\u306f\u8cc7\u6599\u3092\u5fc5\u305a\u7d19\u3067\u6b32\u3057\u304c\u308a\u307e\u3059\u3002",
    ],
)
def test_someone_elses_standing_demand_in_another_language_is_not_the_users(reply: str) -> None:
    assert [s for s in understand(reply, "OK.").statements if s.type is MemoryType.RULE] == []


@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        ("they use xero, calendar year, and she wants P&L by location", ["They use xero."]),
        ("the owner insists on paper invoices", ["The owner insists on paper invoices."]),
        ("theyre all on google workspace", ["Theyre all on google workspace."]),
        ("eco products only there, no bleach", ["Eco products only."]),
    ],
)
def test_what_a_third_party_uses_or_wants_is_read_as_said(sentence: str, said: list[str]) -> None:
    assert their_setup(sentence)[: len(said)] == said


@pytest.mark.parametrize(
    "sentence",
    [
        "they are lovely people",
        "do they use xero?",
        "they might want weekly invoices",
        "I use xero for everything",
        "they've got a newborn",
    ],
)
def test_a_remark_a_question_or_a_guess_about_them_is_no_setup(sentence: str) -> None:
    assert their_setup(sentence) == []


@given(st.text(max_size=200))
def test_a_setup_is_always_a_capitalised_sentence_of_the_input(text: str) -> None:
    for clause in their_setup(text):
        assert clause.endswith(".") and clause[0].isupper()
        assert clause[1:-1].lower() in text.lower()


@pytest.mark.parametrize(
    ("reply", "language"),
    [
        (
            "For this client: British spelling, formal, no contractions. Translate: "
            "'Das ist ein Schwert, das schon bessere Tage gesehen hat, und es ist nicht scharf.'",
            "en",
        ),
        (
            "Always sign off with my first name please. Turn this into English: "
            '"Je ne sais pas si nous avons le temps, mais je pense que oui."',
            "en",
        ),
        ("Mein Chef sagt immer 'always send the deck as a link' und das nervt mich sehr.", "de"),
    ],
)
def test_a_quoted_passage_does_not_decide_the_replys_language(reply: str, language: str) -> None:
    assert detect_language(reply) == language


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("console.log is fine, skip the JSDoc, i just want it working", "jsdoc"),
        ("casual tone is fine, ditch the headings, I only want it short", "headings"),
    ],
)
def test_a_list_of_standards_with_a_skip_and_a_want_is_kept(reply: str, word: str) -> None:
    assert any(word in c.lower() for c in _contents(reply, "Which repo?"))


def test_a_list_of_the_users_life_stays_no_standard() -> None:
    assert spec_sheet("vegetarian is fine, two kids, i live in Leeds") is None


@pytest.mark.parametrize(
    "reply",
    ["ditch the headings, bullets are enough", "bin the intro paragraph", "ditch the tables"],
)
def test_ditching_a_part_of_the_draft_is_no_forget_request(reply: str) -> None:
    assert understand(reply, "Here's the draft with headings, an intro and tables.").forget is None


@pytest.mark.parametrize(
    "reply", ["ditch the stuff about my ex", "bin that, I was venting", "ditch my old address"]
)
def test_ditching_a_thing_said_still_forgets_it(reply: str) -> None:
    assert understand(reply, "Noted.").forget is not None


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("Cerramos la tienda de Wallapop, ahora todo va por Vinted.", "wallapop"),
        ("El estudio ya no est\u00e1 en Gracia, ahora estamos en Sants.", "gracia"),
        ("Ya no trabajo para Globant, me fui a Mercado Libre.", "globant"),
        (
            "J'ai arr\u00eat\u00e9 avec Le Monde, je pige pour Lib\u00e9ration maintenant.",
            "monde",
        ),
        ("Je ne bosse plus pour Ouest-France depuis mars.", "ouest-france"),
        ("Largamos o Angular de vez, agora \u00e9 tudo React.", "angular"),
        (
            "\u0421 \u0410\u043d\u0442\u043e\u043d\u043e\u043c \u0440\u0430\u0437\u043e\u0448"
            "\u043b\u0438\u0441\u044c, \u0442\u0435\u043f\u0435\u0440\u044c \u0442\u0440\u0435"
            "\u043d\u0435\u0440 \u0412\u0438\u043a\u0442\u043e\u0440.",
            "\u0430\u043d\u0442\u043e\u043d\u043e\u043c",
        ),
    ],
)
def test_an_old_value_given_up_in_another_language_is_retired(reply: str, old: str) -> None:
    assert old in _retired(reply)


def test_a_consequence_with_the_user_as_subject_stays_when_its_cause_is_forgotten() -> None:
    content = (
        "The user's brother Tom is in rehab so they are walking his dog every morning, "
        "out in Leith."
    )
    rest = forget_rest(content, (("tom", "rehab"), ("rehab",)))
    assert rest is not None and "walking his dog" in rest[0] and "rehab" not in rest[0]


def test_a_consequence_that_only_goes_on_from_the_forgotten_clause_goes_with_it() -> None:
    assert (
        forget_rest("The user is going through a divorce so their head is a mess.", (("divorce",),))
        is None
    )


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("were in leeds, my daughter is 4", "we're in leeds"),
        ("ok. were moving to york in may", "we're moving"),
        ("Were based in Hull tbh", "We're based"),
    ],
)
def test_were_opening_a_statement_is_we_are(typed: str, read: str) -> None:
    assert read in informal_english(typed)


@pytest.mark.parametrize("typed", ["Were in the notes any dates?", "they were in cork last year"])
def test_were_in_a_question_or_after_a_subject_stays(typed: str) -> None:
    assert informal_english(typed) == typed


@pytest.mark.parametrize(
    ("reply", "word"),
    [
        ("k8s question: we run everything on GKE autopilot, how do I pin a node pool?", "gke"),
        (
            "quick excel question: I do the club accounts in Excel 2016, how do I freeze rows?",
            "excel",
        ),
    ],
)
def test_a_question_lead_does_not_hide_what_the_user_says_after_it(reply: str, word: str) -> None:
    assert any(word in c.lower() for c in _contents(reply))


def test_a_question_after_a_question_lead_is_still_a_question() -> None:
    assert _contents("quick question: what's the difference between a list and a tuple?") == []


def test_his_name_in_a_forget_request_is_the_name_said_before() -> None:
    request = understand("Dariusz moved out. forget his name and the deposit dispute", "ok").forget
    assert request is not None and ("dariusz",) in request.terms


def test_her_name_may_be_the_one_the_agent_said() -> None:
    request = understand("please forget her name, she'd hate being in here", "Say hi to Oona!")
    assert request.forget is not None and ("oona",) in request.forget.terms


def test_rent_arrears_are_forgotten_however_they_were_told() -> None:
    request = understand("forget the arrears stuff please", "ok").forget
    assert request is not None and ("behind", "rent") in request.terms


def test_what_is_left_of_a_quote_is_quoted_and_must_say_something() -> None:
    kept = forget_rest('The user said: "Flat 2, Jon Mair, owes two months rent".', (("jon",),))
    assert kept is None
    rest = forget_rest(
        'The user said: "20 years as a roofer in Fife, and in debt counselling".', (("debt",),)
    )
    assert rest is not None and rest[0] == 'The user said: "20 years as a roofer in Fife".'


@pytest.mark.parametrize(
    ("new", "old"),
    [
        (
            "The user's lessons are tue and thu evenings now.",
            "The user has lessons mon and wed at 7.",
        ),
        (
            "The user's shifts are fri and sat nights now, same hours.",
            "The user works shifts mon to thurs, 10 till 6.",
        ),
    ],
)
def test_days_typed_short_are_a_new_value_of_the_same_topic(new: str, old: str) -> None:
    assert updates_topic(new, old)


def test_a_sat_or_a_wed_that_is_no_day_is_no_date() -> None:
    assert topic_changes("The user sat the exam and is wed now.") == ()


@pytest.mark.parametrize(
    "old",
    [
        "The user is working night shift in a Tesco depot and studying in the day.",
        "The user does the early shift at Greggs on the high street.",
    ],
)
def test_shift_work_is_the_users_work_and_a_new_job_replaces_it(old: str) -> None:
    new = "The user works at Halden Opticians now."
    assert about_work(old)
    assert changes_work(
        content=new, subject=subject_of(new), changed=True, old_subject=None, old_content=old
    )


@pytest.mark.parametrize(
    "reply",
    [
        "what does 'torque-to-yield' mean here?\n\nSERVICE NOTES\n- Always replace the bolts.\n"
        "- Never reuse the gasket.",
        "what does FIFO mean in this sheet?\n\nKITCHEN RULES\nAlways label and date everything.",
    ],
)
def test_a_term_asked_about_above_a_pasted_sheet_leaves_the_sheet_aside(reply: str) -> None:
    assert _contents(reply) == []


def test_a_term_asked_about_with_the_users_own_words_after_keeps_them() -> None:
    assert any(
        "miso" in c.lower() for c in _contents("what does umami mean here? I always cook with miso")
    )


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("sold all the makita gear and went dewalt", "makita"),
        ("sold all of my nikon gear last month, it's fuji now", "nikon"),
    ],
)
def test_the_brand_of_the_kit_sold_is_the_old_value(reply: str, old: str) -> None:
    assert old in _retired(reply)


@pytest.mark.parametrize(
    ("reply", "old"),
    [
        ("calf is sore. scrap the 1:45, im going for 1:55 now", "1:45"),
        ("ok scrap the 24:30, I'm aiming for 26 minutes now and enjoying it", "24:30"),
    ],
)
def test_a_target_figure_scrapped_for_a_new_one_is_retired(reply: str, old: str) -> None:
    assert old in _retired(reply)


def test_scrapping_a_part_of_the_draft_retires_nothing() -> None:
    assert _retired("scrap the intro, start with the data") == set()


@pytest.mark.parametrize(
    ("said", "rewritten"),
    [
        ("they use Teams at my work, I prefer email", "the user prefers email"),
        ("my brother eats meat and I don't", "the user doesn't"),
        ("my boss wants slides but I want a doc", "the user wants a doc"),
    ],
)
def test_i_after_someone_else_was_spoken_of_stays_the_user(said: str, rewritten: str) -> None:
    assert rewritten in third_person(said)


def test_i_after_the_user_alone_may_be_they() -> None:
    assert (
        third_person("I'm a baker and I'm up at four")
        == "the user is a baker and they are up at four"
    )
