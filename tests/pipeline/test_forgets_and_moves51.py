"""Forget requests said as wishes about keeping, homes said for two, tools left whole (round 51).

"id prefer you dont keep the X or the Y", "rather you didnt hang onto the X stuff" and "id
rather you didnt have my employer stored anywhere" are forget requests; a pet put to sleep
is whom "her" means; "non tenertela", "que no lo tengas guardado" ask in other languages,
and "..., pero recuerda que ..." keeps what follows. "set and forget" asks nothing. "mi
mujer se llama X y vivimos en Y" is a partner and a home apart, so a move retires the home
only; eating meat again is a diet in five languages; "imported everything into X and
cancelled my other subscription" leaves a tool; "the heat pump went in" replaces a boiler.
"""

from __future__ import annotations

import pytest

from imprint.pipeline.forget import forget_request
from imprint.pipeline.forget_rest import forget_rest
from imprint.pipeline.language import detect_language
from imprint.pipeline.segment import segment
from imprint.pipeline.subjects import subject_of, subjects_in
from imprint.pipeline.topics import names_topic
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from imprint.types import MemoryType
from tests.conversation import (
    active_after_change,
    active_text,
    assert_replaced,
    make,
    say,
    say_later,
)


def _terms(reply: str) -> tuple[tuple[str, ...], ...]:
    request, _ = forget_request(segment(reply).sentences, detect_language(reply))
    assert request is not None, reply
    return request.terms


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        (
            "honestly i'd prefer you don't keep the barcelona booking or the flight times, "
            "feels risky",
            ("flight", "times"),
        ),
        ("rather you didnt hang onto the lawsuit stuff, it's done now", ("lawsuit",)),
        ("i'd rather you didn't hold onto my medical history, just in case", ("medical",)),
        ("id rather you didnt have my employer stored anywhere tbh", ("employer",)),
    ],
)
def test_a_wish_about_keeping_names_its_thing(reply: str, target: tuple[str, ...]) -> None:
    assert any(set(target) <= set(t) for t in _terms(reply)), _terms(reply)


def test_things_joined_by_or_are_each_a_target() -> None:
    terms = _terms("i'd rather you didnt keep the vienna flat or the move date")
    assert ("vienna", "flat") in terms
    assert ("move", "date") in terms


@pytest.mark.parametrize(
    ("reply", "pet"),
    [
        ("we had to put rufus down on friday. could you forget everything about him", "rufus"),
        ("biscuit passed away last night. please drop anything about her", "biscuit"),
        ("we had to put mochi to sleep. can you delete what you know about her?", "mochi"),
    ],
)
def test_a_pet_the_user_lost_is_whom_the_pronoun_means(reply: str, pet: str) -> None:
    assert (pet,) in _terms(reply)


def test_a_figure_named_by_what_it_counts_is_pointed_at() -> None:
    terms = _terms("signed the contract! the pay number, no need for you to keep that")
    assert ("pay",) in terms


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("quella storia su marco, non tenertela per favore", "marco"),
        ("lo de mi prima prefiero que no lo tengas guardado", "prima"),
        ("ce que je t'ai dit sur mon voisin, ne le gardes pas stp", "voisin"),
        ("die sache mit meinem vermieter, behalt das bitte nicht", "vermieter"),
    ],
)
def test_not_to_hold_on_to_it_in_other_languages(reply: str, target: str) -> None:
    assert any(target in t for t in _terms(reply)), _terms(reply)


def test_what_is_to_be_kept_after_a_foreign_request_is_read() -> None:
    reading = understand("lo de mi sueldo no lo guardes, pero recuerda que vivo en bilbao", "Hola")
    assert reading.forget is not None
    assert reading.forget.terms == (("sueldo",),)
    assert any("bilbao" in s.content for s in reading.statements)


@pytest.mark.parametrize(
    "reply",
    [
        "toma la pastilla dos veces al dia asi que eso no se me puede olvidar jaja",
        "no se te puede olvidar nada, eres un crack",
        "i just want boring index funds, set and forget",
        "we use a fire-and-forget queue for the emails",
    ],
)
def test_not_forgetting_and_idioms_ask_nothing(reply: str) -> None:
    request, _ = forget_request(segment(reply).sentences, detect_language(reply))
    assert request is None


