"""Fit the learned model of changes (`imprint.pipeline.change_pairs`) on the read scenarios.

Replays every scenario of `bench/scenarios/*.jsonl` (the sets already read; never the
unread ones in `bench/scenarios/blind/`) through the behaviour runner in
`../shared/data/behaviour/`, with consolidation's rules alone (`decide_offline(...,
learned=False)`), and records each new fact beside each older fact the store offered it as
a candidate. The scenario's checks label a pair:

- a change (1) when the old fact holds the words a `policy_lacks` check says must go, the
  new one does not, and the new one holds the check's replacement (one of its `unless`
  words, or the words of a `policy_has` check asked in the same context);
- not a change (0) when the old fact holds what a `policy_has` or `recall_has` check says
  must stay and the new one does not hold it too.

Every other pair says nothing and is left out. Prints 5-fold cross-validation (folds keep a
scenario file's pairs together): changes found and facts wrongly retired, by the rules, by
the model and by both, at several thresholds; then writes `change_pairs.json` from a fit
on every pair.

Usage: uv run --no-sync python bench/train_changes.py [--check] [--data PATH]

`--check` fits and compares with the shipped weights instead of writing them (the fit is
deterministic; they differ when the reading, the rules, the scenarios or the features did).
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import sys
import tempfile
from collections.abc import AsyncIterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GroupKFold

from _common import DEFAULT_DATA, ROOT, table
from behaviour import load
from imprint.pipeline.change_pairs import FEATURES, THRESHOLD, Pair, features, scored
from imprint.pipeline.consolidate import decide_offline
from imprint.types import MemoryDraft, MemoryType
from imprint.writes import CandidateMemory, Contradict, Verdict

SCENARIOS = ROOT / "bench" / "scenarios"
WEIGHTS = ROOT / "src" / "imprint" / "pipeline" / "change_pairs.json"
THRESHOLDS = (0.5, 0.6, 0.7, 0.8, 0.9)
FOLDS = 5
REGULARISATION = 1.0


@dataclasses.dataclass(frozen=True)
class Seen:
    """One new fact beside one candidate, as consolidation saw them."""

    pair: Pair
    retired_by_rules: bool


def label(pair: Pair, checks: Sequence[dict[str, Any]], holds: Any) -> int | None:
    """1 for a change the checks ask for, 0 for a fact they keep, None when they say nothing.

    `holds` is the runner's own test of a check's words against a text.
    """
    has = [c for c in checks if c["kind"] in ("policy_has", "recall_has")]
    for lack in (c for c in checks if c["kind"] == "policy_lacks"):
        unless = lack.get("unless", [])
        if not holds(pair.old, lack["all_of"]) or holds(pair.new, lack["all_of"]):
            continue
        if unless and holds(pair.old, unless, every=False):
            continue
        same_context = [
            c for c in has if c["kind"] == "policy_has" and c.get("context") == lack.get("context")
        ]
        if (unless and holds(pair.new, unless, every=False)) or any(
            holds(pair.new, c["all_of"]) for c in same_context
        ):
            return 1
    lacks = [c["all_of"] for c in checks if c["kind"] == "policy_lacks"]
    if any(holds(pair.old, words) for words in lacks):
        return None
    for kept in has:
        if holds(pair.old, kept["all_of"]) and not holds(pair.new, kept["all_of"]):
            return 0
    return None


def _replay(path: str, data: str) -> list[tuple[str, int, Seen]]:
    """(scenario id, label, pair) for every labelled pair of one scenario file."""
    runner = load(Path(data) / "behaviour" / "run_behaviour.py")
    found: list[tuple[str, int, Seen]] = []

    scenarios = [json.loads(ln) for ln in Path(path).read_text("utf-8").splitlines() if ln]

    async def run() -> None:
        with tempfile.TemporaryDirectory(prefix="changes-") as tmp:
            for sc in scenarios:
                seen: list[Seen] = []
                await runner.run_scenario(sc, _opener(runner, seen), Path(tmp), "frugal")
                for s in seen:
                    if (y := label(s.pair, sc["checks"], runner.holds)) is not None:
                        found.append((sc["id"], y, s))

    asyncio.run(run())
    return found


def _opener(runner: Any, seen: list[Seen]) -> Any:
    """The runner's imprint opener, consolidating by the rules alone and recording pairs."""

    def recording(draft: MemoryDraft, candidates: Sequence[CandidateMemory]) -> Verdict:
        verdict = decide_offline(draft, candidates, learned=False)
        retired = verdict.memory_ids if isinstance(verdict, Contradict) else ()
        if draft.type is MemoryType.FACT and not draft.quarantined:
            for c in candidates:
                if c.type is MemoryType.FACT and c.content != draft.content:
                    pair = Pair(draft.content, c.content, draft.subject, c.subject, draft.changed)
                    seen.append(Seen(pair, c.memory_id in retired))
        return verdict

    @asynccontextmanager
    async def opener(sc: dict[str, Any], db: Path, mode: str, clock: Any) -> AsyncIterator[Any]:
        async with runner.open_imprint(sc, db, mode, clock) as library:
            # the write rules are private: this script alone swaps the consolidation rule
            imprint = library.imp
            imprint._rules = dataclasses.replace(imprint._rules, consolidate=recording)
            yield library

    return opener


