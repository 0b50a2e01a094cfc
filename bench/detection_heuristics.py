"""Quality of the offline detection heuristics on PrefEval and LoCoMo.

The data sets are CC BY-NC 4.0 and are never copied into the repo; this script reads them
from `--data` (default: `../shared/data` relative to the repo root) and prints a table.

(a) PrefEval explicit preferences: each `preference` is one user reply; it should give a
    signal and a memory (target >= 95%).
(b) PrefEval persona-driven conversations: every user turn is observed with the previous
    assistant turn as `agent_output`. The turn that carries the preference is the user turn
    with the highest share of the preference's content words (lowercase words of 3+ letters,
    stopwords removed, compared on their first 5 letters so that "allergy" meets "allergic";
    ties go to the earlier turn). Target: that turn gives a memory in >= 80% of
    conversations; the other user turns give <= 0.5 memories per conversation. "on topic"
    also asks that the memory shares a content word with the preference.
(c) LoCoMo: every turn of the dev conversations is observed as a user reply, with the
    previous turn as `agent_output`. LoCoMo is chit-chat, so RULE and DECISION memories per
    100 turns should be low.

Usage: uv run --no-sync python bench/detection_heuristics.py [--data PATH] [--show N]
"""

from __future__ import annotations

import argparse
import json
import re
import time
from collections import Counter
from pathlib import Path
from typing import Any

from imprint.pipeline.heuristics import derive_offline, detect_signal
from imprint.types import MemoryType

ROOT = Path(__file__).resolve().parent.parent
STOP = frozenset(
    "the and for with that this have has are was were not any all you your but from about"
    " into than then them they their can could would should will just very really also like"
    " prefer strongly dislike avoid love enjoy hate don't i'm i've due because only over"
    " much more most other such some those these what when which who how why".split()
)


def memory(reply: str, context: str = "") -> tuple[MemoryType, str] | None:
    signal = detect_signal(reply, context)
    return None if signal is None else derive_offline(signal, reply)


def words(text: str) -> set[str]:
    return {w[:5] for w in re.findall(r"[a-z][a-z']{2,}", text.lower()) if w not in STOP}


def load(folder: Path) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for path in sorted(folder.glob("*.json")):
        items.extend(json.loads(path.read_text(encoding="utf-8")))
    return items


def explicit(data: Path, show: int) -> tuple[int, int, Counter[str]]:
    items = load(data / "prefeval" / "explicit_preference")
    hits, kinds, misses = 0, Counter[str](), []
    for item in items:
        preference = str(item["preference"])
        derived = memory(preference)
        if derived is None:
            misses.append(preference)
        else:
            hits += 1
            kinds[derived[0].value] += 1
    for text in misses[:show]:
        print(f"  miss: {text}")
    return hits, len(items), kinds


def persona(data: Path, show: int) -> dict[str, float]:
    items = load(data / "prefeval" / "implicit_preference" / "persona-driven")
    found = on_topic = 0
    others: Counter[str] = Counter()
    misses: list[str] = []
    noise: list[str] = []
    for item in items:
        preference = words(str(item["preference"]))
        turns = [item["conversation"][k] for k in sorted(item["conversation"], key=int)]
        users = [str(t["user"]) for t in turns]
        contexts = ["", *(str(t["assistant"]) for t in turns[:-1])]
        shares = [len(words(u) & preference) / max(1, len(preference)) for u in users]
        target = shares.index(max(shares))
        for index, (reply, context) in enumerate(zip(users, contexts, strict=True)):
            derived = memory(reply, context)
            if index == target:
                if derived is None:
                    misses.append(reply)
                    continue
                found += 1
                on_topic += bool(words(derived[1]) & preference)
            elif derived is not None:
                others[derived[0].value] += 1
                noise.append(f"{derived[0].value}: {derived[1]}")
    for text in misses[:show]:
        print(f"  miss: {text}")
    for text in noise[:show]:
        print(f"  other: {text}")
    n = len(items)
    return {
        "n": n,
        "found": found / n,
        "on_topic": on_topic / n,
        "others": sum(others.values()) / n,
        "others_rule_decision": (others["rule"] + others["decision"]) / n,
        "others_fact": others["fact"] / n,
    }


def locomo(data: Path, show: int) -> dict[str, float]:
    samples = json.loads((data / "locomo" / "locomo_dev.json").read_text(encoding="utf-8"))
    turns = 0
    kinds: Counter[str] = Counter()
    signals = 0
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
                signal = detect_signal(text, previous)
                previous = text
                if signal is None:
                    continue
                signals += 1
                derived = derive_offline(signal, text)
                if derived is not None:
                    kinds[derived[0].value] += 1
                    if derived[0] in (MemoryType.RULE, MemoryType.DECISION):
                        noise.append(f"{derived[0].value} [{signal.detector}]: {text}")
    for text in noise[:show]:
        print(f"  rule/decision: {text}")
    per100 = 100 / turns
    return {
        "turns": turns,
        "signals": signals * per100,
        "rule": kinds["rule"] * per100,
        "decision": kinds["decision"] * per100,
        "fact": kinds["fact"] * per100,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--show", type=int, default=0, help="print up to N misses and false hits")
    args = parser.parse_args()
    started = time.perf_counter()
    hits, total, kinds = explicit(args.data, args.show)
    conv = persona(args.data, args.show)
    chat = locomo(args.data, args.show)
    elapsed = time.perf_counter() - started
    rows = [
        ("(a) explicit preferences -> memory", f"{hits}/{total} = {hits / total:.1%}", ">= 95%"),
        ("    of which RULE / FACT", f"{kinds['rule']} / {kinds['fact']}", ""),
        (
            "(b) persona: preference turn -> memory",
            f"{conv['found']:.1%} of {conv['n']:.0f}",
            ">= 80%",
        ),
        ("    ... and on topic", f"{conv['on_topic']:.1%}", ""),
        ("    other turns: memories / conversation", f"{conv['others']:.2f}", "<= 0.5"),
        (
            "    ... RULE+DECISION / FACT",
            f"{conv['others_rule_decision']:.2f} / {conv['others_fact']:.2f}",
            "",
        ),
        (
            "(c) LoCoMo: RULE per 100 turns",
            f"{chat['rule']:.1f} ({chat['turns']:.0f} turns)",
            "lower",
        ),
        ("    DECISION per 100 turns", f"{chat['decision']:.1f}", "lower"),
        ("    FACT per 100 turns", f"{chat['fact']:.1f}", "report"),
        ("    signals per 100 turns", f"{chat['signals']:.1f}", "report"),
    ]
    width = max(len(r[0]) for r in rows)
    value_width = max(len(r[1]) for r in rows)
    print(f"{'metric':<{width}}  {'value':<{value_width}}  target")
    print(f"{'-' * width}  {'-' * value_width}  ------")
    for name, value, target in rows:
        print(f"{name:<{width}}  {value:<{value_width}}  {target}")
    print(f"({elapsed:.1f} s)")


if __name__ == "__main__":
    main()
