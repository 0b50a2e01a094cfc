"""English facts about the user and their world, said in passing.

`fact_in(sentence)` finds the clause of a sentence that states something lasting about the
user or their work: who they are ("I'm Priya", "I teach 8th grade science in Ohio"), where
they live, their family and pets ("my daughter Maeve"), health and diet, their stack ("the
backend is Django 4.2 on Postgres", "we're a kotlin shop"), dates that matter ("we're
launching on March 3"). Plans, wishes, narration of the past and other people's
preferences are not facts about the user.

`answered_fact(reply, agent_output)` keeps a short answer to the agent's question about the
user ("Which Python version are you on?" -> "3.8 unfortunately.").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.builds import build_in
from imprint.pipeline.change_facts import changed_fact
from imprint.pipeline.life import (
    ACTIVITY,
    BODY,
    CONDITION,
    INSTRUMENT,
    MEDICINE,
    SPORT,
    household,
    life_subject,
)
from imprint.pipeline.places import location_in
from imprint.pipeline.possessions import named_possession
from imprint.pipeline.routines import routine_in
from imprint.pipeline.stack import stack_in
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.topic_change import states_role

__all__ = [
    "FactHit",
    "answered_fact",
    "close_spelling",
    "fact_in",
    "fact_subject",
    "introduced_name",
    "name_correction",
    "passing_state",
    "spelling_edits",
]

_I = re.IGNORECASE


@dataclass(frozen=True, slots=True)
class FactHit:
    """A fact found in a sentence."""

    text: str
    """The clause(s) that state it, as the user wrote them."""
    subject: str | None = None
    """The subject the pattern itself implies (`name`, `city`...), if any."""
    name: str | None = None
    """The user's name, for "I'm Priya"-style introductions."""