async def test_forgetting_the_employer_erases_the_team_memory(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "im at kpmg on the tax team, can you help with an excel formula")
        await say(imprint, "i live in leeds btw")
        await say_later(imprint, clock, "id rather you didnt have my employer stored anywhere")
        active = await active_text(imprint)
    assert "kpmg" not in active
    assert "leeds" in active


async def test_forgetting_an_inheritance_erases_the_sum_left(
    store_url: str, clock: FakeClock
) -> None:
    active = await active_after_change(
        store_url,
        clock,
        "my uncle died in march and left me about 25k. i bank with monzo",
        "rather you didnt hang on to the inheritance stuff",
    )
    assert "25k" not in active


async def test_forgetting_the_salary_in_portuguese_erases_what_is_earned(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "ganho 6.200 liquido por mes. moro em natal com meu cachorro", "Oi")
        await say_later(imprint, clock, "apaga aquilo do meu sal\u00e1rio, por favor", agent="Oi")
        active = await active_text(imprint)
    assert "6.200" not in active
    assert "natal" in active


@pytest.mark.parametrize(
    ("reply", "agent", "home"),
    [
        ("mi mujer se llama lucia y vivimos en granada", "Hola", "granada"),
        ("meine freundin hei\u00dft mara und wir wohnen in ulm", "Hallo", "ulm"),
        ("ma femme s'appelle ines et on habite \u00e0 nantes", "Salut", "nantes"),
        ("minha esposa se chama rita e moramos em natal", "Oi", "natal"),
        ("mia moglie si chiama sara e abitiamo a pavia", "Ciao", "pavia"),
    ],
)
def test_a_home_said_for_two_is_kept_apart_from_the_partner(
    reply: str, agent: str, home: str
) -> None:
    contents = [s.content for s in understand(reply, agent).statements]
    homes = [c for c in contents if home in c]
    assert homes
    assert all(c.lower().count(" ") <= 4 for c in homes), contents


async def test_a_move_said_for_two_replaces_the_home(store_url: str, clock: FakeClock) -> None:
    await assert_replaced(
        store_url,
        clock,
        "vivimos en zaragoza con los ni\u00f1os",
        "nos mudamos a valencia el mes pasado, me ayudas con el empadronamiento?",
        "zaragoza",
        "valencia",
    )


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("pues vuelvo a comer pescado desde el verano, me pasas una receta?", "Hola"),
        ("voltei a comer carne faz umas semanas, tem alguma receita?", "Oi"),
        ("ho ricominciato a mangiare carne da poco, mi dai una ricetta?", "Ciao"),
        ("je mange de nouveau de la viande depuis un mois, une id\u00e9e de recette ?", "Salut"),
        ("ich esse seit dem urlaub wieder fisch, hast du ein rezept?", "Hallo"),
    ],
)
def test_eating_meat_or_fish_again_is_a_diet(reply: str, agent: str) -> None:
    assert any(s.subject == "diet" for s in understand(reply, agent).statements)


async def test_eating_meat_again_in_french_replaces_a_vegan_diet(
    store_url: str, clock: FakeClock
) -> None:
    await assert_replaced(
        store_url,
        clock,
        "je suis vegane depuis deux ans",
        "je mange de nouveau de la viande depuis un mois, une id\u00e9e de recette ?",
        "vegane",
        "viande",
    )


async def test_a_job_at_a_saints_hospital_replaces_the_old_employer(
    store_url: str, clock: FakeClock
) -> None:
    await assert_replaced(
        store_url,
        clock,
        "i'm a porter at Kingsway Hospital",
        "started at st lukes on monday, any tips for night shifts?",
        "Kingsway",
        "st lukes",
    )


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("moved my whole vault to obsidian", "notes_app"),
        ("my lecture notes live in logseq", "notes_app"),
        ("i sell prints on etsy", "shop_platform"),
        ("the shop is on squarespace now", "shop_platform"),
        ("je suis chez Boursorama", "bank"),
        ("mi internet de izzi se cae", "broadband"),
    ],
)
def test_new_subjects(text: str, subject: str) -> None:
    assert subject_of(text) == subject


