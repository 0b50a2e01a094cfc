"""What the learned gates share: the clauses they score, their features, their weights.

A gate is a logistic model over hashed words, word pairs and a few shape features (the fact
gate also reads the starts and ends of words, `SHAPED`), trained by `bench/train_gates.py`
on `bench/corpus/` (labelled messages written for this project, CC0, apart from every
evaluation set). Its weights ship beside this module as
`<gate>_gate.bin`: little-endian pairs of a feature index and its weight, then the bias. A
clause is scored in a few microseconds, with no dependency.
"""

from __future__ import annotations

import array
import itertools
import math
import re
import struct
import sys
import zlib
from collections.abc import Callable
from functools import cache, lru_cache
from importlib import resources

from imprint.pipeline.one_off import marks_one_off, standing
from imprint.pipeline.patterns import PAIRED_SUBJECT
from imprint.pipeline.screened import Screened, screened

__all__ = [
    "FEATURE_SPACE",
    "SHAPED",
    "chance",
    "clauses",
    "features",
    "foreign_clauses",
    "foreign_features",
    "framed",
    "score",
]

FEATURE_SPACE = 1 << 18
"""Features are hashed into this many slots (CRC-32, stable across platforms and runs)."""

_JOINT = re.compile(
    r"\s*[;:]\s+|\s+[-\u2013\u2014]+\s+|\s*\(\s*|\s*\)\s*"
    r"|,\s+(?=(?:(?:and|but|so|because|since|though|plus|also)\s+)?"
    r"(?:i|i'm|i've|i'd|im|ive|we|we're|we've|my|our)\b)"
    r"|\s+(?:and|but|so|because|since(?!\s+(?:i|we)\s+(?:was|were)\s+(?:\d|a\s+(?:kid|child|teen"
    r"|baby)|little|young|small|born))|though|plus)\s+"
    # "making slides and heads up i'm colourblind": a word of talk before the new subject
    r"(?:(?:heads\s+up|fyi|btw|also|oh|incidentally|for\s+context)\W+)?"
    r"(?=(?:i|i'm|i've|im|ive|we|we're|we've|my|our)\b)"
    # "my twins ezra and juno turn 6 next month and they want ONE party": what they want is
    # a clause of its own after a clause about the user's people
    # "our deploys go through argo cd and this morning a sync got stuck": what happened today
    # is a clause apart from the setup it happened to
    r"|\s+(?:and|but)\s+(?=(?:(?:this|last)\s+(?:morning|afternoon|evening|night|week|weekend)"
    r"|yesterday|today|tonight|earlier\s+today|just\s+now|right\s+now)\b)"
    r"|\s+(?:and|but)\s+(?=(?:they|she|he)(?:'d\s+like|\s+(?:(?:really|both|all|just|only)\s+)?"
    r"(?:want|wants|need|needs|prefer|prefers|insist|insists|hate|hates|would\s+like))\b)",
    re.IGNORECASE,
)
"""Where a sentence's clauses meet: a colon or semicolon, a dash, a bracket, or a joint
before a new first-person subject ("..., and my wife ...", "... but I ..."); not a "since"
that dates what comes before ("type 1 since I was 9")."""
_TOKEN = re.compile(r"[a-z0-9']+")
_SCORE_BOUND = 50.0
_NAME_INSIDE = re.compile(r"\b[A-Z][a-z]+")
_MIN_WORDS = 2