_NOT_NAMES = frozenset(
    """
    a an the so not just here there back home done sure fine good ok okay sorry new old ready
    sick tired busy happy glad afraid working looking trying going thinking wondering still
    also really very stuck confused lost curious interested in on at from with away off out
    about going to currently now always never pretty kind sort totally definitely afraid
    excited nervous late early free available around based located moving staying using
    planning hoping finally actually literally basically learning getting starting
    """.split()
)
_NAME_INTRO = re.compile(
    r"(?:^|[,;.!]\s+|\b(?i:hi|hey|hello|hiya|ok|so)[,!.]?\s+)(?i:i'?m|i\s+am|this\s+is)\s+"
    r"(?P<name>[A-Z][a-z'\u00c0-\u024f-]{1,30}(?:\s+[A-Z][a-z'\u00c0-\u024f-]{1,30})?)"
    r"(?=\s*(?:[,.;!]|$|\s+(?i:and|here|from|btw|by\s+the\s+way)\b))"
)
_NAME_INTRO_SCREEN = re.compile(r"[msMS\u017f]\s+[A-Z]")
"""In every match of `_NAME_INTRO`: the last letter of "i'm", "i am" or "this is" in any case
("\u017f" is a long s, which matches "s" ignoring case), then the capital of the name. Two
sentences in a hundred have it; the full pattern is tried at every position."""
_NAME_HERE = re.compile(r"^(?P<name>[A-Z][a-z'\u00c0-\u024f-]{1,30})\s+here\b")
_NAME_FINE = re.compile(
    r"^(?i:just\s+)?(?P<name>[A-Z][a-z'\u00c0-\u024f-]{1,30})\s+is\s+(?:fine|good|great|perfect"
    r"|ok(?:ay)?)\b"
)
_RELATION = (
    r"(?:step(?:son|daughter|kids?|children|mum|mom|mother|dad|father)|daughter|son|kids?"
    r"|children|child|twins|baby|wife|husband|partner|spouse|fianc[\u00e9e]e?"
    r"|boyfriend|girlfriend|mum|mom|mother|dad|father|parents|brother|sister|sibling|grandma"
    r"|grandpa|grandmother|grandfather|aunt|uncle|cousin|niece|nephew|in-laws|family"
    r"|grand(?:son|daughter|kids?|children|child|bab(?:y|ies))|god(?:son|daughter|child)"
    r"|advis[eo]r|mentor|tutor|coach|vet|dentist|carer|caregiver|nanny|childminder"
    r"|best\s+friend|housemate"
    r"|manager|boss|supervisor|lead|tech\s+lead|pm|director|ceo|cto|cofounder|co-founder"
    r"|team|company|startup|employer|client|clients|customers|users|readers|audience"
    r"|cats?|dogs?|puppy|kitten|pets?|horse|rabbit|parrot|fish|hamster"
    r"|co-?author|landlord|editor|publisher|roommate|flatmate|colleague|coworker|co-worker"
    r"|name|birthday|address|timezone|time\s+zone|laptop|computer|machine|car"
    r"|flat|apartment|house|landlord|neighbou?r|doctor|therapist|physio|school|university"
    r"|uni|degree|thesis|book|novel|band|job|role|title|salary|budget|deadline|wedding"
    r"|stack|backend|frontend|database|db|app|product|site|website|repo|project|editor|os"
    r"|setup|diet|allergy|allergies)"
)
_MY_RELATION = re.compile(
    rf"\b(?:my|our)\s+(?:(?:new|old|former|current|two|three|four|little|older|younger|eldest"
    rf"|youngest|oldest|only|\d+[- ]year[- ]old|main|whole)\s+){{0,2}}{_RELATION}\b"
    r"(?:\s*,?\s+(?:is|are|was|'s|has|have|turns|turned|just|works|lives|loves|hates|swears"
    r"|wants|needs|can't|cannot|doesn't|don't|only|runs|uses|called|named|prefers|insists"
    r"|requires|rule|swears)\b"
    r"|\s*,?\s+(?-i:[A-Z])[a-z\u00c0-\u024f]+|\s*,\s+(?-i:[A-Z])"
    # "my wife's vegetarian" ('s as "is", not a possessive), "for my dad, he's 79"
    r"|'s\s+(?:an?\s+)?(?:vegetarian|vegan|pescatarian|pregnant|diabetic|coeliac|celiac|allergic"
    r"|lactose|gluten|deaf|blind|colou?r-?blind|dyslexic|autistic|retired|\d+\b|from\b|in\s+(?-i:[A-Z])"
    r"|always|never|moving|starting|(?:very\s+|really\s+)?(?:picky|fussy|strict|particular))"
    r"|\s*,\s+(?:he|she|they)(?:'s|\s+is|'re|\s+are|\s+has|\s+have|\s+needs?|\s+can'?t|\s+only"
    r"|\s+hates?|\s+loves?|\s+doesn'?t|\s+don'?t)\b)",
    _I,
)
_REPORTED = re.compile(
    r"[^,.;]{0,40}?\s(?-i:[A-Z])[a-z\u00c0-\u024f]+\s*,?\s+(?:says|said|thinks|thought|asked|told|suggested"
    r"|mentioned|reckons|emailed|texted|messaged)\b",
    _I,
)
"""A relation named only to report what they said: "my boss Dana says the report is late"."""
_THIRD_PARTY = re.compile(
    r"^(?:the\s+(?:little\s+one|baby|toddler|kids?|twins)\s+(?:has|have|is|are|'s|can'?t|won'?t|hates?"
    r"|loves?)\s+(?!(?:a\s+(?:nap|bath|cold)|fun|asleep|awake|here|home|out|back)\b)"
    r"|(?:the|our)\s+(?:client|clients|customer|customers|boss|landlord|team|editor|publisher"
    r"|journal|school|company|venue|owners?|agency|partner)\s+(?:wants?|needs?|requires?|prefers?"
    r"|insists?|only\s+\w+s|hates?|went\s+with|decided|chose|picked|uses?)\b)",
    _I,
)
_ROLE_FRAGMENT = re.compile(
    r"^(?:a\s+|an\s+)?(?:(?:senior|junior|staff|lead|principal|freelance|backend|frontend|full-?stack"
    r"|data|ml|mobile|ios|android|devops|platform|security|qa|ux|ui|product|software|web|game|cloud"
    r"|site\s+reliability|head\s+of|second-year|first-year|final-year|phd)\s+){0,3}"
    r"(?:dev|developer|engineer|sre|pm|designer|researcher|scientist|analyst|student|teacher"
    r"|nurse|doctor|writer|manager|consultant|architect|lead|intern|founder|cto|ceo|admin"
    r"|sysadmin|tester|editor|paralegal|lawyer|accountant|epidemiologist|professor|lecturer)"
    r"\s+(?:at|for|in|with|on)\s+\S",
    _I,
)
_PRONOUNS = re.compile(r"\b(?:she/her|he/him|they/them|she/they|he/they|xe/xem|ze/zir)\b", _I)
_SELF = re.compile(
    r"(?:^|[,;:(]\s*|\b(?:and|but|so|because|since|as|though|also|plus|btw|fyi|for\s+context"
    r"|for\s+the\s+record|fwiw)\s+)"
    r"i(?:'m|\s+am)\s+(?!(?:a\s+bit|kind\s+of|sort\s+of|not\s+sure|sure|going\s+to|gonna|trying"
    r"|looking|thinking|wondering|hoping|planning|about\s+to|just|still(?!\s+recovering)|so|really|very|stuck"
    r"|confused|curious|interested|excited|glad|happy|sorry|afraid|worried|here|back(?!\s+on\b)|done|ready"
    r"|fine|good|ok|okay|new\s+to|getting|working\s+on|writing|doing|reading|demoing|having"
    r"|building|making|putting|preparing|moving\s+(?:on|forward)|learning|starting|asking"
    r"|guessing|assuming|losing|leaning|torn|on\s+(?:it|my\s+way|board|the\s+fence)|off\s+to)\b)"
    r"(?P<what>(?:a|an|the\s+only|the\s+\w+|one\s+of\s+the)\s+[\w-]+|based|located|living"
    r"|from|originally|in\s+(?-i:[A-Z])|in\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}(?:band|choir|team|club|league"
    r"|orchestra|programm?e?|course|cohort|bootcamp|residency|startup)\b|at\s+(?-i:[A-Z])\w+\s+(?:now|these\s+days|since)|on\s+(?:an?\s+|the\s+)?(?:(?-i:[A-Z])|\w+\s*\d)|\d+\b|allergic"
    r"|vegetarian|vegan|pescatarian|pregnant|diabetic|celiac|coeliac|lactose|gluten"
    r"|(?:red-green\s+|colou?r[\s-]*)?colou?r[\s-]?blind|deaf|blind|dyslexic|autistic|left-handed"
    r"|retired|self-employed|freelance|unemployed|married|divorced|single|engaged|job\s+hunting"
    r"|off|away|out\s+of\s+office|on\s+(?:leave|vacation|holiday|nights|call|parental)"
    r"|(?:working|travell?ing|staying)\s+(?:remotely\s+)?(?:from|in|at)\s+(?-i:[A-Z])"
    r"|(?:a\s+)?(?:proud\s+|single\s+|new\s+|first-time\s+)?(?:mother|mum|mom|father|dad|parent"
    r"|grand(?:mother|father|ma|pa|parent))\s+(?:of|to)\s"
    r"|(?:type\s+[12]\s+)?diabetic|asthmatic|epileptic|an(?:a)?emic|immunocompromised|hypermobile"
    r"|hard\s+of\s+hearing|partially\s+sighted|(?:still\s+)?recovering\s+from|post-?op|in\s+rehab"
    r"|on\s+(?:" + MEDICINE + r")"
    r"|fully|halal|kosher|back\s+on|switching\s+to|moving\s+to\s+(?-i:[A-Z])|now\s+(?:at|on|in|a|an)\b|\w+\s+(?:dev|developer|engineer|designer|nurse|teacher"
    r"|student|writer|researcher|manager|lead|scientist|analyst|consultant))",
    _I,
)
_HAVE = (
    r"(?:(?:a|an|one|two|three|four|\d+)\s+(?:[\w-]+\s+){0,2}?(?:daughters?|sons?|kids?|child(?:ren)?"
    r"|twins|baby|babies|cats?|dogs?|puppy|kitten|pets?|horses?|allerg(?:y|ies)|intolerance|condition"
    r"|disability|diabetes|migraines|asthma|adhd|autism|dyslexia|visa|car|house|flat|apartment|garden"
    r"|partner|wife|husband|boyfriend|girlfriend|team\s+of|employees|staff|toddlers?|newborn|girls|boys"
    r"|teenagers?|teens|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)[- ]?(?:year|month"
    r"|week)[- ]olds?)\b|type\s+\d)"
)
_SELF_VERB = re.compile(
    r"(?:^|[,;:(]\s*|\b(?:and|but|so|because|since|as|though|also|plus|btw|fyi|for\s+context"
    r"|for\s+the\s+record|fwiw)\s+)"
    r"i(?=\s|')(?:\s+(?:currently|now|still|actually|mostly|mainly|also|only|just|recently|finally"
    r"|officially|quietly|already))?\s*"
    r"(?P<verb>work(?:ed)?\s+(?:at|for|in|as|on|with|nights|night\s+shifts|remotely|from)"
    r"|teach|run\s+(?:the|a|our|my)|lead\s+(?:the|a|our)|manage\s+(?:the|a|our)|head\s+up"
    r"|look\s+after\s+(?:the|a|our)|take\s+care\s+of\s+(?:the|a|our)|maintain\s+(?:the|a|our)"
    r"|build\s+(?:the|our)|own\s+(?:the|our)|support\s+(?:the|our)"
    r"|handle\s+(?:the|a)|own\s+(?:the|a)|study|live\s+(?:in|on|near|with|just|alone|on\s+my\s+own)|grew\s+up|wear\s+(?!it|them|that|this)"
    r"|moved\s+to|relocated|joined|left\s+(?-i:[A-Z])|left\s+(?:the|my|our)\s+(?:job|company|university|uni|school|team|agency|firm|startup|lab|band|army|navy|practice|hospital|paper|show)\b|started\s+(?:at|eating|working)|speak|(?:have|'ve\s+got)\s+"
    + _HAVE
    + r"|(?:have|'ve\s+got|'ve\s+had|suffer\s+from|live\s+with|(?:was|'ve\s+been|got)\s+diagnosed"
    r"\s+with|deal\s+with)\s+"
    + CONDITION
    + r"|take\s+"
    + MEDICINE
    + r"|(?:tore|torn|broke|broken|sprained|fractured|dislocated|injured|hurt|pulled|twisted"
    r"|ruptured|strained|busted|blew\s+out|did)\s+(?:my|both\s+my)\s+"
    + BODY
    + r"|play\s+(?:the\s+)?"
    + INSTRUMENT
    + r"|play\s+"
    + SPORT
    + r"|coach\s+(?:a|an|the|my|our|youth|junior|kids|under)\b|sing\s+(?:in|with)\b"
    r"|volunteer\s+(?:at|with|for|as)\b|(?:do|practi[cs]e|teach)\s+"
    + ACTIVITY
    + r"|go\s+"
    + ACTIVITY
    + r"\s+(?:every|most|on|twice|once|three|several|a\s+lot|weekly|regularly)"
    r"|suffer\s+from|eat|don'?t\s+eat|can'?t\s+eat|bank\s+(?:with|at)"
    r"|keep\s+(?:halal|kosher)|use\s+[\w.-]+\s+(?:for|everywhere|exclusively|daily)|code\s+in"
    r"|write\s+(?:in|mostly|for)|rent|own\s+a|drive\s+a|play\s+(?:the|bass|guitar|piano|in)"
    r"|sign\s+(?:my|off|everything|['\"])|'ve\s+been\s+(?:an?\s+)?[\w-]+(?:\s+[\w-]+){0,3}?\s+"
    r"(?:for\s+(?:about\s+|over\s+|almost\s+|nearly\s+)?(?:\d+|a|an|two|three|four|five|six|ten|many"
    r"|several|a\s+few|a\s+couple\s+of)\s+(?:years|months|decades)|since\s+\w+)"
    r"|'ve\s+(?:started|switched|moved)|got\s+(?:married|promoted|divorced|engaged)"
    r"|had\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}(?:surgery|reconstruction|replacement|transplant|operation"
    r"|stroke|heart\s+attack|c-section|mastectomy|hysterectomy)\b|had\s+(?:cancer|covid|long\s+covid"
    r"|sepsis|a\s+concussion)\b)",
    _I,
)
_WE = re.compile(
    r"(?:^|[,;:(]\s*|\b(?:and|but|so|because|since|as|though|also|plus|btw|fyi)\s+)"
    r"(?:we|our\s+(?:team|company|org|startup))(?:'re|\s+are|'ve|\s+have|\s+just)?\s+"
    r"(?:(?:currently|now|still|actually|mostly|mainly|also|all|only|fully)\s+)?"
    r"(?P<verb>use|using|run|running|deploy|host|build|make|sell|ship|track|bill|pay|on\s+(?!it\b|the\s+same\b|track\b)"
    r"|a\s+[\w.+#-]+\s+(?:shop|team|house|company|startup)|an?\s+(?:tiny|small|big|large|remote)"
    r"|staying\s+(?:on|with|an?\s+[\w.+#-]+\s+(?:shop|house|team|company))|sticking\s+with|moved|migrated|switched|launching|releasing|shipping"
    r"|indent|format|write|name|rent|live|work|hired|(?:have|got)\s+" + _HAVE + r""
    r"|dropped|retired|left|settled|decided|chose|picked|went\s+with|in\s+(?-i:[A-Z])\w*|based|located"
    r"|a\s+(?:team|company|startup|shop|agency|family)\s+of)\b",
    _I,
)
_WORLD = re.compile(
    r"(?:^|[,;:(]\s*|\b(?:and|but|so|because|since|as|though|also|plus|btw|fyi|now|ok\s+so)\s+)"
    r"(?:the\s+|our\s+|my\s+|all\s+(?:our|my)\s+|everything\s+(?:we|i)\s+\w+\s+)?"
    r"(?P<thing>backend|frontend|front-end|back-end|stack|tech\s+stack|database|db|prod(?:uction)?"
    r"(?:\s+servers?)?|servers?|staging|cluster|infra(?:structure)?|app|api|site|website|ci|cd"
    r"|pipeline|monorepo|repo|codebase|project|whole\s+project|product|platform|hosting|os"
    r"|laptop|machine|runtime|interpreter|python|node|java|warehouse|orchestrator|queue|cache"
    r"|auth|launch|release|deadline|exam|wedding|salary|budget|rate|invoice|currency|timezone|readers|users|clients|customers|audience"
    r"|team|company|office|workspace|plan|subscription|theme|font|palette|brand\s+colou?rs?"
    r"|novel|manuscript|thesis|dissertation|screenplay|podcast|newsletter|blog"
    r"|everything\s+we\s+ship|everything|it)"
    r"(?:'s|\s+is|\s+are|\s+was|\s+runs?\s+on|\s+lives?\s+(?:at|on|in)|\s+uses?|\s+slipped"
    r"|\s+moved|\s+got\s+(?:moved|pushed)|\s+(?:is|'s)\s+(?:now|still|at|on|in)|\s+due|\s+starts?"
    r"|\s+ends?)\b\s*(?P<value>[^\s,.;!?]+)",
    _I,
)
_MOVED = re.compile(
    r"^(?:(?:good|bad|big|some|quick)\s+news[^:]{0,20}:\s+|update:\s+|heads\s+up:\s+)?(?:the\s+|our\s+|my\s+)?(?P<thing>[\w-]+(?:\s+[\w-]+)?)\s+(?:moved|slipped|changed|switched"
    r"|got\s+(?:moved|pushed|bumped)|was\s+(?:moved|pushed|bumped)|(?:is|'s)\s+now)\s+(?:to\s+)?\S",
    _I,
)
_ELIDED_SELF = re.compile(
    r"^(?:just\s+|finally\s+|recently\s+|actually\s+|so\s+)?(?:(?P<v>back\s+on\s+(?!(?:track|it|board|schedule|my\s+feet|the\s+(?:road|horse))\b)\w"
    r"|off\s+(?!(?:to|work|now|today|tomorrow|sick|duty|topic)\b)[\w-]+\s+(?:again|for\s+now|until|for\s+(?:a|the|two"
    r"|three|\d+)\s+\w+))|(?P<v2>"
    r"(?:switched|moved(?:\s+over)?|migrated|upgraded|downgraded|changed)\s+(?:over\s+)?(?:to|from)"
    r"\s+(?!(?:it|that|this|them|you|the\s+(?:topic|subject))\b)\S))",
    _I,
)
_ELIDED_WORDS = frozenset("back off switched moved migrated upgraded downgraded changed".split())
_WORLD_VALUE_BAD = re.compile(
    r"^(?:a|an|the|this|that|it|so|too|very|really|pretty|not|just|fine|good|great|ok|okay"
    r"|done|over|going|getting|being|working|broken|failing|down|up|slow|fast|weird|wrong"
    r"|right|here|there|what|how|why|like|also|still|probably|maybe|kind|sort|bad|nice"
    r"|perfect|awesome|better|worse|easy|hard|interesting|annoying|fun|cool|helpful|huge"
    r"|important|true|all|mine|yours|gone|great|crazy|wild)$",
    _I,
)
_NEEDS_DATE = frozenset({"it", "launch", "release", "deadline", "exam", "wedding"})
_DATE = re.compile(
    r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\s+\d{1,2}(?:st|nd|rd|th)?\b"
    r"|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?"
    r"|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b"
    r"|\b(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|\b\d{4}-\d{2}-\d{2}\b",
    _I,
)
_DATED_EVENT = re.compile(
    r"\b(?:launch\w*|releas\w*|ship\w*|due|deadline|wedding|exam|interview|trip|flight|move|moving"
    r"|appointment|surgery|conference|talk|presentation|demo|go-live|cutover|embargo|review"
    r"|submission|birthday|anniversary|starts?|ends?|(?:half[\s-])?marathon|race|triathlon|concert"
    r"|gig|recital|graduation|holiday|vacation|leave|visit|party|reunion|ceremony|operation"
    r"|hearing|audition|competition|tournament|exhibition|festival|retreat|meetup|hackathon"
    r"|workshop|summit|seminar|offsite|defen[cs]e|viva|check-?up|scan|due\s+date)\b",
    _I,
)
_NARRATIVE = re.compile(
    r"\b(?:yesterday|last\s+(?:night|time)|the\s+other\s+day|earlier\s+today|this\s+morning"
    r"|once|used\s+to|when\s+i\s+was|as\s+a\s+kid)\b",
    _I,
)
_REQUEST = re.compile(
    r"^\W*(?:any\s+(?:advice|tips|ideas|suggestions|thoughts|recommendations)|how\s+(?:do|can|should"
    r"|would)\s+(?:i|we)|what\s+(?:should|can|would)\s+(?:i|we)|can\s+you|could\s+you|would\s+you"
    r"|please|pls)\b",
    _I,
)
_ASKS = re.compile(
    r"^\W*(?:what|which|where|who|whom|whose|when|why|how|is|are|am|was|were|do|does|did|can|could"
    r"|would|will|should|shall|have|has|had)\b",
    _I,
)
_HEDGE = re.compile(
    r"\b(?:maybe|might|perhaps|possibly|not\s+sure|unsure|thinking\s+(?:about|of)|considering"
    r"|toying\s+with|wondering|undecided|haven'?t\s+decided|hypothetically|if\s+we\s+(?:ever\s+)?"
    r"(?:moved|switched|went)|someday|one\s+day|at\s+some\s+point|idk|not\s+committing"
    r"|would\s+(?:it|that|\w+)\s+be\s+worth|probably\s+(?:won'?t|not)|in\s+theory)\b",
    _I,
)
_QUESTION_ABOUT_USER = re.compile(
    r"^(?:and\s+|so\s+)?(?:which|what|where|how\s+(?:many|much|long|old|often)|when|who"
    r"|do\s+you|are\s+you|have\s+you|is\s+(?:it|your|the|this)|does\s+(?:your|the|it)"
    r"|can\s+you\s+tell\s+me)\b[^?]{0,120}\?",
    _I,
)
_NOT_ABOUT_USER = re.compile(
    r"\b(?:help\s+(?:you|with)|can\s+i\s+(?:help|do)|want\s+me\s+to|shall\s+(?:i|we)|should\s+i"
    r"|would\s+you\s+like|do\s+you\s+want|working\s+on\s+today|are\s+we\s+(?:working|doing)"
    r"|what'?s\s+up|anything\s+else|how\s+(?:did|was|is|are)\s+(?:it|the|that|things|your\s+"
    r"(?:day|weekend|trip))|how'?s\s+(?:it|the|that|things)|what\s+do\s+you\s+think"
    r"|which\s+(?:one|option|version\s+of\s+(?:the|this))|sound\s+good|make\s+sense|ready\s+to"
    r"|on\s+your\s+mind|what\s+(?:are|is)\s+(?:it|the\s+\w+)\s+about|who'?s\s+going\s+to\s+read"
    r"|what\s+(?:are\s+you|are\s+we)\s+(?:working|cooking|doing|writing|making|building)"
    r"|what\s+did\s+you|how\s+(?:was|did|is|are)\b|which\s+(?:one|do\s+you\s+(?:like|prefer|want))"
    r"|what\s+would\s+you\s+like|(?:any|what)\s+(?:questions|thoughts|feedback)|does\s+(?:that|this|it)"
    r"\s+(?:work|help|look|sound)|did\s+(?:that|this|it)|is\s+(?:that|this|it)\s+(?:ok|okay|right|what)"
    r"|what(?:'?s|\s+is)?\s+(?:else|next)|where\s+(?:should|do)\s+we|what(?:'s|\s+is)\s+(?:going\s+on|up|new"
    r"|happening|the\s+(?:issue|problem|error))|how\s+can\s+i|setting\s+up|do\s+you\s+need"
    r"|can\s+i\s+(?:do|get)|are\s+you\s+(?:looking|trying|hoping|planning|interested|thinking)"
    r"|have\s+you\s+(?:ever\s+)?(?:considered|tried|thought|noticed|looked|experimented|explored|started"
    r"|had\s+a\s+chance|checked|heard|seen|visited|been|used|found|encountered|read|watched|attended"
    r"|decided|discussed|reached|talked|shared|made|done)|do\s+you\s+(?:find|think|feel|like|enjoy"
    r"|have\s+any\s+(?:favou?rite|ideas|thoughts|plans|tips|questions))|which\s+of\s+(?:these|those|the)"
    r"|what\s+(?:do|did)\s+you\s+think|how\s+do\s+you\s+feel|would\s+you|could\s+you|will\s+you"
    r"|are\s+there\s+any|is\s+there\s+anything|your\s+(?:perspective|opinion|take|view|thoughts)"
    r"|what\s+(?:is|was)\s+your\s+(?:reaction|impression)|how\s+do\s+you\s+see)\b",
    _I,
)
_ANSWER_BAD = re.compile(
    r"^(?:yes|yeah|yep|no|nope|nah|sure|ok|okay|thanks|thank|hello|hi|hey|hiya|maybe|idk|not\s+sure|both"
    r"|either|neither|none|the\s+(?:first|second|last)|option|can\s+you|could\s+you|please"
    r"|what|how|why|hmm|lol|haha|trying|want|wanna|need|looking|just|help|explain|write|give|show"
    r"|tell|make|find|fix|check|draft|summari[sz]e|translate|let's|let\s+me|i'?ll|i\s+will|i\s+think"
    r"|i\s+guess|it\s+depends|not\s+really|nothing|something|anything|that'?s|those|these|this"
    r"|it'?s|it\s+is|wow|sounds|looks|i\s+(?:like|love|really|haven'?t|have\s+not|hadn'?t|appreciate"
    r"|agree|think|was|wasn'?t|will|would|can|could|might|may|hope|wish|feel|totally|definitely"
    r"|absolutely)|absolutely|definitely|totally|good|great|awesome|amazing|interesting|oh|ah|aw"
    r"|not\s+yet|yet|so|also|well|honestly|actually)\b",
    _I,
)


