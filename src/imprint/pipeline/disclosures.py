"""What the user says about their own life that no specific rule reads: kept as said.

The rules of `facts.py` read the common shapes of a fact (name, work, home, stack, family,
health, diet) and give each its subject. People disclose much else in passing: "I had
keyhole surgery on my left knee two years ago", "I play cello in a community orchestra",
"we have two cats". A careful note-taker keeps those too. This is the last resort of the
English reading, asked only of a sentence every other rule passed over: a declarative
clause whose subject is the user (or their household, family or team) and whose verb states
a standing state, habit or life event, is kept in the third person as a fact. It guesses no
subject, so it never replaces another memory.

What it leaves alone: questions and requests, hedged or hypothetical clauses, talk about the
conversation itself ("I'm looking for ideas", "I tried that", "I think so"), reactions to
the answer ("I love it"), other people's words ("my boss says ..."), and the task at hand
("my code throws an error").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from imprint.pipeline import heuristics as h
from imprint.pipeline import patterns as p
from imprint.pipeline.hedges import hedged
from imprint.pipeline.life import household
from imprint.pipeline.life_news import life_news
from imprint.pipeline.screened import screened

__all__ = ["DROPPED_SUBJECT", "disclosure", "disclosures", "talk_of_the_task"]

_I = re.IGNORECASE

_CLAUSE_START = re.compile(
    r"(?:^[-\u2014\s]*|[,;:]\s*|\s-+\s|\b(?:and|but|so|because|since|cause|as|btw|also|fyi|context|ps|p\.s\.)\s+"
    r"|^(?:well|oh|ok|okay|yeah|anyway|update|news)\s+)"
    # "all my services use SQLAlchemy": what all of the user's things do
    r"(?:all\s+(?:of\s+)?(?=(?:my|our)\b))?"
    r"(?=(?:i|i'm|i've|i'd|we|we're|we've|my|our)\b)",
    _I,
)
"""Where a clause about the user may start: the sentence's start or after a joint."""

_HABITS = frozenset(
    (
        "play plays coach coaches train teach study work live own run volunteer speak drive ride"
        " cook bake write code program use love hate prefer eat drink practice practise sing swim"
        " dance paint knit garden hike climb bike cycle raise care look suffer struggle manage lead"
        " am 'm are 're have 've has do does collect go goes attend support follow need rely"
        " foster commute travel make makes sell sells earn earns maintain maintains grow grows"
        " breed breeds shop shops bank banks pay pays subscribe subscribes"
    ).split()
)
"""Verbs in the present: what the user is, has or does as a rule ("I play cello", "we have two
cats")."""
_LIFE_EVENTS = frozenset(
    (
        "grew born graduated married divorced retired adopted founded broke tore sprained injured"
        " fractured emigrated immigrated relocated started"
    ).split()
)
"""Past events that stay true of a life ("I grew up in Wales", "I tore my ACL")."""
_PAST = frozenset(
    (
        "played coached trained taught studied worked lived owned ran volunteered spoke drove rode"
        " used ate drank swam cared suffered struggled managed led joined moved switched"
        " quit left became got was were had did went attended followed fostered commuted"
        " travelled traveled hurt lost won passed earned bought sold"
    ).split()
)
"""Other past verbs: kept only with a span of time ("I taught for ten years"), since most tell
of a day ("I had a quiet week", "I left my keys at home")."""
_SPAN = re.compile(
    r"\b(?:for\s+(?:\d+|a\s+few|several|many|two|three|four|five|six|ten|twenty)\s+(?:years?"
    r"|decades?|months)|since\s+(?:\d{4}|i\s+was|childhood|college|university|school)|years?\s+ago"
    r"|all\s+my\s+life|my\s+whole\s+life|for\s+(?:years|decades|ages|a\s+(?:long\s+time|decade))"
    r"|(?:surgery|operation|transplant|stroke|heart\s+attack|concussion|c-section|a\s+baby|removed)"
    # "my mum moved in with us last spring": the household changed for good
    r"|moved\s+in\s+with\s+(?:us|me)|came\s+to\s+live\s+with\s+(?:us|me))\b",
    _I,
)
"""What makes a past verb a fact of a life: a span of years, an event of the body, or someone
come to live in the user's home."""
_SELF_VERB_SET = _HABITS | _LIFE_EVENTS | _PAST
_OWN_ONLY = frozenset("make makes sell sells earn earns".split())
"""Verbs read only with "I"/"we" as the subject."""

