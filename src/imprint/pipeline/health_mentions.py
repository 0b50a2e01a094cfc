"""Health facts told in passing, about the user or the people and pets they care for.

People mention a condition, a medicine or an operation while asking about something else:
"after my left knee replacement in March, the print is tiny", "He takes warfarin (evenings)",
"mum was diagnosed with alzheimer's in april", "youngest (Pip, 6) is coeliac". A careful
note-taker keeps them: they shape later answers (a walking plan, a painkiller question, a
birthday cake). Two shapes are read:

- an operation or injury named on the user's own body ("my left knee replacement",
  "ACL reconstruction on my left knee"): the user had it, with its time when one is given;
- a clause whose subject is someone of the user's (a relation or a pet, named or pointed at
  with "he"/"she" after the relation was named) and whose verb gives a condition, a
  medicine or a diet ("takes", "is on", "was diagnosed with", "is coeliac").

A word screen rules out most sentences before any pattern runs. Questions, hedges and other
people's habits that name no health word are left alone.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline import patterns as p
from imprint.pipeline.hedges import hedged
from imprint.pipeline.statements import trim

__all__ = ["health_mention", "with_allergen"]

_I = re.IGNORECASE

_SCREEN = frozenset(
    (
        "replacement reconstruction surgery operation op transplant fracture fractured torn repair"
        " fusion arthroscopy tear injury"
        " sprained diagnosed diabetic diabetes coeliac celiac allergic allergy asthma asthmatic"
        " epileptic epilepsy alzheimer's alzheimers dementia parkinson's cancer chemo pancreatitis"
        " arthritis insulin warfarin metformin statins statin inhaler epipen dialysis"
        " anticoagulants thinners pacemaker migraines crohn's ibs gluten lactose keto"
        " anticoagulant stroke paleo whole30 low-carb fodmap sodium vegan vegetarian pescatarian"
        " sugar-free dairy-free gluten-free"
    ).split()
)
_PART = (
    r"(?:(?:left|right|lower|upper)\s+)?(?:knee|hip|shoulder|back|spine|ankle|wrist|elbow|neck|hand"
    r"|foot|eye|eyes|heart|acl|mcl|meniscus|achilles|rotator\s+cuff|hamstring|disc)"
)
_PROCEDURE = (
    r"(?:replacement|reconstruction|surgery|operation|op|fusion|transplant|fracture|injury|repair"
    r"|arthroscopy|scope|tear|sprain|break)"
)
_OWN_BODY = re.compile(
    rf"\bmy\s+(?P<np>{_PART}\s+{_PROCEDURE})\b|\b(?P<np2>(?:an?\s+)?(?:[\w-]+\s+){{0,2}}{_PROCEDURE}\s+"
    rf"(?:on|to|of)\s+my\s+{_PART})\b",
    _I,
)
_WHEN = re.compile(
    r"\s*(?:in\s+(?:(?:early|late|mid)\s+)?(?-i:[A-Z])\w+(?:\s+\d{4})?|in\s+\d{4}|last\s+(?:year|month|week|spring"
    r"|summer|autumn|fall|winter)|(?:\d+|a|two|three|four|five|six)\s+(?:weeks?|months?|years?)\s+ago)\b",
    _I,
)
_SINCE = re.compile(
    r"\b(?P<span>(?:\d+|a|two|three|four|five|six|eight|ten)\s+(?:weeks?|months?|days?)\s+"
    r"(?:out\s+from|post|after|since))\s*$",
    _I,
)
_RELATION = (
    r"(?:mum|mom|mother|dad|father|husband|wife|partner|son|daughter|kid|child|boy|girl|brother"
    r"|sister|grandma|grandmother|grandpa|grandfather|nan|gran|aunt|uncle|baby|toddler|youngest"
    r"|eldest|oldest|middle\s+one|dog|cat|puppy|kitten|fianc\u00e9e?|fiance|stepson|stepdaughter)"
)
_SOMEONE = re.compile(
    rf"^(?:(?:and|so|but|also|plus|btw)\s+)?(?:(?:my|our|the)\s+)?(?:(?:little|older|younger|elderly|old)\s+)?"
    rf"(?P<who>{_RELATION})(?:\s+\([^)]{{1,30}}\)|\s+[A-Z][a-z]+)?(?:'s|\s+is|\s+was|\s+has|\s+had"
    r"|\s+takes|\s+gets|\s+needs|\s+uses|\s+can't|\s+cannot)\b",
    _I,
)
_NAMED = re.compile(
    r"^(?:(?:and|so|but|also|plus|btw)\s+)?(?P<who>(?-i:[A-Z][a-z]+))(?P<age>\s+\(\d{1,2}\))?"
    r"(?:'s|\s+is|\s+was|\s+has|\s+had|\s+takes|\s+needs)\b",
    _I,
)
"""Someone the user names ("Milo has a peanut allergy", "Ada (4) is coeliac")."""
_NAME_THEN_RELATION = re.compile(
    rf"^(?:(?:and|so|but|also|plus|btw)\s+)?(?P<name>(?-i:[A-Z][a-z]+)),\s+(?:my|our)\s+(?P<who>{_RELATION})"
    r"\s*,\s+(?=(?:is|has|takes|needs|can't|cannot|was)\b)",
    _I,
)
"""Someone named, then who they are to the user ("Walt, my husband, is diabetic")."""
_NOT_SOMEONE = frozenset(
    "i it this that there he she they we you everyone nobody someone somebody what which who"
    " the a an each every one mine ours nothing something patient patients client clients"
    " customer customers user resident residents student students".split()
)
_OWN = re.compile(r"\b(?:i|i'm|i've|i'd|me|my|we|we're|we've|our|ours|us)\b", _I)
_PRONOUN = re.compile(
    r"^(?:(?:and|so|but|also|plus)\s+)?(?P<p>he|she)(?:'s|\s+is|\s+was|\s+has|\s+had|\s+takes|\s+gets"
    r"|\s+needs|\s+uses)\b",
    _I,
)
_HEALTH_PREDICATE = re.compile(
    r"\b(?:takes|is\s+on|'s\s+on|was\s+diagnosed|has\s+been\s+diagnosed|got\s+diagnosed|is\s+(?:severely\s+)?"
    r"(?:diabetic|coeliac|celiac|allergic|asthmatic|epileptic|lactose\s+intolerant|gluten\s+intolerant)"
    r"|'s\s+(?:diabetic|coeliac|celiac|allergic|asthmatic|epileptic)|has\s+(?:type\s+[12]\s+diabetes"
    r"|diabetes|asthma|epilepsy|dementia|alzheimer'?s|parkinson'?s|cancer|arthritis|crohn'?s|ibs|a\s+pacemaker)"
    r"|had\s+(?:a\s+)?(?:bout\s+of\s+)?(?:pancreatitis|stroke|heart\s+attack|surgery|an?\s+operation)"
    r"|needs?\s+(?:insulin|dialysis)|has\s+(?:a|an)\s+(?:(?:severe|serious|bad|mild|proper|real"
    r"|life-threatening)\s+)?(?:[\w-]+\s+)?(?:allergy|intolerance))\b"
    # a diet kept for health or by choice: "husband's doing keto", "she's gone vegan"
    r"|(?:\bis|'s)\s+(?:doing|trying|starting|back\s+on|gone|going|now)\s+(?:a\s+)?(?:strict\s+)?"
    r"(?:keto|paleo|whole30|low[\s-]carb|low[\s-]sodium|low[\s-]salt|low[\s-]fodmap"
    r"|gluten[\s-]free|dairy[\s-]free|sugar[\s-]free|vegan|vegetarian|pescatarian)\b"
    r"|\b(?:is|'s)\s+(?:vegan|vegetarian|pescatarian)\b"
    r"|\bcan'?t\s+(?:have|eat)\s+(?:any\s+)?(?:gluten|dairy|lactose|sugar|salt|nuts|eggs)\b",
    _I,
)
_CLAUSE = re.compile(
    r"\s*(?:;|(?<!\d):|:(?!\d)|,\s+(?:but|so|and)\s+|\s-+\s|\u2014)\s*|,\s+(?=(?:he|she|i)\b)"
)
_LAST_RELATION = re.compile(rf"\b(?:my|our)\s+(?P<who>{_RELATION})\b", _I)


def health_mention(sentence: str, before: tuple[str, ...] = ()) -> str | None:
    """A health fact `sentence` tells of the user or someone of theirs, as content, or None."""
    words = p.contracted_words(sentence)
    if not words & _SCREEN:
        return None
    apposed = _NAME_THEN_RELATION.match(sentence)
    if apposed is not None:
        # "Walt, my husband, is diabetic": who he is to the user, then the condition (read
        # before the trim, which would take the name and the relation for the statement)
        told = trim(sentence[apposed.end() :])
        if told and _HEALTH_PREDICATE.search(apposed.group(0)[-12:] + told) and not hedged(told):
            who, name = apposed.group("who").lower(), apposed.group("name")
            return h.canonical(f"my {who} {name} {told}")
    avoided = _AVOIDED_ALLERGEN.search(sentence)
    if avoided is not None and not hedged(avoided.group(0)):
        # "need nitrile gloves, cant use latex ones im allergic": said beside an ask, and
        # often run on without a comma
        return f"The user is allergic to {avoided.group('x').lower()}."
    sentence = trim(sentence)  # "my gran takes insulin, can you make a chart?": the statement
    if (
        not sentence
        or sentence.endswith("?")
        or p.QUESTION_HEAD.match(sentence)
        or hedged(sentence)
    ):
        return None
    bare = _BARE_ALLERGY.match(sentence)
    if bare is not None and bare.group("x").lower() not in _NOT_ALLERGENS:
        return f"The user is allergic to {bare.group('x').lower()}."
    own = _OWN_BODY.search(sentence)
    if own is not None:
        np = (own.group("np") or own.group("np2")).strip()
        np = re.sub(r"\bmy\b", "their", np, flags=_I)
        when = _WHEN.match(sentence, own.end())
        span = _SINCE.search(sentence, 0, own.start())
        tail = f" {when.group(0).strip()}" if when else ""
        lead = f" ({span.group('span')} it)" if span else ""
        # "my left knee replacement" is one event ("a ..."); "ACL reconstruction on my knee"
        # reads without one.
        article = "a " if own.group("np") else ""
        return f"The user had {article}{np}{tail}{lead}."
    for clause in _CLAUSE.split(sentence):
        clause = clause.strip(" ,.")
        if _HEALTH_PREDICATE.search(clause) is None:
            continue
        someone = _SOMEONE.match(clause)
        if someone is not None:
            text = clause if clause.lower().startswith(("my ", "our ")) else f"my {clause}"
            return h.canonical(re.sub(r"^my\s+the\s+", "my ", text, flags=_I))
        named = _NAMED.match(clause)
        if (
            named is not None
            and named.group("who").lower() not in _NOT_SOMEONE
            and (
                named.group("age") is not None
                or any(_OWN.search(text) for text in (sentence, *before[-2:]))
            )
        ):
            # someone of theirs, named among what the user tells of their own life: a child
            # at their party, a partner; not a patient, a client or someone in the news
            return h.canonical(clause)
        pronoun = _PRONOUN.match(clause)
        if pronoun is not None:
            who = _relation_before(sentence[: sentence.find(clause)], before)
            if who is not None:
                return h.canonical(f"my {who}{clause[pronoun.end('p') :]}")
    return None


_BARE_ALLERGY = re.compile(
    r"^\W*(?:(?:also|oh|and|btw|fyi|ok|okay|yeah|but)\W+)*no\s+(?P<x>[a-z][\w-]*(?:\s+(?!(?:pls|please|plz)\b)[a-z][\w-]*)?)"
    r"(?:\s+(?:pls|please|plz))?\s*(?:[,:;]|\s-+)\s*(?:(?:it'?s|an?|my)\s+){0,2}(?:(?:actual|actually"
    r"|real|really|proper|genuine|genuinely|serious|seriously|severe|severely|bad|badly|true|legit"
    r"|life-threatening|epipen)\s+)*(?:allergy|allergic)\b"
    r"(?!\s+(?:season|reaction|reactions|meds|medicine|tablets|pills|test|tests|clinic))",
    _I,
)
"""An allergen ruled out in a fragment, and why: "no nuts, actual allergy not a preference"."""
_NOT_ALLERGENS = frozenset(
    "worries problem thanks idea need way rush pressure sleep kidding luck joke doubt time chance"
    " clue worry".split()
)


def _relation_before(head: str, before: tuple[str, ...]) -> str | None:
    """The relation last named ("my dad") in `head` or the two sentences before it."""
    for text in (head, *reversed(before[-2:])):
        found = list(_LAST_RELATION.finditer(text))
        if found:
            return found[-1].group("who").lower()
    return None


_ALLERGENS = re.compile(
    r"\b(?:shellfish|peanuts?|tree\s+nuts|nuts|gluten|wheat|dairy|milk|lactose|eggs?|soy|sesame"
    r"|fish|penicillin|amoxicillin|latex|cats?|dogs?|pollen|bees?|wasps?|mustard|celery|sulphites"
    r"|sulfites|kiwis?|strawberries|shrimp|prawns|crab|lobster)\b",
    re.IGNORECASE,
)
_ALLERGIC_BARE = re.compile(r"\ballergic\b(?!\s+(?:to|reaction))", re.IGNORECASE)


_AVOIDED_ALLERGEN = re.compile(
    r"\b(?:can'?t|cannot|can\s+not|don'?t|do\s+not|never|no)\s+(?:(?:use|eat|have|touch|wear|take"
    r"|do|go\s+near|handle)\s+)?(?:any\s+|the\s+|an?\s+)?(?P<x>"
    + _ALLERGENS.pattern.removeprefix(r"\b(?:").removesuffix(r")\b")
    + r")\b[^.;!?]{0,25}?\b(?:i'?m|im|i\s+am|as\s+i'?m)\s+(?:(?:so|very|really|seriously|badly"
    r"|severely|super|deathly|properly)\s+)?allergic\b(?!\s+to\b)",
    re.IGNORECASE,
)
"""An allergen kept away from, with the allergy said after it: "cant use latex ones im allergic",
"no peanuts please, I'm seriously allergic"."""


def with_allergen(content: str, sentence: str) -> str:
    """`content` saying the user is allergic, with the allergen the sentence named elsewhere.

    "I can't taste-test anything with shellfish, I'm badly allergic, epipen level": the
    clause kept says "allergic" and the thing is in the clause before it.
    """
    bare = _ALLERGIC_BARE.search(content)
    if bare is None or _ALLERGENS.search(content) is not None:
        return content
    named = _ALLERGENS.search(sentence)
    if named is None:
        return content
    return f"{content[: bare.end()]} to {named.group(0).lower()}{content[bare.end() :]}"
