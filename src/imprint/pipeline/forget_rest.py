"""What stays of a memory when the part a forget request names goes.

A user often says the thing to forget in the same sentence as things that must stay ("I
teach history, and I'm going through a custody dispute"; "a staff designer, current base
is 94k"). Erasing the whole memory loses the job with the dispute; keeping it keeps the
dispute. `forget_rest` cuts the memory into clauses, drops every clause a target names
(with the clauses that only go on from it: "..., so my head is everywhere"), and returns
what is left as a sentence of its own, about the user. The store then erases the old
memory entirely (text, index, history: see `store.steps.Forget`) and writes the rest as a
new one, so no byte of the named part survives; the reading does the same with a
statement of the reply that holds its own forget request.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from imprint.pipeline.canonical import third_singular
from imprint.pipeline.language import detect_language
from imprint.pipeline.subjects import subject_of, subjects_in
from imprint.pipeline.supersede import ANSWERED, forget_matches, holds_value
from imprint.pipeline.topics import THEIR_VERB, private_kinds
from imprint.writes import RETIRED_SUBJECT

__all__ = ["forget_rest", "retired_rest"]

_SENTENCES = re.compile(
    # not after a title's full stop: "meu dentista \u00e9 o dr. paulo" is one sentence
    r"(?<!\b[Dd]r\.)(?<!\b[Dd]ra\.)(?<!\b[SsMm]r\.)(?<!\b[Ss]ra\.)(?<!\b[Mm]rs\.)(?<!\b[Mm]s\.)"
    r"(?<!\b[Ss]t\.)"
    r"(?<=[.!?])\s+(?=\S)|\s+[-\u2013\u2014]\s+"
)
"""Sentence ends, and a dash between clauses ("... flare ups happen - ok, the cook part")."""
_CLAUSES = re.compile(
    r"\s*[,;]\s+(?!(?:so|because|since|as|which|who|but|though|although|cause|cuz|bc)\b)"
    # CJK commas, and a Latin comma typed between CJK words without a space
    r"|\s*[\uff0c\u3001\uff1b]\s*|,(?=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])"
    r"|\s+(?:and|plus|also)\s+(?=(?:i'?m|i|they|they'?re|the\s+user|their|she|he|we|my|our|also"
    r"|currently|now)\b)"
    # "... going through a divorce so they are minding the kids": what the user does because
    # of it is a fact of its own; how they feel ("so they are tired a lot") goes with it
    r"|\s+so\s+(?=(?:they\s+are|they'?re|the\s+user\s+is)\s+(?!(?:feeling|struggling|going\s+through)\b)"
    r"[a-z]+ing\b)",
    re.IGNORECASE,
)
"""Where one fact ends and another begins. A clause opening with a reason or a consequence
("so my head is everywhere", "because ...") stays with the clause it goes on from."""
_PAREN = re.compile(r"\s*\([^()]*\)")
_WHERE_TAIL = re.compile(
    r"(\b(?:flat|apartment|house|home|place|garage|basement|loft|attic|office|shed|studio))"
    r"\s+(?:in|near|outside(?:\s+of)?)\s+[^,;()]+$",
    re.IGNORECASE,
)
"""Where a home is, said after it ("on two NUCs in the user's flat in Ghent"): a place to
forget goes without what stands in the flat."""
_BASED_TAIL = re.compile(
    r"\s+(?:based|living|located|who\s+lives)\s+(?:in|out\s+of|near)\s+[^,;()]+$", re.IGNORECASE
)
"""Where the user is based, said after who they are ("a data analyst based in denver")."""
_SINCE_TAIL = re.compile(
    r"\s+(?:ever\s+)?(?:since|after|because\s+of|due\s+to)\s+(?:the|my|our|their|his|her)\s+"
    r"[\w'-]+(?:\s+[\w'-]+)?\s*[.!]*$",
    re.IGNORECASE,
)
"""What brought a state about, said after it: "running the cafe on their own now since the
divorce" keeps the cafe when the divorce goes."""
_CALLED = re.compile(
    r",?\s+(?:called|named)\s+(?-i:[A-Z])[\w'&.-]*(?:\s+(?:&\s+)?(?-i:[A-Z])[\w'&.-]*)*",
    re.IGNORECASE,
)
"""The name a thing of the user's is given ("a bakery called Crumb")."""
_AND_OWN_TAIL = re.compile(
    r"\s+(?:y|e|et|und|and)\s+(?=(?:estoy|estamos|tengo|trabajo|soy|voy|sto|sono|ho|lavoro|je|j'|on"
    r"|ich|bin|habe|arbeite|estou|tenho|trabalho|sou|i'?m|i\s+am|i|they|they're|they\s+are)\b).*$",
    re.IGNORECASE,
)
"""A second doing of the user's joined by "and" in their own words, to the clause's end."""
_BARE_VERB_END = re.compile(
    r"\b(?:is|are|am|was|were|'s|'re|'m|be|been|has|have|had|in|on|at|of|for|with|to|a|an|the"
    r"|est|es|ist|sono|sou|soy|estoy|sto|bin)\W*$",
    re.IGNORECASE,
)


