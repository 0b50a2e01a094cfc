"""Changes of the user's own world said in passing, on the way to a request.

People rarely announce an update; they mention it while asking for something else: "new
gig btw, started at Halyard as a data lead, can you ...", "we closed on a flat in Hull
last month", "ripped out Jenkins, it's all Drone now", "went fully vegetarian in March",
"the invoice template is landscape now", "we're Paper Lanterns now, need a new logo".
`passing_change(sentence)` reads such a change by its shape: a verb of starting, moving,
giving up or becoming, said by the user (after "I"/"we" or at a bare clause start, as chat
drops the "I"), and the new value after it. It is given as a `Switch` whose subject is the
one the old value was stored under (employer, city, the tool's kind, diet, tone...), so
`supersede.py` retires the older memory; a named old value is retired outright.

Someone else's change ("my sister closed on a house in Leeds", "Tom went vegan") and one
only thought of ("if I started at Google", "we might move to Lisbon") are not read.
"""

from __future__ import annotations

import re

from imprint.pipeline.patterns import contracted_words
from imprint.pipeline.placenames import KNOWN_PLACES, NOT_PLACES, NOT_TOWN_WORDS, PLACES_AND_TOWNS
from imprint.pipeline.screened import screened
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.switches import Switch

__all__ = ["passing_change"]

_LEAD = (
    r"(?:^\W*|[,;:!(]\s*|\s[-\u2013\u2014]+\s*|\b(?:and|but|so|btw|also|anyway|well|ok(?:ay)?|update|news|then"
    r"|since|after|yeah|yep|lol|haha|ugh)\W*\s+)"
)
_SELF = r"(?:(?:i|we)(?:'ve|'m|'re|\s+have|\s+am|\s+are)?\s+)?"
_ADV = r"(?:(?:just|finally|recently|officially|already|actually|fully|also|now)\s+)*"
_NOT_SUPPOSED = r"(?<!\bif\s)(?<!\bunless\s)(?<!\bwhether\s)(?<!\bsay\s)(?<!\bsuppose\s)"
"""Not after a word that supposes the case: "if i moved to leeds" tells no move."""
_START = (
    r"(?:"
    + _LEAD
    + _SELF
    + r"|"
    + _NOT_SUPPOSED
    + r"\b(?:i|we)(?:'ve|'m|'re|\s+have|\s+am|\s+are)?\s+"
    # chat's "ive", "weve", "im" without the apostrophe
    r"|" + _NOT_SUPPOSED + r"\b(?:ive|weve|im)\s+)" + _ADV
)
"""Where the user's own change starts: after "I"/"we", or at a bare clause start."""

_NAME = r"(?P<new>(?-i:[A-Z])[\w.&'-]*(?:\s+(?:&\s+)?(?-i:[A-Z])[\w.&'-]*){0,2})"
_WORKPLACE = (
    r"(?:hospice|hospital|clinic|surgery|practice|pharmacy|school|academy|college|university|uni"
    r"|library|branch|bank|agency|studio|bakery|cafe|restaurant|hotel|store|shop|gym|centre|center"
    r"|council|trust|charity|foundation|firm|labs?|group|partners|associates|solutions|systems"
    r"|logistics|freight|health|care|media|digital|consulting|inc|ltd|llc|co)"
)
_ANY_NAME = (
    r"(?P<new>(?-i:[A-Z])[\w.&'-]*(?:\s+(?:&\s+)?(?-i:[A-Z])[\w.&'-]*){0,2}"
    # typed in lower case, a workplace says what it is: "prairie light hospice"
    r"|(?!(?:the|a|an|my|our|this|that|home)\b)[a-z][\w'&-]*(?:\s+[a-z][\w'&-]*){0,2}?\s+"
    + _WORKPLACE
    # "started at st marys": a saint's name is a hospital's, a school's or a parish's
    + r"(?![\w-])|(?:st|saint)\.?\s+[a-z][\w'-]*(?:\s+"
    + _WORKPLACE
    + r")?(?![\w-]))"
)
_PLACE = r"(?P<new>[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]*){0,2})"
_ROLE = re.compile(
    r"[^.;!?]{0,30}?\bas\s+(?:an?\s+|the\s+|our\s+)?(?P<role>(?:[\w-]+\s+){0,2}?[\w-]+)"
    r"(?=\s*(?:[,.;!?(]|$|\s+(?:so|and|but|at|for|since|which|lol|btw)\b))",
    re.IGNORECASE,
)
"""A role said after a new employer: "started at Halyard last week as a data lead"."""

