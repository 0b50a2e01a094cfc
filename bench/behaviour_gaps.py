"""Why behaviour checks fail, in counts only: a set's failures sorted by where their words are.

Replays scenario files through this checkout's `imprint` with the shared runner
(`../shared/data/behaviour/run_behaviour.py`) and, for each failed check that looks for words
(`policy_has`, `recall_has`), says where those words were when the checks ran:

- `never kept`: in no memory at all, the reading passed over them;
- `kept, retired`: only in a memory no longer active (replaced or forgotten);
- `kept, not shown`: in an active memory, but not in the policy or recall asked for;
- `partly kept`: some of the words in an active memory, not all in one.

Failed `policy_lacks`, `max_memories` and `policy_never` checks are counted by their kind.
It prints no text of a scenario, so it can be run on a set kept unread
(`bench/scenarios/blind/`) without spending it.

Usage: uv run --no-sync python bench/behaviour_gaps.py FILE [FILE ...]
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


async def gaps(runner: Any, scenario: dict[str, Any], store: Path) -> list[tuple[str, str]]:
    """The (category, cause) of each failed check of one scenario."""
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
            found.append((scenario["category"], cause))
    return found


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path, help="scenario files (JSON lines)")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the shared data folder")
    args = parser.parse_args()
    runner = load(args.data / "behaviour" / "run_behaviour.py")
    causes: Counter[tuple[str, str]] = Counter()
    with tempfile.TemporaryDirectory(prefix="gaps-") as tmp:
        for path in args.files:
            lines = path.read_text(encoding="utf-8").splitlines()
            for scenario in (json.loads(line) for line in lines if line.strip()):
                causes.update(await gaps(runner, scenario, Path(tmp)))
    by_cause = Counter(cause for _, cause in causes.elements())
    print(table(("cause", "failed checks"), sorted(by_cause.items(), key=lambda x: -x[1])))
    print()
    rows = [(category, cause, n) for (category, cause), n in sorted(causes.items())]
    print(table(("category", "cause", "failed checks"), rows))


if __name__ == "__main__":
    asyncio.run(main())
