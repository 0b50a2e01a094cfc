from __future__ import annotations

import re
import sqlite3
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from imprint.store.sqlite import queries as q
from imprint.store.sqlite import writes
from imprint.store.sqlite.connection import DRIVER
from imprint.store.sqlite.fts import match_expression
from imprint.store.sqlite.migrations import migrate
from imprint.store.terms import (
    MAX_TERMS,
    STOPWORDS,
    _split_tokens,
    _tokens,
    index_terms,
    owner_prefix,
    query_terms,
)
from imprint.types import MemoryDraft, MemoryType
from tests.store._writes import RULES, observe

NOW = datetime(2026, 1, 1, tzinfo=UTC)

HOSTILE = st.one_of(
    st.text(),
    st.sampled_from(
        [
            '"',
            "*",
            "NEAR",
            "NEAR(a b)",
            "rock AND",
            "OR OR",
            "NOT",
            "(((",
            "a:b",
            "content:secret",
            "owner:x",
            "\x00",
            "\U0001f600 emoji",
            "\u4f60\u597d\u4e16\u754c",
            "^start",
            "a + b - c",
            "'; DROP TABLE memories; --",
        ]
    ),
    st.lists(st.sampled_from(['"', "*", "AND", "OR", "NOT", "NEAR", "(", ")", ":", "^", "x"])).map(
        " ".join
    ),
)


@pytest.fixture(scope="module")
def conn(tmp_path_factory: pytest.TempPathFactory) -> Iterator[sqlite3.Connection]:
    path: Path = tmp_path_factory.mktemp("fts") / "imprint.db"
    c: sqlite3.Connection = DRIVER.connect(str(path), isolation_level=None)
    c.row_factory = DRIVER.Row
    migrate(c)
    for user, content in [("me", "I like rock music"), ("me", "Use tabs")]:
        _add(c, user, content)
    yield c
    c.close()


def _add(c: sqlite3.Connection, user_id: str, content: str) -> int:
    c.execute("BEGIN IMMEDIATE")
    draft = MemoryDraft(type=MemoryType.FACT, content=content)
    result = writes.write(c, observe(content, user=user_id, draft=draft, signal=False), RULES)
    c.execute("COMMIT")
    assert result.created is not None or result.merged_into is not None
    return result.created.memory_id if result.created else int(result.merged_into or 0)


@settings(max_examples=300, deadline=None)
@given(text=HOSTILE)
def test_any_query_is_safe_and_stays_with_its_user(conn: sqlite3.Connection, text: str) -> None:
    # The other user holds exactly the hostile text, so any leak would be found.
    if text.strip():
        _add(conn, "other", text)
    mine = {r[0] for r in conn.execute("SELECT id FROM memories WHERE user_id = 'me'")}
    hits = q.search_text(conn, "agent", "me", text, 50, None, None)
    assert {memory_id for memory_id, _ in hits} <= mine
    theirs = q.search_text(conn, "agent", "other", text, 50, None, None)
    assert all(memory_id not in mine for memory_id, _ in theirs)


@given(text=st.text())
def test_expression_quotes_every_term(text: str) -> None:
    prefix = owner_prefix("agent", "me")
    expression = match_expression(text, prefix)
    if expression is None:
        assert query_terms(text) == []
        return
    parts = expression.split(" OR ")
    for part in parts:
        assert part.startswith(f'"{prefix}') and part.endswith('"')
        assert '"' not in part[1:-1]
    assert len(parts) <= MAX_TERMS


@given(agent=st.text(), user=st.text())
def test_owner_prefix_is_letters_only(agent: str, user: str) -> None:
    prefix = owner_prefix(agent, user)
    assert prefix.isascii() and prefix.isalpha() and len(prefix) == 9
    assert index_terms("Use TABS, not spaces", prefix) == f"{prefix}use {prefix}tabs {prefix}spaces"


def test_terms_drop_stopwords_and_operators_and_dedupe() -> None:
    assert query_terms("The rock AND the ROCK or NEAR jazz*") == ["rock", "jazz"]
    assert match_expression("and or not", "qabc") is None
    assert len(query_terms(" ".join(f"w{i}" for i in range(100)))) == MAX_TERMS