def introduced_name(sentence: str) -> str | None:
    """The name in a self-introduction ("hey. I'm Priya, I run ..."), or None."""
    for pattern in (_NAME_INTRO, _NAME_HERE):
        if pattern is _NAME_INTRO and _NAME_INTRO_SCREEN.search(sentence) is None:
            continue
        m = pattern.search(sentence)
        if m is not None and m.group("name").split()[0].lower() not in _NOT_NAMES:
            return m.group("name")
    return None


_TOKEN = re.compile(r"[a-z0-9]+")
_FIRST_PERSON = frozenset("i we my our".split())
_HEDGE_WORDS = frozenset(
    "maybe might perhaps possibly sure unsure thinking considering toying wondering undecided"
    " decided hypothetically if someday day point idk committing worth probably theory".split()
)
_WORLD_WORDS = frozenset(
    "backend frontend front-end back-end stack database db prod production server servers staging"
    " cluster infra infrastructure app api site website ci cd pipeline monorepo repo codebase"
    " project product platform hosting os laptop machine runtime interpreter python node java"
    " warehouse orchestrator queue cache auth launch release deadline exam wedding salary budget"
    " rate invoice currency timezone readers users clients customers audience team company office"
    " workspace plan subscription theme font palette brand everything it novel manuscript thesis"
    " dissertation screenplay podcast newsletter blog".split()
)
_DIGIT = re.compile(r"\d")
_MOVED_WORDS = frozenset("moved slipped changed switched pushed bumped now".split())
_MONTH_WORDS = frozenset(
    "jan january feb february mar march apr april may jun june jul july aug august sep sept"
    " september oct october nov november dec december".split()
)


