"""English facts about the user and their world, said in passing.

`fact_in(sentence)` finds the clause of a sentence that states something lasting about the
user or their work: who they are ("I'm Priya", "I teach 8th grade science in Ohio"), where
they live, their family and pets ("my daughter Maeve"), health and diet, their stack ("the
backend is Django 4.2 on Postgres", "we're a kotlin shop"), dates that matter ("we're
launching on March 3"). Plans, wishes, narration of the past and other people's
preferences are not facts about the user.

What the user says in the first person is read by `first_person_facts.py`; their name by
`user_name.py`. A short answer to the agent's question about the user is kept by
`answers.py`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.builds import build_in
from imprint.pipeline.calendar_words import MONTH_WORDS
from imprint.pipeline.change_facts import changed_fact
from imprint.pipeline.first_person_facts import (
    CLAUSE_BREAK_END,
    CONNECTOR_START,
    clause_from,
    own_clause,
)
from imprint.pipeline.life import life_subject
from imprint.pipeline.patterns import SUPPOSING, alnum_words
from imprint.pipeline.places import location_in
from imprint.pipeline.possessions import named_possession
from imprint.pipeline.screened import screened
from imprint.pipeline.stack import stack_in
from imprint.pipeline.subjects import subject_of
from imprint.pipeline.topic_change import states_role
from imprint.pipeline.user_name import (
    close_spelling,
    introduced_name,
    name_correction,
    spelling_edits,
)

__all__ = [
    "HEDGE",
    "FactHit",
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


_THIRD_PARTY = re.compile(
    r"^(?:the\s+(?:little\s+one|baby|toddler|kids?|twins)(?:\s+(?:has|have|is|are|'s|can'?t|won'?t"
    r"|hates?|loves?)|'s)\s+(?!(?:in\s+the\s+bath|crying|screaming|napping|sleeping|teething"
    r"|fussing|being|up|down|on\s+my\s+lap)\b)(?!(?:a\s+(?:nap|bath|cold)|fun|asleep|awake|here|home|out|back)\b)"
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
_WORLD = re.compile(
    r"(?:^|[,;:(]\s*|\b(?:and|but|so|because|since|as|though|also|plus|btw|fyi|now|ok\s+so)\s+)"
    r"(?:the\s+|our\s+|my\s+|all\s+(?:our|my)\s+|everything\s+(?:we|i)\s+\w+\s+)?"
    r"(?P<thing>backend|frontend|front-end|back-end|stack|tech\s+stack|database|db|prod(?:uction)?"
    r"(?:\s+servers?)?|servers?|staging|cluster|infra(?:structure)?|app|api|site|website|ci|cd"
    r"|pipeline|monorepo|repo|codebase|project|whole\s+project|product|platform|hosting|os"
    r"|laptop|machine|runtime|interpreter|python|node|java|warehouse|orchestrator|queue|cache"
    r"|auth|launch|release|deadline|exam|wedding|salary|take[\s-]home(?:\s+pay)?|income|budget|rate"
    r"|invoice|currency|timezone|readers|users|clients|customers|audience"
    r"|team|company|office|workspace|plan|subscription|theme|font|palette|brand\s+colou?rs?"
    r"|novel|manuscript|thesis|dissertation|screenplay|podcast|newsletter|blog"
    r"|everything\s+we\s+ship|everything|it)"
    r"(?:'s|\s+is|\s+are|\s+was|\s+runs?\s+on|\s+lives?\s+(?:at|on|in)|\s+uses?|\s+slipped"
    r"|\s+moved|\s+got\s+(?:moved|pushed)|\s+(?:is|'s)\s+(?:now|still|at|on|in)|\s+due|\s+starts?"
    r"|\s+ends?)\b\s*(?P<value>[^\s,.;!?]+)",
    _I,
)
_MOVED = re.compile(
    r"^(?:(?:good|bad|big|some|quick)\s+news[^:]{0,20}:\s+|update:\s+|heads\s+up:\s+)?(?:the\s+|our\s+|my\s+)?(?P<thing>[\w-]+(?:\s+[\w-]+)?)(?:'ve|\s+have|\s+has)?\s+(?:moved|slipped|changed|switched"
    # "the office relocated to Salford": a place moves as an appointment does
    r"|relocated(?=\s+(?:to|from|into)\b)"
    # "the board pushed it to april 14": a date moved by whoever sets it
    r"|(?:pushed|bumped|postponed|rescheduled|delayed|brought)(?=\s+(?:it|that|this|the\s+[\w-]+)"
    r"\s+(?:back\s+|forward\s+)?(?:to|till|until)\b)"
    r"|got\s+(?:moved|pushed|bumped)|was\s+(?:moved|pushed|bumped)|(?:is|'s)\s+now"
    # "the demo is going to the February Next Fest instead": moved, said by where it goes
    r"|(?:is|'s)\s+going(?=\s+to\s+(?:the\s+)?(?-i:[A-Z0-9])[^.;!?]*\binstead\b))\s+(?:to\s+)?\S",
    _I,
)
_LATER_MOVED = re.compile(
    r"[,;:]\s*(?P<head>(?:the|our|my)\s+)(?P<thing>(?:[\w-]+\s+){0,3}[\w-]+)\s+(?:(?:is|'s)\s+now"
    r"|(?:has\s+|have\s+|got\s+|was\s+)?(?:moved|pushed|bumped|relocated)\s+to"
    r"|(?:is|'s)\s+going\s+to(?=\s+(?:the\s+)?(?-i:[A-Z0-9])[^.;!?]*\binstead\b))\s+"
    r"(?P<value>[^\s,.;!?]+)",
    _I,
)
"""`_MOVED` in a later clause, naming the thing in up to four words ("the 14 alder rd viewing")."""
_ELIDED_SELF = re.compile(
    r"^(?:just\s+|finally\s+|recently\s+|actually\s+|so\s+)?(?:(?P<v>back\s+on\s+(?!(?:track|it|board|schedule|my\s+feet|the\s+(?:road|horse))\b)\w"
    r"|off\s+(?!(?:to|work|now|today|tomorrow|sick|duty|topic)\b)[\w-]+\s+(?:again|for\s+now|until|for\s+(?:a|the|two"
    r"|three|\d+)\s+\w+)"
    # "still playing cello tho": what the user keeps doing, their "I'm" dropped
    r"|still\s+(?!(?:waiting|thinking|trying|deciding|figuring|looking|wondering|hoping|working"
    r"|getting|having|feeling|going|doing|struggling|recovering|searching|debating|considering"
    r"|laughing|crying|processing|catching|running\s+late|sitting|standing|stuck|coughing"
    r"|sneezing|bleeding|hurting|aching)\b)[a-z]{3,}ing\s+(?!(?:it|that|this|them|on|about"
    r"|late)\b)\w)"
    r"|(?P<v2>"
    r"(?:switched|swapped|moved(?:\s+over)?|migrated|upgraded|downgraded|changed)\s+(?:over\s+)?"
    r"(?:to|from)"
    # "switched to 11 and its way better": a setting tried, not a thing the user now uses
    r"\s+(?!(?:it|that|this|them|you|the\s+(?:topic|subject))\b|\d+(?:\s+and\b|\s*[,.;!]|\s*$))\S))",
    _I,
)
_ELIDED_WORDS = frozenset(
    "back off still switched swapped moved migrated upgraded downgraded changed".split()
)
_WORLD_VALUE_BAD = re.compile(
    r"^(?:a|an|the|this|that|it|so|too|very|really|pretty|not|just|fine|good|great|ok|okay"
    r"|done|over|going|getting|being|working|broken|failing|down|up|slow|fast|weird|wrong"
    r"|right|here|there|what|how|why|like|also|still|probably|maybe|kind|sort|bad|nice"
    r"|perfect|awesome|better|worse|easy|hard|interesting|annoying|fun|cool|helpful|huge"
    r"|important|true|all|mine|yours|gone|great|crazy|wild)$",
    _I,
)
_NEEDS_DATE = frozenset({"it", "launch", "release", "deadline", "exam", "wedding"})
_DATE = screened(
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
_NARRATIVE = screened(
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
HEDGE = re.compile(
    r"\b(?:maybe|might|perhaps|possibly|not\s+sure|unsure|thinking\s+(?:about|of)|considering"
    r"|toying\s+with|wondering|undecided|haven'?t\s+decided|hypothetically|if\s+we\s+(?:ever\s+)?"
    r"(?:moved|switched|went)|someday|one\s+day|at\s+some\s+point|idk|not\s+committing"
    r"|would\s+(?:it|that|\w+)\s+be\s+worth|probably\s+(?:won'?t|not)|in\s+theory)\b",
    _I,
)
"""A hedge ("maybe", "thinking about", "someday"): what follows it is no fact yet."""


_FIRST_PERSON = frozenset("i we my our".split())
_HEDGE_WORDS = frozenset(
    "maybe might perhaps possibly sure unsure thinking considering toying wondering undecided"
    " decided hypothetically if someday day point idk committing worth probably theory".split()
)
_WORLD_WORDS = frozenset(
    "backend frontend front-end back-end stack database db prod production server servers staging"
    " cluster infra infrastructure app api site website ci cd pipeline monorepo repo codebase"
    " project product platform hosting os laptop machine runtime interpreter python node java"
    " warehouse orchestrator queue cache auth launch release deadline exam wedding salary take"
    " income budget"
    " rate invoice currency timezone readers users clients customers audience team company office"
    " workspace plan subscription theme font palette brand everything it novel manuscript thesis"
    " dissertation screenplay podcast newsletter blog".split()
)
_DIGIT = re.compile(r"\d")
_MOVED_WORDS = frozenset(
    "moved slipped changed switched pushed bumped now instead relocated".split()
)


_PRONOUN_START = re.compile(r"^(?:i|we|you|it|that|this)\b", _I)
_OWN_WORD = re.compile(r"\b(?:we|i|our|my|it'?s)\b", _I)


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
_MISHAP = re.compile(
    # (not "dropped" or "smashed": "just dropped 3 seconds in her 200 fly" is a result)
    r"\bjust\s+(?:knocked|spilled|spilt|burnt|burned|tripped|fell\s+(?:over|off"
    r"|asleep)|locked\s+(?:me|myself|us|ourselves)\s+out|stubbed|sneezed|walked\s+into|sat\s+on)\b"
    r"|\b(?:flight|train|bus|tube|plane|ferry|connection)\s+(?:just\s+)?(?:got|is|was|has\s+been)"
    r"\s+delayed\b",
    _I,
)
"""A mishap of the moment: "my cat just knocked my coffee over", "flight got delayed by 2
hours"; it is news of a minute, not of the user's life."""
_HURT = re.compile(
    r"\b(?:broke|broken|sprained|fractured|injured|hurt|concussion|stitches|hospital|a\s+&\s+e|a&e"
    r"|er\b|cast)",
    _I,
)
"""An injury told with the mishap: "fell off my bike and broke my wrist" lasts."""


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
    if _SUPPOSED.match(sentence):
        return None  # "if i moved to leeds, would i pay less tax?": a case supposed
    hit = _fact_in(sentence)
    if hit is None and sentence[:1].lower() in "slabenf" and (m := _ASIDE_HEAD.match(sentence)):
        hit = _fact_in(sentence[m.end() :])
    if hit is None and (bare := _BARE_POSSESSION.match(sentence)):
        # "car's a 2014 mazda 3, manual": what the user's own thing is (chat drops the "my").
        text = sentence if bare.group("my") else "my " + sentence
        hit = _fact_in(text) or FactHit(text=text.rstrip(" ."))
    return None if hit is not None and passing_state(hit.text) else hit


