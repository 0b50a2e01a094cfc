"""Why behaviour checks fail, in counts only: a set's failures sorted by where their words are.

Replays scenario files through this checkout's `imprint` with the shared runner
(`../shared/data/behaviour/run_behaviour.py`) and, for each failed check that looks for words
(`policy_has`, `recall_has`), says where those words were when the checks ran:

- `never kept`: in no memory at all, the reading passed over them;
- `kept, retired`: only in a memory no longer active (replaced or forgotten);
- `kept, not shown`: in an active memory, but not in the policy or recall asked for;
- `partly kept`: some of the words in an active memory, not all in one.

Failed `policy_lacks`, `max_memories` and `policy_never` checks are counted by their kind.
With `--stages`, each `never kept` check is also sorted by where the offline reading left
its words (`stage`): in no one user turn, in a turn of another language, in a sentence that
is all question, in a clause set aside before the fact gate scores it (words to the agent,
a supposition, an ask for work, a hedge), in a clause the gate scores below the bar (by how
far), or in one it keeps that the reading of the whole reply still drops.
It prints no text of a scenario, so it can be run on a set kept unread
(`bench/scenarios/blind/`) without spending it.

Usage: uv run --no-sync python bench/behaviour_gaps.py [--stages] FILE [FILE ...]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
from collections import Counter
from datetime import timedelta
from pathlib import Path
from typing import Any

from _common import DEFAULT_DATA, table
from behaviour import load
from imprint.pipeline import fact_gate
from imprint.pipeline.hedges import hedged
from imprint.pipeline.language import detect_language
from imprint.pipeline.learned_gate import clauses
from imprint.pipeline.segment import segment
from imprint.pipeline.understand import understand

_WORDS_SOUGHT = ("policy_has", "recall_has")


def where(runner: Any, words: list[str], active: list[str], every: list[str]) -> str:
    """Where a failed check's `words` were: see the module docstring."""
    if any(runner.holds(m, words) for m in active):
        return "kept, not shown"
    if any(runner.holds(m, words) for m in every):
        return "kept, retired"
    if any(runner.holds(m, words, every=False) for m in active):
        return "partly kept"
    return "never kept"


def stage(words: list[str], scenario: dict[str, Any]) -> str:
    """Where the offline reading left `words`, which no memory holds (see the docstring).

    Reads the first user turn that holds every word, its first sentence that does and that
    sentence's first clause that does, with the fact gate's own tests (private names: this
    script is a probe of the gate, not a user of it).
    """
    sought = [w.casefold() for w in words]
    turn = next(
        (
            t
            for session in scenario["sessions"]
            for t in session["turns"]
            if all(w in t["user"].casefold() for w in sought)
        ),
        None,
    )
    if turn is None:
        return "not in one user turn"
    if detect_language(turn["user"]) != "en":
        return "in a turn of another language"
    for sentence in segment(turn["user"]).sentences:
        if not all(w in sentence.casefold() for w in sought):
            continue
        if sentence.rstrip().endswith("?"):
            return "in a sentence that is all question"
        clause = next(
            (c for c in clauses(sentence) if all(w in c.casefold() for w in sought)), None
        )
        if clause is None:
            return "across clauses"
        if fact_gate._NOT_TOLD.search(clause) or fact_gate._asks_for_work(clause) or hedged(clause):
            return "in a clause set aside before scoring"
        chance = fact_gate.fact_chance(clause)
        if chance < fact_gate.NAMED_VALUE_THRESHOLD:
            return "scored below 0.5" if chance >= 0.3 else "scored below 0.3"
        if chance < fact_gate.THRESHOLD or not fact_gate._plainly_own(clause):
            return "scored below the bar, or not plainly the user's"
        read = understand(turn["user"], turn["agent"]).statements
        if any(all(w in s.content.casefold() for w in sought) for s in read):
            return "read, then not stored"
        return "kept by the gate, dropped by the reading"
    return "across sentences"


async def gaps(
    runner: Any, scenario: dict[str, Any], store: Path, *, stages: bool = False
) -> list[tuple[str, str]]:
    """The (category, cause) of each failed check of one scenario (with `stages`, its stage)."""
    clock = runner.ScenarioClock()
    found: list[tuple[str, str]] = []
    async with runner.open_imprint(
        scenario, store / f"{scenario['id']}.db", "frugal", clock
    ) as lib:
        for session in scenario["sessions"]:
            clock.at = runner.NOW - timedelta(days=float(session.get("days_ago", 0)))
            for turn in session["turns"]:
                await lib.observe(
                    agent=turn["agent"],
                    user=turn["user"],
                    scope=turn.get("scope"),
                    session=str(session["session_id"]),
                )
        clock.at = runner.NOW
        asked = [c for c in scenario["checks"] if c["kind"] in ("policy_has", "policy_lacks")]
        contexts = [(None, None), *((c.get("context"), c.get("scopes")) for c in asked)]
        active = await lib.contents(every=False)
        every = await lib.contents(every=True)
        for check in scenario["checks"]:
            if (await runner.run_check(lib, check, contexts)).passed:
                continue
            cause = (
                where(runner, check["all_of"], active, every)
                if check["kind"] in _WORDS_SOUGHT
                else check["kind"]
            )
            if stages and cause == "never kept":
                cause = f"never kept: {stage(check['all_of'], scenario)}"
            found.append((scenario["category"], cause))
    return found


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path, help="scenario files (JSON lines)")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the shared data folder")
    parser.add_argument(
        "--stages", action="store_true", help="say where the reading left never-kept words"
    )
    args = parser.parse_args()
    runner = load(args.data / "behaviour" / "run_behaviour.py")
    causes: Counter[tuple[str, str]] = Counter()
    with tempfile.TemporaryDirectory(prefix="gaps-") as tmp:
        for path in args.files:
            lines = path.read_text(encoding="utf-8").splitlines()
            for scenario in (json.loads(line) for line in lines if line.strip()):
                causes.update(await gaps(runner, scenario, Path(tmp), stages=args.stages))
    by_cause = Counter(cause for _, cause in causes.elements())
    print(table(("cause", "failed checks"), sorted(by_cause.items(), key=lambda x: -x[1])))
    print()
    rows = [(category, cause, n) for (category, cause), n in sorted(causes.items())]
    print(table(("category", "cause", "failed checks"), rows))


if __name__ == "__main__":
    asyncio.run(main())
