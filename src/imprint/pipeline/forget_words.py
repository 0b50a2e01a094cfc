"""The words of a forget request that name its thing: "the Kafka stuff" -> `kafka`.

An English request's thing is its words less the request's own and the words that name
no thing ("forget everything I told you about the Lisbon trip" -> `lisbon`, `trip`); a
request in another language keeps its distinctive words (names, numbers, long rare words,
the word after a possessive), and a Chinese, Japanese or Korean one the topic before its
particle.
"""

from __future__ import annotations

import re

from imprint.pipeline.forget_verbs import REQUEST
from imprint.pipeline.language import FUNCTION_WORDS, Language

__all__ = ["PRONOUN", "content_words", "foreign_words"]

_FILLER = frozenset(
    """
    what whatever everything anything all any of the a an that this those these it i you me my
    told said mentioned shared about regarding re stuff thing things bit part entirely completely
    please pls just from your memory memories anywhere ever again now also and or so too
    remember keep store save record retain mention bring up get rid forget delete erase remove
    wipe scrap purge drop scratch don't do not never stop want stored saved in on with for to
    i'm i've is was were are be been am us we our there here out info information whole
    everythin mind entire related history details detail story matter figure figures number numbers
    amount actually honestly really yeah yes ok okay hmm um well earlier before previously
    yesterday last time today either bits parts his hers their theirs its your file files
    got you've have has know preference preferences rule rules news setting settings habit
    nothing none ur u brain head profile database db records after later onwards hang hold
    carry around onto rather comfortable sitting etc etc. et cetera whatnot btw fyi tbh lol
    hey hi oh anyway ps dont doesnt didnt wont cant isnt wasnt arent shouldnt wouldnt couldnt
    im ive youre thats theres whats lets at one ones last where when who whom which how why
    whether much many often but between ourselves can could would will should might may shall
    saga drama business situation episode affair mess palaver clear anyone anybody someone notes
    note sitting ya yeh other ago ages both individually separately specifically personally
    request requests chat chats conversation conversations first something holding
    everyone nobody week weeks month months tho though haha
    """.split()
)
PRONOUN = re.compile(r"\b(?:her|him|them|she|he)\b", re.IGNORECASE)
"""A pronoun for a person: what a request points with ("delete everything about her")."""
_WORDS = re.compile(r"[^\W\d_][\w'.-]*|\d+\w*")
_CJK_TOPIC = re.compile(
    r"([\u3040-\u30ff\u3400-\u9fff\uac00-\ud7afA-Za-z0-9]{2,8}?)(?:\u90a3\u4ef6\u4e8b|\u7684\u4e8b"
    r"|\u90a3\u4e2a|\u306e\u8a71|\u306e\u3053\u3068|\u306f|\s*\uc598\uae30|\s*\uc774\uc57c\uae30|\uc758\s*\uac74"
    r"|\ub294|\uc740|\ub97c|\uc744)"
)
_CJK_FILLER = re.compile(
    r"\u4e0d\u8981|\u522b|\u8bf7|\u628a|\u7684|\u4e8b|\u90a3\u4e2a|\u8fd9\u4e2a|\u5168\u90e8"
    r"|\u306e\u3053\u3068|\u306f|\u3092|\u3066|\u304f\u3060\u3055\u3044|\u305d\u308c|\u4e8b"
    r"|\uadf8\uac70|\uadf8\ub0e5|\uc8fc\uc138\uc694|\uc5b4|\uc918\uc694|\uc598\uae30\ub294|\uc598\uae30"
    r"|\uae30\ub85d\uc5d0\uc11c|\ub294|\uc740|\ub97c|\uc744"
)
_FOREIGN_FILLER = frozenset(
    """
    todo toda todos eso esto esa ese porfa favor nada sobre tema alles bitte wieder das dazu
    mehr nicht hier haben will weisst tout tous toute \u00e7a cela stp svp direct jamais isso
    tudo nada sobre pode prefiro tutta tutto storia pure proprio questa quella cosa nome
    bien general prefiero quiero porfa entonces gespeichert \u00fcberhaupt eigentlich
    j'ai chang\u00e9 d'avis faut stocker vraiment apagar deixar registrado quero salvo
    lascia stare appunto ecco cancellalo ricordare salvare memorizzare
    puedes podr\u00edas podrias pod\u00e9s podes olvidar borrar eliminar peux pouvez pourrais
    pourriez oublier effacer supprimer podes poderia podia consegue esquecer deletar remover
    excluir kannst k\u00f6nntest koenntest k\u00f6nnen koennen vergessen hist\u00f3ria historia
    histoire storia assunto coisa cosa chose affaire sujet sache thema geschichte
    irgendwo rumliegt herumliegt rumliegen liegt aufheben behalten merken notieren speichern
    ganze ganzen gesamte komplett vollst\u00e4ndig v\u00f6llig completamente compl\u00e8tement
    totalmente enti\u00e8rement guardado guardada ning\u00fan ningun sitio parte cu\u00e1nto cuanto
    cu\u00e1nta cuanta quanto quanta combien wie viel nessuna nessuno nessun resti resta
    restare voglio vorrei perdere tomber raccontato detto dit racont\u00e9 dicho cont\u00e9 contado
    falei disse raconte conte erzahlt contei falado mencionado mencionei mentionne
    mentionn\u00e9 menzionato gesagt erz\u00e4hlt erzaehlt tenerla tenerlo tenerle tenerli
    conservarla tenertela tenertelo tenertele tenerteli pr\u00e9f\u00e8re
    pr\u00e9f\u00e9rerais preferirei
    preferisco prefiro lieber gardes tengas guardes recuerdes anotes apuntes registres
    almacenes tieni tenga salvi memorizzi ricordi memoria mem\u00f3ria m\u00e9moire ged\u00e4chtnis
    speicherst abspeicherst merkst beh\u00e4ltst notierst aufschreibst retiennes guarde grave
    garder retenir noter enregistrer guardar recordar anotar registrar tenere conservare gravar
    """.split()
)
_THING_OF = re.compile(
    r"\b(?:hist\u00f3ria|historia|histoire|storia|assunto|tema|coisa|cosa|chose|affaire|sujet|parte"
    r"|partie|teil"
    r"|sache|thema|geschichte|lo|das|quello|quella"
    # "quello che ti ho detto sul lavoro da dj": what was said, and what about
    r"|detto|dit|dicho|contado|falado|falei|disse|gesagt|erz\u00e4hlt|erzaehlt)\s+"
    # "das ganze mit Svenja", "todo el tema de", "toute l'histoire avec": a whole said between
    r"(?:(?:ganze|ganzen|gesamte|komplette)\s+)?(?:(?:de|da|do|das|dos|del|du|des|della"
    r"|dello|delle|dei|di|mit|von|\u00fcber|ueber|sur|sobre|su|sul|sulla|sullo|sui|sugli|com|con"
    r"|avec)\s+)"
    r"(?:l'\s*|(?:la|las|los|le|el|les|o|a|os|as|the|dem|der|den|die|il|lo|gli|i|meu|minha|meus"
    r"|minhas|mi|mis|mon|ma|mes|mein|meine|meinem|meiner|meinen|mio|mia|miei|mie)\s+)?(?P<thing>[^\W\d_][\w'-]{2,})"
    # "il lavoro da dj", "o trabalho de motorista": the kind named after the thing
    r"(?:\s+(?:da|de|di)\s+(?P<kind>[^\W\d_][\w'-]{1,})\b)?",
    re.IGNORECASE,
)
"""What a request's story or matter is of ("essa hist\u00f3ria da festa", "lo de la boda", "das
mit dem Umzug"): the thing to forget, however short its word."""
_LISTED = re.compile(r"\s+(?:e|y|et|und|ed|sowie)\s+", re.IGNORECASE)
"""Where a request's list of things goes on to the next ("do trabalho e do sal\u00e1rio")."""
_HOW_MUCH = re.compile(
    r"\b(?:quanto|quanta|cu\u00e1nto|cuanto|cu\u00e1nta|cuanta|combien|wie\s*viel)\s+(?:que\s+)?"
    r"(?:je\s+|j'|ich\s+|io\s+|yo\s+|eu\s+|me\s+|mi\s+|m'|mir\s+)?(?P<verb>[^\W\d_]{4,})",
    re.IGNORECASE,
)
"""How much the user earns, pays or owes ("do quanto ganho", "combien je gagne"): the verb
is the thing, and a number said with it in the memory goes with it."""
_DEMONSTRATIVES = frozenset(
    "ese esa esos esas este esta estos estas esse essa esses essas ce cet cette ces dieser diese"
    " dieses diesen diesem questo questa questi queste quel quella"
    " \u044d\u0442\u043e\u0442 \u044d\u0442\u0443 \u044d\u0442\u0430 \u044d\u0442\u0438"
    " \u044d\u0442\u043e\u0433\u043e \u0442\u043e\u0442 \u0442\u0443".split()
)
_ARTICLES = frozenset("le la les el los las il lo gli o os as der die das den dem".split())
"""Articles, after which a noun names a thing however short ("le proc\u00e8s")."""
_ELIDED = re.compile(r"^(?:[ldjcsnmt]|qu|dell|all|dall|nell|sull)'", re.IGNORECASE)
_POSSESSIVES = frozenset(
    "mi mis mon ma mes mein meine meinen meiner meinem meines meu minha meus minhas mio mia miei"
    " mie"
    " \u043c\u043e\u0439 \u043c\u043e\u044f \u043c\u043e\u0451 \u043c\u043e\u0435"
    " \u043c\u043e\u0438 \u043c\u043e\u0435\u0433\u043e \u043c\u043e\u0435\u0439"
    " \u043c\u043e\u0438\u0445 \u043c\u043e\u0438\u043c \u043c\u043e\u044e"
    " \u043c\u043e\u0451\u043c \u043c\u043e\u0435\u043c \u043d\u0430\u0448"
    " \u043d\u0430\u0448\u0430 \u043d\u0430\u0448\u0435 \u043d\u0430\u0448\u0438"
    " \u043d\u0430\u0448\u0435\u0433\u043e \u043d\u0430\u0448\u0435\u0439"
    " \u043d\u0430\u0448\u0438\u0445".split()
)


