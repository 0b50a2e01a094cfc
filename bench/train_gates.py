"""Train the learned gates (`imprint.pipeline.fact_gate`, `preference_gate`, `foreign_gate`).

The corpus is ours (CC0): messages labelled with the exact spans a careful note-taker would
keep about the user, and their kind, written for this project apart from every evaluation
set: `bench/corpus/*.jsonl` in English, `bench/corpus/foreign/<language>.jsonl` in the nine
other languages Imprint reads. Each message is split into the clauses the gates score. For
a fact gate a clause is a positive example when it holds most of a span of kind "fact" or
"change" (for a language written without spaces, most of its character pairs); for the
preference gate, of kind "preference". Every other clause is a negative for that gate, the
near-misses written on purpose (one-off asks, other people's wishes, hypotheticals, moments)
among them. The scenario sets already read add English clauses labelled by their checks
(`_scenario_clauses`): those a check says were worth keeping, and the turns of scenarios
of noise and one-off asks, which keep nothing.

Prints, per gate, a table of 5-fold cross-validation (folds keep a message's clauses, or a
scenario's, together): precision and recall at several thresholds; then, per gate, whether
the shipped weights (`src/imprint/pipeline/<gate>_gate.bin`) match a fit on everything.

Usage: uv run --no-sync python bench/train_gates.py [--write GATE ...] [--check] [--data PATH]

`--write fact` writes the fact gate's fitted weights (likewise `preference`,
`foreign_fact`); a gate is refitted only when a refit earns its place on the unread
scenario sets, so a run writes nothing unless told to (`just bench` runs it so).
`--check` exits 1 when a shipped gate differs from its fit (the fit is deterministic, so
they match unless the corpus, the scenarios read or the features changed).
"""

from __future__ import annotations

import argparse
import json
import re
import struct
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GroupKFold

from _common import DEFAULT_DATA, ROOT, table
from _scenario_clauses import scenario_rows
from behaviour import load
from imprint.pipeline import fact_gate, foreign_gate, preference_gate
from imprint.pipeline import heuristics as h
from imprint.pipeline.learned_gate import (
    FEATURE_SPACE,
    SHAPED,
    clauses,
    features,
    foreign_clauses,
    foreign_features,
    foreign_tokens,
)
from imprint.pipeline.segment import segment

CORPUS = ROOT / "bench" / "corpus"
SCENARIOS = ROOT / "bench" / "scenarios"
FOREIGN = CORPUS / "foreign"
PACKAGE = ROOT / "src" / "imprint" / "pipeline"
FACT_KINDS = frozenset({"fact", "change"})
GATES = {
    # gate: (the span kinds it keeps, its shipped threshold, whether it reads the context)
    "fact": (FACT_KINDS, fact_gate.THRESHOLD, False),
    "preference": (frozenset({"preference"}), preference_gate.THRESHOLD, True),
}
C = 1.0
_WORD = re.compile(r"[a-z0-9']+")
_STOP = frozenset("the a an to of and or in on at for with is are was were be it this that".split())


def content_words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP and len(w) > 1}


def covers(mine: set[str], said: set[str]) -> bool:
    """Whether a clause (its words `mine`) holds most of a span (`said`), or the span lies in it."""
    shared = len(mine & said)
    return bool(mine and said) and (shared >= 0.6 * len(mine) or shared >= 0.8 * len(said))


def spans(
    row: dict[str, Any], kinds: frozenset[str], words: Callable[[str], set[str]]
) -> list[set[str]]:
    """The words of each span of `row` whose kind is one of `kinds`."""
    return [
        words(h.normalise(span))
        for span, what in zip(row["keep"], row["kind"], strict=True)
        if what in kinds
    ]


