"""The LLM path on the wire: Imprint's overhead around one call, connections, the first call.

A local fake of the Anthropic Messages API (tests/wire/anthropic.py, on its own thread) is
what the real SDK talks to, through pydantic-ai, as with the real API. Printed:

1. One call four ways: the bare SDK request (the same prompt, streamed, as pydantic-ai sends
   it), pydantic-ai's `agent.run`, Imprint's LLM call, and a whole `observe()` whose turn
   needs exactly one call (balanced mode; the fake answers "no signal"). The overhead of
   `observe()` is its median minus the bare call's.
2. TCP connections the fake server accepted for one Imprint making many calls.
3. In fresh processes: `connect()`, the first `observe()` and the later ones (a new reply
   each turn), with the model and offline, so the first call can be compared with the rest
   (`connect()` imports and warms up the SDK, opens the connection with a free token count
   and reads the prompts); the offline rows show what a first observe costs anyway. With
   the model, once back to back and once with the turns 0.3 s apart: every turn after a
   pause runs on cold CPU caches, as the first does, so the spaced rows compare like with
   like.

Usage: python bench/llm_wire.py [--n 200] [--processes 3]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import ROOT, Timer, ms, table

MODEL = "anthropic:claude-haiku-4-5-20251001"
QUIET = "Our standups are at 9."
"""A reply the offline gate is unsure about (it sounds like a fact, yet no rule reads it),
so balanced mode asks the model, once; "Hmm, maybe." is surely nothing and costs no call."""


GAP = 0.3
"""Seconds between turns in the cold rows that space them as an agent's turns are spaced."""


def _no_signal(name: str, text: str) -> Any:
    if name == "detect":
        return {"kind": "none", "confidence": 0.9, "evidence": ""}
    if name == "derive":  # eager mode's one call, which detects too
        return {"signal": "none", "evidence": "", "memories": [], "forget": []}
    if name == "compile":
        from tests.llm_fakes import standard_handler

        return standard_handler(name, text)
    return "ok"


async def one_call(n: int, store: str) -> list[list[object]]:
    import anthropic
    from pydantic_ai import Agent

    from imprint import Imprint
    from imprint.llm import DetectOutput, load_prompt

    async with Imprint("bench", store=store, model=MODEL, processing_mode="balanced") as imprint:
        llm = imprint._llm
        assert llm is not None
        prompt = load_prompt(
            "detect", agent_description="(not described)", agent_output="", user_response=QUIET
        )
        # The bare SDK request: what pydantic-ai sends for this prompt, read off the wire.
        await llm.detect(agent_description="", agent_output="", user_response=QUIET)
        sent = json.loads(_FAKE.requests[-1].body)
        client = anthropic.AsyncAnthropic(max_retries=0)
        agent = Agent(llm._runner._model, output_type=DetectOutput)

        async def bare() -> None:
            stream = await client.messages.create(
                model=sent["model"],
                max_tokens=sent["max_tokens"],
                messages=sent["messages"],
                tools=sent["tools"],
                tool_choice=sent["tool_choice"],
                stream=True,
            )
            async for _ in stream:
                pass

        async def through_pydantic_ai() -> None:
            await agent.run(prompt)

        async def imprint_call() -> None:
            await llm.detect(agent_description="", agent_output="", user_response=QUIET)

        async def observe() -> None:
            await imprint.observe(user_id="u", agent_output="", user_response=QUIET)

        rows: list[list[object]] = []
        timers: dict[str, Timer] = {}
        ways = [
            ("bare SDK call (AsyncAnthropic, streamed)", bare),
            ("pydantic-ai Agent.run, same model (not used)", through_pydantic_ai),
            ("Imprint LLM call (detect)", imprint_call),
            ("observe(), one LLM call", observe),
        ]
        for _, call in ways:  # warm every path once
            await call()
        for i in range(n):
            # Interleaved, so a noisy moment on a shared machine hits every way alike.
            for label, call in ways if i % 2 else reversed(ways):
                timer = timers.setdefault(label, Timer())
                with timer:
                    await call()
        for label, _ in ways:
            timer = timers[label]
            rows.append([label, ms(timer.p(50)), ms(timer.p(90)), ms(timer.mean)])
        overhead = timers["observe(), one LLM call"].p(50) - timers[ways[0][0]].p(50)
        rows.append(["observe() overhead over the bare call (p50)", ms(overhead), "", ""])
        await client.close()
    return rows


async def connections(n: int, store: str) -> tuple[int, int]:
    """TCP connections and requests for one Imprint's session of `n` observes and policies."""
    from imprint import Imprint

    before, requests = _FAKE.connections, len(_FAKE.requests)
    async with Imprint("conn", store=store, model=MODEL, processing_mode="eager") as imprint:
        for i in range(n):
            await imprint.observe(user_id="u", agent_output="", user_response=f"{QUIET} {i}")
            await imprint.remember(user_id="u", text=f"Fact number {i}.")
            await imprint.get_policy(user_id="u", context=f"turn {i}")
    return _FAKE.connections - before, len(_FAKE.requests) - requests


