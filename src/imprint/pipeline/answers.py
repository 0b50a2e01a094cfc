"""A short answer to the agent's question about the user ("Which Python?" -> "3.8, sadly.")."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from imprint.pipeline import patterns as p
from imprint.pipeline.facts import HEDGE
from imprint.pipeline.screened import screened

_I = re.IGNORECASE


_QUESTION_ABOUT_USER = re.compile(
    r"^(?:and\s+|so\s+)?(?:(?:roughly|approximately|about|quickly|briefly|first|also|just)\s+)?"
    r"(?:which|what|where|how\s+(?:many|much|long|old|often)|when|who"
    # "How do you usually carb-load?": the user's own way of doing it
    r"|how\s+do\s+you\s+(?:usually|normally|typically|generally|tend\s+to)"
    # "How do you sign your client emails?": the user's own way with a thing of theirs
    r"|how\s+do\s+(?:you|u)\s+(?!(?:feel|think|want|see|like\s+(?:it|this|that))\b)[a-z]+(?:\s+(?:off|up|out|in|on))?\s+(?:your|yours)\b"
    r"|do\s+you|are\s+you|have\s+you|is\s+(?:it|your|the|this)|does\s+(?:your|the|it)"
    r"|can\s+you\s+tell\s+me)\b[^?]{0,120}\?",
    _I,
)
_NOT_ABOUT_USER = screened(
    r"\b(?:help\s+(?:you|with)|can\s+i\s+(?:help|do|make|get|write|create|draft|put\s+together)|"
    + p.OFFER_ASK
    + r"|working\s+on\s+today|are\s+we\s+(?:working|doing)"
    # an opening's question: "What would be useful right now?", "What's on the workbench?"
    r"|what\s+would\s+be\s+(?:most\s+)?(?:useful|helpful)|what\s+(?:shall|should)\s+we"
    r"|what'?s\s+on\s+the\s+(?:list|agenda|workbench|menu|cards|docket)|what'?s\s+the\s+(?:task"
    r"|question)"
    r"|what'?s\s+up|what\s+(?:happened|went\s+wrong)|anything\s+else|how\s+(?:did|was|is|are)\s+(?:it|the|that|things|your\s+"
    r"(?:day|weekend|trip))|how'?s\s+(?:it|the|that|things)|what\s+do\s+you\s+think"
    r"|which\s+(?:one|option|version\s+of\s+(?:the|this))|sound\s+good|make\s+sense|ready\s+to"
    r"|on\s+your\s+mind|what\s+(?:are|is)\s+(?:it|the\s+\w+)\s+about|who'?s\s+going\s+to\s+read"
    r"|what\s+(?:are\s+you|are\s+we)\s+(?:working|cooking|doing|writing|making|building"
    r"|tackling|fixing|looking\s+at)"
    # "what did you think?" asks for a reaction; "what did you earn last year?" for a fact
    r"|what\s+did\s+you(?!\s+(?:earn|make|bill|charge|pay|spend|study|major\s+in|score|weigh"
    r"|run|finish|clock|get\s+paid))|how\s+(?:was|did|is|are)\b|which\s+(?:one|do\s+you\s+(?:like|prefer|want))"
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
    r"|what\s+(?:is|was)\s+your\s+(?:reaction|impression)|how\s+do\s+you\s+see"
    # how something felt, or a picture asked for: no fact of the user's life to keep
    r"|what\s+(?:was|is)\s+it\s+like|are\s+you\s+feeling|how\s+(?:are\s+you\s+)?feeling"
    r"|(?:any|some)\s+(?:photos|pics|pictures|screenshots)"
    # a session's opener: "What's on the list today?", "What brings you here?"
    r"|on\s+the\s+(?:list|agenda|docket|cards)|what\s+brings\s+you|what'?s\s+on\s+today)\b",
    _I,
)
_NAMES_IT = re.compile(
    r"^(?:it'?s|its|it\s+is)\s+(?:an?|the)\s+(?!(?:bit|lot|little|good|great|nice|fine|long|hard"
    r"|tough|mess|pain|joke|question|shame|pity|problem|thing|way|few|couple|must|no|big)\b)"
    r"[\w'-]+",
    _I,
)
"""An answer naming what the thing asked about is ("its a peugeot px-10 from like 72"),
not a remark on it ("it's a bit much")."""
_ANSWER_BAD = re.compile(
    r"^(?:yes|yeah|yep|no|nope|nah|sure|ok|okay|thanks|thank|hello|hi|hey|hiya|maybe|idk|not\s+sure|both"
    r"|either|neither|none|the\s+(?:first|second|last)|option|can\s+you|could\s+you|please"
    r"|what|how|why|hmm|lol|haha|(?:ha|hah|heh)(?=\s*(?:[.!,?]|$))|lmao|omg|ugh|trying|want|wanna|need|looking|just|help|explain|write|give|show"
    r"|tell|make|find|fix|check|draft|summari[sz]e|translate|let's|let\s+me|i'?ll|i\s+will|i\s+think"
    r"|i\s+guess|it\s+depends|not\s+really|nothing|something|anything|that'?s|those|these|this"
    r"|it'?s|it\s+is|wow|sounds|looks|i\s+(?:like|love|really|haven'?t|have\s+not|hadn'?t|appreciate"
    r"|agree|think|was|wasn'?t|will|would|can|could|might|may|hope|wish|feel|totally|definitely"
    r"|absolutely)|absolutely|definitely|totally|good|great|awesome|amazing|interesting|oh|ah|aw"
    r"|not\s+yet|yet|so|also|well|honestly|actually"
    # a greeting or a moment asked for before the answer comes: "morning, give me a sec"
    r"|(?:good\s+)?(?:morning|afternoon|evening)|gm|one\s+sec|give\s+me\s+a|gimme|hold\s+on|brb)\b",
    _I,
)

_SO_THEN = re.compile(
    r"^so\s+(?!(?:i|we|you|u|it|that|this|these|those|anyway|yeah|yes|no|what|how|why|ok|okay"
    r"|basically|like|um+|uh+)\b)(?=[\w-]+(?:\s+[\w-]+){0,3}\s*(?:[,.!]|$))",
    _I,
)
"""A second sentence naming what the first answer leads to ("so google colab")."""
_OR_UNSURE = re.compile(
    r"\bor\s+(?:\w+\s+)?(?:maybe|perhaps|possibly)\b|\bnot\s+sure\b|\bor\b[^,]*$", _I
)
"""An answer left open ("Tuesdays, or maybe wednesdays"): no clause of it is sure."""
_AFTER_STATEMENT = re.compile(r"(?<=[.!])\s+")
_SENTENCES = re.compile(r"(?<=[.!?])\s+")
_AFTER_WORDS = 30
"""At most this many words may follow the agent's question ("... which timezone are you in?
Cron on most schedulers runs in UTC."): more, and the question is not what the user answers."""
_SELF_ANSWERED = re.compile(
    r"(?:you|your|mostly|usually|probably|often|most\s+likely|it'?s|that'?s|the\s+answer"
    r"|answer|because|simple)\b",
    _I,
)
"""A remark that answers the agent's own question ("What do you get if you run it twice?
You get a duplicate key error."): the question was rhetorical."""
_YOU = re.compile(
    r"\b(?:you|your|you're|yours|she|he)\b"
    # "which city is the shop in?": a thing of the user's the agent names with "the", asked
    # where, how big, how old or what kind it is
    r"|^\W*(?:which|what)\s+(?:city|town|country|area|part|kind|type|size|breed|model|make|year)"
    r"\s+(?:of\s+\w+\s+)?(?:is|are|was)\s+the\s+\w+"
    r"|^\W*(?:where|how\s+(?:big|old|large|many\s+\w+))\s+(?:is|are|was)\s+the\s+\w+",
    _I,
)
"""The user, or a thing or person of theirs the agent just spoke of ("where is she berthed?",
"which city is the shop in?")."""


