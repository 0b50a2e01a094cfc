"""Standing preferences shaped as a thing kept out or as a convention for a class of things.

A thing kept out of the user's work ("I never want jquery in anything you give me") is
read by `kept_out.py`.

A convention: an imperative that says how a class of things is written ("write SQL
keywords in uppercase", "put each clause on its own line", "format all dates as ISO").
English marks a class by its noun phrase: a bare plural or mass noun, or one led by
"all", "every", "each", "any" (or "my"/"our" with a plural); "the title", "this query"
name one thing, which is a request for this answer. The same holds for a liking with a
complement ("I like my SQL keywords uppercase") and for a verbless fragment asked with a
marker ("uppercase keywords please"). A voice described for what is written ("tone here:
minimal and serious", "for this shop, emojis welcome") is a rule too.

`standing_preference(core, sentence)` reads the clauses of `core` (a sentence without its
filler) and returns the clause that states such a rule, or None.
"""

from __future__ import annotations

import re

from imprint.pipeline.conventions import MEASURES
from imprint.pipeline.heuristics import is_ack
from imprint.pipeline.kept_out import DEICTIC_VALUE, exclusive_pair, kept_out, only_side
from imprint.pipeline.screened import screened

__all__ = [
    "DUE_OR_SIGNED",
    "UNIT_WORDS",
    "describes_things",
    "formatted",
    "names_unit",
    "names_work",
    "preference_clause",
    "standing_preference",
]

_I = re.IGNORECASE

_SCREEN = frozenset(
    """tone voice style register vibe copy wording want wants need allow out no never write
    format spell capitalise capitalize indent name express round display render number sort give
    quote cite label present put keep make like prefer love please pls plz always whenever
    everywhere throughout should must don not banned forbidden allowed limits go hard table
    welcome has have needs gotta ends starts opens closes begins finishes""".split()
)
"""Every shape below holds one of these words; most sentences hold none."""
_WORD = re.compile(r"[a-z_]+")
_VALUE_WORD = re.compile(r"[a-z0-9_-]+")
_CLAUSES = re.compile(r"\s*(?:[,;:]|\s-\s|\(|\))\s*")

_LEAD_NOT_A_THING = frozenset(
    """i we you he she they it this that yes yeah no ok okay sure thanks thank hi hey hello so
    and but also btw style honestly one rule thing quick""".split()
)
"""Words of a lead that is a greeting, an opener or a label rather than a thing to use."""
_FINITE = re.compile(
    r"\b(?:is|are|was|were|be|have|has|had|do|does|did|will|would|can|could)\b|'", _I
)
_ONE_OCCASION = screened(
    r"\b(?:today|tonight|tomorrow|this\s+(?:time|once|one|week|weekend|evening|morning)|for\s+now"
    r"|right\s+now|at\s+the\s+moment)\b",
    _I,
)

_VOICE = (
    r"(?:tone|voice|style|register|vibe|copy|wording|product\s+copy|brand\s+voice|house\s+style)"
)
"""Nouns that name how something is written."""
_VOICE_LABEL = re.compile(
    r"^(?:(?:a|the|our|my|this|completely|totally|very|quite|a\s+bit|slightly|different|same"
    rf"|new|other|general|overall)\s+){{0,3}}{_VOICE}(?:\s+(?:here|there|for\s+(?:this|these|the"
    r"|our|my|them|it|all)(?:\s+[\w'-]+){0,2}))?\s*:\s*(?P<how>[^?]{3,200})$",
    _I,
)
"""A voice given under a label: "completely different tone here: minimal, no jokes"."""
_VOICE_IS = re.compile(
    r"^(?:(?:for|in|on)\s+(?:this|these|the|our|my|their|all)\s+[\w'-]+(?:\s+[\w'-]+)?,?\s+)?"
    rf"(?:the|our|my|their|its|this)\s+(?:[\w'-]+\s+)?{_VOICE}"
    r"(?:\s+(?:for|of|in)\s+(?:the|this|our|my|all|any)\s+[\w'-]+)?\s+(?:is|should\s+be|must\s+be"
    r"|needs\s+to\s+be|has\s+to\s+be|stays?)\s+(?P<how>[^?]{3,200})$",
    _I,
)
"""A voice set for what is written: "for this store the product copy is cozy"."""
_VERDICT = frozenset(
    """fine good great perfect ok okay better worse off weird wrong bad nice lovely awful
    terrible right spot exactly much way too a the so really very not messy sloppy rusty poor
    weak boring bland""".split()
)
"""Words that open a verdict on the agent's draft, not a description to follow."""

