"""Speed of `observe()` offline: the no-signal path and stored signals per second.

Also the PrefEval persona-driven turns (long, realistic replies, each with the assistant
message before it), one caller in sequence, one user per conversation: the throughput a
chat application sees when it observes every turn.

The analysis alone (the offline reading `detect()` makes of a turn, no store) is timed on
the same turns in a fresh process, so no cache is warm, split by whether it found a signal.

A second table compares tracing: the same calls with the tracing hooks bypassed, with
tracing off (no tracer provider, the default) and on (an SDK provider whose spans are
discarded), each call made in the three modes in turn so the machine's load falls on each
alike.

Usage: python bench/observe.py [--n 3000] [--data ../shared/data]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter, SpanExportResult

from _common import DEFAULT_DATA, Timer, ms, table
from imprint import Imprint, Observation
from imprint.pipeline.detect import detect
from imprint.tracing import SILENT, Stage, Tracing
from imprint.types import ProcessingMode, Turn

CHATTER = [
    "Perfect, thanks!",
    "ok",
    "Can you show me the diff?",
    "never mind",
    "Sounds good to me.",
    "What does this function return?",
    "I'd like a list of hotels in Paris.",
    "Got it.",
]


def persona_turns(data: Path) -> list[tuple[str, str, str]]:
    """(user id, agent output, user reply) of every persona-driven turn, in order."""
    folder = data / "prefeval" / "implicit_preference" / "persona-driven"
    turns = []
    for path in sorted(folder.glob("*.json")):
        for n, item in enumerate(json.loads(path.read_text(encoding="utf-8"))):
            conversation = item["conversation"]
            before = ""
            for key in sorted(conversation, key=int):
                turn = conversation[key]
                turns.append((f"{path.stem}-{n}", before, str(turn["user"])))
                before = str(turn["assistant"])
    return turns


async def persona(turns: list[tuple[str, str, str]]) -> tuple[Timer, float, float, int]:
    """Observe every turn on a fresh store: timings, elapsed and CPU seconds, turns that stored.

    CPU seconds are the process's (every thread, the store's included): on a busy machine
    they move less than the wall clock, so they show what a change saved.
    """
    with tempfile.TemporaryDirectory() as folder:
        store = f"sqlite:///{Path(folder) / 'persona.db'}"
        async with Imprint("bench", store=store, processing_mode="frugal") as imprint:
            timer = Timer()
            stored = 0
            start, cpu = time.perf_counter(), time.process_time()
            for user_id, agent_output, reply in turns:
                with timer:
                    result = await imprint.observe(
                        user_id=user_id, agent_output=agent_output, user_response=reply
                    )
                stored += bool(
                    result.created
                    or result.merged
                    or result.contradicted
                    or result.reinforced
                    or result.forgotten
                )
            elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return timer, elapsed, cpu, stored


async def analysis(turns: list[tuple[str, str, str]]) -> list[list[object]]:
    """Rows timing the offline reading of every turn, by whether it found a signal."""
    quiet, found = Timer(), Timer()
    for user_id, agent_output, reply in turns:
        turn = Turn(user_id=user_id, agent_output=agent_output, user_response=reply)
        start = time.perf_counter()
        detection = await detect(turn, mode=ProcessingMode.FRUGAL, llm=None, agent_description="")
        spent = time.perf_counter() - start
        (quiet if detection.signal is None else found).samples.append(spent)
    rows: list[list[object]] = []
    for label, timer in (("no signal", quiet), ("signal", found)):
        if timer.samples:
            rows.append(
                [
                    f"persona turns, analysis only: {label}",
                    len(timer.samples),
                    ms(timer.p(50)),
                    ms(timer.p(95)),
                    f"{len(timer.samples) / sum(timer.samples):,.0f}",
                ]
            )
    return rows


def analysis_rows(data: Path) -> list[list[object]]:
    """`analysis` run in a fresh interpreter: the observe runs leave the readings cached."""
    command = [sys.executable, __file__, "--data", str(data), "--analysis-only"]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    rows: list[list[object]] = json.loads(out)
    return rows


async def main(n: int, data: Path, turns: list[tuple[str, str, str]]) -> None:
    await speed(n, data, turns)
    await tracing(n)


async def speed(n: int, data: Path, turns: list[tuple[str, str, str]]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = f"sqlite:///{Path(folder) / 'bench.db'}"
        async with Imprint("bench", store=store, processing_mode="frugal") as imprint:
            quiet = Timer()
            for i in range(n):
                with quiet:
                    await imprint.observe(
                        user_id="u1", agent_output="Here you go.", user_response=CHATTER[i % 8]
                    )
            signals = Timer()
            start = time.perf_counter()
            for i in range(n):
                with signals:
                    await imprint.observe(
                        user_id=f"user{i % 50}",
                        agent_output="Here is the review.",
                        user_response=f"From now on, always mention ticket ABC-{i} in reviews.",
                    )
            elapsed = time.perf_counter() - start
            stored = sum([await imprint.count(user_id=f"user{u}") for u in range(50)])

            async def worker(w: int, per_worker: int) -> None:
                for i in range(per_worker):
                    await imprint.observe(
                        user_id=f"worker{w}",
                        agent_output="Here is the review.",
                        user_response=f"From now on, always tag reviews with label W{w}-{i}.",
                    )

            tasks = 16
            start = time.perf_counter()
            await asyncio.gather(*(worker(w, n // tasks) for w in range(tasks)))
            concurrent_elapsed = time.perf_counter() - start
            concurrent_stored = sum(
                [await imprint.count(user_id=f"worker{w}") for w in range(tasks)]
            )
    rows = [
        [
            "no signal (frugal)",
            n,
            ms(quiet.p(50)),
            ms(quiet.p(95)),
            f"{n / sum(quiet.samples):,.0f}",
        ],
        ["stored signal (frugal)", n, ms(signals.p(50)), ms(signals.p(95)), f"{n / elapsed:,.0f}"],
    ]
    rows.append(
        [
            f"stored signal, {tasks} users at once",
            concurrent_stored,
            "-",
            "-",
            f"{concurrent_stored / concurrent_elapsed:,.0f}",
        ]
    )
    if turns:
        timer, elapsed, persona_cpu, persona_stored = await persona(turns)
        rows.append(
            [
                "persona turns (PrefEval), one caller in sequence",
                len(turns),
                ms(timer.p(50)),
                ms(timer.p(95)),
                f"{len(turns) / elapsed:,.0f}",
            ]
        )
        rows.extend(analysis_rows(data))
    print(table(["path", "calls", "p50 ms", "p95 ms", "per second"], rows))
    print(f"memories stored: {stored} (expected {n}); concurrent: {concurrent_stored}")
    if turns:
        print(
            f"persona turns that stored something: {persona_stored}/{len(turns)}"
            f" = {persona_stored / len(turns):.0%}"
        )
        print(
            f"persona turns, CPU per turn (all threads): {persona_cpu / len(turns) * 1000:.3f} ms"
            f" = {len(turns) / persona_cpu:,.0f} per CPU-second"
        )
    else:
        print(f"persona turns skipped: no PrefEval data under {data}")


class _Discard(SpanExporter):
    """Counts the spans and drops them: the cost of making spans, not of shipping them."""

    def __init__(self) -> None:
        self.spans = 0

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        self.spans += len(spans)
        return SpanExportResult.SUCCESS


class _Bypassed(Tracing):
    """No check for a tracer: stages get the silent null context straight away."""

    __slots__ = ()

    def call(self, name: str) -> AbstractContextManager[Stage]:
        return _NOTHING

    def span(self, name: str) -> AbstractContextManager[Stage]:
        return _NOTHING


_NOTHING = nullcontext(SILENT)


async def tracing(n: int) -> None:
    """observe() with tracing hooks bypassed, off and on, the modes' calls interleaved."""
    exporter = _Discard()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    modes = {"hooks bypassed": None, "tracing off (default)": None, "tracing on (SDK)": provider}
    paths = {
        "no signal": lambda i: ("u1", CHATTER[i % 8]),
        "stored signal": lambda i: (f"user{i % 50}", f"From now on, always cite ticket T-{i}."),
    }
    timers = {(p, m): Timer() for p in paths for m in modes}
    spans: dict[str, int] = {}
    with tempfile.TemporaryDirectory() as folder:
        instances = {}
        for index, (mode, given) in enumerate(modes.items()):
            store = f"sqlite:///{Path(folder) / f'{index}.db'}"
            imprint = Imprint("bench", store=store, processing_mode="frugal", tracer_provider=given)
            await imprint.__aenter__()
            if mode == "hooks bypassed":
                imprint._tracing = _Bypassed()
            instances[mode] = imprint
        observers = {
            # The undecorated method when bypassed: no call span either.
            mode: (
                Imprint.observe.__wrapped__.__get__(imprint)  # type: ignore[attr-defined]
                if mode == "hooks bypassed"
                else imprint.observe
            )
            for mode, imprint in instances.items()
        }
        order = list(modes)
        for path, turn in paths.items():
            exporter.spans = 0
            for i in range(n):
                user_id, reply = turn(i)
                # Each call made once per mode, the order rotating, so load falls alike.
                for mode in order[i % 3 :] + order[: i % 3]:
                    timer = timers[(path, mode)]
                    with timer:
                        done: Observation = await observers[mode](
                            user_id=user_id, agent_output="Here you go.", user_response=reply
                        )
                    assert done.pending is False
            spans[path] = exporter.spans // n
        for imprint in instances.values():
            await imprint.__aexit__(None, None, None)
    rows = []
    for path in paths:
        base = timers[(path, "hooks bypassed")].p(50)
        for mode in modes:
            timer = timers[(path, mode)]
            change = (timer.p(50) - base) / base * 100
            rows.append(
                [
                    path,
                    mode,
                    len(timer.samples),
                    spans[path] if mode == "tracing on (SDK)" else 0,
                    ms(timer.p(50)),
                    ms(timer.p(95)),
                    f"{len(timer.samples) / sum(timer.samples):,.0f}",
                    "-" if mode == "hooks bypassed" else f"{change:+.1f}%",
                ]
            )
    print()
    print(
        table(
            [
                "path",
                "tracing",
                "calls",
                "spans/call",
                "p50 ms",
                "p95 ms",
                "per second",
                "p50 vs bypassed",
            ],
            rows,
        )
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=3000)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--analysis-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.analysis_only:
        print(json.dumps(asyncio.run(analysis(persona_turns(args.data)))))
    else:
        turns = persona_turns(args.data) if args.data.is_dir() else []
        asyncio.run(main(args.n, args.data, turns))
