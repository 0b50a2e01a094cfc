"""A word spelled out letter by letter to put the agent's spelling right: "K-A-T-H-R-Y-N".

Spelling a word out is the strongest sign of a spelling fix there is, so the agent's word
it fixes may differ by a little more than `close_spelling` allows (Katherine / Kathryn is
three edits). The agent's word must start with the same letter and be a rival spelling,
never the same word.

Whose name it is comes from the reply and the agent's message, not from the name:
- someone else's when the reply speaks of them ("she gets it misspelled all the time"):
  kept as a rule about how to spell it;
- the user's when the agent addressed them by it, wrote it in their voice ("my name is
  Katherine ..."), or the reply speaks of the user ("I've spent years correcting people");
- otherwise a rule about how to spell it, which serves either way.
"""

from __future__ import annotations

import re

from imprint.pipeline.facts import spelling_edits
from imprint.pipeline.spellings import addressed
from imprint.pipeline.term_fixes import TermFix

__all__ = ["letters_spelled"]

_LETTERS = re.compile(
    r"(?<![\w-])([A-Za-z])(?P<sep>-|\.|\s)(?:[A-Za-z](?P=sep)){1,20}[A-Za-z](?![\w-])"
)
"""Three or more single letters, one separator throughout: "K-A-T-H-R-Y-N", "z.o.e"."""
_SCREEN = re.compile(r"(?:^|[\s(])[A-Za-z][-.\s][A-Za-z][-.\s][A-Za-z](?:[-.\s]|$)")
"""A cheap look for three spelled letters before the full pattern runs."""
_WITH_LETTER = re.compile(
    r"\b(?P<name>[A-Z][a-z'\u00c0-\u024f-]{2,30}),?\s+with\s+(?P<article>an?)\s+"
    r"(?P<letter>[A-Za-z])(?![\w'])"
)
"""A name given with the letter that tells it apart ("Jeffrey with a J", "Sean, with an S")."""
_WORDS = re.compile(r"[\w'-]+")
_CAPITALISED = re.compile(r"\b[A-Z][a-z'\u00c0-\u024f]{2,30}\b")
_THEIRS = re.compile(r"\b(?:she|he|her|his|him|hers|they|their|them)\b", re.IGNORECASE)
"""The reply speaks of someone else: the name is theirs."""
_MINE = re.compile(r"\b(?:i|i'?m|i'?ve|i'?d|me|my|mine|myself)\b", re.IGNORECASE)
"""The reply speaks of the user: the name is theirs."""
_VOICE = r"\b(?:my\s+name\s+is|i\s+am|i'?m|yours\s+(?:sincerely|truly|faithfully),?|regards,?)\s+"
"""The agent wrote in the user's voice (a letter, a bio): the name it gave is the user's."""


def letters_spelled(sentences: tuple[str, ...], agent_output: str) -> TermFix | None:
    """The spelling a reply gives letter by letter, fixing a word of the agent's message."""
    for index, sentence in enumerate(sentences):
        m = _LETTERS.search(sentence) if _SCREEN.search(sentence) else None
        cued = _WITH_LETTER.search(sentence) if m is None and " with a" in sentence else None
        if cued is not None and cued.group("letter").lower() in cued.group("name").lower():
            # "it's Jeffrey with a J": the letter the agent's "Geoffrey" got wrong
            letters = cued.group("name")
            first = cued.group("letter").lower() == letters[0].lower()
            wrong = _rival(letters.lower(), agent_output, any_start=first)
            spelled = f"with {cued.group('article')} {cued.group('letter').upper()}"
        elif m is not None:
            letters = re.sub(r"[-.\s]", "", m.group(0))
            # spelled letter by letter, the fix is unmistakable: the agent's nearest name,
            # however far ("Shivon" for SIOBHAN, "Caitlyn" for KAITLIN)
            wrong = _rival(letters.lower(), agent_output)
            if (
                wrong is None
                and m.group("sep") == "-"
                and len(letters) >= _SPELLED_MIN
                and _CODE_WORDS.search(sentence) is None
            ):
                # hyphens only: "o.s.b.SpringApplication" is a package, not a name spelled
                wrong = _nearest(letters.lower(), agent_output)
            spelled = m.group(0).upper()
        else:
            continue
        if wrong is None:
            continue
        kept = _as_written(letters, sentences)
        rest = " ".join(s for i, s in enumerate(sentences) if i != index)
        if cued is not None and not (
            _THEIRS.search(rest) or _MINE.search(rest) or addressed(wrong, agent_output)
        ):
            # "that's Smyth, with a y, and it's 2021 not 2019" puts a citation of the draft
            # right; a name kept is one the reply speaks of as someone's ("he hated that")
            continue
        theirs = _THEIRS.search(rest) is not None
        if not theirs and (
            addressed(wrong, agent_output)
            or re.search(_VOICE + re.escape(wrong) + r"\b", agent_output, re.IGNORECASE)
            or _MINE.search(rest)
        ):
            content = f"The user's name is {kept} (spelled {spelled}, not {wrong})."
            subject: str | None = "name"
        else:
            content = f"Spell the name {kept} ({spelled}), not {wrong}."
            subject = None
        indexes = tuple(
            i
            for i, s in enumerate(sentences)
            if i == index or _names(s, kept) or _refuses(s, wrong)
        )
        return TermFix(
            content=content,
            kept=(kept,),
            rejected=(wrong.lower(),),
            indexes=indexes,
            subject=subject,
            someone_elses=theirs,
        )
    return None


