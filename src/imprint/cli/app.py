"""The `imprint` command line: argument parsing, running a command, reporting failures.

Tables are for people and `--json` is for scripts; progress goes to stderr and only when
stderr is a terminal. Any failure is one line on stderr and exit status 1 (bad arguments:
2), with a traceback only under `--debug`. Without `--agent`, a command works on the only
agent in the store (`imprint agents` lists them); without `--embedder`, on the embedder the
store recorded (`setup.py`).
"""

from __future__ import annotations

import argparse
import asyncio
import io
import json
import logging
import os
import sys
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, NoReturn

from imprint import Imprint, ImprintError, MemoryStatus, MemoryType
from imprint.cli import memories as m
from imprint.cli import serve, setup, stores
from imprint.cli.output import CliError, Result, escape_controls, plain
from imprint.cli.setup import DEFAULT_AGENT
from imprint.copying import DEFAULT_BATCH
from imprint.demo import run_demo
from imprint.policy.tuners import BanditAlphaTuner

__all__ = ["DEFAULT_AGENT", "main"]

Args = argparse.Namespace
_Handler = Callable[[Args, Imprint], Awaitable[Result]]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse prints the whole usage block first; one line is easier to read in a script.
        self.exit(2, f"{self.prog}: error: {message} (see `{self.prog} --help`)\n")


def _parser() -> _Parser:
    def option(*names: str, **kwargs: Any) -> _Parser:
        parent = _Parser(add_help=False)
        parent.add_argument(*names, **kwargs)
        return parent

    base = option(
        "--store",
        help=f"store URL or file path, e.g. r.db (default: ~/.imprint/{DEFAULT_AGENT}.db)",
    )
    base.add_argument(
        "--agent", help="agent id (default: the store's only agent; see `imprint agents`)"
    )
    base.add_argument(
        "--debug", action="store_true", default=argparse.SUPPRESS, help="show tracebacks"
    )
    out = option("--json", action="store_true", help="print JSON for scripts")
    user = option("--user", required=True, help="the user id")
    embed = option(
        "--embedder",
        choices=["auto", "none", "hashing", "local"],
        default="auto",
        help="auto (default): the one the store recorded; local: all-MiniLM-L6-v2",
    )
    memory_id = option("memory_id", type=_positive, metavar="ID", help="memory id")
    scope = option("--scope", action="append", help="a scope to include (repeatable)")
    meta = option(
        "--meta",
        action="append",
        type=_meta,
        metavar="NAME=VALUE",
        help="only memories whose metadata NAME is VALUE (repeatable; VALUE read as JSON "
        "when it is a number, true or false)",
    )

    parser = _Parser(prog="imprint", description="Memory for AI agents: demo and inspect a store.")
    parser.add_argument("--debug", action="store_true", help="show tracebacks on errors")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def add(group: Any, name: str, handler: Any, text: str, *parents: _Parser) -> _Parser:
        sub: _Parser = group.add_parser(name, parents=[base, *parents], help=text, description=text)
        sub.set_defaults(handler=handler)
        return sub

    demo = add(commands, "demo", None, "run the narrated scenario (offline unless --model)", out)
    demo.add_argument("--model", help="pydantic-ai model string, e.g. anthropic:claude-haiku-4-5")
    memories = commands.add_parser("memories", help="list, show, search, forget or pin memories")
    actions = memories.add_subparsers(dest="action", required=True, metavar="ACTION")
    listing = add(actions, "list", m.list_memories, "a user's memories", out, user, scope, meta)
    listing.add_argument("--status", default="active", choices=["all", *map(str, MemoryStatus)])
    listing.add_argument("--type", action="append", choices=list(map(str, MemoryType)))
    listing.add_argument("--limit", type=_positive)
    add(actions, "show", m.show, "one memory and its history", out, user, memory_id)
    search = add(
        actions, "search", m.search, "memories matching a query", out, user, scope, embed, meta
    )
    search.add_argument("query")
    search.add_argument("-k", type=_positive, default=10, help="how many (default 10)")
    forget = add(actions, "forget", m.forget, "forget a memory by id or --key", out, user)
    forget.add_argument("memory_id", type=int, nargs="?", metavar="ID")
    forget.add_argument("--key")
    pin = add(actions, "pin", m.pin, "pin a memory so it never decays", out, user, memory_id)
    pin.add_argument("--unpin", action="store_true")
    add(actions, "confirm", m.confirm, "release a quarantined memory", out, user, memory_id)
    policy = add(
        commands,
        "policy",
        m.policy,
        "preview a user's policy and why (opens no feedback loop)",
        out,
        user,
        scope,
        embed,
        meta,
    )
    policy.add_argument("--context", help="the user's latest message, to rank by relevance")
    policy.add_argument("--instructions", default="", help="existing system prompt text")
    policy.add_argument("--max-tokens", type=_positive, default=400)
    events = add(commands, "events", m.events, "a user's event log", out, user)
    events.add_argument("--after", type=_not_negative, default=0, help="after this sequence number")
    events.add_argument("--limit", type=_positive, default=100)
    add(commands, "stats", m.stats, "counts for the agent", out)
    agents = commands.add_parser(
        "agents", parents=[out], help="the agents in a store, with their counts"
    )
    agents.add_argument(
        "--store", help=f"store URL or file path (default: ~/.imprint/{DEFAULT_AGENT}.db)"
    )
    agents.add_argument("--debug", action="store_true", default=argparse.SUPPRESS)
    agents.set_defaults(handler=setup.agents, whole_store=True, agent=None)
    export = add(commands, "export", m.export, "a user's memories as JSONL on stdout", user)
    export.add_argument("--output", "-o", help="write to this file instead of stdout")
    imports = add(
        commands, "import", m.import_files, "load exports (creates the store)", out, embed
    )
    imports.add_argument("files", nargs="+", metavar="FILE", help="export files ('-' = stdin)")
    imports.add_argument("--user", help="import into this user instead of the exported one")
    erase = add(commands, "erase", m.erase, "erase every trace of a user", out, user)
    erase.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    retry = add(commands, "reprocess", m.reprocess, "retry turns whose LLM call failed", out, embed)
    retry.add_argument("--model", help="the model to retry with; without it, only list them")
    retry.add_argument("--limit", type=_positive, default=100)
    mcp = add(commands, "mcp", serve.mcp, "serve the agent's memories over MCP", embed)
    mcp.add_argument("--user", help="the user for calls that name none")
    mcp.add_argument(
        "--http",
        metavar="[HOST:]PORT",
        help=f"serve streamable HTTP instead of stdio (host {serve.DEFAULT_HOST} unless given)",
    )
    mcp.add_argument(
        "--token", help=f"the bearer token HTTP clients must send (default: ${serve.TOKEN_ENV})"
    )
    mcp.add_argument("--model", help="pydantic-ai model string for observe (default: offline)")
    migrate = add(commands, "migrate", stores.migrate, "apply pending schema migrations", out)
    migrate.set_defaults(whole_store=True)
    copy = commands.add_parser(
        "copy",
        parents=[out],
        help="copy a whole store into an empty one (e.g. SQLite to PostgreSQL)",
        description="Copy every agent, memory, vector, signal, event, feedback loop, learned "
        "state and episode into an empty store, keeping ids. The policy cache is not copied "
        "(it is rebuilt on demand). Stop writers to the source first.",
    )
    copy.set_defaults(handler=stores.copy, whole_store=True)
    copy.add_argument("--from", dest="source", required=True, metavar="URL", help="source store")
    copy.add_argument("--to", dest="target", required=True, metavar="URL", help="empty target")
    copy.add_argument(
        "--batch",
        type=_positive,
        default=DEFAULT_BATCH,
        help=f"rows per batch (default {DEFAULT_BATCH})",
    )
    copy.add_argument("--quiet", "-q", action="store_true", help="no progress on stderr")
    copy.add_argument(
        "--debug", action="store_true", default=argparse.SUPPRESS, help="show tracebacks"
    )
    return parser