_SCOPED = re.compile(
    r"^(?:for|in|on)\s+(?:this|these|the|our|my|all|every|each)\s+[\w'-]+(?:\s+[\w'-]+)?\s*,\s*"
    r"(?P<how>[^?]{3,160})$",
    _I,
)
"""A named context, a comma, then how to write for it."""
_VERBAL = re.compile(
    r"\b(?:is|are|was|were|be|been|have|has|had|do|does|did|will|would|can|could|should|shall"
    r"|may|might|must|am|get|got|go|went|think|thought|want|need|know|like|love|feel|see|saw"
    r"|make|made|take|took|let'?s)\b|\w'(?:s|re|m|ve|d|ll)\b|\w+ed\b|^\w+ing\b",
    _I,
)
"""A finite verb: a sentence that reports or asks rather than describes."""

_STRONG_VERBS = (
    r"write|format|spell|capitali[sz]e|indent|name|express|round|display|render|number|sort"
    r"|quote|cite|label|present|date|title"
)
"""Verbs that only ever say how text is written: any manner after them is a format."""
_WEAK_VERBS = r"put|keep|make|end|start|sign|set|give|show|list|use|break|leave"
"""Verbs of many senses: only a format word after them makes a convention."""
_CONVENTION = re.compile(
    r"^(?:(?:and|also|so|then|just|please|pls|always|kindly)\s+)*"
    rf"(?P<verb>{_STRONG_VERBS}|{_WEAK_VERBS})\s+(?P<obj>[^\s].{{0,50}}?)\s+"
    r"(?P<prep>in|as|on|with|without|using|to|into|at)\s+(?P<val>[^\s].{0,80})$",
    _I,
)
_COMPLEMENT = re.compile(
    r"^(?:(?:and|also|so|just|please|pls|always)\s+)*(?P<verb>keep|make|write|leave)\s+"
    r"(?P<obj>[^\s].{0,50}?)\s+(?P<val>[\w-]+)$",
    _I,
)
"""A class kept in a format: "keep SQL keywords uppercase", "make headings bold"."""
_LIKING = re.compile(
    r"^(?:i|we)\s+(?:(?:really|always|just|much)\s+)?(?:like|want|prefer|need|love)\s+"
    r"(?P<obj>(?P<det>(?:my|our|all)\s+)?[^\s].{0,50}?)\s+(?P<val>(?:in|as|on|with|without|under"
    r"|within|at)\s+.{1,60}|[\w-]+)$",
    _I,
)
"""A liking with a complement: "I like my SQL keywords uppercase", "i need lesson plans on
one page max" (a bare noun names a class only as a plural)."""
_LENGTH_LIMIT = re.compile(
    r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a\s+single|single|half\s+a)\s+"
    r"(?:pages?|words?|lines?|sentences?|paragraphs?|bullets?|slides?|points?|items?|minutes?)\b",
    _I,
)
"""A limit on length ("one page", "100 words"): how a piece of text is kept, like a format."""
_FRAGMENT = re.compile(r"^(?P<val>[\w-]+)\s+(?P<obj>[\w-]+s)$", _I)
"""A format word and a plural ("uppercase keywords"), asked with a marker."""
_CONDITION = re.compile(r"^(?:when(?:ever)?|if|each\s+time|every\s+time)\s+you\s+\w", _I)
"""A condition on what the agent does ("whenever you write SQL for me"): part of the rule."""
_CLASS_FRAGMENT = re.compile(
    r"^(?P<obj>(?:(?:all|every|each|any)\s+)?[\w'-]+(?:\s+[\w'-]+){0,2})\s+(?:in|as)\s+"
    r"(?P<val>[^\s].{0,60})$",
    _I,
)
"""A class and its format without a verb: "all prices in euros", "variable names in camelCase"."""
_FORMAT_FOR_CLASS = re.compile(
    r"^(?P<val>[\w-]+(?:\s+[\w-]+)?)\s+for\s+(?P<obj>(?:(?:all|every|each|any)\s+)?[\w'-]+"
    r"(?:\s+[\w'-]+){0,2})$",
    _I,
)
"""A format for a class, without a verb: "snake_case for variable names"."""
_SHOULD_BE = re.compile(
    r"^(?P<obj>(?:(?:all|every|each|any)\s+)?[\w'-]+(?:\s+[\w'-]+){0,2})\s+(?:should|must"
    r"|need\s+to|have\s+to)\s+(?:always\s+)?be\s+(?P<val>[^\s].{0,60})$",
    _I,
)
"""A class held to a format: "keywords should always be uppercase"."""
_CLASS_MUST = re.compile(
    r"^(?:and\s+|also\s+|so\s+)?(?P<obj>(?:any|every|each|all)\s+(?:single\s+)?(?:of\s+(?:the|your)\s+)?"
    r"[\w'-]+(?:\s+[\w'-]+){0,4}?|anything|everything)"
    r"(?P<yours>\s+(?:you|u)\s+[\w'-]+(?:\s+or\s+[\w'-]+)?(?:(?:\s+(?:for|to))?\s+(?:me|us))?)?"
    r"\s+(?:has\s+to|have\s+to|must|should|needs?\s+to|ought\s+to|gotta|shall"
    # "every post ends with a line linking to my booking page": how each one is made
    r"|(?:ends?|starts?|opens?|closes?|begins?|finish(?:es)?)\s+with(?=\s+(?!(?:me|us|him|her"
    r"|them|it|everyone|someone)\b)))\s+(?!not\s+be\s+"
    r"(?:late|missed)\b)\S.{1,120}$",
    _I,
)
"""A class of the agent's work held to a requirement: "any drill you give me has to work with
just cones", "every recipe has to be 30 mins max", "anything u write for me should be
async/await". The class is the agent's work by what it is (`_WORK_NOUNS`) or by "you give
me"; "every kid has to bring a packed lunch" is the user's world, not a rule for the agent."""
_WORK_NOUNS = frozenset(
    """answer reply response email e-mail message draft recipe drill plan lesson workout exercise
    session post caption description listing summary script snippet example function query
    test report letter note quote invoice schedule itinerary menu meal list table chart slide
    deck story chapter translation code commit pr review suggestion idea recommendation route
    estimate citation reference heading title headline sentence paragraph diagram design
    palette label statblock monster npc handout worksheet quiz art artwork illustration image
    graphic photo video thumbnail newsletter blog article sheet page spec proposal ticket
    notice flyer poster brochure bio profile update announcement reminder memo text""".split()
)


