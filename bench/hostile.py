"""Speed of the offline heuristics on hostile replies (long, repetitive, unclosed).

Catastrophic regex backtracking shows up here as seconds instead of milliseconds. The
tests run the same inputs for correctness only; timings belong in a table, not a test.

Usage: python bench/hostile.py [--repeats 5]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import Timer, ms, table
from imprint.pipeline.heuristics import (
    derive_offline,
    detect_signal,
    is_near_duplicate,
    looks_like_injection,
    polarity,
)

REPLIES = {
    "'I ' x 20,000": "I " * 20_000,
    "'no, ' x 10,000": "no, " * 10_000,
    "'a,' x 20,000": "a," * 20_000,
    "'very ' x 5,000": "I'm a " + "very " * 5_000 + "tired person",
    "'x' x 100,000": "x" * 100_000,
    "'and I avoid ' x 3,000": "I prefer " + "and I avoid " * 3_000,
    "'<' x 50,000": "<" * 50_000,
    "'send ' x 5,000 + url": "send " * 5_000 + "http://",
}


def run(reply: str) -> None:
    signal = detect_signal(reply, reply)
    if signal is not None:
        derive_offline(signal, reply)
    looks_like_injection(reply)
    polarity(reply)
    is_near_duplicate(reply, reply)


def main(repeats: int) -> None:
    rows = []
    for name, reply in REPLIES.items():
        timer = Timer()
        for _ in range(repeats):
            with timer:
                run(reply)
        rows.append([name, len(reply), ms(timer.p(50)), ms(max(timer.samples))])
    print(table(["reply", "chars", "p50 ms", "max ms"], rows))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=5)
    main(parser.parse_args().repeats)
