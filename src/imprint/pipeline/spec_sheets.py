"""Standards given as a list: the house style of a client, a project or the user's answers.

People state how a piece of work must look as a run of short items rather than as
sentences: "US spelling, super playful, emojis welcome, short punchy lines", "python 3.11,
deps with poetry, tests with pytest, mypy in strict mode", "for the blog it's plain
markdown, first person, chatty, no citations just links". No single item reads as an
instruction, and none has a verb the direction readers know, yet together they are the
rules of that work. A careful note-taker writes the list down as it was given.

`spec_sheet(sentence)` keeps such a sentence when at least two of its items name a standard:
a style or format word (tone, spelling, person, markup, length, units), a limit ("max 3
bullets"), a ban ("no emojis ever", "never markdown"), an allowance ("swearing is fine"),
or a tool set to a job ("deps with poetry", "sqlc for every query"); and when the
standards are most of the items. A sentence that opens on a lead naming rules ("their rule:
...", "house style: ...", "totally different: ...") keeps the instruction after it.

Beside it: `bare_standard` reads a standard said alone ("British spelling, I've said it
before.", "Metric, always.", "DD/MM/YYYY."); `opens_list` and `list_item` read the bulleted
or numbered items under a lead naming rules; `someone_elses` and `relays_someone` tell
when the standards are a third party's ("Dr Osei's requirements: ...", "my sister is a
nightmare about texts: ..."), which the derivation keeps only in a declared scope
(`HOUSE_RULE`).

Left alone: questions, hedged sentences, lists of the user's life ("vegetarian, two kids,
Leeds"), a list of things to do now ("fix the typo, bump the version"), and sentences that
say the list is for this once (the caller asks `one_off` first).
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline.hedges import hedged
from imprint.pipeline.patterns import DRAFT_OPENS, NOT_A_DIRECTION, asks_for_work
from imprint.pipeline.screened import screened
from imprint.pipeline.subjects import subjects_in

__all__ = [
    "HOUSE_RULE",
    "bare_standard",
    "edits_draft",
    "list_item",
    "names_standard",
    "opens_list",
    "relays_someone",
    "someone_elses",
    "spec_sheet",
]

_I = re.IGNORECASE

HOUSE_RULE = "house_rule"
"""The `rule` of a statement giving a third party's standards: kept only in a declared scope."""