def content_words(text: str) -> tuple[str, ...]:
    """The words of an English request's `text` that name its thing, four at most."""
    kept = []
    for word in _WORDS.findall(text):
        low = word.lower().removesuffix("'s").strip(".'-")
        if low.endswith(("n't", "'d", "'ll")):
            continue  # "rather it wasn't saved anywhere": a verb's contraction names nothing
        if low and low not in _FILLER and not PRONOUN.fullmatch(low) and len(low) > 1:
            kept.append(low)
    return tuple(kept[:4])


def foreign_things(text: str) -> tuple[str, ...]:
    """The matters a non-English sentence names by their story ("die sache mit den schulden")."""
    return tuple(
        dict.fromkeys(
            str(m.group("kind") or m.group("thing")).lower()
            for m in _THING_OF.finditer(text)
            if str(m.group("kind") or m.group("thing")).lower() not in _FOREIGN_FILLER
        )
    )


def foreign_listed(text: str, language: Language) -> tuple[tuple[str, ...], ...]:
    """Each thing a non-English request lists, alone; () when it names one thing or none.

    "apaga aquilo do meu trabalho e do quanto ganho" forgets the job and the pay: a memory
    saying only one of them is named too, and so is a clause of one holding both.
    """
    if language in ("zh", "ja", "ko"):
        return ()
    parts = [foreign_words(part, language) for part in _LISTED.split(text)]
    named = tuple(words for words in parts if words)
    return named if len(named) > 1 else ()