_JOB = screened(
    _START
    + r"(?:(?:started|starting|began|start|starts)\s+(?:(?:a\s+)?(?:new\s+)?(?:job|role|position"
    r"|gig)\s+)?(?:as\s+(?:an?\s+|the\s+)?(?P<role>(?:[\w-]+\s+){0,3}[\w-]+)\s+)?(?:at|with)"
    r"|joined|signed\s+(?:on\s+)?with|got\s+hired\s+(?:at|by)"
    r"|(?:took|accepted|landed|got)\s+(?:a|the|an)\s+(?:new\s+)?"
    # "took a clinical manager job at prairie light hospice": the role before the job
    r"(?:(?P<held>(?:[\w-]+\s+){0,2}?[\w-]+)\s+)?(?:job|role|position|gig|offer)"
    r"\s+(?:at|with|from))\s+" + _ANY_NAME,
    re.IGNORECASE,
)
"""A new employer: "started at Halyard last monday", "joined Brightline", "took a job at X"."""
_NEW_JOB = re.compile(
    r"\bnew\s+(?:job|gig|role|position|employer)\s*(?:is\s+)?(?:at|with)\s+" + _NAME, re.I
)
_NEW_COLLEAGUE = re.compile(
    r"\b(?:my|our)\s+new\s+(?:manager|boss|line\s+manager|team\s+lead|supervisor|colleagues?"
    r"|coworkers?|co-workers?|team)\s+(?:at|over\s+at)\s+(?:(?P<new>(?-i:[A-Z])[\w.&'-]*(?:\s+(?-i:[A-Z])"
    r"[\w.&'-]*){0,2})|(?P<new2>(?!(?:the|a|an|my|our|this|that|work|home|school|uni|church|least|lunch"
    r"|times|first|night|nights|moment|last|all|once|weekends?|breakfast|dinner|length|best|worst"
    r"|most|random)\b)[a-z]"
    r"[\w.&'-]{1,20}))(?=\s+(?:wants?|is|are|has|have|said|says|asked|asks|gave|told|seems?|likes?"
    r"|does|do|keeps?|expects?|needs?)\b|\s*[,.;!?]|\s*$)",
    re.IGNORECASE,
)
"""A new employer told by whom the user works with there: "my new manager at kpmg wants ..."."""
_FIRST_DAYS = re.compile(
    r"\b(?:first\s+(?:full\s+)?(?:day|week|month|shift|term|half[\s-]term|semester|fortnight)"
    r"|(?:day|week)\s+one)\s+(?:of\s+work\s+)?at\s+"
    + _NAME
    + r"(?=[^.;!?]{0,25}\b(?:done|over|complete|finished|behind\s+me|survived|down|wrapped)\b)"
    # "finally survived my first half term at Kingsmead High": the verb may come first
    r"|\b(?:survived|finished|completed|wrapped\s+up|got\s+through)\s+(?:my|our)\s+first\s+"
    r"(?:full\s+)?(?:day|week|month|shift|term|half[\s-]term|semester|fortnight)\s+at\s+"
    + _NAME.replace("?P<new>", "?P<new2>"),
    re.IGNORECASE,
)
"""A first week at a new workplace: "first full week at Halyard done"."""
_DOING_FOR = screened(
    _LEAD + r"(?:i'?m|i\s+am)\s+(?:now\s+)?(?!(?:staying|living|eating|sitting|waiting|looking"
    r"|shopping|reading|watching|playing|listening|going|heading|flying|travell?ing|visiting"
    r"|studying|signing|paying|saving|voting|rooting|cheering|applying|interviewing|asking"
    r"|buying|learning|training|getting|having|thinking|feeling|running|jogging|swimming"
    r"|cycling|walking|hiking|climbing|dancing|singing|volunteering|banking|using|sleeping"
    r"|renting|parking|streaming|posting|boarding|camping|skiing)\b)[a-z]+ing\b(?![^,.;!?]{0,50}?\b(?:course|class|lesson"
    r"|degree|favou?r|challenge|workshop|tutorial)s?\b)[^,.;!?]{0,50}?\b(?:for|at|with)\s+"
    + _NAME
    + r"(?=[^.;!?]{0,30}\b(?:now|these\s+days|nowadays)\b)",
    re.IGNORECASE,
)
"""Work for a new employer, said with "now": "I'm doing home visits for Carewell now",
"I'm tutoring for Numberwise now"; a verb of staying, buying or learning is no job."""