DUE_OR_SIGNED = re.compile(
    r"\b(?:by|before)\s+(?:the\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|tomorrow|tonight|end|next|\d)|\b(?:approved|signed\s+off|handed\s+in|submitted|checked)\s+by"
    r"|\bin\s+by\b|\bdone\s+by\b",
    _I,
)
"""A deadline or a sign-off ("done by Monday", "approved by my boss"): the user's work to
deliver, not a standard for the agent's."""


def _class_must(clause: str) -> bool:
    """Whether `clause` holds a class of the agent's work to a requirement."""
    m = _CLASS_MUST.match(clause)
    if m is None or DUE_OR_SIGNED.search(clause):
        return False
    if m.group("yours"):
        return True
    return names_work(m.group("obj")) and not describes_things(clause)


def describes_things(clause: str) -> bool:
    """Whether `clause` tells how things already are, said as a class ("every X ends with").

    "every chapter of this book ends with a cliffhanger", "every text from my mom ends with
    like 5 emojis", "every email ends with me apologising": things that exist, someone
    else's or the user's, and what the user feels about them. Not "every post ends with a
    line linking to my booking page", how the agent's posts are to be made.
    """
    m = _CLASS_IS.match(clause)
    if m is None:
        return False
    return (
        _WHOSE_THINGS.search(m.group("obj")) is not None
        or _SOMEONE_DOES.match(m.group("rest")) is not None
        or _FEELING.search(m.group("rest")) is not None
    )


