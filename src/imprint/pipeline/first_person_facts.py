"""Facts the user states of themselves and their own ("I teach", "my daughter Ines", "we run")."""

from __future__ import annotations

import re

from imprint.pipeline.builds import Build
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
from imprint.pipeline.places import Location
from imprint.pipeline.possessions import Possession
from imprint.pipeline.routines import routine_in
from imprint.pipeline.screened import screened
from imprint.pipeline.stack import StackHit

_I = re.IGNORECASE


_RELATION = (
    r"(?:step(?:son|daughter|kids?|children|mum|mom|mother|dad|father)|daughter|son|kids?"
    r"|children|child|twins|twin\s+(?:boys|girls|sons|daughters|brothers?|sisters?|bab(?:y|ies))"
    r"|boys|girls|baby|wife|husband|partner|spouse|fianc[\u00e9e]e?"
    r"|boyfriend|girlfriend|mum|mom|mother|dad|father|parents|brother|sister|sibling|grandma"
    r"|grandpa|grandmother|grandfather|aunt|uncle|cousin|niece|nephew|in-laws|family"
    r"|grand(?:son|daughter|kids?|children|child|bab(?:y|ies))|god(?:son|daughter|child)"
    r"|advis[eo]r|mentor|tutor|coach|vet|dentist|carer|caregiver|nanny|childminder"
    r"|best\s+friend|housemate"
    r"|manager|boss|supervisor|lead|tech\s+lead|pm|director|ceo|cto|cofounder|co-founder"
    r"|team|company|startup|employer|client|clients|customers|users|readers|audience"
    r"|cats?|dogs?|puppy|kitten|pets?|horses?|rabbits?|parrot|fish|hamster|mare|gelding|stallion"
    r"|pony|ponies|foal|filly|colt|guinea\s+pigs?|tortoise|gecko|budgie|ferrets?|hens|chickens"
    r"|goats?|alpacas?"
    r"|co-?author|landlord|editor|publisher|roommate|flatmate|colleague|coworker|co-worker"
    r"|name|birthday|address|timezone|time\s+zone|laptop|computer|machine|car"
    r"|flat|apartment|house|landlord|neighbou?r|doctor|therapist|physio|school|university"
    r"|uni|degree|thesis|book|novel|band|job|role|title|salary|budget|deadline|wedding"
    r"|stack|backend|frontend|database|db|app|product|site|website|repo|project|editor|os"
    r"|setup|diet|allergy|allergies)"
)
_THINGS = (
    r"(?:blog|vlog|newsletter|podcast|channel|server|homelab|garden|allotment|garage|boat|van"
    r"|etsy\s+shop)"
)
"""What the user runs or makes, named with a word that says which ("my food blog"); a
business named after it is `businesses.py`'s ("my cafe, Blue Heron")."""
_MY_RELATION = screened(
    rf"\b(?:my|our)\s+(?:(?:new|old|former|current|two|three|four|little|older|younger|eldest"
    rf"|youngest|oldest|only|\d+[- ]year[- ]old|main|whole)\s+){{0,2}}"
    # "my food blog runs on WordPress", "our etsy shop is": one word may say which
    rf"(?:{_RELATION}|(?:(?!(?:is|are|was|has|and|or|but|own)\b)[a-z]{{3,}}\s+)?{_THINGS})\b"
    # "my gelding rio boards at ashby farm": a name typed lower-case may come first
    r"(?:(?:\s+(?!(?:food|bowl|bed|toy|toys|walker|sitter|insurance|lead|crate|hair|door)\b)"
    r"[a-z]{2,})?\s*,?\s+(?:is|are|was|'s|has|have|turns|turned|just|works|lives|loves|hates"
    r"|swears|wants|needs|can't|cannot|doesn't|don't|only|uses|called|named|prefers|insists"
    # "my homelab runs proxmox"; not how it runs ("runs hot in summer")
    r"|runs(?!\s+(?:hot|cold|warm|slow|slowly|fast|loud|late|out|well|smoothly|fine|badly"
    r"|quiet|quietly|dry|low|high)\b)"
    r"|requires|rule|boards|stays|sleeps)\b"
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
_SELF = screened(
    r"(?:^|[,;:(]\s*|\b(?:and|but|so|because|since|as|though|also|plus|btw|fyi|for\s+context"
    r"|for\s+the\s+record|fwiw)\s+)"
    r"i(?:'m|\s+am)\s+(?!(?:a\s+bit|kind\s+of|sort\s+of|not\s+sure|sure|going\s+to|gonna|trying"
    r"|looking|thinking|wondering|hoping|planning|about\s+to|just(?!\s+(?:vegetarian|vegan|pescatarian"
    r"|coeliac|celiac|diabetic|teetotal|sober)\b)|still(?!\s+recovering)|so|really|very|stuck"
    r"|confused|curious|interested|excited|glad|happy|sorry|afraid|worried|here|back(?!\s+on\b)|done|ready"
    r"|fine|good|ok|okay|new\s+to|getting|working\s+on|writing|doing|reading|demoing|having"
    r"|building|making|putting|preparing|moving\s+(?:on|forward)|learning|starting|asking"
    r"|guessing|assuming|losing|leaning|torn|on\s+(?:it|my\s+way|board|the\s+fence)|off\s+to)\b)"
    r"(?P<what>(?:a|an|the\s+only|the\s+\w+|one\s+of\s+the)\s+[\w-]+|based|located|living"
    r"|from|originally|in\s+(?-i:[A-Z])|in\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}(?:band|choir|team|club|league"
    r"|orchestra|programm?e?|course|cohort|bootcamp|residency|startup)\b|at\s+(?-i:[A-Z])\w+\s+(?:now|these\s+days|since)|on\s+(?:an?\s+|the\s+)?(?:(?-i:[A-Z])|\w+\s*\d)|\d+\b|allergic"
    r"|vegetarian|vegan|pescatarian|pregnant|diabetic|celiac|coeliac|lactose|gluten"
    r"|breastfeeding|postpartum|post-partum|(?:peri)?menopausal|in\s+remission|on\s+dialysis"
    r"|on\s+chemo(?:therapy)?"
    r"|(?:dairy|nut|egg|soy|sugar|wheat)[\s-]free|keto|paleo|halal|kosher|teetotal|sober"
    r"|(?:red-green\s+|colou?r[\s-]*)?colou?r[\s-]?blind|deaf|blind|dyslexic|autistic|left-handed"
    r"|retired|self-employed|freelance|unemployed|married|divorced|single|engaged|job\s+hunting"
    r"|(?:covering|filling\s+in|standing\s+in)\s+for\s+(?:my\s+|our\s+)?(?:[\w-]+\s+)?(?-i:[A-Z])"
    r"|acting\s+(?:head|manager|lead|director|chair|principal)"
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
_NOT_TRADES = (
    r"(?:need|want|like|love|hate|have|has|ask|wait|look|thank|pay|apologi[sz]e|hope|wish|think"
    r"|feel|guess|mean|say|said|got|get|made|make|did|do|sent|send|bought|buy|took|take|gave|give"
    r"|wrote|built|ran|found|left|came|went|saw|told|heard|kept|brought|thought|can|could|will"
    r"|would|should|must|might|may|just|also|really|only|still|never|always|usually|even|don"
    r"|didn|won|was|were|owe|vote|cried|fell|forgot|lost|spent|set|put|cut|let)\b"
)
"""Verbs that say what the user did once or wants, not the trade they ply for someone."""
_CLIENTELE = (
    r"(?:(?:a|an|the|some|several|two|three|four|five|\d+|local|small|big|large)\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?:firms?|compan(?:y|ies)|agenc(?:y|ies)|trusts?|councils?|clients?"
    r"|customers?|business(?:es)?|brands?|schools?|hospitals?|practices?|charit(?:y|ies)"
    r"|startups?|studios?|restaurants?|hotels?|shops?|stores?|retailers?|landlords?|contractors?"
    r"|builders?|publishers?|labels?|nonprofits?|ngos?|universit(?:y|ies)|banks?|insurers?"
    r"|developers?|families|households|homeowners|clinics?|care\s+homes?|farms?)\b"
    r"|(?-i:[A-Z])[\w&'-]+(?!\s+(?:and|to)\b)"
)
"""Whom a trade is plied for: firms and clients of a kind, or a named organisation."""
_SELF_VERB = screened(
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
    # "I recruit nurses for NHS trusts", "I deliver parcels for Evri": a trade, and for whom
    r"|(?!" + _NOT_TRADES + r")[a-z]{3,}(?<!ed)(?<!ing)\s+(?!(?:a|an|the|my|some|it|this|that|you"
    r"|help|advice|ideas?|tips?)\b)(?:[\w/-]+\s+){1,3}?for\s+(?:a\s+living\b|" + _CLIENTELE + r")"
    r"|volunteer\s+(?:at|with|for|as)\b|(?:do|practi[cs]e|teach)\s+"
    + ACTIVITY
    + r"|go\s+"
    + ACTIVITY
    + r"\s+(?:every|most|on|twice|once|three|several|a\s+lot|weekly|regularly)"
    r"|suffer\s+from|eat|don'?t\s+eat|can'?t\s+eat|bank\s+(?:with|at)"
    r"|keep\s+(?:halal|kosher)|use\s+[\w.-]+\s+(?:for|everywhere|exclusively|daily)|code\s+in"
    # "i charge in gbp not dollars", "i bill clients by the hour": how the user's trade is paid
    r"|(?:charge|bill|invoice|quote|price)\s+(?:(?:my\s+|all\s+|most\s+)?(?:clients?|customers?"
    r"|everyone|everything|jobs?|work)\s+)?(?:in|by|per)\s+(?!(?:advance|person|cash)\b)"
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
_WE = screened(
    r"(?:^|[,;:(]\s*|\b(?:and|but|so|because|since|as|though|also|plus|btw|fyi)\s+)"
    r"(?:we|our\s+(?:team|company|org|startup))(?:'re|\s+are|'ve|\s+have|\s+just)?\s+"
    r"(?:(?:currently|now|still|actually|mostly|mainly|also|all|only|fully)\s+)?"
    r"(?P<verb>use|using|run|running|deploy|host|build|make|sell|ship|track|bill|pay|on\s+(?!it\b|the\s+same\b|track\b)"
    r"|a\s+[\w.+#-]+\s+(?:shop|team|house|company|startup)|an?\s+(?:tiny|small|big|large|remote)"
    r"|staying\s+(?:on|with|an?\s+[\w.+#-]+\s+(?:shop|house|team|company))|sticking\s+with|moved|migrated|switched|launching|releasing|shipping"
    r"|(?:switching|migrating|changing)\s+(?:over\s+)?to\b"
    r"|moving\s+(?:over\s+)?to\s+(?=(?:mon|tues|wednes|thurs|fri|satur|sun)days\b)"
    r"|indent|format|write|name|rent|live|work|hired|(?:have|got)\s+" + _HAVE + r""
    r"|dropped|retired|left|settled|decided|chose|picked|went\s+with|in\s+(?-i:[A-Z])\w*|based|located"
    # "we rebuilt the whole app in flutter": made again in another tool, a change told
    r"|(?:rewrote|rebuilt|ported|redid|reimplemented|replatformed)\s+(?:[\w-]+\s+){0,4}?"
    r"(?:in|to|into|onto|on|with)\s+[A-Za-z][\w.+#-]*"
    r"|a\s+(?:team|company|startup|shop|agency|family)\s+of"
    # "we're pytorch only in this group", "we're strictly metric": the one thing used
    r"|(?:strictly|purely|exclusively)\s+[\w.+#-]+"
    r"|(?!(?:here|there|now|then|open|closed|available|around|friends|one|two|three|able|allowed"
    r"|going|talking|asking|doing|looking|not|so|too|very|the|a|an)\b)[\w.+#-]+(?:\s+|-)only\b"
    # "we version data with dvc", "we schedule jobs through slurm": how the team works
    r"|(?!(?:help|agree|talk|speak|chat|deal|start|begin|end|finish|struggle|come|go|wait"
    r"|cope|fight|argue|share|meet|check|catch|keep|get|need|want|hang|play|mess|put|sleep"
    r"|eat|travel|fly|drive|walk|ride|wanna|gotta|can|could|will|would|should|might|must"
    r"|do|did|don't|didn't|are|were|had|was|went|dealt|almost|nearly|just|also|got|made|took"
    r"|came|sent|spent|met|left|brought|bought|ran|sat|stood|spoke|fought|caught|kept|felt"
    r"|paid|said|told|won|lost|once|never|always|often|really|still|only)\b)[a-z]{3,}(?<!ed)"
    r"(?<!ing)\s+(?:[a-z-]+\s+){0,2}?"
    r"(?:with|using|via|through)\s+(?!(?:the|a|an|my|our|your|his|her|their|it|them|us|you"
    r"|me|him|this|that|these|those|each|every|some|any|all|no|one|two|people|friends|family"
    r"|kids|clients|customers|care|caution|love|pleasure|ease)\b)[A-Za-z][\w.+#-]*)\b",
    _I,
)
CLAUSE_BREAK_END = re.compile(r"[,;:(]\s*$")
CONNECTOR_START = re.compile(
    r"^[\s,;:(]*(?:and|but|so|because|(?:ever\s+)?since|now\s+that|given\s+that|seeing\s+as|as|though|also|plus|btw|fyi|for\s+context"
    r"|for\s+the\s+record|fwiw)\s+",
    _I,
)


def own_clause(
    sentence: str,
    built: Build | None,
    owned: Possession | None,
    where: Location | None,
    stack: StackHit | None,
) -> tuple[str, str | None] | None:
    """The first clause of `sentence` stating something of the user's own, with its subject.

    The clauses are the user's own ("I'm", "I teach", "my daughter", "we run") and what
    the other readers found in the sentence (a build, a possession, a routine, the user's
    place or stack); the earliest wins, reworded to read alone where its reader did.
    """
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
        text = reworded.get(start) or household(clause_from(sentence, start), home=home)
        return text, subject or life_subject(text)
    return None


def clause_from(sentence: str, start: int) -> str:
    """The sentence from the fact's clause on, without a leading connector."""
    head = sentence[:start]
    if start and CLAUSE_BREAK_END.search(head) and len(head.split()) > 3:
        sentence = sentence[start:]
    return CONNECTOR_START.sub("", sentence).strip()
