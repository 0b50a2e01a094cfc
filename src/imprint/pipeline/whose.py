"""Whose life a memory tells of: the user's own, or one of the people in it.

A memory's subject ("employer", "city") is the user's only when the memory is about the
user. "The user's wife is a lawyer at Harcourts" names a workplace, but a new job of the
user's does not make it out of date, nor does a move of the user's outdate where their
parents live. Consolidation compares the two sides with `person_of` before it lets one
memory retire another by subject.
"""

from __future__ import annotations

import re

from imprint.pipeline.language import detect_language

__all__ = ["ANIMALS", "USER", "person_of"]

USER = "user"
"""What `person_of` gives for a memory that tells of the user themselves."""

_PEOPLE = (
    "wife|husband|partner|spouse|fiance|fiancee|girlfriend|boyfriend|bf|gf|other\\s+half"
    "|mum|mom|mother|dad|father|parents?|step(?:mum|mom|dad|father|mother)"
    "|sons?|daughters?|kids?|child|children|baby|babies|toddler|teen|teenager|twins?"
    "|stepsons?|stepdaughters?|grandsons?|granddaughters?|grandkids?|grandchildren"
    "|brothers?|sisters?|siblings?|cousins?|aunt|uncle|niece|nephew"
    "|grandma|grandpa|grandmother|grandfather|nan|nana|granny|in-laws|mother-in-law"
    "|father-in-law|sister-in-law|brother-in-law"
    "|friends?|flatmates?|roommates?|housemates?|neighbou?rs?"
    "|boss|manager|colleagues?|coworkers?|co-workers?|clients?|customers?|landlord|landlady"
    "|cofounder|co-founder|business\\s+partner|assistant|mentor|students?|tutor|coach|doctor|gp"
    "|dogs?|cats?|puppy|kitten|horse|pets?"
)
ANIMALS = frozenset({"dog", "cat", "puppy", "kitten", "horse", "pet"})
"""What `person_of` gives for a memory that tells of an animal of the user's."""
_OWN = r"(?:(?:the\s+user'?s|my|our)\s+|(?=(?:dad|mum|mom|mam|grandma|grandpa|nan|nana|granny)\b))"
_ENGLISH = re.compile(
    rf"^\W*{_OWN}(?:(?:new|old|eldest|oldest|youngest|younger|older|little|big|baby|best"
    rf"|\d+-year-old|two|three|elder)\s+)*(?P<who>{_PEOPLE})\b",
    re.IGNORECASE,
)
""""The user's wife ...", "My eldest daughter ...", "Our landlord ..."."""

_THE_USER = re.compile(r"^\W*(?:the\s+user\b|i\b|i'm\b|i've\b|we\b|we're\b|my\b|our\b)", re.I)
"""A memory that opens on the user: "The user works at Nomadly now", "My laptop ..."."""
_DONE_TO_THE_USER = re.compile(r"^(?:\s+[\w'-]+){1,4}?\s+(?:them|their)\b", re.IGNORECASE)
"""The user as the object: "The user's GP switched them to sertraline", "The user's
landlord raised their rent" are the user's."""

_THE_USER_DOES = re.compile(
    r"\bthe\s+user\s+(?:now\s+|still\s+)?(?:is|has|was|does|did|can|will|gets|got|takes|took"
    r"|needs|works|lives|uses)\b",
    re.IGNORECASE,
)
"""The user told of as a subject after the person: "The user's doctor raised the dose, since
last week the user takes 100 mg" is the user's."""