_PRONOUN_START = re.compile(r"^(?:i|we|you|it|that|this)\b", _I)
_OWN_WORD = re.compile(r"\b(?:we|i|our|my|it'?s)\b", _I)
_NAME_IS = re.compile(
    r"^(?i:no[,.!]?\s+)?(?i:it'?s|actually\s+it'?s|my\s+name\s+is|that'?s)\s+"
    r"(?P<name>[A-Z][a-z'\u00c0-\u024f-]{1,30})\b"
)
_ASKS_NAME = re.compile(
    r"\b(?:call\s+you|your\s+name|address\s+you|you\s+go\s+by|name\s+would\s+you"
    r"|name\s+should\s+I|name\s+do\s+you)\b",
    re.IGNORECASE,
)
"""An agent's question about what to call the user."""
_ADDRESSED = re.compile(
    r"^\W*(?:\w+\W+){0,2}?(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?[A-Z][a-z'-]+[.!,]"
    r"|,\s+(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+[A-Z][a-z'-]+\b"
)
"""The agent calling the user by a name ("Certainly, Dr. Patel.", "Thanks, John!")."""
_CAPITALISED = re.compile(r"\b[A-Z][a-z'\u00c0-\u024f-]{1,30}\b")
_AFTER_STATEMENT = re.compile(r"(?<=[.!])\s+")
_CLAUSE_BREAK_END = re.compile(r"[,;:(]\s*$")
_CONNECTOR_START = re.compile(
    r"^[\s,;:(]*(?:and|but|so|because|since|as|though|also|plus|btw|fyi|for\s+context"
    r"|for\s+the\s+record|fwiw)\s+",
    _I,
)


