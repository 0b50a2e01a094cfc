"""A hedge covers its own clause: "I'm in Madrid now, might move to Berlin" keeps Madrid.

A hedge is a maybe ("maybe", "probably", "I may", "we could"), a wondering ("not sure",
"thinking about"), a hope or plan ("hoping to", "planning on"), a condition on the user's
own life ("if I get the job I'd move"), a dependence ("depends on the visa") or a vague
time ("someday", "eventually"). A sentence that is one hedged clause keeps nothing
(`wholly_hedged`). The rules drop a sentence that hedges, so
a firm statement comma-joined to a hedged one was lost with it. `firm_part` returns what
a sentence states firmly, without its hedged clauses, for every rule to read instead; the
hedged clause itself never becomes a fact or a change of mind.

A hedge reaches past its clause in two cases, and then the sentence is left whole (the
rules drop it, as before): a bare hedge ("not sure", "who knows") hedges the clause before
it, or the whole sentence when it opens it ("not sure, but I think Postgres"); and a hedged
fragment with no verb of its own ("maybe next year", "quizas en verano") hedges the clause
it qualifies.
"""

from __future__ import annotations

import re
from functools import lru_cache

from imprint.pipeline.language import Language
from imprint.pipeline.lexicons import LEXICONS
from imprint.pipeline.patterns import SUPPOSING, WISH_AFTER_SO

__all__ = ["firm_part", "hedged", "wholly_hedged"]

_I = re.IGNORECASE