_SUPPOSED = re.compile(
    r"^\W*(?:(?:and|but|so|ok|okay|also|hmm|random\s+q)\W+)?(?:(?:if|unless|whether)\s+(?:i|we)\b"
    r"|(?:" + SUPPOSING + r")\b)",
    re.IGNORECASE,
)
"""A sentence that opens on a case supposed by the user ("if we moved ...", "say i quit ...")."""


def passing_state(text: str) -> bool:
    """Whether `text` states only a state of the moment ("we've run out of milk")."""
    low = text.lower()
    if (
        ("just" in low or "delayed" in low)
        and _MISHAP.search(text) is not None
        and _HURT.search(text) is None
    ):
        return True
    return ("run out" in text or "fire" in text) and _PASSING.search(text) is not None


def _fact_in(sentence: str) -> FactHit | None:
    # Each pattern needs one of a few words; a set lookup rules most sentences out cheaply.
    words = alnum_words(sentence)
    hedge = HEDGE.search(sentence) if words & _HEDGE_WORDS else None
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
    narrative = _NARRATIVE.search(sentence) is not None  # searched once: four tests ask it
    stack = stack_in(sentence) if not narrative else None
    if (words & _FIRST_PERSON or (stack and stack.own)) and not narrative:
        own = own_clause(sentence, built, owned, where, stack)
        if own is not None:
            return FactHit(text=own[0], subject=own[1])
    if built is not None and not narrative:
        return FactHit(text=built.text)  # "running it on a Raspberry Pi 4, ...": the "I" elided
    if where is not None and not where.first_person and not narrative:
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
    later = _LATER_MOVED.search(sentence) if moved is None and words & _MOVED_WORDS else None
    if later is not None and not _WORLD_VALUE_BAD.match(later.group("value")):
        # "vendor just rang, the 14 alder rd viewing is now friday 11am": the clause that
        # names the thing and its new value, after the news of how it came
        return FactHit(text=sentence[later.start("head") :])
    dated = bool(words & MONTH_WORDS) or _DIGIT.search(sentence) is not None
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
        text = sentence[stack.start :] if CLAUSE_BREAK_END.search(head) else sentence
        return FactHit(text=CONNECTOR_START.sub("", text).strip(), subject=stack.subject)
    if m is not None:
        return FactHit(text=clause_from(sentence, m.start()))
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