async def test_a_tool_left_whole_is_replaced(store_url: str, clock: FakeClock) -> None:
    await assert_replaced(
        store_url,
        clock,
        "all our wireframes are in sketch, any tips for handoff?",
        "finally imported it all into figma and cancelled the old subscription. how do "
        "components work?",
        "sketch",
        "figma",
    )


async def test_a_heat_pump_that_went_in_replaces_the_boiler(
    store_url: str, clock: FakeClock
) -> None:
    await assert_replaced(
        store_url,
        clock,
        "we heat the house with an old oil boiler",
        "the air source heat pump went in on tuesday, how should i set the curve?",
        "oil boiler",
        "heat pump",
    )


def test_a_heat_pump_only_thought_of_is_no_change() -> None:
    assert not understand("if the heat pump went in we could save loads", "Hi").statements


async def test_switching_provider_in_spanish_replaces_the_old_one(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "mi internet de izzi se cae cada noche, que hago?", "Hola")
        await say_later(
            imprint, clock, "ya me cambi\u00e9 a totalplay, vinieron el lunes", agent="Hola"
        )
        active = await active_text(imprint)
    assert "izzi" not in active
    assert "totalplay" in active


@pytest.mark.parametrize(
    ("reply", "agent", "kept"),
    [
        (
            "je mange sans sel pour ma tension. garde \u00e7a en t\u00eate pour toutes les "
            "recettes",
            "Salut",
            "sans sel",
        ),
        (
            "schreib die pl\u00e4ne mit kilometerangaben. das gilt f\u00fcr alle "
            "trainingspl\u00e4ne",
            "Hallo",
            "kilometer",
        ),
        (
            "niente piatti piccanti, solo cucina di casa. vale sempre, anche in viaggio",
            "Ciao",
            "piccanti",
        ),
        (
            "me gustan las rutas sin coche, en bici. eso vale para todos los viajes",
            "Hola",
            "bici",
        ),
    ],
)
def test_a_foreign_clause_that_points_back_makes_a_rule(reply: str, agent: str, kept: str) -> None:
    statements = understand(reply, agent).statements
    assert any(s.type is MemoryType.RULE and kept in s.content for s in statements), statements


@pytest.mark.parametrize(
    ("reply", "kept", "lasting"),
    [
        ("i only eat halal. keep that in mind for all my recipes", "halal", "every time"),
        (
            "vegetarian places only please. keep all restaurant suggestions to that",
            "vegetarian",
            "restaurant suggestions",
        ),
    ],
)
def test_an_english_pointer_makes_the_wish_before_it_last(
    reply: str, kept: str, lasting: str
) -> None:
    contents = [s.content for s in understand(reply, "Sure.").statements]
    assert any(kept in c.lower() and lasting in c for c in contents), contents


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("no quiero que guardes lo de la deuda con mi tio", "deuda"),
        ("le proc\u00e8s, tu peux l'oublier stp", "proc\u00e8s"),
        ("la terapia preferisco che non la tieni in memoria", "terapia"),
        ("esquece a parte do cartao, por favor", "cartao"),
        ("ich will nicht, dass du das mit meiner k\u00fcndigung speicherst", "k\u00fcndigung"),
        ("je ne veux pas que tu gardes l'histoire de mon proc\u00e8s", "proc\u00e8s"),
        ("n\u00e3o quero que voc\u00ea guarde isso da minha cirurgia", "cirurgia"),
        ("non voglio che salvi la storia del mio licenziamento", "licenziamento"),
    ],
)
def test_a_wish_not_to_keep_in_other_languages(reply: str, target: str) -> None:
    terms = _terms(reply)
    assert any(target in t for t in terms), terms
    assert all(len(t) <= 2 for t in terms), terms


