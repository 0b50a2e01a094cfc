"""Two things said in one breath, read as two sentences: an ask and a fact, two facts, a question.

"Font grades please, not V grades, I climb in Europe and V means nothing to me" asks for
one thing and tells another; read whole, neither the rule nor the fact has its shape (the
rule ends in a clause about the user, the fact opens with an ask). Cut where the user's
own clause begins after a short "please" ask, each is read as what it is. Only an ask for a
way of answering is cut off (one that sets something aside, "not V grades", or names a
setting: units, a language, a currency); a task asked ("standup summary pls, im joan"), an
ask for this time, or a clause that makes the ask passing ("for the trip") stays whole.
"""

from __future__ import annotations

import re

from imprint.pipeline.disclosures import momentary
from imprint.pipeline.filler import strip_filler
from imprint.pipeline.one_off import marks_one_off
from imprint.pipeline.patterns import IMPERATIVE_VERB, QUESTION_HEAD, ROLE_NOUNS, SUPPOSING
from imprint.pipeline.spec_sheets import bare_standard
from imprint.pipeline.subjects import subjects_in
from imprint.pipeline.temporal import bounded, temporary
from imprint.pipeline.topic_change import ROLE_HEAD

__all__ = ["ask_apart", "facts_apart", "question_apart", "told_after_question"]

_ASK_THEN_TOLD = re.compile(
    r"^(?P<ask>[^,.;:!?()]{2,50}?\b(?:please|pls|plz)(?:\s*,\s*not\s+[^,.;:!?()]{1,40})?)"
    r"\s*,\s+(?P<told>(?:and\s+)?(?:i|i'm|im|i've|we|we're|we've"
    # "my watch is set to km": a thing of the user's; not someone ("my flatmate is coeliac")
    r"|(?:my|our)(?=\s+(?:watch|phone|laptop|screen|oven|scales?|printer|car|bike|computer|tape"
    r"|keyboard|tablet|kindle|tv|hob|thermometer|app|device|monitor|machine)\b))\b[^?]{6,})$",
    re.IGNORECASE,
)
_ASK_WORDS = ("please", "pls", "plz")
_IN_UNITS = re.compile(
    r"\bin\s+(?:min(?:utes)?\s+per\s+|mins?\s+/\s*)?(?:km|kms|kilomet(?:re|er)s?|miles|mph|kph|celsius"
    r"|fahrenheit|grams|ounces|oz|cups|litres|liters|metres|meters|feet|inches)\b",
    re.IGNORECASE,
)
"""An ask for the units of answers ("pace in min per km pls"): a way of answering."""
_DOING_NOW = re.compile(r"^(?:and\s+)?(?:i'?m|im|we'?re|i\s+am|we\s+are)\s+\w+ing\b", re.IGNORECASE)
"""What the user is doing at the moment ("I'm pasting into an old CMS"): the ask is for it."""
_USES_IT = re.compile(
    r"^(?:and\s+)?(?:i|we)\s+(?:just\s+|usually\s+|always\s+)?(?:paste|copy|put|drop|import|load"
    r"|open|print|send|forward|read|use|stick|screenshot)\s+(?:it|them|these|this|that|those)\b",
    re.IGNORECASE,
)
"""What the user does with the answer ("csv pls, i paste it straight into excel"): the reason
for the ask, said with it."""
_CONTRAST = re.compile(r",\s*not\s", re.IGNORECASE)
_PASSING = re.compile(
    r"\bfor\s+(?:the|this|our|my|a)\s+(?:trip|holiday|vacation|visit|stay|conference|event|week"
    r"|weekend|month|project)\b|\b(?:today|tonight|right\s+now|at\s+the\s+moment|on\s+my\s+phone"
    r"|in\s+a\s+rush|on\s+the\s+(?:train|bus|go)|driving|in\s+a\s+meeting)\b",
    re.IGNORECASE,
)
"""A clause that makes the ask before it one for now, not one to split off and keep."""


