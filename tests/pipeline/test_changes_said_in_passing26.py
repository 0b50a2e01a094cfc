"""Changes told in passing: a change of mind whose reason names the old pick, "went with",
"X's the old one", a thing sold in German, a topic changed in Japanese or Korean."""

from __future__ import annotations

import pytest

from imprint.pipeline.amount_pointers import amount_pointed
from imprint.pipeline.cjk_changes import topic_changed
from imprint.pipeline.foreign_changes import set_aside
from imprint.pipeline.held_at import held_at
from imprint.pipeline.language import Language
from imprint.pipeline.minds_changed import given_up
from imprint.pipeline.purpose_changes import purpose_changed
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import active_text, make, say


@pytest.mark.parametrize(
    ("said", "old"),
    [
        ("i changed my mind, the lodge smells like 1987.", "lodge"),
        ("ok we changed our minds because the barn is too far", "barn"),
        ("changed my mind - the blue one looks cheap", "blue one"),
    ],
)
def test_a_change_of_mind_gives_up_what_its_reason_names(said: str, old: str) -> None:
    assert given_up(said) == old


def test_a_change_of_mind_about_a_named_topic_is_read_elsewhere() -> None:
    assert given_up("i changed my mind about the font, the old one is fine") is None


async def test_what_is_said_after_a_change_of_mind_replaces_the_pick(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "the scout hut on elm road, its free", agent="Where's the party?")
        await say(
            imprint,
            "actually i changed my mind, the hut is way too small. we're doing it at the "
            "boathouse on the river, they gave us a deal",
        )
        active = await active_text(imprint)
        assert "boathouse" in active, active
        assert "scout hut" not in active, active


def test_went_with_and_a_time_is_news_of_the_users_setup() -> None:
    reply = "went with nordvpn this year, the old one kept dropping. how do i set split tunnel"
    facts = [s.content for s in understand(reply, "Hi").statements]
    assert any("nordvpn" in f for f in facts), facts


async def test_the_old_one_named_retires_the_answer_that_held_it(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "notes for unit 3, we use campbell", agent="What are we prepping?")
        await say(
            imprint,
            "oh wait, we adopted openstax biology this term, campbell's the old one. so "
            "openstax unit 3",
        )
        active = await active_text(imprint)
        assert "openstax" in active, active
        assert "use campbell" not in active and "uses campbell" not in active, active


def test_things_listed_after_a_lead_are_not_rules() -> None:
    reply = "three things: a 3d printer, a cnc router and a laser cutter in my shed"
    found = understand(reply, "What are you building these days?").statements
    assert not any(s.type is MemoryType.RULE for s in found), found


def test_an_acronym_of_what_the_user_is_is_no_name() -> None:
    found = understand("oi, sou MEI, moro em recife.", "Oi!").statements
    assert not any(s.subject == "name" for s in found), found
    assert any("recife" in s.content for s in found), found


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("die Dadant hab ich verkauft", ["dadant"]),
        ("Wir sind im Sommer komplett auf Linux umgestiegen.", []),
    ],
)
def test_a_german_thing_sold_is_the_old_value(sentence: str, old: list[str]) -> None:
    assert set_aside(sentence, "de") == old


def test_teaching_told_in_japanese_is_kept() -> None:
    found = understand(
        "\u672d\u5e4c\u306e\u4e2d\u5b66\u6821\u3067\u6570\u5b66\u3092\u6559\u3048\u3066\u307e\u3059\u3002",
        "\u3053\u3093\u306b\u3061\u306f",
    ).statements
    assert any(s.type is MemoryType.FACT for s in found), found