_ASKED_AS_STATEMENT = re.compile(
    r"(?:^|^[^.!?]{0,60}?[,\s]\s*)(?:(?:so|first|ok(?:ay)?|great|thanks)[,\s]+)?"
    r"(?:i(?:'ll|\s+will|'d|\s+would)?\s+need|i'?d\s+need\s+to\s+know|tell\s+me|let\s+me\s+know"
    r"|give\s+me)\s+your\s+(?P<what>(?:(?:current|exact|full|usual|rough|approximate|home|work"
    r"|starting|typical|average|date\s+of)\s+)*(?:body\s*weight|weight|height|age|birthday|birth"
    r"|shoe\s+size|size|inseam|waist|measurements|address|postcode|post\s+code|zip(?:\s+code)?"
    r"|email(?:\s+address)?|phone(?:\s+number)?|number|name|budget|income|salary|rate|location"
    r"|city|town|time\s*zone|pronouns|level|grade|score|pace|goal|deadline|due\s+date"
    r"|resting\s+heart\s+rate|ftp|max|one\s+rep\s+max|1rm))\s*[.!]?$",
    _I,
)
"""The agent asking for one of the user's details without a question mark ("To set your
calories I need your current bodyweight.", "Tell me your shoe size.")."""


def asked_as_statement(sentence: str) -> str | None:
    """The detail of the user's an agent's sentence asks for without a question mark, or None."""
    m = _ASKED_AS_STATEMENT.match(sentence.strip())
    return None if m is None else m.group("what").strip()