def _print(args: Args, result: Result) -> None:
    if getattr(args, "json", False):
        print(json.dumps(plain(result.data), indent=2))
    elif result.lines:
        # Memory text is user data: a terminal escape in it must be shown, not obeyed.
        print("\n".join(escape_controls(line) for line in result.lines))


async def _run(args: Args) -> None:
    if getattr(args, "whole_store", False):
        _print(args, await args.handler(args))
        return
    if args.command == "demo":
        url = args.store or setup.default_url(args.agent)
        sink = io.StringIO() if args.json else sys.stdout
        agent = args.agent or DEFAULT_AGENT
        summary = await run_demo(url, out=sink, agent_id=agent, model=args.model)
        if args.json:
            print(json.dumps(plain(summary), indent=2))
        return
    creates = args.command in ("import", "mcp")
    opened = await setup.open_store(
        args.store, args.agent, creates=creates, reads=setup.reads_only(args)
    )
    embedder = setup.embedder(getattr(args, "embedder", "auto"), opened.config)
    imprint = Imprint(
        opened.agent,
        store=opened.store,
        model=getattr(args, "model", None),
        embedder=embedder,
        # The demo learns a bandit; the same kind loads its state and, if a stale feedback
        # loop is swept here, updates it instead of overwriting it with another kind's.
        alpha_tuner=BanditAlphaTuner(),
    )
    async with imprint:
        handler: _Handler = args.handler
        result = await handler(args, imprint)
    _print(args, result)


def _positive(text: str) -> int:
    return _number(text, minimum=1)


def _not_negative(text: str) -> int:
    return _number(text, minimum=0)


def _number(text: str, *, minimum: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < minimum:
        raise argparse.ArgumentTypeError(f"{value} is below {minimum}")
    return value


def _meta(text: str) -> tuple[str, object]:
    name, sep, raw = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"{text!r} is not NAME=VALUE")
    value: object = raw
    if raw in ("true", "false") or raw.lstrip("-").replace(".", "", 1).isdigit():
        value = json.loads(raw)
    return name, value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # --help, or bad arguments (already reported by argparse)
        return exc.code if isinstance(exc.code, int) else 1
    # Commands report what matters themselves (a turn kept pending, say); `--debug` shows
    # the library's own log too.
    logging.basicConfig(
        level=logging.DEBUG if args.debug else logging.ERROR,
        format="imprint: %(levelname)s: %(name)s: %(message)s",
    )
    try:
        asyncio.run(_run(args))
    except (Exception, KeyboardInterrupt) as exc:
        if args.debug:
            raise
        return _report(exc)
    return 0


def _report(exc: BaseException) -> int:
    if isinstance(exc, KeyboardInterrupt):
        print("imprint: interrupted", file=sys.stderr)
        return 130
    if isinstance(exc, BrokenPipeError):
        # The reader went away (`imprint events ... | head`): nothing to say, and stdout is
        # pointed at devnull so the interpreter's final flush does not complain either.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    if isinstance(exc, CliError | ImprintError):
        message = str(exc)
    elif isinstance(exc, OSError):
        message = f"{exc.strerror or exc}: {exc.filename}" if exc.filename else str(exc)
    else:
        message = f"unexpected {type(exc).__name__}: {exc} (rerun with --debug for details)"
    print(f"imprint: error: {escape_controls(' '.join(message.split()))}", file=sys.stderr)
    return 1
