"""Who or what a sentence's opening pronoun means, when the sentence before named it.

A reply often names someone once and goes on with a pronoun: "my son Mateo turns 7 next
week. he has type 1 diabetes". Read alone, the second sentence is about nobody; read after
the first, it is a fact about the son. The sentence that named him must state a fact about
him too: "my brother keeps telling me ..." introduces an opinion, not a person. Likewise a
project named alone, as the answer to "which project?", is what "everything there" and "it"
mean next: "atlas. everything there runs on AWS". `resolve_referent` writes the name in,
and only when the sentence then states a fact (so a pronoun in a request or a story is left
as it was).
"""

from __future__ import annotations

import re

from imprint.pipeline.disclosures import disclosure
from imprint.pipeline.facts import fact_in
from imprint.pipeline.named_ages import named_school_year
from imprint.pipeline.named_beings import NOT_SUBJECTS
from imprint.pipeline.named_conditions import named_condition
from imprint.pipeline.own_gear import ACCESSORIES
from imprint.pipeline.stack import stack_in
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.topics import DRUG

__all__ = ["last_person", "resolve_referent", "unclear_person"]

_HE = "son husband boyfriend dad father brother grandpa grandfather uncle nephew stepson stepdad"
_SHE = (
    "daughter wife girlfriend mum mom mother sister grandma grandmother aunt niece stepdaughter"
    " stepmum stepmom"
)
_EITHER = (
    "kid child baby toddler teen teenager partner spouse fiance fiancee cousin friend boss"
    " manager colleague coworker co-worker roommate flatmate neighbour neighbor sibling dog cat"
    " puppy kitten vp ceo cto director editor client supervisor professor advisor tutor coach"
    " landlord teacher lead pm"
)
_PLURAL = "kids children twins parents in-laws grandparents cats dogs puppies kittens"
_GENDER: dict[str, frozenset[str]] = {
    **dict.fromkeys(_HE.split(), frozenset({"he", "they"})),
    **dict.fromkeys(_SHE.split(), frozenset({"she", "they"})),
    **dict.fromkeys(_EITHER.split(), frozenset({"he", "she", "they"})),
    **dict.fromkeys(_PLURAL.split(), frozenset({"they"})),
}
"""Relation -> the pronouns that can stand for it."""
_PERSON = re.compile(
    r"\bmy\s+(?:(?:(?:little|older|younger|eldest|oldest|youngest|baby|new|best|\d+[- ]year[- ]old)"
    r"\s+){0,2}(?P<rel>" + "|".join(sorted(_GENDER, key=len, reverse=True)) + r")\b"
    r"(?:,?\s+(?P<name>(?-i:[A-Z])[a-z\u00c0-\u024f'-]+)\b)?"
    # "my 14yo Maya": a child named by their age, no relation word
    r"|\d{1,2}\s*(?:yo|y/o|yrs?\s+old|[- ]years?[- ]old)\s+"
    r"(?P<aged>(?-i:[A-Z])[a-z\u00c0-\u024f'-]+)\b)",
    re.IGNORECASE,
)
_PRONOUN = re.compile(
    r"^(?P<lead>\W*(?:(?:and|also|oh|plus|but|so|btw|fyi|though)\W+){0,2})"
    r"(?P<pronoun>he|she|they|his|her|their)\b(?P<verb>'s|'re|'ve|'ll|\s+(?:is|are|has|have|was"
    r"|were)\b)?",
    re.IGNORECASE,
)
_SINGULAR = {"are": "is", "have": "has", "were": "was"}
_POSSESSIVE = {"his": "he", "her": "she", "their": "they"}
_NAME_ONLY = re.compile(r"^\W*(?P<name>[A-Za-z][\w-]{1,30}(?:\.[\w-]+)?)\W*$")
_NOT_A_NAME = frozenset(
    "yes yeah yep no nope ok okay sure thanks thank hi hey hello cool great nice right true"
    " done both neither either none maybe perhaps so well hmm".split()
)
_THERE = re.compile(
    r"^(?P<lead>\W*)(?:(?P<all>everything|all(?:\s+of\s+it)?)\s+(?:there|in\s+there|on\s+it)"
    r"|(?P<it>it))\b",
    re.IGNORECASE,
)


