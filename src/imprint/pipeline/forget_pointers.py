"""What a forget request that only points means: "delete everything about her", "erase it".

A pronoun for a person points at the one who did something in the words before it
("petra moved to Oslo. delete everything about her" -> `petra`), or else at the last name
said; "it", "that" or "this" point at the thing a request or a clause before named ("don't
keep my address in your memory please, delete it" -> `address`; "my son's diagnosis is his
business, please erase it" -> `son`, `diagnosis`).
"""

from __future__ import annotations

import re

from imprint.pipeline.forget_phrasings import pointed_thing
from imprint.pipeline.forget_verbs import REQUEST
from imprint.pipeline.forget_words import PRONOUN, content_words
from imprint.pipeline.language import FUNCTION_WORDS, Language
from imprint.pipeline.old_values import AWAY_FOR_NOW, DEAD_AS_ENDED
from imprint.pipeline.referents import last_person

__all__ = ["CLAUSE_END", "ended_thing", "person_named_before", "resolve"]

CLAUSE_END = re.compile(r"[.;!?]")
"""Where a clause ends: what a pointer may mean is in the clause before it."""
_SAID_OF = re.compile(
    r"(?:(?:so|and|but|also|ok|okay|well|actually|honestly)\W+)*(?P<np>(?:the|my|our|his|her"
    r"|their|all|any)\b[^,;.!?]{1,40}?)\s+(?:is|are|was|were|'s|stays?|should\s+stay)\b",
    re.IGNORECASE,
)
"""The thing a clause says something about: "the therapy stuff is private"."""
_TOLD_ABOUT = re.compile(
    r"\b(?:i|i'?ve|i\s+have)\s+(?:(?:just|already|once)\s+)?(?:told|tell|mentioned|said|shared"
    r"|talked|spoke|wrote|vented|ranted|moaned|complained|(?:was|been)\s+(?:venting|ranting|moaning"
    r"|complaining|talking|going\s+on))\s+(?:(?:you|u|ya)\s+)?(?:(?:a\s+(?:bit|lot)|earlier|before)\s+)?"
    r"(?:about|re|regarding|of)\s+(?P<np>[^,;.!?]{1,40})",
    re.IGNORECASE,
)
"""What the user says they told: "i told you about bailey. delete it", "I was venting about
Steve, no need to keep that"."""
_KEPT_QUIET = re.compile(
    r"^\W*(?:(?:so|and|but|also|ok|okay|well|actually)\W+)*(?P<np>(?:my\s+[\w'-]+|[A-Za-z][a-z'-]+))\s+"
    r"(?:asked|told|begged|wants?|wanted|made)\s+me\s+(?:not\s+to\s+(?:tell|share|mention|say|spread)"
    r"|to\s+keep\s+(?:it|this|that)\s+(?:quiet|secret|private|to\s+myself|between\s+us))",
    re.IGNORECASE,
)
"""Who asked for a thing to be kept quiet: "anna asked me not to tell people, so please don't
keep that" points at what the user said of Anna."""
_REGRETTED = re.compile(
    r"\b(?:regret|wish\s+i\s+(?:hadn'?t|had\s+not|never|didn'?t))\s+(?:ever\s+)?(?:telling|told|tell"
    r"|mentioning|mentioned|mention|sharing|shared|share|bringing\s+up|brought\s+up)\s+(?:(?:you|u)\s+)?"
    r"(?:about\s+)?(?P<np>[^,;.!?]{1,40})",
    re.IGNORECASE,
)
"""What the user wishes unsaid: "I regret telling you about the gambling. wipe it"."""
_SECRET = re.compile(
    r"\b(?:nobody|no\s+one|no-one|noone)\s+(?:(?:else|here|at\s+work)\s+)?(?:can|should|must|may"
    r"|is\s+(?:allowed|supposed)\s+to|needs\s+to|has\s+to|gets\s+to)\s+(?:ever\s+)?(?:find\s+out"
    r"|know|hear|learn)\s+(?:about|of)\s+(?P<np>[^,;.!?]{1,40})",
    re.IGNORECASE,
)
"""What must stay secret: "nobody can find out about the Google applications, so don't keep
that anywhere" points at the applications."""
_NAMED_FIRST = re.compile(
    r"^\W*(?:(?:so|ok|okay|and|re|about|oh|um|right)\W+)*(?P<np>(?:the|my|our|that|this)\s+"
    # a name, no clause: "my son's diagnosis is his business" says something of it
    r"(?:(?!\b(?:is|are|was|were|has|have|had|will|would|can|could|should|isn'?t|aren'?t|wasn'?t)\b)"
    r"[^,;:.!?\u2013\u2014-]){1,40}?)\s*(?:\s[-\u2013\u2014]+\s|[:,\u2013\u2014]|\.\.\.)"
    # or the whole of what came before, a name of a few words ("the Stripe application")
    r"|^\W*(?P<bare>(?:the|my|our|that|this)\s+[\w'-]+(?:\s+[\w'-]+){0,2})\W*$",
    re.IGNORECASE,
)
"""A thing named first, then the ask about it: "the Stripe application - please wipe it"."""
_ENDED = (
    r"(?:cancell?ed|pulled|scrapped|shelved|dropped|axed|killed|binned|called\s+off"
    rf"|off(?!\s+(?:{AWAY_FOR_NOW}))|{DEAD_AS_ENDED}"
    r"|over|done|finished|sold|gone)"
)
_ENDED_THING = re.compile(
    r"(?:^|[,:]\s*|\b(?:so|and|but|well|update|news)\s+)"
    r"(?P<np>(?:(?:the|my|our|that|this)\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?)\s+"
    rf"(?:got|was|were|is|are|'s|has\s+been|have\s+been)\s+(?:(?:just|finally|officially)\s+)?"
    rf"{_ENDED}\b"
    r"|(?P<np2>(?:(?:the|my|our|that|this)\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?)\s+fell\s+through\b"
    r"|\b(?:sold|cancell?ed|scrapped|shelved|dropped|quit|ended|binned|returned|abandoned"
    r"|gave\s+up(?:\s+on)?|got\s+rid\s+of|pulled\s+out\s+of|shut\s+down|called\s+off)\s+"
    r"(?P<np3>(?:the|my|our|that|this)\s+[\w'-]+(?:\s+[\w'-]+){0,2}?)\s*(?:[,;:]|$)"
    # "so im shelving plotwise, scrap everything about it": a thing being given up now
    r"|\b(?:i'?m|im|we'?re|i\s+am|we\s+are)\s+(?:(?:just|finally|officially)\s+)?(?:selling"
    r"|cancell?ing|scrapping|shelving|dropping|quitting|ending|binning|abandoning|giving\s+up(?:\s+on)?"
    r"|shutting\s+down|calling\s+off|closing)\s+(?P<np4>(?:(?:the|my|our)\s+)?[\w'-]+"
    r"(?:\s+[\w'-]+){0,2}?)\s*(?:[,;:.!]|$)"
    # "also left velvet switchyard, drama": a band, a club or a team the user left
    r"|(?:^|[,;]\s*|\b(?:also|just|finally|and|so|i|we)\s+)(?:left|quit)\s+(?!(?:work|home|early"
    r"|late|it|that|them|the\s+house)\b)(?P<np5>[\w'-]+(?:\s+[\w'-]+){0,2}?)\s*(?:[,;:.!]|$)",
    re.IGNORECASE,
)
"""A thing said to have ended, which "forget everything about it" then points at: "Atlas
got cancelled", "the lisbon trip fell through", "sold the drone, ..."."""