@pytest.mark.parametrize(
    ("reply", "agent", "gone"),
    [
        ("el corsa se lo he vendido a mi vecino, ahora voy en bici", "Hola", "corsa"),
        ("bon, je l\u00e2che le yoga, je fais du pilates maintenant", "Salut", "yoga"),
        ("agora vou na dra. camila, o silva se aposentou", "Oi", "silva"),
        ("rocky muri\u00f3 en verano, ahora tenemos una gata", "Hola", "rocky"),
        ("c'est le dr haddad maintenant, morel a pris sa retraite", "Salut", "morel"),
        (
            "la dottoressa bianchi \u00e8 andata in pensione, ora ho il dottor neri",
            "Ciao",
            "bianchi",
        ),
        ("frau weber ist jetzt in rente, ich gehe zu dr. yilmaz", "Hallo", "weber"),
    ],
)
def test_what_is_given_away_dropped_or_gone_is_retired(reply: str, agent: str, gone: str) -> None:
    assert gone in understand(reply, agent).retired


async def test_a_title_is_no_sentence_end_when_a_retired_name_is_cut(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "meu dentista \u00e9 o dr. paulo", "Oi")
        await say_later(
            imprint, clock, "agora vou na dra. camila, o paulo se aposentou", agent="Oi"
        )
        active = await active_text(imprint)
    assert "dentista \u00e9 o dr" not in active
    assert "camila" in active


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("i do my taxes with turbotax", "tax_software"),
        ("this year im using freetaxusa", "tax_software"),
        ("the business account is with starling now", "bank"),
    ],
)
def test_more_subjects(text: str, subject: str) -> None:
    assert subject_of(text) == subject


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        (
            "on a achet\u00e9 une long\u00e8re dans le morbihan, chauffage au fioul et pas "
            "d'isolation. c'est quoi les aides ?",
            "fioul",
        ),
        (
            "je passe le TOEIC en juin et je gal\u00e8re sur le listening, tu peux m'aider ?",
            "TOEIC",
        ),
    ],
)
def test_a_home_bought_and_an_exam_sat_in_french(reply: str, kept: str) -> None:
    assert any(kept in s.content for s in understand(reply, "Salut").statements)


def test_a_german_ordinal_in_lower_case_ends_no_sentence() -> None:
    sentences = segment("wohne in bremen im 4. stock, hab nen balkon mit kr\u00e4utern").sentences
    assert len(sentences) == 1


@pytest.mark.parametrize(
    ("reply", "agent", "kept"),
    [
        ("hab nen garten mit \u00e4pfeln und birnen, was pflanz ich im herbst?", "Hallo", "garten"),
        (
            "oi! to aprendendo kotlin pra fazer um app de treino. tranquei a faculdade esse "
            "semestre. por onde come\u00e7o?",
            "Oi",
            "faculdade",
        ),
    ],
)
def test_chat_forms_with_the_pronoun_dropped(reply: str, agent: str, kept: str) -> None:
    assert any(kept in s.content for s in understand(reply, agent).statements)


async def test_a_supplier_whose_name_holds_a_spelling_word(
    store_url: str, clock: FakeClock
) -> None:
    await assert_replaced(
        store_url,
        clock,
        "we're on the octopus tracker tariff at home",
        "we moved to british gas fixed last month, is it worth getting solar?",
        "octopus",
        "british gas",
    )


@pytest.mark.parametrize(
    ("reply", "employer"),
    [
        ("my new manager at kpmg wants a report every friday, can you draft one", "kpmg"),
        ("my new boss at Halden keeps asking for updates", "Halden"),
        ("my new team lead at Monzo said i should learn go", "Monzo"),
    ],
)
def test_a_new_colleague_somewhere_names_the_employer(reply: str, employer: str) -> None:
    statements = understand(reply, "Hi").statements
    assert any(s.subject == "employer" and employer in s.content for s in statements), statements


def test_a_new_team_at_work_names_no_employer() -> None:
    statements = understand("our new team at work is great", "Hi").statements
    assert all(s.subject != "employer" for s in statements)