_OPINION = re.compile(
    r"\s+(?:(?:always|really|just|also)\s+)?(?:insists?|wants?|hates?|prefers?|likes?|loves?"
    r"|demands?|requires?|can'?t\s+stand|won'?t\s+accept|refuses?)\b",
    re.IGNORECASE,
)
"""What someone named before wants or hates, said with a pronoun: their view, not the user's."""


def resolve_referent(sentence: str, before: tuple[str, ...]) -> str:
    """`sentence` with an opening pronoun replaced by whom or what `before` just named."""
    if not before:
        return _thing_asked_off(sentence, ()) or sentence
    return (
        _drug_taken(sentence, before)
        or _person(sentence, before)
        or _named_subject(sentence, before[-2:])
        or _project(sentence, before[-1])
        or _own_work(sentence, before[-1])
        or _thing_asked_off(sentence, before[-2:])
        or _one_got(sentence, before[-1])
        or sentence
    )


_GOT_ONE = re.compile(
    r"^(?P<lead>\W*(?:(?:and|also|oh|btw|fyi|ps)\W+)?(?:(?:i|we)(?:'ve|\s+have)?\s+)?"
    r"(?:(?:just|recently|finally|only)\s+)?)(?P<verb>bought|got|picked\s+up|ordered|leased"
    r"|adopted)\s+(?:one|it|ours|mine)\b(?!\s+for\s+(?:my|his|her|our|their|the|a)\b)",
    re.IGNORECASE,
)
_ASKED_THING = re.compile(
    r"\b(?:a|an|the|this|that)\s+(?P<thing>[a-z0-9][\w.-]*(?:\s+[a-z0-9][\w.-]*){0,2})\s*\?+\s*$",
    re.IGNORECASE,
)


_NOT_A_THING_END = frozenset(
    "last take cost work need use run hold get do be go come charge weigh fit cover mean".split()
)
"""Verbs a question about a thing ends with ("how long does a ps5 controller last?")."""


def _one_got(sentence: str, before: str) -> str | None:
    """The thing a question just named, written into "just bought one" after it.

    "what's a good charging routine for a kia niro? just bought one": the question names
    the model, the answer after it says the user has one. Only a thing of a known kind (a
    car, a phone, a computer...) at the question's end, so "is this a good idea? just got
    one" names nothing.
    """
    m = _GOT_ONE.match(sentence)
    if m is None:
        return None
    asked = _ASKED_THING.search(before)
    if asked is None:
        return None
    words = asked.group("thing").split()
    if words[-1].lower() in _NOT_A_THING_END or any(w.lower() in ACCESSORIES for w in words):
        return None  # "how long does a ps5 controller last?": a part, and a verb
    # the thing's own words, from the last: "a good charger for a kia niro": "kia niro"
    for start in range(len(words)):
        thing = " ".join(words[start:])
        if subject_of(thing) is not None:
            article = "an" if thing[:1].lower() in "aeiou" else "a"
            return f"{m.group('lead')}{m.group('verb')} {article} {thing}{sentence[m.end() :]}"
    return None


_ASKED_OFF = re.compile(
    r"\b(?:stop\s+(?:with|using|adding|putting)|no\s+more|enough\s+(?:with|of)|drop|lose|ditch"
    r"|cut\s+(?:out)?|get\s+rid\s+of|without|less|fewer|quit\s+(?:with|using))\s+"
    r"(?:the\s+|all\s+(?:the\s+|those\s+)?|those\s+|your\s+|these\s+)?"
    r"(?P<x>(?:[a-z][\w-]*\s+)?[a-z][\w-]*s)\b",
    re.IGNORECASE,
)
"""A kind of thing the user asked the agent to give up ("stop with the emojis")."""
_COURTESY = frozenset("pls plz please thanks thx lol".split())
_THEM = re.compile(
    r"\b(?P<verb>use|using|hate|want|see|include|add|put|like|send|give\s+me|say)\s+(?:them|those|these)\b",
    re.IGNORECASE,
)
_RIGHT_NOT = re.compile(
    r"\b(?:it'?s|its|it\s+is|they'?re|we\s+say|i\s+say)\s+(?P<x>[a-z][\w-]*(?:\s+[\w-]+){0,3}?),?\s+not\s+\w",
    re.IGNORECASE,
)
"""The right words in a correction ("on a boat it's port and starboard, not left and right"),
which a following "use those" points at."""