_TASK_TALK_SOURCE = (
    r"^(?:my|our)\s+(?:question|code|script|function|query|error|output|problem|issue|bug|tests?"
    r"|files?|message|request|answer|point|guess|idea|plan|goal|concern|worry|understanding"
    r"|attempt|draft|version|build|branch|pr|commits?|logs?|results?|data|prompt|bad|apologies"
    # ("my email provider is fastmail" is where the user's mail lives, no email written)
    r"|thoughts?|take|feedback|reply|email(?!\s+(?:provider|account|is\s+with)|'s\s+with)|essay"
    r"|paper|homework|assignment|post|doc|document"
    r"|report|slides?|presentation|cv|resume|letter|story|chapter|manuscript|exam|test|quiz"
    r"|meeting|appointment|call|flight|deadline|class|lesson|shift)\b"
    # "i'm on my phone between meetings": where the user reads this answer, this once
    r"|^(?:i'?m|im|i\s+am)\s+(?:(?:just|only|currently|stuck)\s+)*(?:on\s+(?:my|the)\s+(?:phone"
    r"|mobile|ipad|tablet)|between\s+(?:meetings|calls|lessons|classes)"
    r"|in\s+(?:a|the)\s+(?:meeting|queue|waiting\s+room))\b"
)
_TASK_TALK = re.compile(_TASK_TALK_SOURCE, _I)
"""A clause about the task or the conversation ("my exam is at 9", "our logs show ...")."""

_UNDER_WAY = (
    r"(?:looking\s+(?:at|for)\s+(?:a\s+)?(?:new\s+|bigger\s+|smaller\s+)?(?:flats?|houses?|homes?"
    r"|apartments?|condos?|places?\s+to\s+(?:live|rent|buy)|(?:primary\s+|secondary\s+)?schools?"
    r"|nurseries|care\s+homes?)"
    r"|getting\s+(?:a\s+divorce|divorced|married|engaged|separated))\b"
)
"""A stretch of life under way ("we're getting a divorce", "I'm looking at flats in Hove"),
told in a progressive that otherwise tells of this moment ("I'm looking at the docs")."""
_UNDER_WAY_NOW = re.compile(
    r"^(?:i|we)(?:'m|\s+am|'re|\s+are)\s+(?:(?:now|currently|also|still)\s+)?" + _UNDER_WAY, re.I
)
_NOT_ABOUT_LIFE = re.compile(
    r"^(?:i|we)(?:'m|\s+am|'re|\s+are|\s+was|\s+were)?\s+(?:not\s+)?(?:just\s+|really\s+|also\s+|still\s+)?"
    r"(?!" + _UNDER_WAY + r")"
    r"(?:looking|trying|wondering|planning|going|gonna|thinking|hoping|curious|not\s+sure|glad"
    r"|happy|sorry|excited|interested|confused|stuck|getting|having|asking|writing\s+to|here"
    r"|back|done|ready|sure|afraid|worried|new\s+to|about\s+to|working\s+on\s+(?:a|an|the|this|that)"
    r"|(?:a\s+)?bit|kind\s+of|sort\s+of|so|very|too|pretty|quite|all|ok|okay|fine|good|great)\b"
    r"|^(?:i|we)\s+(?:just\s+|really\s+|also\s+)?(?:want|wanted|need|needed|would|'d|will|'ll|can"
    r"|could|should|must|might|may|think|thought|guess|hope|wonder|feel|felt|see|saw|understand"
    r"|know|knew|agree|mean|meant|forgot|tried|try|did|do\s+not\s+know|don't\s+know|noticed"
    r"|found|got\s+(?:an?\s+)?(?:error|warning|message|question|idea)|have\s+(?:a|an|one|another|some|no)"
    r"\s+(?:question|idea|issue|problem|doubt|request|query|preference|opinion|clue|objection|file"
    r"|script|function|method|class|module|bug|repo|branch|task|test|meeting|appointment|call"
    r"|deadline)s?\b|had\s+(?:a|an)\s+(?:look|question|idea|go)"
    r"|'ve\s+(?:tried|been\s+trying|got\s+a\s+question)|have\s+tried|love\s+(?:it|this|that|your|how)"
    r"|like\s+(?:it|this|that|your|how|the\s+idea)|appreciate|ran|run\s+(?:it|this|that|the)"
    r"|used\s+(?:it|this|that|your)|use\s+(?:it|this|that|your))\b"
    r"|"
    + _TASK_TALK_SOURCE
    + r"|^(?:my|our)\s+\w+(?:\s+\w+)?\s+(?:says?|said|thinks?|thought|wants?|wanted|told|asked"
    r"|insists?|prefers?|likes?|suggested|recommends?|recommended|mentioned)\b",
    _I,
)
"""Clauses with a first-person subject that speak of the conversation, the task or others."""