def _kept_whole(bare: str, clause: str) -> str:
    """`bare`, unless the cut left it hanging ("The user is"): then `clause` as it was."""
    return clause if _BARE_VERB_END.search(bare) or len(bare.split()) < 3 else bare


_GROUP_CALLED = re.compile(
    r",?\s+(?:in|with|for|on)\s+(?:a|the|my|our|their)\s+(?:[\w-]+\s+)?(?:band|team|club|choir|group"
    r"|crew|orchestra|quartet|trio|league|squad|troupe|ensemble)\s+(?:called|named)\s+[\w'&.-]+"
    r"(?:\s+[\w'&.-]+){0,3}$",
    re.IGNORECASE,
)
"""The group the user does a thing in, named in any case ("plays bass in a band called velvet
switchyard"): the group goes, what the user does stays."""
_ROLE_AT = re.compile(
    r"^(?P<role>(?:the\s+user\s+is|they\s+are|i'?m|i\s+am)\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?[\w-]+)"
    r"\s+(?:at|for|with)\s+(?!(?:home|work|night|least|most|first|times?|the\s+moment)\b)"
    r"[^,;()]+$",
    re.IGNORECASE,
)
"""A trade said with its workplace ("The user is a data analyst at ocado")."""
_WORKPLACE_KIND = re.compile(
    r"^(?:they\s+are|they're|we\s+are|we're)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:shop|house|company"
    r"|startup|agency|firm|outfit|business|org|organisation|organization)\b",
    re.IGNORECASE,
)
"""What the workplace is, said with "they" or "we" beside the user's job ("they are a
tableau shop"): it goes with the workplace."""
_PAIRED_STATE = re.compile(
    r"\b(?P<verb>is|are|am|'m|'re)\s+(?:(?:a|an)\s+)?[\w-]+(?:\s+[\w-]+)?\s+and\s+(?=[\w-]+)",
    re.IGNORECASE,
)
"""Two states said with one verb ("is vegan and coeliac"): the first may go alone."""
_LIST_HEAD = re.compile(r"^(?P<head>[^:]{6,}?):\s+\S.*$")
"""A clause that opens a list with its head and a colon."""
_WITH_KIN = re.compile(
    r"\s+(?:with|and)\s+(?:their|the\s+user's)\s+(?:ex-?)?(?:husband|wife|partner|boyfriend"
    r"|girlfriend|fianc\w*|spouse|ex|brother|sister|mum|mom|dad|mother|father|son|daughter|friend)"
    r"\s*$",
    re.IGNORECASE,
)
"""Someone the user did a thing with, at a clause's end: "... with their ex-husband"."""
_CUTS: tuple[Callable[[str], str], ...] = (
    # A parenthesis names what it names: "(seeing someone for anxiety)" goes alone.
    lambda clause: _PAREN.sub("", clause),
    lambda clause: _WHERE_TAIL.sub(r"\1", clause),
    lambda clause: _BASED_TAIL.sub("", clause),
    lambda clause: _SINCE_TAIL.sub("", clause),
    # "stocking plan for my 20 long: 8 cardinal tetras": the list's head stays, its item goes
    lambda clause: _LIST_HEAD.sub(r"\g<head>", clause),
    # "runs a bakery called Crumb in Bristol": the name goes, the bakery stays
    lambda clause: _CALLED.sub("", clause),
    lambda clause: _kept_whole(_GROUP_CALLED.sub("", clause), clause),
    # "vivo en valencia y estoy preparando oposiciones": the second doing goes, the home stays
    lambda clause: _kept_whole(_AND_OWN_TAIL.sub("", clause), clause),
    # "is vegetarian and lactose intolerant": the diet goes, the intolerance stays
    lambda clause: _PAIRED_STATE.sub(r"\g<verb> ", clause, count=1),
    # "is a data analyst at ocado": the workplace goes, the trade stays
    lambda clause: _ROLE_AT.sub(r"\g<role>", clause),
    # "lived on a fishing boat with their ex-husband": the person goes, the life stays
    lambda clause: _WITH_KIN.sub("", clause),
)
"""The parts a clause may lose, in turn, when the rest no longer holds a target."""
_JOINER = re.compile(r"^(?:and|plus|also|but|then)\s+", re.IGNORECASE)
_BACK = re.compile(
    r"^(?:it|its|it's|that|that's|this|which|who|she|he|her|his|so|because|those|these|there"
    r"|then|though|but)\b",
    re.IGNORECASE,
)
"""A clause opening that points back at the clause before: without it, it says nothing."""
_THEIR = (
    *((pattern, f"The user {verb}") for pattern, verb in THEIR_VERB),
    (re.compile(r"^they\s+", re.IGNORECASE), "The user "),
    (re.compile(r"^their\s+", re.IGNORECASE), "The user's "),
)
"""A kept clause whose subject was the user, said in the third person after the first
clause went: it opens the new sentence with "The user"."""
_ADVERB = (
    r"(?:[a-z]+ly|often|sometimes|never|always|still|also|just|even|already|mostly|mainly|now"
    r"|usually|only)"
)
_PLAIN_VERB = re.compile(
    rf"^The user (?:{_ADVERB}\s+)?(?P<verb>(?!(?:is|has|was|will|would|can|could|should|must"
    r"|might|may|did|does|do|had|both|all|too|then|once|ever|not)\b)(?![a-z]+ly\b)[a-z]+(?<!s)"
    r"(?<!ed))(?=\s)"
)
"""A present verb after "The user" (and an adverb) that takes an -s ("often travel")."""
_NEGATED = {"don't": "doesn't", "aren't": "isn't", "haven't": "hasn't", "weren't": "wasn't"}
_NEGATED_VERB = re.compile(r"^The user (?P<verb>don't|aren't|haven't|weren't)\b")


