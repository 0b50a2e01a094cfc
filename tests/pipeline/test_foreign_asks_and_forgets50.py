"""Facts said before an ask in other languages, forget requests said sideways, what is made.

"lunedi e il mio primo giorno da Luxor" is a new workplace; "agora q to morando sozinha em
recife preciso ..." a new home said before the ask; "la festa di mia figlia Giulia" names
the child even inside an ask; "un bar de ruzafa (valencia)" keeps the town in brackets.
"the nimbus thing, treat it like i never said it", "i'd rather you didn't know which school
they go to" and "wipe anything about him" (after "radu left ..., lawyers involved") are
forget requests. "writing a rust cli for ..." keeps what the user is making (round 50).
"""

from __future__ import annotations

import pytest

from imprint.pipeline.forget import forget_request
from imprint.pipeline.forget_pointers import person_named_before
from imprint.pipeline.forget_rest import forget_rest
from imprint.pipeline.learned_gate import clauses, foreign_clauses
from imprint.pipeline.segment import segment
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.understand import understand
from imprint.testing import FakeClock
from tests.conversation import active_text, assert_replaced, make, say, say_later


def _contents(reply: str, agent: str = "Hi") -> list[str]:
    return [s.content for s in understand(reply, agent).statements]


@pytest.mark.parametrize(
    ("reply", "agent", "place"),
    [
        ("domani \u00e8 il mio primo giorno da Brera Studio, che mi metto?", "Ciao", "Brera"),
        ("el lunes es mi primer dia en Mercadona, algun consejo?", "Hola", "Mercadona"),
        ("segunda e meu primeiro dia na Natura, to nervosa", "Oi", "Natura"),
        ("montag ist mein erster tag bei Otto, was zieh ich an?", "Hallo", "Otto"),
        ("demain c'est mon premier jour chez Decathlon, des conseils ?", "Salut", "Decathlon"),
    ],
)
def test_a_first_day_at_a_workplace_in_other_languages(reply: str, agent: str, place: str) -> None:
    statements = understand(reply, agent).statements
    assert any(place in s.content for s in statements), statements


async def test_a_first_day_somewhere_new_replaces_the_old_employer(
    store_url: str, clock: FakeClock
) -> None:
    await assert_replaced(
        store_url,
        clock,
        "lavoro come commessa da Coin a Torino, mi aiuti con il cv?",
        "luned\u00ec \u00e8 il mio primo giorno da Zara, mi prepari una presentazione?",
        "Coin",
        "Zara",
    )


@pytest.mark.parametrize(
    ("reply", "agent", "kept"),
    [
        (
            "depuis que je bosse chez Thales j'ai une heure de train, tu me conseilles des "
            "livres pour le trajet du matin ?",
            "Salut",
            "Thales",
        ),
        (
            "desde que trabajo en el puerto salgo a las seis, que desayuno rapido me "
            "recomiendas para llevar?",
            "Hola",
            "puerto",
        ),
    ],
)
def test_a_statement_before_a_question_of_up_to_ten_words(
    reply: str, agent: str, kept: str
) -> None:
    assert any(kept in c for c in _contents(reply, agent))


@pytest.mark.parametrize(
    ("reply", "agent", "kept", "alone"),
    [
        (
            "gente, agora q to morando sozinha em recife preciso de dicas de mercado",
            "Oi",
            "recife",
            "Gente.",
        ),
        (
            "allo, chu \u00e9lectricien \u00e0 mon compte \u00e0 l\u00e9vis pis j'ai besoin "
            "d'aide pour une facture",
            "Salut",
            "\u00e9lectricien",
            "Allo.",
        ),
    ],
)
def test_a_word_of_address_before_the_fact_is_not_the_fact(
    reply: str, agent: str, kept: str, alone: str
) -> None:
    contents = _contents(reply, agent)
    assert any(kept in c for c in contents), contents
    assert alone not in contents