@lru_cache(maxsize=64)
def _last_question(agent_output: str) -> str | None:
    """The agent's last question, when only a short remark or none follows it."""
    # Cached: the reading asks it twice of a turn (of its first sentence, then of the rest),
    # and splitting a long agent message into sentences is most of its cost.
    sentences = _SENTENCES.split(agent_output.strip())
    if sentences and not sentences[-1].rstrip().endswith("?"):
        last = sentences[-1].strip()
        if asked_as_statement(last) is not None:
            return last  # "To set your calories I need your current bodyweight."
    for index in range(len(sentences) - 1, -1, -1):
        if sentences[index].rstrip().endswith("?"):
            after = " ".join(sentences[index + 1 :])
            asked = _AFTER_STATEMENT.split(" ".join(sentences[: index + 1]))[-1]
            if after and (
                len(after.split()) > _AFTER_WORDS
                or not _YOU.search(asked)
                or _SELF_ANSWERED.match(after)
            ):
                return None  # a remark after a question not about the user, or its answer
            return asked
    return None


_COMMA_LEAD = re.compile(
    r"^[^?,:]{0,60},\s+(?=(?:(?:roughly|approximately|about|quickly|briefly|first|also|just)\s+)?"
    r"(?:can\s+you\s+tell\s+me|what|which|where|when|who|how\s+(?:many|much"
    r"|long|old|often)|do\s+you|are\s+you|have\s+you)\b[^,]*\?\s*$)",
    _I,
)
"""A lead-in before the question: "To help plan your week, can you tell me about your job?"."""
_WH_QUESTION = re.compile(r"^(?:and\s+|so\s+)?(?:which|what|where|when|who|how)\b", _I)
_NOD = re.compile(r"^(?:yeah|yep|yes|yup|ok|okay|um+|uh+)\b[,.!]*\s+(?=\w)", _I)
"""A nod opening an answer to a wh-question: the answer is what follows it."""


_QUESTION_LEAD = screened(r"^[^?:]{0,80}:\s+(?=\w[^:]*\?\s*$)")
_ASKS_FOR_DETAIL = re.compile(
    r"^(?:and\s+)?(?:what|which)\s+(?:name|email(?:\s+address)?|address|phone\s+number|title"
    r"|pronouns|time\s*zone|city|town|country)\s+(?:should|do|would|shall)\s+(?:i|you|we)\b"
    r"|^(?:and\s+)?what\s+(?:should|shall|can|do)\s+i\s+call\s+you\b",
    re.IGNORECASE,
)
"""A question for one of the user's details, though the agent asks what it should do with it
("What name should I sign it with?")."""


_ACK = (
    r"(?:ah|oh|ooh|aw|haha+|hehe|lol|hmm+|ok(?:ay)?|so|well|thanks|thank\s+you|thx|ty|cheers|great"
    r"|nice|cool|sure|of\s+course|good\s+(?:q|question|point)|long\s+story|fair|right|hi|hey"
    r"|hello|hiya|yes|yeah|yep|yup)"
)
_OPENER = re.compile(rf"^\W*{_ACK}(?:[\s,]+{_ACK})*[\s,.!]*(?:$|[.!]+\s*(?=\w))", _I)
"""Thanks or a nod that opens a reply before the answer ("thanks!! beagle, 9", "haha long
story. night porter at a hotel in Bath"): it is no answer, nor the end of one."""


_TURNS_AWAY = re.compile(
    r"^\W*(?:anyway|anyhow|back\s+to|btw|by\s+the\s+way|moving\s+on|on\s+another\s+note"
    r"|unrelated|separately|also\s+(?:can|could)|next\s+(?:thing|question|up))\b",
    _I,
)
"""What turns to another matter after thanks: what follows answers nothing."""


def openers(sentences: tuple[str, ...]) -> int:
    """How many sentences open the reply with only thanks or a nod ("thanks!! beagle, 9")."""
    count = 0
    while count < len(sentences) and _only_opener(sentences[count]):
        count += 1
    return count


def _only_opener(sentence: str) -> bool:
    opener = _OPENER.match(sentence)
    return opener is not None and not sentence[opener.end() :].strip()


