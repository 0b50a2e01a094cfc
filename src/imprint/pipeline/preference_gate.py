"""A learned judge of whether a clause asks for a lasting way of answering the user.

The rules of `directions.py`, `lasting_asks.py` and their neighbours read the shapes of a
standing preference they were written for. People ask in many more: "bullets, max 5,
that's how I want everything from you", "typescript every time", "just give me the code,
skip the explanations unless I ask". This gate reads a clause no rule read and gives the
chance that a careful note-taker would keep it as a standing preference: a logistic model
(see `learned_gate`) trained by `bench/train_gates.py` on `bench/corpus/`, whose near-misses
were written on purpose (asks for this answer only, other people's wishes, hypotheticals,
pasted text); its weights are `preference_gate.bin`.

It keeps rules only, worded as the user asked them, and guesses no subject, so a rule found
this way never replaces another memory.
"""

from __future__ import annotations

import re

from imprint.pipeline import heuristics as h
from imprint.pipeline.hedges import hedged
from imprint.pipeline.learned_gate import chance, clauses, framed
from imprint.pipeline.one_off import marks_one_off
from imprint.pipeline.screened import screened
from imprint.pipeline.statements import Statement, rule_statement
from imprint.pipeline.symptoms import names_symptom
from imprint.pipeline.wording import tidy
from imprint.pipeline.writing_rules import describes_things

__all__ = ["THRESHOLD", "learned_preferences", "preference_chance"]

THRESHOLD = 0.8
"""The chance at which a clause is kept. Chosen on the scenario sets already read and the
LLM-call budget of `bench/llm_calls.py`; cross-validated precision at it is in the training
table."""

