"""A polite request made lasting by the reason given for it ("I don't think in cups")."""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline import patterns as p
from imprint.pipeline.directions import points_only
from imprint.pipeline.screened import screened
from imprint.pipeline.spec_sheets import names_standard
from imprint.pipeline.statements import Statement, rule_statement
from imprint.pipeline.subjects import subjects_in

VERBISH = re.compile(
    r"\b(?:i|we|you|he|she|they|is|are|was|were|be|have|has|had|do|does|did|will|would|can|could"
    r"|should|want|need|like|please)\b",
    re.IGNORECASE,
)
"""Words that make a clause of a fragment: a sentence with none is a bare list or name."""
POLITE_REQUEST = re.compile(
    r"^(?:(?:hey|hi|oh|ok(?:ay)?|so|also|and|btw|(?:quick|one|another|small)\s+(?:thing|q|question"
    r"|request))\W+){0,2}(?:can|could|would|will)\s+(?:you|u)\s+"
    r"(?:please\s+|pls\s+|just\s+|only\s+|like\s+|maybe\s+|also\s+)*"
    r"(?P<what>(?:do|use|give|write|show|list|put|switch\s+to|stick\s+to|keep|answer|reply"
    r"|respond|talk|speak)\b[^?]{2,80}?)"
    # "can u give pace in km pls": the please ends the ask as a question mark would
    r"(?:(?:,?\s+(?:please|pls))?\s*\?+|,?\s+(?:please|pls|plz)\s*[.!]*)$",
    re.IGNORECASE,
)
"""A polite ask ("can you do metric please?"), which lasts only with a reason that does."""
_PLEASE_DO = re.compile(
    r"^(?:(?:ok(?:ay)?|so|and|also|oh)\W+)?(?P<what>(?:do|use|give|write|show|list|put"
    r"|switch\s+to|stick\s+to|keep)\s+(?!(?:a|an|the|this|that|these|those|it|one|another|my|some)\b)"
    r"[^?,;.]{2,60}?)\s*,?\s*(?:please|pls|plz)\b",
    re.IGNORECASE,
)
"""An imperative asked with a please ("do inches and fractions pls, ..."), its reason after."""
_PLEASE_VALUE = re.compile(
    r"^(?:(?:ok(?:ay)?|so|and|also|oh)\W+)?(?P<what>[\w/-]+(?:\s+[\w/-]+)?)\s*,?\s*(?:please|pls|plz)\b",
    re.IGNORECASE,
)
"""A value asked for bare ("imperial please, we're in the US"): kept only for the form of
answers (units, spelling, dates...), as "use <value>"."""
_LASTING_REASON = p.Folded(
    r"\b(?:i|we)\s+(?:don'?t|do\s+not|never|can'?t|cannot)\s+(?:think|work|read|measure|cook|count"
    r"|use|do)\s+(?:in|with)\b|\b(?:nobody|no\s+one|everyone|everybody)\s+(?:here|around\s+here"
    r"|where\s+i\s+live|in\s+(?:my|our|this)\s+\w+)\b|\b(?:my|our)\s+[\w-]+(?:\s+[\w-]+){0,3}\s+(?:don'?t|doesn'?t"
    r"|do\s+not|does\s+not|can'?t|cannot|won'?t|only)\s+(?:do|does|take|takes|show|shows|support"
    r"|supports|display|displays|go|goes)\b|\b(?:i|we)\s+(?:always|usually|only)\s+(?:use"
    r"|work|think|read|measure|cook)\b|\b(?:i'?m|i\s+am)\s+(?:not\s+)?used\s+to\b|\bwhere\s+i"
    r"\s+(?:live|work|am\s+from)\b|\b(?:i'?m|i\s+am)\s+(?:colou?r-?blind|dyslexic|blind|deaf"
    r"|(?:a\s+)?non-native|not\s+a\s+native)|\b(?:doesn'?t|don'?t|does\s+not|do\s+not|won'?t"
    r"|never)\s+(?:compute|click|make\s+sense|work)\s+(?:in|for|with)\s+(?:me|my\s+(?:head|brain))\b"
    r"|\bmy\s+(?:brain|head)\s+(?:only\s+)?(?:thinks|works|does)\s+in\b"
    # "i read these on my phone on the bus": where the answers are read, every time
    r"|\b(?:i|we)\s+(?:mostly\s+|usually\s+|always\s+|only\s+)?read\s+(?:these|them|this|your"
    r"\s+(?:answers|replies)|it|everything)\s+on\s+(?:my|a)\s+(?:phone|mobile|tablet|kindle|watch"
    r"|small\s+screen)\b"
    # "decimal degrees are useless to me", "cups mean nothing to me"
    r"|\b(?:is|are|'s|'re)\s+(?:totally\s+|completely\s+|basically\s+|just\s+)?(?:useless|no\s+use"
    r"|meaningless|gibberish)\s+to\s+me\b|\bmeans?\s+nothing\s+to\s+me\b|\bmy\s+[\w-]+(?:\s+[\w-]+)?"
    r"\s+(?:is|are|'s)\s+(?:all\s+)?(?:set\s+(?:to|in)\s+)?(?:imperial|metric|in\s+(?:inches|cm|mm|feet"
    r"|pounds|kg|grams|celsius|fahrenheit)|km|kilometres|kilometers|miles|celsius|fahrenheit)\b|\bthat'?s\s+(?:how|what)\s+i\s+(?:like|want|prefer|need)"
    r"(?:\s+(?:it|them|things|from\s+you))?\s+(?:in\s+general|always|every\s+time|generally|from\s+now\s+on)\b"
    # "letters confuse me every time", "i learned music in italy": how the user was taught
    r"|\b(?:confuses?|throws?|trips?)\s+(?:me|us)(?:\s+(?:up|off))?\s+(?:every\s+(?:single\s+)?time"
    r"|all\s+the\s+time|always)\b|\b(?:i|we)\s+(?:learned|learnt|was\s+taught|were\s+taught|trained)"
    r"\s+(?:\w+\s+){0,2}?in\s+(?!(?:school|class|college|uni|university)\b)[a-z]+",
    needs=(
        *("confuse", "throw", "trip", "learned", "learnt", "taught", "trained"),
        *("don", "not", "never", "can", "body", "one", "always", "usually", "only", "used"),
        *("doesn", "won"),
        *("where", "blind", "dyslexic", "deaf", "native", "that"),
        *("compute", "click", "sense", "work", "brain", "head", "imperial", "metric"),
        *("useless", "use", "meaningless", "gibberish", "nothing"),
        *("km", "kilometres", "kilometers", "miles"),
        *("inches", "cm", "mm", "feet", "pounds", "kg", "grams", "celsius", "fahrenheit"),
        "read",
    ),
)
"""A reason that holds beyond this turn: how the user always works, where they live."""
_FORM_REASON = screened(
    r"\b(?:every\s+(?:single\s+)?time|each\s+time|all\s+the\s+time|always|i\s+live\s+in"
    r"|(?:i'?m|we'?re)\s+(?:in|from|based\s+in)\s+(?:the\s+)?(?!(?:a|an|my|our|bed|class|work|charge|pain"
    r"|hurry|rush|meeting|meetings|traffic|town|school|hospital|trouble|love|shock|bits|tears)\b)"
    r"[a-z](?![^.;!?]*\bfor\s+(?:the|a|this|our|my)"
    r"\s+(?:trip|week|weekend|holiday|holidays|conference|month|summer|visit))"
    r"|(?:here|over\s+here)\s+in\s+[A-Z])",
    re.IGNORECASE,
)
"""What makes a request about the form of answers last: every time, or where the user lives."""
_IN_LANGUAGE = re.compile(
    r"\b(?:answer|reply|respond|talk|speak|write)\s+(?:to\s+)?(?:me\s+)?(?:only\s+)?in\s+"
    r"(?:spanish|german|french|portuguese|italian|chinese|mandarin|japanese|korean|russian"
    r"|dutch|polish|turkish|arabic|hindi|swedish|english|greek|ukrainian)\b",
    re.IGNORECASE,
)
"""A request for the language of the answers, which holds for the conversation."""
_ABOUT_FORM = frozenset(
    ("units", "date_format", "spelling", "answer_language", "tone", "length", "emoji")
)
"""Subjects of a request about how answers are written or measured."""
_WAY_OF_HELP = re.compile(
    r"\b(?:hints?|nudges?|clues?|pointers|steps|explanations?|guidance|feedback)\b[^?.!]{0,30}"
    r"\b(?:(?:and|but)\s+)?(?:not|instead\s+of|rather\s+than)\s+(?:just\s+)?(?:the\s+|a\s+)?"
    r"(?:full|whole|complete|entire|straight|final)?\s*(?:answers?|solutions?|code|walkthroughs?"
    r"|spoilers?)\b"
    # "itineraries as a day by day list, not big paragraphs": one form of writing over another
    r"|\bas\s+(?:a\s+|an\s+)?(?:[\w-]+\s+){0,4}(?:list|bullets?|bullet\s+points|table|steps|points"
    r"|summary|paragraphs?|outline)\s*,?\s+(?:and\s+)?not\s+(?:as\s+)?(?:a\s+|an\s+)?(?:[\w-]+\s+)?"
    r"(?:paragraphs?|prose|essays?|walls?\s+of\s+text|lists?|tables?|bullets?|blocks?)\b",
    re.IGNORECASE,
)
"""A kind of help asked for against the one not wanted: "hints and not the full answer",
"as a day by day list, not big paragraphs"."""
_FOR_KIND = re.compile(
    r"\b(?:for|in|on|to)\s+(?:all\s+(?:of\s+)?)?(?:my|our)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:messages|msgs|emails|commits|posts|captions|tickets|titles|reports|invoices|letters"
    r"|replies|prs|docs|summaries|updates|newsletters|descriptions|subject\s+lines|tweets"
    r"|slides|decks|changelogs|release\s+notes|comments|reviews|quotes|listings|bios|headlines)"
    r"(?=\s*(?:\?|,|\.|$|(?:please|pls|plz|from\s+now(?:\s+on)?|going\s+forward)\b))",
    re.IGNORECASE,
)
"""An ask for a kind of writing the user keeps needing, which lasts as long as they do:
"can you do conventional commits format for my commit messages?". Their notes or files
("for my notes?") are as often the ones at hand."""
_REASON_AFTER = re.compile(r",\s+(?=(?:i|i'm|im|we|we're|my|our|because|since|cos|as)\b)", re.I)
"""Where a reason follows an ask in its sentence: ", i read them on my phone"."""
_ASKS_MORE = re.compile(r"^\W*(?:and|but|also|plus|pls|please)\b|n't\b|\bnot\b", re.I)
"""A sentence after the ask that asks something more ("and pls don't spoil anything"), not
the detail of the ask ("grams and celsius")."""
_NO = re.compile(r"\bno\b", re.I)
"""A "no" after an ask asks something more too ("no spoilers"), except after an ask for a
form, whose detail may say what it has none of ("all lowercase, no period at the end")."""
_DO_THING = re.compile(r"^do\s+(?=[\w/-]+(?:\s+(?:and|&|\+|or)\s+[\w/-]+)?\s*$)", re.I)
"""A bare "do X" asked for: kept as "use X"."""