_ASIDE_HEAD = re.compile(
    r"^\W*(?:sorry|apologies|excuse\s+(?:me|the)|forgive\s+(?:me|the)|bear\s+with\s+me"
    r"|long\s+story\s+short|not\s+gonna\s+lie|fun\s+fact)\b[^,;:]{0,80}[,;:]\s+(?=\S)",
    _I,
)
"""An apology or aside the sentence opens with ("sorry if I'm slow today, ..."): what the
user says of their life comes after it."""


_PASSING = re.compile(
    r"\b(?:(?:have|has|'ve|'s|just)\s+(?:just\s+|completely\s+)?run\s+out\s+of|ran\s+out\s+of"
    r"|(?:is|are|'s|'re)\s+(?:literally\s+|currently\s+)?on\s+fire)\b",
    _I,
)
"""A state of the moment: "we've run out of milk", "prod's on fire"; nothing to keep."""


_BARE_POSSESSION = re.compile(
    r"^(?P<my>my\s+)?(?:car|bike|motorbike|van|truck|laptop|phone|house|flat|apartment|boiler|kitchen|garden"
    r"|router|tv|camera|guitar|piano|dog|cat|horse|boat|caravan|e-?bike|pc|desktop|monitor)"
    r"(?:'s|\s+is)\s+(?:a|an)\s+(?!(?:mess|disaster|nightmare|pain|joke|wreck|state|bit|little|lot"
    r"|total|complete|real|absolute|nice|good|bad|great|problem|issue)\b)\S",
    _I,
)
"""A thing of the user's named without "my" ("car's a 2014 mazda 3"), not judged ("a mess")."""