def _row(name: str, y: np.ndarray[Any, Any], retired: np.ndarray[Any, Any]) -> list[object]:
    changes, kept = int((y == 1).sum()), int((y == 0).sum())
    hits, wrong = int((retired & (y == 1)).sum()), int((retired & (y == 0)).sum())
    return [name, f"{hits}/{changes}", f"{wrong}/{kept}"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the shared data folder")
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args()
    if not (args.data / "behaviour" / "run_behaviour.py").exists():
        raise SystemExit(f"no behaviour runner at {args.data}/behaviour; pass --data PATH")
    files = sorted(str(p) for p in SCENARIOS.glob("*.jsonl"))
    rows: list[tuple[str, str, int, Seen]] = []
    with ProcessPoolExecutor(max_workers=2) as pool:
        for path, found in zip(
            files, pool.map(_replay, files, [str(args.data)] * len(files)), strict=True
        ):
            rows.extend((Path(path).stem, sid, y, s) for sid, y, s in found)
    x = np.array([features(s.pair) for _, _, _, s in rows])
    y = np.array([y for _, _, y, _ in rows])
    rules = np.array([s.retired_by_rules for _, _, _, s in rows])
    groups = np.array([name for name, _, _, _ in rows])
    # as `outdated_chance` does: a pair with nothing tying its facts, or an "also", is none
    tied = np.array([scored(tuple(row)) for row in x])
    chance = np.zeros(len(y))
    for train, test in GroupKFold(FOLDS).split(x, y, groups):
        fold = LogisticRegression(C=REGULARISATION, max_iter=5000).fit(x[train], y[train])
        chance[test] = fold.predict_proba(x[test])[:, 1] * tied[test]
    print(f"{len(y)} labelled pairs from {len(files)} scenario files ({FOLDS}-fold CV by file)\n")
    lines = [_row("rules", y, rules)]
    for t in THRESHOLDS:
        mark = " (shipped)" if t == THRESHOLD else ""
        lines.append(_row(f"model >= {t}{mark}", y, chance >= t))
        lines.append(_row(f"rules, then model >= {t}", y, rules | (chance >= t)))
    print(table(["retired by", "changes found", "kept facts retired"], lines))
    model = LogisticRegression(C=REGULARISATION, max_iter=5000).fit(x, y)
    weights = [round(float(w), 6) for w in model.coef_[0]]
    saved = {
        "features": list(FEATURES),
        "weights": weights,
        "bias": round(float(model.intercept_[0]), 6),
    }
    print(
        "\nheaviest weights: "
        + ", ".join(
            f"{n} {w:+.2f}"
            for n, w in sorted(zip(FEATURES, weights, strict=True), key=lambda t: -abs(t[1]))[:8]
        )
    )
    text = json.dumps(saved, indent=1) + "\n"
    if args.check:
        same = WEIGHTS.read_text("ascii") == text
        print(f"\n{WEIGHTS.name}: {'MATCHES' if same else 'DIFFERS'}")
        sys.exit(0 if same else 1)
    WEIGHTS.write_text(text, encoding="ascii")
    print(f"\nwrote {WEIGHTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
