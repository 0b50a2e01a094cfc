"""`imprint migrate` and `imprint copy`, driven in-process through `main(argv)`."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from imprint.cli import main
from imprint.store.sqlite.migrations import MIGRATIONS
from imprint.store.tables import COPY_ORDER
from tests.test_cli import one_line, run


@pytest.fixture
def demo(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """A store the offline demo has filled."""
    url = f"sqlite:///{tmp_path / 'demo.db'}"
    assert main(["demo", "--store", url]) == 0
    capsys.readouterr()
    return url


def stats(capsys: pytest.CaptureFixture[str], url: str) -> dict[str, Any]:
    code, out, err = run(capsys, "stats", "--store", url, "--json")
    assert (code, err) == (0, "")
    found: dict[str, Any] = json.loads(out)
    found.pop("file_bytes")
    return found


def test_migrate_applies_then_reports_up_to_date(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = f"sqlite:///{tmp_path / 'new.db'}"
    code, out, err = run(capsys, "migrate", "--store", url)
    assert (code, err) == (0, "")
    names = [m.name for m in MIGRATIONS]
    assert out.splitlines()[: len(names)] == [f"applied {name}" for name in names]
    assert f"is migrated ({len(names)} migrations recorded, the last {names[-1]})" in out
    code, out, err = run(capsys, "migrate", "--store", url, "--json")
    assert (code, err) == (0, "")
    report = json.loads(out)
    assert report["applied"] == []
    assert report["recorded"] == names
    assert report["store"] == str(tmp_path / "new.db")


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_migrate_postgres(postgres_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "migrate", "--store", postgres_url)
    assert code == 0
    assert "applied m001_initial_schema" in out
    code, out, _ = run(capsys, "migrate", "--store", postgres_url)
    assert code == 0
    assert re.search(r"^postgresql://\S+ is already up to date", out, re.MULTILINE)


def test_copy_to_postgres_and_back_with_progress(
    demo: str, postgres_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "copy", "--from", demo, "--to", postgres_url, "--batch", "4")
    # stderr is not a terminal here: no progress at all (issue 19), as for every command.
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].split() == ["TABLE", "SOURCE", "TARGET"]
    summary = {line.split()[0]: line.split()[1:] for line in lines[1:-1]}
    assert list(summary) == list(COPY_ORDER)
    assert all(source == target for source, target in summary.values())
    assert int(summary["memories"][0]) > 0
    assert "counts verified" in lines[-1]
    assert stats(capsys, postgres_url) == stats(capsys, demo)

    back = f"sqlite:///{tmp_path / 'back.db'}"
    code, out, err = run(capsys, "copy", "--from", postgres_url, "--to", back, "--quiet", "--json")
    assert (code, err) == (0, "")
    report = json.loads(out)
    assert [t["table"] for t in report["tables"]] == list(COPY_ORDER)
    assert all(t["source"] == t["target"] for t in report["tables"])
    assert report["target"] == str(tmp_path / "back.db")
    terminal = _Terminal()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sys, "stderr", terminal)
        again = f"sqlite:///{tmp_path / 'again.db'}"
        assert run(capsys, "copy", "--from", demo, "--to", again)[0] == 0
    for table in COPY_ORDER:
        assert f"copy {table}" in terminal.getvalue()
    assert "rows/s" in terminal.getvalue()
    assert stats(capsys, back) == stats(capsys, demo)
    code, mine, _ = run(capsys, "events", "--store", back, "--user", "rami", "--json")
    code, theirs, _ = run(capsys, "events", "--store", demo, "--user", "rami", "--json")
    assert json.loads(mine) == json.loads(theirs) != []


def test_copy_into_a_store_with_data_is_one_line(
    demo: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = f"sqlite:///{tmp_path / 'other.db'}"
    assert main(["demo", "--store", other]) == 0
    capsys.readouterr()
    code, out, err = run(capsys, "copy", "--from", demo, "--to", other, "--quiet")
    assert (code, out) == (1, "")
    line = one_line(err)
    assert line.startswith("imprint: error: the copy target ")
    assert "already holds data (agents: 1, memories: " in line
    assert "give a fresh database or a new file" in line


def test_copy_errors_are_one_line_without_passwords(
    demo: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = "postgresql://bob:s3cret@127.0.0.1:1/imprint"
    code, out, err = run(capsys, "copy", "--from", demo, "--to", target)
    assert (code, out) == (1, "")
    line = one_line(err)
    assert "cannot connect to PostgreSQL at postgresql://bob@127.0.0.1:1/imprint" in line
    assert "s3cret" not in err
    missing = f"sqlite:///{tmp_path / 'missing.db'}"
    code, _, err = run(capsys, "copy", "--from", missing, "--to", target)
    assert code == 1
    assert "no store at" in one_line(err)
    code, _, err = run(capsys, "copy", "--from", demo)
    assert code == 2
    assert "--to" in one_line(err)


def test_copy_help_says_the_policy_cache_is_not_copied(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "copy", "--help")
    assert code == 0
    assert "policy cache is not copied" in " ".join(out.split())
    for option in ("--from", "--to", "--batch", "--quiet", "--json"):
        assert option in out
