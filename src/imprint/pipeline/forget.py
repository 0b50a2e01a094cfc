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
is a direction. The verbs are `forget_verbs.py`'s, the words that name a thing
`forget_words.py`'s, and what a pointer means `forget_pointers.py`'s.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from functools import partial

from imprint.pipeline import patterns as p
from imprint.pipeline.forget_lists import listed_targets, spelled_after_pointer
from imprint.pipeline.forget_names import NOT_NAMES, named_alone
from imprint.pipeline.forget_phrasings import (
    OtherRequest,
    may_ask,
    other_request,
    pointed_thing,
)
from imprint.pipeline.forget_pointers import CLAUSE_END, person_named_before, resolve
from imprint.pipeline.forget_verbs import MEMORY_WORDS, NEEDED, NOT_A_REQUEST, REQUEST
from imprint.pipeline.forget_words import (
    PRONOUN,
    content_words,
    foreign_listed,
    foreign_things,
    foreign_words,
)
from imprint.pipeline.language import Language
from imprint.pipeline.subjects import subjects_in
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


_ABOUT = (
    r"(?:about|on|regarding|re|concerning|involving|around|related\s+to|to\s+do\s+with"
    r"|connected\s+(?:to|with))\b"
)
"""What a thing told is about: "everything related to the custody case"."""
_OFF_RECORD = re.compile(
    r"\b(?:(?:rather|prefer)\s+(?:that|it|this|those|you)\s+(?:not|didn'?t|don'?t|wasn'?t|weren'?t)\b"
    r"|(?:not|never)\s+(?:be\s+)?on\s+(?:the\s+)?record|off\s+the\s+record|(?:don'?t|do\s+not)\s+"
    # "don't need it stored": the wish again, said of what the agent needs
    r"(?:want|need)\s+(?:that|it|this|them|those|any\s+of\s+(?:that|it))\s+(?:\w+\s+){0,2}?(?:stored|kept"
    r"|saved|recorded|remembered|on\s+file|written\s+down|anywhere"
    r"|in\s+(?:your\s+|the\s+)?(?:memory|notes|records?|files?|system))"
    # "don't want him coming up", "don't want her mentioned again": the reason for the request
    r"|(?:don'?t|do\s+not)\s+(?:really\s+|even\s+)?want\s+(?:that|it|this|them|those|him|her)\s+"
    r"(?:\w+\s+)?(?:coming\s+up"
    r"|brought\s+up|mentioned|in\s+there|around|popping\s+up|showing\s+up|resurfacing)\b"
    r"|(?:it'?s|that'?s)\s+(?:private|personal|nobody'?s\s+business)"
    # "wipe all the scholarship stuff, pretend i never asked"
    r"|pretend\s+(?:i|we)\s+never\s+(?:asked|said|mentioned|told\s+you|brought\s+(?:it|that)\s+up))",
    re.IGNORECASE,
)
"""A reply's other sentences that only repeat the wish to forget ("keep that off the record")."""
_SAID_THING = re.compile(
    r"^\s*(?:(?:it|that|this)\s*[.!,]*$|(?:the|my|all|any|everything|that|this|those|these)\b[^.,;!?]{0,40}?\b(?:stuff|thing"
    r"|things|bit|part|info|details|story|rule|note|notes|saga|drama|situation|business|episode"
    r"|affair|mess)\b|everything\s+" + _ABOUT + r"|all\s+of\s+(?:that|it)"
    r"|(?:whatever|everything|anything|all|what)\s+(?:you(?:'ve|\s+have)?\s+(?:got|have|know|stored|saved"
    r"|kept)|you(?:'ve|\s+have)\s+(?:got\s+)?on\s+file)\s+(?:on|about|for|re)\b)",
    re.IGNORECASE,
)
_TOPIC_FIGURE = re.compile(
    r"\s*(?:the|my|that|those)\s+(?P<what>[a-z]+)\s+(?:figures?|numbers?|amounts?|details?|bit)\b",
    re.IGNORECASE,
)
"""A figure or a detail named by what it measures ("the salary figure", "my debt numbers")."""
_POINTER_ASKED = re.compile(r"\s*(?:it|that|this|them)\s*(?:pls|please)?\s*\?+\s*$", re.I)
_POINTER_ALONE = re.compile(
    r"\s*(?:it|that|this|them)(?:\s+(?:pls|please|plz|too|as\s+well|now|then|entirely"
    r"|completely))?\s*[.!?]*\s*$",
    re.I,
)
"""A verb's object that only points ("scrap it.", "delete that pls")."""
_THING_BEFORE = re.compile(
    r"(?:^|[,;:]\s*|\b(?:so|ok|okay|oh|also|and|hey|um)\s+)(?:that|the|this|all\s+(?:the|that))\s+"
    r"[^.,;!?]{1,40}?\b(?:stuff|thing|things|bit|part|info|details|story|situation|business|news"
    r"|saga|drama|episode|affair|mess)"
    r"\s*[,:-]",
    re.IGNORECASE,
)
"""A thing told, named by its kind before the ask: "that databricks interview thing, ..."."""
_PERSONAL = re.compile(
    r"\s*(?:(?:any|every|some)thing\s+(?:else\s+)?"
    + _ABOUT
    + r"|(?:(?:any|all|some|every)(?:thing)?\s+(?:of\s+|about\s+|on\s+)*)?"
    r"(?:the\s+\w+(?:\s+\w+)?\s+of\s+)?"
    r"(?:my|our|his|her|their"
    r"|(?:it|that|this|those|these|them)\s*(?:[.,;!?]|$|please|pls|anywhere|either|too|again|in|on)"
    r"|[A-Z]?\w+'s\s))",
    re.IGNORECASE,
)
"""What a keeping verb's object opens with when it is the user's own ("my address",
"anything about her", "Mia's school") or points at what was just said ("it, please")."""
_ABOUT_THEM = re.compile(
    r"\s*(?:(?:any|every)thing|all)\s+(?:(?:you\s+know|you've\s+got|you\s+have)\s+)?(?:about|of|on)"
    r"\s+(?:her|him|them)\b",
    re.IGNORECASE,
)
"""All that is known of someone pointed at ("anything about her")."""
_KEPT_AROUND = re.compile(
    r"\s*(?:(?:any|all)\s+of\s+)?(?:it|that|this|those|these|them)\s+around\b", re.IGNORECASE
)
"""What was just said, kept "around": in the agent's keeping, not a thing of the work."""
_WH_MINE = re.compile(
    r"\s*(?:where|what|who|which|when|how(?:\s+(?:much|many|old|often))?)\s+(?:my|our)\s+"
    r"(?!(?:code|tests?|files?|app|script|repo|draft|text|email|essay|doc|document)\b)\w",
    re.IGNORECASE,
)
"""A keeping verb's object told as a clause of someone or something of the user's ("where
my daughter goes to school", "how much our rent is"), not of their work at hand."""


