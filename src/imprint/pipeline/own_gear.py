"""A device of the user's named by its model, said in passing: "with my celestron C8".

People name their gear while asking about something else: "trying to image with my
celestron C8", "my rtx 3070 keeps crashing", "export from my Garmin 945". What they own
shapes every later answer, so a note-taker keeps it. `own_gear(sentence)` gives it as a
fact; so is a thing named in a clause that says the user got it ("the Ioniq 5 we got with
the trade-in money": a capital names the model). The model after "my" must hold a digit
("C8", "3070", "A7III", "X100V"); the word before it is the maker or the line. Words that
number other things are no maker ("my first 5k", "my flight BA123", "my top 3"), nor is a
person before a sum ("I owe my brother 500 quid"), and gear given up or wished for is not
kept.
"""

from __future__ import annotations

import re

from imprint.pipeline.subjects import subject_of

__all__ = ["ACCESSORIES", "own_gear"]

_NOT_MAKERS = frozenset(
    """first second third fourth fifth last next top best worst only own team class year grade
    week weeks day days month months hour hours minute minutes flight bus train room seat table
    order ticket account invoice case ref reference number code pin password unit apartment flat
    house floor level size age kid kids son daughter group band set round lap mile miles km
    step steps page pages chapter section question item row column test exam score rank
    postcode zip zipcode salary income rate budget id brother sister mum mom dad mother father
    wife husband partner boyfriend girlfriend friend friends boss manager landlord uncle aunt
    cousin nan gran grandma grandad neighbour neighbor mate""".split()
)
_GEAR = re.compile(
    r"\bmy\s+(?:(?P<new>new\s+)|trusty\s+|little\s+)?(?P<maker>[A-Za-z][\w-]{1,15})\s+"
    r"(?P<model>(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[A-Za-z0-9][\w-]{0,9}|\d{3,5})\b"
    r"(?!\s*(?:%|am|pm|mins?|minutes|hours|hrs|days|weeks|months|years|kg|lbs?|k\b|km|miles"
    r"|quid|bucks|dollars|pounds|euros?|grand|usd|gbp|eur))",
)
_LINE_MODEL = re.compile(
    # "onto the iphone 15": the device the user moves their things to is theirs
    r"\b(?:my|(?:onto|into|on|to)\s+the)\s+(?:(?P<new>new\s+)|trusty\s+|little\s+|old\s+)?(?P<maker>pixel|iphone|ipad|galaxy\s+s"
    r"|galaxy\s+a|galaxy\s+z\s+(?:flip|fold)|kindle|apple\s+watch|series|golf|polo|fiesta|focus|corsa"
    r"|clio|yaris|model|ps|playstation|xbox|surface|thinkpad\s+x|nothing\s+phone)\s*"
    r"(?P<model>\d{1,2}(?:\s*(?:pro|plus|max|mini|ultra|lite|a|xl|se))?)\b"
    r"(?!\s*(?:%|am|pm|mins?|minutes|hours|hrs|days|weeks|months|years|yrs|kg|km|miles|times))",
    re.IGNORECASE,
)
"""A device named by its line and a short number ("my pixel 7", "my iphone 15 pro"): the
line names the kind where two digits alone would not."""
_GONE = (
    r"sold|used\s+to|old|gave\s+away|got\s+rid|broke\s+for\s+good|returned|sent\s+(?:it\s+)?back"
    r"|gave\s+(?:it\s+)?back|refund(?:ed)?"
)
"""Words of a thing given up: shared by the two screens below."""
_NOT_HELD = re.compile(
    r"\b(?:" + _GONE + r"|want|wanted|wish|thinking|considering|might|maybe|if\s+i|should\s+i"
    r"|saving\s+for)\b",
    re.IGNORECASE,
)


_GIVEN_UP = re.compile(
    r"\b(?:" + _GONE + r"|selling|trading\s+in|traded\s+in|upgrad\w*|replac\w*)\b",
    re.IGNORECASE,
)
"""What says a thing the user names as theirs is theirs no more: asked about as theirs ("how
often should I service my new Kia EV6?"), it is held whatever else is wished."""


_GOT_IT = re.compile(
    r"\bthe\s+(?P<thing>(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z0-9])[\w-]*){0,2}(?<=\d))\s+(?:(?:that|which)\s+)?"
    r"(?:i|we)\s+(?:just\s+|finally\s+|recently\s+)?(?:got|bought|picked\s+up|leased|ordered)\b",
    re.IGNORECASE,
)
"""A thing named by its model in a clause of its own: "the Ioniq 5 we got with the
trade-in money", "the Pixel 8 I bought in march"; the model ends in a figure ("the Uber I
got this morning" names a ride)."""


_MODEL_YEAR = re.compile(
    r"\bmy\s+(?P<year>(?:19[6-9]\d|20[0-3]\d))\s+(?P<model>[a-z][\w.-]{1,15})\b(?!'s)",
    re.IGNORECASE,
)
"""A thing named by its model year ("a new clutch on my 2009 corolla", "my 2017 macbook"):
what a year comes before is a car, a bike or a device, not a plan ("my 2024 goals")."""
_NOT_MODELS = frozenset(
    """goals goal tax taxes return returns thesis resolutions resolution review budget plan plans
    calendar trip holiday holidays self class cohort intake season accounts report reports
    contract contracts planner diary journal targets target bonus salary pay payslip p60
    application applications results result exams exam grades cv resume portfolio wedding
    christmas summer winter spring autumn fall birthday photos pictures pics list lists
    submission entry entries invoice invoices expenses self-assessment""".split()
)


