"""Split a reply into the sentences the user wrote, in any language.

Pasted material is not the user's words: fenced code, e-mail style quotes (`> ...`),
log or stack-trace lines and text the user asks the agent to process (`pasted.py`:
"summarise this: ...") and words relayed from someone else (`relayed.py`: "the client
wrote: ...") are set aside before anything is read, so an "always" in a code
comment or a "please use bullet points" in a client's quoted e-mail never becomes the
user's rule. What is left is split into sentences at `.`, `!`, `?`, `...`, CJK full stops
and line breaks, but not after abbreviations ("e.g.", "i.e.", "Dr."), inside numbers
("3.8", "4.5L") or inside URLs, domains and file names, where no space follows the dot.
An emoji or emoticon that closes a clause ends a sentence too (see `_emoji_ends`), and an
interjection that opens one ("ugh,", "lol", "phew...") is dropped (see `_INTERJECTION`):
"ugh, v2 slipped to july \U0001f62d can you redo the plan?" is read as "v2 slipped to
july \U0001f62d" and "can you redo the plan?".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from imprint.pipeline.pasted import set_aside_pasted
from imprint.pipeline.pasted_blocks import set_aside_blocks
from imprint.pipeline.relayed import set_aside_relayed
from imprint.pipeline.screened import screened

__all__ = [
    "MAX_SENTENCES",
    "Segmented",
    "asides_restored",
    "brackets_as_commas",
    "informal_english",
    "segment",
    "without_asides",
    "without_interjection",
]

MAX_SENTENCES = 40
"""Sentences read per reply; later ones are ignored, which bounds the time."""

_FENCE = re.compile(
    r"(?:^|\n)[ \t]*(?:```|~~~)[^\n]*\n.*?(?:\n[ \t]*(?:```|~~~)[ \t]*(?=\n|$)|$)", re.S
)
_INLINE_FENCE = re.compile(r"```.*?(?:```|$)", re.S)
_QUOTE_LINE = re.compile(r"^[ \t]*>")
_LOG_LINE = re.compile(
    r"^\s*(?:at\s+[\w$.<>/-]+\s*\(?[^\s)]*:\d+|File\s+\"[^\"]+\",\s+line\s+\d|Traceback\b"
    r"|\[(?:ERROR|WARN(?:ING)?|INFO|DEBUG)\]|(?:ERROR|WARN(?:ING)?|INFO|DEBUG|FATAL|CRITICAL|NOTICE"
    r"|TRACE)\s*:\s|\[?\d{4}-\d\d-\d\d[ T]\d\d:\d\d(?::\d\d)?\S*\s|[EWID]/[A-Z]\w+:"
    r"|\[\d{1,2}:\d\d(?::\d\d)?(?:[.,]\d+)?\]"
    r"|\w+(?:\.\w+)+(?:Error|Exception)\b"
    r"|(?:def|fn|func|function)\s+\w+\s*\(|class\s+\w+\s*[:({]|(?:import|from)\s+[\w.]+"
    r"(?:\s+import\s+[\w*{]|\s*;)|(?:const|let|var)\s+\w+\s*=|[A-Z][A-Z0-9_]{2,}=\S)",
)
_BOUNDARY = re.compile(
    # The lookahead holds the first character of every alternative: `re` tries it alone at
    # most positions, which is several times quicker than trying each alternative.
    r"(?=[.!?\u2026\u3002\uff01\uff1f\n])"
    r"(?:[.!?\u2026]+[\"')\]\u201d\u2019\u00bb]*(?=\s)|[\u3002\uff01\uff1f]+|\n+)"
)
_ABBREVIATION = screened(
    r"(?:^|[\s(])(?:e\.g|i\.e|etc|vs|approx|appt|dept|est|min|max|misc|mr|mrs|ms|dr|prof|st"
    r"|jr|sr|no|nos|fig|cf|al|inc|ltd|co|corp|ca|p|pp|vol|ch|sec|a\.k\.a|u\.s|u\.k|ph\.d"
    r"|b\.sc|m\.sc|z\.b|d\.h|bzw|usw|ggf|ca|sr|sra|dra|av|ex|env|ref|approx|incl|excl)\.$",
    re.I,
)
_ORDINAL = re.compile(
    r"(?:(?<![^\W\d_])(?:am|im|vom|zum|bis|ab|seit|der|die|das|den|dem|des|ein|eine|einer)|,)"
    r"\s+\d{1,2}\.$",
    re.IGNORECASE,
)
_ORDINAL_NOUN = re.compile(
    r"\s+(?:Januar|Jan|Februar|Feb|M\u00e4rz|Maerz|April|Mai|Juni|Juli|August|September|Oktober"
    r"|November|Dezember|Woche|SSW|Schwangerschaftswoche|Monat|Klasse|Stock|Etage|Jahr|Lebensjahr"
    r"|Geburtstag|Semester|Platz|Runde|Liga|Tag)\b",
    re.IGNORECASE,
)
"""What follows a German ordinal written with a dot ("14. Juni", "10. Woche", "3. Klasse"),
in chat's lower case too ("im 3. stock")."""
_NUMBERED = re.compile(r"(?:^|[\s(])(?:no|nos|fig|p|pp|vol|ch|sec|ref)\.$", re.I)
"""Abbreviations that stand before a number only: anywhere else the full stop ends a sentence."""
_A_NUMBER = re.compile(r"\s*[\d#(ivxlIVXL]")
_PICTOGRAPH = "\U0001f000-\U0001faff\u2600-\u27bf\u2b50\u2b55\u231a\u231b\u23e9-\u23fa"
_EMOJI = f"[{_PICTOGRAPH}][{_PICTOGRAPH}\ufe0f\u200d\u20e3]*"
"""One emoji, with its skin tones, variation selectors and joined parts (a flag, a family)."""
_FACE = (
    r"(?::-?[()DPp/|\]]+|;-?[)DPp]+|:'-?\(+|\^_?\^|T_T|-_-|:3|"
    "\u00af\\\\_\\(\u30c4\\)_/\u00af)"
)
"""A typed face: ":)", ":-(", ";P", ":'(", "^^", "-_-", the shrug."""
_EMOTICON = rf"(?:{_FACE}|[xX]D+)"
"""A typed face or a laugh ("xD"); the laugh only ends a sentence ("XD" opening one may be
Adobe's)."""
_FACE_CHARS = re.compile("[:;^_D]")
"""Every emoticon holds one of these; ASCII text without them has no sentence end to find."""
_CLAUSE_END = re.compile(rf"{_EMOJI}|(?<!\S){_EMOTICON}(?!\S)")
_AS_A_WORD = frozenset("\u2764\u2665\u27a1")
"""Hearts and arrows stand for a word ("I \u2764\ufe0f Rust", "A \u27a1 B"): no sentence ends."""
_NEXT_WORD = re.compile(
    r"\s*[\u00bf\u00a1\"'(]?([^\W\d_]+)(?:\s+(you|u|i|we|it)\b)?",
    re.IGNORECASE,
)
"""The word after an emoji, and a pronoun after it: "can you" and "is it" ask anew, "can
swim" goes on."""
_CONTINUES = frozenset(
    """is are was were be been has have had does do did will would can could should for of to
    in on at with from by as than that which who whose and or nor vs x es est sont ist sind war
    f\u00fcr von mit und oder zu zum zur de del della di da do dos das para por con y e o ou et
    avec pour dans en sur \u00e0 per su""".split()
)
"""Words that carry on a phrase an emoji stands in ("my \U0001f436 is called Rex"): no end."""
_CJK = re.compile("[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_WORDS = re.compile(r"[^\W_]+")

_STRONG_INTERJECTION = (
    r"u+gh+|a+r+gh+|meh|phew|welp|oof|yikes|lol+|lmf?ao|rofl|omf?g|h[ae](?:h[ae])+|hah|a+hh+"
    r"|hmm+|mhm|uhh+|umm+|ok(?:ay)?\s+so|so\s+yeah|heads\s+up|j[ae]j[ae](?:j[ae])*|k{3,}|mdr|ptdr"
    r"|pf+t?|\*\w+(?:\s\w+)?\*|nah\s+(?:mate|man|dude|bro|m8|love|pal)"
)
"""Interjections that are nothing else, dropped even without punctuation after them."""
_WEAK_INTERJECTION = (
    r"oh|ah|aw+|eh|hm|huh|wow|whoa|woah|damn|dang|darn|dammit|crap|shoot|gosh|geez|jeez|sigh|yay"
    r"|bah|heh|ooh|ouch|hooray|man|dude|bro|vaya|uy|ay|u+f+|buf|puf|hala|ostras|bof|ouf|zut|mince"
    r"|bref|o+h?\s+l[a\u00e0]\s+l[a\u00e0]|ach|mist|mensch|tja|puh|na\s*ja|oh\s+mann|boah|oje"
    r"|nossa|putz|eita|poxa|ufa|caramba|uffa|mannaggia|cavolo|beh|mah|accidenti"
    # a refusal of what someone else wants, before what the user does instead ("absolutely
    # not lol, i'll stick with my pilates")
    r"|absolutely\s+not(?:\s+lol)?|hell\s+no|god\s+no|not\s+a\s+chance|not\s+happening"
)
"""Interjections that are also words ("man", "shoot", "mist"): dropped before punctuation."""
_INTERJECTION = re.compile(
    rf"^(?:(?:{_STRONG_INTERJECTION})(?:\s*[,!.:;?\u2026]+|\s+-+|-{{2,}}|\s)\s*"
    rf"|(?:{_WEAK_INTERJECTION})(?:\s*[,!.:;?\u2026]+|\s+-+|-{{2,}})\s*"
    rf"|{_EMOJI}\s*|{_FACE}\s+)+",
    re.IGNORECASE,
)
"""Reactions before a statement ("ugh, ...", "lol ...", "\U0001f605 ..."): they say nothing
to keep, and every rule reads the sentence as if they were not there."""
_INTERJECTION_ASCII = screened(_INTERJECTION.pattern.lower())
"""`_INTERJECTION` for lowered ASCII text: `re` runs it twice as fast without IGNORECASE
(the pattern holds no escape that lowering changes: `\\s`, `\\*`, `\\(` and characters)."""
_INFORMAL = {
    "im": "I'm",
    "ive": "I've",
    "dont": "don't",
    "doesnt": "doesn't",
    "didnt": "didn't",
    "cant": "can't",
    "isnt": "isn't",
    "arent": "aren't",
    "wasnt": "wasn't",
    "werent": "weren't",
    "thats": "that's",
    "whats": "what's",
    "theres": "there's",
    "youre": "you're",
    "theyre": "they're",
    "shouldnt": "shouldn't",
    "wouldnt": "wouldn't",
    "couldnt": "couldn't",
    "havent": "haven't",
    "hasnt": "hasn't",
    "wont": "won't",
    "hes": "he's",
    "shes": "she's",
    "theyve": "they've",
    "youve": "you've",
    "i": "I",
}
_INFORMAL_WORD = re.compile(
    r"(?<![\w'])(" + "|".join(sorted(_INFORMAL, key=len, reverse=True)) + r")(?![\w'])", re.I
)
_INFORMAL_LOWER = re.compile(_INFORMAL_WORD.pattern)
"""`_INFORMAL_WORD` without IGNORECASE (its words are lower-case), for lowered ASCII text."""


@dataclass(frozen=True, slots=True)
class Segmented:
    """A reply split into the user's own sentences and what was set aside."""

    sentences: tuple[str, ...]
    """The user's sentences, in order, stripped; pasted code, quotes and logs left out."""
    quoted: tuple[str, ...]
    """Lines quoted from someone else (`> ...`), kept only to be recognised, never stored."""
    pasted: bool
    """Whether code, a log or a quote was set aside."""


@lru_cache(maxsize=2048)
def segment(text: str) -> Segmented:
    """The user's own sentences in `text` (see the module docstring).

    Cached: detection and derivation read the same reply.
    """
    # Every fence holds three backticks or tildes.
    prose = _FENCE.sub("\n", text) if "```" in text or "~~~" in text else text
    pasted = prose != text
    if "```" in prose:
        prose, pasted = _INLINE_FENCE.sub(" ", prose), True
    prose, asked = set_aside_pasted(prose)  # "summarise this: <article>": not the user's words
    prose, relayed = set_aside_relayed(prose)  # "the client wrote: ...": the client's words
    if not (asked or relayed):
        # "why does this crash?\n\n<code>": a paste asked about in a paragraph of its own
        prose, asked = set_aside_blocks(prose)
    pasted = pasted or asked or relayed
    kept: list[str] = []
    quoted: list[str] = []
    in_log = False
    for line in prose.split("\n"):
        if _QUOTE_LINE.match(line):
            quoted.append(line.lstrip()[1:].strip())
            pasted = True
        elif len(line) > 12 and _LOG_LINE.match(line):
            pasted = in_log = True
        elif in_log and line[:1] in (" ", "\t") and line.strip():
            pass  # "  - never upload watermarked images" under a log line: the log's own
        else:
            in_log = False
            kept.append(line)
    own = "\n".join(kept)
    if ")" in own and _FIRST_ITEM.search(own):
        own = _NEXT_ITEM.sub("\n", own)  # "1) we got married in june and 2) we moved"
    return Segmented(
        sentences=tuple(_untagged(x) for x in _split(own)[:MAX_SENTENCES]),
        quoted=tuple(q for q in quoted if q),
        pasted=pasted,
    )


_FIRST_ITEM = re.compile(r"(?:^|[\s:])(?:1|a)\)\s+(?!(?:and|or|&)\b)\w")
_NEXT_ITEM = re.compile(
    r"(?:[,;]?\s+|:\s*)(?:and\s+|&\s+)?(?:[1-9]|[a-h])\)\s+"
    r"(?=(?:i|i'm|i've|i'd|we|we're|we've|my|our)\b)",
    re.IGNORECASE,
)
"""Items of a list written inline that tell of the user ("1) we got married in june and 2) we
moved to leeds"): each is a sentence of its own. A list of asks ("1) keywords in UPPERCASE
2) CTEs") is read whole by `rule_lists.py`."""
_TAG = re.compile(r"\s*,?\s*(?:remember|you\s+know|innit|as\s+i\s+said)\s*\?+\s*$", re.IGNORECASE)
"""A tag that marks a statement told again ("I'm dairy free, remember?"); "right?", "yes?"
and "ok?" ask, so they are left as questions."""
_ASKING = re.compile(
    r"^\W*(?:do|does|did|can|could|is|are|was|were|will|would|have|has|had|should|shall|may"
    r"|might|what|how|why|where|when|who|which|whose|am)\b",
    re.IGNORECASE,
)
_TOLD_WORDS = 3


def _untagged(sentence: str) -> str:
    """`sentence` told without its tag question, or as it is."""
    if not sentence.endswith("?"):
        return sentence
    tail = len(sentence) - _TAG_TAIL
    m = _TAG.search(sentence, max(0, tail))
    told = sentence[: m.start()] if m is not None else ""
    if len(told.split()) < _TOLD_WORDS or _ASKING.match(told):
        return sentence
    return told.rstrip(" ,") + "."


_TAG_TAIL = 30
"""A tag is read from the end of the sentence alone, so a long one costs no more."""


def _split(text: str) -> list[str]:
    pieces: list[str] = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        piece = text[start : m.end()]
        if m.group(0)[0] == "." and _ABBREVIATION.search(
            text[max(0, m.start() - 12) : m.start() + 1]
        ):
            numbered = _NUMBERED.search(text[max(0, m.start() - 4) : m.start() + 1])
            if numbered is None or _A_NUMBER.match(text, m.end()):
                continue  # "fig. 3", "no. 5"; but "fern & fig. done" and "wait, no. use X" end
        if (
            m.group(0) == "."
            and _ORDINAL.search(text, max(0, m.start() - 12), m.start() + 1)
            and _ORDINAL_NOUN.match(text, m.end())
        ):
            continue  # German "am 14. Juni", "in der 10. Woche": an ordinal, no end
        pieces.append(piece)
        start = m.end()
    pieces.append(text[start:])
    out: list[str] = []
    for piece in pieces:
        faces = not piece.isascii() or _FACE_CHARS.search(piece) is not None
        for sentence in _emoji_ends(piece) if faces else (piece,):
            sentence = without_interjection(sentence.strip())
            if sentence:
                out.append(sentence)
    return out


def _emoji_ends(piece: str) -> list[str]:
    """`piece` cut after each emoji or emoticon that closes a clause.

    "depuis lundi \U0001f389 tu peux m'aider ?" holds two sentences. An emoji ends one only
    after two words, before more text (after a space, or straight on in CJK scripts), and
    not where it stands for a word: inside a word or URL, hearts and arrows ("I \u2764 Rust"),
    or before a word that carries the phrase on ("my \U0001f436 is called Rex").
    """
    out: list[str] = []
    start = 0
    for m in _CLAUSE_END.finditer(piece):
        after = piece[m.end() : m.end() + 1]
        if not after or m.group(0)[0] in _AS_A_WORD:
            continue
        if not after.isspace() and _CJK.match(after) is None:
            continue
        following = _NEXT_WORD.match(piece, m.end())
        if following is None or (
            following.group(1).lower() in _CONTINUES and following.group(2) is None
        ):
            continue
        words = _WORDS.findall(piece, start, m.start())
        if len(words) < 2 and not (words and len(words[0]) > 2 and _CJK.match(words[0])):
            continue
        out.append(piece[start : m.end()])
        start = m.end()
    out.append(piece[start:])
    return out


def without_interjection(sentence: str) -> str:
    """`sentence` without the reactions that open it ("ugh, ", "lol ", "phew... ", an emoji).

    A sentence that is nothing but a reaction is kept as it is.
    """
    if sentence.isascii():
        m = _INTERJECTION_ASCII.match(sentence[:80].lower())
    else:
        m = _INTERJECTION.match(sentence)
    if m is None or not _WORDS.search(sentence, m.end()):
        return sentence
    return sentence[m.end() :]


_IF_IT_HELPS = re.compile(
    r"\b(?:(?:just|only)\s+)?in\s+case\s+(?:that|it|this)\s+(?:matters|helps)\b"
    r"|\bif\s+(?:that|it|this)\s+(?:matters|helps|changes\s+anything|is\s+(?:relevant|useful"
    r"|important|helpful)|counts)(?:\s+(?:for|to)\s+[\w' ]{1,30}?)?"
    r"(?=\s*(?:[.!?,;)\n]|$|lol\b|tho\b|btw\b))",
    re.IGNORECASE,
)
_SPACE_BEFORE_MARK = re.compile(r"[ \t]+(?=[,.;!?)])")
_INTENT = re.compile(
    r"\b(?:i'?ll|we'?ll|i\s+will|we\s+will|would|going\s+to|gonna|can|could|should|let'?s)\b",
    re.IGNORECASE,
)
"""A plan or an ask before the condition: "we'll switch to Linear if that matters" keeps it."""
"""An aside asking whether what was told helps ("..., if that matters for bag setup")."""
_WITH_SLASH = re.compile(r"(?<![\w/])w/(o)?(?=\s)", re.IGNORECASE)


_LANGUAGE_CODES = (
    "en|es|fr|de|it|pt|nl|ru|uk|pl|cs|sv|da|no|fi|el|tr|ar|he|fa|hi|zh|ja|ko|vi|th|id|ro|hu"
    "|english|spanish|french|german|italian|portuguese|dutch|russian|ukrainian|polish|czech"
    "|swedish|danish|norwegian|finnish|greek|turkish|arabic|hebrew|persian|hindi|chinese"
    "|mandarin|japanese|korean|vietnamese|thai|romanian|hungarian"
)
_LANGUAGE_PAIR = re.compile(
    r"(?<![\w>/-])(" + _LANGUAGE_CODES + r")\s?-?>\s?(" + _LANGUAGE_CODES + r")(?![\w>/-])",
    re.IGNORECASE,
)
"""A translator's pair written with an arrow ("en>es", "FR->EN"): read as "en to es", so
no reader takes the arrow for code or a quote."""
_YOU_TYPED = re.compile(
    r"(?<![\w'-])(can|could|would|will|do|did|are|if|when|thank)\s+u(?![\w'.-])", re.IGNORECASE
)
"""A "u" typed for "you" after the words that ask or thank ("can u put the bpm next to each
song"); a lone "u" elsewhere may be a letter ("plan u", "u-turn")."""


_WERE = re.compile(
    r"((?:^|[.!]\s+|\n))([Ww])ere(?=\s+(?:in|at|from|based|moving|off|away|back|all|both|still"
    r"|currently|now|living|staying)\b)(?![^.!?\n]*\?)"
)
"""A sentence opening "were in ...", "were based ...": a statement, so "we're"; a question
("Were in-person tickets sold?") ends in "?" and is left."""
_BETTER_THAN = re.compile(
    r"(?:^|(?<=[\n.;,!?:]\s))(?P<lead>(?:(?:honestly|tbh|imo|imho|so|and|but|also)\s+)?)"
    r"(?P<left>[A-Za-z][\w+#.'-]*(?:\s[A-Za-z][\w+#.'-]*)?)\s+>\s+"
    r"(?P<right>[A-Za-z][\w+#.'-]*(?:\s[A-Za-z][\w+#.'-]*)?)"
    r"(?P<rest>\s+(?:for|in|on|any|every|always)\b[^,.;!?\n>]{0,30})?(?=\s*(?:[,.;!?\n]|$))(?!\s*>)"
)
"""One thing said better than another as a clause of its own ("vim > emacs, always")."""


def _over(m: re.Match[str]) -> str:
    # "Settings > Privacy" is a path through a menu, its steps written capitalised.
    left, right = m.group("left"), m.group("right")
    if left[0].isupper() and right[0].isupper() and not (left.isupper() or right.isupper()):
        return m.group(0)
    return f"{m.group('lead')}{left} over {right}{m.group('rest') or ''}"


def _told_aside(m: re.Match[str]) -> str:
    """What replaces an aside: nothing after what is told, itself after a plan or an ask."""
    text = m.string
    start = max(text.rfind(".", 0, m.start()), text.rfind("\n", 0, m.start()), 0)
    if _INTENT.search(text, start, m.start()):
        return m.group(0)
    return ""


_ASKED_OF_YOU = re.compile(
    r"(?P<lead>(?:^|[.!?;:,]\s*|\b(?:and|but|so|also)\s+))(?:i\s+would\s+|i'd\s+|i\s+)(?:(?:really\s+)?"
    r"(?:like|want|need)\s+you\s+to|ask\s+that\s+you)\s+(?=(?:always\s+|never\s+|just\s+)?"
    r"(?:keep|use|write|give|answer|reply|respond|call|address|avoid|stick|stop|start|put|include"
    r"|leave|make|format|show|explain|spell|say|check|remind|ask|treat)\b)",
    re.IGNORECASE,
)
"""A standing ask said as a wish of the user's ("I'd like you to always use metric", "I would
ask that you keep a formal register"), read as the ask it is."""
_ME_AND = re.compile(
    r"(?P<lead>(?:^|[.!?;,]\s*|\b(?:and|so|but|well|actually|lol|haha)\s+))(?:me|myself)\s+(?:and|&|n)\s+"
    r"(?P<who>(?:my\s+|our\s+)?(?:(?:new|old|best|little|big|younger|older)\s+)?"
    # "me and my new gf lotte": one of the user's people, then the name
    r"(?:(?:gf|bf|girlfriend|boyfriend|partner|wife|husband|fianc\u00e9e?|fiancee?|sister|brother"
    r"|friend|cousin)\s+(?!(?:just|both|finally|are|were|have|had|got|went|will)\b)[a-z][\w'-]+"
    r"|[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?))\s+"
    r"(?=(?:just|both|finally|are|were|have|had|got|get|went|go|run|ran|live|lived|moved|met|started"
    r"|will|'re|'ve|own|bought|booked|decided|are\s+getting)\b)",
    re.IGNORECASE,
)
""""me and ravi just got engaged", "me and my brother run a cafe": a subject said the way
people say it; read as "ravi and I ..." so that the first person is found."""


_OUTGROWN = re.compile(
    r"\b(?P<who>(?-i:[A-Z])[a-z]+|she|he|they|i)(?:'s|'ve|\s+has|\s+have)?\s+(?:outgrown|grown\s+out\s+of"
    r"|grew\s+out\s+of|outgrew)\s+(?:the|her|his|their|my|its)\s+(?P<what>[\w-]+(?:\s+[\w-]+)?)\s+"
    r"allerg(?:y|ies)\b",
    re.IGNORECASE,
)
"""An allergy outgrown ("Maya's outgrown the egg allergy", "she grew out of her nut allergy")."""


def _no_longer_allergic(m: re.Match[str]) -> str:
    who = m.group("who")
    verb = "am" if who.lower() == "i" else "are" if who.lower() == "they" else "is"
    return f"{who} {verb} no longer allergic to {m.group('what')}"


_FRONTED_TIME = re.compile(
    r"(?P<lead>^|[.!?]\s+)(?P<time>(?:this|next)\s+(?:week|weekend|month|term|semester|sprint"
    r"|quarter|year)|for\s+the\s+(?:next|coming|rest\s+of\s+the)\s+(?:[\w-]+\s+){0,2}?(?:days?"
    r"|weeks?|months?|sprints?|term|semester|quarter|year))\s*,?\s+"
    r"(?P<clause>(?:i|i'm|im|we|we're|were|my|our)\b[^.!?\n]*?)(?P<end>[.!?]|$)",
    re.IGNORECASE | re.MULTILINE,
)
"""A time said before the clause it bounds ("for the next two sprints we're freezing ...")."""


_WE_SPLIT = re.compile(
    r"(?P<lead>(?:^|[.!?;,:]\s+|\b(?:and|but|so|well|yeah|ok|update:?)\s+))we(?P<have>\s+have|'ve)?\s+"
    r"(?P<verb>"
    r"(?:just\s+|finally\s+|officially\s+)?(?:broke\s+up|broken\s+up|split\s+up|separated"
    r"|divorced|called\s+it\s+(?:off|quits))\b(?!\s+(?:the|a|an|our|my|it|them|this|that|those"
    r"|these|everything|all|into|in\s+two)\b))",
    re.IGNORECASE,
)
"""A couple's end told with "we" ("we broke up", "we've separated"): the user and a partner."""
_BARE_SUM = re.compile(
    r"(?P<lead>(?:^\W*|[.!?]\s+))(?P<what>(?:rent|mortgage|salary)"
    r"(?:\s+is|'s)\s+(?:(?:about|around|roughly|like|only|just)\s+)?[$\u00a3\u20ac]?\d)",
    re.IGNORECASE,
)
"""A household sum named bare at a clause's start ("rent is 875 a month"): the user's own."""


def informal_english(text: str) -> str:
    """Restore apostrophes people skip when typing fast: "im" -> "I'm", "dont" -> "don't".

    Only words that have no other reading are restored ("id", "well" are left alone; "ill"
    only where a verb follows it at a clause's start, "ill lead with that"), and a lone
    lower-case "i" becomes "I".
    """
    low = text.lower()
    if "this " in low or "next " in low:
        # "this week I'm working from York": the time said first, read after the clause
        text = _FRONTED_TIME.sub(r"\g<lead>\g<clause> \g<time>\g<end>", text)
    if "we" in low and _WE_SPLIT.search(text):
        # "we broke up in the spring": the user and their partner, not a team
        text = _WE_SPLIT.sub(
            lambda m: (
                f"{m.group('lead')}my partner and I {'have ' if m.group('have') else ''}"
                f"{m.group('verb')}"
            ),
            text,
        )
    if "rent" in low or "mortgage" in low or "salary" in low:
        # "budget help pls. rent is 875 a month": whose rent goes without saying
        text = _BARE_SUM.sub(r"\g<lead>my \g<what>", text)
    if "w/" in text:  # "going w/ jetstream", "coffee w/o sugar"
        text = _WITH_SLASH.sub(lambda m: "without" if m.group(1) else "with", text)
    if " > " in text:  # "tabs > spaces, fight me": the one preferred over the other
        text = _BETTER_THAN.sub(_over, text)
    if ">" in text:  # "i do en>es legal translation"
        text = _LANGUAGE_PAIR.sub(r"\1 to \2", text)
    if " u" in text or " U" in text:
        text = _YOU_TYPED.sub(lambda m: f"{m.group(1)} you", text)
    low = text.lower()
    if " you " in low and _ASKED_OF_YOU.search(text):
        # "I would ask that you keep a formal register throughout": an ask, said politely
        text = _ASKED_OF_YOU.sub(r"\g<lead>please ", text)
        low = text.lower()
    if "me and " in low or "me & " in low or "me n " in low:
        # "me and ravi just got engaged": the user and someone, said as a subject
        text = _ME_AND.sub(lambda m: f"{m.group('lead')}{m.group('who')} and I ", text)
    if "grow" in low or "grew" in low:
        # "Maya's outgrown the egg allergy": said as the change it is
        text = _OUTGROWN.sub(_no_longer_allergic, text)
    if "ere " in text:  # "were in cork, my son is 2": "we're", typed without its apostrophe
        text = _WERE.sub(lambda m: m.group(1) + ("We're" if m.group(2) == "W" else "we're"), text)
    low = text.lower()
    if "if " in low or "case " in low:
        # "i knit continental if that changes anything": what is told is told; the
        # condition only asks whether it helps.
        bare = _IF_IT_HELPS.sub(_told_aside, text)
        if bare != text:
            text = _SPACE_BEFORE_MARK.sub("", bare)
            low = text.lower()
    if not text.isascii():
        text = _INFORMAL_WORD.sub(lambda m: _restore(m.group(1)), text)
    else:
        # ASCII text lowers letter for letter, so the case-sensitive pattern finds the same
        # words in its lowered copy, several times faster than IGNORECASE in the text.
        pieces: list[str] = []
        cursor = 0
        for m in _INFORMAL_LOWER.finditer(low):
            pieces += (text[cursor : m.start()], _restore(text[m.start() : m.end()]))
            cursor = m.end()
        pieces.append(text[cursor:])
        text = "".join(pieces)
    if "n't " in text or "not " in low:
        # "dont own a car, bus everywhere": the user's life told without its "I", not an
        # ask of the agent ("don't use emojis")
        text = _LIFE_NOT_DONE.sub(lambda m: f"{m.group(1)}I {m.group(2)}", text)
    if "ill " in low:
        # "ill lead with that": "I'll" typed without its apostrophe, at a clause's start and
        # before a verb ("i was ill for a week" stays)
        text = _ILL_WILL.sub(lambda m: f"{m.group(1)}I'll {m.group(2)}", text)
    if "if " in low or "when" in low:
        # "if theres kanji just put furigana after it": the condition closed by its comma
        text = _CONDITION_THEN_ASK.sub(r"\1,\2", text)
    if "now that" in low:
        # "now that im on earlies, 6 til 2, when should i go to the gym?": the state is told
        # before the question, as "I'm on earlies now."
        text = _NOW_THAT_ASKED.sub(_told_before_asking, text)
    return text


_ILL_WILL = re.compile(
    r"((?:^|[.,;:!?]\s*|\b(?:so|and|but|ok|okay|then|yeah|yes|maybe|prob|probably)\s+))ill\s+"
    r"((?:lead|do|try|send|check|ask|go|get|be|take|make|look|use|need|have|see|let|give|stick"
    r"|keep|just|probably|prob|def|definitely|start|email|text|call|write|book|pick|add|put|wait"
    r"|think|report|update|sort|post|bring|grab|read|run|pass|skip|leave|come|buy|order|tell"
    r"|message|ping|test|stay|switch|move|pay|show|drop|chat|talk|mention|remember|share)\b)",
    re.IGNORECASE,
)
""""ill" for "I'll": at a clause's start, before a verb."""
_LIFE_NOT_DONE = re.compile(
    r"((?:^|[.!?]\s+|,\s+(?:and|but|so|also)\s+|\b(?:tbh|btw|fyi|honestly)\s*,?\s+))"
    r"((?:don't|do\s+not)\s+(?:own|drink|eat|smoke|vape|drive|cook|speak|celebrate"
    r"|have\s+(?:a|an|any|kids|children|pets|\w+\s+kids)))\b",
    re.IGNORECASE,
)
"""A "don't" of the user's own life at a clause's start ("dont drink, so no pub ideas"): the
verbs are not ones an agent does for the user."""
_CONDITION_THEN_ASK = re.compile(
    r"(\b(?:if|when|whenever)\s+(?:there'?s|there\s+(?:is|are)|it'?s|it\s+is)\s+"
    r"(?:(?!\b(?:we|i|you|they|he|she)\b)[^,.;:!?]){1,40}?)"
    r"(\s+(?:just\s+|pls\s+|please\s+|then\s+)?(?:put|use|add|write|give|show|leave|skip|mark"
    r"|list|include|link|bold|spell|translate)\b)",
    re.IGNORECASE,
)
"""A condition on what the agent writes, then the ask, typed without the comma between."""
_NOW_THAT_ASKED = re.compile(
    r"(?:^|(?<=[,.;!?]\s)|(?<=\bbut\s)|(?<=\bso\s)|(?<=\band\s)|(?<=\bok\s))now\s+that\s+"
    r"(?P<who>i'm|i\s+am|we're|we\s+are)\s+(?P<state>(?:on|doing|working|back\s+on"
    r"|(?:in|at)(?!\s+(?:the\s+)?(?:mood|middle|zone|groove|my\s+\d+s|our\s+\d+s)\b))"
    r"\s+[^,.;!?]{2,40}?(?:,\s*\d[^,.;!?]{0,20})?)\s*,\s*(?P<asked>[^.!?]{4,}\?)",
    re.IGNORECASE,
)
"""A state of the user's told in a "now that" clause before a question ("now that I'm on
earlies, 6 til 2, when should I train?")."""


def _told_before_asking(m: re.Match[str]) -> str:
    who = m.group("who")
    who = who[0].upper() + who[1:] if who.lower().startswith("i") else who
    return f"{who} {m.group('state')} now. {m.group('asked')}"


def _restore(word: str) -> str:
    fixed = _INFORMAL.get(word.lower())
    if fixed is None:
        # "\u0130" (a Turkish capital I) matches "i" ignoring case but lowers to two
        # characters, which the table does not hold: the word is kept as written.
        return word
    if word[0].isupper() and not fixed[0].isupper():
        return fixed[0].upper() + fixed[1:]
    return fixed


_ASIDE = re.compile(r"(?<=[\w%.!'\"])\s*\([^()]{1,160}\)(?=\s*[,;:.!?]|\s+\w)")
"""An aside in brackets after a word and with more of the sentence after it: an example
or a gloss. Brackets that open the sentence hold what it says."""


def without_asides(sentence: str) -> str:
    """`sentence` without its asides in brackets ("type 1 (pump + libre) so ..."), if words remain.

    An aside that ends the sentence stays: it may be what the sentence says ("(no emojis)").
    """
    bare = _ASIDE.sub(lambda m: m.group(0) if _TELLING_ASIDE.search(m.group(0)) else "", sentence)
    return bare if len(bare.split()) >= 3 else sentence


def asides_restored(sentence: str, content: str) -> str:
    """`content`, read from `sentence` without its asides, with its short glosses put back.

    "my manager (sarah) is super strict" was read as "The user's manager is super strict":
    the name in brackets goes back after the word it glossed ("The user's manager (sarah)
    is ..."), when that word is in `content` once. Talk ("(lol)", "(i think)") and long
    asides stay out, and so do pronouns, which are read apart.
    """
    for m in _ASIDE.finditer(sentence):
        aside = m.group(0).strip()[1:-1].strip()
        if (
            len(aside.split()) > _GLOSS_WORDS
            or _TALK_ASIDE.match(aside)
            or _PRONOUNS.fullmatch(aside)
            or aside in content
        ):
            continue
        before = _LAST_WORD.search(sentence, 0, m.start())
        if before is None:
            continue
        spots = list(re.finditer(rf"(?<!\w){re.escape(before.group(0))}(?!\w)", content, re.I))
        if len(spots) == 1:
            end = spots[0].end()
            content = f"{content[:end]} ({aside}){content[end:]}"
    return content


_GLOSS_WORDS = 5
_TALK_ASIDE = re.compile(
    r"(?:lol|lmao|haha|hah|sorry|i|i'm|im|i've|yes|yeah|yep|no|ok|okay|jk|sigh|ugh|e\.?g\.?|eg"
    r"|i\.?e\.?|like|see|which|that|long\s+story|don'?t\s+ask|again|ish|approx|maybe|probably"
    r"|sic|thanks|thx|please|pls)\b",
    re.IGNORECASE,
)
"""An aside that is talk, an example or a hedge: no gloss of the word before it."""
_PRONOUNS = re.compile(r"[a-z]+/[a-z]+(?:/[a-z]+)?", re.IGNORECASE)
"""Pronouns in brackets ("Brigid (she/her)"), read as a statement of their own."""
_LAST_WORD = re.compile(r"[\w'-]+(?=[\s\W]*$)")


_TELLING_ASIDE = re.compile(
    r"\b(?:former|ex|not|no\s+longer|quit|left|until|till|used\s+to|did|was|were|retired|gone"
    r"|passed|died|late|anymore|any\s+more)\b",
    re.IGNORECASE,
)
"""An aside that changes what the sentence says ("my boss (former boss, she quit)"): kept."""


_BRACKETED_APPOSITION = re.compile(
    r"\b(?P<np>(?:my|our)\s+(?:[\w-]+\s+)?[\w-]+)\s*\((?P<aside>[^()]{1,60})\)\s+"
    r"(?=(?!(?:is|has|was|does|says|thinks|wants)\b)[a-z]{3,}s\b)",
    re.IGNORECASE,
)


def brackets_as_commas(sentence: str) -> str:
    """A gloss in brackets after "my dad" set off by commas: "my dad, 84, COPD, lives ...".

    The readers of a relative's facts know the commas of an apposition, not brackets. Only
    before a verb that describes ("lives", "works"); "my 2yo (milo) that ..." keeps them.
    """
    if "(" not in sentence:
        return sentence
    return _BRACKETED_APPOSITION.sub(
        lambda m: f"{m.group('np')}, {m.group('aside').strip()}, ", sentence
    )
