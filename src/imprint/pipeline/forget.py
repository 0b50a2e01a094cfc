"""Forget requests: "forget what I said about tabs", "don't keep my address", "delete it".

A request names what to erase by its words ("the Kafka stuff" -> `kafka`), by a person
named earlier in the reply ("Saoirse and I broke up, forget everything about her" ->
`saoirse`), by the thing an earlier clause named ("don't keep my address, delete it" ->
`address`), or only by pointing ("forget that"): then the latest memories of the session
are meant. The request itself is never stored as a rule. "Forget it" and "never mind" on
their own are acknowledgements, and "don't forget to ..." is a direction, not a request.

Its shapes: an erasing verb ("wipe the stuff about the lawsuit"), a keeping verb negated
("I'd rather you didn't remember my address", "don't hang on to it"), setting aside what
was said ("never mind what I said about the cats"), a clause about the user naming an
attribute ("how much I make" -> pay, see `topics.clause_topics`), and a pointer at the
thing the clause before named ("my son's diagnosis is his business, please erase it").
A keeping verb that names no thing of the user's ("don't store passwords in plain text")
is a direction.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.forget_lists import listed_targets
from imprint.pipeline.forget_names import named_alone
from imprint.pipeline.forget_phrasings import (
    OtherRequest,
    may_ask,
    other_request,
    pointed_thing,
)
from imprint.pipeline.language import FUNCTION_WORDS, Language
from imprint.pipeline.topics import clause_topics, is_topic

__all__ = ["ForgetRequest", "forget_request", "requests_apart"]


@dataclass(frozen=True, slots=True, kw_only=True)
class ForgetRequest:
    """What the user asked to erase."""

    terms: tuple[tuple[str, ...], ...]
    """Each tuple is one target: a memory matches when it holds every word of it."""
    recent: bool = False
    """Only pointed at ("forget that"): the session's latest memories are meant."""
    remainder: tuple[str, ...] = ()
    """What the request's sentences go on to say after it ("oublie Slack : on est passes
    sur Mattermost"), to be read as ordinary sentences."""