@pytest.mark.parametrize(
    ("reply", "agent", "name"),
    [
        ("preciso comprar um presente pra minha filha Luana", "Oi", "Luana"),
        ("devo organizzare la festa di mio figlio Matteo, idee?", "Ciao", "Matteo"),
        ("tengo que preparar la mochila de mi hijo Pablo", "Hola", "Pablo"),
    ],
)
def test_a_named_child_inside_an_ask_in_other_languages(reply: str, agent: str, name: str) -> None:
    assert any(name in c for c in _contents(reply, agent))


def test_a_short_bracket_at_a_clause_end_stays_with_its_clause() -> None:
    pieces = foreign_clauses("trabajo en una tienda de gracia (barcelona), cobro poco")
    assert any("(barcelona)" in piece for piece in pieces), pieces


@pytest.mark.parametrize(
    "sentence",
    [
        "mi perro (es un galgo rescatado de una protectora en huelva) odia la aspiradora",
        "mi jefa Ana (la duena) quiere el informe en pdf",
    ],
)
def test_a_long_bracket_or_one_inside_a_clause_is_apart(sentence: str) -> None:
    assert not any("(" in piece for piece in foreign_clauses(sentence))


def test_english_clauses_still_split_at_brackets() -> None:
    pieces = clauses("my eyes are bad (cataracts), so please always use numbered steps")
    assert not any("(" in piece for piece in pieces), pieces


@pytest.mark.parametrize(
    "text",
    [
        "Moro com meu pai em Belo Horizonte.",
        "Agora to morando sozinho em Curitiba.",
        "Vivo con mi hermana en Bilbao.",
    ],
)
def test_a_home_said_with_whom_or_alone_is_the_city(text: str) -> None:
    assert subject_of(text) == "city"


@pytest.mark.parametrize(
    ("reply", "agent", "kept"),
    [
        ("seit wir auf gitlab umgestiegen sind geht nix mehr. hilfst du mir?", "Hallo", "gitlab"),
        ("ahora llevo un clio de segunda mano, cada cuanto cambio el aceite?", "Hola", "clio"),
    ],
)
def test_what_the_user_switched_to_or_drives_now(reply: str, agent: str, kept: str) -> None:
    assert any(kept in c for c in _contents(reply, agent))


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("the merger thing, treat it like i never said it. can you plan my week", "merger"),
        ("also i'd rather you didn't know which clinic i go to", "clinic"),
    ],
)
def test_a_forget_said_as_a_wish_not_to_know(reply: str, target: str) -> None:
    request, _ = forget_request(segment(reply).sentences, "en")
    assert request is not None
    assert (target,) in request.terms, request


def test_him_after_a_circumstance_is_the_one_who_acted() -> None:
    assert person_named_before("ok so jonah quit last week, tempers flared. ") == ("jonah",)


async def test_forgetting_him_erases_what_was_said_of_him(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "my business partner Anselm does the books, he lives in Graz")
        await say_later(
            imprint,
            clock,
            "anselm walked out on the company, accountants involved. please delete "
            "anything you know about him",
        )
        active = await active_text(imprint)
    assert "Anselm" not in active
    assert "Graz" not in active


@pytest.mark.parametrize(
    ("reply", "made"),
    [
        ("writing a python lib for parsing gpx files, tips on packaging?", "python lib"),
        ("building an app for my climbing club in flutter", "app for"),
        ("making a card game about mushrooms with my kids", "card game"),
    ],
)
def test_what_the_user_is_making_with_the_i_dropped(reply: str, made: str) -> None:
    assert any(made in c and c.startswith("The user is") for c in _contents(reply))


def test_making_a_meal_is_no_project() -> None:
    assert not any("making" in c for c in _contents("making a curry for my in-laws tonight"))


async def test_a_partial_forget_keeps_what_the_user_is_making(
    store_url: str, clock: FakeClock
) -> None:
    async with make(store_url, clock) as imprint:
        await say(
            imprint,
            "writing a go cli for renaming photos. it's for my portfolio since im "
            "taking my landlord to court over the deposit",
        )
        await say_later(imprint, clock, "it settled, so forget the court thing please")
        active = await active_text(imprint)
    assert "go cli" in active
    assert "court" not in active


