"""A request made lasting by a sentence of its own, and a request behind a concession.

People often ask first and say it lasts after: "no emojis. ever.", "stop with the
exclamation marks. every single time.", "bullets, max five. that's how I want every
answer", "use the house style. and that goes for anything I send you". The marker
sentence says nothing alone; joined to the request it points back at, the request reads
as the standing rule it is. A reason said between the two ("this is a brief, not a
blog post.") is passed over. What the marker sentence adds after a comma (the reason,
"I read you on my phone") stays a sentence of its own.

A request also hides behind praise of the rest: "the content's fine but drop the
exclamation marks", "looks good, but stop bolding everything". The praise is no
instruction and keeps the sentence from being read as one, so it is set aside when what
follows "but" asks for something.
"""

from __future__ import annotations

import re

__all__ = ["merge_markers", "without_concession"]

_I = re.IGNORECASE
_BARE = re.compile(
    r"(?:ever|never|always|from\s+now\s+on|going\s+forward|in\s+future|every\s+time"
    r"|never\s+again|ever\s+again)[.!]*",
    _I,
)
"""A marker alone ("ever."): joined as it is, with a space."""
_LEAD = r"^\W*(?:(?:and|but|so|ok(?:ay)?|also|like|seriously|honestly|please|pls)\W+){0,3}"
_KEEP_IN_MIND_HEAD = (
    _LEAD + r"(?:(?:can|could|will|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:remember|note"
    r"|keep)\s+(?:that|this)"
)
"""An ask to keep what was said in mind ("can u remember that"), before what says how long."""
_WORK = (
    r"(?:give|gives|write|send|make|show|draft|generate|build|create|suggest|explain|answer"
    r"|reply|help|do|code|put\s+together|set\s+up|plan|format|translate|summari[sz]e)"
)
_WORK_NAMED = "{what}"
"""The phrase of the marker that names the work an ask is for ("every time you give me sql")."""
_WORK_TAIL = r"\b(?:\s+(?!(?:it|is|are|was|were|i|they|he|she|we|and|but|so)\b)[\w'-]+){0,6}"
"""What the agent does for the user, in a marker that names the work a request is for, and
the words naming that work (no clause of their own: "every time you give me a list it is
too long" is a complaint)."""
_DO_ALL_LIKE_THAT = re.compile(
    _LEAD + r"(?:do|make|write|format|keep|set\s+up)\s+(?P<what>(?:all|every|any)\s+"
    r"(?:the\s+|my\s+|our\s+|future\s+|other\s+)?[\w-]+(?:\s+[\w-]+)?)\s+(?:like\s+(?:that"
    r"|this)|that\s+way|this\s+way|the\s+same(?:\s+way)?)(?:\s+(?:from\s+now\s+on|going\s+forward"
    r"|pls|please|plz|ok(?:ay)?|thanks|ty|thx))*[.!]*(?=,|$)",
    _I,
)
"""What lasts, named as the work done the way just asked: "do all rotas like that"."""
_MARKERS = (
    (_DO_ALL_LIKE_THAT, "for {what}"),
    # "every single time.", "every time pls", "each and every time"
    (
        re.compile(
            _LEAD + r"(?:(?:do\s+(?:it\s+)?)?(?:(?:exactly\s+|just\s+)?(?:like|as)\s+)?"
            r"(?:that|this|it)\s+)?"
            r"(?:each\s+and\s+)?(?:every|each)\s+(?:single\s+)?"
            r"time(?:\s+(?:pls|please|plz|ok(?:ay)?|thanks|ty|thx))?[.!]*(?=,|$)",
            _I,
        ),
        "every time",
    ),
    # "that's how I want every answer", "that's how I like them from now on"
    (
        re.compile(
            _LEAD + r"that'?s\s+how\s+i\s+(?:want|like|need|prefer)\s+(?P<what>it|them|things|"
            r"(?:(?:every|all|any|my)\s+)?(?!(?:to|you|u|my|this|that|the|your|a|an)\b)[\w-]+(?:\s+(?!from\b)[\w-]+){0,2}?(?=\s+from\s+you|\s*,|[.!]*$"
            r"|\s+(?:always|from\s+now|going\s+forward|every\s+time|in\s+future))|answers|replies)"
            r"(?:\s+from\s+you)?(?:\s+(?:always|from\s+now"
            r"\s+on|going\s+forward|every\s+time|in\s+future))?"
            r"(?:\s+(?:tbh|honestly|pls|please|ok(?:ay)?|thanks|ty|lol|haha|really))*[.!]*(?=,|$)",
            _I,
        ),
        "for {what}",
    ),
    # "keep any investing advice to that", "limit all suggestions to those": the wish before
    # bounds every answer of its kind
    (
        re.compile(
            _LEAD + r"(?:keep|limit|stick)\s+(?P<what>(?:any|all|every|my|the)\s+(?:[\w-]+\s+)?"
            r"(?:advice|suggestions?|recommendations?|ideas|answers|tips|picks|options|plans))\s+"
            r"to\s+(?:that|those|this|these)(?:\s+(?:pls|please|plz|ok(?:ay)?|thanks|ty|thx))?"
            r"[.!]*(?=,|$)",
            _I,
        ),
        "for {what}",
    ),
    # "and that goes for anything legal I send you", "same for all the reports"
    (
        re.compile(
            _LEAD + r"(?:(?:(?:that|this|the\s+same|it|which)\s+)?goes\s+for"
            r"|same\s+(?:goes\s+|deal\s+|applies\s+)?for)\s+"
            r"(?P<what>(?:anything|everything|all|any|every|future)\b[^,.;!?]{0,60})[.!]*(?=,|$)",
            _I,
        ),
        "for {what}",
    ),
    # "APA 7. always, for anything of mine": the label before is what lasts
    (
        re.compile(
            _LEAD + r"always(?:\s*,\s*(?:for|in|with)\s+(?:anything|everything|all|any|every)"
            r"(?:\s+of\s+mine|\s+(?:i|you)\s+\w+|\s+\w+)?)?(?=\s*,|[.!]*$)",
            _I,
        ),
        "always",
    ),
    # "always do that for me", "do it like that always pls"
    (
        re.compile(
            _LEAD + r"(?:always\s+do\s+(?:that|this|it)(?:\s+like\s+that)?|do\s+(?:that|this|it)"
            r"(?:\s+like\s+that)?\s+always)(?:\s+for\s+me)?(?:\s+(?:pls|please|plz|ok(?:ay)?|thanks"
            r"|ty|thx))?[.!]*(?=,|$)",
            _I,
        ),
        "every time",
    ),
    # "can u remember that for next time too", "pls keep that in mind going forward"
    (
        re.compile(
            _KEEP_IN_MIND_HEAD + r"(?:\s+in\s+mind)?(?:\s+for\s+me)?\s+"
            r"(?:(?:for|in)\s+(?:next\s+time|(?:the\s+)?future|future\s+\w+)|going\s+forward"
            # "keep that in mind for all my trips"
            r"|for\s+(?:all|every|any)\s+(?:(?:of\s+)?my\s+)?[\w-]+(?:\s+[\w-]+)?"
            r"|from\s+now\s+on|next\s+time)(?:\s+too|\s+as\s+well)?(?:\s+(?:pls|please|plz"
            r"|thanks|ty|thx))?[?.!]*(?=,|$)",
            _I,
        ),
        "every time",
    ),
    # "every time you give me sql", "whenever u write python for me", "for every table you
    # make me": the work the ask before is for, said after it
    (
        re.compile(
            _LEAD + r"(?P<what>(?:(?:each\s+and\s+)?(?:every|each|any)\s*(?:single\s+)?time"
            r"|whenever)\s+(?:you|u)\s+(?:\w+\s+)?"
            + _WORK
            + _WORK_TAIL
            + r"|for\s+(?:every|each|any|all)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:you|u)\s+"
            + _WORK
            + _WORK_TAIL
            + r")(?:\s+(?:pls|please|plz|ok(?:ay)?|thanks|ty|thx))?[.!]*(?=,|$)",
            _I,
        ),
        _WORK_NAMED,
    ),
    # "not just this one.", "not only here, always"
    (
        re.compile(
            _LEAD
            + r"not\s+(?:just|only)\s+(?:this|here|now|today)(?:\s+(?:one|time))?[.!]*(?=,|$)",
            _I,
        ),
        "every time",
    ),
)
_QUANTIFIED = re.compile(r"(?:every|all|any|anything|everything|future)\b", _I)
_KEEP_IN_MIND = re.compile(_KEEP_IN_MIND_HEAD + r"\b", _I)
"""The marker that asks to keep something in mind, which a statement can take too."""
_STATEMENT = re.compile(
    r"^\W*(?:the|my|our|his|her|their|i'?m|we'?re|i\s+am|we\s+are|he|she|they|it'?s)\b"
    r"(?![^.!?]*\b(?:want|need|prefer|like|please|pls)\b)",
    _I,
)
"""A sentence that tells rather than asks ("the kids are with me this week")."""
_PRONOUNS = frozenset(("it", "them", "things", "answers", "replies"))
_SCREEN = (
    "time",
    " to th",
    "how ",
    "for ",
    "just ",
    "only ",
    "always",
    "forward",
    "from now",
    "whenever",
    " way",
    "like th",
    "same",
)
"""One of these is in every marker the patterns read (a cheap look before them)."""


