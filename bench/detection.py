"""Detection quality and LLM cost of `observe()` per processing mode, on PrefEval and LoCoMo.

Every reply goes through the public API, `Imprint.observe()`, on a temporary store, one
user per preference or conversation. `frugal` runs offline and gives the quality numbers.
`balanced` and `eager` need a model: offline they use a stand-in that answers "no signal",
which measures how many LLM calls each mode makes (their quality needs `--model` and a key).

The data sets are CC BY-NC 4.0 and are never copied into the repo; this script reads them
from `--data` (default: `../shared/data` relative to the repo root) and prints tables.

(a) PrefEval explicit preferences: each `preference` is one user reply; it should give a
    signal and a memory (target >= 95%).
(b) PrefEval persona-driven conversations: every user turn is observed with the previous
    assistant turn as `agent_output`. The turn that carries the preference is the user turn
    with the highest share of the preference's content words (lowercase words of 3+ letters,
    stopwords removed, compared on their first 5 letters so that "allergy" meets "allergic";
    ties go to the earlier turn). Target: that turn gives a memory in >= 80% of
    conversations; the other user turns give <= 0.5 RULE or DECISION memories per
    conversation (a preference read where there is none). FACT memories from those turns are
    reported apart: persona users describe their lives ("I've been driving trucks for 20
    years"), and keeping those facts is the job. "on topic" also asks that the memory shares
    a content word with the preference.
(c) LoCoMo: every turn of the dev conversations is observed as a user reply, with the
    previous turn as `agent_output`. LoCoMo is chit-chat, so RULE and DECISION memories per
    100 turns should be low.

Usage: uv run --no-sync python bench/detection.py [--data PATH] [--show N] [--model M]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from pydantic_ai.messages import ModelMessage, ModelResponse, ToolCallPart, UserPromptPart
from pydantic_ai.models.function import AgentInfo, FunctionModel

from imprint import Imprint, Observation
from imprint.types import MemoryType

ROOT = Path(__file__).resolve().parent.parent
STOP = frozenset(
    "the and for with that this have has are was were not any all you your but from about"
    " into than then them they their can could would should will just very really also like"
    " prefer strongly dislike avoid love enjoy hate don't i'm i've due because only over"
    " much more most other such some those these what when which who how why".split()
)


class Observer:
    """Observes replies through the public API and counts what happened."""

    def __init__(self, imprint: Imprint) -> None:
        self.imprint = imprint
        self.calls = 0
        self.turns = 0
        self.signals = 0

    async def __call__(
        self, user_id: str, reply: str, context: str = ""
    ) -> list[tuple[MemoryType, str]]:
        """Every memory the reply created or merged into, as (type, content)."""
        observation: Observation = await self.imprint.observe(
            user_id=user_id, agent_output=context, user_response=reply
        )
        self.turns += 1
        self.calls += observation.llm_calls
        self.signals += observation.signal is not None
        found = [(memory.type, memory.content) for memory in observation.created]
        if observation.merged:
            merged = await self.imprint.store.get_memories(
                self.imprint.agent_id, user_id, observation.merged
            )
            found.extend((memory.type, memory.content) for memory in merged)
        return found


def main_kind(found: list[tuple[MemoryType, str]]) -> MemoryType:
    """The kind a reply is counted under: a RULE or DECISION when it gave one, else the first."""
    return next((t for t, _ in found if t in (MemoryType.RULE, MemoryType.DECISION)), found[0][0])


def silent_model() -> FunctionModel:
    """An offline stand-in that always answers "no signal" (to count calls only)."""

    async def respond(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        prompt = next(
            part.content
            for message in messages
            for part in getattr(message, "parts", [])
            if isinstance(part, UserPromptPart) and isinstance(part.content, str)
        )
        # The derive prompt asks for notes; every other prompt here is a detect call.
        derive = prompt.startswith("You take notes")
        args: dict[str, Any] = (
            {"signal": "none", "evidence": "", "memories": [], "forget": []}
            if derive
            else {"kind": "none", "confidence": 0.9, "evidence": ""}
        )
        return ModelResponse(parts=[ToolCallPart(info.output_tools[0].name, args)])

    return FunctionModel(respond, model_name="silent")


def words(text: str) -> set[str]:
    return {w[:5] for w in re.findall(r"[a-z][a-z']{2,}", text.lower()) if w not in STOP}


def load(folder: Path) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for path in sorted(folder.glob("*.json")):
        items.extend(json.loads(path.read_text(encoding="utf-8")))
    return items


async def explicit(memory: Observer, data: Path, show: int) -> tuple[int, int, Counter[str]]:
    items = load(data / "prefeval" / "explicit_preference")
    hits, kinds, misses = 0, Counter[str](), []
    for n, item in enumerate(items):
        preference = str(item["preference"])
        derived = await memory(f"explicit-{n}", preference, "Sure, I can help with that.")
        if not derived:
            misses.append(preference)
        else:
            hits += 1
            kinds[main_kind(derived).value] += 1
    for text in misses[:show]:
        print(f"  miss: {text}")
    return hits, len(items), kinds


async def persona(memory: Observer, data: Path, show: int) -> dict[str, float]:
    items = load(data / "prefeval" / "implicit_preference" / "persona-driven")
    found = on_topic = 0
    others: Counter[str] = Counter()
    misses: list[str] = []
    noise: list[str] = []
    for n, item in enumerate(items):
        preference = words(str(item["preference"]))
        turns = [item["conversation"][k] for k in sorted(item["conversation"], key=int)]
        users = [str(t["user"]) for t in turns]
        contexts = ["", *(str(t["assistant"]) for t in turns[:-1])]
        shares = [len(words(u) & preference) / max(1, len(preference)) for u in users]
        target = shares.index(max(shares))
        for index, (reply, context) in enumerate(zip(users, contexts, strict=True)):
            derived = await memory(f"persona-{n}", reply, context)
            if index == target:
                if not derived:
                    misses.append(reply)
                    continue
                found += 1
                on_topic += any(words(content) & preference for _, content in derived)
            else:
                for kind, content in derived:
                    others[kind.value] += 1
                    noise.append(f"{kind.value}: {content}")
    for text in misses[:show]:
        print(f"  miss: {text}")
    for text in noise[:show]:
        print(f"  other: {text}")
    n = len(items)
    return {
        "n": n,
        "found": found / n,
        "on_topic": on_topic / n,
        "others_rule_decision": (others["rule"] + others["decision"]) / n,
        "others_fact": others["fact"] / n,
    }


async def locomo(memory: Observer, data: Path, show: int) -> dict[str, float]:
    samples = json.loads((data / "locomo" / "locomo_dev.json").read_text(encoding="utf-8"))
    turns = 0
    kinds: Counter[str] = Counter()
    signals_before = memory.signals
    noise: list[str] = []
    for sample in samples:
        conversation = sample["conversation"]
        for key, session in conversation.items():
            if not key.startswith("session_") or not isinstance(session, list):
                continue
            previous = ""
            for turn in session:
                text = str(turn["text"])
                turns += 1
                user = f"{sample['sample_id']}-{turn['speaker']}"
                derived = await memory(user, text, previous)
                previous = text
                for kind, _ in derived:
                    kinds[kind.value] += 1
                    if kind in (MemoryType.RULE, MemoryType.DECISION):
                        noise.append(f"{kind.value}: {text}")
    for text in noise[:show]:
        print(f"  rule/decision: {text}")
    per100 = 100 / turns
    return {
        "turns": turns,
        "signals": (memory.signals - signals_before) * per100,
        "rule": kinds["rule"] * per100,
        "decision": kinds["decision"] * per100,
        "fact": kinds["fact"] * per100,
    }


async def run_mode(mode: str, model: Any, data: Path, show: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        store = f"sqlite:///{Path(folder) / 'detection.db'}"
        async with Imprint("detection", store=store, processing_mode=mode, model=model) as imprint:
            memory = Observer(imprint)
            started = time.perf_counter()
            hits, total, kinds = await explicit(memory, data, show)
            conv = await persona(memory, data, show)
            chat = await locomo(memory, data, show)
            return {
                "hits": hits,
                "total": total,
                "kinds": kinds,
                "conv": conv,
                "chat": chat,
                "calls_per_100": 100 * memory.calls / memory.turns,
                "turns": memory.turns,
                "seconds": time.perf_counter() - started,
            }


def print_quality(mode: str, r: dict[str, Any]) -> None:
    hits, total, kinds, conv, chat = r["hits"], r["total"], r["kinds"], r["conv"], r["chat"]
    rows = [
        ("(a) explicit preferences -> memory", f"{hits}/{total} = {hits / total:.1%}", ">= 95%"),
        ("    of which RULE / FACT", f"{kinds['rule']} / {kinds['fact']}", ""),
        (
            "(b) persona: preference turn -> memory",
            f"{conv['found']:.1%} of {conv['n']:.0f}",
            ">= 80%",
        ),
        ("    ... and on topic", f"{conv['on_topic']:.1%}", ""),
        ("    other turns: RULE+DECISION / conv.", f"{conv['others_rule_decision']:.2f}", "<= 0.5"),
        ("    other turns: FACT / conversation", f"{conv['others_fact']:.2f}", "report"),
        (
            "(c) LoCoMo: RULE per 100 turns",
            f"{chat['rule']:.1f} ({chat['turns']:.0f} turns)",
            "lower",
        ),
        ("    DECISION per 100 turns", f"{chat['decision']:.1f}", "lower"),
        ("    FACT per 100 turns", f"{chat['fact']:.1f}", "report"),
        ("    signals per 100 turns", f"{chat['signals']:.1f}", "report"),
    ]
    width = max(len(row[0]) for row in rows)
    value_width = max(len(row[1]) for row in rows)
    print(f"mode: {mode}")
    print(f"{'metric':<{width}}  {'value':<{value_width}}  target")
    print(f"{'-' * width}  {'-' * value_width}  ------")
    for name, value, target in rows:
        print(f"{name:<{width}}  {value:<{value_width}}  {target}")
    print()


async def amain(data: Path, show: int, model: str | None) -> None:
    results = {}
    for mode in ("frugal", "balanced", "eager"):
        chosen: Any = None if mode == "frugal" else (model or silent_model())
        results[mode] = await run_mode(mode, chosen, data, show)
    print_quality("frugal (offline)", results["frugal"])
    if model:
        print_quality(f"balanced ({model})", results["balanced"])
        print_quality(f"eager ({model})", results["eager"])
    print(f"{'mode':<10}  {'observations':>12}  {'LLM calls / 100 turns':>21}  {'seconds':>7}")
    print(f"{'-' * 10}  {'-' * 12}  {'-' * 21}  {'-' * 7}")
    for mode, r in results.items():
        print(f"{mode:<10}  {r['turns']:>12}  {r['calls_per_100']:>21.1f}  {r['seconds']:>7.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--show", type=int, default=0, help="print up to N misses and false hits")
    parser.add_argument("--model", help="a pydantic-ai model for balanced/eager quality")
    args = parser.parse_args()
    asyncio.run(amain(args.data, args.show, args.model))


if __name__ == "__main__":
    main()