def _agreed(lead: str) -> str:
    """`lead` ("The user live in Galway", from "they live ...") with its verb in agreement."""
    negated = _NEGATED_VERB.match(lead)
    if negated is not None:
        verb = _NEGATED[negated.group("verb")]
        return lead[: negated.start("verb")] + verb + lead[negated.end("verb") :]
    plain = _PLAIN_VERB.match(lead)
    if plain is None:
        return lead
    verb = third_singular(plain.group("verb"))
    return lead[: plain.start("verb")] + verb + lead[plain.end("verb") :]


_MIN_WORDS = 3
_QUOTED = re.compile(r'^The user said: "(?P<said>.+)"\.?$', re.DOTALL)
"""A memory holding the user's words as said (`fact_gate.learned_facts`)."""
_MIN_QUOTED_WORDS = 5
_MIN_KEPT_SENTENCE_WORDS = 2
"""Words what is left of a quote needs: "Tenant in unit B" alone says nothing."""
_OWNER = re.compile(r"^the\s+user\b", re.IGNORECASE)
_USER_WORD = re.compile(r"\b(?:them|their|they|themselves)\b", re.IGNORECASE)
_NAMED = re.compile(r"\b[A-Z][a-z]+")
_THEIRS = re.compile(r"^(?:and\s+|but\s+)?their\b", re.IGNORECASE)
_PARTY = re.compile(r"\b(?:with|from|to|for|against|by)\s+(?:the\s+)?[A-Z][\w&.-]+")
"""A clause that goes on about the party the clause before dealt with ("talks with Vantrel
and their diligence team ..."); "they" stays the user, as the third-person rewrite has it."""
_FILLER_OPENING = re.compile(
    r"^(?:(?:now|ok|okay|so|well|anyway|also|btw|fyi)\b[\s,:]*)+(?:[^:]{0,40}:\s*)?$|^(?:now|ok"
    r"|okay|well|anyway|btw|fyi)\b[\s,:]*",
    re.IGNORECASE,
)
"""Words that open a clause without saying anything ("Now, ...", "ok so")."""
_POINTER = re.compile(
    r"\b(?:that|this|it|those|these|then|there|such)\b(?!\s+(?:is|was)\b)"
    # "the user likes them": "them" after the user's own verb is no user, but what went
    r"|^(?:the\s+user|they)\s+(?:\w+\s+){1,2}?them\b",
    re.I,
)
"""A word in a later clause pointing at something said before it."""
_KNOWS_OF_IT = re.compile(
    r"\b(?:know|knows|knew|aware|told|heard|found\s+out|find\s+out|suspects?|guessed)"
    r"(?:\s+(?:yet|either|about\s+it|anything|a\s+thing))?\s*[.!]*$",
    re.IGNORECASE,
)
"""Who knows of what went, said with no object ("their boss doesn't know"): the secret is
the clause that went, so this one speaks of it."""
_NAME_ALONE = re.compile(r"^(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+){0,2}$")
_OWNED_END = re.compile(r"\b(?:the\s+user's|their)\s+(?:[\w-]+\s+){0,2}[\w-]+$", re.IGNORECASE)
"""Someone of the user's named in the clause after ("The user's ex, Jordan, ..."): the
memory is about them, and goes whole when the name does."""
_NO_SUBJECT = re.compile(
    r"^(?:is|are|was|were|has|have|had|will|won'?t|would|wouldn'?t|can|can'?t|could|couldn'?t"
    r"|should|shouldn'?t|does|doesn'?t|did|didn'?t|isn'?t|aren'?t|wasn'?t|hasn'?t|haven'?t"
    r"|must|may|might)\b",
    re.IGNORECASE,
)
"""A clause opening with its verb: it goes on from the subject of the clause before."""