def request_with_reason(sentences: tuple[str, ...], taken: set[int]) -> Statement | None:
    """A polite request made lasting by the reason given for it.

    "can you do metric please? grams and celsius. I don't think in cups" asks for this
    answer, but the reason (how the user always thinks, what nobody where they live does)
    holds for every answer: it is a standing rule.
    """
    reason = next((s for s in sentences if _LASTING_REASON.found(s)), None)
    form_only = False
    if reason is None:
        # "can you answer me in Spanish?": the language of answers is asked for good
        reason = next((s for s in sentences if _IN_LANGUAGE.search(s) is not None), None)
    if reason is None:
        # "could you write times as 24h? I live in Norway": a request about the form of
        # answers lasts when the user says where they live or that it is every time.
        reason = next((s for s in sentences if _FORM_REASON.search(s) is not None), None)
        form_only = True
    if reason is None:
        # "can you just give me hints and not the full answer?": the kind of help, against
        # the kind not wanted, holds for the questions to come
        reason = next((s for s in sentences if _WAY_OF_HELP.search(s) is not None), None)
        form_only = False
    if reason is None:
        # "can you do conventional commits for my commit messages?": the ask is for every one
        reason = next(
            (s for s in sentences if _FOR_KIND.search(s) and POLITE_REQUEST.match(s.strip())),
            None,
        )
        form_only = True
    if reason is None:
        return None
    for index, sentence in enumerate(sentences):
        # "mate I'm in Australia, can you give me temps in celsius?": the ask may follow
        # its reason in the same sentence.
        # "can you do itineraries as a list, not paragraphs, i read them on my phone": the ask
        # may also end where its reason begins
        why = _REASON_AFTER.search(sentence)
        m = (
            POLITE_REQUEST.match(sentence.strip())
            or POLITE_REQUEST.match(sentence.rsplit(",", 1)[-1].strip())
            or _PLEASE_DO.match(sentence.strip())
            or (POLITE_REQUEST.match(sentence[: why.start()].strip() + "?") if why else None)
        )
        bare = None if m is not None else _PLEASE_VALUE.match(sentence.strip())
        if bare is not None and _ABOUT_FORM.intersection(subjects_in(bare.group("what"))):
            m = bare
            form_only = True
        if index in taken or m is None:
            continue
        what = _DO_THING.sub("use ", m.group("what").strip(" ,"))
        if m is bare:
            what = f"use {what}"
        if form_only and not (names_standard(what) or _ABOUT_FORM.intersection(subjects_in(what))):
            continue
        tail = sentences[index + 1].strip() if index + 1 < len(sentences) else ""
        if (
            tail
            and tail != reason
            and len(tail.split()) <= (8 if form_only else 6)
            and not VERBISH.search(tail)
            and not _ASKS_MORE.search(tail)
            and (form_only or not _NO.search(tail))
        ):
            what = f"{what}: {tail.rstrip('.!')}"
        content = h.canonical(what)
        if content is None or points_only(content):
            return None
        source = sentence if reason == sentence else f"{sentence} {reason}"
        return rule_statement(content, sentence, source=source)
    return None


