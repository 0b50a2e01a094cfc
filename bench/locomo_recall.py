"""LoCoMo recall: how often do recalled turns hold a question's evidence? BM25 vs hybrid.

Each LoCoMo conversation is one user (`user_id` = its sample id, e.g. `conv-26`). Every turn
of every real session (a session with a turn list; conv-26 lists dates for sessions that do
not exist) is stored with `remember(user_id=conv, text=memory text, key=dia_id)`, and each
question is asked with `recall(user_id=conv, query=question, k=20)`; `Memory.key` carries the
dia_id back.

Definitions:

- Turn document: `"<speaker>: <text>"`, plus `" [image: <blip_caption>]"` when the turn has a
  caption. This is the exact string `minilm_dev.npz` holds a vector for.
- Memory text: `"[<session date>] <turn document>"`, e.g. `"[1:56 pm on 8 May, 2023] Caroline:
  Hey Mel!"`. The session date is kept in the text because it helps BM25: questions such as
  "What did Audrey eat for dinner on October 24, 2023?" name it (compare the `bm25 plain,
  undated` row, which stores the bare document).
- Embedders: `none` (BM25 only); `hashing` (`HashingEmbedder()`, over the memory text);
  `minilm` (all-MiniLM-L6-v2 vectors precomputed in `locomo/minilm_dev.npz`, passed to
  `Imprint(embedder=...)` as a plain lookup function, as a user brings their own). The lookup
  strips the date prefix, so a turn's vector is its bare document's; questions are embedded
  as their raw text.
- Evidence: a question's `evidence` dia_ids, normalised: several ids packed in one string
  (`"D8:6; D9:17"`) are split, typos (`"D:11:26"`, `"D30:05"`) are repaired, ids of turns that
  do not exist are dropped, and questions left without evidence are skipped. The counts are
  printed.
- recall@k: the fraction of a question's evidence turns found in the top k recalled, averaged
  over questions, x100. hit@10: the percentage of questions with at least one evidence turn in
  the top 10. Every question is recalled once with k=20 and all cut-offs are read from that
  list.
- Categories: 1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop, 5 adversarial. "all" is
  categories 1-4; category 5 (unanswerable questions; their evidence is the turn they were
  built from) is reported apart.

Configurations (`alpha` is the BM25 weight: 1 is BM25 only, 0 dense only):

- `recall`: `Imprint.recall` as shipped, with a `StaticAlphaTuner(alpha)`: confidence-weighted
  fusion of min-max normalised scores, then neighbour reranking (see `imprint.policy.fusion`).
- `bandit sN`: `Imprint.recall` with a `BanditAlphaTuner` over the `--alphas` grid (seeded
  with N), after a feedback pass: every question once (all categories), in an order shuffled
  with seed N, each recall rewarded with `2 * recall@10 - 1` for the alpha it used
  (`--feedback-passes` repeats it). The scored
  pass then recalls every question again; the tuner still samples (Thompson sampling, as
  `recall()` calls `choose()`) and learns nothing more. The bandit table also shows the arm
  with the best posterior mean ("greedy"), and how far each falls below the best fixed alpha.
- Ablations call `imprint.policy.retrieval.retrieve` on the same store, without neighbour
  reranking: `plain` (BM25 alone), `rrf` (weighted RRF: the previous default), `scores` (score
  fusion).

Usage: python bench/locomo_recall.py [--data ../shared/data] [--quick]
       [--embedders none,hashing,minilm] [--alphas 0,0.25,0.5,0.75,1] [--seeds 5]
       [--feedback-passes 1]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np

from _common import DEFAULT_DATA, table
from imprint import Imprint
from imprint.adapters.embedders import HashingEmbedder, as_embedder
from imprint.policy.retrieval import Fusion, retrieve
from imprint.policy.tuners import BanditAlphaTuner, StaticAlphaTuner
from imprint.protocols import AlphaTuner, Embedder
from imprint.store.sqlite import SQLiteStore
from imprint.store.sqlite.vector import BlobVectorStore
from imprint.testing import FakeClock

AGENT = "locomo"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
MAIN = (1, 2, 3, 4)
KS = (1, 5, 10, 20)
TOP = 20
ABLATIONS: tuple[Fusion, ...] = ("rrf", "scores")
"""Fusions measured without neighbour reranking, through `retrieve()`."""
# One fixed time for every write and read: all memories are equally fresh, so the decay
# factor that recall() applies is the same for all and ranking is retrieval alone.
START = datetime(2024, 1, 1, tzinfo=UTC)
_EVIDENCE = re.compile(r"D:?(\d+):(\d+)")
_DATE_PREFIX = re.compile(r"^\[[^\]]*\] ")
_SESSION = re.compile(r"session_(\d+)")


# -- data ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Turn:
    dia_id: str
    document: str
    date: str

    def text(self, *, dated: bool) -> str:
        return f"[{self.date}] {self.document}" if dated else self.document


@dataclass(frozen=True, slots=True)
class Question:
    user_id: str
    text: str
    category: int
    evidence: tuple[str, ...]


@dataclass(slots=True)
class Dataset:
    turns: dict[str, list[Turn]] = field(default_factory=dict)
    questions: list[Question] = field(default_factory=list)
    repaired: int = 0
    dropped: int = 0
    skipped: int = 0


def document(turn: dict[str, Any]) -> str:
    text = f"{turn['speaker']}: {turn['text']}"
    caption = turn.get("blip_caption")
    return f"{text} [image: {caption}]" if caption else text


def load(path: Path, *, limit: int | None) -> Dataset:
    dataset = Dataset()
    for sample in json.loads(path.read_text())[:limit]:
        user_id = str(sample["sample_id"])
        conversation = sample["conversation"]
        sessions = sorted(
            int(match.group(1))
            for key, value in conversation.items()
            if (match := _SESSION.fullmatch(key)) and isinstance(value, list)
        )
        turns = [
            Turn(
                dia_id=turn["dia_id"],
                document=document(turn),
                date=conversation[f"session_{n}_date_time"],
            )
            for n in sessions
            for turn in conversation[f"session_{n}"]
        ]
        dataset.turns[user_id] = turns
        known = {turn.dia_id for turn in turns}
        for qa in sample["qa"]:
            evidence = _evidence(qa["evidence"], known, dataset)
            if not evidence:
                dataset.skipped += 1
                continue
            dataset.questions.append(
                Question(
                    user_id=user_id,
                    text=str(qa["question"]),
                    category=int(qa["category"]),
                    evidence=evidence,
                )
            )
    return dataset


def _evidence(raw: list[str], known: set[str], dataset: Dataset) -> tuple[str, ...]:
    ids: list[str] = []
    for entry in raw:
        found = [f"D{int(m.group(1))}:{int(m.group(2))}" for m in _EVIDENCE.finditer(entry)]
        if not found:
            dataset.dropped += 1
        elif found != [entry]:
            dataset.repaired += 1
        for dia_id in found:
            if dia_id not in known:
                dataset.dropped += 1
            elif dia_id not in ids:
                ids.append(dia_id)
    return tuple(ids)


def minilm_lookup(path: Path) -> Callable[[str], list[float]]:
    archive = np.load(path, allow_pickle=False)
    # Keyed by stripped text: `remember()` strips what it stores, and some turns end in a space.
    vectors = {
        str(text).strip(): vector.astype(np.float32)
        for text, vector in zip(archive["texts"], archive["vectors"], strict=True)
    }

    def embed(text: str) -> list[float]:
        # Memory texts carry a date prefix; the archive holds the bare turn document.
        vector = vectors.get(text.strip())
        if vector is None:
            vector = vectors.get(_DATE_PREFIX.sub("", text.strip(), count=1))
        if vector is None:
            raise KeyError(f"no precomputed MiniLM vector for {text[:60]!r}")
        return [float(x) for x in vector]

    return embed


EmbedderArg = Embedder | Callable[[str], list[float]] | None
"""What `Imprint(embedder=...)` is given: an embedder, a plain function, or nothing."""


def make_embedder(name: str, data: Path) -> EmbedderArg:
    if name == "none":
        return None
    if name == "hashing":
        return HashingEmbedder()
    if name == "minilm":
        return minilm_lookup(data / "locomo" / "minilm_dev.npz")
    raise SystemExit(f"unknown embedder {name!r}; use none, hashing or minilm")


# -- scoring -------------------------------------------------------------------------------


@dataclass(slots=True)
class Tally:
    """Per-category rows of (recall@1, @5, @10, @20, hit@10), each in [0, 1]."""

    rows: dict[int, list[tuple[float, ...]]] = field(default_factory=lambda: defaultdict(list))

    def add(self, question: Question, ranked: Sequence[str]) -> tuple[float, ...]:
        evidence = set(question.evidence)
        row = tuple(len(evidence & set(ranked[:k])) / len(evidence) for k in KS)
        row += (float(bool(evidence & set(ranked[:10]))),)
        self.rows[question.category].append(row)
        return row

    def mean(self, categories: Sequence[int]) -> list[float]:
        rows = [row for category in categories for row in self.rows.get(category, [])]
        if not rows:
            return [float("nan")] * (len(KS) + 1)
        return [100 * statistics.fmean(column) for column in zip(*rows, strict=True)]


Ranker = Callable[[Question], Awaitable[list[str]]]


async def evaluate(questions: Sequence[Question], rank: Ranker) -> Tally:
    tally = Tally()
    for question in questions:
        tally.add(question, await rank(question))
    return tally


@dataclass(slots=True)
class Result:
    name: str
    alpha: str
    tally: Tally
    main: bool
    """Shown in the per-category tables too (ablations are not)."""


# -- runs ----------------------------------------------------------------------------------


class RecordingTuner:
    """An `AlphaTuner` that remembers the alpha it last chose, so feedback can credit it."""

    def __init__(self, inner: BanditAlphaTuner) -> None:
        self.inner = inner
        self.last: float | None = None

    def choose(self) -> float:
        self.last = self.inner.choose()
        return self.last

    def update(self, alpha: float, reward: float) -> None:
        self.inner.update(alpha, reward)

    def state(self) -> dict[str, Any]:
        return self.inner.state()

    def load(self, state: dict[str, Any]) -> None:
        self.inner.load(state)


def open_imprint(url: str, embedder: EmbedderArg, tuner: AlphaTuner | None = None) -> Imprint:
    return Imprint(AGENT, store=url, embedder=embedder, alpha_tuner=tuner, clock=FakeClock(START))


async def ingest(url: str, dataset: Dataset, embedder: EmbedderArg, *, dated: bool) -> None:
    async with open_imprint(url, embedder) as memory:
        for user_id, turns in dataset.turns.items():
            for turn in turns:
                await memory.remember(user_id=user_id, text=turn.text(dated=dated), key=turn.dia_id)


def recaller(memory: Imprint) -> Ranker:
    async def rank(question: Question) -> list[str]:
        hits = await memory.recall(user_id=question.user_id, query=question.text, k=TOP)
        return [hit.memory.key or "" for hit in hits]

    return rank


async def recall_pass(
    url: str, embedder: EmbedderArg, questions: Sequence[Question], alpha: float
) -> Tally:
    async with open_imprint(url, embedder, StaticAlphaTuner(alpha)) as memory:
        return await evaluate(questions, recaller(memory))


async def ablation_pass(
    url: str,
    embedder: EmbedderArg,
    questions: Sequence[Question],
    alpha: float,
    *,
    fusion: Fusion,
    neighbours: Sequence[float],
) -> Tally:
    """`retrieve()` with non-default options, mapped to dia_ids as `recall()` would."""
    async with open_imprint(url, embedder) as memory:
        store = memory.store
        assert isinstance(store, SQLiteStore)
        vectors = None if embedder is None else BlobVectorStore(store)
        query_embedder = None if embedder is None else as_embedder(embedder)
        keys: dict[int, str] = {}
        for user_id in {q.user_id for q in questions}:
            for stored in await store.list_memories(AGENT, user_id):
                keys[stored.memory_id] = stored.key or ""

        async def rank(question: Question) -> list[str]:
            hits = await retrieve(
                store=store,
                vectors=vectors,
                embedder=query_embedder,
                agent_id=AGENT,
                user_id=question.user_id,
                query=question.text,
                scopes=None,
                alpha=alpha,
                depth=max(50, 4 * TOP),
                fusion=fusion,
                neighbours=neighbours,
            )
            return [keys[hit.memory_id] for hit in hits[:TOP]]

        return await evaluate(questions, rank)


async def bandit_pass(
    url: str,
    embedder: EmbedderArg,
    questions: Sequence[Question],
    grid: Sequence[float],
    seed: int,
    passes: int,
) -> tuple[Tally, BanditAlphaTuner]:
    bandit = BanditAlphaTuner(grid, rng=random.Random(seed))
    tuner = RecordingTuner(bandit)
    async with open_imprint(url, embedder, tuner) as memory:
        rank = recaller(memory)
        order = list(questions)
        shuffler = random.Random(seed)
        scratch = Tally()
        for _ in range(passes):
            shuffler.shuffle(order)
            for question in order:
                row = scratch.add(question, await rank(question))
                assert tuner.last is not None
                tuner.update(tuner.last, 2.0 * row[KS.index(10)] - 1.0)
    # Evaluated as shipped: with the trained bandit itself, recall() uses its best arm.
    async with open_imprint(url, embedder, bandit) as memory:
        return await evaluate(questions, recaller(memory)), bandit


# -- output --------------------------------------------------------------------------------


def cells(values: Sequence[float]) -> list[str]:
    return [f"{value:.1f}" for value in values]


def overall_table(results: Sequence[Result]) -> str:
    headers = ["config", "alpha", "R@1", "R@5", "R@10", "R@20", "hit@10", "c5 R@10"]
    rows = [
        [r.name, r.alpha, *cells(r.tally.mean(MAIN)), f"{r.tally.mean((5,))[2]:.1f}"]
        for r in results
    ]
    return table(headers, rows)


def recall10_table(results: Sequence[Result], counts: dict[int, int]) -> str:
    headers = ["config", "alpha", *(f"c{c} R@10" for c in CATEGORIES), "all R@10"]
    rows = [
        [
            r.name,
            r.alpha,
            *(f"{r.tally.mean(c)[2]:.1f}" for c in [*[(c,) for c in CATEGORIES], MAIN]),
        ]
        for r in results
    ]
    names = ", ".join(f"c{c} {CATEGORIES[c]} n={counts[c]}" for c in CATEGORIES)
    return f"recall@10 by category ({names})\n" + table(headers, rows)


def category_table(results: Sequence[Result], category: int, count: int) -> str:
    headers = ["config", "alpha", "R@1", "R@5", "R@10", "R@20", "hit@10"]
    rows = [[r.name, r.alpha, *cells(r.tally.mean((category,)))] for r in results if r.main]
    return f"category {category} ({CATEGORIES[category]}, n={count})\n" + table(headers, rows)


# -- main ----------------------------------------------------------------------------------


async def run_embedder(
    name: str,
    data: Path,
    folder: Path,
    dataset: Dataset,
    alphas: Sequence[float],
    seeds: int,
    passes: int,
    bandit_rows: list[list[str]],
) -> list[Result]:
    embedder = make_embedder(name, data)
    url = f"sqlite:///{folder / f'{name}.db'}"
    await ingest(url, dataset, embedder, dated=True)
    questions = dataset.questions
    results: list[Result] = []
    if embedder is None:
        tally = await ablation_pass(url, None, questions, 1.0, fusion="rrf", neighbours=())
        results.append(Result("bm25 plain", "1", tally, main=False))
        tally = await recall_pass(url, None, questions, 1.0)
        return [*results, Result("bm25 recall", "1", tally, main=True)]
    for alpha in alphas:
        for fusion in ABLATIONS:
            tally = await ablation_pass(
                url, embedder, questions, alpha, fusion=fusion, neighbours=()
            )
            results.append(Result(f"{name} {fusion}", f"{alpha:g}", tally, main=False))
    fixed: dict[float, float] = {}
    for alpha in alphas:
        tally = await recall_pass(url, embedder, questions, alpha)
        fixed[alpha] = tally.mean(MAIN)[2]
        results.append(Result(f"{name} recall", f"{alpha:g}", tally, main=True))
    best = max(fixed, key=lambda alpha: fixed[alpha])
    gaps = []
    for seed in range(seeds):
        tally, bandit = await bandit_pass(url, embedder, questions, alphas, seed, passes)
        results.append(Result(f"{name} bandit s{seed}", "TS", tally, main=True))
        gaps.append(fixed[best] - tally.mean(MAIN)[2])
        greedy = bandit.best()
        means = " ".join(f"{m:.3f}" for m in bandit.posterior_means().values())
        bandit_rows.append(
            [
                name,
                str(seed),
                f"{tally.mean(MAIN)[2]:.1f}",
                f"{best:g} ({fixed[best]:.1f})",
                f"{gaps[-1]:.2f}",
                f"{greedy:g}",
                f"{fixed[best] - fixed[greedy]:.2f}",
                means,
            ]
        )
    bandit_rows.append([name, "mean", "", "", f"{statistics.fmean(gaps):.2f}", "", "", ""])
    return results


async def main(
    data: Path,
    *,
    quick: bool,
    embedders: list[str],
    alphas: list[float],
    seeds: int,
    passes: int,
) -> None:
    started = time.perf_counter()
    dataset = load(data / "locomo" / "locomo_dev.json", limit=2 if quick else None)
    questions = dataset.questions
    counts = {c: sum(q.category == c for q in questions) for c in CATEGORIES}
    turns = sum(len(t) for t in dataset.turns.values())
    print(
        f"LoCoMo {'(quick) ' if quick else ''}{len(dataset.turns)} conversations, {turns} "
        f"turns, {len(questions)} questions " + ", ".join(f"c{c} {n}" for c, n in counts.items())
    )
    print(
        f"evidence: {dataset.repaired} entries repaired, {dataset.dropped} ids dropped "
        f"(no such turn), {dataset.skipped} questions skipped (no evidence left)"
    )
    results: list[Result] = []
    bandit_rows: list[list[str]] = []
    timings: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        clock = time.perf_counter()
        undated = f"sqlite:///{folder / 'undated.db'}"
        await ingest(undated, dataset, None, dated=False)
        tally = await ablation_pass(undated, None, questions, 1.0, fusion="rrf", neighbours=())
        results.append(Result("bm25 plain, undated", "1", tally, main=False))
        timings.append(f"undated {time.perf_counter() - clock:.0f} s")
        for name in embedders:
            clock = time.perf_counter()
            results += await run_embedder(
                name, data, folder, dataset, alphas, seeds, passes, bandit_rows
            )
            timings.append(f"{name} {time.perf_counter() - clock:.0f} s")
    print()
    print(
        "all = categories 1-4; c5 R@10 = recall@10 on category 5 (adversarial).\n"
        "recall = Imprint.recall as shipped (score fusion + neighbour reranking); without\n"
        "neighbour reranking: plain = BM25 alone, rrf = weighted RRF, scores = score fusion."
    )
    print(overall_table(results))
    print()
    print(recall10_table(results, counts))
    for category in CATEGORIES:
        print()
        print(category_table(results, category, counts[category]))
    if bandit_rows:
        print()
        print(
            f"bandit after {passes} feedback pass(es): Thompson sampling as recall() uses it\n"
            "(TS) vs the best fixed alpha, and its greedy arm (best posterior mean); R@10 over\n"
            "categories 1-4"
        )
        headers = [
            "embedder",
            "seed",
            "TS R@10",
            "best fixed",
            "TS below",
            "greedy",
            "greedy below",
            f"posterior means ({' '.join(f'{a:g}' for a in alphas)})",
        ]
        print(table(headers, bandit_rows))
    print()
    print(f"time: {', '.join(timings)}; total {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the shared data folder")
    parser.add_argument("--quick", action="store_true", help="first 2 conversations only")
    parser.add_argument("--embedders", default="none,hashing,minilm")
    parser.add_argument("--alphas", default="0,0.25,0.5,0.75,1", help="fixed alphas, bandit grid")
    parser.add_argument("--seeds", type=int, default=5, help="bandit runs per embedder")
    parser.add_argument("--feedback-passes", type=int, default=1, help="bandit feedback passes")
    args = parser.parse_args()
    asyncio.run(
        main(
            args.data,
            quick=args.quick,
            embedders=args.embedders.split(","),
            alphas=[float(a) for a in args.alphas.split(",")],
            seeds=args.seeds,
            passes=args.feedback_passes,
        )
    )