def _may_mark(text: str) -> bool:
    low = text.lower()
    return any(word in low for word in _SCREEN)


_REASON = re.compile(
    r"^\W*(?:this|that|it|they|these|those|my|our|i|we|he|she|the)\b[^,]*?\b(?:is|are|was|were"
    r"|'s|'re|see|think|get|gets|go|goes)\b"
    # "i weigh literally everything", "i read these on my phone": what the user does, not an ask
    r"|^\W*(?:i|we)\s+(?:(?:literally|really|just|always|usually|only|mostly|basically|never"
    r"|also)\s+)?(?!(?:want|need|prefer|like|would|'d|wanna|will|'ll|am|'m)\b)[a-z]+(?:s|ed)?\b"
    r"(?!\s*\?)"
    # "never have a clue what a cup is", "cant be doing washing up": the user's "I" dropped
    r"|^\W*(?:(?:never|always)\s+)?(?:have|had|got)\s+(?:no|a|any)\s+(?:clue|idea)\b"
    r"|^\W*(?:no|zero)\s+(?:clue|idea)\b|^\W*(?:cant|can't|cannot)\s+be\s+(?:doing|arsed|bothered)\b"
    # "like -- this picks only the nat 20s", "e.g. # loop over rows": an example of the ask
    r"|^\W*(?:like|e\.?g\.?|eg|for\s+example|for\s+instance|something\s+like)\b\W",
    _I,
)
"""A sentence that states why, not what ("this is a brief", "my clients see one"), or shows
an example of what was asked."""