_STYLE = frozenset(
    (
        "formal informal casual playful chatty friendly warm punchy concise terse plain precise"
        " serious upbeat witty dry polite professional conversational academic jargon jargon-free"
        " funny cheeky snappy neutral blunt gentle humorous humour humor jokes joke swearing"
        " swear slang contractions exclamation exclamations hype salesy tone voice tense"
        " spelling person"
    ).split()
)
"""Words that name how a text sounds."""
_FORMAT = frozenset(
    (
        "markdown latex html bullet bullets bullet-points heading headings headers header tables"
        " table json yaml paragraph paragraphs sentence sentences word words line lines emoji"
        " emojis emoticons citation citations footnote footnotes references links hashtags"
        " intro outro recap summary tldr tl;dr caps capitals font fonts colour colours color"
        " colors units metric imperial celsius fahrenheit grams kilos cups 24h 24-hour 12h"
        " semicolons semicolon quotes indentation tabs spaces docstrings comments type-hints"
        " pages slides chars characters biblatex bibtex apa mla harvard chicago oxford serial"
        " currency decimals pence cents rounding rounded dates date-format km kilometres kilometers"
        " miles metres meters feet inches kg lbs pounds ounces ml litres liters fluid euros dollars"
        " usd eur gbp aud cad nzd chf inr sgd lowercase uppercase one-liners one-liner"
    ).split()
)
"""Words that name how a text or a piece of work is laid out."""
_LIMIT = re.compile(
    r"\b(?:max(?:imum)?|min(?:imum)?|at\s+(?:most|least)|under|no\s+more\s+than|up\s+to"
    # "0.12 a word", "$5 per page": a rate, not a limit
    r"|(?<![\d.,$\u00a3\u20ac])\d+(?:\s*-\s*\d+)?)\s+(?:(?!(?:a|an|per|each)\b)\w+\s+)?(?:words?|bullets?|sentences?|lines?|pages?|chars?"
    r"|characters?|paragraphs?|points?|items?|slides?|minutes?)\b"
    r"|\b\d+\s+(?:words?|bullets?|sentences?|lines?|pages?)\s+max\b",
    _I,
)
"""A limit on size ("max 3 bullets", "under 120 words", "4-5 sentences")."""
_BAN = re.compile(
    r"^(?:and\s+|but\s+)?(?:no|never|not|zero|without|nothing|skip|ditch|no\s+need\s+for"
    r"|don'?t\s+bother\s+with)\s+"
    r"(?!(?:idea|clue|worries|problem|thanks|rush|way|sure|really|bad|big\s+deal)\b)\w",
    _I,
)
"""An item that rules something out ("no emojis ever", "never markdown", "skip type hints")."""
_ALLOWED = re.compile(
    r"\b(?:welcome|(?:is|are)\s+(?:fine|ok|okay|allowed|encouraged)|fine|allowed|encouraged"
    r"|mandatory|required|a\s+must|only|always|preferred)[\s.!]*$",
    _I,
)
"""An item that allows or requires something ("emojis welcome", "swearing is fine")."""
_TERMS = re.compile(
    r"\b(?:due|payable)\s+(?:on\s+receipt|within\b)|\b(?:gst|vat|tax|taxes)[\s-]+(?:inclusive|included|incl|exclusive|excluded|excl)\b"
    r"|\b(?:inc|incl|including|ex|excl|excluding|plus|\+)\.?\s*(?:gst|vat|tax)\b"
    r"|\b(?:upfront|up-front)\s+deposit\b|\b\d{1,2}\s*%\s+(?:deposit|upfront|up\s+front)\b",
    _I,
)
"""Terms of trade a business quotes by ("GST inclusive", "50% deposit"); when invoices fall
due ("net 30") is a subject of its own (`payment_terms`)."""
_TOOL_SET = re.compile(
    r"\b(?:with|via|using)\s+[a-z][\w.+-]*(?:\s+[a-z][\w.+-]*)?$"
    r"|^[a-z][\w.+-]*\s+(?:for|on)\s+(?:every|all|everything|each|any)\b"
    r"|\bin\s+strict\s+mode\b",
    _I,
)
"""A tool set to a job ("deps with poetry", "sqlc for every query", "mypy in strict mode")."""
_RULE_NOUN = (
    r"(?:rules?|house\s+style|style\s+guide|style|standards?|guidelines?|requirements?|specs?"
    r"|non-negotiables?|must-haves?|conventions?)"
)
_RULE_LEAD = screened(
    r"^(?:[^:?]{0,50}?\b)?" + _RULE_NOUN + r"\b[^:?]{0,40}:\s*"
    r"|^for\s+(?:their|his|her|the\s+client'?s|this\s+client'?s)\s+[\w' -]{2,30}?"
    r"(?:\s+it'?s)?\s*:\s*"
    r"|^for\s+[\w' .-]{2,30}?\s+it'?s\s*:\s*"
    r"|^(?:totally|completely|very|quite|a\s+bit|entirely)?\s*different\s+(?:animal|story|world|deal"
    r"|beast|rules|vibe|thing)\s*:\s+"
    r"|^(?:totally|completely|very|quite|a\s+bit|entirely)?\s*(?:different|same\s+deal|same\s+as\s+before"
    r"|opposite|other\s+way\s+round)\s*(?:here|there|for\s+them|this\s+time)?\s*:\s+",
    _I,
)
"""A lead that says what follows are the rules ("their rule: ...", "totally different: ...")."""
_SPLIT = re.compile(
    r"\s*(?:,|;|\s\+\s|\s&\s|\s+and\s+(?=(?:no|never|we|they|it|all|every)\b))\s*", _I
)
_WORD = re.compile(r"[a-z0-9][a-z0-9;+'-]*", _I)
_QUESTIONISH = re.compile(
    r"\?|^(?:how|what|why|when|where|which|who|can|could|would|should|do|does|is|are)\b", _I
)
_TASK = re.compile(
    r"^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:fix|bump|add|remove|delete|rename|update|send"
    r"|write|draft|make|create|check|review|find|give|show|tell|help|explain|list|compare|summari[sz]e)\b",
    _I,
)
"""Items that ask for something to be done now: a to-do list, not standards."""
_LIFE = re.compile(
    r"\b(?:i|i'm|i've|me|my|kids?|wife|husband|partner|son|daughter|mum|mom|dad|born|years?\s+old"
    r"|yo|married|vegan|vegetarian|allergic|live|lives)\b",
    _I,
)
"""Items about the user's life: such a list is the user's facts, read elsewhere."""
_WANTS_IT = re.compile(
    r"^i\s+(?:just\s+|only\s+|really\s+|mostly\s+)?(?:want|need|like|prefer)\s+(?:it|them|things)\b",
    _I,
)
"""How the user wants the work ("i just want it fast"): a reason among standards, no fact."""
_MAX_WORDS = 40
_DATE_FORMAT = re.compile(r"\b(?:dd|mm|yy|yyyy)[/.-](?:mm|dd|yy|yyyy)\b", _I)
"""A date format written as its pattern ("DD/MM/YYYY")."""
_LABELLED = re.compile(r"^(?P<label>[a-z][\w' -]{1,24}):\s+(?P<what>\S.*)$", _I)
"""A thing named, then its standard ("emails: under 100 words")."""
_BARE_WORDS = 5
_FOR_IT_IS = re.compile(
    r"^for\s+(?:the\s+|my\s+|our\s+|their\s+|his\s+|her\s+)?[\w' .&-]{1,30}?\s+(?:it'?s|it\s+is"
    r"|we\s+use|they\s+use|they\s+want|he\s+wants|she\s+wants|we\s+do|they\s+do)\s+",
    _I,
)
"""A thing named before its standards ("for Dubois it's metres and square metres")."""
_INSISTENCE = re.compile(
    r"^(?:i'?ve\s+(?:said|told\s+you)(?:\s+(?:this|that|it))?(?:\s+before)?|i\s+(?:said|told\s+you)"
    r"(?:\s+(?:this|that|it))?\s+before|as\s+i\s+(?:said|told\s+you)|again|for\s+the\s+\w+\s+time"
    r"|how\s+many\s+times|non-negotiable|no\s+exceptions|please|pls|thanks|thx|always|every\s+time"
    r"|whatever|idc|i\s+guess|that'?s\s+(?:about\s+|pretty\s+much\s+)?(?:all|it)(?:\s+i\s+(?:care"
    r"\s+about|need|ask))?(?:\s+(?:there|here|for\s+(?:that|this)\s+one))?"
    r"|every\s+single\s+time)[\s.!]*$",
    _I,
)
"""An item that insists rather than names a standard ("I've said it before", "always")."""
_WHY_SO = re.compile(
    r"^(?:that'?s|thats|that\s+is|it'?s|its|it\s+is)\s+(?:just\s+)?(?:how\s+(?:it|things|we|they"
    r"|prices|retail|everything|\w+\s+\w+)\b|the\s+(?:law|rule|norm|standard|convention)\b"
    r"|(?:legally\s+)?required\b|a\s+legal\s+(?:thing|requirement)\b|what\s+(?:everyone|people"
    r"|customers|clients|readers)\s+(?:here\s+)?(?:expects?|wants?|uses?)\b)[^,;]{0,50}$",
    _I,
)
"""An item that says why the standards hold ("that's how retail prices have to be shown
here", "it's the law"): a reason beside them, not an item that must name one."""
_WORK_SUBJECTS = frozenset(
    (
        "database cache warehouse frontend backend mobile game_engine language package_manager"
        " editor os ci code_hosting cloud hosting tracker tone spelling units date_format"
        " citation_style indentation length emoji type_hints commit_messages summary_format"
        " timezone payment_terms"
    ).split()
)
"""Subjects a standard of the work may set: the stack and the form of what is written."""


