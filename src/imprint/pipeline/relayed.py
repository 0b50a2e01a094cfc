r"""Words the user relays from someone else: the sender's, never the user's own rules.

People pass on what others wrote or said: a forwarded e-mail ("my boss forwarded me
this:\n\n..."), a quoted message ("the client wrote: \"...\"", "got this from the
school: \"...\""), a quotation they then attribute ("\"never texts\" - that's from my
mum"), or a report ("per the client, no emojis", "my landlord says no pets"). An "I
prefer phone calls" in such text is the sender's preference.

Relayed text is recognised by its frame, not its words: a sender (anyone but the user)
with a verb that passes words on (sent, forwarded, wrote, said, texted, "got this
from"), up to where the relayed words start (a colon, a blank line, a quote); or a
quotation followed by who said it. `set_aside_relayed` removes such text before the
reply is read; the user's own words around it (the request, a sentence after the
closing quote, a short last paragraph) are kept. `relayed_lead` says whether a sentence
opens by attributing what follows to someone else, so that what it states is kept as
that person's, not as the user's rule.
"""

from __future__ import annotations

import re

__all__ = ["for_someone_else", "relayed_lead", "set_aside_relayed", "someone_elses_rule"]

_RELAY_VERB = (
    r"(?:sent|forwarded|fwd|emailed|e-mailed|texted|messaged|dm'?d|wrote|writes|said|says|say"
    r"|replied|posted|left|got|received|sends|forwards|shared|pasted|feedback|notes?|message"
    r"|e-?mail|reply|comments?|words|advice|instructions|review|response|answer|text)"
)
_RELAY_NOUNS = frozenset(
    """feedback note notes message email e-mail reply comment comments words advice
    instructions review response answer text""".split()
)
"""Nouns of relayed words: a relay only as someone's ("my editor's notes:", "notes from X:")."""
_NOUN_SAYS = re.compile(r"\s*(?:say|says|said|read|reads|state|states|stated)\s*$", re.IGNORECASE)
"""What relayed words do ("the instructions say", "the notes read")."""
_BARE_RELAY = re.compile(
    r"^\s*(?:(?:me|us|back|over|this|that|the\s+following|in|just|to\s+(?:me|us)|along)\s*)*$",
    re.IGNORECASE,
)
"""What may follow the verb in a head that says nothing but who relays ("forwarded me this")."""
_SCREEN = frozenset(
    """sent forwarded fwd emailed texted messaged dmd dm wrote writes said says say replied posted
    left got received sends forwards shared pasted from feedback notes note message email reply
    comments words advice instructions review response answer text""".split()
)
"""Every relay holds one of these words; most replies hold none."""
_WORD = re.compile(r"[a-z]+")
_HEADER = re.compile(
    r"(?:^|(?<=[.!?,;])[ \t]+|\n)(?P<head>(?P<who>[^\n.!?:\"]{0,60}?)\b(?P<verb>(?i:"
    + _RELAY_VERB
    + r"))\b(?P<after>[^\n.!?:\"]{0,80}?))"
    r"(?P<end>[?!.]?[ \t]*:|[?!.]?[ \t]*\n[ \t]*\n|[ \t]+(?=[\"']))",
)
"""A sender and a relay verb, up to where the relayed words start."""
_OWN = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|well|like)\s+)?(?:i|we|you|u)\b(?!\s+(?:got|received)\b)"
    r"|\b(?:i|we)\s+(?:just\s+)?(?:said|wrote|told|asked|meant|sent)\b",
    re.IGNORECASE,
)
"""A head whose speaker is the user or the agent: "I said: ...", "you wrote: ..."."""
_THIRD = re.compile(
    r"\b(?:(?i:my|our|his|her|their|the|a|an|some|one)\s+[\w'-]+|[A-Z][a-z]+|(?i:he|she|they))\b"
)
"""A sender who is someone else: a noun phrase ("the client", "my boss"), a name."""
_FROM = re.compile(r"\bfrom\s+(?:my|our|his|her|their|the|a|an|some|[A-Z])", re.IGNORECASE)
_QUOTE_THEN_WHO = re.compile(
    r"^[ \t]*(?P<q>[\"'])(?P<said>[^\n\"]{12,400}?)(?P=q)[ \t]*[-,.:\u2013\u2014]*[ \t]*"
    r"(?=(?:that'?s|that\s+(?:was|is)|this\s+is|it'?s|from|says|said|wrote|writes"
    r"|(?:my|his|her|their|the|our)\s+[\w'-]+(?:'s)?\s+(?:says|said|wrote|motto|words|rule|line)"
    r"|[A-Z][a-z]+\s+(?:says|said|wrote))\b)",
    re.IGNORECASE | re.MULTILINE,
)
"""A quotation, then who said it: "'never explain, never complain.' That was her motto"."""
_LAST_WORDS = 30
"""Words a last paragraph may have to be the user's request after a relayed block."""
_LEAD = re.compile(
    r"^(?:(?:per|according\s+to|as\s+per)\s+(?P<who>(?:my|our|the|his|her|their)\s+[\w'-]+"
    r"(?:\s+(?!(?:i|we|you|he|she|they|it|should|must|is|are|says?|said)\b)[\w'-]+)?"
    r"|(?-i:[A-Z])[\w'-]+)\s*,?"
    r"|(?P<who2>(?:my|our|his|her|their|the)\s+[\w'-]+(?:\s+[\w'-]+)?|[A-Z][a-z]+(?:\s+\([^)]*\))?)"
    r"\s+(?:says|said|insists|insisted|told\s+(?:me|us)|tells\s+(?:me|us)|thinks|wrote|writes"
    r"|keeps\s+(?:saying|telling\s+(?:me|us)))\b)",
    re.IGNORECASE,
)
"""A sentence that opens by saying whose words follow."""
_THEIR_RULE = re.compile(
    r"^(?P<rule>(?:(?:my|our|his|her|their|the)\s+[\w'-]+(?:\s+[\w'-]+)?'s|(?-i:[A-Z])[a-z]+'s)\s+"
    r"(?:(?:house|one|golden|only|big|main|strict)\s+)?(?:rule|policy|requirement|condition|dealbreaker)"
    r"\s+is\s+[^,;]{2,80}|(?:my|our|his|her|their|the)\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:has|have)"
    r"\s+(?:a|an)\s+[\w'-]+(?:\s+[\w'-]+){0,2}\s+(?:rule|policy)\b[^,;]{0,60}"
    r"|(?-i:[A-Z])[a-z]+\s+(?:\([^)]{2,40}\)|from\s+[\w-]+)\s+(?:wants|insists\s+on|requires"
    r"|prefers|asked\s+for)\s+[^,;.!?]{2,80})",
    re.IGNORECASE,
)
"""A rule that is someone else's: "my landlord's rule is no pets", "his school has a
no-screens policy", "Dana (our tech lead) wants squash merges"."""
_RULE_WORDS = (
    *("rule", "policy", "requirement", "condition", "dealbreaker"),
    *("wants", "insists", "requires", "prefers", "asked for"),
)
_NOT_A_SENDER = frozenset(
    """i we you it this that there what which who everyone here ok okay so and but also then
    hey hi morning the a an my our""".split()
)


