"""What an old value is called once a pattern has found it.

A pattern's `old` group holds more than the value: a connector ("so the trip is off"), an
article, a reason after it ("moved from Leeds because of work"), a holder ("closed my
Barclays account"). `clean_old` keeps the value's own words, lower-case; `fused` adds the
name a tool is stored under when it was said short ("mongo" is "mongodb" too).
"""

from __future__ import annotations

import re

from imprint.pipeline.language import FUNCTION_WORDS, Language
from imprint.pipeline.subjects import subject_of

__all__ = ["clean_old", "compound_names", "fused", "kind_names"]

_BREAKS = frozenset(
    "when because since after before as so for in on at last this next yesterday today ago"
    # "left Greenfield over the summer": a when that opens with a preposition
    " over during until till throughout recently"
    " cuando porque desde weil seit quand parce depuis quando porque perch\u00e9 da"
    " and now e y et und ahora agora maintenant adesso ora jetzt"
    # "lache Figma pour Penpot": what follows "for" is the new value, not the old
    " pour por per para pra f\u00fcr".split()
)
_WHEN = frozenset(
    "january february march april june july august september october november december"
    " jan feb apr jun jul aug sep sept oct nov dec"
    " monday tuesday wednesday thursday friday saturday sunday"
    " mon tues tue wed thurs thu fri sat weekend weekends week weeks month months year"
    " years".split()
)
"""Words of when: after a value's first word, one that ends the clause or comes before
another word of time ends the value ("left brightwell friday", "acme last week"). Not "may"
or "sun", which name things too."""
_PART_OF = frozenset("end start beginning middle mid".split())
"""The part of a time span that opens a "when": "end of april", "start of the month"."""
_TIME_OPENERS = frozenset(
    "los las este esta estos estas ce cette ces diese dieses diesen quest'anno quest'estate"
    " questo questa nesta neste esse essa todos tous tutti jeden jede ogni cada"
    " domingos lunes martes mi\u00e9rcoles jueves viernes s\u00e1bados sonntags montags samstags"
    " domenica domeniche sabato dimanche samedi".split()
)
"""Words after a foreign value's first that open a when: "juego al f\u00fatbol los domingos",
"smesso di giocare a pallavolo quest'anno"."""
_FOR_GOOD = frozenset(
    "entirely completely altogether totally fully wholly permanently finally officially"
    " properly outright".split()
)
"""How wholly a value was given up, never part of it: "ripped out sqlalchemy entirely"."""
_LEADING = frozenset("so and but also then well ok okay btw oh anyway plus".split())
"""Connectors that may open a clause before its old value ("so the trip is off")."""
_DOING = frozenset("playing doing going attending taking".split())
_HOW = frozenset("well badly great fine ok okay good better worse so that fast slow too".split())
"""How something goes, not what is done ("not doing well anymore")."""
"""Verbs of an activity before the thing done ("quit playing the guitar" gave up the
guitar, "quit going to the climbing wall" names no value in "going")."""
_CJK_TIME = re.compile(
    r"^(?:\u5148\u6708|\u6628\u5e74|\u53bb\u5e74|\u4eca\u5e74|\u5148\u9031|\u6700\u8fd1|\u4eca\u6708|\u5b9f\u306f)+"
)
_EN_STOP = frozenset(
    "the a an our my their his her its this that these those all some any it them us me we i"
    " they you your of in on at to for from with by and or is are was were be been"
    # "Mr Patel retired so I've been moved": a contraction is never the old value
    " i've we've i'm we're i'd we'd".split()
)


_HOLDERS = frozenset(
    "account accounts subscription subscriptions membership plan card server servers box boxes"
    " instance instances konto vertrag abo abonnement cuenta compte conta conto assinatura"
    " abbonamento"
    # what a brand of food or kit comes in: "the Harlow bag is going to the shelter"
    " bag bags tin tins tub tubs sack sacks".split()
)
"""What holds a value rather than being it: "closed my Barclays account" retires Barclays,
"die Hetzner-Server sind abgeschaltet" retires Hetzner."""


_POINTERS = frozenset("thing things stuff bit idea business one".split())
"""Nouns that point at what was said rather than name it: "scratch the tables thing"
retires tables, "closed the barclays one" Barclays."""


def _unheld(words: list[str], named_as: frozenset[int] = frozenset()) -> list[str]:
    """`words` without holders and pointers, except those at `named_as` (part of a name)."""
    out = [w.split("-")[0] if "-" in w and w.rsplit("-", 1)[1] in _HOLDERS else w for w in words]
    named = [
        w for i, w in enumerate(out) if i in named_as or (w not in _HOLDERS and w not in _POINTERS)
    ]
    return named or out


_DASH = re.compile(r"\s[-\u2013\u2014]+\s")