def _number_alone(rest: str) -> bool:
    """Whether `rest` names only the user's number ("my number, please", "my number too")."""
    m = _MY_NUMBER.match(rest)
    return m is not None and _ONLY_THAT.match(rest, m.end()) is not None


_ONLY_THAT = re.compile(
    r"\s*(?:please|pls|plz|too|as\s+well|from\s+(?:your|ur)\s+(?:memory|notes|records?))?\s*[.!]*$",
    re.IGNORECASE,
)
_AFTER = re.compile(r"\s*[:;]\s+")
_KEEP_AFTER = re.compile(
    r"\s*,\s*(?:mais|pero|aber|ma|mas)\s+(?:(?:stp|svp|porfa|bitte|per\s+favore|por\s+favor)\s+)?"
    r"(?=(?:retiens|retenez|garde|gardez|note|notez|recuerda|acu\u00e9rdate|guarda|apunta|merk|behalte"
    r"|speicher|ricorda|ricordati|tieni|salva|lembra|lembre|anota|mant\u00e9n|mantieni|mant\u00e9m)\b)",
    re.IGNORECASE,
)
"""Where a request in another language turns to what is to be kept ("..., mais retiens que")."""
_OWN_CLAUSE_AFTER = re.compile(
    r"\s*,\s+(?:(?:but|and|so|because|cos|cuz|since|as)\s+)?(?=(?:i|we|i'm|im|we're|i've|we've"
    r"|my|our)\s+\w)",
    re.IGNORECASE,
)
"""Where a clause of the user's own starts after a request: "..., we moved to Linear"."""
_NEW_VALUE = re.compile(
    r"\b(?:to|onto|now|instead|these\s+days|nowadays|still)\b"
    # "forget the virgin thing, my provider is bt": the value said plainly
    r"|^(?:my|our)\s+(?:[a-z][\w-]*\s+){1,3}(?:is|are)\s+(?!not\b|n't\b|private\b|none\b)\w"
    # "..., we're with bt", "..., i'm on keto": what the user is with or on
    r"|^(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:with|on|using)\s+(?!it\b|that\b|this\b)\w",
    re.IGNORECASE,
)
"""What a clause after a request names a new value with, where a reason names none."""
_ALSO = re.compile(
    r"^\s*(?:and\s+|also\s+|esp(?:ecially|\.)?\s+)?(?P<np>(?:the|that|all\s+the|any(?:thing)?\s+(?:about"
    r"|of\s+the))\s+(?:[^,;.!?]{1,40}?\s+)?(?:stuff|bit|bits|thing|things|part|info|details)"
    r"(?:\s+(?:about|on|with)\s+[^,;.!?]{1,40})?)"
    r"(?:\s+(?:especially|in\s+particular|too|as\s+well|most\s+of\s+all|above\s+all))?\s*[.!]*\s*$",
    re.IGNORECASE,
)
"""A fragment that adds to the request before it: "the Lisbon stuff too", "especially the
bit about my ex"."""
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