_FOREIGN = re.compile(
    r"^\W*(?:"
    # Spanish, Portuguese, Italian, French, German: "mis padres", "a minha mulher",
    # "i miei genitori", "mon mari", "meine Eltern"
    r"(?:mis?|tus?)\s+(?P<es>padres?|madre|mam[a\u00e1]|pap[a\u00e1]|mujer|esposa|esposo|marido"
    r"|novi[oa]|hij[oa]s?|herman[oa]s?|pareja|jefe|jefa|amig[oa]s?)"
    r"|(?:[ao]s?\s+)?(?:minhas?|meus?)\s+(?P<pt>pais|m[a\u00e3]e|pai|mulher|esposa|esposo|marido"
    r"|namorad[oa]|filh[oa]s?|irm[a\u00e3]o?s?|irm[a\u00e3]s|chefe|amig[oa]s?)"
    r"|(?:i|il|la|le|mia|mio|miei|mie)\s+(?:miei\s+|mia\s+|mio\s+|mie\s+)?(?P<it>genitori|madre"
    r"|mamma|padre|pap[a\u00e0]|moglie|marito|ragazz[oa]|figli[oa]?|figlie|fratell[oi]|sorell[ae]"
    r"|capo|amic[oa]|amici|amiche)"
    r"|(?:mon|ma|mes)\s+(?P<fr>parents|m[e\u00e8]re|p[e\u00e8]re|femme|mari|copain|copine"
    r"|fils|fille|filles|fr[e\u00e8]res?|s\u0153urs?|soeurs?|patron|patronne|ami|amie|amis)"
    r"|(?:meine?|meinem|meiner)\s+(?P<de>eltern|mutter|mama|vater|papa|frau|mann|freundin"
    r"|freund|sohn|tochter|kinder|bruder|schwester|chef|chefin)"
    # Russian "moi roditeli", "moya zhena", "moy muzh"
    r"|(?:\u043c\u043e\u0438|\u043c\u043e\u044f|\u043c\u043e\u0439)\s+(?P<ru>"
    r"\u0440\u043e\u0434\u0438\u0442\u0435\u043b\u0438|\u0436\u0435\u043d\u0430"
    r"|\u043c\u0443\u0436|\u043c\u0430\u043c\u0430|\u043f\u0430\u043f\u0430"
    r"|\u0441\u044b\u043d|\u0434\u043e\u0447\u044c|\u0431\u0440\u0430\u0442"
    r"|\u0441\u0435\u0441\u0442\u0440\u0430|\u0434\u0435\u0442\u0438)"
    r")\b",
    re.IGNORECASE,
)
"""The same in Spanish, Portuguese, Italian, French, German and Russian."""

_PLURAL = frozenset({"parents", "in-laws", "boss"})
"""Words ending in "s" that are no plural of a word of their own."""
_SAME = {
    "mom": "mum",
    "mother": "mum",
    "father": "dad",
    "spouse": "partner",
    "other half": "partner",
    "co-founder": "cofounder",
    "coworker": "colleague",
    "co-worker": "colleague",
}


def _person(said: str) -> str:
    """One word for a person however said: "mother" and "mom" are "mum", "kids" is "kid"."""
    who = re.sub(r"\s+", " ", said.casefold())
    who = _SAME.get(who, who)
    return who[:-1] if who.endswith("s") and who not in _PLURAL else who


_MOVES_SOMEONE = re.compile(
    r"^\W*the\s+user(?:'s\s+team)?\s+(?:has\s+|just\s+|finally\s+)*(?:moved|took|put|got|brought"
    r"|settled|placed|enrolled|signed)\s+(?:their\s+)?(?P<who>mum|mom|mother|dad|father|parents"
    r"|nan|nana|gran|granny|grandma|grandpa|son|daughter|kids?|children|baby|dog|cat)\b",
    re.IGNORECASE,
)
"""The user moving someone of theirs ("moved mum into a care home"): that person's news."""


def person_of(content: str) -> str | None:
    """Whom a memory tells of: a person ("wife", "parents"), `USER`, or None when unsure.

    Only a memory that opens on the person counts: "The user lives in Denver with their
    wife" is the user's, "The user's wife works at Google" is the wife's, and so is "The
    user's wife's name is Ana". What someone does to the user is the user's: "The user's GP
    switched them to sertraline". A fragment ("One nap now at 12:30") may be anyone's.
    """
    m = _ENGLISH.match(content)
    rest = content[m.end() :] if m is not None else ""
    if m is not None and not _DONE_TO_THE_USER.match(rest) and not _THE_USER_DOES.search(rest):
        return _person(m.group("who"))
    m = _FOREIGN.match(content)
    if m is not None:
        return next(v for v in m.groupdict().values() if v is not None).casefold()
    moved = _MOVES_SOMEONE.match(content)
    if moved is not None:
        return _person(moved.group("who"))  # "The user moved mum into Larkfield House"
    if _THE_USER.match(content) is not None:
        return USER
    if not content.startswith("The ") and detect_language(content) != "en":
        return USER  # kept in the user's language, in the first person: "Ich wohn jetzt in Hamburg"
    return None
