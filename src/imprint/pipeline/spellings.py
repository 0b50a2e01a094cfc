"""A spelling put right: "Stephen, with a ph", "c'est Matthieu avec deux t", "colour, with a u".

The reply gives the right spelling X and says how it is written ("with a ph", "avec deux
t", "com Z", "con l'accento"); what it replaces is the word of the agent's message that
spells X almost the same (at most two edits). When the agent addressed the user by that
word ("Thanks, Jon!", "Merci Mathieu !"), X is the user's name; otherwise it is how a
word is spelled.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from imprint.pipeline.facts import close_spelling

__all__ = ["SPELLING_WORDS", "Spelling", "addressed", "sounds_alike", "spelling_in", "voiced"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Spelling:
    """A word the reply spells again."""

    kept: str
    """The spelling the user gives, as written."""
    wrong: str
    """The agent's spelling, as written."""
    name: bool
    """The word is the user's name (the agent addressed them by it)."""


_I = re.IGNORECASE
SPELLING_WORDS = frozenset(
    "with without sans avec com sem con sin senza mit ohne met zonder spelled spelt"
    " actually".split()
)
"""One of these is in every spelling put right (a screen before the pattern)."""
_WITH = r"(?:with(?:out)?|sans|avec|com|sem|con|sin|senza|mit|ohne|met|zonder)"
"""How a spelling is said, in the languages read: "with a ph", "avec deux t", "mit ph"."""
_COPULA = (
    r"(?:(?:it'?s|its|it\s+is|c'est|\u00e9|es|\u00e8|ist|is|me\s+llamo|mi\s+chiamo|je\s+m'appelle"
    r"|ich\s+hei(?:\u00df|ss)e|eu\s+sou|sou|soy|sono)\s+)?"
)
_HOW = r"(?:" + _WITH + r"|no|not?\s+an?)\s+"
_LETTERS = (
    r"(?:(?:an?|the|two|double|one|no|un|une|deux|um|uma|dois|duas|uno|una|due|doppia|doble"
    r"|dos|ein|eine|zwei|doppel|l'|el|la|le|il|o|a)\s*)?['\"]?[\w'-]{1,10}['\"]?(?:'?s)?"
    r"(?:\s+(?:in\s+the\s+middle|at\s+the\s+(?:end|start|beginning)))?"
)
"""The letters told ("a ph", "two n's at the end"), after how ("with", "no")."""
_SPELLING = re.compile(
    r"^(?:(?:close|nearly|almost)\s*,?\s+but\s+)?"
    + _COPULA
    # "go with RTK" picks a tool: a verb before "with" is no word spelled
    + r"(?:spelt\s+|spelled\s+)?(?!(?:go|going|stick|stay|come|deal|work|run|roll|ship|start|play"
    r"|live|cope|agree|went|goes)\b)(?P<x>[\w'-]{2,30})(?:[,.:]|\s+[-\u2013\u2014])?\s+"
    + _HOW
    + _LETTERS
    # "with a y and no e": more letters told, joined
    + r"(?:\s*(?:,|&|\band\b|\bbut\b)\s*(?:"
    + _HOW
    + r")?"
    + _LETTERS
    + r")*$"
    r"|^(?:it'?s\s+|its\s+)?(?:spelt|spelled)\s+(?P<x2>[\w'-]{2,30})$"
    # "he's Mr Patil actually", "she's Siobhan actually": the name said again, put right
    r"|^(?:no[,\s]+)?(?:he'?s|she'?s|he\s+is|she\s+is|it'?s|it\s+is)\s+(?:(?-i:Mr|Mrs|Ms|Dr|Miss)\.?\s+)?"
    r"(?P<x3>(?-i:[A-Z])[\w'-]{1,29})[,\s]+actually[.!]*$"
    # "it's FieldNotes.": a name cased inside is its own spelling
    r"|^(?:no[,\s]+)?(?:it'?s|its|it\s+is)\s+(?P<x4>(?-i:[A-Z][a-z]+[A-Z])[\w]{1,25})[.!]*$",
    _I,
)
_GREETING = (
    r"(?:hi|hey|hello|dear|thanks|thank\s+you|sure(?:\s+thing)?|sorry|ok(?:ay)?|great|got\s+it"
    r"|apologies|of\s+course|welcome|merci|bonjour|salut|gracias|hola|perfecto|danke|hallo"
    r"|grazie|ciao|perfetto|obrigad[oa]|perfeito|ol\u00e1|oi)"
)
"""What the agent says before the user's name when it addresses them ("Thanks, Jon!")."""


_OF_SOMEONE_ELSE = re.compile(
    r"^\W*(?:(?:no|nope|actually|lol|ha+)\W+)*(?:his|her|their|he|she|they)(?:'s|'re)?\b", re.I
)
"""A spelling of someone else's name ("his name's Deon not Dion", "she's Moira"): not the
user's, whoever the agent addressed."""