def _past_openers(sentences: tuple[str, ...]) -> list[str]:
    """The reply's sentences from the first that is more than an opener, without its opener."""
    rest = list(sentences[openers(sentences) :])
    if not rest:
        return rest
    opener = _OPENER.match(rest[0])
    if opener is not None:
        rest[0] = rest[0][opener.end() :]  # "haha long story. night porter at ..."
    if _TURNS_AWAY.match(rest[0]):
        return []  # "thanks. anyway, back to the spreadsheet": no answer at all
    return rest


class Answer(NamedTuple):
    """The agent's question, the reply's answer to it, and the value a "no" to it retires."""

    question: str
    text: str
    replaces: tuple[str, ...] = ()


_STILL = re.compile(
    r"^(?:and\s+|so\s+)?(?:are\s+you\s+|is\s+(?:your|the)\s+team\s+|you\s+)?still\s+(?:on|at|in"
    r"|using|with|running|doing|working\s+(?:at|on|with|for))\s+(?:the\s+)?(?P<value>[^?]{1,60}?)\s*\?",
    _I,
)
"""A question whether the user still has a value ("Still on Asana?", "are you still at
Brightwell?"): a "no" to it retires the value."""
_NEW_VALUE_WORDS = 2
"""Words a "no" must be followed by to name what holds now ("nope, Linear these days")."""
_PAUSED = re.compile(
    r"^\W*(?:(?:i'?m\s+|we'?re\s+)?(?:on\s+(?:a\s+)?(?:holiday|vacation|leave|break|hold|pause)|taking\s+a"
    r"\s+break|off\s+(?:this|for|until|till)|away|paused|just|not\s+(?:today|now|this))|for\s+now)\b",
    _I,
)
"""A "no" that only pauses the value ("no, taking a break this month"): nothing is retired."""
_NOT_ANY_MORE = re.compile(
    r"^\W*(?:no|nope|nah|not\s+any\s*more|no\s+longer)\b(?!\s+(?:idea|clue|worries))[,.!\s-]*", _I
)


def answered_fact(reply_sentences: tuple[str, ...], agent_output: str) -> Answer | None:
    """The question and its answer when the reply answers the agent's question about the user.

    A "no" to a question whether the user still has a value ("Still on Asana?" "nope,
    Linear these days") answers with what they have now, and retires the value asked about.
    """
    question = _last_question(agent_output)
    if not reply_sentences or question is None:
        return None
    # "Before I suggest anything: which OS are you on?", "To plan your week, can you tell me
    # about your job?": the question after its lead-in.
    question = _COMMA_LEAD.sub("", _QUESTION_LEAD.sub("", question))
    still = _STILL.match(question)
    if (
        _QUESTION_ABOUT_USER.search(question) is None
        and still is None
        and asked_as_statement(question) is None
    ):
        return None
    # "what hardware are you on, and how are jobs scheduled?": the first part decides
    first = question.split(", and ", 1)[0]
    if _NOT_ABOUT_USER.search(first) and not _ASKS_FOR_DETAIL.match(question):
        return None
    answer: list[str] = []
    replaces: tuple[str, ...] = ()
    for sentence in _past_openers(reply_sentences):
        no = _NOT_ANY_MORE.match(sentence) if still is not None and not answer else None
        rest = sentence[no.end() :] if no is not None else ""
        if still is not None and len(rest.split()) >= _NEW_VALUE_WORDS and not _PAUSED.match(rest):
            # "nope, Notion these days"; not "nope, on holiday for two weeks"
            sentence = rest
            replaces = (still.group("value").lower(),)
        if not answer and _WH_QUESTION.match(question):
            # "yeah auckland, NZ time": the nod before an answer to "which timezone?"
            sentence = _NOD.sub("", sentence, count=1) or sentence
        so = _SO_THEN.match(sentence) if answer else None
        if so is not None:
            # "a chromebook lol. so google colab, i cant install anything": what follows from it
            sentence = sentence[so.end() :]
        if _FOR_TODAY.search(sentence):
            # "got the afternoon off, so just for today give me a 2 hour session": what is
            # asked for this once answers nothing about the user
            break
        ask = _ASKS_AGENT.search(sentence)
        if ask is not None:
            # "tilly's 6th, sat 14th at the village hall. she begged me for it to rhyme so
            # just for this one can you do it as a poem": the answer ends where the ask begins
            if answer:
                break
            sentence = _ASK_LEAD.sub("", sentence[: ask.start()])
            if not sentence.strip():
                break
        hedged = HEDGE.search(sentence)
        if hedged is not None and not answer and not _OR_UNSURE.search(sentence):
            # "weekends only, day trips around puget sound, maybe 2-3 overnights": the
            # clauses before the hedge answer for sure
            clause = sentence[: hedged.start()].rsplit(",", 1)
            sentence = clause[0].strip() if len(clause) == 2 and clause[0].strip() else sentence
            hedged = HEDGE.search(sentence)
        if (
            sentence.rstrip().endswith("?")
            or (_ANSWER_BAD.match(sentence) and not _NAMES_IT.match(sentence))
            or hedged is not None
        ):
            break
        answer.append(sentence)
        if len(answer) == 2:
            break
    text = " ".join(answer).strip()
    if not text or len(text.split()) > 40:
        return None
    return Answer(question.strip(), text, replaces)