def forget_request(
    sentences: tuple[str, ...], language: Language, *, context: str = ""
) -> tuple[ForgetRequest | None, frozenset[int]]:
    """The forget request in a reply's sentences, and which sentences it took up.

    `context` is what the agent said before: a draft it wrote there is what "drop the
    honeymoon bit" edits.
    """
    if language == "en" and len(sentences) <= 2:
        # "vergiss meinen Hund bitte" is too short for the language to be told apart: a
        # reply opening with another language's forget verb is read in that language.
        opening = _WORD_OPENING.match(sentences[0]) if sentences else None
        other = _FOREIGN_OPENERS.get(opening.group(1).lower()) if opening else None
        if other is not None:
            return forget_request(sentences, other, context=context)
    pattern = REQUEST.get(language)
    if pattern is None:
        return None, frozenset()
    if language == "en":
        joke = _joke_taken_back(sentences, context)
        if joke is not None:
            return joke
    targets: list[tuple[str, ...]] = []
    remainder: list[str] = []
    used: set[int] = set()
    recent = False
    needed = NEEDED.get(language)
    for index, sentence in enumerate(sentences):
        if (
            needed is not None
            and sentence.isascii()
            and not needed.search(sentence.lower())
            and not may_ask(sentence)
        ):
            continue
        m = pattern.search(sentence)
        forgets = False  # whether `m`, in English, asks to forget (`_is_forget_en`)
        if language == "en" and m is not None:
            # "don't bring up bailey again, remove it": the first verb asks how to talk, a
            # later one in the sentence asks to forget
            earlier_said = " ".join(sentences[:index])
            asked = next(
                (
                    n
                    for n in itertools.chain((m,), pattern.finditer(sentence, m.end()))
                    if _is_forget_en(sentence, n, earlier_said)
                ),
                None,
            )
            forgets, m = asked is not None, asked or m
        not_asked = _not_a_request(sentence, m)
        pointed = (
            (
                _pointed_back(sentence)
                or _pointed_before(sentence, sentences[index - 1] if index else "")
            )
            if (not_asked or m is None) and language == "en"
            else ()
        )
        if pointed:
            # "the part about my brother, please forget it": "forget it" points back
            used.add(index)
            targets.append(pointed)
            continue
        shaped = other_request(sentence) if language == "en" else None
        if not_asked:
            if shaped is None:
                continue
            # "keep the PIP between us, forget it": the "forget it" says the ask again
            m = None
        if language == "en" and (
            m is None
            or not forgets
            or _edits_draft(sentence, m, context)
            # "i'd like to un-tell you the adoption part, ... i don't want it in your memory":
            # the request that names its thing comes first; the later one only points back
            or (shaped is not None and shaped.start < m.start() and content_words(shaped.thing))
        ):
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
        kept = _KEEP_AFTER.search(sentence, m.end()) if language != "en" else None
        if kept is not None:
            # "mon salaire, tu ne l'enregistres pas, mais retiens que je suis a Lyon": what
            # is to be kept after the request is read as a sentence of its own
            remainder.append(sentence[kept.end() :].strip())
            sentence = sentence[: kept.start()]
        after = _AFTER.split(sentence[m.end() :], maxsplit=1)
        request_end = len(sentence)
        if len(after) != 2:
            # "forget what I said about Jira, we moved everything to Linear": news of the
            # user's own after a comma is read as a sentence of its own
            after = _OWN_CLAUSE_AFTER.split(sentence[m.end() :], maxsplit=1)
            if len(after) == 2 and (
                _OFF_RECORD.search(after[1])
                or pattern.search(after[1])
                or other_request(after[1]) is not None
                # "forget that address, I've moved out": the reason for the ask, no news;
                # only a new value told ("we moved everything to Linear", "I write Go now")
                # is read
                or _NEW_VALUE.search(after[1]) is None
            ):
                after = [after[0]]
            elif len(after) == 2:
                # the news names what stays, not what goes ("..., my provider is bt")
                request_end = m.end() + len(after[0])
        if len(after) == 2 and len(after[1].split()) >= 3:
            remainder.append(after[1].strip())
        wh = clause_topics(sentence[m.end() :]) if language == "en" else ()
        if wh:
            targets.extend(wh)
            continue
        words = _target_words(sentence, m, language)
        if not words and language == "en" and _MY_NUMBER.match(sentence[m.end() :]):
            words = ("phone",)  # "delete my number from your notes": the phone number
        if words:
            targets.append(words)
            if language == "en":
                # "..., pretend i never asked": the wish again names nothing more
                tail = sentence[m.end() : request_end]
                again = _OFF_RECORD.search(tail)
                tail = tail[: again.start()] if again is not None else tail
                targets.extend(named_alone(tail, words))
                # "my pregnancy and my address": each thing listed is forgotten alone too.
                targets.extend(listed_targets(tail, content_words))
                # "all the job hunting stuff - the interview, Tessellate, all of it": what
                # the dash spells out is forgotten too
                targets.extend(_spelled_out(tail))
                # "Marek paid. forget the arrears and his name": the name said before
                targets.extend(_name_pointed_at(sentence[m.end() :], sentences[:index], context))
            else:
                # "lo de la b\u00fasqueda y Meridia no lo guardes": each name before the verb alone.
                before = sentence[: m.start()]
                targets.extend(
                    (w,) for w in words if re.search(rf"\b{re.escape(w.title())}\b", before)
                )
                # "aquilo do meu trabalho e do quanto ganho": each thing listed alone too
                targets.extend(foreign_listed(_foreign_target_text(sentence, m), language))
            continue
        # "keep that between us, actually don't record it at all": a pointer points past
        # the ask said before it in the sentence, which only points too
        cut = m.start() if shaped is None else min(m.start(), shaped.start)
        earlier = " ".join((*sentences[:index], sentence[:cut]))
        if language == "en":
            spelled = spelled_after_pointer(
                sentence[m.end() :],
                content_words,
                partial(_pronoun_person, earlier=earlier),
            )
            if spelled:
                # "so the lumenfy thing - wipe all of it please, the take-home, the
                # interview": what the pointer covers, and what it points back at
                targets.extend(spelled)
                pointed = resolve(sentence, earlier, language)
                if pointed:
                    targets.append(pointed)
                continue
        resolved = resolve(sentence, earlier, language)
        if not resolved and language != "en" and index:
            # "die sache mit den schulden ist erledigt. ... vergiss das bitte": "das" is the
            # matter the sentence before named
            resolved = foreign_things(sentences[index - 1])
        if not resolved and language == "en" and index:
            # "don't bring up the velvet gutters again, long story. just delete it from your
            # notes": "it" is what the user asked not to hear of, and that ask is this one
            resolved = _not_to_mention(sentences[index - 1])
            if resolved:
                used.add(index - 1)
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
            words = content_words(also.group("np")) if also is not None else ()
            if words:
                targets.append(words)
                used.add(index)
        # "..., i'd rather that not be on record": the wish again, not a rule to keep.
        used.update(i for i, s in enumerate(sentences) if _OFF_RECORD.search(s))
        targets.extend(also_said(targets))
        if any(
            _THEIR_FIGURES.search(sentences[i])
            or (i and _POINTER.search(sentences[i]) and _THEIR_FIGURES.search(sentences[i - 1]))
            for i in used
        ):
            # "the salary numbers i gave you", "the stuff about the pip and my numbers. can
            # you not keep any of that?": the sums said, named in the request or pointed at
            targets.append(("figures",))
    request = ForgetRequest(
        terms=tuple(dict.fromkeys(targets)),
        recent=recent and not targets,
        remainder=tuple(remainder),
    )
    return request, frozenset(used)