def merge_markers(sentences: tuple[str, ...]) -> tuple[str, ...]:
    """Join each marker sentence to the request it points back at (see the module doc)."""
    merged: list[str] = []
    for sentence in (part for s in sentences for part in _split_inner(s)):
        text = sentence.strip()
        if merged and _BARE.fullmatch(text):
            merged[-1] = f"{merged[-1].rstrip('.!')} {text}"
            continue
        marker = _marker(text) if merged else None
        if marker is None:
            merged.append(sentence)
            continue
        said, rest, names_work = marker
        at = _request_before(merged)
        if names_work and (
            rest or _STATEMENT.match(merged[at].strip()) or _REASON.match(merged[at])
        ):
            # "whenever you make me a quiz, put the key at the end" names the work of the ask
            # after it; "the report was late. every time you send me stuff" is a complaint
            merged.append(sentence)
            continue
        if _DO_ALL_LIKE_THAT.match(text) and (
            _STATEMENT.match(merged[at].strip()) or _REASON.match(merged[at])
        ):
            # "i love it. do all the cards like that": the way of a draft praised, which no
            # rule of words can hold
            merged.append(sentence)
            continue
        if _KEEP_IN_MIND.match(text) and _STATEMENT.match(merged[at].strip()):
            # "the kids are with me this week. remember that for next time": a fact to keep,
            # not an ask made lasting
            merged.append(sentence)
            continue
        if (
            at > 0
            and _GLOSS.match(merged[at].strip())
            and _POLITE_ASK.match(merged[at - 1].strip()) is not None
        ):
            # "in gherkin instead? given/when/then. that's how I want test cases": the
            # gloss belongs to the request before it
            gloss = merged.pop(at).strip().rstrip(".!")
            at -= 1
            merged[at] = f"{_as_ask(merged[at]).strip().rstrip('.!?')} ({gloss})"
        merged[at] = f"{_as_ask(merged[at]).rstrip(' .!')}, {said}."
        if rest:
            merged.append(rest)
    return tuple(merged)