_ASKS_AGENT = re.compile(
    r"\b(?:can|could|would|will)\s+(?:you|u|ya)\b|\bjust\s+for\s+this\s+(?:one|once|time)\b"
    r"|\bthis\s+time\s+(?:only|round)\b",
    _I,
)
"""An ask to the agent inside the reply: no part of what answers its question."""
_FOR_TODAY = re.compile(
    r"\bjust\s+for\s+(?:today|tonight|now|this\s+(?:once|time|evening|afternoon|morning))\b"
    r"|\b(?:today|tonight)\s+only\b|\bjust\s+this\s+(?:once|time)\b",
    _I,
)
"""A day's ask ("so just for today give me a 2 hour session"): not "for this one", which
names what the rule is for in a scope ("MLA 9 for this one")."""
_ASK_LEAD = re.compile(r"(?:[\s,;:-]+(?:so|and|but|then|pls|please))*[\s,;:-]*$", _I)
_DID_YOU_DECIDE = re.compile(
    r"\b(?:did|have|has)\s+(?:you|you\s+two|you\s+both|you\s+guys|y'?all|the\s+(?:team|family"
    r"|two\s+of\s+you))\s+(?:(?:finally|already|ever|both)\s+)?(?:decided?|pick(?:ed)?|chose|chosen|choose"
    r"|settled?|go(?:ne)?\s+with|went\s+with|made\s+(?:a|the|your)\s+(?:call|decision|choice))\b"
    r"(?:\s+(?:on|with|for|about|between))?\s*(?P<what>[^?]{0,60}?)"
    r"(?:\s+in\s+the\s+end|\s+yet|\s+then|\s+after\s+all)?\s*\?",
    _I,
)
"""The agent asking whether the user has decided ("Did you two decide on the preschool?")."""
_NAMED_ALONE = re.compile(
    r"^(?!(?:no|nope|nah|not|maybe|still|both|neither|either|none|i|we|it|that|this|they"
    r"|the\s+(?:first|second|other)|hmm+)\b)(?P<name>[\w.+#/'&-]+(?:\s+[\w.+#/'&-]+){0,3})[.!]*$",
    _I,
)
"""An option named alone, a few words without a verb ("Little Acorns.", "the Old Mill")."""


_NO_PICK = frozenset(
    """haven't havent working ugh don't dont soon sort kinda kind tomorrow today tonight
    yesterday later not too maybe probably still just almost nearly hopefully sadly honestly
    dunno idk nothing none both neither either my some it that this yes yeah yep no
    nope nah""".split()
)
"""First words of a reply that names no pick ("Haven't had time", "Soon hopefully")."""


def _a_name(text: str) -> bool:
    """Whether `text` names an option: capitalised words, no verb of the reply's own."""
    words = text.split()
    if not words or words[0].lower().strip("!.,") in _NO_PICK:
        return False
    if any("n't" in w.lower() or w.lower().endswith("ing") for w in words):
        return False
    return any(w[:1].isupper() for w in words)


def answered_pick(sentences: tuple[str, ...], agent_output: str) -> tuple[int, str] | None:
    """`(index, content)` of a choice the reply names when the agent asked whether it was made.

    "Did you two decide on the preschool?" "Yes! Little Acorns. The walk won." decides
    the preschool. A "no", a hedge or a sentence with a verb ("we're still torn") decides
    nothing.
    """
    question = _last_question(agent_output)
    asked = _DID_YOU_DECIDE.search(question) if question is not None else None
    if asked is None:
        return None
    skipped = openers(sentences)
    if skipped >= len(sentences):
        return None
    first = sentences[skipped]
    opener = _OPENER.match(first)
    text = first[opener.end() :] if opener is not None else first
    text = _NOD.sub("", text.strip(), count=1)  # "yep, the Old Mill"
    named = _NAMED_ALONE.match(text)
    if named is None or HEDGE.search(text) or not _a_name(named.group("name")):
        return None
    what = asked.group("what").strip()
    lead = f"Decided on {what}" if what else "Decided"
    return skipped, f"{lead}: {named.group('name').strip().rstrip('.!')}."
