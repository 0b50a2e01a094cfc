"""Parse `store=` URLs into a location the store can open."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from imprint.errors import InvalidInputError
from imprint.store.postgres.location import PostgresLocation, parse_postgres_url

__all__ = ["StoreLocation", "default_store_url", "parse_store_url"]

ACCEPTED_FORMS = (
    "sqlite:///relative/path.db, sqlite:////absolute/path.db, sqlite:///~/path.db, "
    "sqlite:///:memory: or postgresql://user:password@host:5432/dbname"
)


@dataclass(frozen=True, slots=True, kw_only=True)
class StoreLocation:
    """Where a store lives."""

    scheme: str
    """`sqlite` or `postgresql`."""
    path: Path | None
    """The SQLite database file, or None for an in-memory or PostgreSQL database."""
    postgres: PostgresLocation | None = None
    """The PostgreSQL server and database, for a `postgresql://` URL."""
    read_only: bool = False
    """Open an existing SQLite store for reading only: no migration, no WAL switch, no
    writes, and a file that is not an up-to-date Imprint store is refused."""

    @property
    def in_memory(self) -> bool:
        """True for `sqlite:///:memory:`."""
        return self.path is None and self.postgres is None


def default_store_url(agent_id: str) -> str:
    """Return the default store URL for an agent: `~/.imprint/<agent_id>.db`."""
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in agent_id)
    return f"sqlite:///~/.imprint/{safe}.db"


def parse_store_url(url: str | os.PathLike[str], *, create_parents: bool = True) -> StoreLocation:
    """Parse a store URL (or a filesystem path) and create the parent folders of a file.

    `postgresql://` and `postgres://` URLs name a PostgreSQL database (see
    `imprint.store.postgres.parse_postgres_url` for the `fts_config` option). A string
    without `://` is a SQLite file path, as a `Path` is (`"demo.db"`, `"~/x.db"`).

    Raises:
        InvalidInputError: the URL is empty, has an unsupported scheme or no path.
    """
    if isinstance(url, os.PathLike):
        path = Path(url).expanduser()
    elif not isinstance(url, str):
        raise InvalidInputError(f"store must be a URL string or a path, not {type(url).__name__}")
    else:
        text = url.strip()
        if not text:
            raise InvalidInputError(f"store URL is empty; use one of: {ACCEPTED_FORMS}")
        scheme, sep, rest = text.partition("://")
        if not sep:
            scheme, rest = "sqlite", "/" + text
        scheme = scheme.lower()
        if scheme in ("postgres", "postgresql"):
            # Never echo the URL itself: it may hold a password.
            return StoreLocation(scheme="postgresql", path=None, postgres=parse_postgres_url(text))
        if scheme != "sqlite":
            raise InvalidInputError(
                f"store URL {url!r} has unsupported scheme {scheme!r}; use one of: {ACCEPTED_FORMS}"
            )
        if not rest.startswith("/") or rest == "/":
            raise InvalidInputError(
                f"store URL {url!r} has no file path; use one of: {ACCEPTED_FORMS}"
            )
        # sqlite:///x.db -> rest "/x.db" (relative), sqlite:////abs.db -> rest "//abs.db".
        raw = rest[1:]
        if raw == ":memory:":
            return StoreLocation(scheme="sqlite", path=None)
        path = Path(raw).expanduser()
    if path.exists() and path.is_dir():
        raise InvalidInputError(f"store path {str(path)!r} is a folder; give a file path")
    if create_parents:
        path.parent.mkdir(parents=True, exist_ok=True)
    return StoreLocation(scheme="sqlite", path=path)
