"""English idioms that name an old value as gone, beside the verbs `old_values.py` reads.

People rarely write "I no longer use X"; they say the thing is behind them: "Brightwater is
officially in the rear-view mirror", "the vegan era ended around Easter", "sold the PS5",
"the old Samsung now lives in a drawer", "our Tableau licences lapse in June", "my Jira
days are over". Each pattern names the old value in its group `old`, which `updates.py`
cleans and retires like any other ("X is gone").

A value is read only at a clause start or after a possessive ("my", "our", "the"), so
"the bug behind me" style asides inside a longer phrase are not taken for a value.
"""

from __future__ import annotations

import re

__all__ = ["GONE_EN", "GONE_WORDS"]

_CLAUSE = (
    r"(?:^\W*(?:(?:\w+ly|oh|well|ok(?:ay)?|also|btw|fyi|so|and|but|yeah|lol|anyway|plus)[,:!]?\s+)?"
    r"|[,;:(]\s*|\b(?:and|but|so|since|now\s+that)\s+)"
)
_DET = r"(?:(?:the|our|my|that|this|good\s+old|old)\s+)*"
_START = _CLAUSE + _DET + r"|\b(?:the|our|my)\s+(?:old\s+)?"
"""A clause start, or a determiner inside one ("ok confession the vegan era ended")."""
_VALUE = (
    r"(?P<old>(?!(?:the|my|our)\b)[^\s,.;:!?()]+(?:\s+(?!(?:is|are|was|were|has|have|era"
    r"|days|phase|the|my|our)\b)[^\s,.;:!?()]+){0,2})"
)
"""One to three words, stopping before the verb that says it is gone."""
_SHORT = (
    r"(?P<old>[^\s,.;:!?()]+(?:\s+(?!(?:to|for|on|and|at|last|this|in|because|so|yesterday"
    r"|today|recently|back|off|ages|years?|months?|weeks?|ago|lol|btw|end|after|since|finally"
    r"|now|already|then|too"
    # "sold all the ryobi gear": the brand is the value, not its kit
    r"|gear|stuff|tools|things|equipment|collection|batteries)\b)[^\s,.;:!?()]+)?)"
)
"""One or two words after a verb, stopping before what follows ("sold the ps5 to pay ...")."""


def _value_then(tail: str, *, not_people: bool = False) -> re.Pattern[str]:
    """A clause that opens on a value and says, in `tail`, that it is gone."""
    people = (
        r"(?!(?:mum|mom|dad|mother|father|son|daughter|kids?|wife|husband|partner|boyfriend"
        r"|girlfriend|brother|sister|baby|grandma|grandpa|he|she|they|we|i|everyone|it|that|this"
        r"|plans?|trip|deal|booking|reservation|sale|offer|job|everything)\b)"
        if not_people
        else ""
    )
    return re.compile(r"(?:" + _START + r")" + people + _VALUE + tail, re.I)