def foreign_words(text: str, language: Language) -> tuple[str, ...]:
    """Distinctive words of a non-English request: names, numbers and long rare words."""
    if language in ("zh", "ja", "ko"):
        topics = [
            m.group(1) for m in _CJK_TOPIC.finditer(text) if not _CJK_FILLER.fullmatch(m.group(1))
        ]
        return tuple(dict.fromkeys(t[-4:] for t in topics))[:2]
    common = FUNCTION_WORDS.get(language, frozenset()) | _FOREIGN_FILLER
    kept = [*foreign_things(text), *(m.group("verb").lower() for m in _HOW_MUCH.finditer(text))]
    owned = article = False
    for raw in _WORDS.findall(text):
        # "l'histoire", "dell'affitto": the elided article is no part of the word
        word = _ELIDED.sub("", raw.strip(".'-"))
        low = word.lower()
        # "mi perro", "mon ex": the word after a possessive is the thing the user owns; the
        # word after a demonstrative ("etot parol'", "ese coche") the thing pointed at.
        after_owner, owned = owned, low in _POSSESSIVES or low in _DEMONSTRATIVES
        # "le proc\u00e8s, tu peux l'oublier": a noun after an article, five letters or more
        after_article, article = article, low in _ARTICLES
        if not word or low in common or REQUEST[language].match(low):
            continue
        if (
            word[0].isupper()
            or word[0].isdigit()
            or len(word) >= 7
            or after_owner
            or (after_article and len(word) >= 5)
        ):
            kept.append(low)
    return tuple(dict.fromkeys(kept))[:3]
