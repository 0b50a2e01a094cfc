"""Do stored preferences reach the policy? PrefEval explicit preferences, 50 per user.

For each topic, one user holds the topic's first 50 explicit preferences (stored with
`remember` as rules). For each preference we compile a 400-token policy without a
context and with the PrefEval question as context, and count how often the preference is
in it. Embedders: none (BM25 only), the local HashingEmbedder, and real all-MiniLM-L6-v2
vectors precomputed in the data folder, passed as a plain lookup function.

Usage: python bench/policy_prefeval.py [--data ../shared/data] [--embedders none,hashing,minilm]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np

from _common import DEFAULT_DATA, table
from imprint import Imprint, MemoryType, StaticAlphaTuner

PER_USER = 50


def load_topics(data: Path) -> dict[str, list[dict[str, str]]]:
    folder = data / "prefeval" / "explicit_preference"
    return {p.stem: json.loads(p.read_text())[:PER_USER] for p in sorted(folder.glob("*.json"))}


def minilm_lookup(data: Path) -> Callable[[str], list[float]]:
    archive = np.load(data / "prefeval" / "minilm_prefeval_dev.npz", allow_pickle=False)
    vectors = {
        str(t): v.astype(np.float32)
        for t, v in zip(archive["texts"], archive["vectors"], strict=True)
    }

    def embed(text: str) -> list[float]:
        vector = vectors.get(text)
        if vector is None:
            raise KeyError(f"no precomputed MiniLM vector for {text[:60]!r}")
        return [float(x) for x in vector]

    return embed


def make_embedder(name: str, data: Path) -> Any:
    if name == "none":
        return None
    if name == "hashing":
        from imprint.adapters.embedders import HashingEmbedder

        return HashingEmbedder()
    if name == "minilm":
        return minilm_lookup(data)
    raise SystemExit(f"unknown embedder {name!r}")


async def run(
    data: Path, embedder_name: str, alpha: float | None
) -> tuple[float, float, int, float]:
    topics = load_topics(data)
    found_plain = found_context = total = 0
    sizes: list[int] = []
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'prefeval.db'}"
        embedder = make_embedder(embedder_name, data)
        kwargs: dict[str, Any] = {} if embedder is None else {"embedder": embedder}
        if alpha is not None:
            kwargs["alpha_tuner"] = StaticAlphaTuner(alpha)
        async with Imprint("prefeval", store=url, processing_mode="frugal", **kwargs) as imprint:
            for topic, items in topics.items():
                # Stored as given, since the MiniLM vectors exist for the exact texts only.
                by_pref = {
                    item["preference"]: (
                        await imprint.remember(
                            user_id=topic, text=item["preference"], type=MemoryType.RULE
                        )
                    ).memory_id
                    for item in items
                }
                plain = await imprint.get_policy(user_id=topic, max_output_tokens=400)
                for item in items:
                    memory_id = by_pref.get(item["preference"])
                    total += 1
                    if memory_id is None:
                        continue
                    found_plain += memory_id in plain.memory_ids
                    policy = await imprint.get_policy(
                        user_id=topic, max_output_tokens=400, context=item["question"]
                    )
                    found_context += memory_id in policy.memory_ids
                    sizes.append(len(policy.memories))
    return found_plain / total, found_context / total, total, sum(sizes) / len(sizes)


async def main(data: Path, embedders: list[str], alphas: list[float]) -> None:
    rows = []
    for name in embedders:
        for alpha in [None, *([] if name == "none" else alphas)]:
            plain, context, total, size = await run(data, name, alpha)
            label = "bandit (default)" if alpha is None else f"fixed {alpha:g}"
            rows.append([name, label, total, f"{size:.1f}", f"{plain:.1%}", f"{context:.1%}"])
    print(f"PrefEval explicit preferences, {PER_USER} per user, max_output_tokens=400")
    headers = [
        "embedder",
        "alpha",
        "preferences",
        "memories per policy",
        "in policy (no context)",
        "in policy (question)",
    ]
    print(table(headers, rows))
    print(
        "A policy holds about 18 of the 50 preferences in 400 tokens, so the question's "
        "preference must rank in the top ~18 of 50 to be in it."
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--embedders", default="none,hashing,minilm")
    parser.add_argument(
        "--alphas", default="0,0.5", help="fixed alphas also measured for each embedder"
    )
    args = parser.parse_args()
    fixed = [float(a) for a in args.alphas.split(",") if a.strip()]
    asyncio.run(main(args.data, args.embedders.split(","), fixed))