_EN_HEDGE = re.compile(
    r"\b(?P<verbal>might|(?<!without\s)(?<!stop\s)(?<!quit\s)thinking\s+(?:about|of)|considering|toying\s+with"
    r"|wondering\s+(?:about|if|whether)|hop(?:e|ing)\s+to|planning\s+(?:to|on)|plan\s+to"
    r"|(?:i|we)\s+(?:may|could)(?!\s+(?:not\b|never\b|you\b))"
    r"|(?:i|we)(?:'d|\s+would)(?!\s+(?:like|love|prefer|rather|appreciate|say|recommend|suggest"
    r"|hate|never|not|also|really|much|ask|request|insist|want|need)\b)(?=\s+[a-z])"
    # "I'd take a straight answer over a hedged one any day": a side taken for good
    r"(?!\s+(?:always\s+|still\s+)?(?:take|pick|choose)\b[^.;!?]*\bover\b[^.;!?]*\b(?:any\s+day"
    r"|every\s+(?:time|day)|all\s+day)\b)"
    r"|if\s+(?:i|we|my\s+\w+)\s+(?:get|gets|land|lands|pass|passes|win|wins|find|finds|decide"
    r"|decides|end\s+up|can|manage)"
    # "but say we got a second dog, would she ...": a case supposed, not told
    r"|(?:(?<=^)|(?<=[,;:]\s)|(?<=\bbut\s)|(?<=\band\s)|(?<=\bso\s))" + SUPPOSING + r"\s+"
    r"(?:i|we|you|he|she|they)"
    r"(?:'?re|'?m|'?d)?(?!\s+(?:should|must|have\s+to|need\s+to|better|ought)\b))\b"
    r"|\b(?:maybe|perhaps|possibly|probably|hopefully|who\s+knows|not\s+(?:sure|certain)|unsure"
    # "my wrist is wrecked so idk": unsure what to make of it, not of the wrist
    r"|(?<!so\s)idk|(?<!so\s)(?<!so\si\s)dunno|we'?ll\s+see|no\s+idea|undecided|haven'?t\s+decided|depend(?:s|ing)\s+on"
    r"|someday|some\s+day|one\s+day|at\s+some\s+point"
    # "eventually we settled on Svelte": what happened in the end, not a hope
    r"|eventually(?!,?\s+(?:(?:we|i)\s+)?(?:\w+ed|went|chose|got|took|made|found|gave|sold|left"
    r"|bought|ran|won)\b))\b",
    _I,
)
"""English hedges; `verbal` ones are a verb, so their clause stands on its own."""
_MIGHT_AFTER = frozenset("and but or so then also though i we".split())
""""might" hedges the user's own plans ("I might", "..., and might move"), not "anything
that might attract birds": it must open its clause or follow one of these words."""
_EN_NEEDS = (
    *("might", "thinking", "considering", "toying", "wondering", "maybe", "perhaps"),
    *("possibly", "knows", "not sure", "not certain", "unsure", "idk", "dunno", "ll see"),
    *("no idea", "decided", "probably", "hopefully", "hop", "plan", "may", "could", "'d"),
    *("would", "if ", "depend", "some", "one day", "eventually", "say", "suppos", "imagine"),
)
"""One of these is in every `_EN_HEDGE` match of an ASCII sentence: one `in` scan each
rules most sentences out before the pattern runs."""
_OWN_VERB = re.compile(
    r"\b(?:i|we|you|he|she|they|it|i'?m|we'?re|i'?ll|we'?ll|i'?d|we'?d|i'?ve|we'?ve|will|would"
    r"|could|should|can|is|are|was|were|gonna|going\s+to)\b",
    _I,
)
"""A clause with one of these has a subject or verb of its own ("maybe I'll go back")."""
_QUALIFIER = re.compile(
    r"\W*(?:next|later|soon|sooner|someday|eventually|tomorrow|tonight|in|on|at|after|before"
    r"|by|this|that|around|within|one\s+day|not|earlier|early|late|once|again|too|also|even"
    r"|more|less|a\s+bit|for|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)",
    _I,
)
"""What a verbless hedged fragment opens with when it qualifies the clause before it
("..., maybe next year", "..., possibly earlier"): then that clause is hedged too."""
_SUBORDINATE = re.compile(
    r"\W*(?:when|whenever|if|unless|in\s+case|where|wherever|whether|anything|everything"
    r"|something|what|whatever)\b",
    _I,
)
"""A clause that sets a condition ("when a command might delete files, warn me") hedges
nothing: the "might" is the condition's."""
_OWN_HYPOTHETICAL = re.compile(
    r"\bif\s+(?:i|we|my\s+\w+)\b.*\b(?:i|we)(?:'d|'ll|\s+would|\s+will|\s+might|\s+could|\s+may)\b",
    _I,
)
"""...unless what follows the condition is the user's own maybe ("if I get the job I'd move")."""
_CLAUSE_BREAK = re.compile(
    r"\s*[,;\uff0c\u3001\uff1b](?!\d)\s*|\s+-+\s+"
    r"|\s+(?=(?:but|though|although|pero|aunque|mais|aber|doch|mas|por\u00e9m|per\u00f2)\s)"
    r"|\s+(?=(?:and|or)\s+(?:\S+\s+){0,2}?(?:might|maybe|perhaps|possibly|thinking|considering"
    r"|wondering|debating|torn|not\s+sure)\b)"
    # "im in norwich so something i could pick up would be nice": what the user would like
    # for this task follows "so"; what leads to it stands
    r"|\s+(?=" + WISH_AFTER_SO + r")",
    _I,
)
_DEPENDENT = re.compile(
    r"\W*(?:since|as|because|cause|while|whereas|if|when|whenever|unless|until|especially"
    r"|which|who|whose|where|after|before|once|given|about|speaking|on\s+(?:a|another|that)"
    r"|by\s+the\s+way|btw|now|anyway|also|plus)\b",
    _I,
)
"""A clause that cannot stand alone ("since I'm on nights", "on another note"): if it is
all that is firm, the sentence is read whole."""
_STATES = re.compile(
    r"\b(?:i|we|he|she|they|it|i'?m|we'?re|i'?ve|we'?ve|is|are|was|were|has|have|had|my|our"
    r"|\w{3,}ed|uses|runs|works|lives|needs|wants|likes|prefers)\b",
    _I,
)
"""A firm part in English says something only with a subject or a verb in it..."""
_ASKS = re.compile(
    r"\W*(?:always|never|please|don'?t|do\s+not|let'?s|use|keep|make|write|give|add|put|stop"
    r"|avoid|answer|reply|respond|call|show|send|include|skip|go|stick|switch|be|no)\b",
    _I,
)
"""... or as an instruction ("always use metric, maybe add imperial too")."""
_CONNECTOR = re.compile(
    r"^(?:but|though|although|yet|and|so|or|pero|aunque|mais|aber|doch|mas|por\u00e9m|ma"
    r"|per\u00f2|y|et|und|e)\s+",
    _I,
)
_WORD = re.compile(r"[^\W_]+")
_FOREIGN_OWN_CLAUSE = 3
"""A hedged clause in another language with this many words (of two letters or more) besides
the hedge stands alone (the lexicons do not say which words are verbs)."""


def hedged(text: str) -> bool:
    """Whether English `text` holds a hedge ("maybe", "who knows", "I might", ...)."""
    if not _may_hedge(text):
        return False
    return _hedge(text, "en") is not None