_CLASS_IS = re.compile(
    r"^\W*(?:and\s+|also\s+|so\s+)?(?:every|each|any|all)\s+(?:single\s+)?(?P<obj>[\w'-]+"
    r"(?:\s+[\w'-]+){0,5}?)\s+(?:ends?|starts?|opens?|closes?|begins?|finish(?:es)?)\s+"
    r"(?:with|on)\s+(?P<rest>.*)$",
    _I,
)
_WHOSE_THINGS = re.compile(
    r"\b(?:from|by|with)\s+(?:my|our|his|her|their|the)\b|\b(?:of|in)\s+(?:this|that|these|those)\b",
    _I,
)
"""Things that exist and have an owner: "from my mom", "of this book"; not a house convention
("every report in our team ends with a summary")."""
_SOMEONE_DOES = re.compile(r"(?:me|us|him|her|them|everyone|someone)\b", _I)
_FEELING = re.compile(
    r"\b(?:driv(?:es|ing)\s+(?:me|us)|annoy\w*|nuts|crazy|hate|ugh|lol|haha|somehow|always"
    r"|like\s+\d+)\b",
    _I,
)
"""What the user feels about how things are: a complaint, not a standard."""


def names_work(phrase: str) -> bool:
    """Whether a noun phrase names a kind of the agent's work ("every lesson plan", "drills").

    The head is looked up, singular or plural: the last word before a preposition ("every
    invoice for them", "any text inside the art").
    """
    words = phrase.lower().split()
    cut = next((i for i, w in enumerate(words) if i and w in _PREPOSITIONS), len(words))
    head = words[cut - 1]
    return head.rstrip("s") in _WORK_NOUNS or head in _WORK_NOUNS


_PREPOSITIONS = frozenset("for of in inside on to from with about at within under".split())


_OPEN_VALUE = re.compile(r"^(?:the|a|an|my|our|his|her|their)\b", _I)
"""A value that names a place or a thing rather than a format ("in the Dolomites")."""
_FRAGMENT_MARKER = re.compile(
    r"\b(?:please|pls|plz|always|everywhere|throughout|from\s+now\s+on|going\s+forward"
    r"|when(?:ever)?\s+you|each\s+time|every\s+time|for\s+me"
    r"|for\s+(?:everything|all|any)\b)",
    _I,
)
_SPECIFIC = frozenset(
    "the this that these those it them a an his her their your its one me him us".split()
)
"""Determiners and pronouns that name one thing (a request for this answer)."""
_UNIVERSAL = frozenset("all every each any".split())
_NOT_A_CLASS = frozenset("everything anything something nothing".split())
_FORMAT_WORDS = frozenset(
    """uppercase lowercase upper lower caps capitals capital capitalised capitalized
    uppercased lowercased all-caps allcaps title-case camelcase snake_case kebab-case pascalcase
    bold italic italics monospace bullets bullet bulleted numbered table tables prose paragraph
    paragraphs markdown plain iso metric imperial celsius fahrenheit 24h 24-hour 12-hour
    short shorter brief concise terse detailed formal informal casual simple line lines
    alphabetical alphabetically chronological ascending descending imperative active passive
    person tense spelling decimals decimal brackets parentheses quotes quotation backticks
    tabs spaces indentation utc gmt top bottom front footnotes headings emoji emojis case
    newline newlines separately own separate""".split()
)
"""Words that name how text looks: the value of a convention."""
UNIT_WORDS = MEASURES | frozenset(
    """kms kilometre kilometer mile mmol mmol/l mg/dl gram millimetre millimeter nautical
    24h 24-hour 24hr 12h 12-hour utc gmt usd eur euros gbp sterling aud cad british
    american""".split()
)
"""Units, clocks, currencies and spellings: a value asked for once holds for every answer."""
_CASE_WORDS = frozenset(
    """uppercase lowercase caps capitalised capitalized uppercased lowercased all-caps allcaps
    title-case camelcase snake_case kebab-case pascalcase monospace bold italic numbered
    bulleted""".split()
)
"""Format words that can lead a verbless fragment ("uppercase keywords please")."""


def preference_clause(core: str, sentence: str = "") -> str | None:
    """The clause of `sentence` that `standing_preference` reads its rule from, or None.

    The rest of the sentence may state something else ("i'm in portugal, so ...").
    """
    found = standing_preference(core, sentence)
    return found if found is not None and found in sentence else None