def forget_rest(content: str, targets: Iterable[tuple[str, ...]]) -> tuple[str, str | None] | None:
    """The rest of `content` without the clauses `targets` name, and its subject; or None.

    None when no clause is named (the memory is not this request's), when every clause
    is (the memory goes whole), or when what is left is too short or has lost its
    subject ("it was awful"): then the whole memory is erased, as before.
    """
    targets = tuple(targets)
    rest = _rest(content, lambda clause: forget_matches(clause, targets))
    if rest is not None or not forget_matches(content, targets):
        return rest
    # "the rent is 1200, also the user is behind on it": no clause holds both words of
    # "behind on rent", but the one that says "it" holds the first and points at the other
    return _rest(
        content,
        lambda clause: (
            _POINTS_BACK.search(clause) is not None
            and any(len(t) > 1 and forget_matches(clause, (t[:1],)) for t in targets)
        ),
    )


_POINTS_BACK = re.compile(r"\b(?:it|that|them|this|those)\b", re.IGNORECASE)
"""A clause that points back at the thing the clause before names."""


_SUBJECT_KIN = {"city": frozenset({"city", "whereabouts"})}
"""Subjects that say the same of the user: a new home outdates "the user is in leicester"."""


def retired_rest(content: str, values: tuple[str, ...]) -> tuple[str, str | None] | None:
    """The rest of `content` without the clauses holding a retired value, and its subject.

    "I run a tea shop in Hangzhou, called Qinglan, selling mostly on Taobao" holds more than
    the Taobao the user closed: superseded whole, the city and the name went with it. The
    old memory is kept as history, deactivated; this rest is written anew. None as for
    `forget_rest`. A memory retired for a value it does not say ("took her off the old
    kibble" after "their beagle biscuit is on lily's kitchen") keeps the relative or the
    animal it names.
    """
    subjects = {
        near
        for v in values
        if v.startswith(RETIRED_SUBJECT)
        for near in _SUBJECT_KIN.get(v[len(RETIRED_SUBJECT) :], {v[len(RETIRED_SUBJECT) :]})
    }
    plain = tuple(v for v in values if not v.startswith(RETIRED_SUBJECT))

    def named(clause: str) -> bool:
        return any(holds_value(clause, v) for v in plain)

    rest = _rest(
        content,
        lambda clause: (
            named(clause)
            or (bool(subjects) and not subjects.isdisjoint(subjects_in(clause)))
            # a new workplace retires the old one however its name reads ("at ocado")
            or (
                "employer" in subjects
                and (
                    _ROLE_AT.match(clause) is not None or _WORKPLACE_KIND.match(clause) is not None
                )
            )
        ),
    )
    if rest is None and plain and not named(content):
        # "took her off the old kibble" retires "their beagle biscuit is on lily's kitchen"
        # with no word of it: the dog, named there, is still the user's
        return _kin_kept([content], named)
    return rest


