"""Every command-line message issue 19 found misleading, driven and checked word for word."""

from __future__ import annotations

import asyncio
import io
import json
import sys
from pathlib import Path

import pytest
from rich.cells import cell_len

from imprint import Imprint
from imprint.cli import main
from tests.test_cli import as_json, one_line, run

ROOT = Path(__file__).resolve().parent.parent


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def _readme_store(path: Path) -> str:
    """A store as the README's quick example leaves it: agent `reviewer`, user `rami`."""

    async def fill() -> None:
        async with Imprint("reviewer", store=str(path), model=None) as imprint:
            await imprint.observe(
                user_id="rami",
                agent_output="I suggest using bullet points here.",
                user_response="No, write in paragraphs.",
            )
            await imprint.observe_directions(user_id="rami", directions=["Never use emoji."])

    asyncio.run(fill())
    return str(path)


def test_the_only_agent_is_the_default(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # A plain path works as --store (it was refused), and the README's agent is found.
    store = _readme_store(tmp_path / "reviewer.db")
    listed = as_json(capsys, "memories", "list", "--store", store, "--user", "rami")
    assert sorted(m["content"] for m in listed) == ["Never use emoji.", "Write in paragraphs."]
    assert as_json(capsys, "stats", "--store", store)["users"] == 1
    assert as_json(capsys, "stats", "--store", store)["agent_id"] == "reviewer"


def test_several_agents_are_listed_and_must_be_chosen(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    store = _readme_store(tmp_path / "two.db")

    async def other() -> None:
        async with Imprint("support", store=store, model=None) as imprint:
            await imprint.remember(user_id="kim", text="Prefers email.")

    asyncio.run(other())
    code, out, err = run(capsys, "stats", "--store", store)
    assert (code, out) == (1, "")
    assert one_line(err) == (
        "imprint: error: this store holds several agents, so pass --agent: its agents: "
        "reviewer (2 active memories), support (1 active memories)"
    )
    code, out, err = run(capsys, "agents", "--store", store)
    assert (code, err) == (0, "")
    assert [line.split() for line in out.splitlines()] == [
        ["AGENT", "USERS", "ACTIVE", "EMBEDDER"],
        ["reviewer", "1", "2", "-"],
        ["support", "1", "1", "-"],
    ]
    code, _, err = run(capsys, "stats", "--store", store, "--agent", "nobody")
    assert code == 1
    assert one_line(err).startswith("imprint: error: agent 'nobody' has nothing in this store")
    assert as_json(capsys, "stats", "--store", store, "--agent", "support")["users"] == 1


def test_policy_previews_without_opening_a_loop(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    store = _readme_store(tmp_path / "r.db")
    code, out, _ = run(capsys, "policy", "--store", store, "--user", "rami")
    assert code == 0
    assert "Write in paragraphs." in out
    assert as_json(capsys, "stats", "--store", store)["open_loops"] == 0


def test_an_empty_policy_says_why(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    store = _readme_store(tmp_path / "r.db")
    code, out, _ = run(capsys, "policy", "--store", store, "--user", "rami", "--max-tokens", "1")
    assert code == 0
    assert out.splitlines()[0] == "(empty: 2 memories did not fit in --max-tokens 1; raise it)"
    code, out, _ = run(capsys, "policy", "--store", store, "--user", "nobody")
    assert out.splitlines()[0] == "(empty: user 'nobody' has no active memories in these scopes)"


def test_erasing_a_user_who_never_existed_is_an_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    store = _readme_store(tmp_path / "r.db")
    code, out, err = run(capsys, "erase", "--store", store, "--user", "ghost", "--yes")
    assert (code, out) == (1, "")
    assert one_line(err) == (
        "imprint: error: user 'ghost' has nothing stored for agent 'reviewer'; nothing to "
        "erase (see `imprint stats` or `imprint agents`)"
    )
    code, out, _ = run(capsys, "erase", "--store", store, "--user", "rami", "--yes")
    assert code == 0
    assert out.startswith("erased user 'rami': ")


def test_forgetting_twice_says_nothing_changed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    store = _readme_store(tmp_path / "r.db")
    (first, _) = as_json(capsys, "memories", "list", "--store", store, "--user", "rami")
    memory_id = str(first["memory_id"])
    code, out, _ = run(capsys, "memories", "forget", "--store", store, "--user", "rami", memory_id)
    assert (code, out) == (0, f'forgot #{memory_id} rule [global] "{first["content"]}"\n')
    code, out, _ = run(capsys, "memories", "forget", "--store", store, "--user", "rami", memory_id)
    assert (code, out) == (
        0,
        f'already forgotten, nothing changed: #{memory_id} rule [global] "{first["content"]}"\n',
    )


def test_a_missing_store_message_fits_how_it_was_named(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, _, err = run(capsys, "stats", "--store", "missing.db")
    assert code == 1
    assert one_line(err) == (
        "imprint: error: no store at 'missing.db'; check the path (commands that read never "
        "create a store; `imprint import` and `imprint demo` do)"
    )
    monkeypatch.setenv("HOME", str(tmp_path))
    code, _, err = run(capsys, "stats")
    default = tmp_path / ".imprint" / "code-reviewer.db"
    assert one_line(err) == (
        f"imprint: error: no store at {str(default)!r} (the default store); run `imprint "
        f"demo` or pass --store"
    )


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["memories", "list", "--user", "u", "--limit", "-1"], "--limit: -1 is below 1"),
        (["memories", "search", "--user", "u", "x", "-k", "0"], "-k: 0 is below 1"),
        (["events", "--user", "u", "--after", "-3"], "--after: -3 is below 0"),
        (["events", "--user", "u", "--limit", "ten"], "--limit: 'ten' is not a whole number"),
        (["memories", "list", "--user", "u", "--meta", "oops"], "'oops' is not NAME=VALUE"),
    ],
)
def test_bad_numbers_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    assert message in one_line(err)


def test_export_to_a_file_says_so(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    store = _readme_store(tmp_path / "r.db")
    target = tmp_path / "rami.jsonl"
    code, out, err = run(capsys, "export", "--store", store, "--user", "rami", "-o", str(target))
    assert (code, err) == (0, "")
    assert out == f"exported 2 memories of user 'rami' to {target}\n"
    assert len(target.read_text().splitlines()) == 3


def test_the_demo_recipe_keeps_the_store_it_points_at() -> None:
    recipe = (ROOT / "justfile").read_text().split("\ndemo ", 1)[1].split("\n\n", 1)[0]
    assert "trap" not in recipe
    assert recipe.index('rm -f "$db"') < recipe.index('imprint demo --store "sqlite:///$db"')


def test_tables_keep_whole_text_and_align_wide_characters(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    long = "Prefers detailed reviews that explain every suggestion with a short example " * 2

    async def fill() -> None:
        async with Imprint("a", store=str(tmp_path / "w.db"), model=None) as imprint:
            await imprint.remember(user_id="u", text=long.strip())
            await imprint.remember(
                user_id="u",
                text="\u559c\u6b22\u559d\u7eff\u8336 \U0001f375 \u6bcf\u5929\u65e9\u4e0a",
            )
            await imprint.remember(user_id="u", text="Short.")

    asyncio.run(fill())
    code, out, _ = run(capsys, "memories", "list", "--store", str(tmp_path / "w.db"), "--user", "u")
    assert code == 0
    header, *rows = out.splitlines()
    assert long.strip() in out  # not cut at 70 characters when stdout is not a terminal
    start = header.index("CONTENT")
    for row in rows:
        text = row.split("  ")[-1]
        assert cell_len(row) - cell_len(text) == start, row


def test_import_shows_records_per_second_on_a_terminal_only(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = [json.dumps({"text": f"Fact number {n}."}) for n in range(30)]
    source = tmp_path / "facts.jsonl"
    source.write_text("\n".join(lines))
    store = str(tmp_path / "i.db")
    code, out, err = run(capsys, "import", str(source), "--store", store, "--user", "u")
    assert (code, err) == (0, "")
    assert out == f"imported 30 memories from {source} for user 'u'\n"
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["import", str(source), "--store", store, "--user", "u"]) == 0
    assert "30/30" in terminal.getvalue()
    assert "records/s" in terminal.getvalue()
    assert capsys.readouterr().out == (
        f"imported 0 memories from {source} for user 'u' (30 already there)\n"
    )


def test_postgres_stores_get_the_same_defaults(
    capsys: pytest.CaptureFixture[str], postgres_url: str
) -> None:
    async def fill() -> None:
        async with Imprint("reviewer", store=postgres_url, model=None) as imprint:
            await imprint.remember(user_id="rami", text="Likes tea.", metadata={"src": "x"})

    asyncio.run(fill())
    listed = as_json(
        capsys, "memories", "list", "--store", postgres_url, "--user", "rami", "--meta", "src=x"
    )
    assert [m["content"] for m in listed] == ["Likes tea."]
    code, out, _ = run(capsys, "agents", "--store", postgres_url)
    assert code == 0
    assert out.splitlines()[1].split() == ["reviewer", "1", "1", "-"]
    code, out, _ = run(capsys, "policy", "--store", postgres_url, "--user", "rami")
    # The policy's lines print as lines (they were printed as one line with "\n" escapes).
    assert (code, out.splitlines()[:2]) == (0, ["Facts about the user:", "- Likes tea."])
    assert as_json(capsys, "stats", "--store", postgres_url)["open_loops"] == 0