def standing_preference(core: str, sentence: str = "") -> str | None:
    """The clause of `core` that states a thing kept out or a convention, or None.

    `sentence` is the whole sentence, filler included: a fragment ("uppercase keywords")
    needs the marker ("please", "always") that filler stripping took from `core`.
    """
    if _ONE_OCCASION.search(core):
        return None
    if core[:3].lower() in ("for", "in ", "on ") and "," in core and _scoped_description(core):
        return core
    words = _WORD.findall((sentence or core).lower())
    if _SCREEN.isdisjoint(words) and _CASE_WORDS.isdisjoint(words):
        return None
    if _described_voice(core):
        return core
    clauses = [c.strip(" .!") for c in _CLAUSES.split(core) if c.strip(" .!")]
    for index, clause in enumerate(clauses):
        nxt = clauses[index + 1] if index + 1 < len(clauses) else ""
        if (
            kept_out(clause)
            or _convention(clause)
            or _class_fragment(clause, sentence or core)
            or _class_must(clause)
        ):
            if _class_must(clause):
                # "all guest emails should be warm but proper, and always signed ...": the
                # requirement goes on past the comma
                return ", ".join(clauses[index:])
            lead = clauses[index - 1] if index else ""
            # "vanilla js please, I never want jquery ...", "keep seaborn out of it,
            # matplotlib only": a short verbless other side stays with it.
            if _fragment_lead(lead) or _CONDITION.match(lead):
                return f"{lead}, {clause}"
            if only_side(nxt):
                return f"{clause}, {nxt}"
            return ", ".join([clause, *_format_fragments(clauses[index + 1 :])])
        if exclusive_pair(clause, nxt):
            return f"{clause}, {nxt}"  # "no jquery, vanilla js only"
        if _fragment(clause, sentence or core):
            return clause
    return None


def _described_voice(core: str) -> bool:
    """Whether `core` describes the voice or style to write in ("tone here: minimal, dry")."""
    m = _VOICE_LABEL.match(core) or _VOICE_IS.match(core)
    if m is None:
        return False
    words = _VALUE_WORD.findall(m.group("how").lower())
    return bool(words) and words[0] not in _VERDICT and not _VERDICT.issuperset(words)


def _scoped_description(core: str) -> bool:
    """A verbless description for a named context: "for this shop, emojis welcome"."""
    m = _SCOPED.match(core)
    if m is None:
        return False
    how = m.group("how")
    words = _VALUE_WORD.findall(how.lower())
    return (
        len(words) >= 2
        and words[0] not in _LEAD_NOT_A_THING
        and words[0] not in _VERDICT
        and words[0] not in ("a", "an", "the", "my", "our", "your")
        and _VERBAL.search(how) is None
        and not is_ack(how)
    )


def _fragment_lead(lead: str) -> bool:
    """A short verbless lead naming what to use instead ("vanilla js", "plain CSS only")."""
    words = lead.lower().split()
    return (
        1 <= len(words) <= 3
        and not _LEAD_NOT_A_THING.intersection(words)
        and not is_ack(lead)
        and _FINITE.search(lead) is None
    )


def _convention(clause: str) -> bool:
    """Whether `clause` says how a class of things is written."""
    m = _CONVENTION.match(clause)
    if (
        m is not None
        and _class_for(m.group("obj"), m.group("val"))
        and not DEICTIC_VALUE.match(m.group("val"))
    ):
        strong = re.fullmatch(_STRONG_VERBS, m.group("verb"), _I) is not None
        free = m.group("prep").lower() in ("in", "as", "using", "into", "to")
        if (strong and free) or formatted(m.group("val")):
            return True
    m = _COMPLEMENT.match(clause)
    if m is not None and _a_class(m.group("obj")) and formatted(m.group("val")):
        return True
    m = _LIKING.match(clause)
    return (
        m is not None
        and _a_class(m.group("obj"))
        and (m.group("det") is not None or _plural(m.group("obj").split()[-1].lower()))
        and not DEICTIC_VALUE.match(m.group("val").split(None, 1)[-1])
        and formatted(m.group("val"))
    )


_MORE_FORMAT = re.compile(r"^(?:and\s+)?(?:no|not|never|max|without|only)\b", _I)