def set_aside_relayed(text: str) -> tuple[str, bool]:
    """`text` without the words it relays from someone else, and whether any were found."""
    found = False
    # A quotation that opens a line; most replies open with a word.
    if text.lstrip()[:1] in ("'", '"') or '\n"' in text or "\n'" in text:
        m = _QUOTE_THEN_WHO.search(text)
        if m is not None:
            text, found = text[: m.start("q")] + text[m.end() :], True
    # A relay ends where the words start (a colon, a quote, a blank line) and has its verb.
    if not (":" in text or '"' in text or " '" in text or "\n\n" in text):
        return text, found
    if _SCREEN.isdisjoint(_WORD.findall(text.lower())):
        return text, found
    for m in _HEADER.finditer(text):
        if not _sender(m.group("who"), m.group("verb"), m.group("after")):
            continue
        rest = text[m.end("end") :]
        if not rest.strip():
            continue
        kept = _after_relay(rest, quoted=not m.group("end").strip(" ?!.\n\t"))
        if kept is None:
            continue
        # A head that only says who relays ("my boss forwarded me this") states nothing.
        head = "" if _BARE_RELAY.match(m.group("after")) else text[: m.start("end")] + "."
        return f"{text[: m.start('head')]}{head}\n{kept}".strip(), True
    return text, found