_INNER_STOP = re.compile(r"(?<=[a-z0-9)])[.!]\s+(?=[a-z])", _I)
"""A stop inside what the segmenter kept whole ("three lines max. that's how ...")."""


_INNER_COMMA = re.compile(
    r"(?<=[a-z0-9)]),\s+(?=that'?s\s+how\s+i\b|(?:that|this|the\s+same)\s+goes\s+for\b"
    r"|always\s+do\s+(?:that|this|it)\b"
    r"|same\s+(?:goes\s+|deal\s+|applies\s+)?for\b)",
    _I,
)
"""A comma before a marker that names what lasts ("3 sentences max, that's how I want all of
them"): the request before it is cut off as a sentence, as after a stop."""


def _split_inner(sentence: str) -> tuple[str, ...]:
    """The sentence cut before a marker that follows a stop inside it."""
    if not _may_mark(sentence):
        return (sentence,)
    for m in _INNER_STOP.finditer(sentence):
        tail = sentence[m.end() :]
        if _marker(tail) is not None:
            return (sentence[: m.start() + 1], tail)
    for m in _INNER_COMMA.finditer(sentence):
        tail = sentence[m.end() :]
        if _marker(tail) is not None and len(sentence[: m.start()].split()) >= 2:
            return (sentence[: m.start()] + ".", tail)
    return (sentence,)


def _marker(text: str) -> tuple[str, str, bool] | None:
    """The marker `text` opens with, or None.

    Given as the marker's standing phrase, what follows it, and whether it names the work
    an ask is for ("every time you give me sql") rather than saying the ask lasts.
    """
    if not _may_mark(text):
        return None
    for pattern, phrase in _MARKERS:
        m = pattern.match(text)
        if m is not None:
            what = (m.groupdict().get("what") or "").strip()
            rest = text[m.end() :].lstrip(" ,;").strip()
            if what.lower() in _PRONOUNS:
                return "every time", rest, False  # "that's how I want it": each time asked
            if phrase == "for {what}" and not _QUANTIFIED.match(what):
                what = f"all {what}"  # "that's how I want test cases": all of them
            return phrase.format(what=what), rest, phrase == _WORK_NAMED
    return None


_GLOSS = re.compile(r"^(?=[^/]*/)[\w/+.-]+(?:\s+[\w/+.-]+){0,2}[.!]?$")
"""A few words that gloss the request before them ("given/when/then.")."""
_POLITE_ASK = re.compile(
    r"^\W*(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?(?P<ask>.+?)[?.!]*$", _I
)


_REDONE_IN = re.compile(
    r"^(?:re-?do|rewrite|reformat|redo|do|write|put)\s+(?:it|this|that|them|these|those)(?:\s+again)?"
    r"\s+(?=in\s|with\s|using\s)",
    _I,
)
"""A redo asked in a new form ("redo it in 24 hour clock"): lasting, it is the form to use."""


