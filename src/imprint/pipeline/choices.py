"""Decisions made by picking one of the options the agent laid out.

When the agent offers alternatives ("Option 1: ... Option 2: ...", "you could use Redis
streams, or a Postgres table with SKIP LOCKED", "MIT or Apache-2.0"), a short reply that
names one of them is a decision: "Option 2.", "SKIP LOCKED table it is.", "MIT. simple,
everyone knows it", "We'll go avalanche". A bare "Decided." or "Final answer." marks the
sentence beside it as the decision. The content keeps the user's words.
"""

from __future__ import annotations

import re

from imprint.pipeline.patterns import Folded

__all__ = ["chosen_option", "marked_decision"]

_I = re.IGNORECASE

# Folded: the agent's output is long, and only whether these occur in it matters.
_OFFERS = Folded(
    r"\boption\s+(?:\d|[a-c]|one|two|three)\b|\b(?:or|either|versus|vs\.?)\b|\b(?:could|can)\s+"
    r"(?:go\s+with|use|pick|choose|do)\b|\b(?:two|three|a\s+few)\s+(?:options|choices|ways|approaches)\b"
)
_PICK = re.compile(
    r"^(?:(?:ok(?:ay)?|yes|yeah|right|fine|hmm+|alright|great)[,.!]?\s+)?"
    r"(?:(?:let'?s|we'?ll|i'?ll)\s+(?:go|do|take|pick)\s+(?:with\s+)?|(?:sticking|staying|going)\s+with\s+)?"
    r"(?P<choice>option\s+\w+|(?:plan\s+)?[a-c]\b|[\w.+#/'-]+(?:\s+[\w.+#/'-]+){0,3}?)"
    r"(?:\s+it\s+is)?\s*(?:[.!:,]|$)",
    _I,
)
_NOT_A_CHOICE = re.compile(
    r"^(?:yes|yeah|yep|no|nope|nah|sure|ok|okay|thanks|thank\s+you|great|perfect|nice|cool|good"
    r"|maybe|both|neither|either|none|hmm+|lol|haha|wow|interesting|right|fine|exactly|agreed"
    r"|done|later|what|why|how|sounds\s+good|not\s+sure|i|it|that|this|the|a|an)[.!?]*$",
    _I,
)
_ACTIVITY_OFFER = Folded(
    r"\b(?:i\s+can|i\s+could|want\s+me\s+to|would\s+you\s+like|shall\s+i|should\s+i|want\s+a)\b"
)
_MARKER = re.compile(
    r"^(?:decided|final\s+answer|it'?s\s+decided|done\s+deal|settled|that'?s\s+settled"
    r"|that'?s\s+final)\b[^a-z]*(?:[,.!]|$)",
    _I,
)


def chosen_option(sentences: tuple[str, ...], agent_output: str) -> str | None:
    """The reply's opening sentence(s) when they pick one of the agent's options."""
    if not sentences:
        return None
    first = sentences[0].strip()
    m = _PICK.match(first)
    if m is None or _NOT_A_CHOICE.match(m.group("choice")):
        return None
    choice = m.group("choice").strip().strip(".,!:").lower()
    named = choice.startswith(("option", "plan ")) or len(choice) == 1
    # The agent's output is read only for a reply that could pick, and first for the words
    # picked (one quick scan, where most openings are not found) before its offers.
    if not named and not _names(agent_output, choice):
        return None
    if not _OFFERS.found(agent_output) or _ACTIVITY_OFFER.found(agent_output):
        return None
    tail = sentences[1] if len(sentences) > 1 and not sentences[1].rstrip().endswith("?") else ""
    fragment = tail and "," in tail and len(tail.split()) <= 12
    return f"{first} {tail}".strip() if fragment else first


def _names(text: str, choice: str) -> bool:
    """Whether `text` holds `choice` (lower-case) as a whole phrase, ignoring case."""
    if not (text.isascii() and choice.isascii()):
        return re.search(r"(?<!\w)" + re.escape(choice) + r"(?!\w)", text, _I) is not None
    # No pattern compiled per reply: ASCII lowers letter for letter, and its word
    # characters are letters, digits and "_".
    lowered = text.lower()
    at = lowered.find(choice)
    while at >= 0:
        end = at + len(choice)
        if not (at and _word_char(lowered[at - 1])) and not (
            end < len(lowered) and _word_char(lowered[end])
        ):
            return True
        at = lowered.find(choice, at + 1)
    return False


def _word_char(char: str) -> bool:
    return char.isalnum() or char == "_"


def marked_decision(sentences: tuple[str, ...]) -> tuple[int, str] | None:
    """`(index, text)` of the sentence a bare "Decided." or "Final answer." points at."""
    for index, sentence in enumerate(sentences):
        m = _MARKER.match(sentence.strip())
        if m is None:
            continue
        rest = sentence.strip()[m.end() :].strip()
        if len(rest.split()) >= 2:
            return index, rest
        if index + 1 < len(sentences) and not sentences[index + 1].rstrip().endswith("?"):
            return index + 1, sentences[index + 1]
        if index > 0:
            return index - 1, sentences[index - 1]
    return None