def spelling_in(text: str, agent_output: str) -> Spelling | None:
    """The spelling `text` (a sentence without its lead) puts right, or None."""
    m = _SPELLING.match(text.strip())
    if m is None:
        return None
    kept = m.group("x") or m.group("x2") or m.group("x3") or m.group("x4")
    low = kept.lower()
    # Letters told ("with a K and a y") name a word said alike however it is spelled; a name
    # said again ("he's Mr Patil actually") replaces only a name spelled almost the same.
    lettered = m.group("x") is not None
    for word in dict.fromkeys(re.findall(r"[\w'-]{2,30}", agent_output)):
        word = _POSSESSIVE.sub("", word)
        if word.lower() == low:
            if m.group("x4") is not None and word != kept:
                # "its GitHub" after "Github": the case is the spelling put right
                return Spelling(kept=kept, wrong=word, name=False)
            continue
        if m.group("x") is None and m.group("x2") is None and not word[:1].isupper():
            continue  # "it's Tom actually" after "I'll send it to Tim": not "to"
        if m.group("x3") is not None and word.lower().rstrip("s") == low.rstrip("s"):
            continue  # "it's Monday actually" after "Mondays": one word, not a spelling
        if not close_spelling(word.lower(), low) and not (
            lettered and kept[:1].isupper() and word[:1].isupper() and sounds_alike(word, kept)
        ):
            continue
        name = (
            kept[:1].isupper()
            and _OF_SOMEONE_ELSE.match(text) is None
            and (addressed(word, agent_output) or voiced(word, agent_output))
        )
        return Spelling(kept=kept, wrong=word, name=name)
    signed = _SIGNED.search(agent_output)
    if signed is not None and kept[:1].isupper() and signed.group("name").lower() != low:
        # "Kind regards, Caitlin" put right with "its Katelynn - with a K ...": the name the
        # agent signed the user's draft with, however far its spelling is
        return Spelling(kept=kept, wrong=signed.group("name"), name=True)
    return None


_POSSESSIVE = re.compile(r"'s$")
_SOUND_CLASSES = str.maketrans({"c": "k", "q": "k", "z": "s", "v": "f", "w": "f", "y": "i"})
_VOWELS = re.compile(r"[aeiouy]+")


def sounds_alike(a: str, b: str) -> bool:
    """Whether two names are spelled apart but said alike: Catherine / Kathryn, Steven / Stephen.

    Each is reduced to a key: "ph" read as "f", letters of one sound made one, vowels after
    the first letter dropped, a letter doubled written once. A spelling given with its
    letters ("with a K and a y") names the word it replaces however far apart they are.
    """
    return len(a) >= 3 and len(b) >= 3 and _sound_key(a) == _sound_key(b)


def _sound_key(name: str) -> str:
    low = name.lower().replace("ph", "f").replace("th", "t").replace("ck", "k")
    head, tail = low[:1].translate(_SOUND_CLASSES), low[1:]
    tail = _VOWELS.sub("", tail.replace("h", "")).translate(_SOUND_CLASSES)
    key = head
    for c in tail:
        if c != key[-1]:
            key += c
    return key


_VOICE = (
    r"\b(?:my\s+name\s+is|i\s+am|i'?m|yours\s+(?:sincerely|truly|faithfully),?|(?:best|kind|warm)?"
    r"\s*regards,?|cheers,|best,|sincerely,|thanks,)\s+"
)
"""The agent wrote in the user's voice (a letter, a bio): the name it gave is the user's."""
_SIGNED = re.compile(
    r"\b(?:yours\s+(?:sincerely|truly|faithfully)|regards|cheers|best|sincerely|warmly)\s*,?\s*"
    r"\n?\s*(?P<name>(?-i:[A-Z])[a-z'\u00e0-\u00ff]{2,20})\b(?!\s+(?-i:[A-Z])\w*\s+(?:is|was)\b)",
    _I,
)
"""A draft the agent signed with the user's name ("Kind regards,\nKatherine")."""
_ABOUT_USER = re.compile(
    r"\byour\s+(?:bio|biography|profile|intro(?:duction)?|speaker\s+intro|about\s+(?:me|page)"
    r"|cover\s+letter|signature|sign-?off|cv|r[e\u00e9]sum[e\u00e9])\b",
    _I,
)
"""The agent's message is a draft about the user: the names in it are theirs."""


def voiced(word: str, agent_output: str) -> bool:
    """Whether the agent wrote `word` in the user's voice: a sign-off, a bio, "I'm Jon"."""
    if _ABOUT_USER.search(agent_output) is not None and word in agent_output:
        return True
    return re.search(_VOICE + re.escape(word) + r"\b", agent_output, _I) is not None


def addressed(word: str, agent_output: str) -> bool:
    """Whether the agent addressed the user by `word` ("Thanks, Jon!", "Merci Mathieu !")."""
    said = re.escape(word)
    return (
        re.search(
            r"\b" + _GREETING + r"\W{0,3}" + said + r"\b|,\s*" + said + r"\s*[!.?]",
            agent_output,
            _I,
        )
        is not None
    )
