"""A pet, relative or client of the user's, named in passing: "my dog bruce threw up twice".

People name their animals and family while asking about something else, and mostly in
lower case: "my dog bruce threw up this morning", "ginger (my beagle) keeps chewing her
paws", "luna, my border collie, is nuts". Who they are lasts past the question. A
note-taker keeps "The user's dog is called Bruce." `named_being(sentence)` reads three
shapes: the kind then the name ("my dog bruce ..."), the name then the kind in brackets
("ginger (my beagle)"), and the kind between commas after the name ("luna, my collie,").
A client named so ("brief from my client brightloop:") is one of the user's clients; a group
or venture named before its kind in brackets ("spine breakers (my book club lol)") is theirs.

A word in lower case is a name only where a name fits: before a verb of what the being
did or is ("threw", "keeps", "is"), or before a break (a comma, a bracket, the end). "my
dog barks at night" and "my son really likes it" name no one, nor "my baby monitor keeps
beeping": after a kind that also opens the name of a thing, a name needs its capital.
"""

from __future__ import annotations

import re

from imprint.pipeline.calendar_words import CALENDAR_WORDS, RELATIVE_DAYS

__all__ = ["NOT_NAMES", "NOT_SUBJECTS", "named_being"]

_KINDS = (
    r"dog|cat|puppy|pup|kitten|horse|pony|mare|gelding|rabbit|bunny|hamster|parrot|budgie"
    r"|tortoise|lizard|gecko|snake|ferret|beagle|labrador|lab|spaniel|terrier|collie|border"
    r"\s+collie|poodle|greyhound|lurcher|whippet|dachshund|retriever|shepherd|husky|pug|corgi"
    r"|son|daughter|boy|girl|kid|toddler|baby|eldest|youngest|stepson|stepdaughter|husband|wife"
    r"|partner|fiance|fiancee|boyfriend|girlfriend|mum|mom|mother|dad|father|sister|brother"
    r"|grandson|granddaughter|nephew|niece|client|customer"
    # "my japanese tutor keiko": who teaches the user, the subject said before the kind
    r"|(?:(?:japanese|spanish|french|german|italian|chinese|mandarin|korean|english|arabic|maths?"
    r"|math|science|chemistry|physics|piano|guitar|violin|cello|singing|voice|drum|drums|dance"
    r"|driving|swim(?:ming)?|art|history|latin|greek)\s+)?(?:tutor|teacher)"
)
_NAME = r"(?P<name>[A-Za-z][a-z'-]{1,14})"
_ADJ = r"(?:(?:old|new|little|big|rescue|eldest|youngest|older|younger|baby)\s+)?"
_KIND_NAME = re.compile(
    r"\bmy\s+"
    + _ADJ
    + rf"(?P<kind>{_KINDS})\s+{_NAME}(?P<after>\s*(?:[,.;:!?()]|$)|\s+(?P<next>[a-z']+))",
    re.IGNORECASE,
)
_NAME_KIND = re.compile(
    rf"(?:^|[\s,;:.!?])(?P<name>[A-Za-z][a-z'-]{{1,14}})\s*(?:\(\s*my\s+{_ADJ}(?P<kind>{_KINDS})\s*\)"
    rf"|,\s*my\s+{_ADJ}(?P<kind2>{_KINDS})\s*,)",
    re.IGNORECASE,
)
_GROUP_NAMED = re.compile(
    r"(?:^|[\s,;:.!?])(?P<name>[A-Za-z][\w'&-]*(?:\s+[A-Za-z][\w'&-]*)?)\s*\(\s*(?:it'?s\s+)?"
    r"(?:my|our)\s+(?P<kind>book\s+club|running\s+club|run\s+club|club|band|choir|crew"
    r"|league\s+team|pub\s+quiz\s+team|quiz\s+team|podcast|shop|business|company|startup"
    r"|bakery|cafe|charity|newsletter|allotment\s+group|walking\s+group|group)"
    r"(?:\s+(?:lol|haha|lmao|ha))?\s*\)",
    re.IGNORECASE,
)
"""A group or venture of the user's named before its kind in brackets ("host spine breakers
(my book club lol)", "Kiln & Co (our shop)")."""
_VERBS = frozenset(
    """is was has had keeps kept needs loves hates likes wants gets got goes went seems looks
    threw ate bit broke fell found made took gave came ran slept woke won lost started stopped
    moved cancelled canceled rescheduled set asked sent
    turned turns starts just still also always never can't cant won't wont doesn't didn't isn't
    wasn't can could will would has been does did said says told thinks knows""".split()
)
"""Words after a name in lower case that say what the being did or is."""
NOT_NAMES = (
    frozenset(
        """is was has had and but or so the a an to of in on at for with from up out off over
    just still also always never really very too even only all both some any no not yet
    again now then here there this that these those it its he she they him her them his their
    who which what when where why how if because since while after before as than like about
    into onto got get gets gone keeps kept needs loves hates likes wants ate threw bit broke
    fell found made took gave came ran slept woke won lost started stopped turned turns starts
    seems looks thinks knows said says told can could will would should might must may does
    did doesn didn isn wasn won can't cant won't wont doesn't didn't isn't wasn't sick ill
    poorly unwell fine okay ok good bad great better worse home back away asleep awake
    lol haha tbh btw anyway honestly well also sister brother son daughter mum mom dad wife
    husband partner kid kids baby""".split()
    )
    | CALENDAR_WORDS
    | RELATIVE_DAYS
)
"""Words that follow a kind or a role without being a name ("my dog just ...", "my son is
...", "my coach says ...")."""
NOT_SUBJECTS = NOT_NAMES | frozenset("i we my our your everyone".split())
"""Words that open a clause without naming anyone ("friday is his birthday", "everyone is in
year 4"): what `named_ages`, `named_conditions` and `referents` never take for a name."""