_MY_NUMBER = re.compile(
    r"\s*(?:all\s+)?(?:my|our)\s+(?:mobile\s+|cell\s+|personal\s+|work\s+|home\s+)?number\b",
    re.IGNORECASE,
)
"""The user's number, said without saying which: their phone number."""
_SAID_AGAIN = re.compile(r"forget\s+(?:it|about\s+it)", re.IGNORECASE)


def _not_a_request(sentence: str, m: re.Match[str] | None) -> bool:
    """Whether `sentence` only seems to ask to forget ("I keep forgetting", "forget it").

    A "forget it" after a request in the same sentence says it again: "pls dont keep the
    pregnancy thing anywhere, just forget it".
    """
    veto = NOT_A_REQUEST.search(sentence)
    if veto is None:
        return False
    return m is None or m.start() >= veto.start() or _SAID_AGAIN.match(veto.group()) is None


_SPELLED = re.compile(r"\s[-\u2013\u2014]+\s+|:\s+")
_ITEM_BREAK = re.compile(r",\s*|\s+and\s+|\s*;\s*")
_THEIRS = re.compile(r"^\W*(?:his|her|their|its)\b", re.IGNORECASE)
_REASON_AFTER = re.compile(
    r"^\W*(?:i|i'm|im|i've|i'd|we|we're|we've|it|it's|its|he|she|they|they're|because|since|as"
    r"|so|cos|cause|that's|thats|this\s+is|there's|not|no|just|please|pls|thanks|ty)\b",
    re.IGNORECASE,
)


def _spelled_out(rest: str) -> list[tuple[str, ...]]:
    """The things a dash or a colon after a request's target lists, each a target."""
    joint = _SPELLED.search(rest)
    if joint is None:
        return []
    tail = re.split(r"[.!?]", rest[joint.end() :], maxsplit=1)[0]
    if _REASON_AFTER.match(tail):
        return []  # "forget my address - I moved": why, not what
    pieces = [item.strip() for item in _ITEM_BREAK.split(tail) if item.strip()]
    if len(pieces) < _LISTED or any(
        len(item.split()) > _ITEM_WORDS or _NOT_AN_ITEM.match(item) for item in pieces
    ):
        # "forget the car - sold it", "the dentist thing - turns out it was nothing",
        # "the nut allergy - sesame, not nuts": a reason or a correction, not a list
        return []
    # "his name" is the ex's, already in the request's target; alone it would be the user's
    items = [content_words(item) for item in pieces if not _THEIRS.match(item)]
    return [words for words in items if words][:_MOST_SPELLED]


_MOST_SPELLED = 5
_LISTED = 2
"""Things a list after the dash needs: one alone is as often a reason ("- sold it")."""
_ITEM_WORDS = 4
_NOT_AN_ITEM = re.compile(
    r"^\W*(?:not|no|never|instead|use|used|turns?|turned|sold|switched|moved|figured|handled|got"
    r"|went|was|is|it|its|it's|just|also|then|now|because|since|so)\b",
    re.IGNORECASE,
)
"""An item that opens like a clause ("not nuts", "sold it", "turns out ..."): no thing named."""


_HIS_NAME = re.compile(r"\b(?:his|her)\s+(?:full\s+|last\s+|first\s+)?name\b", re.IGNORECASE)
_ITS_NAME = re.compile(
    r"\b(?:the|their|that|this|its)\s+(?:(?:client|company|customer|firm|agency|brand|employer"
    r"|project|school|business|shop|publisher|studio|band|venue|supplier|vendor|partner|buyer"
    r"|seller|tenant|patient|student|pupil|candidate|applicant)(?:'s)?"
    r"\s+)?name\b",
    re.IGNORECASE,
)
"""A name pointed at by what it names ("forget the client name", "don't keep their name"):
the organisation named just before, most often by the agent echoing it."""
_ORG_NAME = re.compile(
    r"\b(?:for|with|from|at|of|to|the|client|customer|buyer|seller|tenant|patient|is)\s+(?:the\s+)?"
    r"(?P<name>(?-i:[A-Z])[\w&'-]+(?:\s+(?:&\s+)?(?-i:[A-Z])[\w&'-]+){0,2})",
    re.IGNORECASE,
)
"""A name the organisation or person goes by, after a word that places it ("for the
Halvorsen Group project", "client is Mr Okonkwo"); a tool said otherwise ("saved it as a
PDF", "paste it into Google Docs") is not it."""


def _name_pointed_at(rest: str, before: tuple[str, ...], context: str) -> list[tuple[str, ...]]:
    """The person "his name" or "her name" points back to, said before the request.

    "the client name" or "their name" points at the organisation named before it instead.
    The reply's earlier sentences are searched first, then the agent's message.
    """
    if _HIS_NAME.search(rest) is None:
        if _ITS_NAME.search(rest) is None:
            return []
        for text in (" ".join(before), context):
            named = [
                n
                for n in (m.group("name") for m in _ORG_NAME.finditer(text))
                if n.split()[0].lower() not in NOT_NAMES  # "Monday", "English", "I'm"
                and not subjects_in(n)  # "Slack", "GitHub": a tool, not who it names
                and not (n.isupper() and len(n) <= 4)  # "PDF"
            ]
            if named:
                return [
                    tuple(w.lower().removesuffix("'s") for w in re.findall(r"[\w'-]+", named[-1]))
                ]
        return []
    for text in (" ".join(before), context):
        person = person_named_before(text)
        if person:
            return [person]
    return []


_SAID_ALSO: tuple[tuple[tuple[str, ...], ...], ...] = (
    (("losing", "job"), ("lost", "job"), ("laid", "off"), ("made", "redundant"), ("unemployed",)),
    (("pregnant",), ("pregnancy",), ("expecting", "baby")),
    (("divorce",), ("divorced",), ("separated",), ("separation",)),
    (("meds",), ("medication",), ("medicine",), ("prescribed",)),
    (("therapy",), ("therapist",), ("counselling",), ("counseling",), ("counsellor",)),
    (("arrears",), ("behind", "rent"), ("owes", "rent"), ("unpaid", "rent"), ("late", "rent")),
    (("income",), ("earn", "year"), ("earnings",), ("salary",)),
)
"""Ways of saying one thing a user may ask to forget: "losing my job" is what "got laid off"
told; "the pregnancy" is "I'm pregnant"."""