_ON_IT = re.compile(
    r"\b(?P<lead>(?:i'?ve|ive|i\s+have|i'?m|im|i\s+am)\s+(?:been\s+)?(?:on|taking))\s+it\b",
    re.IGNORECASE,
)


def _drug_taken(sentence: str, before: tuple[str, ...]) -> str | None:
    """`sentence` with "on it" named as the medicine just asked about, or None.

    "is cranberry juice bad if you're on warfarin? ... ive been on it since the dvt": what
    the user takes is the medicine the question named.
    """
    if " it" not in sentence.lower():
        return None
    on_it = _ON_IT.search(sentence)
    if on_it is None:
        return None
    for earlier in (sentence[: on_it.start()], *reversed(before[-2:])):
        drugs = DRUG.findall(earlier)
        if len({d.lower() for d in drugs}) == 1:
            lead, rest = sentence[: on_it.start()], sentence[on_it.end() :]
            return f"{lead}{on_it.group('lead')} {drugs[0]}{rest}"
    return None


def _thing_asked_off(sentence: str, before: tuple[str, ...]) -> str | None:
    """`sentence` with "them" named as what the user just asked the agent to give up.

    "can you stop with the emojis, its an appeal. and in general i hate them, just never
    use them with me": "them" are the emojis, which the rule must say.
    """
    low = sentence.lower()
    if "them" not in low and "those" not in low and "these" not in low:
        return None  # a cheap look before the pattern: most sentences point at nothing
    them = _THEM.search(sentence)
    if them is None:
        return None
    for earlier in (sentence[: them.start()], *reversed(before)):
        m = _ASKED_OFF.search(earlier) or _RIGHT_NOT.search(earlier)
        if m is not None:
            words = [w for w in m.group("x").split() if w.lower() not in _COURTESY]
            return _THEM.sub(rf"\g<verb> {' '.join(words)}", sentence)
    return None


_OWN_WORK = re.compile(
    r"^\W*(?P<work>(?:my|our)\s+(?:[\w-]+\s+){0,2}?(?:novel|thriller|book|memoir|story|script"
    r"|screenplay|play|thesis|dissertation|paper|game|app|podcast|album|ep|comic|webcomic|zine"
    r"|musical|film|documentary|short|series|poem|collection|project|course|campaign|newsletter"
    r"|channel|blog|startup|shop|business))\W*$",
    re.IGNORECASE,
)
"""A work of the user's named alone ("my thriller."), as what a task is about."""
_IT_IS = re.compile(
    r"^(?P<lead>\W*)it(?:'s|\s+is)\s+(?=(?:set\s+in|about|called|based\s+on|aimed\s+at|for\s+"
    r"|written\s+in|built\s+(?:in|with|on)|made\s+(?:in|with)|a\s|an\s))",
    re.IGNORECASE,
)


def _own_work(sentence: str, previous: str) -> str | None:
    """The sentence with "it" named as the work the one before named ("my thriller.")."""
    work = _OWN_WORK.match(previous)
    m = _IT_IS.match(sentence) if work is not None else None
    if work is None or m is None:
        return None
    return f"{m.group('lead')}{work.group('work')} is {sentence[m.end() :]}"