@pytest.mark.parametrize(
    ("new", "old", "outdated"),
    [
        (
            # "renshuu-bi ga mokuyoubi ni kawatta" after "renshuu-bi wa kayoubi"
            "\u7df4\u7fd2\u65e5\u304c\u6728\u66dc\u65e5\u306b\u5909\u308f\u3063\u305f",
            "\u7df4\u7fd2\u65e5\u306f\u706b\u66dc\u65e5\u3067\u3059",
            True,
        ),
        (
            # Korean "gyogwaseoga cheonjaero bakkwieosseo" after "gyogwaseoneun bisangeul sseo"
            "\uad50\uacfc\uc11c\uac00 \ucc9c\uc7ac\ub85c \ubc14\ub00c\uc5c8\uc5b4",
            "\uad50\uacfc\uc11c\ub294 \ube44\uc0c1\uc744 \uc368",
            True,
        ),
        (
            # the old memory holds the new value already: an elaboration
            "\u7df4\u7fd2\u65e5\u304c\u6728\u66dc\u65e5\u306b\u5909\u308f\u3063\u305f",
            "\u7df4\u7fd2\u65e5\u306f\u6728\u66dc\u65e5\u3067\u3059",
            False,
        ),
        (
            # another topic
            "\u7df4\u7fd2\u65e5\u304c\u6728\u66dc\u65e5\u306b\u5909\u308f\u3063\u305f",
            "\u6559\u79d1\u66f8\u306f\u6771\u4eac\u66f8\u7c4d\u3067\u3059",
            False,
        ),
    ],
)
def test_a_topic_changed_in_japanese_or_korean(new: str, old: str, outdated: bool) -> None:
    assert topic_changed(new, old) is outdated


@pytest.mark.parametrize(
    ("sentence", "fact"),
    [
        (
            "ok we're doing it at the boathouse on the river, cheaper",
            "The user's team is doing it at the boathouse on the river.",
        ),
        (
            "we're having the reception in the old mill",
            "The user's team is having the reception in the old mill.",
        ),
    ],
)
def test_where_the_event_is_held_is_kept(sentence: str, fact: str) -> None:
    assert held_at(sentence) == fact


@pytest.mark.parametrize(
    "sentence",
    ["we're doing it in python", "maybe we're doing it at the barn", "im doing it in the morning"],
)
def test_a_way_a_time_or_a_place_wondered_about_holds_nothing(sentence: str) -> None:
    assert held_at(sentence) is None


async def test_a_new_workplace_retires_work_done_for_an_organisation_named_in_lower_case(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "i do fundraising for the millbrook hospice trust, mostly events")
        assert "millbrook" in await active_text(imprint)
        clock.advance(days=40)
        await say(imprint, "first week as development officer at northgate food bank, help")
        active = await active_text(imprint)
        assert "northgate" in active, active
        assert "millbrook" not in active, active


async def test_the_kind_of_a_named_thing_to_forget_need_not_be_said(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "prepping for a final round at Brackley Partners on friday, quiz me?")
        assert "Brackley" in await active_text(imprint)
        await say(imprint, "please forget the brackley interview, my boss reads over my shoulder")
        active = await active_text(imprint)
        assert "brackley" not in active.lower(), active


def test_a_longer_noun_that_ends_in_the_topic_is_not_it() -> None:
    # "kyoushitsu wa nichiyoubi ni kawarimasu" after "Mashiko de tougei kyoushitsu wo ...":
    # the pottery school's town stays
    new = "\u6559\u5ba4\u306f\u65e5\u66dc\u65e5\u306b\u5909\u308f\u308a\u307e\u3059"
    old = "\u76ca\u5b50\u3067\u9676\u82b8\u6559\u5ba4\u3092\u3084\u3063\u3066\u3044\u307e\u3059"
    assert not topic_changed(new, old)


async def test_a_figure_the_agent_wrote_back_is_what_it_means(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "writing a rates page. our hourly rate is 65 for repairs")
        await say(
            imprint,
            "oh we raised it to 70 from this month, change that",
            agent="Draft: 'Our hourly rate is 65 for all repairs...'",
        )
        active = await active_text(imprint)
        assert "70" in active, active
        assert "is 65" not in active, active


def test_a_figure_is_named_only_when_the_agent_wrote_one_of_its_kind() -> None:
    assert amount_pointed("they bumped it to 12%", "Your deposit is 5% and the fee is 2%.") is None
    assert amount_pointed("they bumped it to 12%", "Sounds good.") is None
    said = amount_pointed("they bumped it to 12%", "Your deposit is 5%.")
    assert said == "they bumped our deposit to 12%"


async def test_a_new_office_said_as_based_out_of_retires_the_old_branch(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "im at the riverside branch, we cover the marina. need a flyer")
        clock.advance(days=40)
        await say(imprint, "now im based out of the hilltop office, plan me a route for 3 visits")
        active = await active_text(imprint)
        assert "hilltop" in active, active
        assert "riverside" not in active, active