def ended_thing(clause: str) -> str:
    """The thing `clause` says has ended or been given up ("" if it says none)."""
    m = _ENDED_THING.search(clause.strip())
    if m is None:
        return ""
    return (
        m.group("np") or m.group("np2") or m.group("np3") or m.group("np4") or m.group("np5") or ""
    )


_ACTOR = re.compile(
    r"(?<![\w'])(?<!\bthe\s)(?<!\s[ao]f\s)(?<!\smy\s)(?<!\s[ao]\s)(?<!\bthat\s)(?<!\bthis\s)"
    r"(?<!\bour\s)(?<!\bhis\s)(?<!\bher\s)(?<!\btheir\s)(?<!\byour\s)([A-Za-z][a-z\u00c0-\u024f'-]{2,})\s+(?:and\s+[iI]\b|(?:\w+ed|left|quit|went|got|is"
    r"|was|has|had|split)\b)"
)
"""A one-word subject and its verb ("tomasz left", "Saoirse and I broke up"); not a thing
pointed at or owned ("that trip is dead", "our flat was")."""
_WITH_USER = re.compile(
    r"(?:(?<![\w'])(?<!\bmy\s)([A-Za-z][a-z\u00c0-\u024f'-]{2,})\s+and\s+[iI]"
    r"|\bme\s+and\s+([A-Za-z][a-z\u00c0-\u024f'-]{2,}))"
    # a subject, so a verb follows: "he's out of the picture and i'd like" names no one
    r"\s+(?:\w+ed|are|were|have|had|split|broke|went|got|both|just|finally|decided)\b"
)
"""Someone named beside the user as one subject ("tomas and I", "me and tomas")."""
_NOT_A_PERSON = FUNCTION_WORDS.get("en", frozenset()) | frozenset(
    "everything everyone someone nobody work school life things stuff it this that he she they"
    " we you i my our his her their which who what there here today yesterday also just then"
    " so and but finally now recently officially lol ugh anyway".split()
)
_COMMA = re.compile(r"\s*[,;]\s*")
_THEM = re.compile(r"\b(?:them|they)\b", re.IGNORECASE)
_DEICTIC = re.compile(r"\b(?:it|that|this|those|these)\b", re.IGNORECASE)
_NAME = re.compile(r"(?<![\w'])([A-Z][a-z\u00c0-\u024f]{2,})\b")
_NOT_NAMES = frozenset(
    "The This That Please Forget Delete Don't Never Also And But Just Now Thanks Yes No Not Sorry"
    " Ok Okay Good Great Hi Hey Hello Mine Can Could Would I I'm Anyway Anyways Actually"
    " Honestly Well Oh So Btw Update Yeah Right Sure Also Basically Apparently These Those Thank"
    " What How Why When Where Which Who Should Will Different Nice Cool Here There Today"
    " Tomorrow Remember Sounds Perfect Monday Tuesday Wednesday Thursday Friday Saturday Sunday"
    " January February March April May June July August September October November"
    " December".split()
)
"""Capitalised words that open a sentence or name a day or a month: no person's name."""