_HYPOTHETICAL = screened(
    r"\b(?:if|whether|would|could|might|may|wish|imagine|suppose|supposing|pretend|hypothetically|unless"
    r"|someday|one\s+day)\b",
    _I,
)
_ASIDE = re.compile(r"\([^()]*\)")
"""An aside in brackets."""
_PROGRESSIVE = re.compile(
    r"^(?:i|we)(?:'m|\s+am|'re|\s+are)\s+(?:not\s+|just\s+|currently\s+|now\s+)*(?P<verb>\w+ing)\b",
    _I,
)
"""A present progressive tells what the user is doing now ("I'm skimming between meetings")."""
_LASTING_ING = frozenset(
    "learning studying training working living teaching raising renovating coaching recovering"
    " expecting volunteering running building writing caring directing producing organising"
    " organizing managing leading hosting developing designing restoring mentoring tutoring"
    " fostering launching".split()
)
"""Progressives that tell of a stretch of life ("I'm training for a marathon"), not this moment."""


def momentary(clause: str) -> bool:
    """Whether `clause` tells what the user is doing this moment ("i'm cooking dinner").

    A stretch of life ("i'm still learning", "i'm training for a marathon") is not.
    """
    stripped = h.strip_filler(clause)
    doing = _PROGRESSIVE.match(stripped)
    return (
        doing is not None
        and doing.group("verb").lower() not in _LASTING_ING
        and _UNDER_WAY_NOW.match(stripped) is None
    )