def _rival(word: str, agent_output: str, *, any_start: bool = False) -> str | None:
    """The agent's capitalised word that spells `word` differently, or None.

    It starts with the same letter, unless the reply named the first letter (`any_start`:
    "Jeffrey with a J" fixes "Geoffrey").
    """
    said: str
    for said in dict.fromkeys(_CAPITALISED.findall(agent_output)):
        low = said.lower()
        if (
            low != word
            and (any_start or low[0] == word[0])
            and spelling_edits(low, word) <= _allowed(word)
        ):
            return said
    return None


_SPELLED_MIN = 5
_CODE_WORDS = re.compile(
    r"\b(?:code|codes|password|pass|pw|pin|hint|passcode|id|ref|reference|postcode|zip|serial"
    r"|licen[cs]e|plate|reg|registration|wifi|key)\b",
    re.IGNORECASE,
)
"""Words near letters spelled out that make them a code, not a name."""
"""Letters a name spelled out needs before it may fix a name further off than a slip."""
_SPELLED_SLACK = 2
"""Edits more than `_allowed` a name spelled out may differ from the agent's by."""


def _nearest(word: str, agent_output: str) -> str | None:
    """The agent's capitalised word nearest `word`, any first letter, within a wider reach."""
    scored = [
        (spelling_edits(said.lower(), word), said)
        for said in dict.fromkeys(_CAPITALISED.findall(agent_output))
        if said.lower() != word
    ]
    reach = min(_allowed(word) + _SPELLED_SLACK, (len(word) + 3) // 2)
    near = [(edits, said) for edits, said in scored if edits <= reach]
    return min(near)[1] if near else None


def _allowed(word: str) -> int:
    # A short name spelled out differs little from its rival ("Zoe" / "Zoey"); a long one
    # may differ by a syllable (Katherine / Kathryn).
    return 1 if len(word) <= 4 else 2 if len(word) <= 6 else 3


def _as_written(letters: str, sentences: tuple[str, ...]) -> str:
    """The word as the reply writes it whole ("its Kathryn."), else capitalised."""
    word: str
    for sentence in sentences:
        for word in _WORDS.findall(sentence):
            if word.lower() == letters.lower() and not word.isupper():
                return word
    return letters[:1].upper() + letters[1:].lower()


def _names(sentence: str, kept: str) -> bool:
    """A short sentence that only gives the word ("its Kathryn."): read with the fix."""
    words = re.findall(r"[\w']+", sentence.lower())
    return kept.lower() in words and len(words) <= 4


def _refuses(sentence: str, wrong: str) -> bool:
    """A sentence that turns the agent's spelling down ("Never Geoffrey with a G"): the fix."""
    return re.search(rf"\b(?:never|not|no)\s+{re.escape(wrong)}\b", sentence, re.I) is not None