_NAME_BEFORE = re.compile(r"((?:[A-Z][\w'-]+\s+(?:&\s+|and\s+)?)+)$")


def _whole_name(earlier: str, actor: str) -> tuple[str, ...]:
    """`actor` with the capitalised words just before it: "Harrow & Finch", not "Finch"."""
    at = earlier.rfind(actor)
    before = _NAME_BEFORE.search(earlier[:at]) if at > 0 and actor[0].isupper() else None
    if before is None:
        return (actor.lower(),)
    words = [w.lower() for w in re.findall(r"[A-Z][\w'-]+", before.group(1))]
    return (*words[-2:], actor.lower())


_LOST = re.compile(
    r"\b(?:lost|buried|put\s+down|said\s+goodbye\s+to|had\s+to\s+say\s+goodbye\s+to)\s+"
    r"(?!(?:my|our|the|a|an|it|him|her|them|his|their|weight|track|touch|sleep|money|interest"
    r"|count|faith|hope|power|everything|nothing|some|all|one|two|three|this|that)\b)"
    r"([a-z][a-z'-]{2,})\b"
    # "we had to put pepper to sleep", "put biscuit down on friday"
    r"|\bput\s+(?!(?:my|our|the|a|an|it|him|her|them|his|their|this|that|everything|up)\b)"
    r"([a-z][a-z'-]{2,})\s+(?:to\s+sleep|down)\b"
    # "pepper passed away", "rufus died on monday"
    r"|\b(?!(?:she|he|it|they|who|that|which|everyone|nobody|someone|grandma|grandpa)\b)"
    r"([a-z][a-z'-]{2,})\s+(?:passed\s+away|passed\s+on|died|crossed\s+the\s+rainbow\s+bridge)\b",
    re.IGNORECASE,
)
"""One the user lost, named in any case ("we lost pepper last week", "we had to put pepper
to sleep"): whom "her" mourns."""