@lru_cache(maxsize=1024)
def clauses(sentence: str) -> tuple[str, ...]:
    """The clauses of one sentence, spaces collapsed, as the gates score them (see `_JOINT`).

    Cached: the fact gate and then the preference gate split the same sentence.
    """
    pieces = _pieces(sentence, _JOINT, " ,.!?", lambda piece: _TOKEN.findall(piece.lower()))
    if " and " not in sentence.lower():
        return pieces
    # "My brother-in-law and I brew together", "Lena and I split up": a subject beside the
    # user's is no clause
    whole = " ".join(sentence.split())
    named = _NAMED_BESIDE.match(whole)
    if named is not None and pieces and whole[named.end() :].startswith(pieces[0]):
        pieces = (whole[: named.end()].lstrip() + pieces[0], *pieces[1:])
    joined: list[str] = []
    for piece in pieces:
        both = f"{joined[-1]} and {piece}" if joined else ""
        if (
            both
            and PAIRED_SUBJECT.fullmatch(joined[-1])
            and _USER_FIRST.match(piece)
            and both in whole
        ):
            joined[-1] = both
        else:
            joined.append(piece)
    return tuple(joined)


_NAMED_BESIDE = re.compile(r"\W*(?-i:[A-Z][a-z]+)\s+and\s+(?=(?:i|we)\b(?!'))", re.IGNORECASE)
"""A person named beside the user at the start ("Lena and I split up"): too short a piece
to be kept as a clause of its own, so it would be lost from the one after."""
_USER_FIRST = re.compile(r"(?:i|we)\b(?!')", re.IGNORECASE)


_SHORT_BRACKET = re.compile(r"\(([^()\s,;:.!?]+(?:\s[^()\s,;:.!?]+){0,2})\)(?=\s*(?:[,.;:!?]|$))")
"""A bracket of one to three words at a clause's end, no clause mark inside: "(valencia),"."""


def _pieces(
    sentence: str,
    joint: re.Pattern[str],
    ends: str,
    words: Callable[[str], list[str]],
    *,
    short_brackets: bool = False,
) -> tuple[str, ...]:
    """`sentence` split at `joint`, each piece without `ends`, those of two `words` or more.

    `short_brackets`: a bracket of a word or three at a clause's end stays in its clause
    (the foreign gate, whose clauses are kept as said: "un bar de ruzafa (valencia)").
    """
    out = []
    # Runs of spaces collapsed first: `joint` would otherwise try each space of a long run.
    text = " ".join(sentence.split())
    if short_brackets and "(" in text:
        # "un bar de ruzafa (valencia)": a word or three in brackets names what stands before
        # it, no clause of its own; it stays with its clause (the marks restored below)
        text = _SHORT_BRACKET.sub(lambda m: f"\ue000{m.group(1)}\ue001", text)
    for piece in joint.split(text):
        piece = piece.replace("\ue000", "(").replace("\ue001", ")").strip(ends)
        if len(words(piece)) >= _MIN_WORDS:
            out.append(piece)
    return tuple(out)


SHAPED = frozenset({"fact"})
"""The gates that also read the shapes of words (`_shape_slots`): trained with them, they
find the forms of a word they have not seen ("settling in", "fitted", "signed")."""


def features(clause: str, context: str | None = None, *, shapes: bool = False) -> list[int]:
    """The hashed feature slots of `clause` (the training script uses the same function).

    With `context` (the whole reply the clause is in), its words count too, apart from the
    clause's own: "bullets, max 5" is a standing ask beside "that's how I want everything".
    With `shapes`, the starts and ends of its words count too (`_shape_slots`).
    """
    own, rest = _clause_slots(clause)
    shaped = _shape_slots(clause) if shapes else ()
    if context is None:
        return [*own, *rest, *shaped]
    return [*own, *_context_slots(context), *rest, *shaped]


@lru_cache(maxsize=1024)
def _shape_slots(clause: str) -> tuple[int, ...]:
    """The slots of the shapes of the clause's words: starts and ends, and the first word's.

    A word's start stands for its forms ("settling", "settled"), its end for what kind of
    word it is ("-ed", "-ing"), and the first word's end for a clause told without its "I"
    ("picked up the new car saturday"). Cross-validated on the corpus, they raise the fact
    gate's recall at the shipped threshold's precision by about two points.
    """
    tokens = _TOKEN.findall(clause.lower())
    names = [f"p:{t[:5]}" for t in tokens if len(t) > 5]
    names += [f"s:{t[-3:]}" for t in tokens if len(t) > 4]
    if tokens:
        names += [f"fs:{tokens[0][-3:]}", f"f0:{tokens[0]}"]
    return tuple(map(_slot, names))


