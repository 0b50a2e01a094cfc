"""The `imprint` command line, driven in-process through `main(argv)` and once as a process."""

from __future__ import annotations

import asyncio
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from pydantic_ai.exceptions import ModelRateLimitError

from imprint import Imprint
from imprint.cli import CliError, main
from tests.llm_fakes import ScriptedModel

AGENT = "code-reviewer"


class _Terminal(io.StringIO):
    """A stderr that says it is a terminal, so progress bars draw."""

    def isatty(self) -> bool:
        return True


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    return lines[0]


@pytest.fixture
def url(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """A store the offline demo has filled."""
    store = f"sqlite:///{tmp_path / 'demo.db'}"
    assert main(["demo", "--store", store]) == 0
    capsys.readouterr()
    return store


def as_json(capsys: pytest.CaptureFixture[str], *argv: str) -> Any:
    code, out, err = run(capsys, *argv, "--json")
    assert (code, err) == (0, ""), err
    return json.loads(out)


# -- arguments and errors -------------------------------------------------------------------


def test_help_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--help")
    assert code == 0
    for command in ("demo", "memories", "policy", "events", "stats", "export", "import"):
        assert command in out
    code, out, _ = run(capsys, "memories", "list", "--help")
    assert code == 0
    assert "--user" in out
    assert "--json" in out


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["bogus"],
        ["memories"],
        ["memories", "list"],
        ["memories", "show", "--user", "rami", "seven"],
        ["memories", "list", "--user", "rami", "--status", "sleepy"],
        ["policy", "--user", "rami", "--max-tokens", "many"],
        ["events"],
        ["export"],
        ["import"],
        ["stats", "--nonsense"],
    ],
)
def test_bad_arguments_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    line = one_line(err)
    assert line.startswith("imprint")
    assert "error:" in line


@pytest.mark.parametrize(
    "argv",
    [
        ["memories", "list", "--user", "rami"],
        ["memories", "show", "--user", "rami", "1"],
        ["memories", "search", "--user", "rami", "paragraphs"],
        ["memories", "forget", "--user", "rami", "1"],
        ["memories", "pin", "--user", "rami", "1"],
        ["memories", "confirm", "--user", "rami", "1"],
        ["policy", "--user", "rami"],
        ["events", "--user", "rami"],
        ["stats"],
        ["export", "--user", "rami"],
        ["erase", "--user", "rami", "--yes"],
        ["reprocess"],
    ],
)
def test_a_missing_store_is_a_clear_error_and_is_not_created(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str]
) -> None:
    missing = tmp_path / "nowhere" / "missing.db"
    code, out, err = run(capsys, *argv, "--store", f"sqlite:///{missing}")
    assert code == 1
    assert out == ""
    assert one_line(err) == (
        f"imprint: error: no store at {str(missing)!r}; check the path (commands that read "
        f"never create a store; `imprint import` and `imprint demo` do)"
    )
    assert not missing.parent.exists()


def test_library_errors_are_one_line(capsys: pytest.CaptureFixture[str], url: str) -> None:
    code, _, err = run(capsys, "stats", "--store", "postgres://bob:s3cret@127.0.0.1:1/x")
    assert code == 1
    assert "cannot connect to PostgreSQL at postgresql://bob@127.0.0.1:1/x" in one_line(err)
    assert "s3cret" not in err
    code, _, err = run(capsys, "memories", "show", "--store", url, "--user", "rami", "999")
    assert code == 1
    assert one_line(err) == (
        "imprint: error: user 'rami' has no memory #999; see `imprint memories list`"
    )
    code, _, err = run(capsys, "memories", "confirm", "--store", url, "--user", "rami", "1")
    assert code == 1
    assert "not quarantined" in one_line(err)
    code, _, err = run(capsys, "memories", "forget", "--store", url, "--user", "rami")
    assert code == 1
    assert "give a memory id or --key" in one_line(err)
    code, _, err = run(capsys, "policy", "--store", url, "--user", "rami", "--max-tokens", "0")
    assert code == 2
    assert "--max-tokens: 0 is below 1" in one_line(err)