def fact_in(sentence: str) -> FactHit | None:
    """The fact `sentence` states about the user or their world, or None."""
    hit = _fact_in(sentence)
    if hit is None and sentence[:1].lower() in "slabenf" and (m := _ASIDE_HEAD.match(sentence)):
        hit = _fact_in(sentence[m.end() :])
    if hit is None and (bare := _BARE_POSSESSION.match(sentence)):
        # "car's a 2014 mazda 3, manual": what the user's own thing is (chat drops the "my").
        text = sentence if bare.group("my") else "my " + sentence
        hit = _fact_in(text) or FactHit(text=text.rstrip(" ."))
    return None if hit is not None and passing_state(hit.text) else hit


def passing_state(text: str) -> bool:
    """Whether `text` states only a state of the moment ("we've run out of milk")."""
    return ("run out" in text or "fire" in text) and _PASSING.search(text) is not None


def _fact_in(sentence: str) -> FactHit | None:
    # Each pattern needs one of a few words; a set lookup rules most sentences out cheaply.
    words = set(_TOKEN.findall(sentence.lower()))
    hedge = _HEDGE.search(sentence) if words & _HEDGE_WORDS else None
    if hedge is not None:
        # "i'm in Madrid now, might move to Berlin": the clause before the hedge still holds.
        cut = max(sentence.rfind(c, 0, hedge.start()) for c in ",;")
        head = sentence[:cut] if cut > 0 else ""
        return _fact_in(head) if len(head.split()) >= 3 else None
    built = build_in(sentence)
    if _REQUEST.match(sentence) or (_ASKS.match(sentence) and sentence.rstrip().endswith("?")):
        # "what is my dog called?" asks; it states nothing, but "why does my Unity project
        # ..." takes the project as given.
        return FactHit(text=built.text) if built is not None and built.presupposed else None
    name = introduced_name(sentence) if words & _FIRST_PERSON or "here" in words else None
    rest = sentence
    if name is not None:
        rest = re.sub(r"^.*?\b" + re.escape(name) + r"\b[\s,;.!]*", "", sentence, count=1)
        if not rest.strip():
            return FactHit(text=sentence, subject="name", name=name)
    sentence = rest
    pronouns = _PRONOUNS.search(sentence) if "/" in sentence else None
    if pronouns is not None:
        return FactHit(text=f"my pronouns are {pronouns.group(0).lower()}", subject="pronouns")
    if _ROLE_FRAGMENT.match(sentence) or _THIRD_PARTY.match(sentence):
        return FactHit(text=sentence)
    owned = named_possession(sentence)
    if owned is not None and owned.news:
        return FactHit(text=owned.text)  # "we adopted a kitten yesterday, a tabby called Olive"
    where = location_in(sentence)
    stack = stack_in(sentence) if not _NARRATIVE.search(sentence) else None
    if (words & _FIRST_PERSON or (stack and stack.own)) and not _NARRATIVE.search(sentence):
        starts = [
            m.start()
            for p in (_SELF, _SELF_VERB, _MY_RELATION, _WE)
            if (m := p.search(sentence))
            and not (p is _MY_RELATION and _REPORTED.match(sentence, m.start()))
        ]
        found: list[tuple[int, str | None]] = [(s, None) for s in starts]
        # Clauses reworded to read alone: "our cat, Olive, is 3" -> "my cat Olive is 3".
        reworded: dict[int, str] = {}
        routine = routine_in(sentence)
        for hit in (built, owned, routine):
            if hit is None:
                continue
            found.append((hit.start, None))
            if not (hit is owned and owned.pronoun and hit.start in starts):
                # "my daughter Ines, she's 7 and ...": the relation's reading keeps it all
                reworded.setdefault(hit.start, hit.text)
        if where is not None and where.first_person:
            # "i'm in canada, ...": where the user lives, unless the stay has an end.
            found.append((where.start, "city" if where.home else None))
        if stack is not None and stack.own:
            found.append((stack.start, stack.subject))  # "at work i write kotlin"
        if found:
            start = min(s for s, _ in found)
            subject = next((x for s, x in found if s == start and x is not None), None)
            home = where is not None and where.home and where.first_person
            text = reworded.get(start) or household(_from(sentence, start), home=home)
            return FactHit(text=text, subject=subject or life_subject(text))
    if built is not None and not _NARRATIVE.search(sentence):
        return FactHit(text=built.text)  # "running it on a Raspberry Pi 4, ...": the "I" elided
    if where is not None and not where.first_person and not _NARRATIVE.search(sentence):
        # "here in Melbourne it's winter": said from there, so the user is there.
        text = f"I'm in {where.place} ({sentence.strip(' .')})"
        return FactHit(text=text, subject="city" if where.home else None)
    elided = _ELIDED_SELF.match(sentence) if words & _ELIDED_WORDS else None
    if elided is not None:
        # Chat drops the "I": "switched to neovim last month", "back on coffee".
        back = elided.group("v") is not None
        text = sentence[elided.start("v") if back else elided.start("v2") :]
        if text.rstrip().endswith("?"):  # "switched to X, any tips?": the statement before
            text = text[: text.rfind(",")] if "," in text else ""
        if text:
            return FactHit(text=f"I {'am ' if back else ''}{text}")
    moved = words & _MOVED_WORDS and _MOVED.match(sentence)
    if moved and not _PRONOUN_START.match(sentence):
        return FactHit(text=sentence)
    dated = bool(words & _MONTH_WORDS) or _DIGIT.search(sentence) is not None
    m = _WORLD.search(sentence) if words & _WORLD_WORDS else None
    # "flight's delayed 2 hours": passing news; an event is kept with its date.
    if m is not None and (
        _WORLD_VALUE_BAD.match(m.group("value"))
        or (m.group("thing").lower() in _NEEDS_DATE and not (dated and _DATE.search(sentence)))
    ):
        m = None
    if stack is not None and not stack.own and (m is None or stack.start <= m.start()):
        # "orbit is on GCP", "the mobile app is built with Flutter": a project's stack,
        # from its name on ("totally different world, orbit is on GCP" keeps the fact).
        head = sentence[: stack.start]
        text = sentence[stack.start :] if _CLAUSE_BREAK_END.search(head) else sentence
        return FactHit(text=_CONNECTOR_START.sub("", text).strip(), subject=stack.subject)
    if m is not None:
        return FactHit(text=_from(sentence, m.start()))
    if (
        dated
        and _DATE.search(sentence)
        and _DATED_EVENT.search(sentence)
        and _OWN_WORD.search(sentence)
    ):
        return FactHit(text=sentence)
    changed = changed_fact(sentence)
    if changed is not None:
        # "I'm bumping the monthly transfer to 600": the new value an update hangs on.
        return FactHit(text=changed[0], subject=changed[1])
    return None