def unclear_person(sentence: str, before: tuple[str, ...]) -> bool:
    """Whether `sentence` opens on a pronoun for one of several people `before` just named.

    "my wife and my mum are both coming. she has a bad knee": whose knee is unclear, so the
    sentence is no fact to keep about anyone (`resolve_referent` leaves it as it was).
    """
    if _PRONOUN.match(sentence) is None:
        return False
    named = _people_before(before)
    return named is not None and len(named[1]) > 1


def _people_before(before: tuple[str, ...]) -> tuple[str, list[re.Match[str]]] | None:
    """The nearer of the last two sentences that names people of the user's, and them."""
    for previous in reversed(before[-2:]):
        people = list(_PERSON.finditer(previous))
        if people:
            return previous, people
    return None


def _person(sentence: str, before: tuple[str, ...]) -> str | None:
    m = _PRONOUN.match(sentence)
    if m is None:
        return None
    pronoun = m.group("pronoun").lower()
    possessive = pronoun in _POSSESSIVE
    if possessive and m.group("verb"):
        return None
    pronoun = _POSSESSIVE.get(pronoun, pronoun)
    named = _people_before(before)
    if named is None:
        return None
    previous, people = named
    opinion = _OPINION.match(sentence, m.end()) is not None
    # "my 14yo Maya ...": a child named with their age is introduced, whatever follows
    introduced = people[0].group("aged") is not None or _states_fact(previous)
    if len(people) > 1 or (not introduced and not opinion):
        # "my wife and my son ...": which one is unclear; "my brother keeps telling me
        # ...": what he says is no fact about him, nor what comes after.
        return None
    person = people[0]
    aged = person.group("aged")
    relation = "kid" if aged else person.group("rel").lower()
    if pronoun not in _GENDER[relation]:
        return None
    name = aged or person.group("name")
    who = f"my {relation}" + (f" {name}" if name else "")
    if possessive:  # "his school is nut-free": the son's school
        who += "'" if who.endswith("s") else "'s"
    verb = (m.group("verb") or "").strip().lower()
    if verb and pronoun == "they" and relation not in _PLURAL.split():
        verb = {"'re": "is", "'ve": "has"}.get(verb, _SINGULAR.get(verb, verb))
    elif verb == "'s":
        verb = _is_or_has(sentence[m.end() :])
    elif verb in ("'re", "'ve", "'ll"):
        verb = {"'re": "are", "'ve": "have", "'ll": "will"}[verb]
    resolved = f"{m.group('lead')}{who}{' ' + verb if verb else ''}{sentence[m.end() :]}"
    # "going to my VP. she insists on a TL;DR": whose rule it is, named
    return resolved if opinion or fact_in(resolved) is not None else None


_NAME_THEN_PRONOUN = re.compile(
    r"(?:(?:^\W*|[,;:]\s+|\b(?:and|so|but|because|cos|since)\s+)"
    r"(?P<name>[A-Za-z][a-z\u00c0-\u024f-]{1,15})(?:'s|\u2019s|\s+(?:is|has|had|was|got|needs"
    r"|will|keeps|can'?t|won'?t|isn'?t))\b"
    # "ring the vet about pepper's ear again, shes a beagle": a name's ear, paw, school
    r"|\b(?:about|with|for|to|from|at)\s+(?P<owner>[A-Za-z][a-z\u00c0-\u024f-]{1,15})(?:'s|\u2019s)\s+"
    r"(?!(?:got|been|a|an|the|not|just|so|very|really|gonna|going|on|in|at|my|your)\b)[a-z]+)"
    r"[^.;!?]*?\b(?P<pronoun>she|he)(?:'?s|'ll|'d)?\b",
    re.IGNORECASE,
)
"""A sentence opening on a name that a pronoun takes up later ("isla's got a dentist appt so
she'll be out"): the pronoun says the name is a person's, and which pronoun stands for them."""
_NAME_OPENS = re.compile(
    r"(?:^\W*|^(?:yes|yeah|ok|okay|so|well|right)\W+(?:(?:pls|please|thanks)\W+)?)"
    r"(?P<name>[A-Za-z][a-z\u00c0-\u024f-]{1,15})(?:'s|\u2019s)\s+(?:starting|started|going|been|in"
    r"|at|turning|doing|learning|off|now|just|finally|nearly|almost)\b",
    re.IGNORECASE,
)
"""A sentence opening on a named person ("isla's starting reception in sept"), whom a "she"
or "he" opening the next sentence means, whatever the name's gender."""
_SOMEONE_ELSE = re.compile(
    r"\b(?:her|his|their)\s+(?:[\w-]+\s+)?(?:sister|brother|mum|mom|dad|mother|father|friend|son"
    r"|daughter|kid|kids|boyfriend|girlfriend|husband|wife|partner|boss|cousin|aunt|uncle|nan|gran)\b",
    re.IGNORECASE,
)
"""Another person named beside the name ("jess is bringing her sister"): "she" is unclear."""


