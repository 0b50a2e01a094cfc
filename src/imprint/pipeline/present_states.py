"""What a reply says holds now, beside a value it retires: the successor in the user's words.

"i left etsy for good ... mossback is on its own shopify store now", "now that we've ripped
out the mlflow server and everything logs to wandb", "ezra quit football, he's doing swim
club on tuesdays now": the reply retires a value (`updates.py`, `gone_values.py`) and says
what holds instead, in a clause no class of value names (`now_states.successor` knows
workplaces, homes, versions, rates ...). A careful note-taker keeps that clause; without
it the old value goes and nothing takes its place.

The clause kept: one that does not hold the old value, is neither a question nor a
request nor about the past, and either says it holds now ("now", "these days",
"currently", "as of", "instead", "anymore") or is joined by "and" to the clause that
retires the value in a sentence that speaks of the present. An aside ("it just wasn't
clicking", "we ditched X and the team is so relieved") has neither, and stays out.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline import patterns as p
from imprint.pipeline.hedges import hedged
from imprint.pipeline.statements import trim

__all__ = ["present_state"]

_I = re.IGNORECASE
_PRESENT = re.compile(
    r"\b(?:(?<!\bthat\s)now(?!\s+that\b)|these\s+days|nowadays|currently|as\s+of|instead"
    r"|anymore|any\s+more|from\s+now\s+on|going\s+forward"
    # "no longer doing it on the uno, switching to an ESP32": the successor taken up
    r"|switch(?:ing|ed)\s+(?:over\s+)?to|moving\s+(?:over\s+)?to|going\s+with"
    # "my kindle died so I've gone back to paper books": the old way taken up again
    r"|(?:gone|went|going|come|came)\s+back\s+to|(?:i'?m|we'?re)\s+back\s+(?:to|on))\b",
    _I,
)
"""A clause that says it holds at present ("now" opening "now that ..." does not), or the
value the user is taking up in place of the one the reply retires."""
_NOW = re.compile(r"\b(?:now|these\s+days|nowadays|currently|instead|anymore)\b", _I)
"""A sentence that speaks of the present: a clause it joins to the retiring one with "and"
says what holds ("now that we ripped out X and everything logs to Y"); without it the
joined clause is more often a feeling ("we ditched X and the team is so relieved")."""
_CLAUSES = re.compile(
    r"\s*[;,(]\s*|\)\s*|\s+-+\s+|\s+but\s+|\s+so\s+(?=\w)|\s+(?=and\s+(?:i|we|he|she|they|it"
    r"|you|everything|everyone|nobody|all|my|our|his|her|their|the|this|that)\b)",
    _I,
)
"""Where a clause ends; "and" ends one only before a new subject ("tues and thurs" stays)."""
_AND = re.compile(r"^and\s+", _I)
_GOT_INSTEAD = re.compile(
    r"\band\s+(?:then\s+)?(?:i\s+|we\s+)?(?P<got>(?:bought|got|picked\s+up|ordered|adopted"
    r"|switched\s+to|went\s+for|replaced\s+(?:it|them|him|her)\s+with)\s+"
    r"(?!(?:a|an|the|my)\s+(?:new\s+|another\s+)?(?:one|refund|thank-you|thanks|card|receipt"
    r"|voucher|credit|fortune|bargain|deal|tenner|fiver)\b|another\s+one\b|(?:a\s+)?refund\b)"
    r"(?:\S+\s+){0,7}?\S+)$",
    _I,
)
"""What the user took in place of what the clause gave up, said in the same clause."""
_PUT_ON = re.compile(
    r"\band\s+(?:then\s+)?(?:put|started|moved|switched)\s+(?:me|him|her|them|us)\s+(?:on|onto)\s+\w",
    _I,
)
"""What the one who stopped the old value started instead: "... and put him on insulin"."""
_ASK = re.compile(
    r"^(?:(?:pls|please|can|could|would|will|help|tell|show|give|make|redo|write|explain"
    r"|let\s+me|let's|lmk|thanks|thank|ty|anyway|how|what|why|which|where|when)\b)",
    _I,
)
"""A clause that asks for something, or closes the turn: never the state kept."""
_PAST = re.compile(r"\b(?:was|were|had|did|used\s+to)\b|^time\s+to\b", _I)
"""A clause about the past ("they were a nightmare"), or a resolve ("time to ..."): no state."""
_MIN_WORDS = 3
_MAX_WORDS = 24


_NOW_NOT = re.compile(r"^(?P<new>[^,;]{3,60}?\bnow),?\s+not\s+\w", re.IGNORECASE)
"""A new value set against the old in one clause: "its rome now not florence"."""


def present_state(sentences: tuple[str, ...], retired: tuple[str, ...]) -> tuple[str, str] | None:
    """(canonical content, source sentence) of the clause saying what holds instead, or None."""
    if not retired:
        return None

    for sentence in sentences:
        text = trim(sentence.strip())
        if not text or text.endswith("?") or hedged(text):
            continue
        pieces = _with_pairs_whole([x for x in _CLAUSES.split(text) if x and x.strip()])
        after_retiring = False
        for piece in pieces:
            clause = piece.strip(" .!")
            if _names_old(clause, retired):
                instead = _NOW_NOT.match(h.strip_filler(clause))
                if instead is not None and not _names_old(instead.group("new"), retired):
                    # "its rome now not florence": what holds, then what it replaces
                    content = h.canonical(instead.group("new"))
                    if content is not None:
                        return content, sentence
                if _PUT_ON.search(clause) is not None:
                    # "took him off the tablets and put him on insulin": the clause tells the
                    # change whole, whom it was made for and what replaced the old value
                    content = h.canonical(clause)
                    if content is not None:
                        return content, sentence
                got = _GOT_INSTEAD.search(clause)
                if got is not None and not _names_old(got.group("got"), retired):
                    # "flogged the banjo and bought a mandolin": what came in its place
                    content = h.canonical("I " + got.group("got"))
                    if content is not None:
                        return content, sentence
                after_retiring = True
                continue
            joined = after_retiring and _AND.match(clause) is not None
            after_retiring = False
            core = h.strip_filler(_AND.sub("", clause)).strip(" .!")
            words = core.split()
            if not _MIN_WORDS <= len(words) <= _MAX_WORDS:
                continue
            if _ASK.match(core) or p.QUESTION_HEAD.match(core) or _PAST.search(core):
                continue
            if (joined and _NOW.search(text) is not None) or _PRESENT.search(core) is not None:
                if _DOING.match(core):
                    core = "I'm " + core  # "doing pilates twice a week instead": the user's
                content = h.canonical(core)
                if content is not None:
                    return content, sentence
    return None


def _with_pairs_whole(pieces: list[str]) -> list[str]:
    """The clauses, a subject of two joined back: "tom and i split up" is one clause."""
    kept: list[str] = []
    for piece in pieces:
        if len(kept) == 1 and _PAIRED.match(piece) and p.PAIRED_SUBJECT.fullmatch(kept[0]):
            kept[-1] = f"{kept[-1]} {piece.strip()}"
        else:
            kept.append(piece)
    return kept


_PAIRED = re.compile(r"\s*and\s+(?:i|me|we)\s+\w", _I)


_DOING = re.compile(r"(?:doing|taking|playing|learning|using|running|going\s+to)\s+[a-z]", re.I)
"""A clause opening on what the user does, its "I'm" left out, as chat does."""


def _names_old(clause: str, retired: tuple[str, ...]) -> bool:
    """Whether `clause` names a retired value, or a word of one ("modding it" for "modding")."""
    words = set(p.WORD.findall(clause.lower()))
    return any(
        old in clause.lower() or any(len(w) > 3 and w in words for w in p.WORD.findall(old))
        for old in retired
    )
