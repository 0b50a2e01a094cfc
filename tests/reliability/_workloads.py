"""Workloads run in child processes forked by `_zygote.py` (crash and concurrency tests).

Each writes what the parent needs to stdout, one short line per fact and flushed at once,
so a line is in the pipe before the next call starts and a SIGKILL never splits one.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
from collections import Counter
from pathlib import Path
from typing import Any

from imprint import Imprint, Observation
from imprint.testing import RecordingEmbedder

CRASH_AGENT = "crash"
MIX_AGENT = "mix"
CRASH_USERS = ("cu0", "cu1", "cu2")
MIX_USERS = tuple(f"mu{i}" for i in range(6))

# Replies shared by every process, so concurrent writers race to store the same memory.
SHARED_REPLIES = (
    "From now on, always answer in French.",
    "No, write in paragraphs.",
    "I prefer short answers.",
    "Let's go with Postgres instead of MySQL.",
    "Never use bullet points.",
    "Use bullet points.",
    "My name is Sam.",
    "No, that's wrong, use tabs instead of spaces.",
    "Perfect, keep doing that.",
    "Thanks!",
    "ok",
    "Can you show me the diff?",
)
SHARED_DIRECTIONS = (
    "Keep answers under 200 words.",
    "Always cite sources.",
    "Never use emoji.",
    "Use metric units.",
)
KEYS = ("k1", "k2", "k3")


def _say(line: str) -> None:
    # One write() per line: print() may write the text and the newline separately, and a
    # SIGKILL between the two would glue this line to the next one in the pipe.
    os.write(1, (line + "\n").encode())


def crash_markers(run: int, step: int) -> list[str]:
    """The unique words a crash-test step stores, so the parent can search for them."""
    return [f"cw{run}n{step}x{j}" for j in range(3)]


async def crash_job(db: str, run: int, steps: int) -> None:
    """Stream observe and observe_directions calls; print `ack <id> <marker>` for each."""
    async with Imprint(
        CRASH_AGENT,
        store=f"sqlite:///{db}",
        processing_mode="frugal",
        embedder=RecordingEmbedder(dimension=16),
    ) as imprint:
        _say("ready")
        for step in range(steps):
            user = CRASH_USERS[step % len(CRASH_USERS)]
            markers = crash_markers(run, step)
            kind = step % 5
            observation: Observation
            if kind == 0:
                observation = await imprint.observe_directions(
                    user_id=user, directions=[f"Always mention codeword {markers[0]}."]
                )
            elif kind == 1:
                observation = await imprint.observe(
                    user_id=user,
                    agent_output="Here is the draft.",
                    user_response=f"From now on, always sign off with {markers[0]}.",
                    session_id="s",
                )
            elif kind == 2:
                flip = "Use bullet points." if step % 10 < 5 else "Never use bullet points."
                observation = await imprint.observe_directions(user_id=user, directions=[flip])
                markers = ["-"]
            elif kind == 3:
                observation = await imprint.observe_directions(
                    user_id=user,
                    directions=[f"Always mention codeword {m} in replies." for m in markers],
                )
            else:
                await imprint.get_policy(user_id=user, context="codeword", session_id="s")
                observation = await imprint.observe(
                    user_id=user,
                    agent_output="I used bullet points.",
                    user_response=f"No, write in paragraphs about {markers[0]}.",
                    session_id="s",
                )
            for index, memory in enumerate(observation.created):
                marker = markers[index] if index < len(markers) else "-"
                _say(f"ack {memory.memory_id} {memory.user_id} {marker}")
            for memory_id in observation.merged:
                _say(f"ack {memory_id} {user} -")
        _say("finished")


async def mix_job(db: str, proc: int, steps: int, tasks: int, seed: int, out: str) -> None:
    """Many tasks mixing every kind of call on one store; write a JSON report to `out`.

    Each task makes `steps` calls, chosen by its own seeded generator: what runs is fixed
    by the seed, only the interleaving is left to the scheduler.

    `db` is a SQLite file path or a store URL (PostgreSQL).
    """
    rng = random.Random(seed)
    report: dict[str, Any] = {
        "created": [],
        "remembered": [],
        "merged": 0,
        "forgotten": [],
        "closed": 0,
        "errors": [],
        "ops": Counter(),
    }
    async with Imprint(
        MIX_AGENT,
        store=db if "://" in db else f"sqlite:///{db}",
        processing_mode="frugal",
        embedder=RecordingEmbedder(dimension=16),
    ) as imprint:

        def record(observation: Observation) -> None:
            report["created"] += [m.memory_id for m in observation.created]
            report["merged"] += len(observation.merged)
            report["closed"] += int(observation.feedback_closed)

        async def task(number: int) -> None:
            local = random.Random(rng.random())
            for step in range(steps):
                user = local.choice(MIX_USERS)
                session = local.choice([None, "s1", "s2"])
                op = local.choices(
                    ["observe", "directions", "policy", "recall", "forget", "feedback", "remember"],
                    weights=[35, 10, 20, 15, 7, 8, 5],
                )[0]
                report["ops"][op] += 1
                try:
                    if op == "observe":
                        reply = local.choice(SHARED_REPLIES)
                        if local.random() < 0.3:
                            reply = f"From now on, always mention p{proc}t{number}s{step}."
                        record(
                            await imprint.observe(
                                user_id=user,
                                agent_output="Here is the answer.",
                                user_response=reply,
                                session_id=session,
                            )
                        )
                    elif op == "directions":
                        picked = local.sample(SHARED_DIRECTIONS, local.randint(1, 2))
                        record(await imprint.observe_directions(user_id=user, directions=picked))
                    elif op == "policy":
                        await imprint.get_policy(
                            user_id=user,
                            context=local.choice([None, "bullet points", "French answers"]),
                            session_id=session,
                        )
                    elif op == "recall":
                        await imprint.recall(user_id=user, query=local.choice(SHARED_REPLIES))
                    elif op == "forget":
                        memories = await imprint.memories(user_id=user, limit=20)
                        if memories:
                            victim = local.choice(memories).memory_id
                            gone = await imprint.forget(user_id=user, memory_id=victim)
                            assert gone is not None and gone.memory_id == victim
                            report["forgotten"].append(victim)
                    elif op == "feedback":
                        outcome = local.choice([-1.0, -0.5, 0.0, 0.5, 1.0])
                        closed = await imprint.observe_feedback(
                            user_id=user, outcome=outcome, session_id=session
                        )
                        report["closed"] += int(closed)
                    else:
                        memory = await imprint.remember(
                            user_id=user,
                            text=f"Note {local.randint(0, 5)} for {user}.",
                            key=local.choice(KEYS),
                        )
                        report["remembered"].append(memory.memory_id)
                except Exception as exc:  # every error that reaches a caller is a finding
                    report["errors"].append(f"{op}: {type(exc).__name__}: {exc}")

        await asyncio.gather(*(task(n) for n in range(tasks)))
    _write(Path(out), report)


def _write(path: Path, report: dict[str, Any]) -> None:
    path.write_text(json.dumps(report), encoding="utf-8")


def run(job: str, args: dict[str, Any]) -> None:
    """Run one named job (called in the forked child)."""
    if job == "crash":
        asyncio.run(crash_job(args["db"], args["run"], args["steps"]))
    elif job == "mix":
        asyncio.run(
            mix_job(
                args["db"], args["proc"], args["steps"], args["tasks"], args["seed"], args["out"]
            )
        )
    else:
        raise ValueError(f"unknown job {job!r}")
