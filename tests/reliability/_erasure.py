"""Helpers for the erasure tests: users of many memories, and what of them a file still holds."""

from __future__ import annotations

import json
import random
import re
import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np

from imprint import Imprint
from imprint.store.terms import owner_prefix
from tests.reliability._support import file_parts

_LETTERS = "bcdfgklmnprt" + "aeiou"


def words(n: int, seed: int) -> list[str]:
    """`n` distinct random 12-letter words, each ending in 'q'.

    No porter suffix ends in 'q', so the index keeps each word whole, and 'q' occurs in
    no other letter of them: `left_in_files` finds a word by the bytes before a 'q'.
    """
    rng = random.Random(seed)
    found: dict[str, None] = {}
    while len(found) < n:
        found["".join(rng.choice(_LETTERS) for _ in range(11)) + "q"] = None
    return list(found)


def export_lines(agent_id: str, texts: Sequence[str]) -> list[str]:
    """An export file of one user holding `texts` as active facts (built, not written)."""
    record = {
        "memory_id": 1,
        "key": None,
        "type": "fact",
        "content": "",
        "scope": "global",
        "status": "active",
        "source": "user_edit",
        "confidence": 1.0,
        "reinforcement": 0,
        "stability": 1.0,
        "pinned": False,
        "produced_by": "remember",
        "superseded_by": None,
        "session_id": None,
        "created_at": "2026-01-01T00:00:00+00:00",
        "updated_at": "2026-01-01T00:00:00+00:00",
        "last_seen_at": "2026-01-01T00:00:00+00:00",
    }
    header = {
        "format": "imprint-memories",
        "version": 1,
        "agent_id": agent_id,
        "user_id": "someone",
        "count": len(texts),
        "exported_at": "2026-01-01T00:00:00+00:00",
    }
    lines = [json.dumps(header)]
    lines += [
        json.dumps({**record, "memory_id": n + 1, "content": text}) for n, text in enumerate(texts)
    ]
    return lines


async def fill(imprint: Imprint, user_id: str, texts: Sequence[str], path: str) -> None:
    """Give the user one memory per text through `path`: observe, remember or import."""
    if path == "import":
        await imprint.import_memories(export_lines(imprint.agent_id, texts), user_id=user_id)
        return
    for text in texts:
        if path == "observe":
            await imprint.observe(
                user_id=user_id,
                agent_output="Here is the draft.",
                user_response=f"From now on, always mention {text} in replies.",
            )
        else:
            await imprint.remember(user_id=user_id, text=text)


def left_in_files(db_path: Path, needles: Iterable[str]) -> list[str]:
    """The needles (each ending in 'q', no other 'q') found in the db, WAL or shm bytes.

    One pass per file: the bytes before every 'q' are collected, so 30,000 needles cost no
    more than one.
    """
    wanted = {n.encode() for n in needles}
    sizes = {len(n) for n in wanted}
    seen: set[bytes] = set()
    for part in file_parts(db_path):
        blob = part.read_bytes()
        for match in re.finditer(b"q", blob):
            end = match.end()
            seen.update(blob[max(0, end - size) : end] for size in sizes)
    return sorted(n.decode() for n in wanted & seen)


def vector_traces(db_path: Path, vectors: Sequence[Sequence[float]]) -> int:
    """How many of these vectors' float32 bytes are in the db, WAL or shm files."""
    blobs = [part.read_bytes() for part in file_parts(db_path)]
    needles = [np.asarray(v, dtype="<f4").tobytes() for v in vectors]
    return sum(any(needle in blob for blob in blobs) for needle in needles)


def segments(conn: sqlite3.Connection) -> int:
    """Segments of the full-text index (each leaf page has a row in `%_idx`)."""
    return int(conn.execute("SELECT count(DISTINCT segid) FROM memories_fts_idx").fetchone()[0])


def index_traces(conn: sqlite3.Connection, agent_id: str, user_id: str) -> dict[str, int]:
    """The owner's terms the index still knows, and its separator keys still on leaf pages."""
    prefix = owner_prefix(agent_id, user_id)
    low = b"0" + prefix.encode()
    keys = conn.execute(
        "SELECT count(*) FROM memories_fts_idx WHERE term >= ? AND term < ?", (low, low + b"\xff")
    ).fetchone()[0]
    conn.execute(
        "CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocab USING fts5vocab(main, memories_fts, row)"
    )
    terms = conn.execute(
        "SELECT count(*) FROM temp.vocab WHERE term >= ? AND term < ?",
        (prefix, prefix + "\U0010ffff"),
    ).fetchone()[0]
    return {"separator keys": int(keys), "terms": int(terms)}
