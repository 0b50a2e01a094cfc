"""Who the user is, told as the ground they speak from or as the company they are.

"As a nurse I'm used to nights", "as a single mum of three, budgeting is everything",
"being a single dad of three, my evenings are chaos",
"speaking as a vegan, what's good in Lyon", "as someone with ADHD, long texts lose me": the
lead says what the user is, whatever the rest of the sentence asks. It is kept when what
follows "as a" is a person (a role, a parent, a diet, a hand) or "someone with / who" a
thing; "as a result", "as a rule", "as a kid" (what held then) and "as a team" are not the
user's identity. "We're ChairTime - scheduling for dental clinics" names the company the
user is, and what it does.
"""

from __future__ import annotations

import re

from imprint.pipeline import patterns as p
from imprint.pipeline.canonical import canonical
from imprint.pipeline.placenames import KNOWN_PLACES

__all__ = ["company_in", "identity_in"]

_I = re.IGNORECASE

_LEAD = re.compile(
    r"^\W*(?:(?:so|and|well|honestly|ok(?:ay)?|also)[,\s]+)?(?:(?:speaking|writing|talking|asking)"
    # "being a single dad of three, my evenings are chaos": the participle says it too
    r"\s+)?(?:as|being)\s+(?:(?P<article>an?|the\s+only|one\s+of\s+the)\s+"
    r"(?P<what>[a-z][\w' -]{1,50}?)"
    r"|someone\s+(?P<how>with|who)(?P<aux>'s|'ve)?\s+(?P<trait>[\w' -]{2,50}?))"
    # the lead alone: "as someone who's been doing pottery for 5 years" set apart from its ask
    r"(?:,\s*|\s*[.!]*$|\s+(?=(?:i|i'm|im|i've|ive|i'd|we|we're|my|our|it|it's|its|that|this|there"
    r"|what|how|can|could|is|are|any|do|does|long|short|sleep)\b))",
    _I,
)
_PERSON = p.ROLE_NOUNS | frozenset(
    """
    mum mom dad parent mother father grandma grandpa gran grandad granny nan carer caregiver
    vegan vegetarian pescatarian coeliac celiac diabetic lefty left-hander right-hander
    student learner speaker native expat immigrant refugee widow widower wife husband
    homeowner landlord tenant renter runner cyclist climber swimmer knitter gardener
    hobbyist maker woodworker brewer baker quilter beekeeper birder angler hunter sailor
    veteran pensioner retiree smallholder crofter rancher grower dev sre pm rn gp emt swe
    """.split()
)
"""Head nouns of a person the user may say they are, beside the roles of `patterns`."""
_NOT_IDENTITY = frozenset(
    """
    result rule whole kid child teen teenager boy girl baby joke favour favor gift treat
    test side note example aside team group family company business backup last starting
    bonus reminder alternative first default start matter precaution courtesy thank thanks
    compromise beginner newbie novice outsider customer
    """.split()
)
"""Words after "as a" that name no identity ("as a result", "as a kid", "as a team")."""


_TO_AGENT = re.compile(r"\b(?:you|u|your|ur)\b", _I)
_SOMEONE_ELSE = re.compile(
    r"^\W*(?:my|his|her|their|our)\s+(?:\w+\s+)?(?:mum|mom|dad|mother|father|parents?|boss|wife"
    r"|husband|partner|brother|sister|son|daughter|friend|teacher|grandma|grandad|family)\b",
    _I,
)
_NOT_ROLE_WORDS = frozenset(
    """
    starter container timer border filter sweetener outsider customer order answer member
    user buyer owner reader listener follower supporter consumer viewer voter fan visitor
    newcomer passenger bystander observer
    """.split()
)
"""Words shaped like a job ("-er", "-or") that are no role one speaks as."""
_AFTER_HEAD = frozenset("of on at in for with from who that".split())