_WISHED = re.compile(
    r"^\W*(?:(?:honestly|also|and|but|tbh|oh|ok(?:ay)?|so|generally|in\s+general)\W+)*"
    r"(?:(?:i'?d|i\s+would)\s+(?:really\s+|much\s+|so\s+)?(?:love|like|appreciate|prefer)\s+it"
    r"|it\s+would\s+(?:really\s+)?(?:be\s+(?:great|nice|helpful|ideal|good|amazing|lovely|better)"
    r"|help(?:\s+a\s+lot)?))\s+if\s+(?:you|u)\s+"
    r"(?!(?:(?:could|would)\s+)?(?:help|helped|looked|look|checked|check|found|find|sent|send"
    r"|booked|book|made|make|wrote|write)\s+(?:me|us|this|that|it|a|an)\b)"
    r"(?:could\s+|would\s+)?[a-z]+\b[^?]{2,120}$",
    re.IGNORECASE,
)
"""A wish for how the agent works ("I'd love it if you cited sources when you make claims",
"it would be great if you could use metric"); not a piece of work wished for ("it would be
great if you could help me with ...")."""
_LASTS = re.compile(
    r"\b(?:always|never|every|each\s+time|whenever|when(?:ever)?\s+(?:you|u)\s+\w+|from\s+now\s+on"
    r"|going\s+forward|in\s+(?:the\s+)?future|by\s+default|in\s+general|generally)\b",
    re.IGNORECASE,
)
"""What makes a wished way of working last."""