def person_named_before(earlier: str) -> tuple[str, ...]:
    """The person "her", "him" or "his name" points back to in `earlier`, or ().

    "petra moved to Oslo. delete everything about her": the one who did something, typed in
    any case, before any other capitalised word; then the last name; then the last relation
    of the user's ("my brother is fine now, so forget everything about him").
    """
    actors = [
        a
        for a in _ACTOR.findall(earlier)
        if a.lower() not in _NOT_A_PERSON
        and a not in _NOT_NAMES
        # "radu left the company, lawyers involved": a plural with a bare participle after a
        # comma is a circumstance, no one "him" points at
        and not (
            a.endswith("s")
            and re.search(rf",\s*{re.escape(a)}\s+\w+ed\s*(?:[,.;!?]|$)", earlier) is not None
        )
    ]
    # "tomas and I broke up so the lisbon plan is off": one who did it with the user is a
    # person; "plan is" may be a thing
    beside = [
        a
        for m in _WITH_USER.finditer(earlier)
        if (a := m.group(1) or m.group(2)).lower() not in _NOT_A_PERSON
    ]
    actors = beside or actors
    if actors:
        return _whole_name(earlier, actors[-1])
    names = [n for n in _NAME.findall(earlier) if n not in _NOT_NAMES]
    if names:
        return (names[-1].lower(),)
    lost = [
        n
        for m in _LOST.finditer(earlier)
        if (n := next(g for g in m.groups() if g)) and n.lower() not in _NOT_A_PERSON
    ]
    if lost:
        # "we lost pepper last week :( can you forget about her": the one mourned
        return (lost[-1].lower(),)
    return last_person(earlier)


_HIS_AFTER_VERB = re.compile(
    r"\b(?:forget|delete|erase|drop|remove|wipe|scrap|clear)\s+(?:all\s+(?:of\s+)?)?his\b",
    re.IGNORECASE,
)
"""A request for someone's things ("forget his stuff"): "his" is the one named before; in
"my son's diagnosis is his business" it points nowhere."""


def _named_in(chunk: str) -> str | None:
    """What `chunk` says the user told about, names first, or says asked for quiet, or None.

    "anna asked me not to tell people, so please don't keep that" points at Anna.
    """
    told = (
        _TOLD_ABOUT.search(chunk)
        or _REGRETTED.search(chunk)
        or _KEPT_QUIET.search(chunk)
        or _SECRET.search(chunk)
    )
    if told is not None:
        return told.group("np")
    first = _NAMED_FIRST.match(chunk)
    return None if first is None else first.group("np") or first.group("bare")


def resolve(sentence: str, earlier: str, language: Language) -> tuple[str, ...]:
    """A pronoun's person, or the thing an earlier clause named."""
    if PRONOUN.search(sentence) or _HIS_AFTER_VERB.search(sentence):
        person = person_named_before(earlier)
        if person:
            return person
    if language == "en" and _THEM.search(sentence):
        # "also left velvet switchyard, drama. dont need you to remember anything about
        # them": no person before, so the thing that ended
        for chunk in reversed(CLAUSE_END.split(earlier)):
            for part in reversed(_COMMA.split(chunk)):
                # "quit drinking, also left the book club": the last thing that ended
                ended = content_words(ended_thing(part))
                if ended:
                    return ended
    if _DEICTIC.search(sentence) and language == "en":
        # "don't keep my address in your memory please, delete it", "never mention bailey
        # again, remove it": the request before the pointer, in the same sentence
        clause = CLAUSE_END.split(earlier)[-1]
        inner = REQUEST[language].search(clause)
        if inner is not None:
            return content_words(clause[inner.end() :])
        # "the medication thing I asked about, please don't keep that"
        pointed = content_words(pointed_thing(earlier))
        if pointed:
            return pointed
        # "my son's diagnosis is his business, please erase it": what the clause before
        # says something about.
        for chunk in reversed(CLAUSE_END.split(earlier)):
            if content_words(chunk):
                named = _named_in(chunk)
                if named and content_words(named):
                    return content_words(named)
                said = _SAID_OF.match(chunk.strip())
                if said is not None:
                    return content_words(said.group("np"))
                # "Atlas got cancelled. forget everything about it", "sold the drone,
                # forget everything about it pls": the thing said to have ended
                return content_words(ended_thing(chunk))
    return ()
