"""The feedback loop over 1,000 turns: how the bandit's alpha and the policy's hit rate move.

A simulated user holds hidden preferences (PrefEval explicit preferences of one topic, stored
with `remember`). Each turn asks one of the PrefEval questions; the agent compiles
a small policy with the question as context; the user rates it +1 when the matching
preference is in it and -1 otherwise (`observe_feedback`). Embedder: real all-MiniLM-L6-v2
vectors from the data folder (a plain lookup function), so keyword and vector search differ.
Also reported: LLM calls and milliseconds that the feedback path adds per turn.

Usage: python bench/feedback.py [--data ../shared/data] [--turns 1000] [--topic NAME]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np

from _common import DEFAULT_DATA, Timer, ms, table
from imprint import Imprint, MemoryType
from imprint.policy.tuners import BanditAlphaTuner


def lookup(data: Path) -> dict[str, list[float]]:
    archive = np.load(data / "prefeval" / "minilm_prefeval_dev.npz", allow_pickle=False)
    return {
        str(t): [float(x) for x in v]
        for t, v in zip(archive["texts"], archive["vectors"], strict=True)
    }


async def main(data: Path, turns: int, topic: str, budget: int) -> None:
    items = json.loads((data / "prefeval" / "explicit_preference" / f"{topic}.json").read_text())
    items = items[:50]
    vectors = lookup(data)

    def embed(text: str) -> list[float]:
        return vectors[text]

    rng = random.Random(5)
    tuner = BanditAlphaTuner(rng=random.Random(9))
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'feedback.db'}"
        async with Imprint(
            "feedback", store=url, processing_mode="frugal", embedder=embed, alpha_tuner=tuner
        ) as imprint:
            # Stored as given (remember), since the vectors exist for the exact texts only.
            ids = [
                (
                    await imprint.remember(user_id="u", text=i["preference"], type=MemoryType.RULE)
                ).memory_id
                for i in items
            ]
            policy_time, feedback_time, plain_time = Timer(), Timer(), Timer()
            hits = 0
            calls = 0
            for turn in range(1, turns + 1):
                index = rng.randrange(len(ids))
                question = items[index]["question"]
                with plain_time:
                    await imprint.get_policy(
                        user_id="u", context=question, max_output_tokens=budget, feedback=False
                    )
                with policy_time:
                    policy = await imprint.get_policy(
                        user_id="u", context=question, max_output_tokens=budget
                    )
                hit = ids[index] in policy.memory_ids
                hits += hit
                calls += policy.llm_calls
                with feedback_time:
                    await imprint.observe_feedback(user_id="u", outcome=1.0 if hit else -1.0)
                if turn % (turns // 10) == 0:
                    means = tuner.posterior_means()
                    rows.append(
                        [
                            turn,
                            f"{hits / (turns // 10):.0%}",
                            f"{tuner.best():.2f}",
                            " ".join(f"{a:.2f}={m:.2f}" for a, m in means.items()),
                        ]
                    )
                    hits = 0
    print(f"topic {topic}: 50 hidden preferences, policy budget {budget} tokens, MiniLM vectors")
    print(table(["turn", "hit rate (last block)", "best alpha", "posterior means"], rows))
    added = policy_time.p(50) - plain_time.p(50) + feedback_time.p(50)
    print(
        table(
            ["feedback path", "p50 ms", "p95 ms"],
            [
                ["observe_feedback()", ms(feedback_time.p(50)), ms(feedback_time.p(95))],
                [
                    "get_policy() opening the loop, extra",
                    ms(policy_time.p(50) - plain_time.p(50)),
                    "-",
                ],
                ["total added per turn", ms(added), "-"],
            ],
        )
    )
    print(f"LLM calls added by feedback: {calls} over {turns} turns (offline)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--turns", type=int, default=1000)
    parser.add_argument("--topic", default="travel_restaurant")
    parser.add_argument("--budget", type=int, default=60)
    args = parser.parse_args()
    asyncio.run(main(args.data, args.turns, args.topic, args.budget))