_TOLD_SO_ASK = re.compile(
    r"^(?:\W*(?:works|worked|ok(?:ay)?|thanks|great|cool|nice|perfect|yeah|yes|amazing)[!.,]*\s+)*"
    r"(?:but\s+)?(?P<told>\W*(?:i'm|im|i\s+am|i've|ive|i|we'?re|we've|we|my|our)\b[^,;:?]{4,80}?),?\s+so\s+"
    r"(?P<ask>(?:(?:pls|please|plz|kindly)\s+|(?:can|could|would|will)\s+(?:you|u)\s+"
    r"(?:please\s+|pls\s+)?)?(?P<verb>[a-z]+)(?!\s+(?:i|we|you|u|it|this|that)\b)\s+(?!\w+ing\b)"
    r"[^?]{3,}?)\s*[?.!]*$",
    re.IGNORECASE,
)
"""What the user is, then "so" and an ask it leads to ("im still learning so pls put a
comment on each line", "my eyes are bad so use big fonts")."""


_STANDING_THEN_WHY = re.compile(
    r"^(?P<ask>(?=[^,]{0,200}?\b(?:whenever|every\s+time|each\s+time|always|never|from\s+now\s+on"
    r"|going\s+forward|in\s+future|when\s+(?:you|u)\s+\w+)\b)[^?]{8,200}?\b(?:you|u|me|my|them"
    r"|it)\b[^?]{0,200}?)(?:\s*,\s*|\s+)(?P<why>(?:(?:i|we)\s+(?:\w+\s+)?(?:forward|send|print|paste"
    r"|read|share|use|need|show|post)\b|(?:that'?s|thats)\s+(?:how|what|why)\b|cause\b|cos\b"
    # "..., metric please, I'm in Europe": where the user is says why
    r"|(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:(?:now|currently|based|living|over|out)\s+)?"
    r"(?:in|from)\s+(?-i:[A-Z])"
    r"|because\b|since\s+(?:i|we|my|our)\b)[^?]{4,})$",
    re.IGNORECASE,
)
"""A standing ask, then why the user wants it ("whenever you compare quotes for me just do a
table, i forward these to my husband", "sign it 'Jess' thats how everyone knows me")."""


_HEADS_UP = re.compile(
    r"^(?P<ask>[^?]{8,200}?)\s*[,;]\s*(?:(?:and|also|oh|plus)\s+)*(?:(?:a\s+)?heads[\s-]+up"
    r"|fyi|btw|just\s+so\s+you\s+know|for\s+context|by\s+the\s+way)\b[\s:,-]*"
    r"(?P<told>(?:i|i'm|im|i've|we|we're|we've|my|our)\b[^?]{6,})$",
    re.IGNORECASE,
)
"""An ask, then news marked as such ("can you plan meal prep for next week, also heads up
im off grid from the 20th to the 23rd"): what is told is read on its own."""


_AND_THEN = re.compile(r",\s+and\s+", re.IGNORECASE)


def _asks_in_a_row(sentence: str) -> tuple[str, str] | None:
    """Two ways of answering asked in one breath, each with its why, cut at ", and".

    "pls grams not cups, cups mean nothing to me, and oven temps in celsius, my oven doesnt
    do fahrenheit": read whole, only the last ask is kept. Both halves must open on a way
    of answering (`bare_standard` reads it), the first must give its own why after a comma
    (without one, "kg and cm for everything pls, and 24h clock, the drivers read 2:30 PM as
    night" is one ask with one why), and neither may be for this time only.
    """
    for joint in _AND_THEN.finditer(sentence):
        first, second = sentence[: joint.start()], sentence[joint.end() :]
        if "," not in first:
            continue
        head_first = strip_filler(first.split(",")[0])
        head_second = second.split(",")[0]
        if (
            bare_standard(head_first) is not None
            and bare_standard(head_second) is not None
            and not marks_one_off(sentence)
        ):
            return (first.strip() + ".", second[0].upper() + second[1:])
    return None