_AMOUNT_ALONE = re.compile(
    r"^(?:(?:about|around|roughly|like|some|nearly|almost|over|under|etwa|ungef\u00e4hr|circa"
    r"|ca\.|unos|unas|cerca\s+de|casi|environ|presque|quasi|cerca|uns|umas|quase)\s+)?"
    r"[$\u00a3\u20ac]?\s?\d[\d.,]*\s*(?:k|m|euros?|eur|pounds?|quid|dollars?|bucks|grand|gbp|usd"
    r"|reais|\u20ac|\$|\u00a3)?\s*[.!]*$",
    re.IGNORECASE,
)
"""A sum alone after a clause ("..., about 6k"): it says how much of what that clause names."""


def _rest(content: str, named: Callable[[str], bool]) -> tuple[str, str | None] | None:
    """`content` without the clauses `named` says go, as `forget_rest` describes."""
    quoted = _QUOTED.match(content.strip()) or ANSWERED.match(content.strip())
    if quoted is not None:
        # 'The user said: "Tenant in unit B, Marek Kowalski, is behind on rent".': what is left
        # of the words quoted is quoted again, and must say something on its own. An answer
        # loses its question, which may name what went ("What's the shipping address ...?").
        said = _quoted_rest(quoted.group("said"), named)
        if said is None and "question" in quoted.groupdict():
            said = _beyond_answer(quoted.group("question"), quoted.group("said"), named)
        if said is None:
            return None
        said = said.rstrip(".").replace('"', "'")
        return f'The user said: "{said}".', subject_of(said)
    parts: list[str | None] = []  # the clauses in order; None where a named one went
    gone: list[str] = []
    kept_cut: list[str] = []  # what stays of a clause whose named part went
    person_cut = False  # whether the clause before lost the person it was done with
    for sentence in _SENTENCES.split(content.strip()):
        for clause in _CLAUSES.split(sentence):
            clause = clause.strip(" ,;")
            if not clause:
                continue
            if person_cut and _NAME_ALONE.match(clause.rstrip(".!")):
                # "... with their ex-husband, Dariusz": the name of the person cut goes too
                gone.append(clause)
                parts.append(None)
                person_cut = False
                continue
            person_cut = False
            hit = named(clause)
            for cut in _CUTS if hit else ():
                bare = cut(clause)
                if bare != clause and not named(bare):
                    gone.append(clause)
                    kept_cut.append(bare)
                    person_cut = _WITH_KIN.search(clause) is not None
                    clause, hit = bare, False
                    break
            if hit:
                gone.append(clause)
                parts.append(None)
            elif parts and parts[-1] is None and _AMOUNT_ALONE.match(clause):
                # "ich habe schulden bei der bank, etwa 5000 euro": the sum is the debt's
                gone.append(clause)
                parts.append(None)
            elif parts and parts[-1] is None and _THEIRS.match(clause) and _PARTY.search(gone[-1]):
                # "talks with Vantrel and their diligence team wants ...": "their" is Vantrel's
                gone.append(clause)
                parts.append(None)
            else:
                parts.append(clause)
    if not gone:
        return None
    if any(_NAME_ALONE.match(g) for g in gone):
        named_after = [
            index - 1
            for index, part in enumerate(parts)
            if part is None and index and _OWNED_END.search(parts[index - 1] or "")
        ]
        if 0 in named_after:
            return None  # "The user's ex, Jordan, still owes them 2k": all of it is Jordan's
        for index in named_after:
            parts[index] = None  # "..., their manager, Tom, is great": the manager was Tom
    if all(p is None for p in parts):
        return _kin_kept(gone, named)
    # "job hunting on the side, a final round at Datadog": a clause of the same private
    # matter as a named one (health, a job search, an ending, the law) goes with it.
    # "is vegetarian and lactose intolerant": the intolerance kept by a cut stays, with its kind
    private = private_kinds(" ".join(gone)) - private_kinds(" ".join(kept_cut))
    if private:
        parts = [p if p is None or not private & private_kinds(p) else None for p in parts]
    if detect_language(content) in _CLAUSED:
        # "Trabalho num hotel, ganho 1050 euros, e vendo coisas no olx": the user's own words,
        # each clause in the first person, its verb saying whose it is
        kept = _own_clauses_kept(parts)
    else:
        # "..., but totally off topic, <what went>": the talk that led to what went goes too
        kept = [k for k in _about_the_user(parts) if _TALK_ONLY.fullmatch(k) is None]
    if not kept:
        return _kin_kept(gone, named)
    rest = _TALK_TAIL.sub("", ", ".join(kept).rstrip(" ,;.")) + "."
    if named(rest):
        return None
    if _words(rest) < _MIN_WORDS:
        return _kin_kept(gone, named)
    return rest, subject_of(rest)