_SOMEONE = frozenset(
    "sister sister's brother brother's mum mum's mom mom's dad dad's wife wife's husband"
    " husband's partner partner's son son's daughter daughter's friend friend's boss boss's"
    " his her their colleague colleague's".split()
)
"""Words that make the thing someone else's."""


def also_said(targets: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The other words the things in `targets` are said in (see `_SAID_ALSO`)."""
    found: list[tuple[str, ...]] = []
    for target in targets:
        words = set(target)
        if words & _SOMEONE:
            continue  # "my sister's divorce" is hers: the user's own is another memory
        for sayings in _SAID_ALSO:
            if any(words.issuperset(said) for said in sayings):
                found.extend(said for said in sayings if not words.issuperset(said))
    return found


_DASH = re.compile(r"\s+[\u2014\u2013-]+\s+")


def requests_apart(sentences: tuple[str, ...]) -> tuple[str, ...]:
    """Sentences with a forget request after a dash cut there, so what came before is read.

    "line cook, 2 yrs, and I have crohn's -- ok actually the crohn's thing doesn't need to
    live in your memory": the request takes its own part; the facts before it are read
    (and lose the clauses it names, see `kept_statements.not_forgotten`).
    """
    out: list[str] = []
    for sentence in sentences:
        parts = _DASH.split(sentence) if _DASH.search(sentence) else [sentence]
        start = 0
        for index in range(1, len(parts)):
            if _LEAD_THING.match(parts[index - 1]) and index - 1 == start:
                continue  # "re the ivf - i'd rather you didn't remember that": one request
            if forget_request((parts[index],), "en")[0] is not None:
                out.append(" - ".join(parts[start:index]))
                start = index
        out.append(" - ".join(parts[start:]) if start else sentence)
    return tuple(out)


_LEAD_THING = re.compile(
    r"^\W*(?:(?:hey|hi|ok|okay|so|oh|um|also)\W+)*(?:re|about|regarding|as\s+for|on)\s+(?:the|my"
    r"|that|our)\s+[\w' -]{1,40}$",
    re.IGNORECASE,
)
"""A dash's first part that only names the thing the request after it points at."""
_OPENING_QUOTE = re.compile(
    r"(?:^|(?<=[\s(\[:;,]))[\"'\u2018\u201c`]|[\"\u201d\u2019`](?=[\s.,;:!?)]|$)"
)
_SHOUTED_CODE = re.compile(
    r"(?:DROP|DELETE|REMOVE|TRUNCATE)\s+(?:TABLE|FROM|DATABASE|INDEX|COLUMN|VIEW|SCHEMA|USER)\b"
)


_LAST_WORD = re.compile(r"\w+$")
_TARGET_END = re.compile(
    r"[,;:!?]|\s-\s|\bbecause\b|\bsince\b|\bas\b|\bso\b|\bit'?s\b"
    # "forget the divorce bit but keep that I'm looking at flats": what is to stay
    r"|\b(?:but|and|though)\s+(?:(?:please|pls|do|you\s+can|can\s+you)\s+)?(?:keep|remember|hold\s+on"
    r"|leave|still\s+keep)\b|\bexcept\b|\bnot\s+the\b"
    r"|\b(?:from|off|out\s+of)\s+(?:your|ur|whatever|what\s+you|the\s+record|my\s+(?:file|record"
    r"|profile))\b",
    re.IGNORECASE,
)
"""Where the thing to forget ends: a clause break, a reason, or where it is kept ("from your
notes")."""


def _quoted_or_code(sentence: str, m: re.Match[str]) -> bool:
    """The verb is inside a quotation or a line of code ("quote '; DROP TABLE x'")."""
    marks = len(_OPENING_QUOTE.findall(sentence[: m.start()]))
    verb = _LAST_WORD.search(m.group(0))
    start = m.start() if verb is None else m.start() + verb.start()
    return marks % 2 == 1 or bool(_SHOUTED_CODE.match(sentence, start))


_CLAUSE_START = re.compile(
    r"(?:[,;:.!?()\u2014\u2013]|\s-\s|\b(?:and|but|so|then|or)\b)(?!.*(?:[,;:.!?()\u2014\u2013]|\s-\s|\b(?:and|but|so|then|or)\b))",
    re.IGNORECASE | re.DOTALL,
)


def _said_of_someone(sentence: str, m: re.Match[str]) -> bool:
    """The verb has a subject of its own: "they always forget that", "I forget that part".

    Someone forgetting or deleting is a remark about them ("my clients always forget the
    super stuff", "people tend to forget that step", "it's easy to forget that"), not a
    request to erase anything. Words that only open the request ("ok cool", "nvm", "tbh",
    "Claude", "last thing") leave it a request.
    """
    before = sentence[: m.start()]
    start = _CLAUSE_START.search(before)
    clause = before[start.end() :] if start is not None else before
    if _TO_YOU.search(clause):
        return False  # "I want you to forget", "can you ..."
    return _A_SUBJECT.search(clause) is not None


_TO_YOU = re.compile(r"\b(?:you|u|ya)\b", re.IGNORECASE)
_A_SUBJECT = re.compile(
    r"\b(?:i|we|they|he|she|people|everyone|everybody|nobody|someone|it'?s|its|easy|hard|tend\s+to"
    r"|(?:my|our|the|their|his|her|your)\s+[\w'-]+"
    # "on second thoughts": a lead of the request, no one who forgets
    r"|(?!(?:thanks|pls|yes|guys|lots|ps|its|this|lets|thoughts|afterthoughts)\b)"
    r"[a-z]{3,}s)\b(?:\s+\w+){0,3}\s*$",
    re.IGNORECASE,
)
"""A subject just before the verb: a pronoun, "people", "my clients", "students"."""


_KNOWN = re.compile(
    r"\b(?:know|knew|remember|remembered|saved|stored|noted|on\s+file|memory|memories|about\s+you)\b",
    re.IGNORECASE,
)
_CUTTING = ("drop", "remove", "delete", "scrap", "cut", "take")
_PART_OF = re.compile(
    r"^\s*(?:the|that|this)\s+(?:(?:bit|part|line|sentence|paragraph|mention|reference)s?\s+"
    r"(?:about|on|with|re|mentioning)\s+(?:the\s+|my\s+|our\s+)?(?P<about>[^.,;!?]{1,40}?)(?=\s*(?:[.,;!?]|$|\s+(?:and|but|so|from|in)\b))"
    r"|(?P<np>[^.,;!?]{1,40}?)\s*(?:bit|part|line|sentence|paragraph|mention|reference|stuff"
    r"|thing)s?\b)",
    re.IGNORECASE,
)


def _edits_draft(sentence: str, m: re.Match[str], context: str) -> bool:
    """Whether a cutting verb edits the draft the agent just wrote, not the user's memory.

    "shorter please, and drop the honeymoon bit" after the agent wrote an out-of-office
    that mentions the honeymoon cuts it from the text, as "remove the part about my kids"
    does from a bio that names them. Where the draft does not hold the thing, or the
    sentence speaks of what was said or stored ("delete the kids stuff from your memory"),
    it still asks to forget.
    """
    verb = m.group(0).lower()
    if not context or not any(v in verb for v in _CUTTING) or MEMORY_WORDS.search(sentence):
        return False
    part = _PART_OF.match(sentence[m.end() :])
    opens = p.DRAFT_OPENS.search(context)
    if part is None or opens is None or _KNOWN.search(context, 0, opens.start()) is not None:
        return False  # "Here is what I know so far:" lists memories, not a draft
    draft = context[opens.end() :].lower()
    words = content_words(part.group("np") or part.group("about"))
    return bool(words) and all(re.search(rf"\b{re.escape(w)}", draft) for w in words)


_JOKED = re.compile(
    r"(?:^|[,.;!]\s*|\b(?:no|nah|lol|haha|jeez|ignore\s+that|scratch\s+that)\W+)(?:(?:i\s+was|i'?m|im|just"
    r"|only)\s+(?:only\s+|just\s+)?(?:joking|kidding|messing(?:\s+(?:around|with\s+you))?|trolling"
    r"|pulling\s+your\s+leg|having\s+you\s+on|winding\s+you\s+up)|jk|j/k)\b",
    re.IGNORECASE,
)
"""The user taking back what they said as a joke: "lol no ignore that, i was joking"."""
_ASKED_IF_REAL = frozenset(
    "real really serious seriously true sure joking kidding actually wait".split()
)
"""Words of the agent's "is that real?" that name nothing the user said."""


def _joke_taken_back(
    sentences: tuple[str, ...], context: str
) -> tuple[ForgetRequest, frozenset[int]] | None:
    """The request a reply makes by calling what the user said before a joke, or None.

    What the joke was is what the agent asked about ("is the Reykjavik move real?"); when
    the agent asked nothing, it is what the user's last turn left.
    """
    index = next((i for i, s in enumerate(sentences) if _JOKED.search(s)), None)
    if index is None:
        return None
    asked = [s for s in p.SENTENCE_SPLIT.split(context) if s.rstrip().endswith("?")]
    # "Before I go on: is the Reykjavik move real?": the question is what follows a colon
    question = asked[-1].rsplit(":", 1)[-1] if asked else ""
    words = tuple(w for w in content_words(question) if w not in _ASKED_IF_REAL)
    request = ForgetRequest(terms=(words,) if words else (), recent=not words)
    return request, frozenset({index})


def _is_forget_en(sentence: str, m: re.Match[str], before: str = "") -> bool:
    if _quoted_or_code(sentence, m) or _said_of_someone(sentence, m):
        return False
    verb = m.group(0).lower()
    rest = sentence[m.end() :].lower()
    if "scratch" in verb:
        # "scratch that, make it weekly" takes back a word (`updates.py`), not a memory.
        return bool(MEMORY_WORDS.search(sentence))
    if any(v in verb for v in ("drop", "remove", "delete", "scrap", "get rid", "wipe", "let")):
        # "drop the decaf stuff" and "delete it" are requests only when they point at
        # something said, not at a section of a document or a line of code; "delete my
        # salary" names what the user said by the attribute.
        return (
            bool(MEMORY_WORDS.search(sentence))
            or bool(_SAID_THING.search(rest))
            # "that databricks interview thing, can you wipe it?": a thing the user told,
            # named before the ask that points back at it
            or (
                _POINTER_ASKED.match(rest) is not None
                and _THING_BEFORE.search(sentence[: m.start()]) is not None
            )
            # "that thing about Anna, she'd hate me for telling you. scrap it.": only a
            # pointer, at a thing told named in the sentence before
            or (
                _POINTER_ALONE.match(rest) is not None
                and not sentence[: m.start()].strip(" ,.!-")
                and bool(pointed_thing(before))
            )
            # "that whole custody mess is settled, you can let go of it now": the thing told
            # is named before the ask in its own sentence
            or (
                _POINTER_ALONE.match(rest) is not None
                and bool(pointed_thing(sentence[: m.start()]))
            )
            or (bool(_PERSONAL.match(rest)) and any(map(is_topic, content_words(rest)[:2])))
            # "biscuit passed away last night. please drop anything about her": everything of
            # one named just before
            or (
                _ABOUT_THEM.match(rest) is not None
                and bool(person_named_before(f"{before} {sentence[: m.start()]}"))
            )
            # "remove the salary figure, that's private": a figure named by what it measures
            or ((fig := _TOPIC_FIGURE.match(rest)) is not None and is_topic(fig.group("what")))
            or clause_topics(rest) != ()
            # "get rid of my number": the user's phone number, named by the word alone (not
            # "remove my number from the signature", an edit)
            or _number_alone(rest)
        )
    if any(
        v in verb
        for v in (
            "forget",
            "forgot",
            "erase",
            "purge",
            "remember",
            "take",
            "scrub",
            "strike",
            "expunge",
            "nuke",
            "none",
            "nothing",
        )
    ):
        return True
    if _HOLDING.search(verb) is not None and _DATA.search(rest) is None:
        # "I'd rather you didn't hold on to the diagnosis", "no need to note down the bit
        # about rehab": verbs of keeping in mind, said of what the user told (a rule of the
        # work names its data: "don't hold on to customer emails")
        return _EDITING.search(sentence) is None
    # "don't keep my address" asks to forget; "don't store passwords in plain text" and
    # "never mention competitors" are directions: a keeping verb forgets only what is
    # the user's own, what was said, or what it points at.
    return (
        bool(MEMORY_WORDS.search(sentence))
        or bool(_SAID_THING.search(rest))
        or bool(_PERSONAL.match(rest))
        or clause_topics(rest) != ()
        # "don't hold onto the school name": the thing is an attribute of the user's.
        or (rest.lstrip().startswith("the ") and any(map(is_topic, content_words(rest)[:2])))
        # "don't keep that about my meds": what was said about something of the user's, not
        # a line of a draft ("don't keep that about my manager, it reads too harsh")
        or (_ABOUT_MINE.match(rest) is not None and _EDITING.search(sentence) is None)
        # "don't keep where my daughter goes to school": a clause telling of someone of
        # the user's names what was said of them
        or (_WH_MINE.match(rest) is not None and _EDITING.search(sentence) is None)
        # "the whole tribunal drama, no need to keep that around": kept in mind, pointed back;
        # a request of another shape in the sentence reads its list ("..., any of that")
        or (_KEPT_AROUND.match(rest) is not None and other_request(sentence) is None)
        # "dont keep the client name anywhere": kept nowhere is kept in no memory
        or (
            (nowhere := _NOWHERE.search(rest)) is not None
            and _DATA.search(nowhere.group("thing")) is None
            and _KEEPING.search(verb) is not None
            and _EDITING.search(sentence) is None
        )
    )


_HOLDING = re.compile(r"\b(?:hold|hang|not(?:e|ing)|writ(?:e|ing)|fil(?:e|ing))", re.I)
"""A verb of keeping in mind ("hold on to", "note down", "file away"), not of keeping a file."""
_KEEPING = re.compile(r"\b(?:keep|stor|sav|record|retain|hold|hang)", re.IGNORECASE)
"""A verb of keeping: "never mention pricing anywhere" is a way to write, not a forget."""
_NOWHERE = re.compile(
    r"^(?P<thing>[^.;!?]{1,40}?)\b(?:anywhere|on\s+file|on\s+record)\b"
    r"(?!\s+(?:in|on|except|but|other|outside|inside|else|apart)\b)",
    re.IGNORECASE,
)
"""Kept nowhere, with no place set apart ("anywhere in the code", "anywhere except s3")."""
_DATA = re.compile(
    r"\b(?:passwords?|keys?|api|tokens?|secrets?|backups?|logs?|emails?|data|credentials?"
    r"|cookies|files?|pii|users?|customers?)\b",
    re.IGNORECASE,
)
"""Data the work handles, kept nowhere by a rule of the work ("never store user emails on
file"), not a thing the user told."""


_EDITING = re.compile(
    r"\b(?:reads?|sounds?|comes\s+across|tone|wording|phrasing|in\s+the\s+(?:email|e-mail|report|draft"
    r"|letter|message|doc|document|post|bio|header|headers|intro|summary|speech|toast|card))\b",
    re.IGNORECASE,
)
_ABOUT_MINE = re.compile(
    r"^\s*(?:that|this|it|anything|stuff|things)\s+(?:\w+\s+)?about\s+(?:my|our|me)\b",
    re.IGNORECASE,
)


def _target_words(sentence: str, m: re.Match[str], language: Language) -> tuple[str, ...]:
    rest = sentence[m.end() :]
    if language != "en":
        # The request's own words ("no guardes") name nothing, and an ask with a modal holds
        # its thing inside the match ("kannst du das mit dem Umzug vergessen"). The request's
        # clause is read first, so a clause beside it adds no word ("..., n\u00e3o quero mais
        # isso aparecendo"); when that clause names nothing ("ne l'enregistre pas, mon
        # rendez-vous chez Dumont"), what follows it names the thing.
        inside = m.group() if len(m.group().split()) > 3 else ""
        return foreign_words(_foreign_target_text(sentence, m), language) or foreign_words(
            f"{sentence[: m.start()]} {inside} {rest}", language
        )
    # "forget the Kafka stuff", "don't remember any of the job hunting stuff"
    rest = _TARGET_END.split(rest, maxsplit=1)[0]
    words = content_words(rest)
    if words:
        return words
    # "my address ... delete it": the thing named before the verb, in the same clause.
    before = CLAUSE_END.split(sentence[: m.start()])[-1]
    if _OF_IT.match(before):
        return ()  # "it's settled and i don't want it stored": a state of it, no thing named
    return content_words(before) if MEMORY_WORDS.search(sentence) else ()


def _foreign_target_text(sentence: str, m: re.Match[str]) -> str:
    """The words of a non-English request's own clause, before, inside and after its verb."""
    clauses = _FOREIGN_CLAUSE_END.split(sentence[: m.start()])
    # "la cosa su fabrizio e l'avvocato, non tenerla": the thing named in the clause before
    before = next((c for c in reversed(clauses) if c.strip()), "")
    inside = m.group() if len(m.group().split()) > 3 else ""
    first = _FOREIGN_CLAUSE_END.split(sentence[m.end() :], maxsplit=1)[0]
    return f"{before} {inside} {first}"


def _not_to_mention(sentence: str) -> tuple[str, ...]:
    """What `sentence` asks never to be mentioned ("don't bring up the velvet gutters"), or ()."""
    m = REQUEST["en"].search(sentence)
    if m is None or _MENTIONING.search(m.group(0)) is None:
        return ()
    return _target_words(sentence, m, "en")


_MENTIONING = re.compile(r"\b(?:mention|bring)", re.IGNORECASE)


def _pronoun_person(part: str, *, earlier: str) -> tuple[str, ...]:
    """The person `part` points at when it is only a pronoun ("him"), or ()."""
    return person_named_before(earlier) if PRONOUN.fullmatch(part) else ()


_FOREIGN_CLAUSE_END = re.compile(r"[,;:.!?\u00bf\u00a1]\s*")
_OF_IT = re.compile(
    r"^\W*(?:it'?s|its|it\s+(?:is|was)|that'?s|that\s+(?:is|was)|this\s+is)\b", re.IGNORECASE
)
"""A clause about the thing pointed at, naming nothing of it ("it's settled", "that's over")."""


_FORGET_IT = re.compile(
    r"[,;:\u2014-]\s*(?:(?:so|and|just|pls|please|plz|can\s+you|could\s+you)\s+)*forget\s+"
    r"(?:it|about\s+it|that)\s*(?:please|pls|plz)?(?:[.!]*$"
    # "..., please forget it, I don't want that kept anywhere", "- forget that please, HR is
    # handling it": a reason may follow (the thing pointed back to is the user's own words)
    r"|\s*[,;.!]\s*(?=\w))",
    re.IGNORECASE,
)


_TOLD_BY_USER = re.compile(
    r"\b(?:my|i\s+(?:said|told|mentioned|shared)|i'?ve\s+(?:said|told|mentioned)"
    r"|(?:for\s+)?telling\s+(?:you|u)|(?:mentioning|sharing)\s+(?:it|that|this))\b",
    re.IGNORECASE,
)
"""What makes the thing pointed back to the user's own ("the part about my brother")."""


_BARE_FORGET = re.compile(
    r"^\W*(?:(?:so|ok|okay|just|pls|please|plz|yeah|and)\W+)*(?:forget|scrap|drop|delete|remove|wipe"
    r"|erase|bin|ditch|lose)\s+(?:it|that|this)(?:\s+(?:please|pls|plz|too|entirely|completely"
    r"|then))?\W*$",
    re.IGNORECASE,
)
"""A sentence that only asks to forget what it points at: "scrap it.", "just forget that"."""


def _pointed_before(sentence: str, before: str) -> tuple[str, ...]:
    """What a bare "scrap it." points back to in the sentence `before` it.

    "that thing about Anna, she'd hate me for telling you. scrap it.": a thing the user told,
    named there; "the intro is too long. delete it." points at a draft, named by no one.
    """
    if not before or _BARE_FORGET.match(sentence) is None:
        return ()
    if _TOLD_BY_USER.search(before) is None:
        return ()
    return content_words(pointed_thing(before))


def _pointed_back(sentence: str) -> tuple[str, ...]:
    """What "forget it" at the end points back to ("the part about my brother, forget it")."""
    m = _FORGET_IT.search(sentence)
    if m is None or _TOLD_BY_USER.search(sentence, 0, m.start()) is None:
        return ()  # "that part about the budget, just forget it": the agent's part, a task
    return content_words(pointed_thing(sentence[: m.start()]))


_THEIR_FIGURES = re.compile(
    r"\b(?:my|our|the|those|these|both)\s+(?:[\w-]+\s+)?(?:numbers|figures)\b", re.IGNORECASE
)
"""Sums the user gave, named as such beside the request."""
_POINTER = re.compile(r"\b(?:it|that|this|those|them)\b", re.IGNORECASE)
_FIGURES = re.compile(r"\b(?:numbers|figures|amounts)\b", re.IGNORECASE)
"""A thing named only as "the numbers": what the user earns, is offered or owes."""


_JOINED = re.compile(r"\s+(?:or|and|&)\s+(?=(?:the|my|our|his|her|their|any|all)\b)", re.I)
"""Where a request's thing joins another ("the trip or the dates"), each named apart."""


def _other_target(sentence: str, other: OtherRequest, earlier: str) -> tuple[tuple[str, ...], ...]:
    """A `forget_phrasings` request's targets: its thing, or what it points at."""
    words = content_words(other.thing)
    if not words and _FIGURES.search(other.thing):
        words = ("salary",)  # "I'd prefer the numbers don't get saved"
    if words:
        # "clear out everything about the job search, brightwater, the interview": what is
        # listed after the thing goes with it
        listed = listed_targets(sentence[other.start :], content_words)
        # "the lisbon trip or the dates": each thing joined to another is a target alone
        joined = [w for part in _JOINED.split(other.thing) if (w := content_words(part))]
        apart = joined if len(joined) > 1 else []
        others = [t for t in (*listed, *apart) if t != words]
        return (words, *named_alone(other.thing, words), *dict.fromkeys(others))
    # "the stuff about the divorce, I'd rather ...", or after it: "..., the custody stuff";
    # a person pointed at ("I'd like him out of your notes") is named before, never after
    thing = pointed_thing(earlier) or (
        pointed_thing(sentence[other.start :]) if PRONOUN.fullmatch(other.thing) is None else ""
    )
    pointed = content_words(thing)
    if pointed:
        # "the stuff about the divorce and Dorian, ... any of that": each thing listed too
        return (pointed, *listed_targets(thing, content_words))
    resolved = resolve(sentence, earlier, "en")
    return (resolved,) if resolved else ()