_CODE = screened(r"[{}<>`|\\]|=(?![\d.]+(?:\b|%))|\w\(|\)\s*;|\w\.\w+\(|^\s*[>#$]")
"""Code; "n=412" or "p=0.03" is a figure in prose, not an assignment."""
_OWNER = re.compile(r"(?:my|our)\s+(?P<noun>[a-z-]+)(?:\s+(?P<next>[a-z-]+))?", _I)
_VAGUE = screened(
    r"\b(?:it|this|that|these|those|them)\b[\s.!]*(?:$|,)"
    r"|\b(?:some|a\s+few|any|a\s+little|a\s+lot\s+of)\s+(?:\w+\s+)?(?:experience|training|encounters?"
    r"|success|luck|issues?|trouble|ideas?|thoughts?|time|practice|knowledge|background)[\s.!]*$"
    r"|\b(?:has|have|had)\s+(?:a\s+few|some|many|several|lots|plenty|one|two)[\s.!]*$"
    r"|\b(?:is|are|was|comes\s+to)\s+(?:basically\s+|practically\s+|pretty\s+much\s+|next\s+to\s+"
    r"|almost\s+|like\s+)?(?:nothing|peanuts|pennies|zero)\b(?!\s+(?:but|except|else|like)\b)",
    _I,
)
"""A clause ending on a pronoun ("I'm not against it"), on a quantity of nothing in
particular ("I've had some experience"), or summing something up as nothing ("petrol and
my time and 35 is basically nothing") names nothing a policy could use."""
_EFFORT = screened(
    r"^(?:i|we|my\s+\w+|our\s+\w+)(?:'ve|\s+have|\s+has|'s)?\s+(?:always\s+|just\s+|really\s+)?"
    r"(?:been\s+)?(?:trying|looking|thinking|wondering|considering|meaning|hoping|planning)\b"
    r"|^(?:i|we|my\s+\w+|our\s+\w+)(?:'m|\s+am|'re|\s+are|\s+is)\s+(?:always|constantly|forever)\s+"
    r"(?:trying|looking|searching|wondering)\b"
    r"|^(?:i|we)(?:'ve|\s+have)\s+(?:already\s+|also\s+)?(?:tried|heard|used|seen|read|thought"
    r"|looked|checked|considered)\b"
    r"|\b(?:love|loves|like|likes|adore)\s+the\s+(?:idea|sound|look|concept)\s+of\b"
    r"|^(?:i|we|my\s+\w+|our\s+\w+)(?:'m|\s+am|'re|\s+are|\s+is|'s)\s+(?:mainly|mostly|particularly"
    r"|primarily|especially|definitely|really|just|more|most)\s+(?:looking|interested|worried"
    r"|concerned|focused|struggling|curious|keen|drawn)\b"
    r"|^(?:i|we)(?:'ve|\s+have)\s+(?:been\s+having|found|had\s+(?:a|an)\s+\w+\s+(?:day|week|night|time))\b"
    # "I already have the file open": the task at hand, where "I already have an accountant"
    # tells of the user's life
    r"|^(?:i|we)\s+already\s+(?:have|got|use|know|did|do)\s+(?:the|this|that|it|them|these|those)\b",
    _I,
)
"""An effort, a search or a thing tried ("I've been trying to eat better", "I'm always
looking for new trails", "I've tried the library"), or a reaction to the idea of
something: what the conversation is about, not a standing fact of the user's life."""
_MAX_WORDS = 40
DROPPED_SUBJECT = re.compile(
    r"^(?:just|finally|recently|moved|relocated|transferred|switched|joined|started|bought"
    r"|adopted|picked|got|became|took|landed|upgraded|downgraded|migrated|enrolled|signed|closed"
    r"|traded"
    r"|caved|splurged|treated|set\s+up|opened|went\s+with)\b",
    _I,
)
"""Change verbs that may open a clause whose "I" was dropped ("moved to Leeds in May")."""
_CREDENTIAL = screened(
    r"\b(?:password|passwd|passphrase|passcode|pin|api\s+key|key|token|secret|credentials?"
    r"|login|username|ssn|social\s+security|(?:card|account|routing|policy|passport)\s+number"
    r"|iban|cvv|seed\s+phrase)\b",
    _I,
)
"""A credential's name: its value is redacted before reading, so the clause tells nothing
and would keep a pointer to a secret ("The user's API key is [REDACTED")."""