def examples(
    data: Path,
) -> tuple[dict[str, list[list[int]]], dict[str, np.ndarray], np.ndarray]:
    """Every clause of the corpus and the read scenarios: slots, label per gate, group."""
    rows = [
        json.loads(line)
        for path in sorted(CORPUS.glob("*.jsonl"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    written = len(rows)
    holds = load(data / "behaviour" / "run_behaviour.py").holds
    rows += scenario_rows(sorted(SCENARIOS.glob("*.jsonl")), holds)
    # a scenario's clauses stay in one fold; a corpus message is a group of its own
    scenario_groups = {row["group"]: None for row in rows[written:]}
    group_of = {name: written + n for n, name in enumerate(scenario_groups)}
    slots: dict[str, list[list[int]]] = {gate: [] for gate in GATES}
    labels: dict[str, list[bool]] = {gate: [] for gate in GATES}
    groups: list[int] = []
    for index, row in enumerate(rows):
        sentences = segment(h.normalise(row["user"])).sentences
        context = " ".join(sentences)
        kept = {gate: spans(row, kinds, content_words) for gate, (kinds, _, _) in GATES.items()}
        for sentence in sentences:
            for clause in clauses(sentence):
                mine = content_words(clause)
                for gate, (_, _, contextual) in GATES.items():
                    slots[gate].append(
                        features(clause, context if contextual else None, shapes=gate in SHAPED)
                    )
                    labels[gate].append(any(covers(mine, said) for said in kept[gate]))
                groups.append(group_of[row["group"]] if "group" in row else index)
    counts = ", ".join(f"{sum(found)} {gate}" for gate, found in labels.items())
    print(
        f"{written} corpus messages and {len(rows) - written} rows of {len(group_of)} read"
        f" scenarios, {len(groups)} clauses: {counts}"
    )
    return slots, {gate: np.array(found) for gate, found in labels.items()}, np.array(groups)


def units(text: str) -> set[str]:
    """What two texts in another language are compared by: words, or character pairs."""
    tokens = foreign_tokens(text)
    if any(len(t) == 1 and not t.isascii() for t in tokens):
        joined = "".join(t for t in tokens if len(t) == 1)
        return {joined[i : i + 2] for i in range(len(joined) - 1)} | {
            t for t in tokens if len(t) > 1
        }
    return {t for t in tokens if len(t) > 1}


def foreign_examples() -> tuple[list[list[int]], np.ndarray, np.ndarray]:
    """Every clause of the corpus in other languages: its slots, whether it holds a fact."""
    slots: list[list[int]] = []
    labels: list[bool] = []
    groups: list[int] = []
    index = 0
    for path in sorted(FOREIGN.glob("*.jsonl")):
        language = path.stem  # the file is named for its language: "de.jsonl"
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            facts = spans(row, FACT_KINDS, units)
            for sentence in segment(h.normalise(row["user"])).sentences:
                for clause in foreign_clauses(sentence):
                    mine = units(clause)
                    slots.append(foreign_features(clause, language))
                    labels.append(any(covers(mine, said) for said in facts))
                    groups.append(index)
            index += 1
    print(f"{index} messages in other languages, {len(labels)} clauses: {sum(labels)} fact")
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


def train(
    gate: str, shipped: float, slots: list[list[int]], labels: np.ndarray, groups: np.ndarray
) -> bytes:
    """Print the gate's cross-validation table and return its weights fitted on everything."""
    chance = np.zeros(len(labels))
    everything = np.arange(len(labels))
    for train_rows, test in GroupKFold(5).split(everything, labels, groups):
        chance[test] = fit(slots, labels, train_rows).predict_proba(matrix(slots, test))[:, 1]
    rows = []
    for threshold in sorted({0.5, 0.6, 0.7, 0.8, shipped, 0.9}):
        kept = chance >= threshold
        right = int((kept & labels).sum())
        precision = right / max(int(kept.sum()), 1)
        recall = right / max(int(labels.sum()), 1)
        mark = " (shipped)" if threshold == shipped else ""
        rows.append(
            (f"{threshold:.2f}{mark}", int(kept.sum()), f"{precision:.3f}", f"{recall:.3f}")
        )
    print(f"\n{gate} gate: 5-fold cross-validation, folds by message or scenario")
    print(table(("threshold", "clauses kept", "precision", "recall"), rows))
    return weights_of(fit(slots, labels, everything), slots)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--write",
        nargs="+",
        choices=[*GATES, "foreign_fact"],
        default=[],
        help="write these gates' weights (by default each is only compared with the shipped one)",
    )
    parser.add_argument(
        "--check", action="store_true", help="exit 1 when a shipped gate differs from its fit"
    )
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the shared data folder")
    args = parser.parse_args()
    slots, labels, groups = examples(args.data)
    trained = {
        gate: train(gate, GATES[gate][1], slots[gate], labels[gate], groups) for gate in GATES
    }
    trained["foreign_fact"] = train("foreign_fact", foreign_gate.THRESHOLD, *foreign_examples())
    differ = False
    for gate, weights in trained.items():
        path = PACKAGE / f"{gate}_gate.bin"
        if gate in args.write:
            path.write_bytes(weights)
            print(
                f"wrote {path.relative_to(ROOT)}: {len(weights) // 8} weights, {len(weights)} bytes"
            )
            continue
        same = path.exists() and path.read_bytes() == weights
        differ = differ or not same
        verdict = "matches" if same else "DIFFERS from"
        print(f"shipped {path.name} {verdict} a fit on the corpus and read scenarios")
    sys.exit(1 if differ and args.check else 0)


if __name__ == "__main__":
    main()
