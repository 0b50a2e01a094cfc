"""The user's name: introduced ("hey, I'm Priya"), or put right ("It's John, with an h")."""

from __future__ import annotations

import re

from imprint.pipeline.patterns import ROLE_NOUNS
from imprint.pipeline.placenames import KNOWN_PLACES
from imprint.pipeline.topic_change import ROLE_HEAD as _ROLE

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
_IDENTITIES = frozenset(
    """
    american canadian mexican brazilian argentinian colombian chilean peruvian australian
    indian pakistani nigerian kenyan ghanaian egyptian moroccan israeli iranian iraqi syrian
    russian ukrainian belarusian romanian bulgarian hungarian croatian serbian slovenian
    slovakian czech german austrian swiss french belgian dutch italian greek cypriot maltese
    norwegian icelandic korean thai filipino indonesian malaysian singaporean
    european african asian latino latina kiwi aussie brit yank welsh irish scottish
    vegan vegetarian pescatarian catholic muslim jewish buddhist hindu sikh atheist
    agnostic autistic deaf blind gay lesbian bi trans queer straight married single divorced
    widowed retired pregnant diabetic coeliac celiac left right english british spanish
    danish swedish finnish polish turkish kurdish cornish flemish
    japanese chinese vietnamese portuguese taiwanese lebanese sudanese senegalese
    nepalese burmese congolese togolese guyanese
    exhausted bored knackered shattered starving freezing sleepy hungry cold hot sad mad
    grumpy broke skint fuming gutted stoked thrilled hopeless useless rubbish dad mum mom
    team ops admin support sales
    """.split()
)
"""What a person is rather than is called: a nationality, a faith, a diet, a state, a mood,
or who they speak as ("Dad here", "Ops here"). Listed, not guessed from endings: Hamish,
Trish and Reese are names."""
_NO_ONES_NAME = _NOT_NAMES | _IDENTITIES | KNOWN_PLACES
"""What follows "I'm" or comes before "here" without naming the user ("Hi, London here")."""


_NAME_INTRO = re.compile(
    r"(?:^|[,;.!]\s+|\b(?i:hi|hey|hello|hiya|ok|okay|so|oh|and|btw|fyi|also|anyway|well|yeah)"
    r"[,!.]?\s+)(?i:i'?m|i\s+am|this\s+is)\s+"
    r"(?P<name>[A-Z][a-z'\u00c0-\u024f-]{1,30}(?:\s+[A-Z][a-z'\u00c0-\u024f-]{1,30})?)"
    r"(?=\s*(?:[,.;!(]|\s-\s|$|\s+(?i:and|but|here|from|btw|by\s+the\s+way)\b))"
)
_NAME_INTRO_SCREEN = re.compile(r"[msMS\u017f]\s+[A-Z]")
"""In every match of `_NAME_INTRO`: the last letter of "i'm", "i am" or "this is" in any case
("\u017f" is a long s, which matches "s" ignoring case), then the capital of the name. Two
sentences in a hundred have it; the full pattern is tried at every position."""
_NAME_HERE = re.compile(
    r"^(?:(?i:hi|hey|hello|hiya|morning|evening)[,!.]?\s+)?"
    r"(?P<name>[A-Z][a-z'\u00c0-\u024f-]{1,30})\s+here\b(?!\s+(?i:is|are|was|were)\b)"
)
_NAME_FINE = re.compile(
    r"^(?:(?i:ah+|oh+|haha|lol|nah|honestly|please|pls|oh\s+god|ugh)[\s,.!]+)*"
    r"(?i:just\s+)?(?P<name>[A-Z][a-z'\u00c0-\u024f-]{1,30})(?:\s+is|'s)\s+(?:fine|good|great"
    r"|perfect|ok(?:ay)?)\b"
)