_A_TIME = re.compile(
    r"(?:the\s+)?(?:morning|afternoon|evening|night|weekend|monday|tuesday|wednesday|thursday"
    r"|friday|saturday|sunday)\b|\d{1,2}(?::\d\d)?\s*(?:am|pm)\b",
    _I,
)


def _as_ask(request: str) -> str:
    """A polite question made the ask it is: "can you do these in gherkin?" -> "do these ...".

    A redo in a new form is said as the form to use: "redo it in 24 hour clock" -> "use 24
    hour clock".
    """
    m = _POLITE_ASK.match(request.strip())
    ask = m.group("ask") if m is not None else request
    redo = _REDONE_IN.match(ask.strip())
    if redo is None:
        return ask
    rest = ask.strip()[redo.end() :].split(None, 1)
    if len(rest) < 2 or _A_TIME.match(rest[1]):
        return ask  # "do it in the morning": when, not a form
    return "use " + rest[1]  # "redo it with bullet points" -> "use bullet points"


def _request_before(merged: list[str]) -> int:
    """The sentence a marker points back at: the last one, past a reason said after it."""
    at = len(merged) - 1
    while at > 0 and _REASON.match(merged[at]) and not _REASON.match(merged[at - 1]):
        at -= 1
    if _POLITE_ASK.match(merged[at].strip()) is None and _TELLS.search(merged[at]):
        # "can you put initials instead? AK, TB etc. it goes on the whiteboard. do that every
        # time": a polite ask a sentence or two back, the rest its examples and reasons
        for back in range(at - 1, max(-1, at - _ASK_REACH - 1), -1):
            if _POLITE_ASK.match(merged[back].strip()) is not None:
                return back
    return at


_ASK_REACH = 2
"""Sentences a polite ask may lie behind the one a marker follows."""
_TELLS = re.compile(
    r"\b(?:it|they|this|that|we|i|he|she|[a-z]+s)\s+(?:\w+\s+)?(?:is|are|goes|go|was|were|has|have"
    r"|never|always|can'?t|cant|don'?t|dont|doesn'?t|won'?t|fit|fits)\b",
    _I,
)
"""A sentence that tells something (a reason, what happens), not a list of what is asked."""


_CONCESSION = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|yeah|yes|so|right)\W+)?(?:(?:the|your|this|that|it|its|it's)\s+)?"
    r"(?:[\w'-]+\s+){0,2}?(?:(?:is|'s|are|was|looks?|seems?|reads?|sounds?)\s+)?(?:mostly\s+|all"
    r"\s+|pretty\s+|really\s+|totally\s+)?(?:fine|good|great|ok(?:ay)?|solid|right|correct|nice"
    r"|perfect|better|spot\s+on)\s*,?\s+but\s+(?=(?:pls|please|plz|can\s+you|could\s+you|stop|quit"
    r"|no|don'?t|never|always|use|keep|make|drop|lose|ditch|cut|avoid|skip|lay\s+off|enough\s+with"
    r"|less|more|get\s+rid)\b)",
    _I,
)
"""Praise of the rest before the request: "the content's fine but drop the bold"."""
_ANSWER_LEAD = re.compile(
    r"^\W*(?:yes|yeah|yep|yup|sure|ok(?:ay)?|sounds\s+good|let'?s\s+do\s+(?:that|it|this))\b"
    r"[^.!?;:]{0,50}?,?\s+but\s+(?=(?:pls|please|plz|can\s+you|could\s+you|stop|no|don'?t|never"
    r"|always|keep|avoid)\b)",
    _I,
)
"""An answer to the agent before the request: "yes, the banana bread, but please use grams"."""


def without_concession(sentence: str) -> str:
    """The sentence without the praise that leads into its request, if it has any."""
    if " but " not in sentence.lower():
        return sentence
    m = _CONCESSION.match(sentence) or _ANSWER_LEAD.match(sentence)
    return sentence[m.end() :] if m is not None else sentence