_HOME_BOUGHT = screened(
    _START + r"(?:(?:closed\s+on|completed\s+on|bought|got(?=\s+(?:my|our)\s+own\b"
    r"|\s+(?:the|a|our|my)\s+new\s+(?:house|home|flat|apartment|condo|townhouse|cottage|bungalow|farmhouse)\b)"
    r"|got\s+the\s+keys\s+(?:to|for)"
    r"|moved\s+into|signed\s+(?:a|the)"
    r"\s+lease\s+(?:on|for))\s+(?:a|an|the|our|my)\s+(?:new\s+)?|(?:(?:a|our|my|the)\s+)?new\s+)"
    r"(?:[\w-]+\s+)?(?:house|home|flat|apartment|place|condo|townhouse|cottage|bungalow|studio"
    r"|farmhouse|terrace|terraced\s+house|semi|maisonette|new[\s-]build|duplex|townhome|houseboat"
    r"|narrowboat)\s+(?:in|near|outside)\s+" + _PLACE,
    re.IGNORECASE,
)
"""A new home bought or rented: "we closed on the house in Dayton", "new flat in Leith"."""
_RELOCATED = screened(
    _START + r"(?:(?:moved|relocated|emigrated|upped\s+sticks)\s+(?:over\s+|back\s+|house\s+"
    r"|out\s+)?(?:to|into)|settled\s+(?:down\s+)?in)\s+" + _PLACE,
    re.IGNORECASE,
)
_LANDED = screened(_START + r"(?:landed|arrived|touched\s+down)\s+in\s+" + _PLACE, re.IGNORECASE)
_ARRIVED_SINCE = screened(
    r"\b(?:ever\s+since|since|now\s+that)\s+(?:i|we)(?:'ve|\s+have)?\s+(?:finally\s+|just\s+)?"
    r"(?:got|gotten|arrived|came|moved|relocated)\s+(?:here\s+|over\s+|back\s+)?(?:to|in|into)\s+"
    + _PLACE,
    re.IGNORECASE,
)
"""A move said as the time since it: "since i got to lisbon in april ive been told ...": the
user has lived there since."""
_UNPACKED = screened(
    _START + r"(?:(?:finished|done|finally\s+done)\s+unpacking|(?:all\s+)?unpacked|moved\s+in)"
    r"\s+(?:here\s+)?in\s+" + _PLACE,
    re.IGNORECASE,
)
"""A move told by its last chore: "just finished unpacking in tucson"."""
_STAYING = re.compile(
    r"\b(?:stay(?:ing)?\s+(?:through|till|until|for\s+the|here|put)|based\s+(?:here|there)"
    r"|for\s+the\s+(?:next|foreseeable)|(?:settling|settled|living)\s+(?:in|here))\b",
    re.IGNORECASE,
)
"""A landing that is a new base: "landed in Tbilisi, plan is to stay through the autumn"."""
_VISIT = re.compile(
    r"[^.;!?]{0,40}?\b(?:for\s+(?:a|an|the|two|three|\d+)\s+(?:(?:few|couple\s+of)\s+)?(?:day|days"
    r"|night|nights|week|weeks|weekend|month|months|summer|winter|spring|autumn|fall|season"
    r"|semester|term|year|while|bit|conference|wedding|meeting|trip|visit|holiday|holidays"
    r"|vacation|layover)|until|till"
    r"|temporarily|visiting|trip|conference|holiday|vacation|layover)\b",
    re.IGNORECASE,
)
"""A stay with an end after the place: "moved to Denver for the summer" is no new home."""