def _slot(name: str) -> int:
    return zlib.crc32(name.encode()) % FEATURE_SPACE


@lru_cache(maxsize=1024)
def _clause_slots(clause: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The slots of the clause's own features: those before the context's, and those after.

    Cached: both gates may score the same clause, and the order of the slots is kept (the
    weights are summed in it).
    """
    tokens = _TOKEN.findall(clause.lower())
    names = ["b", *("u:" + t for t in tokens)]
    rest = ["bi:" + a + "_" + b for a, b in itertools.pairwise(tokens)]
    rest += ["first:" + t for t in tokens[:2]]
    if tokens:
        rest.append("last:" + tokens[-1])
    rest.append(f"len:{min(len(tokens) // 4, 8)}")
    if clause.rstrip().endswith("?"):
        rest.append("q")
    if any(map(str.isdigit, clause)):
        rest.append("digit")
    if _NAME_INSIDE.search(clause[1:]):
        rest.append("cap")
    return tuple(map(_slot, names)), tuple(map(_slot, rest))


@lru_cache(maxsize=256)
def _context_slots(context: str) -> tuple[int, ...]:
    # Cached: every clause of a reply has the same context, read once per reply.
    standing_names = ("c:standing",) if standing(context) else ()
    names = standing_names + (("c:once",) if marks_one_off(context) else ())
    return tuple(map(_slot, names))


def chance(gate: str, clause: str, context: str | None = None) -> float:
    """The chance (0 to 1) that gate `gate` ("fact", "preference") gives `clause`.

    `context` is the reply the clause is in, for a gate trained with it (see `features`).
    """
    return score(gate, features(clause, context, shapes=gate in SHAPED))


def score(gate: str, slots: list[int]) -> float:
    """The chance (0 to 1) that gate `gate` gives a clause with these feature slots."""
    weights, bias = _table(gate)
    total = bias + sum(map(weights.__getitem__, slots))
    # Bounded so that no clause, however long, overflows `exp`; the chance is 0 or 1 by then.
    return 1.0 / (1.0 + math.exp(-max(-_SCORE_BOUND, min(_SCORE_BOUND, total))))


_FOREIGN_JOINT = re.compile(
    r"\s*[;:,\uff0c\u3001\uff1b\uff1a]\s*|\s+[-\u2013\u2014]+\s+|\s*[(\uff08)\uff09]\s*"
)
"""Where the clauses of a sentence in another language meet: any comma (the ideographic ones
too), a colon or semicolon, a dash between spaces, a bracket."""
_UNICODE_WORD = re.compile(r"[^\W_]+")
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
"""Scripts written without spaces between words (or, for Korean, with particles fused to
them): read as characters and character pairs rather than words."""


def foreign_clauses(sentence: str) -> tuple[str, ...]:
    """The clauses of a sentence in another language, as the foreign gate scores them."""
    return _pieces(
        sentence, _FOREIGN_JOINT, " .!?\u3002\uff01\uff1f", foreign_tokens, short_brackets=True
    )


def foreign_tokens(text: str) -> list[str]:
    """The words of `text`, lower-cased; in a script without spaces, its characters."""
    tokens: list[str] = []
    for word in _UNICODE_WORD.findall(text.lower()):
        if _UNSPACED.search(word):
            tokens += list(word)
        else:
            tokens.append(word)
    return tokens


def foreign_features(clause: str, language: str) -> list[int]:
    """The hashed feature slots of a clause in `language` (one model reads every language)."""
    tokens = foreign_tokens(clause)
    names = ["b", "lang:" + language, *("u:" + t for t in tokens)]
    names += ["bi:" + a + "_" + b for a, b in itertools.pairwise(tokens)]
    # The start of a longer word, so that a word's forms share a feature ("trabajo",
    # "trabajando"; "arbeite", "arbeitet").
    names += ["p:" + t[:4] for t in tokens if len(t) > 4]
    names += ["first:" + t for t in tokens[:2]]
    if tokens:
        names.append("last:" + tokens[-1])
    names.append(f"len:{min(len(tokens) // 4, 8)}")
    if any(ch.isdigit() for ch in clause):
        names.append("digit")
    return [zlib.crc32(name.encode()) % FEATURE_SPACE for name in names]


def _raw(gate: str) -> tuple[bytes, float]:
    """The pairs of the gate's file, and its bias."""
    raw = resources.files("imprint.pipeline").joinpath(f"{gate}_gate.bin").read_bytes()
    (bias,) = struct.unpack("<f", raw[-4:])
    return raw[:-4], bias


@cache
def _model(gate: str) -> tuple[dict[int, float], float]:
    body, bias = _raw(gate)
    weights: dict[int, float] = dict(struct.iter_unpack("<if", body))
    return weights, bias


@cache
def _table(gate: str) -> tuple[array.array[float], float]:
    """The gate's weights as one flat table of every slot (0.0 where none), and its bias.

    Scoring a clause reads some twenty slots scattered across the feature space: in a dict
    of 67,000 weights each read misses the processor's cache about three times (the
    table, the key, the value): about ten times the cost measured in a loop over one clause.
    The table holds each weight as the file does (a 32-bit float, read as the same double).
    """
    # Read from the file's bytes as two arrays rather than through `_model`'s dict: the
    # first observe of a process pays for the loading, about half as much this way. A slot
    # given twice keeps its last weight, as the dict does.
    body, bias = _raw(gate)
    slots, weights = array.array("i"), array.array("f")  # 4 bytes each where CPython runs
    slots.frombytes(body)
    weights.frombytes(body)
    if sys.byteorder != "little":  # pragma: no cover - the file is little-endian
        slots.byteswap()
        weights.byteswap()
    return _filled(gate, slots[::2], weights[1::2]), bias


def _filled(gate: str, slots: array.array[int], weights: array.array[float]) -> array.array[float]:
    """A table of every slot, 0.0 but at `slots`, which hold `weights` (the later of two)."""
    if slots and not (min(slots) >= 0 and max(slots) < FEATURE_SPACE):
        # A negative index would land somewhere silently.
        bad = next(slot for slot in slots if not 0 <= slot < FEATURE_SPACE)
        raise ValueError(f"{gate}_gate.bin holds slot {bad}, beyond the feature space")
    table = array.array("f", bytes(4 * FEATURE_SPACE))
    for slot, weight in zip(slots, weights, strict=True):
        table[slot] = weight
    return table


_OTHERS = (
    r"\b(?:my|our|his|her|their)\s+[a-z-]+|\b(?:says?|said|tells?|told|wrote|writes|asks?|asked"
    r"|thinks?|quote|quoting|hypothetical(?:ly)?|test|example|joke|story|character|novel|script"
    r"|assume|pretend|imagine|suppose|roleplay)\b"
)
_UNTRUE = r"\b(?:not\s+true|lies|false|wrong)\b"


def _frame(words: str) -> Screened:
    return screened(
        r"^[^:;\u2014]{0,60}?(?:" + words + r")[^:;\u2014]{0,40}?(?:[:;\u2014]|\s-+\s)", re.I
    )


_FRAMED_AS_OTHERS = _frame(_OTHERS)
_FRAMED = _frame(_OTHERS + "|" + _UNTRUE)


def framed(sentence: str, *, untrue: bool = True) -> bool:
    """Whether a frame before a colon, a semicolon or a dash makes what follows someone else's.

    "My dad: 15 years as a farrier", "Test case: ...", "my editor says: ...". With `untrue`, a
    frame that says what follows is not true counts too ("Not true; I ..."); a preference
    keeps it off, since "every tool gets this wrong: British spelling" states the user's wish.
    """
    return (_FRAMED if untrue else _FRAMED_AS_OTHERS).match(sentence) is not None