_NEEDED_EACH_TIME = re.compile(
    r"^\W*(?:(?:honestly|also|and|but|tbh|oh|ok(?:ay)?|so)\W+)*(?:what\s+i\s+(?:do\s+|really\s+"
    r"|actually\s+)?(?:need|want)\s+(?P<when>every\s+(?:single\s+)?time|each\s+time|always|in\s+every"
    r"\s+(?:answer|reply|response))\s+(?:is|are)\s+(?P<what>[^?,;]{2,80}?)(?:\s*[,;][^?]*)?"
    r"|i\s+(?:always\s+|really\s+|do\s+)?(?:need|want)\s+(?P<what2>(?!(?:to|you|u|it|this|that|help)\b)"
    r"[^?]{2,60}?)\s+(?P<when2>every\s+(?:single\s+)?time|each\s+time|in\s+every\s+(?:answer|reply"
    r"|response)))\s*[.!]*$",
    re.IGNORECASE,
)
"""What the user needs in each answer: "what i DO need every time is torque specs"."""


def wished_way(sentence: str) -> str | None:
    """A lasting way of working the user wishes the agent had, as content, or None.

    "I'd love it if you cited sources when you make claims" is read as it is said, in the
    third person; one with nothing that makes it last ("I'd appreciate it if you cited
    that one") is a request for the answer at hand. "what I need every time is torque
    specs" is kept as the need it states.
    """
    needed = _NEEDED_EACH_TIME.match(sentence.strip())
    if needed is not None:
        what = (needed.group("what") or needed.group("what2")).strip()
        when = (needed.group("when") or needed.group("when2")).lower()
        return h.canonical(f"I need {what} {when}")
    if "if" not in sentence.lower() or _WISHED.match(sentence.strip()) is None:
        return None
    if _LASTS.search(sentence) is None:
        return None
    return h.canonical(sentence)


