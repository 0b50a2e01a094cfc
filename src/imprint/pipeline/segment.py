"""Split a reply into the sentences the user wrote, in any language.

Pasted material is not the user's words: fenced code, e-mail style quotes (`> ...`) and
log or stack-trace lines are set aside before anything is read, so an "always" in a code
comment or a "please use bullet points" in a client's quoted e-mail never becomes the
user's rule. What is left is split into sentences at `.`, `!`, `?`, `...`, CJK full stops
and line breaks, but not after abbreviations ("e.g.", "i.e.", "Dr."), inside numbers
("3.8", "4.5L") or inside URLs, domains and file names, where no space follows the dot.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

__all__ = ["MAX_SENTENCES", "Segmented", "informal_english", "segment"]

MAX_SENTENCES = 40
"""Sentences read per reply; later ones are ignored, which bounds the time."""

_FENCE = re.compile(
    r"(?:^|\n)[ \t]*(?:```|~~~)[^\n]*\n.*?(?:\n[ \t]*(?:```|~~~)[ \t]*(?=\n|$)|$)", re.S
)
_INLINE_FENCE = re.compile(r"```.*?(?:```|$)", re.S)
_QUOTE_LINE = re.compile(r"^[ \t]*>")
_LOG_LINE = re.compile(
    r"^\s*(?:at\s+[\w$.<>/-]+\s*\(?[^\s)]*:\d+|File\s+\"[^\"]+\",\s+line\s+\d|Traceback\b"
    r"|\[(?:ERROR|WARN(?:ING)?|INFO|DEBUG)\]|[EWID]/[A-Z]\w+:|\w+(?:\.\w+)+(?:Error|Exception)\b"
    r"|(?:def|fn|func|function)\s+\w+\s*\(|class\s+\w+\s*[:({]|(?:import|from)\s+[\w.]+"
    r"(?:\s+import\s+[\w*{]|\s*;)|(?:const|let|var)\s+\w+\s*=|[A-Z][A-Z0-9_]{2,}=\S)",
)
_BOUNDARY = re.compile(
    # The lookahead holds the first character of every alternative: `re` tries it alone at
    # most positions, which is several times quicker than trying each alternative.
    r"(?=[.!?\u2026\u3002\uff01\uff1f\n])"
    r"(?:[.!?\u2026]+[\"')\]\u201d\u2019\u00bb]*(?=\s)|[\u3002\uff01\uff1f]+|\n+)"
)
_ABBREVIATION = re.compile(
    r"(?:^|[\s(])(?:e\.g|i\.e|etc|vs|approx|appt|dept|est|min|max|misc|mr|mrs|ms|dr|prof|st"
    r"|jr|sr|no|nos|fig|cf|al|inc|ltd|co|corp|ca|p|pp|vol|ch|sec|a\.k\.a|u\.s|u\.k|ph\.d"
    r"|b\.sc|m\.sc|z\.b|d\.h|bzw|usw|ggf|ca|sr|sra|dra|av|ex|env|ref|approx|incl|excl)\.$",
    re.I,
)
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
    kept: list[str] = []
    quoted: list[str] = []
    for line in prose.split("\n"):
        if _QUOTE_LINE.match(line):
            quoted.append(line.lstrip()[1:].strip())
            pasted = True
        elif len(line) > 12 and _LOG_LINE.match(line):
            pasted = True
        else:
            kept.append(line)
    return Segmented(
        sentences=tuple(_split("\n".join(kept))[:MAX_SENTENCES]),
        quoted=tuple(q for q in quoted if q),
        pasted=pasted,
    )


def _split(text: str) -> list[str]:
    out: list[str] = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        piece = text[start : m.end()]
        if m.group(0)[0] == "." and _ABBREVIATION.search(
            text[max(0, m.start() - 12) : m.start() + 1]
        ):
            continue
        if piece.strip():
            out.append(piece.strip())
        start = m.end()
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return out


def informal_english(text: str) -> str:
    """Restore apostrophes people skip when typing fast: "im" -> "I'm", "dont" -> "don't".

    Only words that have no other reading are restored ("ill", "id", "well" are left
    alone), and a lone lower-case "i" becomes "I".
    """
    if not text.isascii():
        return _INFORMAL_WORD.sub(lambda m: _restore(m.group(1)), text)
    # ASCII text lowers letter for letter, so the case-sensitive pattern finds the same
    # words in its lowered copy, several times faster than IGNORECASE in the text.
    pieces: list[str] = []
    cursor = 0
    for m in _INFORMAL_LOWER.finditer(text.lower()):
        pieces += (text[cursor : m.start()], _restore(text[m.start() : m.end()]))
        cursor = m.end()
    pieces.append(text[cursor:])
    return "".join(pieces)


def _restore(word: str) -> str:
    fixed = _INFORMAL[word.lower()]
    if word[0].isupper() and not fixed[0].isupper():
        return fixed[0].upper() + fixed[1:]
    return fixed