def spec_sheet(sentence: str) -> str | None:
    """The standards `sentence` lists, as a rule to keep, or None."""
    text = h.strip_filler(sentence).strip()
    if not text or ("," not in text and ":" not in text and " + " not in text and ";" not in text):
        return None
    if _QUESTIONISH.search(text) is not None or len(text.split()) > _MAX_WORDS:
        return None
    # the hedge check is the dearest test, so it is asked last, of a sheet found
    sheet = _listed(text)
    return None if sheet is None or hedged(text) else sheet


def _listed(text: str) -> str | None:
    """The standards `text` lists (see `spec_sheet`), hedged or not."""
    lead = _RULE_LEAD.match(text)
    if lead is not None and lead.end() < len(text):
        tail = text[lead.end() :].strip()
        words = len(tail.split())
        if (words >= 3 or (words == 2 and names_standard(tail))) and _TASK.match(tail) is None:
            return h.canonical(tail)
        return None
    owned = _FOR_IT_IS.match(text)
    if owned is not None:
        tail = text[owned.end() :]
        if any(names_standard(i.strip(" .!")) for i in _SPLIT.split(tail) if i.strip(" .!")):
            return h.canonical(text)
    labelled = _LABELLED.match(text)
    if labelled is not None and len(labelled.group("label").split()) <= 3:
        what = labelled.group("what").strip(" .!")
        if len(what.split()) <= 8 and names_standard(what) and _TASK.match(what) is None:
            return h.canonical(text)
    items = [i.strip(" .!") for i in _SPLIT.split(text) if i.strip(" .!")]
    if len(items) < 2:
        return None
    items = [
        item for item in items if _INSISTENCE.match(item) is None and _WHY_SO.match(item) is None
    ] or items
    named = [names_standard(item) for item in items]
    standards = sum(named)
    if standards < 2 or standards * 3 < len(items) * 2:
        return None
    others = [item for item, standard in zip(items, named, strict=True) if not standard]
    if any(_TASK.match(item) for item in items) or any(
        _LIFE.search(i) and _WANTS_IT.match(i) is None for i in others
    ):
        return None
    return h.canonical(text)