def ask_apart(sentence: str) -> tuple[str, ...]:
    """`sentence` cut around a short ask beside a clause about the user.

    The ask may come first ("csv pls, i paste it into excel") or follow the clause that
    leads to it ("I'm new to this so explain each step"); news marked "heads up" or "fyi"
    after an ask is read apart from it.
    """
    low = sentence.lower()
    if ", and " in low:
        both = _asks_in_a_row(sentence)
        if both is not None:
            return both
    if "heads" in low or "fyi" in low or "btw" in low or "by the way" in low or "so you" in low:
        marked = _HEADS_UP.match(sentence.strip())
        if marked is not None and ("you" in marked.group("ask").lower() or "pl" in low):
            told = marked.group("told")
            return (marked.group("ask").strip(" ,;") + ".", told[0].upper() + told[1:])
    if " so " in low:
        led = _reason_then_ask(sentence)
        if led is not None:
            return led
    why = _STANDING_THEN_WHY.match(sentence.strip()) if "," in low or "that" in low else None
    if why is not None:
        told = why.group("why")
        return (why.group("ask").strip(" ,") + ".", told[0].upper() + told[1:])
    if not any(word in low for word in _ASK_WORDS):
        return (sentence,)
    m = _ASK_THEN_TOLD.match(sentence.strip())
    if m is None:
        return (sentence,)
    ask, told = m.group("ask"), m.group("told")
    if not (_CONTRAST.search(ask) or subjects_in(ask) or _IN_UNITS.search(ask)) or marks_one_off(
        ask
    ):
        return (sentence,)  # "standup summary pls, im joan": a task asked, not a way to answer
    if (
        temporary(told)
        or bounded(told)
        or _PASSING.search(told) is not None
        or _DOING_NOW.match(told) is not None
        or _USES_IT.match(told) is not None
    ):
        return (sentence,)  # "metric please, we're in the UK for the trip": the ask is for now
    told = told[4:] if told.lower().startswith("and ") else told
    return (ask.strip() + ".", told[0].upper() + told[1:])


def _reason_then_ask(sentence: str) -> tuple[str, str] | None:
    """The clause about the user and the ask after its "so", or None."""
    m = _TOLD_SO_ASK.match(sentence.strip())
    named = False  # a way of writing named bare, which lasts as it stands
    if m is None or IMPERATIVE_VERB.match(m.group("verb")) is None:
        form = _TOLD_SO_FORM.match(sentence.strip())
        if form is None or bare_standard(_AND.split(form.group("ask"), maxsplit=1)[0]) is None:
            return None
        # "im dyslexic so short sentences and no walls of text pls": a way of writing asked
        # for by its name
        m, named = form, True
    told, ask = m.group("told").strip(), m.group("ask")
    if temporary(told) or bounded(told) or _PASSING.search(told) is not None or momentary(told):
        return None  # "im on my phone so keep it short", "i'm cooking so just list the steps"
    # What the user is lasts, so the ask it leads to does: read apart, it is marked so
    # ("pls put a comment on each line" alone asks for one answer)
    lasting = "" if named or _LASTING.search(ask) else " from now on"
    return (
        told + ".",
        ask[0].upper() + ask[1:] + lasting + ("?" if sentence.rstrip().endswith("?") else "."),
    )