_ADVERBS = frozenset("currently usually mostly mainly already".split())
"""Adverbs of a standing state ("I currently make 118k"); "also", "still", "actually" more
often open talk about the moment ("I still have so much to figure out")."""
_WORK_TOPIC = re.compile(
    r"^(?:my|our)\s+(?:whole\s+|main\s+|current\s+|new\s+)?(?:paper|thesis|dissertation|research|project"
    r"|book|novel|study|talk|phd|masters|podcast|channel|blog|newsletter|course|grant|article)"
    r"\s+(?:is|'s|are)\s+(?:all\s+|mostly\s+|mainly\s+)?(?:on|about)\s+(?!(?:the|a|my|your|it|this|that|hold"
    r"|track|hiatus|pause|ice|fire|time|schedule)\b)\w",
    _I,
)
"""What the user's own work is about ("my paper is on shift work in bus drivers")."""
_MAKE_IDIOM = re.compile(
    r"\bmakes?\s+(?:sure|sense|do|time|it|that|this|a\s+(?:note|point|mess|mistake))\b", _I
)
""""I make sure ...": an idiom, not what the user makes."""
_USED_FOR_LONG = re.compile(r"^(?:i|we)(?:'ve|\s+have)\s+used\s+(?!(?:it|this|that|your)\b)", _I)
"""A tool used for a span ("I've used VS Code for years"): the user's own, not a thing tried."""


_DROPPED_DOING = re.compile(
    r"^\(?(?P<what>(?:currently\s+|still\s+)?(?:training|studying|revising|recovering|volunteering"
    r"|renovating|saving|fostering|learning)\s+(?:for|to|at|in|as|from|up\s+for)\s+[^()?]{3,80}?"
    # "doing the Dublin marathon in october": an event the user has entered
    r"|(?:doing|running|racing|riding|cycling|swimming|walking|hiking|entering)\s+(?:the|a|an|my)\s+"
    r"[^()?,]{0,40}?\b(?:marathon|half(?:[\s-]marathon)?|ultra(?:marathon)?|\d+k|triathlon|ironman"
    r"|race(?!\s+conditions?)|sportive|gran\s+fondo|relay|fun\s+run|trail\s+run|camino|trek)\b"
    r"[^()?]{0,60}?"
    # "writing a typescript lib for parsing shipping manifests": what the user is making
    r"|(?:writing|building|making|developing|coding|designing)\s+(?:a|an|my|our)\s+"
    r"(?:[\w+#.-]+\s+){0,3}?(?:lib|library|app|cli|tool|game|site|website|plugin|extension|bot"
    r"|api|service|package|crate|gem|novel|thesis|dissertation|dashboard|engine|compiler|parser"
    r"|framework|sdk|podcast|course|board\s+game|mod)\s+(?:for|in|to|that|with|about|on)\s+"
    r"[^()?]{3,80}?)"
    r"(?:\)|$|[.;!]\s)",
    _I,
)
"""A lasting progressive whose "I'm" chat drops ("training for a marathon in May")."""
_GERUND_SUBJECT = re.compile(
    r"\b(?:can|could|will|would|should|is|are|was|were|helps?|makes?|gives?|takes?|means?)\b", _I
)
"""A verb after the "-ing" phrase: it is a subject ("Learning from others can help"), not
the user's doing."""


_NOW_LEAD = re.compile(
    r"^(?:right\s+now|currently|at\s+the\s+moment|atm|these\s+days|nowadays|now)\s*,?\s+"
    r"(?=(?:i'm|im|i\s+am|i've|ive|i|we're|we\s+are|we|my|our)\b)",
    _I,
)
"""A lead saying the clause holds these days, before the user's own clause."""


_THE_KIDS = re.compile(
    r"^the\s+(twins|kids)\b(?=\s+(?:go|attend|are\s+(?:in|at|both)|start|started|both)\b)", _I
)
"""Children named as "the" before where they go to school: the user's own."""


_THE_OWNED = re.compile(
    r"(?P<lead>^|[,;:]\s*|\b(?:and|but|so)\s+)(?:all\s+(?:of\s+)?)?the\s+"
    r"(?P<things>(?:\w+\s+)?\w+s)\s+(?:i|we)\s+(?:own|run|manage|maintain|look\s+after|built"
    r"|wrote|write|work\s+on|support|teach|coach|lead)\b",
    _I,
)
"""Things named by the user's hold on them ("all the services I own use SQLAlchemy"): the
user's own, said as "my"."""