GONE_EN: tuple[re.Pattern[str], ...] = (
    # "Brightwater is officially in the rear-view mirror", "Leeds is behind us now"
    _value_then(
        r"(?:\s+is|'s|\s+are|\s+was|\s+has\s+been|\s+have\s+been|\s+got|\s+gets)\s+"
        r"(?:(?:now|officially|firmly|well\s+and\s+truly|finally|long|all|been)\s+)*"
        r"(?:in\s+the\s+rear[- ]?view(?:\s+mirror)?|behind\s+(?:me|us)|a\s+thing\s+of\s+the\s+past"
        r"|ancient\s+history|(?:living\s+|sitting\s+|retired\s+|banished\s+|relegated\s+)?(?:in|to"
        r"|into)\s+(?:a|the)\s+(?:[\w-]+\s+)?"
        r"(?:drawer|cupboard|closet|attic|loft)|kaput|sold|for\s+sale|out\s+of\s+the\s+picture)\b"
    ),
    # "verbatim went bankrupt", "the old agency went bust", "Halvorsen folded": no more of it
    _value_then(
        r"\s+(?:(?:has|have|just|finally)\s+)?(?:(?:went|gone|going)\s+(?:bankrupt|bust|under"
        r"|into\s+(?:administration|liquidation|receivership))|folded|closed\s+down"
        r"|went\s+out\s+of\s+business)\b",
        not_people=True,
    ),
    # "zumdahl's the old one still on my shelf", "Trello is the old board": what was replaced
    _value_then(
        r"(?:\s+is|'s|\s+was)\s+(?:now\s+|just\s+)?(?:the|our|my)\s+old\s+(?:one|version|edition"
        r"|book|textbook|board|tool|system|app|setup|place|one\s+still)\b",
        not_people=True,
    ),
    # "the ender went to my nephew": given to someone, no longer the user's; not a person
    # going to stay ("my mum went to my sister's")
    _value_then(
        r"\s+(?:went|has\s+gone|have\s+gone|is\s+going|got\s+given)\s+(?:off\s+)?to\s+(?:my|our"
        r"|a|the)\s+(?:\w+\s+)?(?:nephew|niece|son|daughter|brother|sister|mum|mom|dad|parents"
        r"|friend|cousin|neighbou?r|kid|kids|colleague|mate|charity|charity\s+shop)\b",
        not_people=True,
    ),
    # "tethys is in drydock", "the van's off the road": out of service, something else in use
    _value_then(
        r"(?:\s+is|'s|\s+are|\s+was|\s+got)\s+(?:now\s+|still\s+)?(?:in\s+(?:drydock|dry\s+dock"
        r"|the\s+shop\s+for|for\s+repairs?)|out\s+of\s+(?:action|service|commission)|broken\s+down"
        r"|off\s+the\s+road)\b"
    ),
    # "hanaya fell through, we got a room at the granvia": a booking or a deal that came to
    # nothing (a plan or a trip named by a common word names no value to retire)
    _value_then(
        r"\s+(?:(?:has|had|just|totally|completely|kinda|sort\s+of)\s+)*(?:fell|fallen)\s+through\b"
        # "my phone fell through the floorboards": fell, not fell through
        r"(?!\s+(?:the|a|an|my|our|into|onto|to)\b)",
        not_people=True,
    ),
    # "the vegan era ended", "my Jira days are over", "the Excel phase is done"
    _value_then(
        r"\s+(?:era|days|phase|chapter|years)\s+(?:is\s+|are\s+|has\s+"
        r"|have\s+|was\s+|were\s+)?(?:(?:officially|finally|well\s+and\s+truly|now)\s+)*"
        r"(?:over|ended|done|finished|behind\s+(?:me|us)|came\s+to\s+an\s+end)\b"
    ),
    # "sold the PS5", "gave away my old Kindle", "traded in the Corolla", "flogged the
    # acoustic", "sold the last of the goats", "rehomed our rabbits"
    re.compile(
        r"(?:^\W*|[,;:]\s*|\b(?:i|we|and|so|finally|just|also)\s+)"
        # "finally rage sold the ender": a word of how it went before the verb
        r"(?:(?:rage|panic|finally|actually|already|eventually|reluctantly|quickly|happily)[\s-]+)?"
        r"(?:sold|flogged|gave\s+away"
        r"|traded\s+in|returned|got\s+rid\s+of|rehomed)\s+"
        r"(?:(?:the\s+)?(?:last|rest)\s+of\s+|all\s+(?:of\s+)?)?(?:(?:the|my|our|old)\s+)+"
        + _SHORT,
        re.I,
    ),
    # "we rehomed max with my parents", "had to rehome biscuit": a pet, named in any case
    re.compile(
        r"\b(?:rehomed|rehome|re-homed|re-home)\s+(?P<old>(?!(?:him|her|them|it|the|my|our|a|an"
        r"|one|both|all|some|pets?|dogs?|cats?)\b)[a-z][\w'-]+)(?=\s*(?:[,.;!?]|$|\s+(?:with|to|last"
        r"|in|on|because|after|this|yesterday)\b))",
        re.I,
    ),
    # "traded the jazz in for an octavia", "part-exchanged my old golf": the car given up
    re.compile(
        r"(?:^\W*|[,;:]\s*|\b(?:i|we|and|so|finally|just|also)\s+)(?:traded|part[\s-]?exchanged|px'?d)"
        r"\s+(?:(?:the|my|our|old)\s+)+(?P<old>[\w'-]+(?:\s+[\w'-]+)?)\s+in\b",
        re.I,
    ),
    # "got our deposit back from the grange and signed with willow creek", "pulled out of
    # the Hartley deal": a booking or a deal the user left
    re.compile(
        r"(?:^\W*|[,;:]\s*|\b(?:i|we|and|so|finally|just|also)\s+)(?:got\s+(?:our|my|the|all\s+(?:our"
        r"|my|the))\s+(?:deposit|money)\s+back\s+from|pulled\s+out\s+of|backed\s+out\s+of"
        r"|walked\s+away\s+from)\s+(?:(?:the|my|our)\s+)?" + _SHORT,
        re.I,
    ),
    # "shut the Etsy shop down", "closed down my Depop store", "shut down our Shopify"
    re.compile(
        r"(?:^\W*|[,;:]\s*|\b(?:i|we|and|so|finally|just|also)\s+)(?:shut|closed|wound)\s+"
        r"(?:down\s+|up\s+)?(?:(?:the|my|our|old)\s+)+(?P<old>(?-i:[A-Z])[\w&'-]*(?:\s+(?-i:[A-Z])"
        r"[\w&'-]*)?|(?!(?:online|web|little|small|physical|pop-up|main|second|corner|local|high"
        r"|street|whole|family)\b)[a-z][\w&'-]+)\s+(?:shop|store|account|business|stall|listing)s?"
        r"\b(?![^?]*\?)",
        re.I,
    ),
    # "rips yarn out entirely", "ripping the old router out", "ripped all the firebase stuff
    # out": what was taken out is gone, the kind of thing said after it is no part of it
    re.compile(
        r"\b(?:rips|ripping|rip|ripped|tears|tearing|tore|torn|pulls|pulled|pulling|yanked|yanks"
        r"|stripped|strips|stripping)\s+(?:all\s+(?:of\s+)?)?(?:the\s+|our\s+|my\s+|old\s+)*"
        r"(?P<old>(?!out\b)[^\s,.;:!?()]+"
        r"(?:\s+(?!(?:out|stuff|code|bits|things|setup|integration)\b)[^\s,.;:!?()]+)?)"
        r"(?:\s+(?:stuff|code|bits|things|setup|integration))?\s+out\b",
        re.I,
    ),
    # "not anymore in Graz", "not at Brightwell any longer", "handed my badge back at Acme"
    re.compile(
        r"\bnot\s+(?:any\s*more|any\s+longer)\s+(?:in|at|on|with|using)\s+(?:the\s+)?" + _SHORT,
        re.I,
    ),
    # "handed the secretary gig to Mo", "passed my treasurer role over to Ann": a post given
    # up to someone
    re.compile(
        r"\b(?:handed|passed|gave)\s+(?:over\s+)?(?:the|my|our)\s+(?P<old>[\w-]+(?:\s+[\w-]+)?)\s+"
        r"(?:gig|role|job|position|post|title|seat)\s+(?:over\s+|on\s+)?to\s+[A-Za-z]"
        r"(?![^.;!?]*\b(?:tonight|today|this\s+(?:week|weekend|evening|morning)|for\s+the\s+night)\b)",
        re.I,
    ),
    re.compile(
        r"\b(?:handed|gave|turned)\s+(?:my|our|the)\s+(?:badge|keys|lanyard|laptop|notice)\s+"
        r"(?:back\s+|in\s+)?(?:at|to)\s+" + _SHORT,
        re.I,
    ),
    # "the aldi by us shut down", "our local gym closed": a place near the user is gone
    re.compile(
        r"\b(?:the|our|my)\s+(?:local\s+)?(?P<old>[^\s,.;:!?()]+(?:\s+(?!(?:by|near|round|down"
        r"|in|on)\b)[^\s,.;:!?()]+)?)\s+(?:(?:by|near)\s+(?:us|me|ours|mine|the\s+house)|round\s+the"
        r"\s+corner|down\s+the\s+road|in\s+town|on\s+the\s+high\s+street)\s+(?:has\s+|just\s+|finally\s+)*"
        r"(?:shut|closed)(?:\s+down)?\b",
        re.I,
    ),
    re.compile(
        r"\b(?:the|our|my)\s+local\s+(?P<old>[^\s,.;:!?()]+)\s+(?:has\s+|just\s+|finally\s+)*"
        r"(?:shut|closed)(?:\s+down)?\b",
        re.I,
    ),
    # "the Harlow bag is going to the shelter", "the old sofa went to the tip"
    re.compile(
        r"(?:" + _START + r")" + _VALUE + r"(?:\s+is|'s|\s+are|\s+has|\s+have)?\s+(?:going|gone"
        r"|went|off)\s+to\s+(?:the\s+|a\s+)?(?:shelter|bin|tip|dump|charity\s+shop|food\s+bank"
        r"|recycling|landfill|scrapyard|scrap\s+heap)\b",
        re.I,
    ),
    # "our Tableau licences lapse end of June", "the Adobe subscription expires next week"
    re.compile(
        r"\b(?:the|our|my)\s+(?P<old>[^\s,.;:!?()]+(?:\s+[^\s,.;:!?()]+)?)\s+(?:licen[cs]es?"
        r"|subscriptions?|contracts?|seats?|plan)\s+(?:(?:got|has|have|had|is|are|was|were)\s+"
        r"(?:been\s+)?)?(?:lapse[sd]?|expire[sd]?|run\s+out|ran\s+out"
        r"|end(?:s|ed)?|(?:weren'?t|wasn'?t|were\s+not|was\s+not|didn'?t\s+get|did\s+not\s+get)"
        r"\s+renewed)\b(?![^.!?]*(?:\?|\bunless\b))",
        re.I,
    ),
    # "migrated all three clients off QBD", "moved every school off Meraki"
    re.compile(
        r"(?<!\bbe\s)(?<!about\s)(?<!considering\s)\b(?:moved|migrated|switched|transitioned)\s+"
        r"(?:all\s+|every\s+|each\s+|both\s+)?(?:(?:the|our|my|his|her|their|\d+|two|three|four"
        r"|five|six)\s+)?(?:[\w-]+\s+){1,2}?(?:off(?:\s+of)?|away\s+from)\s+(?:the\s+|our\s+|my\s+)?"
        r"(?P<old>(?-i:[A-Z0-9])[^\s,.;:!?()]*(?:\s+(?!(?:to|onto|for|and|over|in|at|last|this"
        r"|because|so|after|since|ago|lol|towards|toward)\b)(?-i:[A-Z0-9])[^\s,.;:!?()]*)?)",
        re.I,
    ),
)
"""Idioms naming an old value as gone; `old` holds it."""

GONE_WORDS = frozenset(
    "rear behind thing ancient drawer cupboard closet attic loft kaput sold sale picture era"
    " days phase chapter years gave traded returned lapse lapses lapsed expire expires expired"
    " run ran end ends ended rips ripping rip tears tearing pulls pulled pulling yanked yanks"
    " anymore longer handed turned shelter bin tip dump charity bank recycling landfill"
    " scrapyard scrap flogged rehomed rehome re-homed re-home renewed off away went gone going"
    " given drydock dock"
    " repair repairs action service commission broken road old bankrupt bust under folded"
    " administration liquidation receivership closed shut business fell fallen back pulled"
    " backed walked".split()
)
"""Words one of the idioms needs (the cheap screen `updates.py` runs first)."""