def child(url: str, store: str, calls: int, model: str | None, gap: float) -> None:
    """In a fresh process: time connect(), the first observe() and the later ones.

    `gap` seconds pass before each observe, as between an agent's turns; with none, the
    later turns run back to back, which the CPU's caches favour over any turn after a pause.
    """
    os.environ["ANTHROPIC_BASE_URL"] = url
    os.environ["ANTHROPIC_API_KEY"] = "sk-ant-fake"

    async def run() -> dict[str, Any]:
        start = time.perf_counter()
        from imprint import Imprint

        imported = time.perf_counter() - start
        # Frugal offline, balanced with the model: the same reply, no signal either way.
        mode = "balanced" if model else "frugal"
        imprint = Imprint("bench", store=store, model=model, processing_mode=mode)
        stalls = [0.0]

        async def tick() -> None:
            # The event loop's longest stall while connect() runs: what the application's
            # other tasks wait.
            last = time.perf_counter()
            while True:
                await asyncio.sleep(0.001)
                now = time.perf_counter()
                stalls[0] = max(stalls[0], now - last)
                last = now

        ticker = asyncio.create_task(tick())
        await asyncio.sleep(0)
        start, cpu_start = time.perf_counter(), time.process_time()
        await imprint.connect()
        connected, cpu = time.perf_counter() - start, time.process_time() - cpu_start
        ticker.cancel()
        times, llm_calls = [], 0
        for index in range(calls):
            await asyncio.sleep(gap)
            # A new reply each turn, so that no turn finds its reading cached and the first
            # is compared with turns that do the same work.
            reply = QUIET.replace("9", str(9 + index))
            start = time.perf_counter()
            observation = await imprint.observe(user_id="u", agent_output="", user_response=reply)
            times.append(time.perf_counter() - start)
            llm_calls += observation.llm_calls
        await imprint.close()
        return {
            "import": imported,
            "connect": connected,
            "connect_cpu": cpu,
            "stall": stalls[0],
            "observes": times,
            "llm_calls": llm_calls,
        }

    print(json.dumps(asyncio.run(run())))


_FAKE: Any = None


def main(n: int, processes: int) -> None:
    global _FAKE
    from tests.wire.anthropic import FakeAnthropic

    fake = FakeAnthropic(_no_signal)
    _FAKE = fake
    with fake.start_in_thread(), tempfile.TemporaryDirectory() as folder:
        os.environ["ANTHROPIC_BASE_URL"] = fake.url
        os.environ["ANTHROPIC_API_KEY"] = "sk-ant-fake"
        import pydantic_ai.models

        pydantic_ai.models.ALLOW_MODEL_REQUESTS = True
        store = f"sqlite:///{Path(folder) / 'bench.db'}"
        rows = asyncio.run(one_call(n, store))
        print(f"One call against the local fake ({n} rounds, interleaved; milliseconds)")
        print(table(["path", "p50", "p90", "mean"], rows))
        print()
        opened, requests = asyncio.run(connections(50, f"{store}-connections"))
        print(f"TCP connections for one Imprint: {opened} for {requests} requests")
        print()
        cold: list[list[object]] = []
        for index in range(processes):
            for model, gap in ((MODEL, 0.0), (MODEL, GAP), (None, 0.0)):
                command = [sys.executable, __file__, "--child", fake.url, f"{store}-{index}"]
                command += ["--n", "8", "--gap", str(gap)] + (["--model", model] if model else [])
                out = subprocess.run(
                    command, capture_output=True, text=True, check=True, cwd=ROOT
                ).stdout
                result = json.loads(out.strip().splitlines()[-1])
                first, *rest = result["observes"]
                cold.append(
                    [
                        index + 1,
                        ("one LLM call" if model else "offline")
                        + (f", {gap:g} s apart" if gap else ", back to back"),
                        ms(result["import"]),
                        ms(result["connect"]),
                        ms(result["connect_cpu"]),
                        ms(result["stall"]),
                        ms(first),
                        ms(statistics.median(rest)),
                        f"{first / statistics.median(rest):.2f}",
                        result["llm_calls"],
                    ]
                )
        print("Fresh processes, observe() of a new reply each turn (connection opened in connect)")
        headers = ["process", "observe", "import ms", "connect ms", "connect cpu ms"]
        headers += ["loop stall ms", "first ms", "later p50 ms", "first/later", "LLM calls"]
        print(table(headers, cold))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=200)
    parser.add_argument("--processes", type=int, default=3)
    parser.add_argument("--child", nargs=2, metavar=("URL", "STORE"))
    parser.add_argument("--model")
    parser.add_argument("--gap", type=float, default=0.0)
    args = parser.parse_args()
    if args.child:
        child(args.child[0], args.child[1], args.n, args.model, args.gap)
    else:
        main(args.n, args.processes)