_MY_ONE_WORD = re.compile(
    r"\bmy\s+(?P<new>new\s+)?(?P<model>[a-z][\w.-]{1,14})\b(?!['\u2019]s\s+(?:owner|driver))"
    r"(?!\s+(?:shares?|stocks?|options|investments?|position|calls|puts|dividends?)\b)",
    re.IGNORECASE,
)
_KIND_WORDS = frozenset(
    "car cars van truck motor ride wheels vehicle phone mobile laptop computer pc desktop"
    " notebook machine tablet".split()
)
_NAMED_ALONE = frozenset({"car", "phone", "computer"})
_NEXT_WORD = re.compile(r"\s+([a-z][\w-]{1,14})\b", re.IGNORECASE)
"""Kinds of thing a model names alone: "charge my niro", "my iphone", "my macbook"."""


def _article(new: str, named: str) -> str:
    """The article before "new" or before the thing's name: "a new", "an ioniq", "a pixel 7"."""
    return "an" if not new and named[:1].lower() in "aeiou" else "a"


def _car_named(sentence: str) -> str | None:
    """The car, phone or computer the user names by its model alone ("charge my niro"), or None."""
    for m in _MY_ONE_WORD.finditer(sentence):
        model = m.group("model")
        if model.lower() in _KIND_WORDS or subject_of(model) not in _NAMED_ALONE:
            continue
        if _NOT_HELD.search(sentence) is not None or _GIVEN_UP.search(sentence) is not None:
            return None
        after = _NEXT_WORD.match(sentence, m.end())
        if after is not None and subject_of(after.group(1)) == "car":
            model = f"{model} {after.group(1)}"  # "my kia niro": the maker, then the model
        new = "new " if m.group("new") else ""
        return f"The user has {_article(new, model)} {new}{model}."
    return None


_NEW_ONE = re.compile(
    r"\b(?:set\s+up|setting\s+up|unboxed|unboxing|got|bought|picked\s+up|received|collected)\s+"
    r"(?:the|my|a|our)\s+new\s+(?P<thing>[a-z][\w-]*(?:\s+[a-z0-9][\w-]*)?)",
    re.IGNORECASE,
)
"""A new device the user got, said in passing: "set up the new macbook yesterday"."""
_NEW_KINDS = frozenset({"car", "phone", "computer", "console"})
ACCESSORIES = frozenset(
    """controller controllers case cases charger chargers cable cables headphones earbuds strap
    straps cover covers protector keyboard mouse stand dock battery batteries tyres tires wipers
    mat mats seat seats pad pads pen stylus lens lenses mount adapter remote skin""".split()
)
"""Parts and accessories of a device: "the new xbox controller" is no new console."""
_FOR_SOMEONE = re.compile(r"\s+for\s+(?:my|his|her|our|their|the|a)\b", re.IGNORECASE)


def _new_one(sentence: str) -> str | None:
    m = _NEW_ONE.search(sentence)
    if m is None or _NOT_HELD.search(sentence) is not None:
        return None
    if any(w.lower().rstrip(",.") in ACCESSORIES for w in m.group("thing").split()):
        return None  # "got the new xbox controller": a part, no new device
    after = sentence[m.end() :]
    if any(w.lower().rstrip(",.") in ACCESSORIES for w in after.split()[:1]):
        return None
    if _FOR_SOMEONE.match(sentence, m.end()) or _FOR_SOMEONE.match(
        sentence, m.start("thing") + len(m.group("thing").split()[0])
    ):
        return None  # "set up the new iphone for my mum": someone else's
    words = m.group("thing").split()
    if len(words) > 1 and not any(c.isdigit() for c in words[1]):
        words = words[:1]  # "the new macbook yesterday": a model's second word holds a figure
    for end in (len(words), 1):
        thing = " ".join(words[:end])
        if subject_of(thing) in _NEW_KINDS and thing.lower() not in _KIND_WORDS:
            return f"The user has a new {thing}."
    return None


def own_gear(sentence: str) -> str | None:
    """The fact that the user has the device `sentence` names by its model, or None."""
    new_one = _new_one(sentence) if "new " in sentence.lower() else None
    if new_one is not None:
        return new_one
    got = _GOT_IT.search(sentence)
    if got is not None and _NOT_HELD.search(sentence) is None:
        return f"The user has the {got.group('thing')}."
    if "my " not in sentence.lower() and " the " not in sentence.lower():
        return None
    dated = _MODEL_YEAR.search(sentence)
    if (
        dated is not None
        and dated.group("model").lower() not in _NOT_MODELS
        and _NOT_HELD.search(sentence) is None
    ):
        return f"The user has a {dated.group('year')} {dated.group('model')}."
    m = _GEAR.search(sentence) or _LINE_MODEL.search(sentence)
    if m is None:
        return _car_named(sentence)
    if m.group("maker").lower() in _NOT_MAKERS:
        return None
    if _GIVEN_UP.search(sentence) is not None:
        return None
    if not m.group(0).lower().startswith("my") and _NOT_HELD.search(sentence) is not None:
        return None  # "should i switch to the pixel 8": wished for, not had
    new = "new " if m.group("new") else ""
    named = sentence[m.start("maker") : m.end("model")]
    return f"The user has {_article(new, named)} {new}{named}."
