"""Behaviour on realistic conversations: the shared scenarios and labelled turns, end to end.

Runs the behaviour benchmark's own runners (`run_behaviour.py`, `run_turns.py`, in
`../shared/data/behaviour/`, CC0) against this checkout's `imprint` through its public API,
and prints their tables: scenarios and checks passed per category, then detection and
memories found per language and intent for the 640 labelled single turns.

Usage: uv run --no-sync python bench/behaviour.py [--data PATH] [--mode frugal] [-v]
       [--scenarios FILE]

`--scenarios` scores another file of scenarios in the same format (a set written apart
from `dev.jsonl`, to see whether the rules generalise) instead of `dev.jsonl`.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

from _common import DEFAULT_DATA


def load(path: Path) -> ModuleType:
    """Import one of the shared runner scripts as a module."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    spec.loader.exec_module(module)
    return module


async def scenarios(folder: Path, mode: str, verbose: bool, source: Path | None = None) -> None:
    runner = load(folder / "run_behaviour.py")
    lines = (source or folder / "dev.jsonl").read_text(encoding="utf-8").splitlines()
    found = [json.loads(line) for line in lines if line.strip()]
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="behaviour-") as tmp:
        results = [
            await runner.run_scenario(sc, runner.open_imprint, Path(tmp), mode) for sc in found
        ]
    runner.report(results, verbose)
    print(
        f"\nimprint, {mode} mode: {len(results)} scenarios in {time.perf_counter() - started:.1f} s"
    )


async def turns(folder: Path, mode: str, verbose: bool) -> None:
    runner = load(folder / "run_turns.py")
    labelled = []
    for name in ("turns_en.jsonl", "turns_multilingual.jsonl"):
        text = (folder / name).read_text(encoding="utf-8")
        labelled.extend(json.loads(line) for line in text.splitlines() if line.strip())
    await runner.score(labelled, mode, verbose)
    print(f"\n{len(labelled)} labelled turns; {mode} mode")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the shared data folder")
    parser.add_argument("--mode", choices=["frugal", "balanced", "eager"], default="frugal")
    parser.add_argument("-v", "--verbose", action="store_true", help="print each failed check")
    parser.add_argument(
        "--scenarios", type=Path, help="score this scenario file instead of dev.jsonl (no turns)"
    )
    args = parser.parse_args()
    folder = args.data / "behaviour"
    if not (folder / "run_behaviour.py").exists():
        raise SystemExit(f"no behaviour data at {folder}; pass --data PATH")
    if args.scenarios is not None:
        if not args.scenarios.is_file():
            raise SystemExit(f"no scenario file at {args.scenarios}")
        asyncio.run(scenarios(folder, args.mode, args.verbose, args.scenarios))
        return
    asyncio.run(scenarios(folder, args.mode, args.verbose))
    asyncio.run(turns(folder, args.mode, args.verbose))


if __name__ == "__main__":
    main()