_LASTING = re.compile(
    r"\b(?:always|never|every|each|from\s+now\s+on|going\s+forward|in\s+future|whenever|anymore"
    r"|any\s+more|by\s+default)\b",
    re.IGNORECASE,
)
"""An ask that already says it lasts."""
_TOLD_SO_FORM = re.compile(
    r"^(?:\W*(?:fyi|btw|ok(?:ay)?|so)[!.,:]*\s+)*(?P<told>\W*(?:i'm|im|i\s+am|i've|ive|i|we'?re"
    r"|we've|we|my|our)\b[^,;:?]{4,80}?),?\s+so\s+(?P<ask>[a-z][^?,;:]{2,80}?)\s*,?\s*"
    # "I've moved to the US so imperial from now on": the ask said to last, in place of "pls"
    r"(?:please|pls|plz|(?:from\s+now\s+on|going\s+forward)(?:\s+(?:please|pls|plz))?)"
    r"[.!]*$",
    re.IGNORECASE,
)
"""What the user is, then "so" and a way of writing named bare ("im dyslexic so short
sentences and no walls of text pls", "we've moved to the US so imperial from now on")."""
_AND = re.compile(r"\s+(?:and|&|\+)\s+", re.IGNORECASE)


_AND_I = re.compile(
    r"(?:,\s*|\s+)and\s+(?=(?:i'm\s+on|i\s+am\s+on|i'm\s+an?|i\s+am\s+an?|i'm\s+now|i\s+am\s+now"
    r"|i\s+take|i\s+use"
    r"|i\s+work|i\s+live|i\s+run|i\s+also"
    # "I run a SaaS for yoga studios and we take payments through Paddle": the business, then
    # a tool of it that may change alone
    r"|we(?:'re|\s+are)\s+on|we\s+(?:take|use|host|deploy|process|bill|run\s+on))\b)",
    re.IGNORECASE,
)
_AFTER_ROLE = re.compile(
    # "cloud architect at a fintech, I'm in Dublin so ...", "associate dentist, based in Bath":
    # where the user is, after what they do, may change alone
    r",\s+(?=(?:(?:i'm|i\s+am|we're|we\s+are)\s+(?:(?:now|currently|based|living)\s+)?"
    r"(?:in|out\s+of)|based\s+(?:in|out\s+of)|(?:i|we)\s+live\s+in)\s+(?!the\b|a\b|an\b)\w)"
    # "manager at a boutique, currently on a project for Vireo": the engagement of the moment
    r"|,\s+(?=(?:(?:i'm|i\s+am)\s+)?(?:currently|presently|right\s+now)\s+(?:on|doing|working"
    r"\s+on|placed\s+(?:at|with)|seconded\s+to|contracting\s+(?:at|for))\s+\w)"
    # "architect at a small practice, we draw everything in ArchiCAD": the tool of the work
    r"|,\s+(?=(?:i|we)\s+(?:draw|design|build|write|code|model|edit|do)\s+(?:everything|it\s+all"
    r"|all\s+(?:of\s+)?(?:our|my)\s+\w+)\s+(?:in|on|with)\s+\w)",
    re.IGNORECASE,
)
_ROLE_OPENING = re.compile(
    r"^\W*(?:(?:i'm|i\s+am|im)\s+)?(?:(?:a|an)\s+)?(?:[\w-]+\s+){0,3}?(?:"
    + ROLE_HEAD
    + "|"
    + "|".join(sorted(ROLE_NOUNS, key=len, reverse=True))
    + r")s?\b"
    r"(?:\s+(?:at|for|in|with)\b|,)",
    re.IGNORECASE,
)
"""A reply opened by what the user does ("cloud architect at a fintech,", "I'm a GP,"): where
they are or what they work in may follow it as a clause of its own (`_AFTER_ROLE`)."""
_OWN_OPENING = re.compile(
    r"^\W*(?:i'm|im|i've|ive|i\s+am|i\s+have|i|we'?re|we've|we\s+are|we\s+have|we)\b", re.IGNORECASE
)
_AND_TROUBLE = re.compile(
    r",?\s+and\s+(?=(?:since\s+\w+\s+|now\s+|suddenly\s+|today\s+|lately\s+)?(?:the|my|our|it|its"
    r"|every|all|some)\b[^.;]{0,80}?\b(?:won'?t|can'?t|cannot|doesn'?t|isn'?t|aren'?t|keeps?|stopped"
    r"|broke|broken|fails?|failing|failed|crash\w*|errors?|erroring|hangs?|freez\w*|froze)\b)",
    re.IGNORECASE,
)
"""The joint before what went wrong, after what the user has ("..., and the bridge won't open")."""
_NEGATED = re.compile(r"\b(?:not|never|no|n't)\b|n't\b", re.IGNORECASE)
_MY_OPENING = re.compile(r"^\W*(?:my|our)\s+\w", re.IGNORECASE)
_AND_THIS = re.compile(
    r",?\s+and\s+(?=(?:this|that|it)(?:'s|\s+is|\s+was|\s+has)\s+(?:already|now|only|just|still)\b)",
    re.IGNORECASE,
)
"""The joint before a remark on the thing at hand, after what the user has ("our budget is
85k and this is already 41k before plumbing")."""