_OPENERS = frozenset(
    """
    thanks thank sorry also update quick hey hi hello yes yeah yep no nope well so right great
    cool perfect fine sure anyway btw fyi dear morning evening afternoon guys folks everyone
    question note context background today yesterday tomorrow tonight ok okay first second
    third next then now welp ugh hmm wow cheers please plus again lol haha basically
    hola hallo bonjour bonsoir ciao salut hej hei namaste oi ola servus moin salve buongiorno
    buenas buenos bom boa konnichiwa merhaba shalom salaam salam aloha howdy greetings gday
    g'day yo sup hiya heya hallo privet zdravstvuyte ahoj czesc szia jambo habari sawubona
    """.split()
)
"""Capitalised words that open a reply without naming anyone ("Quick, the lead dev ...",
"Hola, I am associate at ...": a greeting in any language)."""
_TIMES = frozenset(
    """
    last this every monday tuesday wednesday thursday friday saturday sunday january february
    march april june july august september october november december spring summer autumn
    winter weekend week month year
    """.split()
)
"""Words of a time that opens a reply ("Last Tuesday, ..."), never a name."""
_NAME_AND_ROLE = re.compile(
    r"^(?P<lead>\W*(?:(?i:hi|hey|hello|hiya|morning|evening|yo)\b[\s,!.]*)?)"
    r"(?!I(?:'m|\s+am)?\s)(?P<name>[A-Z][a-z'\u00c0-\u024f-]{1,20}(?:\s+[A-Z][a-z'\u00c0-\u024f-]{1,20})?)"
    r"\s*(?:,|\s[-\u2013\u2014]\s)\s*"
    r"(?=(?i:(?:a|an)\s+)?(?:(?!(?:the|our|my|his|her|their|your|is|are|was|were|and|but|so|if"
    r"|not|no|this|that|these|those|it|i|we|you|he|she|they)\b)[\w-]+\s+){0,3}?"
    r"(?:(?i:" + _ROLE + "|" + "|".join(sorted(ROLE_NOUNS, key=len, reverse=True)) + r")s?"
    r"|devrel|dev\s*rel)(?:[\s,.;!]|$))"
)
"""A reply opened by a name and a role, with no "I'm": "hey! Ngozi, devrel at a vector db
startup", "Tom - backend dev at Acme", "Sam, 3rd year med student"."""


_ITS_NAME_NOW = re.compile(
    r"\b(?i:it'?s|its|it\s+is)\s+(?P<name>[A-Z][a-z'\u00c0-\u024f-]{1,20}\s+[A-Z][a-z'\u00c0-\u024f-]{1,20})"
    r"\s+(?i:now)\b"
)
_NAME_TALK = re.compile(
    r"\b(?:married|wedding|name|surname|signature|maiden|divorced?|deed\s+poll)\b", re.IGNORECASE
)
"""What says "it" is the user's name: a wedding, a signature, a surname."""


def as_introduction(text: str) -> str:
    """`text` with "I'm" put before a name that opens it beside a role, as people say it.

    "Ngozi, devrel at a vector db startup, based in Lisbon" is read as "I'm Ngozi, devrel
    at ...": the readers of introductions then find the name and what the user does.
    """
    if "now" in text and _NAME_TALK.search(text):
        # "need my signature updated, its Tamsin Rao now (got married)": the user's name
        text = _ITS_NAME_NOW.sub(r"my name is \g<name> now", text, count=1)
    m = _NAME_AND_ROLE.match(text)
    if m is None:
        return text
    name = m.group("name")
    if any(_no_name(word.lower()) for word in name.split()):
        return text  # "Last Tuesday, the engineer at Lumen came by"
    return f"{text[: m.start('name')]}I'm {text[m.start('name') :]}"


def _no_name(low: str) -> bool:
    """Whether a capitalised word that opens a reply is surely no part of a name."""
    return low in _NO_ONES_NAME or low in _OPENERS or low in _TIMES or low.endswith("ly")