@pytest.mark.parametrize(
    ("before", "after", "old", "new"),
    [
        (
            "my cat mochi eats purina one dry food",
            "the vet put mochi on hills k/d for her kidneys, how much a day?",
            "purina",
            "k/d",
        ),
        (
            "mon chien mange des croquettes ultima, j'habite \u00e0 nantes",
            "la v\u00e9to l'a mis aux croquettes royal canin, combien par jour ?",
            "ultima",
            "royal canin",
        ),
        (
            "unser hund frisst trockenfutter von wolfsblut, wir wohnen in kiel",
            "die tier\u00e4rztin hat ihn auf royal canin renal umgestellt, wie viel am tag?",
            "wolfsblut",
            "royal canin",
        ),
        (
            "mi perro toby come pienso acana desde cachorro, y vivo en sevilla",
            "el veterinario le ha cambiado a royal canin gastro, cuanto le doy?",
            "acana",
            "royal canin",
        ),
    ],
)
async def test_a_pets_food_moved_by_the_vet_replaces_the_old_one(
    store_url: str, clock: FakeClock, before: str, after: str, old: str, new: str
) -> None:
    await assert_replaced(store_url, clock, before, after, old, new)


async def test_only_table_tennis_now_replaces_handball(store_url: str, clock: FakeClock) -> None:
    await assert_replaced(
        store_url,
        clock,
        "ich spiele handball im verein, zweimal die woche",
        "seit meiner knie-op spiele ich nur noch tischtennis, wie trainiere ich das?",
        "handball",
        "tischtennis",
    )


async def test_the_users_new_sport_leaves_a_childs_alone(store_url: str, clock: FakeClock) -> None:
    active = await active_after_change(
        store_url,
        clock,
        "my daughter plays netball on saturdays",
        "i've started playing padel with my husband, racket tips?",
    )
    assert "netball" in active
    assert "padel" in active


async def test_settling_somewhere_in_french_replaces_the_home(
    store_url: str, clock: FakeClock
) -> None:
    await assert_replaced(
        store_url,
        clock,
        "je vis seule \u00e0 rennes depuis trois ans",
        "je me suis install\u00e9e avec mon copain \u00e0 brest, tu m'aides pour le "
        "d\u00e9m\u00e9nagement ?",
        "rennes",
        "brest",
    )


@pytest.mark.parametrize(
    "reply",
    [
        "what i really need every time is the page numbers, u left those out",
        "you left the dates out, can you add them",
    ],
)
def test_the_agent_leaving_something_out_retires_nothing(reply: str) -> None:
    assert understand(reply, "Here you go.").retired == ()


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("what i DO need every time is the wiring diagram, you skipped it", "wiring diagram"),
        ("i need the sources in every answer", "sources"),
    ],
)
def test_what_the_user_needs_each_time_is_a_rule(reply: str, kept: str) -> None:
    statements = understand(reply, "Here you go.").statements
    assert any(s.type is MemoryType.RULE and kept in s.content for s in statements), statements


def test_needing_help_each_time_is_no_rule_of_content() -> None:
    statements = understand("i need help with this every time, sorry", "Sure.").statements
    assert not any("help with this" in s.content for s in statements)


async def test_a_band_renamed_in_lower_case_replaces_its_name(
    store_url: str, clock: FakeClock
) -> None:
    await assert_replaced(
        store_url,
        clock,
        "my band is called the velvet drips, we play pubs in leeds",
        "we've renamed the band to night harbour, can you write a new bio?",
        "velvet drips",
        "night harbour",
    )


async def test_a_new_email_suite_replaces_the_old_one(store_url: str, clock: FakeClock) -> None:
    await assert_replaced(
        store_url,
        clock,
        "we use google workspace for email at the office",
        "we're on microsoft 365 now after the merger, how do shared mailboxes work?",
        "google workspace",
        "365",
    )


async def test_a_childs_new_activity_in_german_replaces_the_old_one(
    store_url: str, clock: FakeClock
) -> None:
    await assert_replaced(
        store_url,
        clock,
        "meine tochter lina geht dienstags zum turnen",
        "lina geht freitags jetzt zum judo, was braucht sie da?",
        "turnen",
        "judo",
    )


def test_a_new_way_of_naming_them_stays_beside_the_forget_request() -> None:
    reading = understand(
        "I'd rather you didn't remember my kids' names at all. Just call them kid 1 and kid 2 "
        "from now on.",
        "Here's the chart with Ines and Tomas at the top.",
    )
    assert reading.forget is not None
    assert any("kid 1" in s.content for s in reading.statements)