_JOINED_ON = r"^\W*(?:and|also|plus|oh\s+and)\s+"
"""How a sentence joins itself to the ask before it ("and ...", "oh and ...")."""
_AND_ASK = re.compile(
    _JOINED_ON + r"(?:(?:pls|please|always|then)\s+)*(?P<ask>(?:mention|add"
    r"|include|put|end|start|sign|close|finish|open|tag|link|say)\b[^?]{3,120}?)\s*[.!]*$",
    re.IGNORECASE,
)
"""An ask joined to the one before it: "and mention bookings are via the link in bio"."""


_AND_ALLOWED = re.compile(
    _JOINED_ON + r"(?P<ask>(?:[\w-]+\s+){0,2}?[\w-]+\s+(?:is|are)\s+(?:totally\s+|"
    r"completely\s+)?(?:fine|ok|okay|allowed|welcome)\b[^?]{0,80}?)\s*[.!]*$",
    re.IGNORECASE,
)
"""A standard allowed, joined to the ask before it: "and contractions are fine"."""


def ask_continued(sentence: str) -> str | None:
    """The ask `sentence` adds to a standing ask said just before it, as a rule, or None.

    "for all my captions: max 3 hashtags, no sparkle emojis. and mention bookings are via the
    link in bio": the joined ask holds for every caption too. The caller asks only of a
    sentence right after one read as a standing rule.
    """
    m = _AND_ASK.match(sentence)
    if m is None:
        allowed = _AND_ALLOWED.match(sentence)
        if allowed is None or not names_standard(allowed.group("ask")):
            return None
        # "and contractions are fine, dont make me sound stiff": a standard allowed with it
        return h.canonical(allowed.group("ask"))
    return h.canonical(m.group("ask"))
