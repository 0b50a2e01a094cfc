"""Who "she" or "he" is: the one person of the user's named just before.

"cooking for my girlfriend tonight, first time at mine. she's lactose intolerant": read
alone, "she's lactose intolerant" says nothing of whom; the sentence before names one person
of the user's, the girlfriend, so it is read as "my girlfriend is lactose intolerant".
`one_person(before, pronoun)` finds that person; `people_named(sentences)` rewrites each
sentence that opens on "she" or "he" so. With no one named, two people, someone else's
("her boss"), or a role of the other sex or of many ("my parents ... she"), or after what
the person keeps saying ("my sister keeps telling me ... she's the sporty one"), the
sentence stays as it is. A name typed after the relation in lower case is kept with it
("my friend jess").
"""

from __future__ import annotations

import re

from imprint.pipeline.word_kin import may_be_name

__all__ = ["PERSON", "one_person", "people_named"]

PERSON = (
    r"(?:(?:mother|father|sister|brother)[\s-]in[\s-]law|wife|husband|partner|spouse"
    r"|fianc[e\u00e9]e?|girlfriend|boyfriend|other\s+half"
    r"|mum|mom|mother|dad|father|parents|stepmum|stepmom|stepdad|son|daughter|kids|children"
    r"|brother|sister|cousin|aunt|uncle|niece|nephew|grandma|grandpa|grandmother|grandfather"
    r"|nan|nana|granny|in-laws|friend"
    r"|flatmate|roommate|housemate|neighbou?r|boss|manager|line\s+manager|colleague|coworker"
    r"|co-worker|client|landlord|landlady|cofounder|co-founder|business\s+partner|mentor"
    r"|tutor|coach|supervisor|advisor|adviser|editor|publisher|agent|co-?author|co-?maintainer"
    r"|co-?director|co-?host|producer|director|teacher|head|headteacher|principal|dean|lead"
    r"|team\s+lead|tech\s+lead|pm|cto|ceo|founder|owner|chef|bride|groom)"
)
"""A person of the user's named by their relation or role ("girlfriend", "line manager")."""
_PERSON_NAMED = re.compile(
    r"\b(?:my|our|her|his|their)\s+(?:(?:new|old|current|former|future|ex|soon-to-be)\s+)?"
    # "booking my dads flights": the possessive typed without its apostrophe
    r"(?:[a-z][\w'-]*\s+)?" + PERSON + r"(?:'?s(?=\s))?(?:\s+(?-i:[A-Z])[\w'-]+)?\b",
    re.IGNORECASE,
)
"""Someone of the user's named in the sentence before: "my mother in law", "our editor Sam"."""
_HERS = re.compile(
    r"\b(?:wife|girlfriend|fianc[e\u00e9]e|mum|mom|mother|stepmum|stepmom|daughter|sister|aunt"
    r"|niece|grandma|grandmother|nan|nana|granny|landlady|bride)\b",
    re.IGNORECASE,
)
_HIS = re.compile(
    r"\b(?:husband|boyfriend|fianc[e\u00e9]|dad|father|stepdad|son|brother|uncle|nephew|grandpa"
    r"|grandfather|landlord|groom)\b(?![\s-]in[\s-]law)|\b(?:father|brother)[\s-]in[\s-]law\b",
    re.IGNORECASE,
)
_MANY = re.compile(r"\b(?:parents|kids|children|in-laws|friends|colleagues)\b", re.IGNORECASE)
"""Roles of one sex and roles of many, which "she" or "he" cannot point at."""


_THEIR_SAYING = re.compile(
    r"\b(?:keeps?|kept)\s+(?:telling|saying|asking|nagging)|\b(?:says|said|thinks|reckons|told\s+me)\b",
    re.IGNORECASE,
)
"""What someone said or keeps saying: the sentence after may be their view, not a fact of them."""


def one_person(before: str, pronoun: str) -> str | None:
    """The one person of the user's `before` names whom `pronoun` ("she", "he") can be."""
    if not before or before.rstrip().endswith("?") or _THEIR_SAYING.search(before):
        return None  # "my sister keeps telling me to try climbing. she's the sporty one"
    named = {p.group(0).lower(): p.group(0) for p in _PERSON_NAMED.finditer(before)}
    if len(named) != 1:
        return None  # no one, or two people ("my wife ... her boss"): whose it is is unclear
    (holder,) = named.values()
    if holder.split()[0].lower() not in ("my", "our"):
        return None  # "her boss": someone of someone else's
    other = _HIS if pronoun.lower() == "she" else _HERS
    if other.search(holder) or _MANY.search(holder):
        return None  # "my mum texted. he hates ...", "my parents ... she insists ..."
    after = _NEXT_WORD.match(before, before.lower().find(holder.lower()) + len(holder))
    if after is not None and may_be_name(after.group(1).lower(), unknown=True):
        return f"{holder} {after.group(1)}"  # "my friend jess": her name, typed in lower case
    return holder


_NEXT_WORD = re.compile(r"\s+([a-z][a-z'-]+)\b(?!\s+(?:and|or)\b)")


_OPENS_ON = re.compile(
    r"^(?P<lead>\W*(?:(?:and|but|so|also|plus|oh|btw)\s+)?)(?P<pronoun>she|he)(?P<verb>'s|\s+is"
    r"|\s+has|\s+(?:can'?t|cannot|doesn'?t|won'?t|needs|hates|loves|likes|only|never|always"
    r"|gets|takes|works|lives|eats|drinks))\b",
    re.IGNORECASE,
)
"""A sentence opening on "she" or "he" and what is said of them."""


def people_named(sentences: tuple[str, ...]) -> tuple[str, ...]:
    """`sentences`, each opening on "she" or "he" said of the one person named just before.

    Only a sentence of its own is read so: a clause after a comma ("me and my sister in law
    share an odyssey, she has it weekdays") goes on from the clause it follows, and is read
    with it.
    """
    out = list(sentences)
    for index in range(1, len(out)):
        m = _OPENS_ON.match(out[index])
        if m is None:
            continue
        holder = one_person(sentences[index - 1], m.group("pronoun"))
        if holder is None:
            continue
        verb = m.group("verb")
        said = " is" if verb.lower() == "'s" else verb
        rest = out[index][m.end() :]
        out[index] = f"{m.group('lead')}{_bare(holder)}{said}{rest}"
    return tuple(out)


def _bare(holder: str) -> str:
    """The person as named, without the possessive "s" typed after ("my dads" -> "my dad")."""
    return _TYPED_POSSESSIVE.sub(r"\1", holder)


_TYPED_POSSESSIVE = re.compile(r"\b(" + PERSON + r")'?s$", re.IGNORECASE)
"""A relation with the "s" of a possessive typed after it ("my dads", "my mum's")."""