def _sender(who: str, verb: str, after: str) -> bool:
    """Whether the relay's sender is someone other than the user or the agent."""
    if _OWN.search(who):
        return False
    if verb.lower() in ("got", "received"):  # "got this from the school:"
        return _FROM.search(after) is not None
    if verb.lower() in _RELAY_NOUNS:  # "my editor's notes:", "feedback from the client:"
        return (
            who.rstrip().lower().endswith("'s")
            or _FROM.match(after.strip()) is not None
            or _NOUN_SAYS.match(after) is not None  # "the instructions say: ..."
        )
    return any(w.lower() not in _NOT_A_SENDER for w in _THIRD.findall(who))


def _after_relay(rest: str, *, quoted: bool) -> str | None:
    """What the user writes after the relayed words, or None when nothing is relayed."""
    stripped = rest.lstrip()
    mark = stripped[:1]
    if mark in ('"', "'"):
        close = stripped.find(mark, 1)
        while close != -1 and mark == "'" and stripped[close + 1 : close + 2].isalpha():
            close = stripped.find("'", close + 1)  # "don't" inside: an apostrophe
        if close == -1:
            return ""
        if close < 12:
            return None  # a word or two quoted, not a message
        return stripped[close + 1 :].strip()
    if quoted:
        return None
    line, _, after = rest.partition("\n")
    if line.strip():
        # "the client wrote: no emojis, ever": the line is theirs, what follows it the user's.
        return after.strip()
    paragraphs = [p for p in rest.strip().split("\n\n") if p.strip()]
    last = paragraphs[-1].strip() if len(paragraphs) > 1 else ""
    return last if last and len(last.split()) <= _LAST_WORDS else ""


def relayed_lead(sentence: str) -> str | None:
    """Who `sentence` opens by attributing its words to ("per the client, ..."), or None."""
    m = _LEAD.match(sentence.strip())
    if m is None:
        return None
    who = (m.group("who") or m.group("who2") or "").strip()
    if not who or who.lower() in _NOT_A_SENDER:
        return None
    return who


def someone_elses_rule(sentence: str) -> str | None:
    """The clause stating a rule that binds someone else ("my landlord's rule is no pets").

    Kept as a fact about them: it is theirs, though it shapes what the user can do.
    """
    lowered = sentence.lower()
    if not any(word in lowered for word in _RULE_WORDS):
        return None
    m = _THEIR_RULE.match(sentence.strip())
    return None if m is None else m.group("rule")


_THEIR_TASTE = re.compile(
    r"(?:[,;:(]|\s-+)\s*(?:(?:and|because|cause|cos|coz|since|as)\s+)?(?:she|he|they"
    # not the user's team or company, whose taste is the user's way of working
    r"|(?:my|our|the|his|her)\s+(?!(?:user|team|company|office|org|group|crew|studio|lab|firm)\b)"
    r"[\w-]+(?:\s+[\w-]+)?|(?-i:[A-Z])[a-z]+)\s+"
    r"(?:(?:absolutely|really|totally|just|so|literally|always|honestly|seriously)\s+)*"
    r"(?:hates?|loves?|likes?|prefers?|dislikes?|detests?|despises?|can'?t\s+stand"
    r"|(?:is|'s)\s+(?:allergic|picky|fussy|strict|old[\s-]school)\s+(?:about|to|with)|gets?\s+"
    r"(?:annoyed|upset|cross|mad)\s+(?:by|at|about|with))\b",
    re.IGNORECASE,
)
"""A reason that is another's taste: "no emojis, she absolutely hates them"."""


def for_someone_else(sentence: str) -> bool:
    """Whether a rule in `sentence` serves someone else's taste, not the user's own.

    "need to email my area manager. no emojis, she absolutely hates them, and she likes it
    formal": what to write to her this time, not how the user wants to be written to.
    """
    return _THEIR_TASTE.search(sentence) is not None