_NAME_SIGNED = re.compile(
    r"(?:\b(?i:from\s+me|sign(?:ed)?\s+(?:it\s+|them\s+|off\s+)?(?:as|from))\s*,?\s*"
    r"|(?:^|[,;.!]\s+)(?i:name\s+is|name's)\s+)"
    r"(?P<name>[A-Z][a-z'\u00c0-\u024f-]{1,30}(?:\s+[A-Z][a-z'\u00c0-\u024f-]{1,30})?)"
    r"(?=\s*(?:[,.;!)]|$))"
)
"""A name the user signs with ("sign it from me, Ines") or gives bare in a list of what
they are ("... live in dennistoun, glasgow. name is Shona Reid")."""


_NAME_INTRO_TYPED = re.compile(
    r"^(?:(?i:hi|hey|hello|hiya|ok|okay|so|oh|yo|well|yeah|hey\s+there|hi\s+there)[,!.]?\s+)*"
    r"(?i:i'?m|i\s+am)\s+(?P<name>[a-z][a-z'-]{1,20})"
    r"(?=\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s+-\s+)(?:"
    r"(?i:i(?:'m|\s+am)?)\s+(?:a|an|the|do|work|run|teach|manage|lead|own|study|write|translate"
    r"|live|coach|play|make|design|build|sell|drive|fly|brew|cook|freelance|just|mostly|mainly"
    r"|currently|have|got)\b"
    r"|(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:"
    + _ROLE
    + "|"
    + "|".join(sorted(ROLE_NOUNS, key=len, reverse=True))
    + r")s?\b))"
)
"""A name typed in lower case at the opening of a self-introduction, known as a name by
what follows it: the user saying what they do or are ("hey so im marisol, i do legal
translation", "im tomas, a junior dev at ..."). Without that, "im swamped, ..." or "im
new" would name no one."""
_STATES = frozenset(
    """
    remote freelance freelancing dumb stupid silly up over awake asleep open human male female
    christian calm keen poor rich young old tall short fat thin slim shy lazy drunk sober
    fluent bilingual behind ahead halfway alright meh down alone abroad local native new
    single solo broke blind deaf sick ill well fit unfit pregnant retired unemployed jobless
    homeless vegan veggie gluten dairy allergic nocturnal introverted extroverted early late
    left right ok fine sure certain positive negative unsure clueless useless hopeless
    terrible awful bad good great mad cross sad glad happy grumpy moody anxious nervous
    stressed overwhelmed swamped slammed exhausted tired beat done finished ready set
    available busy free around home away out off on in back there here new part full
    self temp contract staff senior junior mid lead head chief
    """.split()
)
"""States, kinds and stances after a lower-case "im", which no name is ("im remote, i work for
a startup", "im freelance, i do logos")."""
_NO_TYPED_NAME = _NO_ONES_NAME | _STATES
_NOT_A_NAME_ENDING = re.compile(r"(?:ed|ing|ly|ous|ful|ive|able|ible|less|ish|ic|est|ier)$")
"""Endings of the states a lower-case word after "im" says instead ("im exhausted, i ...",
"im anxious and i ..."): names seldom end so, and a missed name costs less than a mood
stored as one."""


def introduced_name(sentence: str) -> str | None:
    """The name in a self-introduction ("hey. I'm Priya, I run ..."), or None."""
    for pattern in (_NAME_INTRO, _NAME_HERE, _NAME_SIGNED):
        if pattern is _NAME_INTRO and _NAME_INTRO_SCREEN.search(sentence) is None:
            continue
        m = pattern.search(sentence)
        if m is not None and m.group("name").split()[0].lower() not in _NO_ONES_NAME:
            return m.group("name")
    typed = _NAME_INTRO_TYPED.match(sentence) if "m " in sentence else None
    if typed is not None:
        word = typed.group("name")
        if (
            word not in _NO_TYPED_NAME
            and "-" not in word
            and _NOT_A_NAME_ENDING.search(word) is None
        ):
            return word.capitalize()
    return None