def names_standard(item: str) -> bool:
    """Whether one item of a list names a standard of the work."""
    if len(item.split()) > 8:
        return False
    # cheapest first: a word of the lexicons, then the patterns, then the subjects
    words = {w.lower() for w in _WORD.findall(item)}
    if not words.isdisjoint(_STYLE) or not words.isdisjoint(_FORMAT):
        return True
    if _BAN.match(item) or _ALLOWED.search(item) or _LIMIT.search(item) or _TOOL_SET.search(item):
        return True
    if _TERMS.search(item):
        return True
    if _DATE_FORMAT.search(item):
        return True
    return not _WORK_SUBJECTS.isdisjoint(subjects_in(item))


_BULLET = re.compile(r"^\s*(?:[-*\u2022]+|\d{1,2}[.)])\s*")


def opens_list(sentence: str) -> bool:
    """Whether `sentence` is a lead naming rules with nothing after it ("their style guide:")."""
    text = sentence.strip()
    if not text.endswith(":"):
        return False
    lead = _RULE_LEAD.match(text)
    return lead is not None and lead.end() >= len(text)


def list_item(sentence: str, *, numbered: bool) -> str | None:
    """One item of a list of rules after its lead: "" for a bare number, else the item or None.

    An item opens on a bullet or a number ("- US spelling", "2) net 14"), or follows a bare
    number the splitter cut from it (`numbered`); a line without one ends the list.
    """
    bullet = _BULLET.match(sentence)
    if bullet is None and not numbered:
        return None
    text = sentence[bullet.end() if bullet else 0 :].strip(" .;")
    if not text:
        return ""
    if "?" in text or len(text.split()) > 10 or _TASK.match(text) or _LIFE.search(text):
        return None
    return h.canonical(text) or f"{text[0].upper()}{text[1:]}."


_NOT_BARE = re.compile(
    r"^(?:a|an|the|some|any|no\s+(?:idea|clue|worries|problem|thanks|rush|way))\b"
    r"|[()\[\]{}=<>`]|^(?:never|not|no)\s+\w+ed\b"
    r"|\b(?:your|yours|luck|appreciate|appreciated|wonder|missed|miss|what|how|such|so|too)\b"
    r"|\b(?:this|that|these|those|it|one|here|today|now|just|only)\b"
    # "deploy setup q.", "quick css question": a label for what the ask is about
    r"|\s(?:q|qs|question|questions)$",
    _I,
)
"""A thing picked or pointed at ("a joke!", "tabs for this file"): this answer's, not a
standard; a label of the ask ("deploy setup q.")."""
_DOING = re.compile(
    r"^(?:shorten|lengthen|make|format|put|use|rewrite|change|turn|convert|translate|keep|drop|cut"
    r"|move|swap|replace|split|merge|bold|trim|expand|simplify|tighten|redo|number|sort|spell"
    r"|capitali[sz]e|indent|switch|try|skip|stop|start|end|finish|go|do)\b",
    _I,
)
"""An imperative: a sentence that asks for something to be done is no bare standard."""
_VERB = re.compile(
    r"\b(?:i|we|you|he|she|they|it|is|are|was|were|be|been|have|has|had|do|does|did|will|would"
    r"|can|could|should|want|need|like|please|pls|thanks|thank)\b",
    _I,
)


