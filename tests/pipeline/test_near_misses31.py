"""Sentences that look like this round's shapes and must not be read as them: a weekday
before "his", a question about the user's own state, a yes with more after it, a case that
is an ask, a thing that literally fell, an errand, a ride, a count of wrong answers."""

from __future__ import annotations

import pytest

from imprint.pipeline.bills import bill_due
from imprint.pipeline.choices import option_after_closer
from imprint.pipeline.goals import goal_told
from imprint.pipeline.hedges import hedged
from imprint.pipeline.named_ages import named_school_year
from imprint.pipeline.named_beings import named_being
from imprint.pipeline.named_conditions import named_condition
from imprint.pipeline.named_works import named_works
from imprint.pipeline.one_off import accepts_offer, marks_one_off
from imprint.pipeline.own_gear import own_gear
from imprint.pipeline.referents import resolve_referent
from imprint.pipeline.retests import retest
from imprint.pipeline.segment import informal_english, segment
from imprint.pipeline.term_fixes import term_fixes
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in


@pytest.mark.parametrize(
    ("sentence", "before"),
    [
        ("he's allergic to shellfish so no paella", ("friday is his birthday.",)),
        ("she's allergic to nuts", ("jess is bringing her sister tonight.",)),
        ("she has asthma", ("saturday is her party.",)),
    ],
)
def test_a_pronoun_for_someone_else_stays(sentence: str, before: tuple[str, ...]) -> None:
    assert resolve_referent(sentence, before) == sentence


@pytest.mark.parametrize(
    "text",
    [
        "is this safe: i'm 14 weeks pregnant and still running 5k every morning",
        "is that right?\n\ni'm vegetarian and i always cook at home",
    ],
)
def test_the_users_own_words_after_a_question_are_kept(text: str) -> None:
    read = segment(text)
    assert not read.pasted
    assert any("i'm" in s for s in read.sentences)


@pytest.mark.parametrize(
    "sentence", ["ok, i'm vegetarian btw", "sure, no emojis though", "yes, in grams not cups"]
)
def test_a_yes_with_more_is_read_whole(sentence: str) -> None:
    assert not accepts_offer(sentence, "Shall I add a warm-up?")


@pytest.mark.parametrize(
    "sentence",
    [
        "use the same format as last time from now on",
        "always use the same layout as before for these reports",
    ],
)
def test_the_same_way_for_good_is_no_one_off(sentence: str) -> None:
    assert not marks_one_off(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "say my name at the start of every reply",
        "imagine my surprise when i got promoted to team lead",
        "suppose i should mention im allergic to penicillin",
    ],
)
def test_say_or_suppose_that_asks_or_tells_is_no_hedge(sentence: str) -> None:
    assert not hedged(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "running was making me so tired so i moved my runs to mornings now",
        "the meds didn't help at first but now im fine",
        "the gym was crazy busy so i switched to mornings now",
        "the plan fell through so now we're going to rome",
        "lol my phone fell through the gap in the floorboards",
        "my foot fell through the rotten decking",
        "putting my foot down and starting the diet monday",
        "setting my alarm aside and having a lie in",
    ],
)
def test_nothing_is_retired(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


@pytest.mark.parametrize(
    "reply",
    [
        "can you explain why it crashes every time i open it?",
        "email the minutes to everyone as a pdf now",
    ],
)
def test_a_question_or_a_task_is_no_rule(reply: str) -> None:
    assert not [s for s in understand(reply).statements if s.type.value == "rule"]


@pytest.mark.parametrize(
    "sentence", ["bug is p2, not urgent", "algebra is grade 8 material so keep it simple"]
)
def test_no_pupil(sentence: str) -> None:
    assert named_school_year(sentence) is None


@pytest.mark.parametrize("sentence", ["also has a nut allergy", "which has a nut allergy"])
def test_no_one_with_a_condition(sentence: str) -> None:
    assert named_condition(sentence) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "ok i sent you 400, its for my half of the rent",
        "can you make flashcards, its for my son's exam on friday",
    ],
)
def test_an_errand_is_no_goal(sentence: str) -> None:
    assert goal_told(sentence) is None


@pytest.mark.parametrize(
    "sentence",
    [
        "the Uber I got this morning was 20 mins late",
        "the Friday I got fired",
        "the Pixel 8 I bought in march, returned it",
    ],
)
def test_nothing_owned(sentence: str) -> None:
    assert own_gear(sentence) is None


def test_a_team_watched_is_no_group_of_the_users() -> None:
    assert named_being("watching arsenal tonight (my team lol), any good pubs") is None


@pytest.mark.parametrize(
    "sentence",
    [
        "ugh, his rent is due on the 1st and he wants to borrow money",
        "and her insurance renews on the 3rd",
        "honestly the insurance comes first, then the car",
    ],
)
def test_no_bill_of_the_users(sentence: str) -> None:
    assert bill_due(sentence) is None


def test_a_test_result_names_the_test() -> None:
    assert retest("did another blood test and it was 5.5") == (
        "The user got 5.5 on another blood test."
    )
    assert retest("took another mock and got 2 questions wrong") is None


@pytest.mark.parametrize(
    "sentence",
    [
        "my book club, its on friday at 7",
        "my project (due friday at noon)",
        "my paper, its on my desk at work",
    ],
)
def test_no_topic_of_a_work(sentence: str) -> None:
    assert named_works(sentence) == []


def test_a_titled_name_put_right_is_the_one_it_is_like() -> None:
    fixes = term_fixes(("no its dr patil with an i",), "Dear Mr Harris, please see Dr Patel.")
    assert [f.content for f in fixes] == ["Use dr patil, not dr patel."]


@pytest.mark.parametrize("sentence", ["ok decided, finally!", "ok decided, not yet."])
def test_a_closer_without_an_option(sentence: str) -> None:
    assert option_after_closer(sentence) is None


@pytest.mark.parametrize(
    "text",
    [
        "i wonder now that i'm in my 40s, should i lift less?",
        "now that i'm in the mood, what should i bake?",
    ],
)
def test_now_that_not_told_as_a_state(text: str) -> None:
    assert " now." not in informal_english(text)


def test_an_emoji_standing_for_a_word_keeps_the_sentence() -> None:
    text = "my favourite \U0001f355 is this little place in soho called bella"
    assert len(segment(text).sentences) == 1