_NAME_IS = re.compile(
    r"^(?i:no[,.!]?\s+)?(?i:it'?s|actually\s+it'?s|my\s+name\s+is|that'?s)\s+"
    r"(?P<name>[A-Z][a-z'\u00c0-\u024f-]{1,30})\b"
)
_NAME_IS_TYPED = re.compile(
    r"^(?i:no[,.!]?\s+)?(?i:it'?s|its|actually\s+it'?s|that'?s|thats)\s+(?P<name>[a-z][a-z'-]{1,30})"
    r",?\s+not\s+[a-z]"
)
"""A name set against another in lower case: "its joan not jon", "thats aoife, not eva"."""
_ASKS_NAME = re.compile(
    r"\b(?:call\s+you|your\s+name|address\s+you|you\s+go\s+by|name\s+would\s+you"
    r"|name\s+should\s+I|name\s+do\s+you)\b",
    re.IGNORECASE,
)
"""An agent's question about what to call the user."""
_ADDRESSED = re.compile(
    r"^\W*(?:\w+\W+){0,2}?(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?[A-Z][a-z'-]+[.!,]"
    r"|,\s+(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+[A-Z][a-z'-]+\b"
    r"|\b(?:meet|see|hear\s+from|have)\s+you(?:\s+again)?,\s+[A-Z][a-z'-]+[.!]"
)
"""The agent calling the user by a name ("Certainly, Dr. Patel.", "Thanks, John!")."""
_CAPITALISED = re.compile(r"\b[A-Z][a-z'\u00c0-\u024f-]{1,30}\b")


def name_correction(sentence: str, agent_output: str) -> str | None:
    """The user's name when they correct how the agent wrote it ("It's John, with an h")."""
    found = _NAME_IS.match(sentence) or _NAME_FINE.match(sentence)
    typed = found is None
    # "its joan not jon": typed in lower case, a name only beside the one the agent used
    m = found or _NAME_IS_TYPED.match(sentence)
    if m is None:
        return None
    name = m.group("name").capitalize() if typed else m.group("name")
    for word in _CAPITALISED.findall(agent_output):
        if word != name and (
            close_spelling(word.lower(), name.lower()) or _short_form(word.lower(), name.lower())
        ):
            # "Thanks, Jon!" then "It's John, with an h": the user's name. The agent's draft
            # naming a character or a client ("Siobhan walked to the harbour") is not it.
            mine = _MINE.search(sentence[m.end() :]) and not _THEIRS.search(sentence[m.end() :])
            named = _called(word, agent_output) or _ASKS_NAME.search(agent_output) or mine
            return name if named else None
    # "Postgres is fine" approves a value; "Jon is fine" names the user only in answer to
    # a question about what to call them, or to being called something else.
    if typed or not _NAME_FINE.match(sentence):
        return None
    return name if _ASKS_NAME.search(agent_output) or _ADDRESSED.search(agent_output) else None


_MINE = re.compile(
    r"\b(?:i'm|i've|i'd|me|my|mine|myself)\b|(?<!\ban\s)(?<!\ba\s)\bi\b(?!\s*(?:[,.;!?]|$))",
    re.IGNORECASE,
)
"""The user speaking of themselves; "with an i" spells a letter."""
_THEIRS = re.compile(r"\b(?:she|he|her|his|him|they|their|them)\b|\bshe'd|\bhe'd", re.IGNORECASE)


def _called(word: str, agent_output: str) -> bool:
    """Whether the agent called the user `word`: in a greeting, as an address, in their voice."""
    said = re.escape(word)
    return (
        re.search(
            r"\b(?:hi|hello|hey|thanks|thank\s+you|sure|ok(?:ay)?|certainly|morning|welcome(?:\s+back)?"
            r"|great|noted|got\s+it)\W{0,3}"
            + said
            + r"\b|,\s*"
            + said
            + r"\s*[!.?]|^\W*"
            + said
            + r"\s*[,!]|\b(?:my\s+name\s+is|i\s+am|i'?m|yours\s+(?:sincerely|truly|faithfully),?"
            r"|regards,?|best,?|cheers,?)\s+" + said + r"\b|\byour\b[^.!?]{0,60}\b" + said + r"\b"
            # a draft in the user's voice: "Hi team, Jon here."
            r"|\b" + said + r"\s+here\b",
            agent_output,
            re.IGNORECASE,
        )
        is not None
    )