def facts_apart(sentence: str) -> tuple[str, ...]:
    """Two statements about the user joined by "and I ..." read as two sentences.

    "I've got Crohn's and I'm on Humira injections every fortnight" tells two facts; kept
    apart, a later "moved me onto Stelara after the Humira stopped working" retires the
    second and leaves the first.
    """
    low = sentence.lower()
    if " and " not in low and ", " not in low:
        return (sentence,)
    # "big change since we last talked: we hired two writers and I'm now the docs lead"
    text = strip_filler(sentence) or sentence
    if text.rstrip().endswith("?"):
        return (sentence,)  # "i make 82k and im saving for a house, how much ...?": one ask
    if _ROLE_OPENING.match(text) is not None:
        m = _AFTER_ROLE.search(text) or _AND_I.search(text) or _for_a_while(text)
    elif _OWN_OPENING.match(text) is not None:
        m = _AND_I.search(text) or _for_a_while(text)
        trouble = None if m is not None else _AND_TROUBLE.search(text)
        if trouble is not None and not _NEGATED.search(text[: trouble.start()]):
            # "we're on Dentally and since yesterday the xray bridge won't open images": what
            # the user runs, then what broke in it
            m = trouble
    elif _MY_OPENING.match(text) is not None:
        # "our total budget ... is 85k and this is already 41k": the fact, then a remark
        m = _AND_THIS.search(text)
    else:
        return (sentence,)
    if m is None or len(text[: m.start()].split()) < 3 or len(text[m.end() :].split()) < 3:
        return (sentence,)
    joined = text[: m.end()] + text[m.end() :].split(",", 1)[0]
    if m.re is not _AND_TROUBLE and _NEGATED.search(joined):
        # "I'm not vegan and I'm not vegetarian either": one statement; a "no" in a later
        # clause ("..., so no morning sessions") is that clause's own
        return (sentence,)
    rest = text[m.end() :]
    if _SUBJECTLESS.match(rest) or _DROPPED_I.match(rest):
        rest = "I'm " + rest  # "..., based in Bath": what the user is, told without "I'm"
    return (text[: m.start()].rstrip(" ,") + ".", rest[0].upper() + rest[1:])


_AND_THEN_I = re.compile(
    r"(?:,\s*|\s+)and\s+(?=(?:i'm|im|i\s+am|i'll\s+be|i\s+will\s+be|we're|we\s+are|we'll\s+be"
    r"|we\s+will\s+be)\s"
    # "im on the renal ward this block and doing nights until the 7th": the "I'm" left out
    r"|(?:doing|working|covering|on)\s)",
    re.IGNORECASE,
)


def _for_a_while(text: str) -> re.Match[str] | None:
    """The joint before a clause that holds for a while only, after one that lasts.

    "I look after 40 postgres clusters, all patroni, and I'm primary on-call this week":
    the week ends and the clusters stay, so each is a statement of its own.
    """
    for m in _AND_THEN_I.finditer(text):
        if bounded(text[m.end() :]) and not bounded(text[: m.start()]):
            return m
    return None