_QUOTED_NAME = re.compile(
    '[\u201e\u201c"\u00ab\u201a\u2018]([^\u201e\u201c\u201d"\u00ab\u00bb\u201a\u2018\u2019]{2,40})'
    '[\u201c\u201d"\u00bb\u2018\u2019]'
)
"""A name in quotation marks inside an old value, in the marks of any language."""


def clean_old(old: str, language: Language) -> str:
    """The value in a pattern's `old` group: its own words, lower-case, holders dropped."""
    # "no longer work at sunrise - took a job at ...": a dash ends the clause, and the value
    old = _DASH.split(old, maxsplit=1)[0]
    quoted = _QUOTED_NAME.search(old)
    if quoted is not None:
        old = quoted.group(1)  # "der Titel \u201eNebelhorn\u201c ist vom Tisch": the name quoted
    words = [w.strip("'\".-\u201e\u201c\u201d\u00ab\u00bb\u201a\u2018\u2019") for w in old.split()]
    while words and words[0].lower() in _LEADING:
        words = words[1:]  # "so Valencia is off": the connector opens the clause
    if len(words) > 1 and words[0].lower() in _DOING and words[1].lower() not in _HOW:
        words = words[1:]
    cut = next((i for i, w in enumerate(words) if _breaks(words, i)), len(words))
    common = FUNCTION_WORDS.get(language, frozenset()) | _EN_STOP
    kept = [w for w in words[:cut] if w and w.lower() not in common]
    if kept and _CJK_TIME.match(kept[0]):
        kept[0] = _CJK_TIME.sub("", kept[0])
    kept = [w for w in kept if w]
    # "the Pro Plan is done": a holder capitalised after a capitalised word is the name's own
    named_as = frozenset(
        i for i in range(1, len(kept)) if kept[i][:1].isupper() and kept[i - 1][:1].isupper()
    )
    return " ".join(_unheld([w.lower() for w in kept], named_as))


def _breaks(words: list[str], index: int) -> bool:
    """Whether the value ends before `words[index]`: a connector or the start of a when."""
    word = words[index].lower()
    if word in _BREAKS or (index and (word in _FOR_GOOD or word in _TIME_OPENERS)):
        return True
    after = words[index + 1].lower() if index + 1 < len(words) else ""
    if index and word in _WHEN:
        # "the tribune friday", "acme last week": a when ends the value; "the team Friday
        # lunches", "the old Sunday Times subscription" name a thing with a day in it.
        return not after or after in _WHEN or after in _BREAKS or after.isdigit()
    return index > 0 and word in _PART_OF and after == "of"


_KIND_ENDINGS = ("db", "ci", "sql", "js")


def fused(values: list[str]) -> list[str]:
    """The names of tools said short with their kind fused on: "mongo" is "mongodb" too.

    A store finds the memories to retire by whole words, so "ripped out circle" must also
    name "circleci"; only a fused name the subject lexicon knows is added.
    """
    return [
        v + ending
        for v in values
        if " " not in v and "-" not in v and not v.endswith(_KIND_ENDINGS)
        for ending in _KIND_ENDINGS
        if v + ending not in values and subject_of(v + ending) is not None
    ][:1]


_COMPOUND = re.compile(r"^(?P<name>[^\W\d_]{2,}|\w*\d\w*)-(?P<head>[^\W\d_]{3,})$")
_NOT_A_NAME = frozenset(
    """self non pre post anti co ex re semi multi over under half part full well long short
    high low all sub super mid cross inter intra out off on in up down new old big small
    open closed one two three first last e""".split()
)
"""Word starts that make a compound of their own ("self-hosting", "part-time")."""


def compound_names(values: list[str]) -> list[str]:
    """The names inside compounds: "die VBA-Makros sind Geschichte" retires "vba" too.

    German and English alike fuse a name to its kind with a hyphen ("VBA-Makros",
    "Jenkins-Pipelines", "Notion-Datenbank"); the older memory may name it alone ("Excel-
    Makros in VBA").
    """
    names: list[str] = []
    for value in values:
        m = _COMPOUND.match(value) if " " not in value else None
        if m is not None and m.group("name") not in _NOT_A_NAME:
            name = m.group("name")
            if name not in values and name not in names:
                names.append(name)
    return names


def kind_names(values: tuple[str, ...]) -> tuple[str, ...]:
    """The names a tool retired by its kind goes by.

    "binned the spreadsheet" retires the "google sheet" an older memory names.
    """
    return tuple(n for v in values for n in _KIND_NAMED.get(v, ()) if n not in values)


_KIND_NAMED = {
    "spreadsheet": ("google sheet", "google sheets", "gsheet", "excel sheet", "excel spreadsheet"),
    "spreadsheets": ("google sheets", "excel sheets"),
}
"""A kind of tool retired by its kind, and the names the user gives the one they had."""
