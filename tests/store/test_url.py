from __future__ import annotations

from pathlib import Path

import pytest

from imprint.errors import InvalidInputError
from imprint.store.url import default_store_url, parse_store_url


def test_relative_absolute_and_memory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert parse_store_url("sqlite:///sub/x.db").path == Path("sub/x.db")
    assert (tmp_path / "sub").is_dir()
    absolute = tmp_path / "a" / "b" / "y.db"
    assert parse_store_url(f"sqlite:///{absolute}").path == absolute
    assert (tmp_path / "a" / "b").is_dir()
    assert parse_store_url("sqlite:///:memory:").in_memory


def test_home_is_expanded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    location = parse_store_url("sqlite:///~/.imprint/agent.db")
    assert location.path == tmp_path / ".imprint" / "agent.db"
    assert parse_store_url(default_store_url("my agent/1")).path == (
        tmp_path / ".imprint" / "my_agent_1.db"
    )


@pytest.mark.parametrize(
    "url", ["", "   ", "mysql://host/db", "sqlite://", "sqlite:///", "redis://x"]
)
def test_bad_urls_name_the_accepted_forms(url: str) -> None:
    with pytest.raises(InvalidInputError, match=r"sqlite:///:memory:"):
        parse_store_url(url)


def test_a_plain_path_string_is_a_sqlite_file(tmp_path: Path) -> None:
    # Issue 19: `store="x.db"` was refused although `store=Path("x.db")` worked.
    assert parse_store_url(str(tmp_path / "x.db")).path == tmp_path / "x.db"
    assert parse_store_url("x.db", create_parents=False).path == Path("x.db")
    assert parse_store_url(":memory:").path is None


def test_postgres_is_accepted_and_bad_ones_are_refused_clearly() -> None:
    location = parse_store_url("postgresql://user:hunter2@host/db")
    assert location.scheme == "postgresql" and location.postgres is not None
    assert "hunter2" not in repr(location)
    with pytest.raises(InvalidInputError, match="PostgreSQL") as caught:
        parse_store_url("postgresql://user:hunter2@host:notaport/db")
    assert "hunter2" not in str(caught.value)


def test_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InvalidInputError, match="folder"):
        parse_store_url(f"sqlite:///{tmp_path}")