_DROPPED_I = re.compile(r"(?:doing|working|covering|on)\s", re.IGNORECASE)
"""A clause after "and" that goes on with the user left out ("and doing nights until ...")."""
_SUBJECTLESS = re.compile(r"(?:based|currently|presently|right\s+now)\b", re.IGNORECASE)


_QUESTION_AFTER = re.compile(
    r",\s+(?=(?:so\s+|and\s+|but\s+)?(?:how|what|which|where|when|why|who|can|could|would"
    r"|should|do|does|is|are|any|anything|will|shall|am|did|was|were|have|has|isn'?t|aren'?t"
    r"|don'?t|doesn'?t|didn'?t|worth|ok(?:ay)?\s+to|good\s+idea|better\s+to|possible\s+to"
    # "..., cheap ways to keep heat in?": the ask said as what is sought
    r"|(?:cheap|cheapest|best|good|easy|easiest|quick|simple|fun|healthy|safe)\s+(?:ways?|ideas?"
    r"|options?|tips?|things?|places?|recipes?|fixes|meals?|activities)|ideas|tips|suggestions"
    # "..., what should i ask for, money or equity?": a question of two parts
    r"|recs|recommendations|thoughts|advice|options)\b[^,]*(?:,[^,]*)?\?\s*$)",
    re.IGNORECASE,
)
_UNMARKED_QUESTION_AFTER = re.compile(
    r",\s+(?=(?:so\s+|and\s+|but\s+)?(?:whats|what'?s|what\s+(?:is|are|should|do|does|would|can)"
    r"|hows|how'?s|how\s+(?:do|does|should|can|would|long|much|many|often)|which\s+(?:one|should"
    r"|would)|any\s+(?:tips|ideas|advice|suggestions|recs|thoughts)|can\s+(?:you|u)|could\s+(?:you|u)"
    r"|would\s+(?:you|u))\b[^,]*$)",
    re.IGNORECASE,
)
"""A question after a comma that ends the sentence without its mark ("..., whats good tonight")."""
_SO_ASKED = re.compile(
    r"\s+so\s+(?=(?:maybe|perhaps|could\s+(?:you|u)|can\s+(?:you|u)|should\s+(?:i|we)|do\s+(?:i|we)"
    r"|how|what"
    # "i run 3x a week so ngl ive been wondering about maybe a triathlon??": the wondering asks
    r"|(?:(?:ngl|tbh|honestly|lately|recently)\s+)*(?:i'?ve|ive|i\s+have)\s+been\s+(?:wondering"
    r"|thinking|debating|toying)|(?:(?:ngl|tbh|honestly)\s+)*(?:i'?m|im|i\s+am)\s+(?:wondering"
    r"|thinking\s+about|debating|curious))\b[^?,]*\?+\s*$)",
    re.IGNORECASE,
)
"""A question asked after "so", without a comma ("I walk my dog Otis at 7 anyway so maybe
build round that?")."""
_NOT_A_STATEMENT = re.compile(
    r"^\W*(?:if|when|whenever|unless|before|after|once|since|whether|in\s+case|say|suppose"
    r"|let'?s\s+say|lets\s+say|assuming|assume|imagine|hypothetically|what\s+if|for\s+an?|like"
    r"|as\s+if|pretend)\b"
    # "but say we got a second dog, would she ...?": a case supposed after a joining word
    r"|^\W*(?:but|and|so|ok(?:ay)?|hmm+|also)\W+" + SUPPOSING + r"\b",
    re.IGNORECASE,
)