def test_a_rule_that_says_the_forgotten_word_goes_with_it() -> None:
    reading = understand("forget my salary and never mention my salary again", "Noted.")
    assert not any("salary" in s.content for s in reading.statements)


@pytest.mark.parametrize(
    ("agent", "reply"),
    [
        (
            "Qual erro aparece no log?",
            'olha:\nFATAL: password authentication failed for user "app"\nalguma ideia?',
        ),
        ("\u00bfQu\u00e9 error te sale?", "mira:\nTypeError: x is undefined\nalguna idea?"),
    ],
)
def test_a_word_pointing_at_a_paste_answers_nothing(agent: str, reply: str) -> None:
    assert not understand(reply, agent).statements


def test_thinking_it_over_in_portuguese_chat_is_no_fact() -> None:
    reply = "talvez... ainda n\u00e3o sei se vou prestar esse ano. to pensando"
    assert not understand(reply, "Vai prestar o vestibular?").statements


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("Minha chefe? Ela se aposentou m\u00eas passado", "Oi"),
        ("Meu pai, ele morreu em 2019", "Oi"),
        ("Sie ist jetzt in Rente", "Hallo"),
        ("El domingo lo pas\u00e9 con mi familia", "Hola"),
        ("el examen lo pas\u00e9 por fin", "Hola"),
    ],
)
def test_a_pronoun_or_a_day_spent_retires_nothing(reply: str, agent: str) -> None:
    assert understand(reply, agent).retired == ()


@pytest.mark.parametrize(
    ("reply", "agent"),
    [
        ("Non lo ricordi? Te l'ho detto ieri", "Ciao"),
        ("Non la ricordi la mia amica Giulia?", "Ciao"),
        ("Die alten Schuhe? Ich behalte die nicht, ich wohne jetzt in K\u00f6ln.", "Hallo"),
        ("id rather you didnt keep the dog waiting", "Hi"),
        ("I'd rather you didn't keep the tone so formal.", "Hi"),
        ("I want a set it and forget it backup setup for my NAS", "Hi"),
    ],
)
def test_questions_ways_and_idioms_are_no_forget_requests(reply: str, agent: str) -> None:
    assert understand(reply, agent).forget is None


def test_french_ma_is_no_but() -> None:
    reading = understand("Oublie ma note sur le dentiste", "Salut")
    assert reading.forget is not None
    assert ("note", "dentiste") in reading.forget.terms


@pytest.mark.parametrize(
    ("content", "word"),
    [
        ("The user works as a real estate agent.", "inheritance"),
        ("The user's wife left her job at Tesco.", "inheritance"),
        ("Prendo il treno delle 8 ogni mattina.", "stipendio"),
        ("Va al gimnasio 3 veces al mes.", "sueldo"),
    ],
)
def test_a_topic_word_names_no_unrelated_memory(content: str, word: str) -> None:
    assert not names_topic(content, word)


def test_a_word_ending_like_a_title_still_ends_a_sentence() -> None:
    rest = forget_rest("The user is a data analyst. The user earns 50k a year.", (("salary",),))
    assert rest is not None
    assert "analyst" in rest[0]


@pytest.mark.parametrize(
    "reply",
    [
        "my new team at least seems friendly",
        "I renamed the file to final.",
        "the laptop charger is in my bag",
    ],
)
def test_no_new_employer_name_or_appliance(reply: str) -> None:
    subjects = {s.subject for s in understand(reply, "Hi").statements}
    assert not subjects & {"employer", "group_name", "computer"}


def test_a_fact_before_a_clause_that_says_it_holds_stays_a_fact() -> None:
    statements = understand("Ich wohne in Berlin. Das gilt immer noch.", "Hallo").statements
    assert any(s.subject == "city" and "Berlin" in s.content for s in statements)


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Trabajo desde casa y pienso mudarme a Valencia", "Mi perra ahora come pienso Acana."),
        ("The user hates butternut squash", "I started playing padel on Thursdays."),
    ],
)
def test_a_word_of_two_meanings_links_no_memories(before: str, after: str) -> None:
    assert not subjects_in(before) or not set(subjects_in(before)) & set(subjects_in(after))