_PRAISE = re.compile(
    r"^(?:perfect|love|loved|loving|lovely|great|nice|good|spot[\s-]+on|brilliant|excellent"
    r"|amazing|fab|fabulous|fantastic|awesome|ideal|exactly|gorgeous|beautiful|stunning|sweet"
    r"|cool|neat|solid|wonderful|superb|bang\s+on|nailed)\b",
    re.IGNORECASE,
)
"""Words of praise before what the agent did: an approval, not a standard."""


_COMPARATIVE = re.compile(
    r"^(?:(?:a\s+)?(?:bit|little|lot|touch|tad|much|way|even)\s+)?(?:(?:less|more)\s+[\w-]+"
    r"|(?!(?:never|other|over|under|after|later|either|neither|rather|whether|ever|paper|water"
    r"|letter|number|order|user|summer|winter|border|corner|power|center|centre|poster|cover"
    r"|banner|header|footer|filter|folder|error|server|computer|printer|register|speaker"
    r"|teacher|manager|customer|partner|member|reader|writer|player|dinner|flyer|sticker)\b)"
    r"[a-z]{3,}(?:er|ier))$",
    _I,
)
_COMPARATIVE_FILLER = frozenset("and pls please lol haha tho though too also but again".split())


def edits_draft(standard: str, agent_output: str) -> bool:
    """Whether a bare standard only asks for an edit of the draft the agent just wrote.

    "shorter and less stiff lol" after 'Here's the message: "Dear all, ..."' changes that
    message: comparatives say how to move the text in front of them, not how every text
    should be. "British spelling" or "no emojis" said there still stand for later texts.
    """
    if DRAFT_OPENS.search(agent_output) is None:
        return False
    parts = re.split(r"\s*(?:,|\band\b|&|\+)\s*", standard.strip(" .!").lower())
    parts = [" ".join(w for w in part.split() if w not in _COMPARATIVE_FILLER) for part in parts]
    parts = [part for part in parts if part]
    return bool(parts) and all(_COMPARATIVE.match(part) for part in parts)


_TOLD_WHY = re.compile(
    r"^(?:(?:bc|because|cos|cause|since|as)\s+)?(?:we'?re|we\s+are|we|i'?m|im|i\s+am|i|it'?s|its|they'?re"
    r"|my|our|this\s+is|that'?s)\s+\w",
    re.IGNORECASE,
)
"""A clause of the user's after a standard, saying why ("we're not a corporation")."""


def bare_standard(sentence: str) -> str | None:
    """A standard said alone as a whole sentence ("British spelling.", "Metric."), or None.

    In a chat a bare "Oxford comma." or "DD/MM/YYYY." is an instruction about the form of
    what the agent writes, and it is said because it matters beyond this answer; what
    insists beside it ("British spelling, I've said it before") is left out.
    """
    text = h.strip_filler(sentence).strip(" .!")
    if "," not in text and len(text.split()) > _BARE_WORDS:
        return None  # one part, longer than a bare standard may be
    if asks_for_work(sentence):
        return None  # "quick recap please": a piece of work asked for, not a standard
    parts = [p.strip(" .!") for p in text.split(",") if p.strip(" .!")]
    kept = [p for p in parts if _INSISTENCE.match(p) is None and _WHY_SO.match(p) is None]
    if len(kept) > 1:
        # "friendly and casual, we're not a corporation lol": the clause after the standard
        # tells why, and is read as a fact of its own
        kept = [kept[0], *(p for p in kept[1:] if _TOLD_WHY.match(p) is None)]
    if len(kept) != 1:
        return None
    text = kept[0]
    # "prettier with semicolons off, that's all I care about": insisting allows a longer one
    most = _BARE_WORDS if len(parts) == 1 else _BARE_WORDS + 3
    if len(text.split()) > most or "?" in text or ":" in text:
        return None
    if _VERB.search(text) is not None or _TASK.match(text) or _LIFE.search(text):
        return None
    if _DOING.match(text) is not None or _NOT_BARE.search(text) is not None:
        return None
    if NOT_A_DIRECTION.match(text) is not None:
        return None  # "never mind the word count": the ask is let go, not made
    if _PRAISE.match(text) is not None:
        return None  # "perfect tone for them", "love the layout": praise of what was done
    if _RATE.match(text) is not None:
        return None  # "0.12 a word", "$40 an hour": a price told, not a standard of the work
    if not _bare_names_standard(text):
        return None
    return h.canonical(text) or f"{text[0].upper()}{text[1:]}."


