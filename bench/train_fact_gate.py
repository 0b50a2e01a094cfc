"""Train the fact gate (`imprint.pipeline.fact_gate`) on `bench/corpus/` and write its weights.

The corpus is ours (CC0): messages labelled with the exact spans a careful note-taker would
keep about the user, and their kind, written for this project apart from every evaluation
set. Each message is split into the clauses the gate scores; a clause is a positive example
when it holds most of a span of kind "fact" or "change". Preferences, decisions and forget
requests are read by the rules, so for the gate they are negatives like the rest.

Prints a table of 5-fold cross-validation (folds keep a message's clauses together): the
precision and recall of the gate at several thresholds, then writes
`src/imprint/pipeline/fact_gate.bin` from a fit on the whole corpus.

Usage: uv run --no-sync python bench/train_fact_gate.py [--check]

`--check` trains and compares with the shipped weights instead of writing them (the fit
is deterministic, so they match unless the corpus or the features changed).
"""

from __future__ import annotations

import argparse
import json
import re
import struct
import sys

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GroupKFold

from _common import ROOT, table
from imprint.pipeline import heuristics as h
from imprint.pipeline.fact_gate import FEATURE_SPACE, THRESHOLD, clauses, features
from imprint.pipeline.segment import segment

CORPUS = ROOT / "bench" / "corpus"
WEIGHTS = ROOT / "src" / "imprint" / "pipeline" / "fact_gate.bin"
FACT_KINDS = {"fact", "change"}
C = 1.0
_WORD = re.compile(r"[a-z0-9']+")
_STOP = frozenset("the a an to of and or in on at for with is are was were be it this that".split())


def content_words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP and len(w) > 1}


def is_fact(clause: str, keep: list[str], kind: list[str]) -> bool:
    """Whether `clause` holds most of a fact span (or a fact span lies in it)."""
    words = content_words(clause)
    for span, what in zip(keep, kind, strict=True):
        if what not in FACT_KINDS:
            continue
        said = content_words(h.normalise(span))
        shared = words & said
        if said and words and (len(shared) >= 0.6 * len(words) or len(shared) >= 0.8 * len(said)):
            return True
    return False


def examples() -> tuple[list[list[int]], np.ndarray, np.ndarray]:
    rows = [
        json.loads(line)
        for path in sorted(CORPUS.glob("*.jsonl"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    slots, labels, groups = [], [], []
    for index, row in enumerate(rows):
        for sentence in segment(h.normalise(row["user"])).sentences:
            for clause in clauses(sentence):
                slots.append(features(clause))
                labels.append(is_fact(clause, row["keep"], row["kind"]))
                groups.append(index)
    print(f"{len(rows)} messages, {len(labels)} clauses, {sum(labels)} facts")
    return slots, np.array(labels), np.array(groups)


def matrix(slots: list[list[int]], rows: np.ndarray) -> csr_matrix:
    indices = [slot for r in rows for slot in slots[r]]
    pointers = np.cumsum([0, *(len(slots[r]) for r in rows)])
    data = np.ones(len(indices))
    return csr_matrix((data, indices, pointers), shape=(len(rows), FEATURE_SPACE))


def fit(slots: list[list[int]], labels: np.ndarray, rows: np.ndarray) -> LogisticRegression:
    model = LogisticRegression(C=C, max_iter=5000, class_weight="balanced")
    return model.fit(matrix(slots, rows), labels[rows])


def weights_of(model: LogisticRegression, slots: list[list[int]]) -> bytes:
    seen = sorted({slot for row in slots for slot in row})
    coef = model.coef_[0]
    body = b"".join(struct.pack("<if", slot, float(coef[slot])) for slot in seen)
    return body + struct.pack("<f", float(model.intercept_[0]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped weights")
    args = parser.parse_args()
    slots, labels, groups = examples()
    chance = np.zeros(len(labels))
    everything = np.arange(len(labels))
    for train, test in GroupKFold(5).split(everything, labels, groups):
        chance[test] = fit(slots, labels, train).predict_proba(matrix(slots, test))[:, 1]
    rows = []
    for threshold in (0.5, 0.6, 0.7, THRESHOLD, 0.9):
        kept = chance >= threshold
        right = int((kept & labels).sum())
        precision = right / max(int(kept.sum()), 1)
        recall = right / max(int(labels.sum()), 1)
        mark = " (shipped)" if threshold == THRESHOLD else ""
        rows.append(
            (f"{threshold:.2f}{mark}", int(kept.sum()), f"{precision:.3f}", f"{recall:.3f}")
        )
    print("\n5-fold cross-validation, folds by message")
    print(table(("threshold", "clauses kept", "precision", "recall"), rows))
    weights = weights_of(fit(slots, labels, everything), slots)
    if args.check:
        same = WEIGHTS.exists() and WEIGHTS.read_bytes() == weights
        print(f"\nshipped weights {'match' if same else 'DIFFER from'} a fit on this corpus")
        sys.exit(0 if same else 1)
    WEIGHTS.write_bytes(weights)
    print(f"\nwrote {WEIGHTS.relative_to(ROOT)}: {len(weights) // 8} weights, {len(weights)} bytes")


if __name__ == "__main__":
    main()