_GAVE_UP = (
    r"(?:ripped\s+out|tore\s+out|bailed\s+on|ditched|dropped|dumped|binned|killed|scrapped"
    r"|abandoned|got\s+rid\s+of|gave\s+up\s+on|moved\s+off(?:\s+of)?|migrated\s+off(?:\s+of)?"
    r"|walked\s+away\s+from|done\s+with|uninstalled|kicked)"
)
_OLD_TOOL = re.compile(
    _START + r"(?:" + _GAVE_UP + r"\s+(?:the\s+|our\s+|my\s+)?(?P<old>[\w.+#-]+(?:\s+[\w.+#-]+)?"
    r"?)(?:\s+to\s+the\s+curb)?|ripped\s+(?:the\s+|our\s+|my\s+)?(?P<old2>[\w.+#-]+)\s+out)"
    r"(?=\s*(?:[,;:.]|-|\band\b"
    r"|\bso\b|\bin\b|\blast\b|\bthis\b|\bfor\s+good\b|$))",
    re.IGNORECASE,
)
"""A tool given up, before what replaces it: "bailed on pnpm", "ripped mongo out"."""
_VALUE = r"(?P<new>[\w.+#-]+(?:\s+[\w.+#-]+)?)"
_NEW_TOOL = (
    re.compile(
        r"(?:it'?s|everything'?s|everything\s+is|we'?re|i'?m)\s+(?:all\s+|fully\s+|100%\s+)?"
        r"(?:on\s+|in\s+|using\s+)?" + _VALUE + r"\s+(?:now|these\s+days|from\s+now\s+on)\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"(?:^|[,;:]\s*|\b(?:and|so|now)\s+)(?:(?:it'?s|we\s+use|using)\s+)?" + _VALUE + r"\s+"
        r"(?:for\s+everything|for\s+all\s+of\s+it|all\s+the\s+way|across\s+the\s+board"
        r"|everywhere)\b",
        re.IGNORECASE,
    ),
)
"""What replaces a tool given up: "it's all postgres now", "bun for everything"."""

_NOT_NAME_WORD = (
    r"(?:last|this|next|on|in|at|for|and|but|so|because|cause|cos|coz|bc|since|yesterday|today"
    r"|tomorrow|now|too|as|with|over|by|from|the|a|an|it|its|it's|them|which|when|after|before"
    r"|instead|lol|haha|btw|tho|though|anyway|already|finally|recently|earlier|again|yet"
    r"|is|was|are|were|has|had|i|we|you|they|he|she)"
)
"""Words after a tool's name that are no part of it ("moved it all to notion last week")."""
_MOVED_ALL = screened(
    _START
    + r"(?:moving|moved|migrating|migrated|porting|ported|shifting|shifted|importing|imported"
    r"|transferred)\s+(?P<what>everything"
    r"|it\s+all|all\s+(?:of\s+)?(?:my|our|the)\s+[\w-]+|(?:my|our)\s+[\w-]+"
    r"|the\s+(?:whole|entire)\s+[\w-]+)\s+(?:over\s+)?"
    r"(?:to|onto|into)\s+(?P<new>(?!(?:the|a|an|my|our|it|them|storage|boxes|the\s+cloud|next|this"
    r"|tomorrow|today|tonight|mornings?|evenings?|afternoons?|nights?|weekends?|weekdays?|later"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|may|june|july"
    r"|august|september|october|november|december)\b)"
    r"[\w.+#-]+(?:\s+(?-i:[A-Z])[\w.+#-]*|\s+(?!" + _NOT_NAME_WORD + r"\b)[a-z][\w.+#-]*)?)"
    r"|(?:signed\s+up|subscribed)\s+(?:for|to|with)\s+(?P<new2>(?!(?:the|a|an|my|our|it|them"
    r"|classes|lessons|a\s+course)\b)[\w.+#-]+(?:\s+(?-i:[A-Z])[\w.+#-]*)?)"
    r"(?=[^.;!?]{0,60}\b(?:moved|moving|migrated|ported|switched|all\s+(?:my|our)|everything)\b)",
    re.IGNORECASE,
)
"""A tool everything moved to: "moving everything to Wave, its free", "signed up for tradify
last week and moved all my jobs over". A box of things moved is no tool: "moved my stuff
into storage"."""

_DIET = (
    r"(?P<diet>vegan|vegetarian|veggie|pescatarian|pescetarian|keto|paleo|carnivore|plant-based"
    r"|gluten-free|dairy-free|flexitarian)"
)
_DIET_AFTER = re.compile(
    r"[\s,;:-]*(?:(?:so|and|which\s+makes\s+me|making\s+me|i'?m|i\s+am|basically|pretty\s+much"
    r"|more\s+or\s+less|technically|officially|now)\s+){0,3}" + _DIET + r"\b"
    r"(?=\s*(?:[.,;!?)]|$|now\b|i\s+guess|i\s+suppose|these\s+days|lol|haha|tbh|at\s+this\s+point))",
    re.IGNORECASE,
)
"""The diet named right after the food taken back up ("..., basically pescatarian")."""
_FOOD = r"(?P<food>meat|fish|seafood|chicken|dairy|eggs|red\s+meat|pork|beef|animal\s+products)"
_WENT_DIET = re.compile(
    _START + r"(?:went|gone|became|become|turned|switched\s+to|(?:i'?m|we'?re)\s+now"
    r"|(?:i'?m|we'?re)\s+(?=\w+\s+now\b|\w+-\w+\s+now\b))\s+(?:full\s+|fully\s+|completely\s+"
    r"|totally\s+|strictly\s+|100%\s+)?(?:a\s+)?" + _DIET + r"\b",
    re.IGNORECASE,
)
"""A new diet: "went full vegan in May", "turned vegetarian"."""
_DIET_NOW = re.compile(
    r"\b(?:i'?m|we'?re|i\s+am|we\s+are)\s+(?:(?P<pre>now|officially)\s+)?(?:(?:fully|full|strictly"
    r"|a)\s+)?" + _DIET + r"\b(?(pre)|\s+(?:now|these\s+days|nowadays)\b)",
    re.IGNORECASE,
)
"""A diet said with "now": "I'm keto now", "we're officially vegetarian"."""
_FOOD_AGAIN = screened(
    _START + r"(?:(?:started|starting)\s+eating|eating|eat|back\s+(?:on|to)(?:\s+eating)?"
    r"|(?:i'?m|we'?re)\s+eating)\s+" + _FOOD + r"\s+(?:again|now)\b",
    re.IGNORECASE,
)
_FOOD_STOPPED = re.compile(
    _START
    + r"(?:stopped|quit|gave\s+up|cut\s+out|(?:i'?m|we'?re)\s+off)\s+(?:eating\s+)?"
    + _FOOD
    + r"\b"
    r"(?!\s+(?:for|during|until|till|tonight|today|this\s+(?:week|weekend|month))\b)",
    re.IGNORECASE,
)

_IS_NOW = re.compile(
    r"(?:^\W*|[,;:]\s*|\b(?:and|but|so)\s+)(?:(?:the|our|my)\s+)?(?P<topic>(?:[\w-]+\s+){0,2}?"
    r"[\w-]+)\s+(?:is|'s)\s+(?:(?P<first>now)\s+)?(?P<value>[\w-]+)(?P<then>\s+now)?\b",
    re.IGNORECASE,
)
"""A setting that holds another value now: "newsletter tone is formal now"."""
_STYLES = frozenset(
    "spelling units date_format citation_style indentation length emoji summary_format tone"
    " answer_language type_hints".split()
)
"""Subjects whose value names them ("tabs", "metric"): a setting said by its value."""
_NOT_VALUES = frozenset(
    "done over ready fine ok okay good bad great broken down up better worse gone off here there"
    " back out in on a an the my our it that this so too very really just still much more less"
    " finally officially getting going being".split()
)

_NAMED_GROUPS = frozenset(
    "band podcast channel shop store business brand studio label blog bakery cafe startup club"
    " choir".split()
)
"""What of the user's goes by a name it may change (the band, the shop)."""
_RENAMED = re.compile(
    r"(?:^\W*|[,;:]\s*|\b(?:and|but|so|btw)\s+)(?:we'?re|we\s+are|we\s+go\s+by|(?:the|our|my)\s+"
    r"(?:"
    + "|".join(sorted(_NAMED_GROUPS | {"team"}))
    + r")(?:'s|\s+is))\s+(?:now\s+)?(?:called\s+|named\s+)?(?P<new>(?-i:[A-Z])"
    r"[\w&'-]*(?:\s+(?:&\s+)?(?-i:[A-Z])[\w&'-]*){1,3})\s+now\b"
    r"|\b(?:renamed|rebranded)\s+(?:(?:it|us|ourselves|(?:the|our|my)\s+(?P<what>\w+))\s+)?(?:to\s+|as\s+)"
    r"(?P<new2>(?-i:[A-Z])[\w&'-]*(?:\s+(?:&\s+)?(?-i:[A-Z])[\w&'-]*){0,3}"
    # "renamed the band to night harbour": typed in lower case, up to the clause's end
    r"|(?!(?:the|a|an|my|our|it|that|this)\b)[a-z][\w&'-]*(?:\s+[a-z][\w&'-]*){0,2}(?=\s*(?:[,.;!?]|$)))"
    r"|\b(?:new\s+|changed\s+(?:our|the|my|its)\s+(?:\w+\s+)?)name\s+(?:is|to)\s+"
    r"(?P<new3>(?-i:[A-Z])[\w&'-]*"
    r"(?:\s+(?:&\s+)?(?-i:[A-Z])[\w&'-]*){0,3})",
    re.IGNORECASE,
)
"""A new name for the user's band, shop or project: "we're Paper Lanterns now"."""

_THOUGHT = re.compile(
    r"\b(?:if|might|maybe|thinking|considering|planning|would|could|hoping|hope|wants?|wanted"
    r"|gonna|going\s+to|should|whether|dream|someday|interview(?:ing|ed)?|applied|applying"
    r"|unless|wish|imagine|suppos(?:e|ing)|debating|once|when)\b",
    re.IGNORECASE,
)
"""Words before a change that make it one only thought of ("if I started at Google")."""
_OTHER = re.compile(
    r"(?:\b(?:he|she|they|his|her|their)\b|\b(?-i:[A-Z])[\w-]*'s|\b(?:my|our)\s+(?:\w+\s+)?(?:wife|husband"
    r"|partner|sister|brother|mom|mum|dad|mother|father|son|daughter|friend|boss|colleague"
    r"|coworker|neighbou?r|kid|cousin|aunt|uncle|roommate|flatmate))\s*\W*$",
    re.IGNORECASE,
)
_JOB_WORDS = frozenset(
    "started starting began start starts joined signed hired took accepted landed got new first"
    " one now nowadays survived".split()
)
_HOME_WORDS = frozenset(
    "closed completed bought keys moved signed new relocated emigrated upped settled landed arrived"
    " touched own since unpacking unpacked".split()
)
_TOOL_WORDS = frozenset(
    "ripped tore bailed ditched dropped dumped binned killed scrapped abandoned got gave moved"
    " migrated walked done uninstalled kicked".split()
)
_DIET_WORDS = frozenset(
    "vegan vegetarian veggie pescatarian pescetarian keto paleo carnivore plant gluten dairy"
    " flexitarian meat fish seafood chicken eggs pork beef animal".split()
)
_NAME_WORDS = frozenset("now renamed rebranded name".split())
_NOT_NAMES = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may"
    " june july august september october november december christmas easter i the a".split()
)
_STOP = frozenset("it that this them those these there here one ones new all the a an".split())


def passing_change(sentence: str) -> Switch | None:
    """The change of the user's own world `sentence` tells in passing, or None."""
    words = contracted_words(sentence)
    # Each reader runs only on sentences holding one of its words: this runs on most
    # sentences a rule read, and "now" alone is in many a request.
    for screen, read in _READERS:
        if words & screen:
            found = read(sentence)
            if found is not None:
                return found
    return None


def _own(sentence: str, at: int) -> bool:
    """Whether the change at `at` is the user's and has happened.

    Someone else's told just before ("my sister closed on ...") is not, nor is one only
    thought of in the clause before it ("if I started at ...", "thinking we might move").
    """
    if _OTHER.search(sentence[max(0, at - 30) : at]) is not None:
        return False
    clause = re.split(r"[.;!?]", sentence[max(0, at - 60) : at + 12])[-1]
    return _THOUGHT.search(clause) is None


def _name(value: str) -> str | None:
    # A name may hold dots ("Node.js", "St. Mary's"), but not the full stop after it.
    words = value.rstrip(".").split()
    while words and words[-1].lower() in _NOT_NAMES:
        words.pop()
    if not words or words[0].lower() in _NOT_NAMES:
        return None
    return " ".join(words)


_FIRST_THERE = re.compile(
    r"\b(?:(?P<whose>my|our|(?!(?:it|that|what|there|here|he|she)'s)[a-z]+'s)\s+)?first\s+"
    r"(?P<what>training|session|practice|match|game|rehearsal|parents'?\s+evening|parents'?\s+night"
    r"|school\s+run|drop[\s-]?off|pick[\s-]?up|term|day|week)\s+(?:back\s+)?(?:at|with|for)\s+"
    r"(?P<new>[a-z][\w'&.-]*(?:\s+[a-z][\w'&.-]*){0,2}?\s+(?:rfc|rufc|fc|afc|cc|rc|hc|bc|club"
    r"|united|rovers|athletic|harriers|academy|primary|school|college|nursery|high|grammar|juniors"
    r"|choir|orchestra|band|dojo|crossfit|climbing|gym))\b",
    re.IGNORECASE,
)
"""A first session at a club or a first day at a school, the user's or a child's: "first
training at ashby rfc tomorrow", "noor's first parents evening at oakfield academy"."""
_GYMS = re.compile(r"(?:dojo|crossfit|climbing|gym)$", re.IGNORECASE)
_SCHOOLS = re.compile(r"(?:academy|primary|school|college|nursery|high|grammar)$", re.IGNORECASE)


def _first_there(sentence: str) -> Switch | None:
    """A new club or school named by a first time there (see `_FIRST_THERE`), or None."""
    m = _FIRST_THERE.search(sentence)
    if m is None or not _own(sentence, m.start()):
        return None
    new = m.group("new")
    whose = (m.group("whose") or "my").lower()
    if _SCHOOLS.search(new):
        if whose in ("my", "our") and m.group("what").lower() not in ("day", "week", "term"):
            whose = "my child's"  # "my first parents evening at oakfield": a child's school
        owner = "I" if whose in ("my", "our") else whose.removesuffix("'s").title()
        verb = "go" if owner == "I" else "goes"
        return Switch(text=f"{owner} {verb} to {new} now", new=new, old=None, subject="school")
    if m.group("what").lower() in ("day", "week", "term"):
        return None  # a workplace: `_job` reads it
    if _GYMS.search(new):
        return Switch(text=f"I train at {new} now", new=new, old=None, subject="gym")
    return Switch(text=f"I play for {new} now", new=new, old=None, subject="team")


def _job(sentence: str) -> Switch | None:
    for pattern in (_JOB, _NEW_JOB, _NEW_COLLEAGUE, _FIRST_DAYS, _DOING_FOR):
        m = pattern.search(sentence)
        if m is None or not _own(sentence, m.start()):
            continue
        name = _name(m.group("new") or m.groupdict().get("new2") or "")
        if name is None or subject_of(name) is not None:
            continue  # "started with Python", "joined Discord": a tool, not an employer
        after = _ROLE.match(sentence, m.end())
        # "I start as ML platform lead at Quarry Labs": the role may come before the name.
        role = (
            after.group("role") if after else m.groupdict().get("role") or m.groupdict().get("held")
        )
        text = f"I work at {name} now" + (f" as a {role}" if role else "")
        return Switch(text=text, new=name, old=None, subject="employer")
    return None


def _place(value: str) -> str | None:
    words = value.split()
    while len(words) > 1 and words[-1].lower() in _NOT_NAMES:
        words.pop()  # "relocated to Porto I need ...": the user speaks again after the town
    if not words:
        return None
    value = " ".join(words)
    first = words[0]
    if first[:1].isupper():
        if first.lower() in NOT_PLACES or first.lower() in _NOT_NAMES:
            return None
        return value if subject_of(value) is None else None
    lowered = " ".join(w.lower() for w in words)
    for size in range(len(words), 0, -1):
        if " ".join(lowered.split()[:size]) in PLACES_AND_TOWNS:
            return " ".join(words[:size]).title()
    return None


def _home(sentence: str) -> Switch | None:
    for pattern in (_HOME_BOUGHT, _RELOCATED, _LANDED, _ARRIVED_SINCE, _UNPACKED):
        m = pattern.search(sentence)
        if m is None or not _own(sentence, m.start()):
            continue
        if pattern is not _HOME_BOUGHT and _VISIT.match(sentence, m.end()):
            continue  # "moved to Denver for the summer", "landed in Oslo for a conference"
        if pattern is _ARRIVED_SINCE and _TODAY.match(sentence, m.end()):
            continue  # "since I got to the hotel this morning": a day's arrival
        if pattern is _LANDED and not _STAYING.search(sentence):
            continue  # a landing is a new base only when the stay is said
        place = _place(m.group("new"))
        if place is None and (
            pattern in (_HOME_BOUGHT, _UNPACKED)
            or (pattern is _RELOCATED and _WHEN_MOVED.match(sentence, m.end("new")) is not None)
        ):
            # "we moved to loughborough last wk": a town typed lower-case, with when
            place = _lower_town(m.group("new").split()[0])
        if place is not None:
            # "moved to" is how `topic_change.py` reads a new home: it retires the old one
            return Switch(text=f"I moved to {place}", new=place, old=None, subject="city")
    return None


_TODAY = re.compile(
    r"[^.;!?]{0,20}?\b(?:today|tonight|yesterday|this\s+(?:morning|afternoon|evening)|last\s+night"
    r"|for\s+(?:my|our|a|the)\s+(?:[\w']+\s+){0,2}(?:wedding|funeral|conference|holiday|trip|visit"
    r"|graduation|birthday)"
    r"|an?\s+hour|\d+\s+(?:hours?|mins?|minutes)|earlier)\b",
    re.IGNORECASE,
)
_WHEN_MOVED = re.compile(
    r"\s+(?:last\s+(?:wk|week|month|year|weekend|spring|summer|autumn|fall|winter)|this\s+(?:week"
    r"|month|year)|in\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|a\s+(?:week|month"
    r"|few\s+(?:weeks|months))\s+ago|recently|yesterday)\b",
    re.IGNORECASE,
)
"""When a move happened, right after the place: what makes a lower-case word a town."""


def _lower_town(value: str) -> str | None:
    """A town written lower-case after a bought home: "closed on the house in tucson"."""
    first = value.split()[0]
    if first.isalpha() and first.islower() and len(first) > 3 and first not in NOT_TOWN_WORDS:
        return first.title()
    return None


def _tool(sentence: str) -> Switch | None:
    m = _OLD_TOOL.search(sentence)
    if m is None or not _own(sentence, m.start()):
        return None
    old = (m.group("old") or m.group("old2") or "").strip()
    if not old or old.lower() in _STOP:
        return None
    for pattern in _NEW_TOOL:
        n = pattern.search(sentence, m.end())
        if n is None:
            continue
        new = n.group("new").strip()
        if new.lower() in _STOP or new.split()[0].lower() in _STOP or new.lower() == old.lower():
            continue
        subject = subject_of(old) or subject_of(new)
        return Switch(text=f"I use {new} now instead of {old}", new=new, old=old, subject=subject)
    return None


def _moved_all(sentence: str) -> Switch | None:
    m = _MOVED_ALL.search(sentence)
    if m is None or not _own(sentence, m.start()):
        return None
    new = (m.group("new") or m.group("new2") or "").rstrip(".")
    if not new or new.lower() in _STOP or new.lower() in PLACES_AND_TOWNS:
        return None  # "moved everything to Leeds": a home, read by `moved_to.py`
    subject = subject_of(new)
    what = (m.group("what") or "everything").lower()
    what = "everything" if what == "it all" else what
    return Switch(text=f"I moved {what} to {new}", new=new, old=None, subject=subject)


def _diet(sentence: str) -> Switch | None:
    m = _WENT_DIET.search(sentence) or _DIET_NOW.search(sentence)
    if m is not None and _own(sentence, m.start()):
        diet = m.group("diet").lower()
        return Switch(text=f"I'm {diet} now", new=diet, old=None, subject="diet")
    m = _FOOD_AGAIN.search(sentence)
    if m is not None and _own(sentence, m.start()):
        food = m.group("food").lower()
        named = _DIET_AFTER.match(sentence, m.end())
        if named is not None:
            # "eating fish now, basically pescatarian": the diet it makes is named too
            diet = named.group("diet").lower()
            return Switch(
                text=f"I'm {diet} now, eating {food} again", new=diet, old=None, subject="diet"
            )
        return Switch(text=f"I eat {food} again", new=food, old=None, subject="diet")
    m = _FOOD_STOPPED.search(sentence)
    if m is not None and _own(sentence, m.start()):
        food = m.group("food").lower()
        return Switch(text=f"I don't eat {food} anymore", new=food, old=None, subject="diet")
    return None


def _renamed(sentence: str) -> Switch | None:
    m = _RENAMED.search(sentence)
    if m is None or not _own(sentence, m.start()):
        return None
    name = m.group("new") or m.group("new2") or m.group("new3")
    if subject_of(name) is not None or name.lower() in KNOWN_PLACES:
        return None  # "we're on Postgres now", "we're in Lisbon now": not a new name
    what = m.group("what")
    named_group = what is not None and what.lower() in _NAMED_GROUPS
    if name.islower() and not named_group:
        return None  # "renamed the file to final": a file, not the user's band or shop
    if what is not None and named_group:
        # "renamed the band to night harbour": the band's name, as its first one was kept
        text = f"My {what.lower()} is called {name} now"
        return Switch(text=text, new=name, old=None, subject=subject_of(text) or "group_name")
    return Switch(text=f"We're called {name} now", new=name, old=None, subject="group_name")


def _setting(sentence: str) -> Switch | None:
    if "now" not in sentence.lower():
        return None
    for m in _IS_NOW.finditer(sentence):
        if not (m.group("first") or m.group("then")):
            continue
        topic, value = m.group("topic"), m.group("value")
        subject = subject_of(topic)
        if subject is None and subject_of(value) in _STYLES:
            subject = subject_of(value)  # "the indentation is tabs now"
        if subject is None or value.lower() in _NOT_VALUES or not _own(sentence, m.start()):
            continue
        if subject not in _STYLES and subject_of(value) != subject and not value[:1].isupper():
            continue  # "python is slow now" judges the tool; "the database is cockroach now"
        return Switch(text=f"The {topic} is {value} now", new=value, old=None, subject=subject)
    return None


_INSTALLED = re.compile(
    r"(?:^|[,;:(]\s*|\b(?:and|but|so|btw|finally|news|update)\W*\s+)(?:the|our|my|a)\s+(?:new\s+)?"
    r"(?P<new>(?:[\w-]+\s+){0,2}?(?:heat\s+pump|boiler|solar\s+panels|solar|wood\s+burner|log\s+burner"
    r"|furnace|storage\s+heaters|underfloor\s+heating|ev\s+charger|water\s+softener))\s+"
    r"(?:(?:finally|just|officially)\s+)?(?:went\s+in|got\s+(?:installed|fitted|put\s+in)|was\s+(?:installed"
    r"|fitted|put\s+in)|is\s+(?:installed|fitted)|has\s+been\s+(?:installed|fitted|put\s+in))\b",
    re.IGNORECASE,
)
"""A thing fitted in the user's home, told by its going in: "the heat pump went in last
friday" (a boiler told before is retired by the subject both name)."""


def _installed(sentence: str) -> Switch | None:
    """What went into the user's home (see `_INSTALLED`), as the household's, or None."""
    m = _INSTALLED.search(sentence)
    if m is None or not _own(sentence, m.start()):
        return None
    new = m.group("new").strip()
    subject = subject_of(new)
    if subject is None:
        return None
    return Switch(text=f"We have a {new} now", new=new, old=None, subject=subject)


_READERS = (
    (_JOB_WORDS, _job),
    (frozenset({"first"}), _first_there),
    (_HOME_WORDS, _home),
    (_TOOL_WORDS, _tool),
    (
        frozenset(
            "moving moved migrating migrated porting ported shifting shifted importing imported"
            " transferred".split()
        ),
        _moved_all,
    ),
    (_DIET_WORDS, _diet),
    (_NAME_WORDS, _renamed),
    (frozenset({"now"}), _setting),
    # the appliance words, one of which every match of `_INSTALLED` holds ("went", "is" are in
    # most sentences)
    (
        frozenset("pump boiler solar burner furnace heaters heating charger softener".split()),
        _installed,
    ),
)
