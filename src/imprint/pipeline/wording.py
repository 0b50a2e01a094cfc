"""Last touches on a statement's wording, so that a policy line reads as a sentence.

The readers cut a memory out of what the user typed, and a cut can leave marks of the
chat it came from: a bracket opened and never closed ("The user retired from nursing (children's
wards."), a joint left hanging ("... barking at the mailman so."), a word to the agent
("... so you will have to bear with them.", "..., you get it."), an opener ("Hey so the
user is 52"), a label before a colon ("Context so you don't give a generic answer: they
are in-house counsel ..."). `tidy` mends each of these. It never adds a word of content
and never drops one the user said about themselves: what it removes is filler, punctuation,
or talk to the agent that carries no request.

A piece cut out of a longer fact gets "The user" put before it, which reads well only when
the piece starts with a verb. `own_subject` mends a piece whose "I" had become "they"
("The user they charge 45 an hour."), and `reads_as_clause` tells whether a piece has a verb
after its subject at all ("The user thirty-eight years at the same hospital." has none), so
the reader can keep the fact whole instead.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from imprint.pipeline import heuristics as h
from imprint.pipeline import patterns as p

__all__ = ["as_offered", "own_subject", "reads_as_clause", "tidy"]

_I = re.IGNORECASE

_OPENER = re.compile(
    # letters drawn out as typed ("hiii", "heyyy", "sooo")
    r"^(?:(?:hey+|heya+|hiya+|hi+|hello+|morning|evening|yo+|ok|okay|so+|well|anyway|um+|oh+|right"
    r"|alright|yeah+)\b[\s,!.]*){1,3}"
    r"(?=the\s+user\b)",
    _I,
)
"""Greetings and fillers in front of the subject ("Hey so the user is 52")."""

_LABEL = re.compile(
    r"^(?:(?:some|quick|a\s+bit\s+of|for|more)\s+)?(?:context|background|backstory|fyi|info)\b"
    r"[^:\"]{0,60}:\s*(?=(?:they|the\s+user)\b)"
    r"|^(?:before\s+you\s+(?:start|begin|answer|reply)|just\s+so\s+you\s+know|for\s+the\s+record)"
    r"[^:\"]{0,40}:\s*(?=(?:they|the\s+user)\b)",
    _I,
)
"""A label before a colon, for the agent ("Context so you don't guess: they are ...")."""
_SOMEONE = re.compile(
    r"\b(?:on|about|of|re)\s+(?:my|our|his|her|their|the)\b|\b(?:his|her|their)\b", _I
)
"""A label about someone else ("background on my in-laws: they are ..."): not the user."""

_THEY_SUBJECT = re.compile(
    r"^(?P<subject>The\s+user(?:'s\s+team)?)\s+(?:they|he|she)\s+(?P<verb>[A-Za-z']+)\b"
)
"""A subject said twice: "The user they charge ..." (a later "I" read as "they")."""

_THEY_FORMS = {**p.FIRST_SUBJECT, "aren't": "isn't", "weren't": "wasn't"}
"""The verb after "they" when the subject becomes "the user": the table "I" and "we" use."""

_FILLER_ADDRESS = re.compile(
    r"(?:\s*,\s*|\s+(?:so|and|but)\s+|\s*,\s*(?:so|and|but)\s+)"
    r"(?:you\s+(?:know|see|get\s+it|get\s+me|know\s+how\s+it\s+is)"
    # "I'm allergic to penicillin, just so you know": the aside said whole
    r"|just\s+so\s+(?:you|u)\s+(?:know|are\s+aware)|(?:just\s+)?(?:fyi|for\s+(?:context|reference))"
    r"|can\s+you\s+(?:imagine|believe\s+(?:it|that))"
    r"|(?:i\s+guess\s+)?you(?:'ll|\s+will|\s+may|\s+might)?\s+(?:have|need)\s+to\s+(?:bear\s+with"
    r"|be\s+patient\s+with|forgive|excuse|put\s+up\s+with)\s+(?:me|them|the\s+user)"
    r"|if\s+you\s+(?:know|get|see)\s+what\s+i\s+mean|mind\s+you|lol|haha+|lmao)"
    r"[\s!.]*$",
    _I,
)
"""Words to the agent at the end, asking nothing ("..., you get it", "so you'll have to
bear with me"). A clause that asks for something ("so when you explain, use vim keys") is
content and stays."""

_DANGLING = re.compile(
    r"(?:[\s,;:(]*\s(?:and|or|but|because|while|although|instead\s+of|as\s+well\s+as))+"
    r"[\s,;:(]*(?P<end>[.!]?)$"
    r"|[\s,;:(]+(?P<end2>[.!])$",
    _I,
)
"""A joint with nothing after it ("... last spring and.", "since 2014,."). "so" and "plus"
are left alone, since they end sentences too ("I think so.", "a B plus.")."""
_TAIL = 160
"""The end patterns only look at this many last characters: each fits well inside it, and a
long statement is not scanned from every position."""

_NOT_VERB_AFTER_USER = re.compile(
    r"^The\s+user\s+(?:(?:they|he|she|it|we|i|you|the|an?|my|this|that|these|those)\b|\d"
    r"|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty"
    r"|fifty|sixty|seventy|eighty|ninety|hundred)\b)",
    _I,
)


_DECISION = "Decision: "
_ASSENT_WORD = (
    r"(?:yeah|yes|yep|yup|ok|okay|perfect|alright|right|great|cool|sure|fine|hm+|so|well|ah|oh)"
)
_ASSENT = re.compile(rf"^(?:{_ASSENT_WORD}\s+)*{_ASSENT_WORD}\s*[,!.]+\s*(?=\w)", _I)
"""Assent before what was decided, closed by a comma or a stop ("yeah ok, monorepo then");
"right join" and "great lakes" are what was decided."""
_THEN = re.compile(
    r"(?<!\bnot)(?<!\buntil)(?<!\btill)(?<!\bsince)(?<!\bby)(?<!\bfrom)(?<!\bbefore)"
    r"(?<!\bafter)(?<!\bjust)(?<!\bback)(?<!\bonly)\s+then\b(?=\s*(?:[,.;:!(]|$))",
    _I,
)
"""A closing "then" ("apache 2.0 then, going with that"), not one that names a time ("not
then", "until then")."""


_PASSES = 3
"""How often `tidy` reads its own result again: mending one mark can uncover another (" so)The
user" loses its stray bracket and then shows the opener "so")."""


def tidy(content: str) -> str:
    """`content` without the marks of the chat it was cut from (see the module docstring).

    Tidying what it returns changes nothing more.
    """
    text = content
    for _ in range(_PASSES):
        tidied = _tidy_once(text)
        if tidied == text:
            break
        text = tidied
    return text


def _tidy_once(content: str) -> str:
    text = content.strip()
    if not text:
        return content
    if text.startswith(_DECISION):
        # What the user decided, without the assent and the "then" it was said with.
        picked = _THEN.sub("", _ASSENT.sub("", text[len(_DECISION) :]))
        text = _DECISION + re.sub(r"!{2,}", "!", picked)
    text = _OPENER.sub("", text)
    label = _LABEL.match(text)
    if label is not None and _SOMEONE.search(label.group()) is None:
        # What follows a label is the user's own "I ...", rewritten as "they ...".
        text = _THEY_SUBJECT.sub(_as_user, "The user " + text[label.end() :], count=1)
        text = text.replace("The user the user", "The user", 1)
    text = _at_end(_FILLER_ADDRESS, ".", text)
    if '"' not in text:
        # A quote may hold a bracket of its own; only the memory's own text is mended.
        text = _balanced(text)
    text = _at_end(_DANGLING, _dangling_end, text).strip()
    if text == content.strip() or _words(text) < 2:
        return content
    return text[0].upper() + text[1:]


def _at_end(pattern: re.Pattern[str], repl: str | Callable[[re.Match[str]], str], text: str) -> str:
    """`pattern` (anchored at the end) replaced in the last `_TAIL` characters of `text`."""
    cut = max(0, len(text) - _TAIL)
    return text[:cut] + pattern.sub(repl, text[cut:])


def reads_as_clause(content: str) -> bool:
    """Whether a fact about the user has a verb after "The user" (see the module docstring)."""
    return _NOT_VERB_AFTER_USER.match(content) is None


def as_offered(picked: str, agent_output: str) -> str:
    """`picked` with the option it names written as the agent offered it.

    "fastapi." picks the agent's "FastAPI", "slow sunday" its "Slow Sunday". Only a pick
    typed all in lower case whose opening clause the agent wrote word for word is changed;
    the rest of the reply stays as the user wrote it.
    """
    head = _PICK_HEAD.match(picked)
    if head is None:
        return picked
    core = head.group("core")
    if core != core.lower() or not any(c.isalpha() for c in core):
        return picked
    said = re.search(rf"(?<![\w-]){re.escape(core)}(?![\w-])", agent_output, _I)
    if said is None or said.group() == core:
        return picked
    return picked[: head.start("core")] + said.group() + picked[head.end("core") :]


_PICK_HEAD = re.compile(r"^\s*(?:(?:the|a|an)\s+)?(?P<core>[^,.;:!?()]+?)\s*(?=[,.;:!?(]|$)", _I)
"""The option a pick opens with, before its first clause break ("the pinwheels! ...")."""


def own_subject(piece: str, source: str) -> str:
    """`piece` with "The user they <verb>" said once, when the user said "I <verb>".

    "I make 82k and I'm saving for a deposit" cut in two gives "The user they are saving
    ...": the "they" is the user's later "I", so the piece reads "The user is saving ...".
    In "I'm on 82k, they raised me" the "they" is the employer, said so in `source`; the
    piece is returned as it is, and `reads_as_clause` refuses it.
    """
    m = _THEY_SUBJECT.match(piece)
    if m is None:
        return piece
    verb = m.group("verb")
    said = re.search(rf"\b(?:they|he|she)\s+{re.escape(verb)}\b", source, _I)
    if said is not None:
        return piece
    return _as_user(m) + piece[m.end() :]


def _as_user(m: re.Match[str]) -> str:
    verb = m.group("verb")
    return f"{m.group('subject')} {_THEY_FORMS.get(verb.lower()) or h.third_singular(verb)}"


def _dangling_end(m: re.Match[str]) -> str:
    return m.group("end") or m.group("end2") or "."


def _balanced(text: str) -> str:
    """`text` with each round bracket closed and each stray closing bracket dropped.

    A smiley's bracket (":)", ";-)") is not a bracket.
    """
    if "(" not in text and ")" not in text:
        return text
    out: list[str] = []
    depth = 0
    for at, char in enumerate(text):
        if char in "()" and _smiley(text, at):
            pass  # a smiley
        elif char == "(":
            depth += 1
        elif char == ")" and depth == 0:
            if out and out[-1].isalnum() and text[at + 1 : at + 2].isalnum():
                out.append(" ")  # "lol)and": the words stay apart
            continue
        elif char == ")":
            depth -= 1
        out.append(char)
    mended = "".join(out)
    if not depth and mended == text:
        return text
    body = mended.rstrip(" .!")
    end = mended[len(body) :].strip()
    while depth and body.endswith("(") and not _smiley(body, len(body) - 1):
        # A bracket opened at the very end holds nothing: dropped, not closed.
        body, depth = body[:-1].rstrip(" ,;:"), depth - 1
    if depth:
        # A bracket closed after ";-" would read as a smiley ";-)" and be closed again by the
        # next tidy: the dangling "-" goes with the punctuation before the close.
        body = body.rstrip(" ,;:")
        while body.endswith("-") and body[:-1].endswith((":", ";")):
            body = body[:-1].rstrip(" ,;:")
    mended = body + ")" * depth + end if depth else body + end
    return mended.strip()


def _smiley(text: str, at: int) -> bool:
    """Whether the bracket at `at` is a smiley's (":)", ";-(")."""
    before = text[max(0, at - 2) : at]
    return before.endswith((":", ";")) or before in (":-", ";-")


def _words(text: str) -> int:
    return len(re.findall(r"\w+", text))
