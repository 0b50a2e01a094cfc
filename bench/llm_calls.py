"""LLM calls per turn by processing mode, what the balanced gate sends, and the wire costs.

Every turn goes through the public API as an agent loop does it (the README's pydantic-ai
integration): `observe()` the user's message, then `get_policy(context=message)`. Imprint's
model is a counting pydantic-ai `FunctionModel` that answers every prompt as a careful model
would if it agreed with the offline reading: detect reports the signal the heuristics find
(else "none"), derive returns the statements they read (or, for a reply they could not
explain, its first unexplained sentence as a fact), consolidate keeps both, compile writes
each note as its line. So a turn costs what the mode asks for, not what a model's mistakes
would add.

Data (CC BY-NC, read from `--data`, default ../shared/data, never copied):
- LoCoMo dev: every turn of the 5 conversations, one user per speaker, the previous turn as
  `agent_output`;
- PrefEval persona-driven conversations (10 topics): every user turn, one user per
  conversation, the previous assistant turn as `agent_output`;
- the behaviour set (CC0): a scenario's "checked turns" are the user turns holding a
  statement one of its `policy_has` / `recall_has` checks looks for (the turn holding every
  keyword, else the one holding most); the labelled single turns with at least one labelled
  memory are checked turns too. Handled: the offline reading found a signal, or the LLM
  was asked (balanced mode).

Printed: (1) calls per turn per mode and stream, by prompt (targets: balanced <= 0.3,
eager <= 1.2, compile <= 0.2 in the agent loop); (2) the share of checked turns handled
(target >= 95%); (3) unless `--no-wire`, `bench/llm_wire.py` against a local fake of the
Anthropic Messages API: observe overhead around one call, TCP connections per Imprint,
the first call in fresh processes.

Usage: uv run --no-sync python bench/llm_calls.py [--data PATH] [--turns N] [--no-wire]
    [--wire-n 100] [--processes 2]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.llm_fakes import ScriptedModel, standard_handler

from _common import DEFAULT_DATA, table
from imprint import Imprint
from imprint.pipeline.detect import offline_signal
from imprint.pipeline.understand import understand

TARGETS = {"balanced": 0.3, "eager": 1.2}
COMPILE_TARGET = 0.2
HANDLED_TARGET = 0.95
PROMPTS = ("detect", "derive", "consolidate", "attribute", "compile")


def _between(text: str, tag: str) -> str:
    return text.split(f"<{tag}>\n", 1)[1].split(f"\n</{tag}>", 1)[0]


def agreeing(name: str, text: str) -> Any:
    """A model that agrees with the offline reading (see the module docstring)."""
    if name == "detect":
        reply, context = _between(text, "user_response"), _between(text, "agent_output")
        signal = offline_signal(understand(reply, context))
        kind = "none" if signal is None else str(signal.type)
        return {"kind": kind, "confidence": 0.9, "evidence": reply[:300]}
    if name == "derive":
        reply, context = _between(text, "user_response"), _between(text, "agent_output")
        reading = understand(reply, context)
        memories = [
            {
                "type": str(s.type),
                "content": s.content,
                "subject": s.subject,
                "replaces": list(s.change.replaces),
                "until": None,
                "scope": "global",
                "confidence": s.confidence,
                "addressed_to_agent": False,
            }
            for s in reading.statements[:4]
        ]
        if not memories and reading.unexplained:
            first = reading.unexplained[0].strip()[:1900]
            memories = [
                {
                    "type": "fact",
                    "content": first,
                    "subject": None,
                    "replaces": [],
                    "until": None,
                    "scope": "global",
                    "confidence": 0.7,
                    "addressed_to_agent": False,
                }
            ]
        forget = [] if reading.forget is None else [" ".join(t) for t in reading.forget.terms]
        return {"memories": memories, "forget": forget[:8]}
    if name == "attribute":
        return {"memory_ids": []}
    return standard_handler(name, text)  # consolidate: distinct; compile: each note's line


@dataclass(frozen=True, slots=True)
class Turn:
    """One user message of a stream, with what the agent said before it."""

    user: str
    session: str
    agent: str
    message: str


def locomo(data: Path) -> list[Turn]:
    samples = json.loads((data / "locomo" / "locomo_dev.json").read_text(encoding="utf-8"))
    turns: list[Turn] = []
    for sample in samples:
        for key, session in sample["conversation"].items():
            if not key.startswith("session_") or not isinstance(session, list):
                continue
            previous = ""
            for turn in session:
                text = str(turn["text"])
                user = f"{sample['sample_id']}-{turn['speaker']}"
                turns.append(Turn(user, f"{sample['sample_id']}-{key}", previous, text))
                previous = text
    return turns


def prefeval(data: Path) -> list[Turn]:
    folder = data / "prefeval" / "implicit_preference" / "persona-driven"
    turns: list[Turn] = []
    for path in sorted(folder.glob("*.json")):
        for n, item in enumerate(json.loads(path.read_text(encoding="utf-8"))):
            said = [item["conversation"][k] for k in sorted(item["conversation"], key=int)]
            previous = ""
            for turn in said:
                user = f"{path.stem}-{n}"
                turns.append(Turn(user, user, previous, str(turn["user"])))
                previous = str(turn["assistant"])
    return turns


def _sample(turns: list[Turn], limit: int | None) -> list[Turn]:
    """The first `limit` turns, whole users only (a user's turns stay together)."""
    if limit is None or limit >= len(turns):
        return turns
    kept = {t.user for t in turns[:limit]}
    return [t for t in turns if t.user in kept][: max(limit, 1)]


@dataclass
class Tally:
    """Turns and the requests each prompt made."""

    turns: int = 0
    calls: Counter[str] = field(default_factory=Counter)
    asked_turns: int = 0
    """Turns whose observe made at least one request."""

    def per_turn(self, *names: str) -> float:
        return sum(self.calls[n] for n in names) / max(1, self.turns)


async def agent_loop(mode: str, turns: Sequence[Turn], folder: Path) -> Tally:
    """Observe each message, then compile the policy with it as context; count requests."""
    scripted = ScriptedModel(agreeing)
    tally = Tally()
    store = f"sqlite:///{folder / f'{mode}-{len(turns)}-{time.monotonic_ns()}.db'}"
    async with Imprint("bench", store=store, model=scripted.model, processing_mode=mode) as imp:
        for turn in turns:
            before = scripted.total
            await imp.observe(
                user_id=turn.user,
                agent_output=turn.agent,
                user_response=turn.message,
                session_id=turn.session,
            )
            tally.asked_turns += scripted.total > before
            await imp.get_policy(user_id=turn.user, context=turn.message)
            tally.turns += 1
    tally.calls.update(scripted.calls)
    return tally


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def checked_turns(scenario: dict[str, Any]) -> Iterator[tuple[int, int]]:
    """(session index, turn index) of each user turn holding a checked statement."""
    said = [
        (s, t, _fold(turn["user"]))
        for s, session in enumerate(scenario["sessions"])
        for t, turn in enumerate(session["turns"])
    ]
    found: set[tuple[int, int]] = set()
    for check in scenario["checks"]:
        if check["kind"] not in ("policy_has", "recall_has"):
            continue
        words = [_fold(w) for w in check["all_of"]]
        held = [(sum(w in text for w in words), s, t) for s, t, text in said]
        full = [(s, t) for n, s, t in held if n == len(words)]
        best = max(held, key=lambda h: h[0])  # the earliest of those holding most
        found.update(full or ([(best[1], best[2])] if best[0] else []))
    return iter(sorted(found))


@dataclass
class Handled:
    """Checked turns, and how each was handled."""

    offline: int = 0
    asked: int = 0
    missed: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.offline + self.asked + len(self.missed)

    def share(self) -> float:
        return (self.offline + self.asked) / max(1, self.total)


async def _handle(imprint: Imprint, scripted: ScriptedModel, handled: Handled, **turn: Any) -> None:
    before = scripted.total
    observation = await imprint.observe(**turn)
    if scripted.total > before or observation.pending:
        handled.asked += 1
    elif observation.signal is not None:
        handled.offline += 1
    else:
        handled.missed.append(str(turn["user_response"])[:100])


async def behaviour(data: Path, folder: Path) -> tuple[Handled, Handled]:
    """Balanced mode on the behaviour set: scenarios' checked turns, and labelled turns."""
    scenarios = [
        json.loads(line)
        for line in (data / "behaviour" / "dev.jsonl").read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    in_scenarios, labelled = Handled(), Handled()
    for scenario in scenarios:
        checked = set(checked_turns(scenario))
        scripted = ScriptedModel(agreeing)
        store = f"sqlite:///{folder / (scenario['id'] + '.db')}"
        async with Imprint(
            "bench",
            store=store,
            model=scripted.model,
            processing_mode="balanced",
            scopes=scenario.get("scopes"),
        ) as imprint:
            for s, session in enumerate(scenario["sessions"]):
                for t, turn in enumerate(session["turns"]):
                    kwargs = {
                        "user_id": "u",
                        "agent_output": turn["agent"],
                        "user_response": turn["user"],
                        "scope": turn.get("scope"),
                        "session_id": session["session_id"],
                    }
                    if (s, t) in checked:
                        await _handle(imprint, scripted, in_scenarios, **kwargs)
                    else:
                        await imprint.observe(**kwargs)
    scripted = ScriptedModel(agreeing)
    store = f"sqlite:///{folder / 'labelled.db'}"
    async with Imprint(
        "bench", store=store, model=scripted.model, processing_mode="balanced"
    ) as imprint:
        for name in ("turns_en.jsonl", "turns_multilingual.jsonl"):
            text = (data / "behaviour" / name).read_text(encoding="utf-8")
            for line in text.splitlines():
                if not line.strip():
                    continue
                item = json.loads(line)
                if not item["memories"]:
                    continue
                await _handle(
                    imprint,
                    scripted,
                    labelled,
                    user_id=item["id"],
                    agent_output=item["agent"],
                    user_response=item["user"],
                )
    return in_scenarios, labelled


def _verdict(value: float, target: float, *, at_most: bool = True) -> str:
    ok = value <= target if at_most else value >= target
    return "yes" if ok else "NO"


async def amain(data: Path, limit: int | None, show: int) -> None:
    streams = {"LoCoMo": _sample(locomo(data), limit), "PrefEval": _sample(prefeval(data), limit)}
    rows: list[list[object]] = []
    with tempfile.TemporaryDirectory(prefix="llm-calls-") as tmp:
        folder = Path(tmp)
        for mode in ("frugal", "balanced", "eager"):
            total = Tally()
            started = time.perf_counter()
            for name, turns in streams.items():
                tally = await agent_loop(mode, turns, folder)
                total.turns += tally.turns
                total.asked_turns += tally.asked_turns
                total.calls.update(tally.calls)
                rows.append(_row(mode, name, tally))
            row = _row(mode, "all", total)
            row.append(f"{time.perf_counter() - started:.0f}")
            rows.append(row)
        in_scenarios, labelled = await behaviour(data, folder)
    headers = ["mode", "stream", "turns", *PROMPTS, "observe/turn", "target", "met"]
    headers += ["compile/turn", "met", "turns asking", "s"]
    print("LLM requests per turn, agent loop (observe, then get_policy(context=message))")
    print(table(headers, [r + [""] * (len(headers) - len(r)) for r in rows]))
    print()
    print("Balanced mode, behaviour set: checked turns handled offline or sent to the LLM")
    hrows = []
    for label, h in (("scenario turns checked", in_scenarios), ("labelled turns", labelled)):
        share = h.share()
        hrows.append(
            [
                label,
                h.total,
                h.offline,
                h.asked,
                len(h.missed),
                f"{share:.1%}",
                f">= {HANDLED_TARGET:.0%}",
                _verdict(share, HANDLED_TARGET, at_most=False),
            ]
        )
    hheaders = ["turns", "n", "offline", "LLM", "neither", "handled", "target", "met"]
    print(table(hheaders, hrows))
    for text in (in_scenarios.missed + labelled.missed)[:show]:
        print(f"  neither: {text!r}")


def _row(mode: str, stream: str, tally: Tally) -> list[object]:
    observe = tally.per_turn("detect", "derive", "consolidate", "attribute")
    compile_ = tally.per_turn("compile")
    target = TARGETS.get(mode)
    return [
        mode,
        stream,
        tally.turns,
        *(f"{tally.per_turn(p):.3f}" for p in PROMPTS),
        f"{observe:.3f}",
        "" if target is None else f"<= {target}",
        "" if target is None else _verdict(observe, target),
        f"{compile_:.3f}",
        _verdict(compile_, COMPILE_TARGET),
        f"{tally.asked_turns / max(1, tally.turns):.1%}",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the shared data folder")
    parser.add_argument("--turns", type=int, help="at most about N turns per stream")
    parser.add_argument("--show", type=int, default=0, help="print N checked turns not handled")
    parser.add_argument("--no-wire", action="store_true", help="skip the local-server part")
    parser.add_argument("--wire-n", type=int, default=100, help="rounds of the one-call timing")
    parser.add_argument("--processes", type=int, default=2, help="fresh processes, first call")
    args = parser.parse_args()
    asyncio.run(amain(args.data, args.turns, args.show))
    if not args.no_wire:
        import llm_wire

        print()
        llm_wire.main(args.wire_n, args.processes)


if __name__ == "__main__":
    main()