_KIN = re.compile(
    r"\b(?:the\s+user's|their|our|my)\s+(?P<kin>daughter|son|kids?|children|wife|husband|partner"
    r"|girlfriend|boyfriend|mum|mom|mother|dad|father|sister|brother|grandson|granddaughter"
    r"|stepson|stepdaughter|baby|twins)\s+"
    # a name typed in lower case too ("their daughter noor is in year 6"), not a verb
    r"(?P<name>(?!(?:is|has|was|and|who|goes|just|will|can|does|did|had|said|wants|needs|got"
    r"|gets|loves|hates|keeps|started|starts|the|a|an|in|at|on|for|with|to)\b)[A-Za-z][a-z]+"
    r"(?:\s+and\s+[A-Za-z][a-z]+)?)(?P<age>\s*\(\d{1,2}\))?",
    re.IGNORECASE,
)
"""One of the user's family named in a clause that went ("custody of their daughter Pia (6)")."""


_HE_OR_SHE = re.compile(r"(?:he|she)(?:'s|'d|'ll)?\b|(?:his|her)\s", re.IGNORECASE)
"""A clause about another person: in a memory the user is "they", never "he" or "she"."""


_TALK_ONLY = re.compile(
    r"(?:(?:but|and|so|also|oh|ok)\s+)?(?:(?:totally|completely|slightly|kind\s+of|a\s+bit)\s+)?"
    r"(?:off[\s-]topic|random(?:ly)?|unrelated|anyway|lol|haha|btw|fyi|side\s+note)",
    re.IGNORECASE,
)
"""A clause that is only talk, left behind when the clause it led to was forgotten."""
_TALK_TAIL = re.compile(r"\s*,\s*" + _TALK_ONLY.pattern + r"\s*$", re.IGNORECASE)
"""The same talk closing what is kept ("..., but totally off topic")."""


def _kin_kept(gone: list[str], named: Callable[[str], bool]) -> tuple[str, str | None] | None:
    """Who of the user's family a forgotten clause named, when the request did not name them.

    "forget the custody thing" erases "... mediation about custody of their daughter Pia
    (6)": the mediation goes, the daughter stays known.
    """
    for clause in gone:
        m = _KIN.search(clause)
        if m is not None and not named(m.group(0)) and not named(m.group("name")):
            age = m.group("age") or ""
            rest = f"The user's {m.group('kin').lower()} is {m.group('name')}{age}."
            return rest, subject_of(rest)
        pet = _PET.search(clause)
        if pet is not None and not named(pet.group("name")):
            # "the user's beagle biscuit is on lily's kitchen": the food went, the dog stays
            rest = f"The user's {pet.group('kind').lower()} is called {pet.group('name')}."
            return rest, subject_of(rest)
    return None