def _role_word(word: str) -> bool:
    """A job by its suffix ("welder", "machinist"), not "computer" or "member"."""
    return (
        p.ROLE_SUFFIX.fullmatch(word) is not None
        and word not in p.NOT_A_ROLE
        and word not in _NOT_ROLE_WORDS
    )


_PERFECT = re.compile(
    r"(?:been|never|had|got|done|lived|worked|spent|always|just|only|ever|seen|tried|used|"
    r"[a-z]+ed)\b",
    _I,
)
"""What follows "who's" when it is "who has" ("who's been", "who's never cooked")."""


def identity_in(sentence: str) -> str | None:
    """The user's identity `sentence` speaks from ("as a retired teacher ..."), as a fact."""
    low = sentence.lower()
    if "as " not in low and "being " not in low:
        return None
    m = _LEAD.match(sentence)
    if m is None:
        return None
    rest = sentence[m.end() :]
    if _TO_AGENT.search(rest) or _SOMEONE_ELSE.match(rest):
        # "as a doctor, what would you say": a role asked of the agent; "as a father, my dad
        # was strict": the speaker is someone else
        return None
    if m.group("trait") is not None:
        trait = m.group("trait").strip()
        verb = "has" if m.group("how").lower() == "with" else ""
        if m.group("aux") is not None:
            # "as someone who's been doing pottery for 5 years", "who's deaf in one ear"
            perfect = m.group("aux") == "'ve" or _PERFECT.match(trait) is not None
            verb = "has" if perfect else "is"
        return canonical(f"the user {verb} {trait}" if verb else f"the user {trait}")
    what = m.group("what").strip()
    words = what.lower().split()
    # The head is the word before "of" or a place ("dad of twins", "dev on the team").
    cut = next((i for i, w in enumerate(words) if i and w in _AFTER_HEAD), len(words))
    head = words[cut - 1]
    if words[0] in _NOT_IDENTITY or head in _NOT_IDENTITY:
        return None
    if head.rstrip("s") not in _PERSON and head not in _PERSON and not _role_word(head):
        return None
    article = m.group("article").lower()
    if article.startswith(("the only", "one of")):
        return canonical(f"the user is {article} {what}")
    return canonical(f"the user is {'an' if what[0].lower() in 'aeiou' else 'a'} {what}")


_WE_ARE_NAMED = re.compile(
    r"(?:^|[.;:]\s+|,\s+|\b(?:so|and|but|hi|hey|context)[,:]?\s+)(?:we'?re|we\s+are)\s+"
    r"(?P<name>(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*){0,2})\s*(?:[-\u2013\u2014:]|,)\s+"
    r"(?P<what>[^.;!?]{3,120})",
    _I,
)
"""The user's company, named and described: "We're ChairTime - scheduling for dental clinics"."""
_NOT_A_COMPANY = frozenset(
    """
    ready done back live good fine ok okay sorry late open closed here there in out excited happy
    sure not all both still also just so the a an i we it this that based remote hiring small big
    """.split()
)


_BUSINESS = re.compile(
    r"\b(?:startup|start-up|company|agency|studio|shop|store|app|platform|tool|software|saas"
    r"|business|charity|firm|service|marketplace|consultancy|brand|label|seed|series\s+[a-d]"
    r"|pre-seed|bootstrapped|employees|people|person|customers|clients|b2b|b2c|for\s+(?:small|independent"
    r"|local))\b",
    _I,
)
"""A word that says the description is of a business ("a 12-person hardware startup")."""


def company_in(sentence: str) -> str | None:
    """The company the user says "we're", with what it does, as a fact ("We're ChairTime - ...")."""
    if "we" not in sentence.lower():
        return None
    m = _WE_ARE_NAMED.search(sentence)
    if m is None:
        return None
    name = m.group("name")
    if name.split()[0].lower() in _NOT_A_COMPANY or name.lower() in KNOWN_PLACES:
        return None
    what = m.group("what").strip(" ,")
    if _BUSINESS.search(what) is None:
        return None  # "we're British - use metric", "we're Catholic, so no meat on fridays"
    return f"The user's company is {name}: {what}."