def question_apart(sentence: str) -> tuple[str, ...]:
    """A statement and the question asked after its comma, read as two sentences.

    "our docs site is in Docusaurus and I want versioned docs for v2 and v3, how I do
    this?" states the site's tool before it asks; whole, the question mark hid the
    statement. Chat often drops the mark: "i still observe at the allotment though, whats
    good tonight". A condition ("if I move to Leeds, what's the council tax?") stays whole.
    """
    marked = sentence.rstrip().endswith("?")
    m = _SO_ASKED.search(sentence) if marked else None
    if m is None and "," not in sentence:
        return (sentence,)
    m = m or (_QUESTION_AFTER if marked else _UNMARKED_QUESTION_AFTER).search(sentence)
    if m is None:
        return (sentence,)
    head, asked = sentence[: m.start()].strip(), sentence[m.end() :]
    if len(head.split()) < _HEAD_WORDS or len(asked.split()) < _ASKED_WORDS:
        return (sentence,)  # "I switched to neovim last month, any tips?" is read whole
    if _NOT_A_STATEMENT.match(head) or head.endswith("?"):
        return (sentence,)
    if _ERASING.search(asked):
        return (sentence,)  # "the thing i told you about my meds, can you wipe it?": one ask
    if QUESTION_HEAD.match(head):
        return (sentence,)
    return (head + ".", asked)


_HEAD_WORDS = 4
_ASKED_WORDS = 3
"""Words a question needs to be cut off: "any tips?" is read with the statement before it."""
_ERASING = re.compile(
    r"\b(?:forget|delete|erase|remove|wipe|drop|scrap|purge|clear|get\s+rid)\b", re.IGNORECASE
)
"""A question asking to erase what the statement before it names: the two are one request."""


_TOLD_AFTER = re.compile(
    r",\s+(?P<told>(?:and\s+)?(?:he'?s|hes|she'?s|shes|it'?s|its|they'?re|theyre|there'?s|theres"
    r"|we'?re|were(?=\s+(?:in|on|a|an|the|all|both|renting|moving))|i'?m|im|i\s+(?:have|had|do|did"
    r"|work|live|run|ride|go|use|am|own|teach|take|send|fly|drive|keep|can'?t|don'?t)"
    r"|(?:he|she|they|we)\s+(?:has|have|had|is|are|was|lives?|loves?|works?|goes|go|uses?|gets?"
    r"|keeps?|can'?t|won'?t|doesn'?t|don'?t)"
    # "..., he restores old scooters in our garage": someone named in the question, doing
    r"|(?:he|she)\s+(?:just\s+|still\s+|only\s+)?[a-z]{3,}(?:es|s)(?=\s)"
    r"|(?:my|our|his|her)\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:is|are|has|have|was|lives|works)"
    r"|(?-i:[A-Z])[a-z]+(?:'s|\s+(?:is|has|was|keeps|lives|loves|gets|goes|needs|hates|can'?t"
    r"|won'?t|doesn'?t)))\b"
    r"[^?]{6,}?)\s*[?.!]*$",
    re.IGNORECASE,
)
"""A statement after a question's comma ("what should i feed Pimento, he's an 11 year old
lurcher with dodgy kidneys"): told about someone or something the question named."""
_TALK_AFTER = re.compile(
    r"^(?:and\s+)?(?:i\s+(?:mean|think|guess|wonder|suppose|know|hope)|it'?s\s+(?:urgent|fine|ok"
    r"|okay|for\s+(?:a\s+)?(?:friend|school|work|a\s+project|homework))|its\s+(?:urgent|fine|ok)"
    r"|i'?m\s+(?:not\s+sure|confused|curious|asking|wondering|stuck|lost)|im\s+(?:not\s+sure"
    r"|confused|curious|asking|wondering|stuck|lost)|thanks|ty)\b",
    re.IGNORECASE,
)
"""What follows a question without telling anything lasting: talk about the asking."""
_NAMED_BACK = re.compile(r"^(?:and\s+)?(?:his|her|their|its)\s+name\b", re.IGNORECASE)
"""A name given to what the question named ("..., her name is Rosa"): read with it."""
_ASKED_POLITELY = re.compile(r"^\W*(?:can|could|would|will)\s+(?:you|u|ya)\b", re.IGNORECASE)
"""A request put as a question ("can u help me write a msg to my landlord, his name is Mr
Haddad"): what follows is the request's context, read whole with it, unless it is the
user's own state (`_OWN_STATE`)."""
_NEGATED_OPENING = re.compile(r"^\W*\w+n'?t\b", re.IGNORECASE)
"""A statement that opens with a negated verb ("can't taste anything with shellfish, I'm
badly allergic"): read whole."""
_OWN_STATE = re.compile(
    r"(?:and\s+)?(?:i'?m|im|i\s+am|i'?ve|i\s+have|we'?re|we\s+are|we'?ve|we\s+have)\s+"
    r"(?!(?:just|only|still|really|so|kinda|a\s+bit|not|trying|going|gonna|looking|hoping"
    r"|wondering|asking|pasting|using|writing|stuck|confused|lost|curious|new\s+to|sending"
    r"|doing\s+this|working\s+on\s+(?:it|this|that))\b)",
    re.IGNORECASE,
)
"""The user's own state told after a request ("can you explain ETFs simply, I'm 58 and new
to this"): a fact of its own, not the request's context; not what the user is doing with
the answer ("I'm pasting it into excel") nor how the asking goes ("I'm stuck")."""