_LEAD_IN = re.compile(r"(?:\W*(?:\w+\W+){0,3}?\w+\s*[,:!-]\s*)?")
"""At most a few words of lead-in before a clause ("Big news, ", "Update: ")."""


def fact_subject(clause: str) -> str | None:
    """What a fact clause found by another rule sets: a home ("i'm in Leeds"), a stack."""
    where = location_in(clause)
    if where is not None and where.home and _LEAD_IN.fullmatch(clause[: where.start]):
        return "city"
    stack = stack_in(clause)
    if stack is not None and stack.start == 0:
        return stack.subject
    if not states_role(clause):
        return life_subject(clause)
    # "i'm a designer at Pellucid": a role held at a named workplace changes with the employer
    named = _AT_NAMED.search(clause) is not None and subject_of(clause) == "employer"
    return life_subject(clause) or ("employer" if named else "role")


_AT_NAMED = re.compile(r"\b(?i:at|for)\s+[A-Z]")
"""A workplace named by its name ("at Pellucid"), not described ("at an insurance company")."""


def name_correction(sentence: str, agent_output: str) -> str | None:
    """The user's name when they correct how the agent wrote it ("It's John, with an h")."""
    m = _NAME_IS.match(sentence) or _NAME_FINE.match(sentence)
    if m is None:
        return None
    name = m.group("name")
    for word in _CAPITALISED.findall(agent_output):
        if word != name and close_spelling(word.lower(), name.lower()):
            return name
    # "Postgres is fine" approves a value; "Jon is fine" names the user only in answer to
    # a question about what to call them, or to being called something else.
    if not _NAME_FINE.match(sentence):
        return None
    return name if _ASKS_NAME.search(agent_output) or _ADDRESSED.search(agent_output) else None