def test_search_finds_stemmed_and_accented_words(conn: sqlite3.Connection) -> None:
    memory_id = _add(conn, "stem", "She prefers caf\u00e9 meetings")
    hits = q.search_text(conn, "agent", "stem", "cafe meeting preferred", 5, None, None)
    assert hits and hits[0][0] == memory_id


def _fts5_separators() -> set[int]:
    """Code points Python's word pattern keeps that the unicode61 tokenizer splits on."""
    conn: sqlite3.Connection = DRIVER.connect(":memory:")
    conn.execute(
        "CREATE VIRTUAL TABLE probe USING fts5("
        "x, tokenize = 'porter unicode61 remove_diacritics 2')"
    )
    word = re.compile(r"[^\W_]+")
    candidates = [
        cp
        for cp in range(sys.maxunicode + 1)
        if not 0xD800 <= cp < 0xE000 and word.fullmatch("q" + chr(cp) + "q")
    ]
    # Lowered as index_terms lowers; a split leaves the term "qq" on its own.
    conn.executemany(
        "INSERT INTO probe (rowid, x) VALUES (?, ?)",
        [(cp, ("qq" + chr(cp) + "qq").lower()) for cp in candidates],
    )
    split = {r[0] for r in conn.execute("SELECT rowid FROM probe WHERE probe MATCH '\"qq\"'")}
    conn.close()
    return split


@pytest.fixture(scope="module")
def fts5_separators() -> set[int]:
    return _fts5_separators()


def test_python_splits_words_wherever_fts5_does(fts5_separators: set[int]) -> None:
    # Every code point: the 21 known ones (U+19B0-19C0, U+19C8-19C9, U+1CF2-1CF3) and any
    # a newer Python or SQLite adds.
    assert fts5_separators, "the probe found nothing: is unicode61 in use?"
    kept = [hex(cp) for cp in sorted(fts5_separators) if query_terms("q" + chr(cp) + "q") != ["q"]]
    assert kept == []


@given(
    st.lists(
        st.one_of(
            st.sampled_from(["a", "z", "q", "\u00e9", "\u4e00", "1", " ", "_"]),
            st.sampled_from([chr(cp) for cp in (0x19B0, 0x19B5, 0x19C0, 0x19C8, 0x1CF2, 0x1CF3)]),
            st.characters(codec="utf-8"),
        ),
        max_size=30,
    ).map("".join)
)
@settings(max_examples=300, deadline=None)
def test_every_indexed_term_keeps_its_owner_prefix(conn: sqlite3.Connection, text: str) -> None:
    prefix = owner_prefix("agent", "alice")
    conn.execute(
        "CREATE VIRTUAL TABLE IF NOT EXISTS planted USING fts5("
        "x, tokenize = 'porter unicode61 remove_diacritics 2')"
    )
    conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS planted_terms USING fts5vocab(planted, 'row')")
    conn.execute("DELETE FROM planted")
    conn.execute("INSERT INTO planted (x) VALUES (?)", (index_terms(text, prefix),))
    terms = [r[0] for r in conn.execute("SELECT term FROM planted_terms")]
    assert all(term.startswith(prefix) for term in terms), terms


@given(
    st.lists(
        st.one_of(
            st.sampled_from(["A", "z", "\u0130", "\u00c9", "\u4e00", "\uac00", "\u3042", " ", "_"]),
            st.characters(codec="utf-8"),
        ),
        max_size=30,
    ).map("".join)
)
@settings(max_examples=500, deadline=None)
def test_fast_tokens_equal_the_word_by_word_split(text: str) -> None:
    assert _tokens(text) == _split_tokens(text)


def test_a_planted_term_does_not_reach_another_owners_prefix(conn: sqlite3.Connection) -> None:
    victim = owner_prefix("agent", "victim")
    planted = index_terms(f"x\u19b0{victim}secret", owner_prefix("agent", "mallory"))
    assert victim + "secret" not in planted.split()
    assert planted.count(" ") == 0 or all(t.startswith("z") for t in planted.split())


@given(HOSTILE, st.integers(min_value=1, max_value=40))
@settings(max_examples=300, deadline=None)
def test_query_terms_are_the_first_distinct_words_not_stopwords(text: str, most: int) -> None:
    expected: list[str] = []
    for word in _tokens(text):
        if word not in STOPWORDS and word not in expected:
            expected.append(word)
    assert query_terms(text, max_terms=most) == expected[:most]
