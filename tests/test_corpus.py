"""The corpus the learned gates are trained on (`bench/corpus/`) is well formed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

CORPUS = Path(__file__).resolve().parent.parent / "bench" / "corpus"
KINDS = frozenset({"fact", "change", "preference", "decision", "forget"})
FILES = sorted([*CORPUS.glob("facts_*.jsonl"), *(CORPUS / "foreign").glob("*.jsonl")])


def test_the_corpus_is_there() -> None:
    assert len(FILES) >= 30, FILES


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.name)
def test_every_line_keeps_exact_spans_of_known_kinds(path: Path) -> None:
    raw = path.read_bytes()
    assert raw.isascii(), f"{path.name} is not ASCII: write it with json.dumps(ensure_ascii=True)"
    for number, line in enumerate(raw.decode().splitlines(), start=1):
        if not line.strip():
            continue
        row = json.loads(line)
        where = f"{path.name}:{number}"
        assert set(row) == {"id", "agent", "user", "keep", "kind"}, where
        assert len(row["keep"]) == len(row["kind"]), where
        assert set(row["kind"]) <= KINDS, where
        for span in row["keep"]:
            assert span and span in row["user"], f"{where}: {span!r} is not in the message"


def test_ids_are_unique_across_the_corpus() -> None:
    seen: dict[str, str] = {}
    for path in FILES:
        for line in path.read_text().splitlines():
            if line.strip():
                key = json.loads(line)["id"]
                assert key not in seen, f"{key} in {path.name} and {seen[key]}"
                seen[key] = path.name