def named_being(sentence: str) -> str | None:
    """The fact naming the user's pet or relative that `sentence` names in passing, or None."""
    low = sentence.lower()
    if "my " not in low and "our " not in low:
        return None
    m = _KIND_NAME.search(sentence)
    if m is not None and _a_name(m.group("name"), m.group("next"), m.group("kind")):
        return _fact(m.group("kind"), m.group("name"))
    n = _NAME_KIND.search(sentence)
    if n is not None and _a_name(n.group("name"), None, n.group("kind") or n.group("kind2")):
        return _fact(n.group("kind") or n.group("kind2"), n.group("name"))
    g = _GROUP_NAMED.search(sentence)
    if g is not None and not {w.lower() for w in g.group("name").split()} & NOT_NAMES:
        return (
            f"The user's {' '.join(g.group('kind').lower().split())} is called {g.group('name')}."
        )
    return None


_NAMED_IN_CAPITALS = frozenset("baby kid boy girl lab pup border".split())
"""Kinds that are also the first word of a thing ("my baby monitor", "my lab results"): a
name after them must be written with a capital."""


_CLIENT_THINGS = frozenset(
    """list lists meeting meetings call calls portal work base brief briefs email emails
    project projects side contacts invoice invoices account accounts feedback notes data files
    report reports roster pipeline retention onboarding services service facing relations
    success support care load stuff one ones side schedule schedules calendar diary hours
    timeline timelines deadline deadlines budget budgets requirements deliverables expectations
    contract contracts agreement site website app deck decks brand logo rota""".split()
)
"""Words that follow "my client" as the thing of a client ("my client list", "my client
call"), never a client's name."""
_TRADE_KINDS = frozenset({"client", "customer"})


def _a_name(word: str, following: str | None, kind: str = "") -> bool:
    """Whether `word` after a kind is a name: not a common word, and where a name fits."""
    low = word.lower()
    if low.removesuffix("'s") in NOT_NAMES:
        return False  # "my dad who's got ...": the word before the "'s" is no name either
    if low in NOT_NAMES or low.endswith(("ing", "ly")) or (low.endswith("ed") and len(low) > 4):
        return False
    if kind.lower() in _TRADE_KINDS and (low in _CLIENT_THINGS or low.endswith("s")):
        return False
    if word[0].isupper():
        return True
    if kind.lower() in _NAMED_IN_CAPITALS:
        return False
    return following is None or following in _VERBS


def _fact(kind: str, name: str) -> str:
    kind = " ".join(kind.lower().split())
    name = name[:-2] if name.lower().endswith("'s") else name  # "my son leo's party"
    if kind in _TRADE_KINDS:
        # one client of several: "brief from my client brightloop"
        return f"{name[0].upper()}{name[1:]} is a {kind} of the user's."
    return f"The user's {kind} is called {name[0].upper()}{name[1:]}."