_PET = re.compile(
    r"\b(?:the\s+user's|their|our|my)\s+(?:(?:old|new|rescue|little)\s+)?(?P<kind>dog|cat|puppy|pup"
    r"|kitten|beagle|labrador|lab|spaniel|terrier|collie|greyhound|whippet|lurcher|poodle|cockapoo"
    r"|dachshund|husky|staffy|rabbit|bunny|horse|pony|parrot|tortoise|hamster)\s+"
    r"(?P<name>[A-Za-z][a-z'-]{2,})\s+(?:is|has|was|keeps|needs|gets|eats|had)\b",
    re.IGNORECASE,
)
"""One of the user's animals named in a clause that went ("their beagle biscuit is on ...")."""


_LIST_ITEMS = 4
_LIST_ITEM_WORDS = 4
"""A quote read as a list of fields: four items or more (a name, a title, a firm, a number),
each a few words."""


def _quoted_rest(said: str, named: Callable[[str], bool]) -> str | None:
    """What stays of the user's own words `said`, or None when nothing or everything goes.

    Clause by clause first, as for any memory; when that keeps nothing of the user, whole
    sentences the request does not name stay: "ship to 44 maple grove rd. boat is 'blue
    heron', a pearson 33" keeps the boat when the address goes, though the boat's clause
    does not speak of the user.
    """
    inner = _rest(said, named)
    if inner is not None and _words(inner[0]) >= _MIN_QUOTED_WORDS:
        return inner[0]
    items = [i.strip() for i in said.split(",") if i.strip()]
    if len(items) >= _LIST_ITEMS and all(len(i.split()) <= _LIST_ITEM_WORDS for i in items):
        # "Dr. Femi Okonkwo, Senior Hydrologist, Brackwater Consulting, mobile 07700 ...": a
        # list of short fields (a signature, an address) keeps the fields not named
        left = [i for i in items if not named(i)]
        if left and len(left) < len(items):
            return ", ".join(left)
    sentences = [s for s in _SENTENCES.split(said.strip()) if s.strip()]
    kept = [s for s in sentences if not named(s)]
    if not kept or len(kept) == len(sentences):
        return None
    rest = " ".join(kept)
    # a sentence the user wrote whole needs fewer words than a clause cut out of one: "Petal
    # & Stem." answers what the business is called
    return None if _words(rest) < _MIN_KEPT_SENTENCE_WORDS or named(rest) else rest


def _beyond_answer(question: str, said: str, named: Callable[[str], bool]) -> str | None:
    """What an answer told beyond what its question asked, when the question is what went.

    "What did you earn last year?" "about 38k. mostly fintech clients, blog posts": "forget
    my income" names the question, so its answer, the first sentence, goes; the clients
    the user went on to tell of stay. None when the question is not named or nothing else
    was said.
    """
    if not named(question) or named(said):
        return None
    sentences = [s for s in _SENTENCES.split(said.strip()) if s.strip()]
    rest = " ".join(sentences[1:])
    return rest if _words(rest) >= _MIN_QUOTED_WORDS else None


_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _words(text: str) -> int:
    """How many words `text` says, two CJK characters counted as one (no spaces there)."""
    return len(_CJK_CHAR.sub("", text).split()) + len(_CJK_CHAR.findall(text)) // 2


_CLAUSED = frozenset({"es", "de", "fr", "pt", "it"})
"""Languages whose memories keep the user's words and split at commas as English does."""
_FOREIGN_JOINER = re.compile(
    r"^(?:e|y|et|und|ed|mas|pero|mais|aber|ma|tamb\u00e9m|tambi\u00e9n|aussi|auch|anche)\s+",
    re.IGNORECASE,
)
_FOREIGN_BACK = re.compile(
    r"^(?:\u00e9l|ella|ele|ela|er|sie|es|il|elle|lui|lei|eso|esto|isso|isto|das|\u00e7a|cela"
    r"|questo|quello|que|qui|che|der|die|donde|onde|o\u00f9|dove|wo|porque|parce|weil|perch\u00e9"
    # what follows from the clause that went: "..., also nix tierisches bitte"
    r"|also|alors|donc|entonces|as\u00ed\s+que|ent\u00e3o|ent\u00e3o|quindi|dunque|deshalb|daher)\b",
    re.IGNORECASE,
)
"""A clause opening on someone else or on the clause before, which says nothing alone."""