def told_after_question(sentence: str) -> tuple[str, ...]:
    """A question and the statement told after its comma, read as two sentences.

    "how do i stop my pug snoring, Biscuit is 6 and a bit overweight": whole, the sentence
    is a question and nothing of it is kept; the statement after the comma is the user's
    fact. Not talk about the asking ("..., i mean for a beginner", "..., its urgent").
    """
    if (
        QUESTION_HEAD.match(sentence) is None
        or _NEGATED_OPENING.match(sentence) is not None
        or "," not in sentence
    ):
        return (sentence,)
    m = _TOLD_AFTER.search(sentence)
    if m is None:
        return (sentence,)
    if _ASKED_POLITELY.match(sentence) is not None and _OWN_STATE.match(m.group("told")) is None:
        return (sentence,)
    told = m.group("told").strip()
    if _TALK_AFTER.match(told) or _NAMED_BACK.match(told) or len(told.split()) < _ASKED_WORDS:
        return (sentence,)
    asked = sentence[: m.start()].strip()
    return (asked + "?", _named_for_pronoun(told, asked).rstrip(" ?.!") + ".")


_HE_SHE = re.compile(r"^(?:and\s+)?(?P<pronoun>he'?s|hes|she'?s|shes|he|she)\s+", re.IGNORECASE)
_ONE_NAME = re.compile(r"(?<=\s)(?-i:[A-Z][a-z]{2,})\b")
_MY_ONE = re.compile(
    r"\b(?:my|our)\s+(?:[\w-]+\s+){0,2}?(?:husband|wife|partner|son|daughter|dad|mum|mom"
    r"|father|mother|grandad|grandpa|granddad|grandma|gran|nan|nana|brother|sister|boyfriend"
    r"|girlfriend|dog|cat|puppy|kitten|horse|toddler|baby|teenager|mother[\s-]in[\s-]law"
    r"|father[\s-]in[\s-]law)\b",
    re.IGNORECASE,
)


def _named_for_pronoun(told: str, asked: str) -> str:
    """`told` with its opening "he" or "she" put as the one being the question names.

    "what should i feed Pimento, he's an 11 year old lurcher": "Pimento is an 11 year old
    lurcher"; with two names, or none, the pronoun stays.
    """
    m = _HE_SHE.match(told)
    if m is None:
        return told
    names = set(_ONE_NAME.findall(asked))
    mine = [x.group(0) for x in _MY_ONE.finditer(asked)]
    if len(names) == 1 and not mine:
        who = names.pop()
    elif len(mine) == 1 and not names:
        who = mine[0]
    else:
        return told
    verb = "is " if m.group("pronoun").lower().replace("'", "") in ("hes", "shes") else ""
    return f"{who} {verb}{told[m.end() :]}"