def disclosure(sentence: str) -> str | None:
    """A clause of `sentence` that tells of the user's life, in the third person, or None."""
    text = h.strip_filler(sentence).strip()
    if " the " in text or text[:4].lower() in ("the ", "all "):
        text = _THE_OWNED.sub(r"\g<lead>my \g<things>", text)
    if text[:1] in "rcantRCANT":
        # "right now i'm running a campaign called X": what the user does these days;
        # "the twins go to hillcrest primary": the children of the house, said as "the"
        text = _THE_KIDS.sub(r"my \1", _NOW_LEAD.sub("", text, count=1), count=1)
    doing = _DROPPED_DOING.match(text) if text[:1] in "(tsrvlfdcwhebmTSRVLFDCWHEBM" else None
    closed = doing is not None and (doing.group().endswith(")") or not text.endswith("?"))
    if (
        closed
        and doing is not None
        and _GERUND_SUBJECT.search(doing.group("what").split(",")[0]) is not None
    ):
        closed = False
    if doing is not None and closed and not hedged(doing.group("what")):
        # "(training for my first ultra, the 50k in May)": a stretch of life, its "I'm" dropped;
        # an aside in brackets holds even before a question.
        return h.canonical("I'm " + doing.group("what").strip(" ,.)"))
    if _unsaid(text):
        return None
    # Every clause read below starts where `_CLAUSE_START` matches, or is news whose "I" was
    # dropped; a text with neither gives None whatever the other tests say (all pure), so
    # they are asked first: they rule out most sentences before the hedge and code patterns.
    opened = _CLAUSE_START.search(text) is not None
    first = _first_clause(text)
    lead = first.split(",", 1)[0]
    dropped = DROPPED_SUBJECT.match(lead) is not None
    if not opened and not dropped:
        return None if _not_told(text) else _news_after(first)
    if _not_told(text):
        return None
    content = next(_clauses_told(text), None)
    if content is not None:
        return content
    # "picked up a used hatchback last week": casual news drops its "I".
    # "Got myself a tenor ukulele and I love it": the news ends where the "I" comes back.
    lead = _head(lead)
    if dropped and _plain(lead) and life_news(lead):
        # the lead is the start of the first clause: what follows it may name what it got
        named = _WHICH_ONE.match(first, len(lead))
        if named is not None and _VERB_WORD.search(named.group("what")) is None:
            # "picked up the new car yesterday, a used ioniq": the news names what it got
            lead += ", " + named.group("what")
        return h.canonical("I " + lead[0].lower() + lead[1:])
    return None


_PAST_LEAD = re.compile(
    r"^(?:(?:just|finally|today|yesterday)\s+)?(?:\w+ed|said|sold|gave|left|took|made|went|had"
    r"|sent|put|drove|brought|got|lost|paid)\b",
    _I,
)
"""A clause opened by a past verb, its "I" dropped ("said goodbye to the civic today")."""


def _news_after(first: str) -> str | None:
    """The news of a later comma clause whose "I" was dropped like the first's.

    "said goodbye to the civic today, picked up a used Skoda Octavia": a car got.
    """
    parts = [part.strip() for part in first.split(",")]
    if len(parts) < 2 or _PAST_LEAD.match(parts[0]) is None:
        return None
    for part in parts[1:]:
        news = _head(part)
        if DROPPED_SUBJECT.match(news) is not None and _plain(news) and life_news(news):
            return h.canonical("I " + news[0].lower() + news[1:])
    return None