def _short_form(a: str, b: str) -> bool:
    """Whether one name is the other cut short ("Jon" of "Jonathan", "Sam" of "Samantha")."""
    short, full = sorted((a, b), key=len)
    return len(short) >= 3 and len(full) > len(short) and full.startswith(short)


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


_NEW_SURNAME = re.compile(
    # told as done ("I changed my surname to X") the fact readers have it; asked of others,
    # only this reading does
    r"(?<!\bi\s)(?<!\bi've\s)(?<!\bwe\s)(?<!\bjust\s)\b(?:change|changed|changing|update|updated|updating|switch|switched)\s+my\s+"
    r"(?:sur|last\s+|family\s+)name\b[^.?!]{0,50}?\bto\s+"
    r"(?P<name>[A-Z][a-z'\u00c0-\u024f]+(?:-[A-Z][a-z'\u00c0-\u024f]+)?)\b",
    re.IGNORECASE,
)


_ASKED_OF_AGENT = re.compile(r"\b(?:can|could|would|will)\s+(?:you|u)\b|\bplease\b|\bpls\b", re.I)


def new_surname(sentence: str) -> str | None:
    """The surname the user now has, when they have it changed ("change my surname to Lind").

    Said as a request to someone else too ("a note asking HR to change my surname on payroll
    to Lindqvist"): the records follow the name the user already goes by.
    """
    if "name" not in sentence.lower():
        return None
    m = _NEW_SURNAME.search(sentence)
    if m is None or not m.group("name")[0].isupper():
        return None
    if "?" in sentence[m.end() :] and not _ASKED_OF_AGENT.search(sentence):
        return None  # "would it be weird to change my surname to X?": weighed, not done
    return m.group("name")


_REFUSED = re.compile(
    r"\b(?:nobody|no\s+one|no-one|noone)(?:'s|\s+has|\s+have)?\s+(?:ever\s+)?call(?:s|ed)?\s+me\s+"
    r"(?:that|[a-z][a-z'-]+)\b|\b(?:i\s+)?(?:never|don'?t|do\s+not)\s+go\s+by\s+(?:that|[a-z][a-z'-]+)\b"
    r"|\b(?:says?|said|wrote|has|had)\s+(?:my\s+name\s+as\s+)?[a-z][a-z'-]+\s*,?\s+(?:which|but)\s+"
    r"(?:nobody|no\s+one)\s+calls\s+me\b",
    re.IGNORECASE,
)
"""A name the user says they are not called ("nobody's called me that since school")."""
_ITS_THEN = re.compile(
    r"^\W*(?:it'?s|its|it\s+is)\s+(?P<name>[a-z][a-z'-]{1,20})\s*,?"
    r"(?:\s+(?:always|now|please|pls|plz|thanks|thx|only|tho|though))*\s*[.!]*\s*$",
    re.IGNORECASE,
)
_NOT_NAMES_AFTER = frozenset(
    "fine ok okay good done true over gone weird wrong right me mine that this fake late early"
    " fixed broken official settled".split()
)


def name_after_refusal(sentence: str, previous: str) -> str | None:
    """The name the user gives ("it's mags, always") right after refusing another, or None.

    "it says margaret, nobody's called me that since school. it's mags, always": the name
    they are called, said bare after the one they are not.
    """
    m = _ITS_THEN.match(sentence) if _REFUSED.search(previous) else None
    if m is None:
        return None
    name = m.group("name")
    if name.lower() in _NOT_NAMES_AFTER or _NOT_A_NAME_ENDING.search(name.lower()):
        return None
    return name[0].upper() + name[1:]