async def test_a_date_moved_by_it_retires_the_old_date(store_url: str, clock: FakeClock) -> None:
    async with make(store_url, clock) as imprint:
        await say(imprint, "planning the launch, hard deadline is march 3 and we have 2 devs")
        await say_later(
            imprint, clock, "yes, the board pushed it to april 14 because of the audit. replan"
        )
        active = await active_text(imprint)
    assert "april 14" in active
    assert "march 3" not in active


@pytest.mark.parametrize(
    "reply",
    [
        "la doctora me subio el enalapril a 20 el lunes, lo tomo igual?",
        "el medico me bajo la metformina a 500, que noto?",
    ],
)
def test_a_dose_moved_in_the_spanish_past_tense_without_its_accent(reply: str) -> None:
    assert _contents(reply, "Hola"), reply


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("we lost biscuit on sunday :( please forget about him, it hurts", "biscuit"),
        ("we had to put down luna last month. can you forget about her", "luna"),
    ],
)
def test_forgetting_one_the_user_lost(reply: str, target: str) -> None:
    request, _ = forget_request(segment(reply).sentences, "en")
    assert request is not None
    assert (target,) in request.terms, request


def test_a_loss_of_no_one_names_no_one() -> None:
    request, _ = forget_request(segment("we lost the match. forget about her").sentences, "en")
    assert request is None or ("match",) not in request.terms


@pytest.mark.parametrize(
    ("reply", "target"),
    [
        ("remove the mortgage figure, that's private", "mortgage"),
        ("keep the choir stuff but lose the debt info", "debt"),
    ],
)
def test_a_figure_or_an_info_to_lose_named_by_what_it_is(reply: str, target: str) -> None:
    request, _ = forget_request(segment(reply).sentences, "en")
    assert request is not None
    assert any(target in term for term in request.terms), request


def test_removing_a_figure_from_a_slide_is_an_edit() -> None:
    request, _ = forget_request(segment("remove the revenue figure from slide 3").sentences, "en")
    assert request is None


@pytest.mark.parametrize(
    ("reply", "agent", "kept"),
    [
        ("desde que me mude a sevilla no paro, me ayudas con un horario?", "Hola", "sevilla"),
        ("desde que mudei pra natal vou de bike pro trabalho, dicas?", "Oi", "natal"),
        ("da quando mi sono trasferita a torino vado in bici, consigli?", "Ciao", "torino"),
        ("seit dem umzug nach kiel fahre ich mit dem rad, tipps?", "Hallo", "kiel"),
        ("ich esse jetzt wieder fleisch, rezept fuer gulasch?", "Hallo", "fleisch"),
    ],
)
def test_how_things_stand_since_a_move_said_before_an_ask(
    reply: str, agent: str, kept: str
) -> None:
    assert any(kept in c.lower() for c in _contents(reply, agent))


async def test_a_move_said_since_in_german_replaces_the_old_town(
    store_url: str, clock: FakeClock
) -> None:
    await assert_replaced(
        store_url,
        clock,
        "ich wohne in Bremen und suche einen Laufverein",
        "seit dem umzug nach Kiel fahre ich mit dem rad zur arbeit, tipps?",
        "Bremen",
        "Kiel",
    )


def test_a_sum_after_a_forgotten_clause_goes_with_it() -> None:
    kept = forget_rest(
        "Ich habe schulden bei der bank, etwa 5000 euro, und ich arbeite bei Aldi.",
        [("schulden",)],
    )
    assert kept is not None
    assert "5000" not in kept[0] and "Aldi" in kept[0], kept


@pytest.mark.parametrize(
    ("reply", "subject"),
    [
        ("my email's with fastmail now", "email_provider"),
        ("our broadband's with zen now", "broadband"),
    ],
)
def test_a_value_said_now_with_the_contraction_on_the_topic(reply: str, subject: str) -> None:
    statements = understand(reply, "Hi").statements
    assert any(s.subject == subject for s in statements), statements