_WHICH_ONE = re.compile(
    r"\s*,\s*(?P<what>(?:a|an)\s+(?!(?:bit|lot|little|total|real|complete|right|proper|absolute"
    r"|huge|nightmare|mess|disaster|dream|joy|pain|faff|struggle|game|relief|shame|steal|bargain)"
    r"\b)[^,;]{2,50}?)\s*(?:,|$)",
    _I,
)
"""What the news got, named right after it: ", a rescue greyhound called Pip" (not what the
user makes of it: ", a total nightmare", ", a bit pricey")."""
_VERB_WORD = re.compile(
    r"\b(?:i|we|is|are|was|were|it's|its|has|have|had|do|does|did|will|would|can|could)\b", _I
)
"""A word that makes a clause of its own: ", a bit pricey but it's fine" names nothing."""


def disclosures(sentence: str) -> tuple[str, ...]:
    """Every clause of `sentence` that tells of the user's life, in the third person.

    A sentence may hold several ("I'm a nursing student and I also work nights at a care
    home"); the reading asks for them all when another rule already took part of it.
    """
    text = h.strip_filler(sentence).strip()
    if _unsaid(text) or _CLAUSE_START.search(text) is None or _not_told(text):
        return ()
    return tuple(dict.fromkeys(_clauses_told(text)))


def talk_of_the_task(clause: str) -> bool:
    """Whether a clause is about the user's task or the conversation ("my exam is at 9")."""
    return _TASK_TALK.match(clause) is not None


def _unsaid(text: str) -> bool:
    """Nothing, a question, or words quoted or pasted: no clause of it tells of the user."""
    return not text or text.endswith("?") or text[0] in "\"'>"


@lru_cache(maxsize=1024)
def _not_told(text: str) -> bool:
    """Hedged, asked or code: the clauses of `text` tell nothing of the user's life."""
    # Cached, as `_told`: `disclosure` and then `disclosures` read the same sentence.
    return hedged(text) or p.QUESTION_HEAD.match(text) is not None or _CODE.search(text) is not None


def _clauses_told(text: str) -> Iterator[str]:
    """What each clause of `text` about the user tells, in order, as canonical content."""
    for start in _CLAUSE_START.finditer(text):
        clause = _first_clause(text[start.end() :])
        content = _told(clause)
        if content is None and (head := _head(clause)) != clause:
            # "I play cello (back desk) if that changes the voice", "I've used VS Code for
            # years and I'm fast in it": the head holds the fact the tail would spoil.
            content = _told(head)
        if content is not None:
            yield content


_CLAUSE_END = screened(
    # not the colon of a time or a ratio ("tuesday mornings 8:30", "2:1 syrup")
    r"\s*;\s*|(?<!\d):|:(?!\d)|\s+-+\s+|,\s*(?=(?:can|could|would|will|do|does|any|what|how|which"
    r"|is|are|should|so|but|and\s+(?:i|we)\b))"
    # "my players are all coworkers so gothic horror might be a lot": what may follow from it
    r"|\s+(?=so\s+(?!i\b|we\b)(?:\S+\s+){1,4}?(?:might|may|could|would|probably|maybe|perhaps)\b)"
    # "im on my phone between meetings so just give me the numbers": what to do for it
    r"|,?\s+(?=so\s+(?:(?:just|pls|please|can\s+you|could\s+you)\s+)*(?:give|tell|send|show|keep"
    r"|make|list|answer|skip|write|do)\b)"
)


_HEAD_CUT = re.compile(
    r"\s+(?:(?:so|and|but)\s+)?(?:if|unless|in\s+case|whether)\s+"
    r"|\s+(?:and|but)\s+(?=(?:i|i'm|i've|we|we're)\b)",
    _I,
)


def _head(clause: str) -> str:
    """`clause` up to a condition or a new subject ("... and I love it").

    A subject the user shares is no cut: "my new gf lotte and I are going away".
    """
    for cut in _HEAD_CUT.finditer(clause):
        if not p.PAIRED_SUBJECT.fullmatch(clause, 0, cut.start()):
            return clause[: cut.start()]
    return clause


def _first_clause(text: str) -> str:
    """`text` up to the end of its clause: a question or request after a comma is cut."""
    return _CLAUSE_END.split(text, maxsplit=1)[0].strip(" ,.!")


