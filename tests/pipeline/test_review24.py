"""Round 24's review: readings the round over-reached on, in our own phrasings.

Moves read into "since I got back to running", new role holders into any "now", culprits
into possessions, one night's chores into posts, codes into names, a day's errands into
homes, a morning's pills into "the morning thing".
"""

from __future__ import annotations

import pytest

from imprint.pipeline.forget_rest import retired_rest
from imprint.pipeline.named_works import named_works
from imprint.pipeline.passing_changes import passing_change
from imprint.pipeline.retired_values import retired_values
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.supersede import forget_matches, supersedes
from imprint.pipeline.understand import understand
from imprint.pipeline.updates import change_in
from imprint.testing import FakeClock
from imprint.writes import RETIRED_SUBJECT
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    "sentence",
    [
        "since i got back to cycling my hip has been sore",
        "ever since i got to know the team its been easier",
        "since i came to terms with it im calmer",
        "since i got to denver yesterday its been snowing",
        "since we got to Rome for my cousins wedding its been nonstop",
        "got a new place in stardew lol",
        "i got a new studio in hackney for my ceramics classes",
        "moving everything to next month",
        "moving my runs to evenings",
    ],
)
def test_a_day_a_habit_or_a_game_is_no_new_home_or_tool(sentence: str) -> None:
    change = passing_change(sentence)
    assert change is None, change


@pytest.mark.parametrize(
    ("new", "old"),
    [
        (
            "The user's landlord is finally fixing the damp now.",
            "The user's landlord Omar never replies.",
        ),
        ("The user's coach is making them do hill sprints now.", "The user's coach is Dee."),
        ("The user's dentist is now open on Saturdays.", "The user's dentist is Dr Hale."),
    ],
)
def test_a_role_named_with_news_of_its_holder_keeps_the_holder(new: str, old: str) -> None:
    assert not supersedes(
        content=new,
        subject=subject_of(new),
        replaces=(),
        changed=False,
        old_content=old,
        old_subject=None,
    )


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("Is your cat the one knocking things over?", "its not the cat, its the dog lol"),
        ("Could your router be the problem?", "no its not the router, its the modem"),
    ],
)
def test_a_culprit_named_is_no_possession(agent: str, reply: str) -> None:
    contents = [s.content for s in understand(reply, agent).statements]
    assert not any(c.startswith("The user has") for c in contents), contents


def test_the_heart_stuff_leaves_other_medicines() -> None:
    assert not forget_matches("The user takes citalopram 20mg.", [("heart",)])
    assert forget_matches("The user is on beta blockers for palpitations.", [("heart",)])


def test_the_morning_thing_leaves_the_evenings() -> None:
    assert not forget_matches("The kids go to bed at 7:30pm.", [("morning",)])
    assert forget_matches("The user swims at 6am before work.", [("morning",)])


@pytest.mark.parametrize(
    "sentences",
    [
        ("plans changed, skipping pilates, the baby is teething",),
        ("changed my mind about lunch.", "skipping the swim, too cold."),
    ],
)
def test_a_skip_with_nothing_in_its_place_retires_nothing(sentences: tuple[str, ...]) -> None:
    assert retired_values(sentences, frozenset(), "en") == ()


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        ("Nice to meet you, Omar!", "remember my name. see you monday"),
        ("Hi!", "remember my cat. she died in march"),
    ],
)
def test_what_follows_a_remember_must_be_a_value(agent: str, reply: str) -> None:
    contents = [s.content for s in understand(reply, agent).statements]
    assert not any(":" in c for c in contents), contents


@pytest.mark.parametrize(
    "reply",
    [
        "scratch that. im doing an awful job of explaining this",
        "wait no, im getting mixed up. which was the cheaper one",
        "actually no, im having a rough week",
    ],
)
def test_a_state_after_a_retraction_is_no_pick(reply: str) -> None:
    decisions = [s for s in understand(reply, "Hi").statements if s.type.value == "decision"]
    assert not decisions, decisions


@pytest.mark.parametrize(
    "sentence",
    [
        "handed the washing up duties to my son tonight",
        "gave the driving role to my sister for the trip today",
    ],
)
def test_a_chore_handed_over_for_a_night_retires_nothing(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


def test_a_code_spelled_out_fixes_no_name() -> None:
    reply = "the gate code is B-E-N-J-I"
    contents = [s.content for s in understand(reply, "Your son Benji sounds fun!").statements]
    assert not any("Spell the name" in c for c in contents), contents


def test_leaving_a_town_is_no_base() -> None:
    assert subject_of("The user is out of Bristol by 5 today.") != "city"


@pytest.mark.parametrize(
    "sentence",
    [
        "i dont have the energy anymore",
        "we dont have the budget anymore for oak floors",
        "i dont have the patience anymore",
    ],
)
def test_a_resource_run_out_is_no_old_value(sentence: str) -> None:
    assert change_in(sentence, "en").replaces == ()


@pytest.mark.parametrize(
    ("sentence", "named"),
    [
        ("the game is Friday at 8", []),
        ("the show is Thursday night", []),
        ("the series is Severance and I love it", ["The series is called Severance."]),
    ],
)
def test_a_day_is_no_name_and_a_name_ends_before_i(sentence: str, named: list[str]) -> None:
    assert named_works(sentence) == named


@pytest.mark.parametrize(
    "content", ["The user's T4 level was 9.", "The user has an L4 disc bulge."]
)
def test_labs_and_spines_are_no_gpus(content: str) -> None:
    assert subject_of(content) != "gpu"


@pytest.mark.parametrize(
    "reply", ["send the list again, forget it i found it", "oh forget it ill sort it myself"]
)
def test_forget_it_waving_a_request_off_forgets_nothing(reply: str) -> None:
    assert understand(reply, "Here's the list.").forget is None


async def test_a_roles_holder_survives_news_of_the_role(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "our nanny rosa starts at 8 every weekday")
        clock.advance(days=5)
        await say(imprint, "our nanny is doing three days a week now, money is tight")
        active = await active_text(imprint)
        assert "rosa" in active, active


# -- what stays of a memory whose home or workplace was set anew ---------------------------


def test_a_new_home_keeps_who_the_user_is_from_the_old_memory() -> None:
    rest = retired_rest(
        "The user is a wildlife vet based in inverness.", (RETIRED_SUBJECT + "city",)
    )
    assert rest == ("The user is a wildlife vet.", "role")


def test_a_memory_of_the_home_alone_leaves_nothing() -> None:
    assert retired_rest("The user lives in Inverness.", (RETIRED_SUBJECT + "city",)) is None


async def test_a_move_keeps_the_job_said_with_the_old_town(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "hey, im a wildlife vet based in inverness")
        clock.advance(days=60)
        await say(imprint, "since i got to lisbon in may the paperwork is endless, help?")
        active = await active_text(imprint)
        assert "Lisbon" in active, active
        assert "inverness" not in active, active
        assert "wildlife vet" in active, active


def test_a_new_home_takes_where_the_user_is_with_it() -> None:
    assert (
        retired_rest(
            "The user is in Norwich, basically the city centre.", (RETIRED_SUBJECT + "city",)
        )
        is None
    )
