"""Clauses of the scenario sets already read, labelled by their checks, for the learned gates.

The gates' corpus (`bench/corpus/`) marks spans by hand. The read scenario sets
(`bench/scenarios/*.jsonl`, written for this project, CC0; never the unread ones in
`bench/scenarios/blind/`) say the same thing less directly: a check that the policy holds
"overland" says the clause of the user's turn that holds "overland" was worth keeping. So:

- a clause of an English scenario about the user's own facts, changes, corrections, time-bound
  facts or forget requests (the fact that must stay) that holds every word of one of its
  `policy_has` or `recall_has` checks, and no word set of its `policy_lacks` checks, is a
  positive for the fact gate; it becomes a row of its own, since the other clauses of its
  turn may hold facts no check asks about;
- every turn of a scenario of noise or one-off asks, unless it holds a check's kept words,
  is a row that keeps nothing: what a careful note-taker leaves.

Attribution and hedge scenarios give no rows: their checks name what must not be kept,
which a clause may hold as the user's own fact beside another's wish. Nor do scenarios of
preferences and scopes: the clause a check names there is as often the fact a preference
rests on ("everything I write is polars these days, default to that") as the preference,
and a row of kind preference would teach the fact gate to leave such facts. Rows carry the
scenario's id as `group`, so cross-validation keeps a scenario's clauses in one fold.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from imprint.pipeline import heuristics as h
from imprint.pipeline.learned_gate import clauses
from imprint.pipeline.segment import segment

KEPT_AS = {
    "fact": "fact",
    "update": "fact",
    "correction": "fact",
    "forget": "fact",
    "temporal": "fact",
}
"""The span kind a checked clause is kept as, by its scenario's category."""
NOTHING_KEPT = frozenset({"noise", "one_off"})
"""Categories whose turns keep nothing lasting but what a check names."""
MIN_WORDS = 3

Holds = Callable[..., bool]


def scenario_rows(paths: list[Path], holds: Holds) -> list[dict[str, Any]]:
    """Corpus rows (`agent`, `user`, `keep`, `kind`, `group`) from the scenarios in `paths`.

    `holds(text, words)` is the behaviour runner's own test of a check's words.
    """
    rows: list[dict[str, Any]] = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                rows += _rows_of(json.loads(line), holds)
    return rows


def _rows_of(scenario: dict[str, Any], holds: Holds) -> Iterator[dict[str, Any]]:
    if scenario.get("language", "en") != "en":
        return
    category = scenario["category"]
    checks = scenario["checks"]
    kept = [c["all_of"] for c in checks if c["kind"] in ("policy_has", "recall_has")]
    gone = [c["all_of"] for c in checks if c["kind"] == "policy_lacks"]
    turns = [turn for session in scenario["sessions"] for turn in session["turns"]]
    group = scenario["id"]
    if category in NOTHING_KEPT:
        for turn in turns:
            if not any(holds(turn["user"], words) for words in kept):
                yield {
                    "agent": turn["agent"],
                    "user": turn["user"],
                    "keep": [],
                    "kind": [],
                    "group": group,
                }
        return
    kind = KEPT_AS.get(category)
    if kind is None:
        return
    for turn in turns:
        for sentence in segment(h.normalise(turn["user"])).sentences:
            for clause in clauses(sentence):
                if (
                    len(clause.split()) >= MIN_WORDS
                    and any(holds(clause, words) for words in kept)
                    and not any(holds(clause, words) for words in gone)
                ):
                    yield {
                        "agent": "",
                        "user": clause,
                        "keep": [clause],
                        "kind": [kind],
                        "group": group,
                    }