def close_spelling(a: str, b: str) -> bool:
    """Whether two spellings differ by at most two edits (Jon / John, Katarina / Katarzyna)."""
    if abs(len(a) - len(b)) > 2 or a[:1] != b[:1]:
        return False
    return spelling_edits(a, b) <= 2


def spelling_edits(a: str, b: str) -> int:
    """The Levenshtein distance of two short words (names, terms)."""
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i]
        for j, cb in enumerate(b, start=1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


_QUESTION_LEAD = re.compile(r"^[^?:]{0,80}:\s+(?=\w[^:]*\?\s*$)")
_ASKS_FOR_DETAIL = re.compile(
    r"^(?:and\s+)?(?:what|which)\s+(?:name|email(?:\s+address)?|address|phone\s+number|title"
    r"|pronouns|time\s*zone|city|town|country)\s+(?:should|do|would|shall)\s+(?:i|you|we)\b",
    re.IGNORECASE,
)
"""A question for one of the user's details, though the agent asks what it should do with it
("What name should I sign it with?")."""


def answered_fact(reply_sentences: tuple[str, ...], agent_output: str) -> tuple[str, str] | None:
    """`(question, answer)` when the reply answers the agent's question about the user."""
    if not reply_sentences or not agent_output.rstrip().endswith("?"):
        return None
    question = _AFTER_STATEMENT.split(agent_output.strip())[-1]
    # "Before I suggest anything: which OS are you on?": the question after its lead-in.
    question = _QUESTION_LEAD.sub("", question)
    if _QUESTION_ABOUT_USER.search(question) is None:
        return None
    if _NOT_ABOUT_USER.search(question) and not _ASKS_FOR_DETAIL.match(question):
        return None
    answer: list[str] = []
    for sentence in reply_sentences:
        if (
            sentence.rstrip().endswith("?")
            or _ANSWER_BAD.match(sentence)
            or _HEDGE.search(sentence)
        ):
            break
        answer.append(sentence)
        if len(answer) == 2:
            break
    text = " ".join(answer).strip()
    if not text or len(text.split()) > 40:
        return None
    return question.strip(), text


def _from(sentence: str, start: int) -> str:
    """The sentence from the fact's clause on, without a leading connector."""
    head = sentence[:start]
    if start and _CLAUSE_BREAK_END.search(head) and len(head.split()) > 3:
        sentence = sentence[start:]
    return _CONNECTOR_START.sub("", sentence).strip()