def wholly_hedged(sentence: str) -> bool:
    """Whether an English `sentence` is one clause the user hedges, with nothing firm.

    "we'll probably switch to Postgres", "I hope to open a bakery": nothing to keep.
    """
    if not _may_hedge(sentence):
        return False
    m = _hedge(sentence, "en")
    if m is None or len([c for c in _CLAUSE_BREAK.split(sentence) if c and c.strip()]) > 1:
        return False
    return not _SUBORDINATE.match(sentence) or _OWN_HYPOTHETICAL.search(sentence) is not None


_ALTERNATIVE = re.compile(r"^or\b", re.IGNORECASE)


def firm_part(sentence: str, language: Language) -> str:
    """`sentence` without the clauses a hedge covers, or whole if it has no firm clause."""
    if language == "en":
        if not _may_hedge(sentence):
            return sentence
    elif language not in LEXICONS:
        return sentence
    if _hedge(sentence, language) is None:
        return sentence
    clauses = [c for c in _CLAUSE_BREAK.split(sentence) if c and c.strip()]
    if len(clauses) < 2:
        return sentence
    hedged = [False] * len(clauses)
    for index, clause in enumerate(clauses):
        m = _hedge(clause, language)
        if m is None or (
            language == "en" and _SUBORDINATE.match(clause) and not _OWN_HYPOTHETICAL.search(clause)
        ):
            continue
        hedged[index] = True
        if not _stands_alone(clause, m, language):
            if index == 0:
                return sentence  # "not sure, but ...": the hedge opens the whole sentence
            hedged[index - 1] = True
    for index, clause in enumerate(clauses):
        if index and any(hedged) and _ALTERNATIVE.match(clause.strip()):
            # "the date is june 3rd or 4th, not sure yet": an alternative beside a hedge
            # leaves the clause it follows open too
            hedged[index] = hedged[index - 1] = True
    firm = [_CONNECTOR.sub("", c.strip()) for c, h in zip(clauses, hedged, strict=True) if not h]
    if not any(hedged) or len(_WORD.findall(" ".join(firm))) < 2 or _DEPENDENT.match(firm[0]):
        return sentence
    if language == "en" and not (_STATES.search(" ".join(firm)) or _ASKS.match(firm[0])):
        return sentence  # "on another note", "about 4 hours long": nothing firm is said
    return ", ".join(firm)


@lru_cache(maxsize=4096)
def _may_hedge(text: str) -> bool:
    """False when `_EN_HEDGE` cannot match: an ASCII text holding none of `_EN_NEEDS`."""
    # Cached: the segment, its sentence and the disclosure's clause are asked again and again.
    if not text.isascii():
        return True
    lowered = text.lower()
    return any(need in lowered for need in _EN_NEEDS)


_PLAN_NAMED = re.compile(
    r"\b(?:the|a|an|my|our|your|their)\s+(?!(?:big|new|main|current|original|only|grand|master"
    r"|latest|real|actual|whole|long-term|next)\b)[\w+-]+\s+$",
    _I,
)
"""A plan named by its kind ("the free plan", "a 12-month plan"): a product, not an intent."""


@lru_cache(maxsize=4096)
def _hedge(text: str, language: Language) -> re.Match[str] | None:
    """The first hedge in `text` (an English "might" only where the user is its subject)."""
    # Cached: `firm_part`, `wholly_hedged` and `hedged` look in the same sentence (a match
    # is only read, never changed, so one can be shared). The key is the language, not
    # the pattern: hashing a compiled pattern hashes its whole program.
    hedge = _EN_HEDGE if language == "en" else LEXICONS[language].hedge
    for m in hedge.finditer(text):
        if (
            language == "en"
            and m.group(0).lower().startswith("plan")
            and _PLAN_NAMED.search(text[: m.start()])
        ):
            continue  # "downgraded to the free plan to save money": the plan is a product
        if language != "en" or m.group(0).lower() != "might":
            return m
        tail = text[: m.start()].rstrip()
        if not tail or tail[-1] in ",;:(-":
            return m
        words = _WORD.findall(tail[-24:].lower())[-2:]
        if not words or words[-1] in _MIGHT_AFTER or words[0] in ("i", "we"):
            return m
    return None


def _stands_alone(clause: str, m: re.Match[str], language: Language) -> bool:
    """Whether a hedged clause says something of its own rather than hedge its neighbour."""
    rest = clause[: m.start()] + " " + clause[m.end() :]
    words = _WORD.findall(rest)
    if language != "en":
        return sum(len(w) > 1 for w in words) >= _FOREIGN_OWN_CLAUSE
    if len(words) <= 1:
        return False  # "who knows", "not sure yet", "maybe not"
    if m.group("verbal") is not None or _OWN_VERB.search(rest) is not None:
        return True
    return _QUALIFIER.match(rest.strip()) is None  # "maybe redis for caching" stands alone
