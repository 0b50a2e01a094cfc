"""The gates' cached features and sum are those of the plain definition, slot for slot."""

from __future__ import annotations

import itertools
import math
import zlib

from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline import learned_gate as g
from imprint.pipeline.one_off import marks_one_off, standing

_CLAUSE = st.lists(
    st.sampled_from(
        [
            *("I", "my", "we", "Leeds", "always", "just", "this", "once", "2", "\u0663", "\u00b2"),
            *("?", " ", " ", ", ", "'", "x", "Ana", "nurse", "every time", "for now", "."),
        ]
    ),
    max_size=16,
).map("".join)


def _plain_features(clause: str, context: str | None = None) -> list[int]:
    """`features` as first written: the names built in one list, each hashed."""
    tokens = g._TOKEN.findall(clause.lower())
    names = ["b", *("u:" + t for t in tokens)]
    if context is not None:
        names += ["c:standing"] if standing(context) else []
        names += ["c:once"] if marks_one_off(context) else []
    names += ["bi:" + a + "_" + b for a, b in itertools.pairwise(tokens)]
    names += ["first:" + t for t in tokens[:2]]
    if tokens:
        names.append("last:" + tokens[-1])
    names.append(f"len:{min(len(tokens) // 4, 8)}")
    if clause.rstrip().endswith("?"):
        names.append("q")
    if any(ch.isdigit() for ch in clause):
        names.append("digit")
    if g._NAME_INSIDE.search(clause[1:]):
        names.append("cap")
    return [zlib.crc32(name.encode()) % g.FEATURE_SPACE for name in names]


@given(_CLAUSE, st.none() | _CLAUSE)
def test_features_are_the_plain_ones_in_the_same_order(clause: str, context: str | None) -> None:
    assert g.features(clause, context) == _plain_features(clause, context)
    assert g.features(clause, context) == _plain_features(clause, context)  # cached


@given(_CLAUSE, st.sampled_from(["fact", "preference"]))
def test_the_score_is_the_plain_sum(clause: str, gate: str) -> None:
    weights, bias = g._model(gate)
    slots = g.features(clause, "")
    total = bias + sum(weights.get(slot, 0.0) for slot in slots)
    assert g.score(gate, slots) == 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, total))))


@given(_CLAUSE)
def test_cached_clauses_are_the_uncached_ones(sentence: str) -> None:
    assert g.clauses(sentence) == g.clauses.__wrapped__(sentence)


def test_the_weight_table_holds_every_weight_and_zero_elsewhere() -> None:
    for gate in ("fact", "preference", "foreign_fact"):
        weights, bias = g._model(gate)
        table, table_bias = g._table(gate)
        assert table_bias == bias and len(table) == g.FEATURE_SPACE
        assert all(table[slot] == weights.get(slot, 0.0) for slot in range(g.FEATURE_SPACE))


def _plain_shapes(clause: str) -> list[int]:
    """The word shapes as first written: starts of longer words, ends, the first word's end."""
    tokens = g._TOKEN.findall(clause.lower())
    names = [f"p:{t[:5]}" for t in tokens if len(t) > 5]
    names += [f"s:{t[-3:]}" for t in tokens if len(t) > 4]
    if tokens:
        names += [f"fs:{tokens[0][-3:]}", f"f0:{tokens[0]}"]
    return [zlib.crc32(name.encode()) % g.FEATURE_SPACE for name in names]


@given(_CLAUSE, st.none() | _CLAUSE)
def test_shaped_features_add_the_word_shapes_last(clause: str, context: str | None) -> None:
    shaped = g.features(clause, context, shapes=True)
    assert shaped == _plain_features(clause, context) + _plain_shapes(clause)


@given(_CLAUSE)
def test_the_fact_gate_reads_word_shapes_and_the_preference_gate_does_not(clause: str) -> None:
    assert g.chance("fact", clause) == g.score("fact", g.features(clause, shapes=True))
    assert g.chance("preference", clause, "") == g.score("preference", g.features(clause, ""))