_ASKED = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|also|and|oh|hey|hi|btw|one\s+(?:more\s+)?thing)\W+)*"
    r"(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+|plz\s+)?"
    r"|(?:please|pls|plz)\s+)",
    re.IGNORECASE,
)
"""A polite opening of a request ("can u ...", "pls ..."): kept apart from its content."""
_NOT_ASKED = screened(
    r"[{}<>`|\\=\"\u201c\u201d\u00ab\u00bb]|\b(?:if\s+(?:i|we)\s+(?:were|was|wanted|had|did|could)|imagine|suppose"
    r"|supposing|pretend|roleplay|role-play|hypothetically|jk|kidding)\b",
    re.IGNORECASE,
)
"""Code, quoted words, or a supposition: not the user asking for something."""
_QUESTION = re.compile(
    r"^\W*(?:what\s+if|why\s+not|how\s+about|what\s+about|(?:can|could|would|will)\s+(?:you|u)\b"
    # "like should you always invite your boss": a verb before its subject asks
    r"|(?:(?:like|so|and|but|or|ok(?:ay)?|also|i\s+mean)[\s,]+)?(?:should|do|does|did|is|are|am"
    r"|was|were|shall|must|has|have)\s+(?:you|u|i|we|they|he|she|people|one|everyone)\b)",
    re.IGNORECASE,
)
"""A question without its mark ("why not just give me the commands", "like should you always
invite your boss"): it asks for this turn, as one with the mark does."""
_PRIVATE = screened(
    r"\d{4,}|[A-Za-z0-9_-]{24,}|\b(?:password|passcode|passwd|pin|api[\s_-]?key|token|secret"
    r"|iban|account\s+(?:number|no)|sort\s+code|door\s+code|card\s+number)\b",
    re.IGNORECASE,
)
"""Data beside an ask (a number, a key, a password): not part of any way of answering, and
not to be kept in a rule."""
_MAX_WORDS = 40
_FOR_NOW = screened(
    r"\b(?:today|tonight|right\s+now|for\s+now|atm|at\s+the\s+moment|this\s+(?:time|once"
    r"|morning|afternoon|evening|week))\b",
    re.IGNORECASE,
)
"""A moment the ask is for ("just code today, I'm slammed"): not a lasting way of answering."""
_SOMEONE_ELSES = re.compile(
    r"^\W*(?:my|our|his|her|their|the)\s+(?:[\w'-]+\s+){0,2}?(?:wants?|likes?|prefers?|hates?"
    r"|loves?|says?|said|insists?|needs?|asks?|asked|expects?|demands?|requires?)\b",
    re.IGNORECASE,
)
"""Someone else's wish ("my editor wants Oxford commas"): theirs, not a rule for the user."""
_BACK = re.compile(
    r"^\W*(?:same\s+(?:for|with|goes)|(?:that|this)(?:'?s|\s+is)\s+(?:how|what|the\s+way)"
    r"|do\s+(?:it|that|this)\s+(?:like\s+that|that\s+way|every|always|each|for\s+every)"
    r"|(?:and\s+)?(?:always|every\s+time|each\s+time|from\s+now\s+on|going\s+forward)\W*$)",
    re.IGNORECASE,
)
"""A clause that makes the ask before it last ("same for any recipe you give me", "that's
how I want everything"): kept with that ask, since alone it says nothing."""
_NOT_AN_ASK = screened(
    r"^\W*(?:it|it'?s|they|they'?re|he|she|that'?s|there'?s|there|you|you'?re|you'?ve|you'?ll"
    r"|everyone|everybody|everything|nothing|being|moments?|life|people|even\s+if|as\s+for"
    r"|like\s+when|if\s+you\s+need)\b"
    r"|\b(?:let\s+(?:me|us)\s+know|keep\s+(?:me|us)\s+(?:posted|updated|in\s+the\s+loop)"
    r"|keep\s+in\s+touch|give\s+(?:me|us)\s+a\s+(?:shout|call|ring)|show\s+(?:me|us)\s+when"
    r"|take\s+(?:lots\s+of\s+|some\s+|loads\s+of\s+)?(?:pics|pictures|photos)"
    r"|(?:don'?t|do\s+not)\s+be\s+afraid|keep\s+(?:it|them)\s+up|keep\s+going|hope\s+you"
    r"|yourself|your\s+(?:passions?|dreams?|goals?)|chatting|talking\s+(?:to|with)\s+you|blast"
    r"|joy|adrenaline|awe|that'?s\s+so\s+me|omg\s+same|keep\s+doing\s+(?:that|this|it)"
    r"|(?:exactly|just|more)\s+like\s+(?:that|this)"
    # a feeling at a sight or a company: "seeing them together always makes me so happy";
    # not "short replies make me happy", which asks for them
    r"|^\W*(?:(?:seeing|watching|being\s+with|spending\s+time\s+with|hanging\s+out\s+with"
    r"|hearing\s+from)\s+(?:them|him|her|us|everyone|my|our|the\s+(?:kids|boys|girls|family"
    r"|dogs?|cats?|grandkids))|having\s+(?:them|him|her|you)\s+(?:around|here))\b[^.!?]{0,60}?"
    r"\bmakes?\s+"
    r"(?:me|us|the\s+user)\s+(?:(?:so|really|very|always|feel)\s+)*(?:happy|glad|proud|smile"
    r"|laugh|grateful|calm))\b",
    re.IGNORECASE,
)
"""A clause that is no ask of the agent: a remark about something or someone ("it can be so
rewarding", "you've always been there for me"), or what friends say to each other ("let me
know", "keep me posted", "don't be afraid to ask")."""
_USER_DOES = re.compile(
    r"^The user(?!'s)\s+(?!(?:prefers?|wants?|likes?|needs?|would\s+(?:rather|like|prefer)"
    r"|'d\s+(?:rather|like|prefer)|hates?|loves?\s+it\s+when|can'?t\s+stand|dislikes?"
    r"|does\s+not\s+want|doesn'?t\s+want|only\s+wants?|expects?|asks?)\b)",
)
"""Worded in the third person, a statement of what the user does ("The user will keep
pushing forward"), not of what they want from the agent."""
_REPORT = screened(
    r"\b(?:is|are|was|were|isn'?t|aren'?t|wasn'?t|weren'?t|gets?|got|looks?|seems?|feels?)\s+"
    r"(?:(?:always|still|so|way|far|kind\s+of|kinda|a\s+bit|really|just)\s+)*(?:too|not|a\s+bit)\b",
    re.IGNORECASE,
)
"""A report of how something is ("the answers for me are always too long"): a complaint
without its fix, which the rules of complaints read when a fix follows."""
_MIN_WORDS = 2
_ONLY_POINTED = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|just|now|pls|please|plz|can\s+(?:you|u)|could\s+(?:you|u))\W+)*"
    r"[a-z]+(?:\s+(?:up|over|out))?\s+(?:that|it|this|those|these|them)(?:\s+(?:up|over|out))?"
    r"(?:\W+(?:pls|please|plz|for\s+me|then|now|again|too|thanks|thx|ty|asap))*\W*$",
    re.IGNORECASE,
)
"""An ask that only points at the work ("fix that pls", "redo it for me"): it says what to
do to this answer, nothing of how to answer from now on."""
_REPEATED = re.compile(r"([,.!?;:])\1+")


