"""Reading agent-scratchpad's JSON file: any file either reads or is refused cleanly."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from imprint import InvalidInputError
from imprint.scratchpad_file import backup_path, is_sqlite_file, read_notes

_notes = st.lists(
    st.fixed_dictionaries(
        {
            "key": st.text(min_size=1, max_size=8),
            "text": st.text(max_size=30),
            "vector": st.none() | st.lists(st.floats(allow_nan=False, allow_infinity=False)),
            "ts": st.floats(min_value=0, max_value=4e9),
        }
    ),
    max_size=12,
)

_json = st.recursive(
    st.none() | st.booleans() | st.floats() | st.integers() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=12,
)


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(notes=_notes)
def test_what_agent_scratchpad_writes_reads_back(
    tmp_path: Path, notes: list[dict[str, object]]
) -> None:
    path = tmp_path / "memory.json"
    path.write_text(json.dumps(notes), encoding="utf-8")
    read = read_notes(path)
    last = {str(n["key"]): n for n in notes}  # a repeated key keeps its last entry
    newest_last = list(dict.fromkeys(str(n["key"]) for n in reversed(notes)))[::-1]
    assert [n.key for n in read] == newest_last
    for note in read:
        written = last[note.key]
        assert note.text == written["text"]
        assert note.vector == (tuple(written["vector"]) if written["vector"] else None)  # type: ignore[arg-type]
        ts = float(written["ts"])  # type: ignore[arg-type]
        assert note.stored_at == (datetime.fromtimestamp(ts, tz=UTC) if ts > 0 else None)


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=_json)
def test_any_other_json_is_refused_or_read(tmp_path: Path, value: object) -> None:
    path = tmp_path / "memory.json"
    path.write_text(json.dumps(value), encoding="utf-8")
    try:
        read_notes(path)
    except InvalidInputError as exc:
        refused = str(exc)
    else:
        refused = "memory.json"  # read: only a list of notes can be
        assert isinstance(value, list)
    assert "memory.json" in refused


def test_bytes_that_are_not_utf8_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "memory.json"
    path.write_bytes(b"\xff\xfe[]")
    with pytest.raises(InvalidInputError, match="not a UTF-8 JSON file"):
        read_notes(path)


def test_a_huge_time_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "memory.json"
    path.write_text('[{"key": "a", "text": "x", "ts": 1e300}]', encoding="utf-8")
    with pytest.raises(InvalidInputError, match="not epoch seconds"):
        read_notes(path)


def test_sqlite_files_are_told_apart(tmp_path: Path) -> None:
    assert not is_sqlite_file(tmp_path / "missing.json")
    assert not is_sqlite_file(tmp_path)
    (tmp_path / "a.json").write_text("[]", encoding="utf-8")
    assert not is_sqlite_file(tmp_path / "a.json")
    (tmp_path / "b.json").write_bytes(b"SQLite format 3\x00" + bytes(100))
    assert is_sqlite_file(tmp_path / "b.json")


def test_backups_never_overwrite(tmp_path: Path) -> None:
    source = tmp_path / "memory.json"
    assert backup_path(source) == tmp_path / "memory.json.bak"
    (tmp_path / "memory.json.bak").touch()
    (tmp_path / "memory.json.bak.2").touch()
    assert backup_path(source) == tmp_path / "memory.json.bak.3"