_VERB_EN = (
    r"(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+|i\s+(?:want|need)\s+you\s+to\s+|just\s+)?"
    r"(?<!can't\s)(?<!cannot\s)(?<!won't\s)(?<!don't\s)"
    r"(?:(?:forget|scrap|scratch|drop)\b(?!\s+(?:to|it|about\s+it)\s*[.!]*$)"
    r"|(?:delete|erase|remove|wipe|purge)\b(?!\s+to\b))"
)
_NEGATED_EN = (
    r"(?:don'?t|do\s+not|never|stop|no\s+need\s+to|(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?not"
    r"|(?:i'?d|i\s+would)\s+(?:rather|prefer)\s+(?:if\s+)?(?:you|u)\s+(?:didn'?t|did\s+not|don'?t|not"
    r"|wouldn'?t|would\s+not)|i\s+don'?t\s+(?:want|need)\s+(?:you|u)\s+to)"
    r"\s+(?:you\s+)?(?:(?:keep\s+)?remember(?:ing)?|keep(?:ing)?(?:\s+(?:track|hold|a\s+record|a\s+note)\s+of)?"
    r"|stor(?:e|ing)|sav(?:e|ing)|record(?:ing)?|retain(?:ing)?|(?:hold|hang)(?:ing)?\s+on(?:\s+to|to)"
    r"|mention(?:ing)?|bring(?:ing)?\s+up|not(?:e|ing)\s+down|writ(?:e|ing)\s+down"
    r"|fil(?:e|ing)\s+away)\b"
)
_MOOT_EN = (
    r"(?:never\s*mind|disregard|ignore)\s+(?=(?:what|anything|everything|all|the\s+(?:bit|stuff|thing"
    r"|part|info|note)s?|about|that\s+(?:bit|stuff|thing|part)|my\s+\w+(?:\s+\w+)?\s+(?:stuff|bit|thing"
    r"|info))\b)"
)
""""never mind what I said about the cats", "disregard the bit about my knee": a request
only when it points at something said (a bare "never mind" is an acknowledgement)."""
_REQUEST: dict[Language, re.Pattern[str]] = {
    "en": re.compile(
        rf"(?:^|\b)(?:{_VERB_EN}|{_NEGATED_EN}|{_MOOT_EN}|take\s+(?:that|it|this)\s+out|i\s+don'?t\s+want"
        r"\s+(?:it|that|this|you\s+to\s+(?:remember|keep|store))\b|wipe\s+(?:that|it|this)\b"
        r"|get\s+rid\s+of)",
        re.IGNORECASE,
    ),
    "es": re.compile(
        r"\b(?:olvida|olv\u00eddate|olvidate|borra|elimina|no\s+(?:(?:lo|la|los|las|me|eso)\s+)?"
        r"(?:recuerdes|guardes|anotes|registres|almacenes|apuntes))\b",
        re.IGNORECASE,
    ),
    "de": re.compile(
        r"\b(?:vergiss|vergessen\s+sie|l\u00f6sch|loesch|entfern|speicher\s+(?:das\s+)?nicht"
        r"|merk\s+dir\s+(?:das\s+)?nicht)\w*",
        re.IGNORECASE,
    ),
    "fr": re.compile(
        r"\b(?:oublie|oubliez|efface|effacez|supprime|supprimez|ne\s+(?:(?:le|la|les)\s+|l')?"
        r"(?:retiens|garde|note|enregistre|stocke)\s+pas)\b",
        re.IGNORECASE,
    ),
    "pt": re.compile(
        r"\b(?:esquece|esque\u00e7a|apaga|apague|remove|n\u00e3o\s+(?:(?:o|a|os|as|isso)\s+)?"
        r"(?:guarde|grave|lembre|salve|registre))\b",
        re.IGNORECASE,
    ),
    "it": re.compile(
        r"\b(?:dimentica|scordati|cancella|elimina|non\s+(?:ricordare|salvare|memorizzare))\w*",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"\u5fd8\u4e86|\u5fd8\u6389|\u5fd8\u8bb0|\u5220\u6389|\u5220\u9664|\u522b\u8bb0|\u4e0d\u8981\u8bb0"
    ),
    "ja": re.compile(
        r"\u5fd8\u308c\u3066|\u524a\u9664|\u6d88\u3057\u3066|\u8a18\u61b6\u3057\u306a\u3044\u3067"
    ),
    "ko": re.compile(r"\uc78a\uc5b4|\uc9c0\uc6cc|\uc0ad\uc81c|\uc800\uc7a5\ud558\uc9c0"),
    "ru": re.compile(
        r"\u0437\u0430\u0431\u0443\u0434\u044c|\u0443\u0434\u0430\u043b\u0438|\u0441\u043e\u0442\u0440\u0438"
        r"|\u043d\u0435\s+\u0437\u0430\u043f\u043e\u043c\u0438\u043d\u0430\u0439",
        re.IGNORECASE,
    ),
}
_REQUEST_NEEDS: dict[Language, tuple[str, ...]] = {
    "en": (
        *("forget", "delete", "erase", "remove", "wipe", "scra", "purge", "drop", "remember"),
        *("keep", "stor", "sav", "record", "retain", "hold", "mention", "bring", "take"),
        *("want", "rid", "hang", "mind", "disregard", "ignore", "note", "noting", "writ", "fil"),
    )
}
"""Lower-case words one of which every match of `_REQUEST` holds: an ASCII sentence with
none of them is no request, decided without the pattern (tried at every position)."""
_NEEDED = {
    language: re.compile("|".join(map(re.escape, needs)))
    for language, needs in _REQUEST_NEEDS.items()
}
"""`_REQUEST_NEEDS` as one alternation of plain words, found in one scan of a lowered
sentence (quicker than an `in` per word)."""
_NOT_A_REQUEST = re.compile(
    r"\b(?:i\s+(?:forgot|keep\s+forgetting)|don'?t\s+forget\s+(?:to|that)|forgot\s+to|never\s+forget"
    r"|forget\s+(?:it|about\s+it)(?=\s*(?:[.!,;]|$))|delete\s+(?:the|this|that)\s+(?:file|line|row|column|branch"
    r"|function|method|test|comment|word|sentence|paragraph|section|field|key|variable|commit)"
    r"|remove\s+(?:the|this|that)\s+(?:file|line|row|column|branch|function|method|test|comment"
    r"|word|sentence|paragraph|section|field|key|variable|import|dependency|duplicate))\b",
    re.IGNORECASE,
)
_MEMORY_WORDS = re.compile(
    r"\b(?:memory|memories|remember|stored|told\s+you|said|mentioned|shared|records?|notes?)\b"
    r"|\u8bb0|\u8a18\u61b6|\uae30\ub85d|\u0437\u0430\u043f\u0438\u0441",
    re.IGNORECASE,
)
_FILLER = frozenset(
    """
    what whatever everything anything all any of the a an that this those these it i you me my
    told said mentioned shared about regarding re stuff thing things bit part entirely completely
    please pls just from your memory memories anywhere ever again now also and or so too
    remember keep store save record retain mention bring up get rid forget delete erase remove
    wipe scrap purge drop scratch don't do not never stop want stored saved in on with for to
    i'm i've is was were are be been am us we our there here out info information whole
    everythin mind entire related history details story matter figure figures number numbers
    amount actually honestly really yeah yes ok okay hmm um well earlier before previously
    yesterday last time today either bits parts his hers their theirs its your file files
    got you've have has know preference preferences rule rules news setting settings habit
    nothing none ur u brain head profile database db records
    """.split()
)
_OFF_RECORD = re.compile(
    r"\b(?:(?:rather|prefer)\s+(?:that|it|this|those|you)\s+(?:not|didn'?t|don'?t|wasn'?t|weren'?t)\b"
    r"|(?:not|never)\s+(?:be\s+)?on\s+(?:the\s+)?record|off\s+the\s+record|(?:don'?t|do\s+not)\s+"
    r"want\s+(?:that|it|this|them|those|any\s+of\s+(?:that|it))\s+(?:\w+\s+){0,2}?(?:stored|kept"
    r"|saved|recorded|remembered|on\s+file|written\s+down|anywhere))",
    re.IGNORECASE,
)
"""A reply's other sentences that only repeat the wish to forget ("keep that off the record")."""
_SAID_THING = re.compile(
    r"^\s*(?:(?:it|that|this)\s*[.!,]*$|(?:the|my|all|any|everything|that|this|those|these)\b[^.,;!?]{0,40}?\b(?:stuff|thing"
    r"|things|bit|part|info|details|story|rule|note|notes)\b|everything\s+about|all\s+of\s+(?:that|it)"
    r"|(?:whatever|everything|anything|all)\s+(?:you(?:'ve|\s+have)?\s+(?:got|have|know|stored|saved"
    r"|kept)|you(?:'ve|\s+have)\s+(?:got\s+)?on\s+file)\s+(?:on|about|for|re)\b)",
    re.IGNORECASE,
)
_PERSONAL = re.compile(
    r"\s*(?:(?:any|every|some)thing\s+(?:else\s+)?(?:about|on|regarding|re)\b"
    r"|(?:(?:any|all|some|every)(?:thing)?\s+(?:of\s+|about\s+|on\s+)*)?(?:the\s+\w+(?:\s+\w+)?\s+of\s+)?"
    r"(?:my|our|his|her|their"
    r"|(?:it|that|this|those|these|them)\s*(?:[.,;!?]|$|please|pls|anywhere|either|too|again|in|on)"
    r"|[A-Z]?\w+'s\s))",
    re.IGNORECASE,
)
"""What a keeping verb's object opens with when it is the user's own ("my address",
"anything about her", "Mia's school") or points at what was just said ("it, please")."""
_AFTER = re.compile(r"\s*[:;]\s+")
_SAID_OF = re.compile(
    r"(?:(?:so|and|but|also|ok|okay|well|actually|honestly)\W+)*(?P<np>(?:the|my|our|his|her"
    r"|their|all|any)\b[^,;.!?]{1,40}?)\s+(?:is|are|was|were|'s|stays?|should\s+stay)\b",
    re.IGNORECASE,
)
"""The thing a clause says something about: "the therapy stuff is private"."""
_ALSO = re.compile(
    r"^\s*(?:and\s+|also\s+|esp(?:ecially|\.)?\s+)?(?P<np>(?:the|that|all\s+the|any(?:thing)?\s+(?:about"
    r"|of\s+the))\s+(?:[^,;.!?]{1,40}?\s+)?(?:stuff|bit|bits|thing|things|part|info|details)"
    r"(?:\s+(?:about|on|with)\s+[^,;.!?]{1,40})?)"
    r"(?:\s+(?:especially|in\s+particular|too|as\s+well|most\s+of\s+all|above\s+all))?\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""A fragment that adds to the request before it: "the Lisbon stuff too", "especially the
bit about my ex"."""
_PRONOUN = re.compile(r"\b(?:her|him|them|she|he)\b", re.IGNORECASE)
_ACTOR = re.compile(
    r"(?<![\w'])(?<!\bthe\s)(?<!\s[ao]f\s)(?<!\smy\s)(?<!\s[ao]\s)([A-Za-z][a-z\u00c0-\u024f'-]{2,})\s+(?:and\s+[iI]\b|(?:\w+ed|left|quit|went|got|is"
    r"|was|has|had|split)\b)"
)
"""A one-word subject and its verb ("tomasz left", "Saoirse and I broke up")."""
_NOT_A_PERSON = FUNCTION_WORDS.get("en", frozenset()) | frozenset(
    "everything everyone someone nobody work school life things stuff it this that he she they"
    " we you i my our his her their which who what there here today yesterday".split()
)
_DEICTIC = re.compile(r"\b(?:it|that|this|those|these)\b", re.IGNORECASE)
_NAME = re.compile(r"(?<![\w'])([A-Z][a-z\u00c0-\u024f]{2,})\b")
_WORDS = re.compile(r"[^\W\d_][\w'.-]*|\d+\w*")
_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{2,}")
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
    """.split()
)
_FOREIGN_OPENERS: dict[str, Language] = {
    **dict.fromkeys(("olvida", "olv\u00eddate", "olvidate", "borra"), "es"),
    **dict.fromkeys(("vergiss", "l\u00f6sch", "l\u00f6sche", "loesch"), "de"),
    **dict.fromkeys(("oublie", "oubliez", "efface", "effacez"), "fr"),
    **dict.fromkeys(("esquece", "esque\u00e7a", "apaga", "apague"), "pt"),
    **dict.fromkeys(("dimentica", "scordati", "cancella"), "it"),
}
"""Forget verbs that open a request in another language (none is an English word)."""
_WORD_OPENING = re.compile(
    r"\W*(?:(?:bitte|por\s+favor|porfa|per\s+favore|s'il\s+te\s+pla\u00eet)\W+)?(\w+)", re.I
)
_POSSESSIVES = frozenset(
    "mi mis mon ma mes mein meine meinen meiner meinem meines meu minha meus minhas mio mia miei"
    " mie".split()
)
_NOT_NAMES = frozenset(
    "The This That Please Forget Delete Don't Never Also And But Just Now Thanks Yes No Not Sorry"
    " Ok Okay Good Great Hi Hey Hello Mine Can Could Would I I'm".split()
)


def forget_request(
    sentences: tuple[str, ...], language: Language
) -> tuple[ForgetRequest | None, frozenset[int]]:
    """The forget request in a reply's sentences, and which sentences it took up."""
    if language == "en" and len(sentences) <= 2:
        # "vergiss meinen Hund bitte" is too short for the language to be told apart: a
        # reply opening with another language's forget verb is read in that language.
        opening = _WORD_OPENING.match(sentences[0]) if sentences else None
        other = _FOREIGN_OPENERS.get(opening.group(1).lower()) if opening else None
        if other is not None:
            return forget_request(sentences, other)
    pattern = _REQUEST.get(language)
    if pattern is None:
        return None, frozenset()
    targets: list[tuple[str, ...]] = []
    remainder: list[str] = []
    used: set[int] = set()
    recent = False
    needed = _NEEDED.get(language)
    for index, sentence in enumerate(sentences):
        if (
            needed is not None
            and sentence.isascii()
            and not needed.search(sentence.lower())
            and not may_ask(sentence)
        ):
            continue
        m = pattern.search(sentence)
        if _NOT_A_REQUEST.search(sentence):
            continue
        if language == "en" and (m is None or not _is_forget_en(sentence, m)):
            shaped = other_request(sentence)
            if shaped is not None:
                used.add(index)
                earlier = " ".join((*sentences[:index], sentence[: shaped.start]))
                target = _other_target(sentence, shaped, earlier)
                targets.extend(target)
                recent = recent or not target
            continue
        if m is None:
            continue
        used.add(index)
        after = _AFTER.split(sentence[m.end() :], maxsplit=1)
        if len(after) == 2 and len(after[1].split()) >= 3:
            remainder.append(after[1].strip())
        wh = clause_topics(sentence[m.end() :]) if language == "en" else ()
        if wh:
            targets.extend(wh)
            continue
        words = _target_words(sentence, m, language)
        if words:
            targets.append(words)
            if language == "en":
                targets.extend(named_alone(sentence[m.end() :], words))
                # "my pregnancy and my address": each thing listed is forgotten alone too.
                targets.extend(listed_targets(sentence[m.end() :], _content_words))
            else:
                # "lo de la b\u00fasqueda y Meridia no lo guardes": each name before the verb alone.
                before = sentence[: m.start()]
                targets.extend(
                    (w,) for w in words if re.search(rf"\b{re.escape(w.title())}\b", before)
                )
            continue
        earlier = " ".join((*sentences[:index], sentence[: m.start()]))
        resolved = _resolve(sentence, earlier, language)
        if resolved:
            targets.append(resolved)
        else:
            recent = True
    if not used:
        return None, frozenset()
    if language == "en":
        # "... the Quillfeather stuff especially.": a fragment after the request adds a target.
        for index, sentence in enumerate(sentences):
            also = _ALSO.match(sentence) if index - 1 in used and index not in used else None
            words = _content_words(also.group("np")) if also is not None else ()
            if words:
                targets.append(words)
                used.add(index)
        # "..., i'd rather that not be on record": the wish again, not a rule to keep.
        used.update(i for i, s in enumerate(sentences) if _OFF_RECORD.search(s))
    request = ForgetRequest(
        terms=tuple(dict.fromkeys(targets)),
        recent=recent and not targets,
        remainder=tuple(remainder),
    )
    return request, frozenset(used)


_DASH = re.compile(r"\s+[\u2014\u2013-]+\s+")


def requests_apart(sentences: tuple[str, ...]) -> tuple[str, ...]:
    """Sentences with a forget request after a dash cut there, so what came before is read.

    "line cook, 2 yrs, and I have crohn's -- ok actually the crohn's thing doesn't need to
    live in your memory": the request takes its own part; the facts before it are read
    (and lose the clauses it names, see `understand._kept`).
    """
    out: list[str] = []
    for sentence in sentences:
        parts = _DASH.split(sentence) if _DASH.search(sentence) else [sentence]
        start = 0
        for index in range(1, len(parts)):
            if forget_request((parts[index],), "en")[0] is not None:
                out.append(" - ".join(parts[start:index]))
                start = index
        out.append(" - ".join(parts[start:]) if start else sentence)
    return tuple(out)


_OPENING_QUOTE = re.compile(
    r"(?:^|(?<=[\s(\[:;,]))[\"'\u2018\u201c`]|[\"\u201d\u2019`](?=[\s.,;:!?)]|$)"
)
_SHOUTED_CODE = re.compile(
    r"(?:DROP|DELETE|REMOVE|TRUNCATE)\s+(?:TABLE|FROM|DATABASE|INDEX|COLUMN|VIEW|SCHEMA|USER)\b"
)


_LAST_WORD = re.compile(r"\w+$")
_TARGET_END = re.compile(r"[,;:!?]|\s-\s|\bbecause\b|\bsince\b|\bas\b|\bso\b|\bit'?s\b")
"""Where the thing to forget ends: a clause break or a reason."""
_CLAUSE_END = re.compile(r"[.;!?]")


def _quoted_or_code(sentence: str, m: re.Match[str]) -> bool:
    """The verb is inside a quotation or a line of code ("quote '; DROP TABLE x'")."""
    marks = len(_OPENING_QUOTE.findall(sentence[: m.start()]))
    verb = _LAST_WORD.search(m.group(0))
    start = m.start() if verb is None else m.start() + verb.start()
    return marks % 2 == 1 or bool(_SHOUTED_CODE.match(sentence, start))


def _is_forget_en(sentence: str, m: re.Match[str]) -> bool:
    if _quoted_or_code(sentence, m):
        return False
    verb = m.group(0).lower()
    rest = sentence[m.end() :].lower()
    if "scratch" in verb:
        # "scratch that, make it weekly" takes back a word (`updates.py`), not a memory.
        return bool(_MEMORY_WORDS.search(sentence))
    if any(v in verb for v in ("drop", "remove", "delete", "scrap", "get rid", "wipe")):
        # "drop the decaf stuff" and "delete it" are requests only when they point at
        # something said, not at a section of a document or a line of code; "delete my
        # salary" names what the user said by the attribute.
        return (
            bool(_MEMORY_WORDS.search(sentence))
            or bool(_SAID_THING.search(rest))
            or (bool(_PERSONAL.match(rest)) and any(map(is_topic, _content_words(rest)[:2])))
            or clause_topics(rest) != ()
        )
    if any(v in verb for v in ("forget", "erase", "purge", "remember", "take")):
        return True
    # "don't keep my address" asks to forget; "don't store passwords in plain text" and
    # "never mention competitors" are directions: a keeping verb forgets only what is
    # the user's own, what was said, or what it points at.
    return (
        bool(_MEMORY_WORDS.search(sentence))
        or bool(_SAID_THING.search(rest))
        or bool(_PERSONAL.match(rest))
        or clause_topics(rest) != ()
        # "don't hold onto the school name": the thing is an attribute of the user's.
        or (rest.lstrip().startswith("the ") and any(map(is_topic, _content_words(rest)[:2])))
    )


def _content_words(text: str) -> tuple[str, ...]:
    kept = []
    for word in _WORDS.findall(text):
        low = word.lower().removesuffix("'s").strip(".'-")
        if low and low not in _FILLER and not _PRONOUN.fullmatch(low) and len(low) > 1:
            kept.append(low)
    return tuple(kept[:4])


def _foreign_words(text: str, language: Language) -> tuple[str, ...]:
    """Distinctive words of a non-English request: names, numbers and long rare words."""
    if language in ("zh", "ja", "ko"):
        topics = [
            m.group(1) for m in _CJK_TOPIC.finditer(text) if not _CJK_FILLER.fullmatch(m.group(1))
        ]
        return tuple(dict.fromkeys(t[-4:] for t in topics))[:2]
    common = FUNCTION_WORDS.get(language, frozenset()) | _FOREIGN_FILLER
    kept = []
    owned = False
    for raw in _WORDS.findall(text):
        word = raw.strip(".'-")
        low = word.lower()
        # "mi perro", "mon ex": the word after a possessive is the thing the user owns.
        after_owner, owned = owned, low in _POSSESSIVES
        if not word or low in common or _REQUEST[language].match(low):
            continue
        if word[0].isupper() or word[0].isdigit() or len(word) >= 7 or after_owner:
            kept.append(low)
    return tuple(dict.fromkeys(kept))[:3]


def _target_words(sentence: str, m: re.Match[str], language: Language) -> tuple[str, ...]:
    rest = sentence[m.end() :]
    if language != "en":
        # The request's own words ("no guardes") name nothing.
        return _foreign_words(f"{sentence[: m.start()]} {rest}", language)
    # "forget the Kafka stuff", "don't remember any of the job hunting stuff"
    rest = _TARGET_END.split(rest, maxsplit=1)[0]
    words = _content_words(rest)
    if words:
        return words
    # "my address ... delete it": the thing named before the verb, in the same clause.
    before = _CLAUSE_END.split(sentence[: m.start()])[-1]
    return _content_words(before) if _MEMORY_WORDS.search(sentence) else ()


_FIGURES = re.compile(r"\b(?:numbers|figures|amounts)\b", re.IGNORECASE)
"""A thing named only as "the numbers": what the user earns, is offered or owes."""


def _other_target(sentence: str, other: OtherRequest, earlier: str) -> tuple[tuple[str, ...], ...]:
    """A `forget_phrasings` request's targets: its thing, or what it points at."""
    words = _content_words(other.thing)
    if not words and _FIGURES.search(other.thing):
        words = ("salary",)  # "I'd prefer the numbers don't get saved"
    if words:
        return (words, *named_alone(other.thing, words))
    pointed = _content_words(pointed_thing(earlier))
    if pointed:
        return (pointed,)
    resolved = _resolve(sentence, earlier, "en")
    return (resolved,) if resolved else ()


_NAME_BEFORE = re.compile(r"((?:[A-Z][\w'-]+\s+(?:&\s+|and\s+)?)+)$")


def _whole_name(earlier: str, actor: str) -> tuple[str, ...]:
    """`actor` with the capitalised words just before it: "Harrow & Finch", not "Finch"."""
    at = earlier.rfind(actor)
    before = _NAME_BEFORE.search(earlier[:at]) if at > 0 and actor[0].isupper() else None
    if before is None:
        return (actor.lower(),)
    words = [w.lower() for w in re.findall(r"[A-Z][\w'-]+", before.group(1))]
    return (*words[-2:], actor.lower())


def _resolve(sentence: str, earlier: str, language: Language) -> tuple[str, ...]:
    """A pronoun's person, or the thing an earlier clause named."""
    if _PRONOUN.search(sentence):
        # "petra moved to Oslo. delete everything about her": the person is the one who
        # did something, typed in any case, before any other capitalised word.
        actors = [
            a
            for a in _ACTOR.findall(earlier)
            if a.lower() not in _NOT_A_PERSON and a not in _NOT_NAMES
        ]
        if actors:
            return _whole_name(earlier, actors[-1])
        names = [n for n in _NAME.findall(earlier) if n not in _NOT_NAMES]
        if names:
            return (names[-1].lower(),)
    if _DEICTIC.search(sentence) and language == "en":
        # "don't keep my address in your memory please, delete it"
        clause = _CLAUSE_END.split(earlier)[-1]
        inner = _REQUEST[language].search(clause)
        if inner is not None:
            return _content_words(clause[inner.end() :])
        # "the medication thing I asked about, please don't keep that"
        pointed = _content_words(pointed_thing(earlier))
        if pointed:
            return pointed
        # "my son's diagnosis is his business, please erase it": what the clause before
        # says something about.
        for chunk in reversed(_CLAUSE_END.split(earlier)):
            if _content_words(chunk):
                said = _SAID_OF.match(chunk.strip())
                return _content_words(said.group("np")) if said is not None else ()
    return ()