def test_a_german_thing_no_longer_done_comes_first() -> None:
    from imprint.pipeline.updates import change_in

    change = change_in("bin jetzt im steuerrecht-team, familienrecht mach ich nicht mehr.", "de")
    assert "familienrecht" in change.replaces


@pytest.mark.parametrize(
    ("new", "old", "outdated"),
    [
        (
            "maintenant on passe par transgourmet pour le frais, ils livrent le lundi",
            "On commande tout le frais chez metro.",
            True,
        ),
        (
            "ahora usamos holded para la contabilidad",
            "Llevamos la contabilidad con excel.",
            True,
        ),
        (
            "maintenant on passe par promocash pour la semaine",
            "On commande chez metro la semaine.",
            False,
        ),
        ("maintenant on passe par promocash pour le sec", "Je tiens un bouchon a lyon.", False),
    ],
)
def test_a_new_supplier_for_a_purpose_outdates_the_old(new: str, old: str, outdated: bool) -> None:
    assert purpose_changed(new, old) is outdated


@pytest.mark.parametrize(
    ("first", "then", "old", "new"),
    [
        (
            "oi, sou designer, moro em recife.",
            "agora que to em natal tudo ficou mais caro.",
            "recife",
            "natal",
        ),
        (
            "hola, soy profe de ingles, vivo en sevilla.",
            "ahora que vivo en bilbao llueve muchisimo.",
            "sevilla",
            "bilbao",
        ),
        (
            "ciao, faccio la grafica, abito a torino.",
            "ora che abito a bari il mare e vicinissimo.",
            "torino",
            "bari",
        ),
    ],
)
async def test_now_that_i_live_in_a_new_town_in_other_languages(
    store_url: str, clock: FakeClock, first: str, then: str, old: str, new: str
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, first, agent="Oi! / Hola! / Ciao!")
        clock.advance(days=30)
        await say(imprint, then, agent="Oi! / Hola! / Ciao!")
        active = await active_text(imprint)
        assert new in active, active
        assert old not in active, active


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("oye ya no salgo de monterrey, me cambiaron de terminal", "monterrey"),
        ("al final he dejado el ukelele, me dolian los dedos", "ukelele"),
        ("ya no compramos en mercadona, ahora todo en lidl", "mercadona"),
    ],
)
def test_a_spanish_thing_left_is_the_old_value(sentence: str, old: str) -> None:
    from imprint.pipeline.updates import change_in

    assert old in change_in(sentence, "es").replaces


def test_a_spanish_thing_left_somewhere_is_no_old_value() -> None:
    from imprint.pipeline.updates import change_in

    assert "trabajo" not in change_in("he dejado el trabajo a medias porque llovia", "es").replaces


def test_the_one_in_the_old_place_closed_is_the_old_value() -> None:
    from imprint.pipeline.updates import change_in

    said = "ya nos mudamos, ahora estamos en Triana. la del puerto ya la cerramos"
    assert "puerto" in change_in(said, "es").replaces


@pytest.mark.parametrize(
    ("sentence", "language", "old"),
    [
        ("ci alleniamo alla Virtus ora, la Fortitudo l'hanno chiusa a marzo", "it", "fortitudo"),
        ("ho preso una bici in carbonio, quella di alluminio l'ho venduta", "it", "alluminio"),
        ("j'ai pris un four a bois, celui en gaz je l'ai vendu", "fr", "gaz"),
    ],
)
def test_a_thing_named_first_then_given_up_is_the_old_value(
    sentence: str, language: Language, old: str
) -> None:
    from imprint.pipeline.updates import change_in

    assert old in change_in(sentence, language).replaces


def test_a_thing_named_first_then_only_done_is_no_old_value() -> None:
    from imprint.pipeline.updates import change_in

    assert change_in("la mail l'ho mandata ieri", "it").replaces == ()


def test_a_portuguese_thing_dropped_is_the_old_value() -> None:
    from imprint.pipeline.updates import change_in

    said = "a migracao saiu: largamos o Angular de vez e agora ta tudo em React"
    assert "angular" in change_in(said, "pt").replaces
