"""What a command opens: the store, the agent in it, and the embedder it recorded.

Without `--agent` a command works on the store's only agent (several: an error listing
them; none: `code-reviewer` for the commands that write). Without `--embedder` it uses
the one the store recorded (`AgentConfig.embedder`), so a store written with vectors is
searched with them. Read commands open a SQLite file read-only; the others first check,
read-only, that it is an Imprint store, so that neither migrates an application's own
database.
"""

from __future__ import annotations

import argparse
import dataclasses
import logging
from dataclasses import dataclass

from imprint.adapters.embedders import HashingEmbedder
from imprint.adapters.local import LocalEmbedder
from imprint.adapters.specs import embedder_from_spec
from imprint.cli.output import CliError, Result, table
from imprint.protocols import Embedder, MemoryStore
from imprint.store import SQLiteStore, default_store_url, parse_store_url, store_from_url
from imprint.types import AgentConfig

__all__ = [
    "DEFAULT_AGENT",
    "Opened",
    "agents",
    "default_url",
    "embedder",
    "open_store",
    "reads_only",
]

log = logging.getLogger(__name__)

DEFAULT_AGENT = "code-reviewer"
"""The agent `imprint demo` writes as, and the one a new store gets from the command line."""

_READ_COMMANDS = frozenset({"events", "stats", "export", "memories"})
_WRITING_ACTIONS = frozenset({"forget", "pin", "confirm"})


@dataclass(frozen=True, slots=True, kw_only=True)
class Opened:
    """The store a command uses, the agent in it, and that agent's saved configuration."""

    store: str | MemoryStore
    agent: str
    config: AgentConfig | None


def default_url(agent: str | None) -> str:
    """The store a command uses without `--store`."""
    return default_store_url(agent or DEFAULT_AGENT)


async def open_store(given: str | None, agent: str | None, *, creates: bool, reads: bool) -> Opened:
    """Resolve the store, and the agent (the only one in the store when none is given)."""
    url = given or default_url(agent)
    location = parse_store_url(url, create_parents=creates)
    exists = location.path is None or location.path.is_file()
    if not creates and not exists:
        assert location.path is not None
        if given is not None:
            raise CliError(
                f"no store at {str(location.path)!r}; check the path (commands that read "
                f"never create a store; `imprint import` and `imprint demo` do)"
            )
        raise CliError(
            f"no store at {str(location.path)!r} (the default store); run `imprint demo` or "
            f"pass --store"
        )
    reader: MemoryStore
    if location.path is not None:
        reader = SQLiteStore(dataclasses.replace(location, read_only=True))
    else:
        reader = store_from_url(url)
    listed: list[tuple[str, int]] = []
    config = None
    if exists:
        await reader.connect()
        try:
            listed = await reader.agents()
            chosen = agent or _only_agent(listed, creates=creates)
            config = await reader.get_agent(chosen)
        finally:
            await reader.close()
    chosen = agent or _only_agent(listed, creates=creates)
    if agent is not None and not creates and config is None:
        raise CliError(f"agent {agent!r} has nothing in this store; {_listing(listed)}")
    # A read-only SQLite store for reads; otherwise the URL, opened (and migrated) for writing.
    store: str | MemoryStore = reader if location.path is not None and reads else url
    return Opened(store=store, agent=chosen, config=config)


def reads_only(args: argparse.Namespace) -> bool:
    """Whether the command only reads (it then uses the read-only store)."""
    action = getattr(args, "action", None)
    return args.command in _READ_COMMANDS and action not in _WRITING_ACTIONS


def _only_agent(listed: list[tuple[str, int]], *, creates: bool) -> str:
    if len(listed) == 1:
        return listed[0][0]
    if not listed:
        if creates:
            return DEFAULT_AGENT
        raise CliError(
            "this store has no agents yet; write to it with the library or `imprint import`"
        )
    raise CliError(f"this store holds several agents, so pass --agent: {_listing(listed)}")


def _listing(listed: list[tuple[str, int]]) -> str:
    if not listed:
        return "the store has no agents yet"
    names = ", ".join(f"{name} ({count} active memories)" for name, count in listed)
    return f"its agents: {names}"


def embedder(choice: str, config: AgentConfig | None) -> Embedder | None:
    """The embedder `--embedder` names; `auto` rebuilds the one the store recorded."""
    if choice == "none":
        return None
    if choice == "hashing":
        return HashingEmbedder()
    if choice == "local":
        return LocalEmbedder()
    spec = None if config is None else config.embedder
    if spec is None:
        return None
    rebuilt = embedder_from_spec(spec)
    if rebuilt is None:
        log.warning("the store's embedder %r cannot be rebuilt here; searching by words", spec)
    return rebuilt


async def agents(args: argparse.Namespace) -> Result:
    """`imprint agents`: every agent in the store with its users and active memories."""
    opened_url = args.store or default_url(None)
    location = parse_store_url(opened_url, create_parents=False)
    if location.path is not None and not location.path.is_file():
        raise CliError(f"no store at {str(location.path)!r}; pass --store")
    store: MemoryStore
    if location.path is not None:
        store = SQLiteStore(dataclasses.replace(location, read_only=True))
    else:
        store = store_from_url(opened_url)
    await store.connect()
    try:
        listed = await store.agents()
        rows = []
        for name, active in listed:
            users = await store.users(name)
            config = await store.get_agent(name)
            embedded = "-" if config is None or config.embedder is None else config.embedder
            rows.append([name, len(users), active, embedded])
    finally:
        await store.close()
    data = [dict(zip(("agent_id", "users", "active", "embedder"), r, strict=True)) for r in rows]
    if not rows:
        return Result(data, ["this store has no agents yet"])
    return Result(data, table(("AGENT", "USERS", "ACTIVE", "EMBEDDER"), rows))