def _format_fragments(clauses: list[str]) -> list[str]:
    """The short format fragments that go on a convention ("..., bullet points, no waffle")."""
    taken: list[str] = []
    for clause in clauses:
        if len(clause.split()) > 6 or not (formatted(clause) or _MORE_FORMAT.match(clause)):
            break
        taken.append(clause)
    return taken


def _fragment(clause: str, sentence: str) -> bool:
    """A case word and a plural, with a marker: "uppercase keywords please"."""
    m = _FRAGMENT.match(clause)
    return (
        m is not None
        and m.group("val").lower() in _CASE_WORDS
        and not m.group("obj").lower().endswith("ss")
        and _FRAGMENT_MARKER.search(sentence) is not None
    )


def _class_fragment(clause: str, sentence: str) -> bool:
    """A verbless convention asked with a marker: "all prices in euros please"."""
    by = _FORMAT_FOR_CLASS.match(clause)
    if by is not None:
        # "snake_case for variable names, always": a format named for a class.
        return (
            formatted(by.group("val"))
            and _plural(by.group("obj").split()[-1].lower())
            and _a_class(by.group("obj"))
            and _FRAGMENT_MARKER.search(sentence) is not None
        )
    should = _SHOULD_BE.match(clause)
    if should is not None:
        # "keywords should always be uppercase": a class held to a format.
        return _plural(should.group("obj").split()[-1].lower()) and formatted(should.group("val"))
    m = _CLASS_FRAGMENT.match(clause)
    # A verbless phrase names a class only by a plural ("hiking in the Dolomites" does not);
    # a format word says it is a convention, otherwise a marker must ("please", "always").
    return (
        m is not None
        and _plural(m.group("obj").split()[-1].lower())
        and _a_class(m.group("obj"))
        and _OPEN_VALUE.match(m.group("val")) is None
        and (formatted(m.group("val")) or _FRAGMENT_MARKER.search(sentence) is not None)
        and not DEICTIC_VALUE.match(m.group("val"))
        and _FINITE.search(m.group("obj")) is None
    )


def _class_for(obj: str, value: str) -> bool:
    """Whether `obj` names a class for a convention of `value`.

    "the times in 24 hour", "the distances in km": a unit holds for every answer, so the
    plural it is asked for names the class even after "the".
    """
    if _a_class(obj):
        return True
    words = obj.lower().split()
    return words[0] == "the" and len(words) <= 3 and _plural(words[-1]) and opens_with_unit(value)


def _a_class(obj: str) -> bool:
    """Whether a noun phrase names a class of things rather than one thing."""
    words = obj.lower().split()
    first = words[0]
    if first in _SPECIFIC or first in _NOT_A_CLASS:
        return False
    if first in _UNIVERSAL:
        return True
    if first in ("my", "our"):
        return _plural(words[-1])
    # A bare singular count noun is not English; a bare noun is a plural or a mass noun.
    return len(words) <= 4


def _plural(word: str) -> bool:
    return word.endswith("s") and not word.endswith(("ss", "us", "is"))


def formatted(value: str) -> bool:
    """Whether `value` names how text looks (a format word, a code-style name, a length)."""
    words = _VALUE_WORD.findall(value.lower())
    return (
        any(w in _FORMAT_WORDS or "_" in w or w.endswith("-case") for w in words)
        or bool(_LENGTH_LIMIT.search(value))
        or opens_with_unit(value)
    )


def opens_with_unit(value: str) -> bool:
    """Whether `value` opens with a unit ("km", "24 hour", "british spelling").

    Only its opening counts: in "end up with stomach issues around km 25" the unit is part
    of something else.
    """
    opening = _UNIT_WORD.findall(value.lower())[:2]
    return bool(_CLOCK.match(value.strip())) or not UNIT_WORDS.isdisjoint(opening)


_UNIT_WORD = re.compile(r"[a-z0-9/-]+")
_CLOCK = re.compile(r"\b(?:24|twenty[\s-]four)[\s-]?(?:hours?|hr|h)\b", _I)


def names_unit(value: str) -> bool:
    """Whether `value` names a unit, a clock, a currency or a spelling ("km", "24 hour")."""
    return bool(_CLOCK.search(value)) or not UNIT_WORDS.isdisjoint(
        _UNIT_WORD.findall(value.lower())
    )