def test_unexpected_errors_are_one_line_unless_debug(
    capsys: pytest.CaptureFixture[str], url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(self: Imprint) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(Imprint, "stats", broken)
    code, _, err = run(capsys, "stats", "--store", url)
    assert code == 1
    assert one_line(err) == (
        "imprint: error: unexpected RuntimeError: disk on fire (rerun with --debug for details)"
    )
    with pytest.raises(RuntimeError, match="disk on fire"):
        main(["--debug", "stats", "--store", url])
    with pytest.raises(CliError, match="no store at"):
        main(["stats", "--debug", "--store", f"sqlite:///{url[10:]}.missing"])


# -- reading a store --------------------------------------------------------------------------


def test_memories_list_table_and_json(capsys: pytest.CaptureFixture[str], url: str) -> None:
    code, out, err = run(capsys, "memories", "list", "--store", url, "--user", "rami")
    assert (code, err) == (0, "")
    header, *rows = out.splitlines()
    assert header.split() == ["ID", "TYPE", "SCOPE", "STATUS", "SEEN", "PIN", "CONTENT"]
    assert len(rows) == 3
    assert any("Write in paragraphs." in row and "rule" in row for row in rows)

    code, out, _ = run(capsys, "memories", "list", "--store", url, "--user", "dana", "--json")
    listed = json.loads(out)
    assert {m["status"] for m in listed} == {"active"}
    code, out, _ = run(
        capsys, "memories", "list", "--store", url, "--user", "dana", "--status", "all", "--json"
    )
    assert {m["status"] for m in json.loads(out)} == {"active", "contradicted"}
    code, out, _ = run(
        capsys,
        *("memories", "list", "--store", url, "--user", "dana", "--json"),
        *("--scope", "project:beta", "--type", "rule"),
    )
    assert [m["content"] for m in json.loads(out)] == ["Always use type hints in Python code."]
    code, out, _ = run(capsys, "memories", "list", "--store", url, "--user", "nobody")
    assert (code, out) == (0, "no active memories for user 'nobody' of agent 'code-reviewer'\n")


def test_memories_show_includes_history(capsys: pytest.CaptureFixture[str], url: str) -> None:
    listed = as_json(
        capsys, "memories", "list", "--store", url, "--user", "dana", "--status", "all"
    )
    bullets = next(m for m in listed if m["status"] == "contradicted")
    code, out, _ = run(
        capsys, "memories", "show", "--store", url, "--user", "dana", str(bullets["memory_id"])
    )
    assert code == 0
    assert "status:         contradicted" in out
    assert "memory.created" in out
    assert "memory.contradicted" in out
    shown = as_json(
        capsys, "memories", "show", "--store", url, "--user", "dana", str(bullets["memory_id"])
    )
    assert shown["memory"]["superseded_by"] is not None
    assert [e["kind"] for e in shown["events"]] == ["memory.created", "memory.contradicted"]


def test_memories_search(capsys: pytest.CaptureFixture[str], url: str) -> None:
    code, out, _ = run(
        capsys, "memories", "search", "--store", url, "--user", "rami", "PostgreSQL", "-k", "1"
    )
    assert code == 0
    header, row = out.splitlines()
    assert "SCORE" in header
    assert "PostgreSQL" in row
    hits = as_json(
        capsys, "memories", "search", "--store", url, "--user", "rami", "paragraphs",
        "--embedder", "hashing",
    )  # fmt: skip
    assert hits[0]["memory"]["content"] == "Write in paragraphs."
    assert hits[0]["bm25_rank"] == 1
    assert hits[0]["dense_rank"] is not None
    code, out, _ = run(
        capsys,
        "memories",
        "search",
        "--store",
        url,
        "--user",
        "rami",
        "zebra",
        "--embedder",
        "none",
    )
    assert out == "no active memory of user 'rami' matches 'zebra'\n"


def test_forget_pin_and_confirm(capsys: pytest.CaptureFixture[str], url: str) -> None:
    listed = as_json(
        capsys, "memories", "list", "--store", url, "--user", "rami", "--status", "all"
    )
    rami = {m["content"]: m for m in listed}
    paragraphs = str(rami["Write in paragraphs."]["memory_id"])
    injection = next(m for m in rami.values() if m["status"] == "quarantined")

    code, out, _ = run(capsys, "memories", "pin", "--store", url, "--user", "rami", paragraphs)
    assert (code, out) == (0, f'pinned #{paragraphs} rule [global] "Write in paragraphs."\n')
    pinned = as_json(
        capsys, "memories", "pin", "--store", url, "--user", "rami", paragraphs, "--unpin"
    )
    assert pinned["pinned"] is False

    injection_id = str(injection["memory_id"])
    confirmed = as_json(
        capsys, "memories", "confirm", "--store", url, "--user", "rami", injection_id
    )
    assert confirmed["status"] == "active"
    code, out, _ = run(capsys, "memories", "forget", "--store", url, "--user", "rami", injection_id)
    assert code == 0
    assert out.startswith(f"forgot #{injection_id} rule")
    code, _, err = run(capsys, "memories", "forget", "--store", url, "--user", "rami", "--key", "k")
    assert code == 1
    assert "no active memory with key 'k'" in one_line(err)


def test_policy_explains_itself(capsys: pytest.CaptureFixture[str], url: str) -> None:
    code, out, _ = run(
        capsys,
        *("policy", "--store", url, "--user", "rami", "--scope", "project:beta"),
        *("--context", "Which database should the billing service use?"),
    )
    assert code == 0
    assert "Write in paragraphs." in out
    assert "PostgreSQL" not in out.split("\n\n")[0]
    assert "why #" in out
    assert "(scope): matched the context but is in scope 'project:alpha'" in out
    policy = as_json(capsys, "policy", "--store", url, "--user", "rami", "--scope", "project:alpha")
    assert "PostgreSQL" in policy["text"]
    assert "ignore" not in policy["text"].lower()
    assert {m["memory"]["type"] for m in policy["memories"]} == {"rule", "decision", "fact"}


def test_events_and_stats(capsys: pytest.CaptureFixture[str], url: str) -> None:
    code, out, _ = run(capsys, "events", "--store", url, "--user", "dana", "--limit", "3")
    assert code == 0
    header, *rows = out.splitlines()
    assert header.split()[:3] == ["SEQ", "TIME", "(UTC)"]
    assert len(rows) == 3
    events = as_json(capsys, "events", "--store", url, "--user", "dana")
    assert "memory.contradicted" in {e["kind"] for e in events}
    later = as_json(capsys, "events", "--store", url, "--user", "dana", "--after", "5")
    assert all(e["seq"] > 5 for e in later)

    code, out, _ = run(capsys, "stats", "--store", url)
    assert code == 0
    assert "memories quarantined   1" in out
    stats = as_json(capsys, "stats", "--store", url)
    assert stats["agent_id"] == AGENT
    assert stats["users"] == 2
    assert stats["memories_by_status"] == {"active": 7, "contradicted": 1, "quarantined": 1}


# -- data rights -------------------------------------------------------------------------------


def test_export_then_import_into_another_store(
    capsys: pytest.CaptureFixture[str], url: str, tmp_path: Path
) -> None:
    code, out, err = run(capsys, "export", "--store", url, "--user", "rami")
    assert (code, err) == (0, "")  # no progress and no summary when stderr is not a terminal
    header, *lines = out.splitlines()
    assert json.loads(header)["count"] == len(lines) == 4
    export = tmp_path / "rami.jsonl"
    export.write_text(out)

    other = f"sqlite:///{tmp_path / 'other.db'}"
    code, out, _ = run(capsys, "import", str(export), "--store", other, "--user", "sam")
    assert (code, out) == (0, f"imported 4 memories from {export} for user 'sam'\n")
    imported = as_json(capsys, "import", str(export), "--store", other)
    assert imported == [
        {"file": str(export), "format": "imprint", "user_id": "rami", "imported": 4, "skipped": 0}
    ]
    sam = as_json(capsys, "memories", "list", "--store", other, "--user", "sam", "--status", "all")
    assert sorted(m["status"] for m in sam) == ["active", "active", "active", "quarantined"]


def test_import_rejects_bad_files(
    capsys: pytest.CaptureFixture[str], url: str, tmp_path: Path
) -> None:
    code, _, err = run(capsys, "import", str(tmp_path / "none.jsonl"), "--store", url)
    assert code == 1
    assert "no export file at" in one_line(err)
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"format": "imprint-memories"\n')
    code, _, err = run(capsys, "import", str(bad), "--store", url)
    assert code == 1
    assert "import line 1 is not JSON" in one_line(err)


def test_progress_bars_draw_only_on_a_terminal(
    capsys: pytest.CaptureFixture[str],
    url: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    target = tmp_path / "dana.jsonl"
    assert main(["export", "--store", url, "--user", "dana", "--output", str(target)]) == 0
    assert "export" in terminal.getvalue()
    assert "5/5" in terminal.getvalue()
    assert "memories/s" in terminal.getvalue()
    assert capsys.readouterr().out == f"exported 5 memories of user 'dana' to {target}\n"
    assert main(["import", str(target), "--store", url, "--user", "eve"]) == 0
    assert "import dana.jsonl" in terminal.getvalue()
    assert "records/s" in terminal.getvalue()
    assert len(target.read_text().splitlines()) == 6
    assert capsys.readouterr().out.startswith("imported 5 memories")


def test_erase_asks_first(
    capsys: pytest.CaptureFixture[str], url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("n\n"))
    code, out, err = run(capsys, "erase", "--store", url, "--user", "rami")
    assert code == 1
    assert err.startswith("Erase every memory, signal and event of user 'rami'")
    assert err.endswith("imprint: error: nothing erased; answer y, or pass --yes\n")
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert run(capsys, "erase", "--store", url, "--user", "rami")[0] == 1
    assert as_json(capsys, "memories", "list", "--store", url, "--user", "rami")

    monkeypatch.setattr(sys, "stdin", io.StringIO("y\n"))
    code, out, _ = run(capsys, "erase", "--store", url, "--user", "rami")
    assert code == 0
    assert out.startswith("erased user 'rami': ")
    assert (
        as_json(capsys, "memories", "list", "--store", url, "--user", "rami", "--status", "all")
        == []
    )
    erased = as_json(capsys, "erase", "--store", url, "--user", "dana", "--yes")
    assert erased["user_id"] == "dana"
    assert erased["rows_removed"] > 0


async def test_reprocess_lists_then_retries_pending_turns(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = f"sqlite:///{tmp_path / 'pending.db'}"
    limited = ScriptedModel(lambda name, text: ModelRateLimitError("scripted", "slow down"))
    async with Imprint(AGENT, store=url, model=limited.model, processing_mode="balanced") as im:
        for reply in ("Hmm, prose next time maybe.", "Could be shorter, I guess."):
            assert (await im.observe(user_id="u", agent_output="x", user_response=reply)).pending

    code, out, _ = await _in_thread(capsys, "reprocess", "--store", url)
    assert code == 0
    assert out.splitlines()[-1] == "2 pending; pass --model to retry them with an LLM"
    assert "Hmm, prose next time maybe." in out

    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    code, _, err = await _in_thread(
        capsys, "reprocess", "--store", url, "--model", "anthropic:claude-haiku-4-5"
    )
    assert code == 1
    assert one_line(err).startswith(
        "imprint: error: model 'anthropic:claude-haiku-4-5' needs an API key: set ANTHROPIC_API_KEY"
    )

    code, out, _ = await _in_thread(capsys, "reprocess", "--store", url, "--model", "test")
    assert code == 0
    assert out.startswith("reprocessed 2 pending turns")
    async with Imprint(AGENT, store=url) as im:
        assert await im.pending() == []


async def _in_thread(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    # `main` runs its own event loop, which cannot nest inside this test's loop.
    code = await asyncio.to_thread(main, list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# -- the real entry point ----------------------------------------------------------------------


def test_the_console_script_runs_and_never_prints_a_traceback(tmp_path: Path) -> None:
    script = Path(sys.executable).with_name("imprint")
    command = [str(script)] if script.exists() else [sys.executable, "-m", "imprint.cli"]
    env = {**os.environ, "PYTHONWARNINGS": "error"}
    url = f"sqlite:///{tmp_path / 'demo.db'}"

    missing = subprocess.run(
        [*command, "stats", "--store", f"sqlite:///{tmp_path / 'missing.db'}"],
        capture_output=True, text=True, env=env, check=False,
    )  # fmt: skip
    assert missing.returncode == 1
    assert missing.stdout == ""
    assert one_line(missing.stderr).startswith("imprint: error: no store at")

    demo = subprocess.run(
        [*command, "demo", "--store", url], capture_output=True, text=True, env=env, check=False
    )
    assert demo.returncode == 0, demo.stderr
    assert demo.stderr == ""
    assert "Imprint demo" in demo.stdout
    assert f"look around: imprint memories list --store {url} --user rami" in demo.stdout


# -- read-only reads and escaped output ------------------------------------------------------

READ_COMMANDS = [
    ["memories", "list", "--user", "u"],
    ["memories", "show", "--user", "u", "1"],
    ["memories", "search", "--user", "u", "tea"],
    ["events", "--user", "u"],
    ["stats"],
    ["export", "--user", "u"],
]


def _files(path: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(path.parent.glob(path.name + "*"))}


def _app_db(path: Path) -> None:
    import sqlite3

    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY, item TEXT)")
    conn.execute("INSERT INTO orders (item) VALUES ('tea')")
    conn.commit()
    conn.close()


@pytest.mark.parametrize("argv", [*READ_COMMANDS, ["memories", "forget", "--user", "u", "1"]])
def test_a_foreign_sqlite_file_is_refused_and_left_alone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str]
) -> None:
    app = tmp_path / "app.db"
    _app_db(app)
    before = _files(app)
    code, _, err = run(capsys, *argv, "--store", f"sqlite:///{app}")
    assert code == 1
    assert "not an Imprint store" in one_line(err)
    assert _files(app) == before


@pytest.mark.parametrize("argv", READ_COMMANDS)
def test_read_commands_leave_the_store_unchanged(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str]
) -> None:
    db = tmp_path / "m.db"
    store = f"sqlite:///{db}"

    async def fill() -> None:
        async with Imprint(AGENT, store=store, model=None) as imprint:
            await imprint.remember(user_id="u", text="Likes green tea.")

    asyncio.run(fill())
    before = db.read_bytes()
    assert list(tmp_path.glob("m.db-*")) == []
    code, _, err = run(capsys, *argv, "--store", store)
    assert (code, err) == (0, "")
    assert db.read_bytes() == before
    # SQLite opens a WAL file's -wal and -shm even to read; nothing is written to the WAL.
    wal = tmp_path / "m.db-wal"
    assert not wal.exists() or wal.read_bytes() == b""


def test_memory_text_is_printed_with_control_characters_escaped(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    store = f"sqlite:///{tmp_path / 'm.db'}"
    hostile = "Likes tea \x1b]0;owned\x07\x1b[2J done"

    async def fill() -> None:
        async with Imprint(AGENT, store=store, model=None) as imprint:
            await imprint.remember(user_id="u", text=hostile, key="k\u202e")

    asyncio.run(fill())
    for argv in READ_COMMANDS[:3]:
        code, out, err = run(capsys, *argv, "--store", store)
        assert code == 0, err
        assert "\x1b" not in out and "\x07" not in out
        assert "\\x1b]0;owned\\x07\\x1b[2J" in out
    code, out, _ = run(capsys, "memories", "list", "--user", "u", "--store", store, "--json")
    assert json.loads(out)[0]["content"] == hostile