_FOREIGN_PHRASE = re.compile(
    r"^(?:a|o|os|as|la|el|los|las|le|les|l'|der|die|das|dem|den|il|lo|gli|un|una|uno|um|uma|numa|num"
    r"|em|en|in|im|dans|\u00e0|au|aux|con|com|avec|mit|per|pra|para|de|do|da|del|du|des|di|dal|nel"
    r"|nella|no|na|ao|\u00e0s|cerca|perto|pr\u00e8s|vicino|bei|beim|zum|zur|wegen|trotz|seit|durante"
    r"|pendant|w\u00e4hrend|por|pour|f\u00fcr|sobre|sur|\u00fcber)\b",
    re.IGNORECASE,
)
"""A phrase opening on an article or a preposition: more words of the clause before it."""


def _own_clauses_kept(parts: list[str | None]) -> list[str]:
    """The kept clauses of a memory in the user's own (non-English) words, the first opening.

    A clause after one that went is kept when it opens on its own verb or thing; one
    opening on "he", "that" or "where" went with the clause it pointed at.
    """
    out: list[str] = []
    after_gone = False
    for clause in parts:
        if clause is None:
            after_gone = True
            continue
        joined = _FOREIGN_JOINER.match(clause) is not None
        lead = _FOREIGN_JOINER.sub("", clause) if not out else clause
        if after_gone and _FOREIGN_BACK.match(lead) is not None:
            continue
        if not joined and _FOREIGN_PHRASE.match(lead) is not None:
            # "..., a carla, numa ch\u00e1cara perto de curitiba": words of the clause before,
            # not a clause; "e ao fim de semana vendo ..." is one, joined by its "e"
            continue
        after_gone = False
        out.append(lead[0].upper() + lead[1:] if not out else lead)
    return out


def _about_the_user(parts: list[str | None]) -> list[str]:
    """The kept clauses that still say something of the user, the first one opening a sentence.

    A clause is the user's when it opens the memory, opens with the user ("The user",
    "they", "their": the third-person rewrite), speaks of them without naming anyone
    else ("portions for them should be small"), or goes on from such a clause. "Mr
    Petrakis" and "the champion is their CFO Lydia Marsh" were about whoever went.
    """
    out: list[str] = []
    going_on = False
    for index, clause in enumerate(parts):
        lead = "" if clause is None else _JOINER.sub("", _FILLER_OPENING.sub("", clause))
        if clause is None or not lead:
            going_on = False
            continue
        if _NO_SUBJECT.match(lead):
            # "won't return their deposit": the subject is the clause before's.
            if going_on:
                out.append(clause)
            continue
        if index > 0 and _HE_OR_SHE.match(lead) is not None:
            # "..., he's living with them": the user is "they" in a memory, so "he" or "she"
            # is someone else, most often the one whose clause went
            going_on = False
            continue
        owner = next((o for p, o in _THEIR if p.match(lead)), None)
        opening = index == 0 and _words(lead) >= 2
        if not opening and (
            _POINTER.search(lead) is not None or _KNOWS_OF_IT.search(lead) is not None
        ):
            # "..., they can't get that day off": "that" was in the clause that went.
            going_on = False
            continue
        going_on = (
            opening
            or owner is not None
            or _OWNER.match(lead) is not None
            or (_USER_WORD.search(lead) is not None and _NAMED.search(lead[1:]) is None)
            or (going_on and _BACK.match(lead) is None)
        )
        if not going_on:
            continue
        if not out and not opening:
            if owner is not None:
                lead = next(p.sub(o, lead, count=1) for p, o in _THEIR if p.match(lead))
                lead = _agreed(lead)
            clause = lead[0].upper() + lead[1:]
        out.append(clause)
    return out