@lru_cache(maxsize=1024)
def _told(clause: str) -> str | None:
    # Cached: a sentence whose first told clause `disclosure` read is read again, whole, by
    # `disclosures` when the facts beside it are gathered (`told_facts._more_told`).
    words = p.WORD.findall(clause.lower())
    if not 4 <= len(words) <= _MAX_WORDS or hedged(clause) or p.ELLIPTIC.search(clause):
        return None
    if _HYPOTHETICAL.search(_ASIDE.sub("", clause)) is not None:
        # "(thirty years at the same hospital, imagine)": an aside in brackets wonders
        # about nothing the clause states.
        return None
    if _plain(clause) and life_news(clause):
        return h.canonical(_as_household(clause))
    # Past the news, the verb decides most clauses for a few set look-ups; every test
    # below only returns None and all are pure, so asking it first changes no answer.
    verb = _verb(clause, words)
    if verb is None or verb not in _SELF_VERB_SET:
        return None
    if verb in _OWN_ONLY and _MAKE_IDIOM.search(clause) is not None:
        return None
    if (
        _NOT_ABOUT_LIFE.match(clause) is not None or _EFFORT.search(clause) is not None
    ) and not _standing_exception(clause):
        return None
    doing = _PROGRESSIVE.match(clause)
    if (
        doing is not None
        and doing.group("verb").lower() not in _LASTING_ING
        and _UNDER_WAY_NOW.match(clause) is None
    ):
        return None
    if _VAGUE.search(clause) is not None or _CREDENTIAL.search(clause) is not None:
        return None
    if verb in _PAST and _SPAN.search(clause) is None:
        return None
    return h.canonical(_as_household(clause))


def _as_household(clause: str) -> str:
    """A "we" clause of family, pets or home speaks for the household, not the user's team."""
    return household(clause, home=_HOME.search(clause) is not None)


_HOME = screened(
    r"\b(?:live|lived|living|moved|relocated|emigrated|adopted|rescued|fostered|fostering)\b", _I
)
"""Verbs of a home or of taking in an animal: "we adopted a greyhound" is the household's."""


def _standing_exception(clause: str) -> bool:
    """A clause the conversation-talk screens would drop that still states the user's life."""
    return _WORK_TOPIC.match(clause) is not None or (
        _USED_FOR_LONG.match(clause) is not None and _SPAN.search(clause) is not None
    )


def _plain(clause: str) -> bool:
    """Whether `clause` is a plain statement: not vague, no credential, not someone's effort."""
    return (
        _VAGUE.search(clause) is None
        and _CREDENTIAL.search(clause) is None
        and _EFFORT.search(clause) is None
    )


def _verb(clause: str, words: list[str]) -> str | None:
    """The word after the clause's subject ("I", "we", "my son Omar", "our team")."""
    first = words[0]
    if first in {"i", "we"}:
        # "I currently make 118k": the verb after an adverb of frequency or time.
        rest = [w for w in words[1:3] if w not in _ADVERBS]
        return rest[0] if rest else None
    if first in {"i'm", "we're"}:
        return "'m"
    if first in {"i've", "we've"}:
        return "'ve"
    owner = _OWNER.match(clause)
    if owner is None:
        return None
    rest = clause[owner.end() :].split()
    # "my son Omar is ...", "my left knee has ...", "our team ships ...": the verb may follow a
    # name or a second noun; take the first word that is one.
    for word in ([owner.group("next")] if owner.group("next") else []) + rest[:2]:
        low = word.lower().strip(",.")
        if low in _OWN_ONLY:
            return None  # "my dogs make me happy": a feeling, not what the user makes
        if low in _SELF_VERB_SET or low in {"is", "are", "goes", "turned", "turns", "lives"}:
            return "are" if low in {"is", "goes", "turned", "turns", "lives"} else low
    return None