_RATE = re.compile(
    r"^(?:about\s+|around\s+|roughly\s+|~)?[$\u00a3\u20ac]?\d[\d.,]*\s*(?:k|[$\u00a3\u20ac]|cents?|c|p"
    r"|eur|euros?|usd|gbp|dollars?|pounds?|bucks|quid|reais|rs)?\s+(?:a|an|per|each)\s+[\w-]+$",
    re.IGNORECASE,
)


_BARE_FILLER = frozenset(
    "tone voice register style very more less rather super please and but not a bit the in english"
    " british american uk us language".split()
)


def _bare_names_standard(text: str) -> bool:
    """Whether a few words said alone name a standard: a layout word, or a style and no more.

    Alone, a tool set to a job or a bare "not ..." is talk ("good luck with Toby", "not at
    all"), and a style word beside another noun is a reaction ("funny photo").
    """
    ban = _BAN.match(text)
    words = {w.lower() for w in _WORD.findall(text)}
    if ban is not None:
        words -= {"no", "never", "not", "zero", "without", "nothing", "and", "but"}
    if not words:
        return False
    if not words.isdisjoint(_FORMAT) or _DATE_FORMAT.search(text) or _LIMIT.search(text):
        return True
    if _TERMS.search(text):
        return True
    if not _WORK_SUBJECTS.isdisjoint(subjects_in(text)):
        return True
    styles = words & _STYLE
    return bool(styles) and words - styles <= _BARE_FILLER


_THEIRS = re.compile(
    r"^(?:for\s+)?(?:their|his|her|(?:my|our|the|this|a)\s+[\w-]+'s)\s"
    r"|^.{0,40}\b(?:they|he|she)\s+(?:want|wants|use|uses|do|does|need|needs)\b"
    r"|^[^:]{0,60}?(?:\w's\b|\b(?:their|his|her|they|he|she|per|according\s+to|from\s+the)\b)"
    r"[^:]{0,40}:",
    _I,
)
_NAMED_OWNER = re.compile(
    r"^(?:for\s+)?(?!(?:My|Our|The|House|Team|Brand|Style)\b)[A-Z][\w.]*(?:\s+[A-Z][\w.]*)?'s\s"
)
"""A lead that gives the standards as someone else's: a client's, a teacher's, a journal's."""


def someone_elses(sentence: str) -> bool:
    """Whether the standards `sentence` gives are a third party's ("Dr Osei's requirements:").

    Kept only where the agent works for that party (a declared scope): said in passing,
    a boss's or a journal's rules are not the user's.
    """
    text = h.strip_filler(sentence).strip()
    return _THEIRS.match(text) is not None or _NAMED_OWNER.match(text) is not None


_SOURCE = re.compile(
    r"\b(?:my|our|the|his|her|their|a|one\s+of\s+(?:my|our|the))\s+(?:new\s+|old\s+|other\s+)?"
    r"(?:boss|manager|editor|client|customer|reviewer|coworker|co-worker|colleague|teammate"
    r"|teacher|professor|prof|supervisor|advisor|adviser|tutor|examiner|wife|husband|partner"
    r"|girlfriend|boyfriend|mum|mom|dad|mother|father|sister|brother|son|daughter|kids?|aunt"
    r"|uncle|grandma|grandpa|gran|nan|neighbou?r|roommate|flatmate|housemate|friend|lead|cto"
    r"|ceo|director|designer|publisher|agent|landlord|journal|magazine|contributors?|committee"
    r"|students?|readers?|audience|marketing\s+team|legal\s+team|compliance\s+team)s?\b[^.?!]{0,60}?"
    r"(?:\b(?:says?|said|wants?|wanted|likes?|prefers?|insists?|sent|wrote|asked|told|swears"
    r"|demands?|requires?|expects?|keeps\s+saying|hates?|loves?|can'?t\s+stand|only\s+reads?"
    r"|won'?t\s+read|is\s+(?:strict|picky|particular|fussy|a\s+nightmare))\b|:)"
    r"|\breviewer\s*#?\d|\b(?:says|said|wrote|writes|sent\s+(?:this|me\s+this))\s*:"
    r"|^\W*(?:he|she|they)\s+(?:always\s+|only\s+|really\s+)?(?:wants?|likes?|prefers?|insists?"
    r"|hates?|loves?|needs?|expects?)\b",
    _I,
)
"""A message that relays a third party's wishes ("my editor sent this: ...", "Reviewer 2 says")."""


def relays_someone(sentences: tuple[str, ...]) -> bool:
    """Whether a message relays someone else's wishes: its lists of standards are theirs then."""
    return any(_SOURCE.search(s) is not None for s in sentences)
