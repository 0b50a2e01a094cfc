"""A learned judge of whether a clause tells a lasting fact of the user's life.

The rules of `facts.py` and `disclosures.py` read the shapes of a fact they were written
for. People say much else in passing, in shapes no rule has seen: "15 years as a farrier in
the Cotswolds", "weekends I run a tiny bakery out of my garage", "I clean teeth for a
living". This gate reads a clause the rules passed over and gives the chance that a careful
note-taker would keep it as a fact about the user.

It is a logistic model over hashed words, word pairs and a few shape features, trained by
`bench/train_fact_gate.py` on `bench/corpus/`, a corpus of labelled messages written for
this project (CC0, like the rest of the repository) and apart from every evaluation set.
The weights ship beside this module (`fact_gate.bin`: little-endian pairs of a feature
index and its weight, then the bias); a clause is scored in a few microseconds with no
dependency.

Only English clauses are scored, and only those no rule read: the gate adds facts, never
rules, decisions or forget requests, and a kept clause gets no subject, so it never
replaces another memory.
"""

from __future__ import annotations

import itertools
import math
import re
import struct
import zlib
from functools import cache
from importlib import resources

from imprint.pipeline import heuristics as h
from imprint.pipeline.disclosures import talk_of_the_task
from imprint.pipeline.facts import passing_state
from imprint.pipeline.hedges import hedged
from imprint.pipeline.statements import Statement
from imprint.pipeline.updates import Change, change_in
from imprint.types import MemoryType, SignalType

__all__ = ["FEATURE_SPACE", "THRESHOLD", "clauses", "fact_chance", "features", "learned_facts"]

FEATURE_SPACE = 1 << 18
"""Features are hashed into this many slots (CRC-32, stable across platforms and runs)."""
THRESHOLD = 0.85
"""The chance at which a clause is kept. Chosen on the scenario sets already read (0.7 kept
more, but stored enough more facts that eager mode's consolidation calls passed their
budget in `bench/llm_calls.py`); cross-validated precision at it is in the training table."""

_JOINT = re.compile(
    r"\s*[;:]\s+|\s+[-\u2013\u2014]+\s+|\s*\(\s*|\s*\)\s*"
    r"|,\s+(?=(?:(?:and|but|so|because|since|though|plus|also)\s+)?"
    r"(?:i|i'm|i've|i'd|im|ive|we|we're|we've|my|our)\b)"
    r"|\s+(?:and|but|so|because|since|though|plus)\s+"
    r"(?=(?:i|i'm|i've|im|ive|we|we're|we've|my|our)\b)",
    re.IGNORECASE,
)
"""Where a sentence's clauses meet: a colon or semicolon, a dash, a bracket, or a joint
before a new first-person subject ("..., and my wife ...", "... but I ...")."""
_TOKEN = re.compile(r"[a-z0-9']+")
_SCORE_BOUND = 50.0
_NAME_INSIDE = re.compile(r"\b[A-Z][a-z]+")
_MIN_WORDS = 2


def clauses(sentence: str) -> tuple[str, ...]:
    """The clauses of one sentence, spaces collapsed, as the gate scores them (see `_JOINT`)."""
    out = []
    # Runs of spaces collapsed first: `_JOINT` would otherwise try each space of a long run.
    for piece in _JOINT.split(" ".join(sentence.split())):
        piece = piece.strip(" ,.!?")
        if len(_TOKEN.findall(piece.lower())) >= _MIN_WORDS:
            out.append(piece)
    return tuple(out)


def features(clause: str) -> list[int]:
    """The hashed feature slots of `clause` (the training script uses the same function)."""
    tokens = _TOKEN.findall(clause.lower())
    names = ["b", *("u:" + t for t in tokens)]
    names += ["bi:" + a + "_" + b for a, b in itertools.pairwise(tokens)]
    names += ["first:" + t for t in tokens[:2]]
    if tokens:
        names.append("last:" + tokens[-1])
    names.append(f"len:{min(len(tokens) // 4, 8)}")
    if clause.rstrip().endswith("?"):
        names.append("q")
    if any(ch.isdigit() for ch in clause):
        names.append("digit")
    if _NAME_INSIDE.search(clause[1:]):
        names.append("cap")
    return [zlib.crc32(name.encode()) % FEATURE_SPACE for name in names]