def preference_chance(clause: str, reply: str | None = None) -> float:
    """The chance that `clause` asks for a lasting way of answering the user (0 to 1).

    `reply` is the whole reply the clause is in: whether it says anything lasts ("that's
    how I want everything") or is for this turn only counts too.
    """
    return chance("preference", clause, "" if reply is None else reply)


_CODE_LINE = re.compile(
    r"^\s*(?://|/\*|\*\s|#(?![\d\s]*$)\s*(?-i:[A-Z]{2,}|TODO|NOTE)|--\s|<!--)"
    r"|[{};]\s*$|\w\([^)]*\)\s*;"
)
"""A line of code or a code comment ("// ALWAYS check sensor before reading", "x = f(y);"):
pasted without a fence, it is someone's code, not an ask of the user's."""
_EXAMPLE = re.compile(
    r"^\W*(?:(?:e\.?g\.?|eg|for\s+(?:example|instance)|such\s+as)\b"
    r"|like\s+(?=[\"'`]|[\w.-]+\(|[\w.-]+:\s))",
    re.IGNORECASE,
)
"""A sample of what was asked ("like fix(export): ...", "e.g. 'handle null'"): it shows the
rule told before it, and is none of its own."""


def learned_preferences(
    sentence: str, previous: str | None = None, reply: str | None = None
) -> list[Statement]:
    """Standing preferences the gate finds in a sentence no rule read, in order.

    `previous` is the sentence before it, which a clause pointing back ("same for every
    recipe") makes lasting; `reply` the whole reply (see `preference_chance`).
    """
    found: list[Statement] = []
    if (
        sentence.rstrip().endswith("?")
        or _QUESTION.match(sentence)
        or framed(sentence, untrue=False)
    ):
        # A question, even one asking for something ("could you put dates as DD/MM?"), asks
        # for this turn unless it says it lasts, and then the rules read it; or another's words.
        return found
    if marks_one_off(sentence) or _FOR_NOW.search(sentence) or _SOMEONE_ELSES.match(sentence):
        return found
    if _CODE_LINE.search(sentence):
        return found  # "// ALWAYS check sensor": a comment of code pasted without a fence
    if _EXAMPLE.search(sentence):
        return found
    context = sentence if reply is None else reply
    for clause in clauses(sentence):
        if not _MIN_WORDS <= len(clause.split()) <= _MAX_WORDS or hedged(clause):
            continue
        if _NOT_ASKED.search(clause) or _PRIVATE.search(clause) or _ONLY_POINTED.match(clause):
            continue
        if _NOT_AN_ASK.search(clause) or _REPORT.search(clause) or describes_things(clause):
            continue
        if names_symptom(clause):
            continue  # "ConnectionResetError every time": what goes wrong
        if preference_chance(clause, context) < THRESHOLD:
            continue
        said = clause
        if _BACK.match(clause):
            if previous is None or marks_one_off(previous) or _NOT_ASKED.search(previous):
                continue
            said = previous.rstrip(" .!?") + "; " + clause
        content = _worded(said)
        if content is not None and not _USER_DOES.match(content):
            found.append(rule_statement(content, sentence, "learned", source=sentence))
    return found


def _worded(said: str) -> str | None:
    """The ask as a rule line: no polite opening, in the third person, tidy."""
    said = _REPEATED.sub(r"\1", said)
    opening = _ASKED.match(said)
    core = said[opening.end() :] if opening else said
    content = h.canonical(core.rstrip(" ?"))
    return None if content is None else tidy(content)