def _named_subject(sentence: str, before: tuple[str, ...]) -> str | None:
    """`sentence` with its opening "she"/"he" written as the name `previous` opened on.

    "isla's got a dentist appt thurs so she'll be out. she's in year 4 at st aidan's" ->
    "isla is in year 4 at st aidan's", kept when it then states a fact.
    """
    m = _PRONOUN.match(sentence)
    # "... about pepper's ear, shes a beagle. what should i ask? oh and she's allergic to
    # chicken": a question between them names no one
    told = [s for s in before if not s.rstrip().endswith("?")]
    named = _NAME_THEN_PRONOUN.search(told[-1]) if told else None
    if named is not None and _SOMEONE_ELSE.search(told[-1]):
        return None
    if m is None:
        return None
    if named is not None:
        name = named.group("name") or named.group("owner")
        said = named.group("pronoun").lower()
    else:
        # "isla's starting reception in sept and i'm dreading packed lunches. she's allergic
        # to egg": the name opened the sentence before, and no one else is in it; its gender
        # is not known, so "she" or "he" may take it up
        opened = _NAME_OPENS.search(told[-1]) if told else None
        if opened is None or _SOMEONE_ELSE.search(told[-1]):
            return None
        name, said = opened.group("name"), ""
    if name.lower() in NOT_SUBJECTS:
        return None
    pronoun = m.group("pronoun").lower()
    if pronoun not in ("she", "he") or (said and pronoun != said):
        return None
    verb = (m.group("verb") or "").strip().lower()
    if verb == "'s":
        verb = _is_or_has(sentence[m.end() :])
    resolved = f"{m.group('lead')}{name}{' ' + verb if verb else ''}{sentence[m.end() :]}"
    if _states_fact(resolved) or named_school_year(resolved) or named_condition(resolved):
        return resolved
    return None


def _is_or_has(rest: str) -> str:
    """What "'s" stands for before `rest`: "she's got a cold" has, "she's in year 4" is."""
    return "has" if rest.lstrip().lower().startswith(("got ", "been ", "had ")) else "is"


def _states_fact(sentence: str) -> bool:
    """Whether `sentence` tells a fact (of the shapes the rules read, or told in passing)."""
    return fact_in(sentence) is not None or disclosure(sentence) is not None


def _project(sentence: str, previous: str) -> str | None:
    named = _NAME_ONLY.match(previous)
    if named is None or named.group("name").lower() in _NOT_A_NAME:
        return None
    m = _THERE.match(sentence)
    if m is None:
        return None
    name = named.group("name")
    what = f"{m.group('all')} in {name}" if m.group("all") else name
    rest = sentence[m.end() :]
    if m.group("it") and rest.startswith("'s"):
        rest = " is" + rest[2:]  # "it's deployed on Vercel"
    resolved = f"{m.group('lead')}{what}{rest}"
    hit = stack_in(resolved)
    return resolved if hit is not None and not hit.own else None


def last_person(text: str) -> tuple[str, ...]:
    """The last relation `text` names as the user's, by name where given ("my son, Ezra")."""
    people = list(_PERSON.finditer(text))
    if not people:
        return ()
    return ((people[-1].group("name") or people[-1].group("rel")).lower(),)