def fact_chance(clause: str) -> float:
    """The chance that `clause` tells a lasting fact about the user (0 to 1)."""
    weights, bias = _model()
    score = bias + sum(weights.get(slot, 0.0) for slot in features(clause))
    # Bounded so that no clause, however long, overflows `exp`; the chance is 0 or 1 by then.
    return 1.0 / (1.0 + math.exp(-max(-_SCORE_BOUND, min(_SCORE_BOUND, score))))


@cache
def _model() -> tuple[dict[int, float], float]:
    raw = resources.files("imprint.pipeline").joinpath("fact_gate.bin").read_bytes()
    body, tail = raw[:-4], raw[-4:]
    weights: dict[int, float] = dict(struct.iter_unpack("<if", body))
    (bias,) = struct.unpack("<f", tail)
    return weights, bias


_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|im|ive|my|me|we|we're|we've|our|us)\b", re.I)
_NOT_TOLD = re.compile(
    r"[{}<>`|\\=]|\b(?:you|your|u|ur|if|whether|would|could|might|wish|imagine|suppose"
    r"|supposing|pretend|assume|assuming|roleplay|role-play|hypothetically|someday|say\s+i|jk"
    r"|kidding)\b|,\s*not\W*$",
    re.I,
)
"""Code, words to the agent, or a supposition: not the user telling of their life."""
_MIN_KEPT_WORDS = 3
_MOMENT = re.compile(
    r"\b(?:today|tonight|yesterday|this\s+(?:morning|afternoon|evening)|last\s+night|just\s+now"
    r"|right\s+now|at\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)|as\s+a\s+(?:kid|child|teen(?:ager)?|boy|girl)"
    r"|used\s+to|i\s+remember|ugh+|argh+)\b",
    re.I,
)
"""A moment, a childhood or a habit given up: what held then, not what holds ("we ran out of
nappies at 2am", "I used to swim twice a week")."""


_FRAME = re.compile(
    r"^[^:;\u2014]{0,60}?(?:\b(?:my|our|his|her|their)\s+[a-z-]+"
    r"|\b(?:says?|said|tells?|told|wrote|writes|asks?|asked|thinks?|quote|quoting|not\s+true"
    r"|lies|false|wrong|hypothetical(?:ly)?|test|example|joke|story|character|novel|script"
    r"|assume|pretend|imagine|suppose|roleplay)\b)[^:;\u2014]{0,40}?(?:[:;\u2014]|\s-+\s)",
    re.I,
)
"""A frame before a colon, a semicolon or a dash that makes what follows someone else's, or
not the user's true life: "My dad: 15 years as a farrier", "Not true; I ...", "Test case: ..."."""


def learned_facts(sentence: str) -> list[Statement]:
    """Facts about the user the gate finds in a sentence no rule read, in order."""
    found: list[Statement] = []
    if sentence.rstrip().endswith("?") or _FRAME.match(sentence):
        return found  # a question, or words framed as another's or as untrue
    retired: tuple[str, ...] | None = None  # read once, and only for a clause the gate keeps
    for clause in clauses(sentence):
        words = clause.split()
        if len(words) < _MIN_KEPT_WORDS or _NOT_TOLD.search(clause) or hedged(clause):
            continue
        if fact_chance(clause) < THRESHOLD or _MOMENT.search(clause) or talk_of_the_task(clause):
            continue
        if retired is None:
            retired = change_in(sentence, "en").replaces
        low = clause.lower()
        if any(value in low for value in retired):
            continue  # a value the sentence retires is read by the rules of updates
        if _FIRST_PERSON.search(clause):
            content = h.canonical(clause)
        else:
            # "15 years as a farrier in the Cotswolds": no subject to put in the third person.
            content = 'The user said: "' + clause.replace('"', "'") + '".'
        if content is None or passing_state(content):
            continue
        # A fact found this way guesses no subject, so it never replaces another memory.
        found.append(
            Statement(
                signal=SignalType.FACT,
                type=MemoryType.FACT,
                content=content,
                subject=None,
                change=Change(),
                source=sentence,
                rule="learned",
                confidence=0.5,
            )
        )
    return found
