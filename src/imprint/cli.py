"""The `imprint` command line: run the demo, inspect a store, export, import and erase.

Only the public `Imprint` API is used here, except by `migrate` and `copy`, which work on
whole stores through `imprint.copying`. Tables are for people and `--json` is for
scripts; progress goes to stderr and only when stderr is a terminal. Any failure is one
line on stderr and exit status 1 (bad arguments: 2), with a traceback only under `--debug`.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import io
import json
import logging
import os
import sys
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, NoReturn

from imprint import Imprint, ImprintError, Memory, MemoryStatus, MemoryType
from imprint.adapters.embedders import HashingEmbedder
from imprint.copying import DEFAULT_BATCH, copy_store, migrate_store
from imprint.demo import policy_lines, run_demo
from imprint.policy.tuners import BanditAlphaTuner
from imprint.protocols import CopyTable
from imprint.store import default_store_url, parse_store_url

__all__ = ["main"]

DEFAULT_AGENT = "code-reviewer"
"""The agent `imprint demo` writes as, so the other commands find its memories by default."""

CLI_SESSION = "imprint-cli"
"""Session for the feedback loop `imprint policy` opens, apart from any real conversation."""

_Args = argparse.Namespace
_Handler = Callable[[_Args, Imprint], Awaitable["_Result"]]
_COLUMNS = ("ID", "TYPE", "SCOPE", "STATUS", "SEEN", "PIN")


class CliError(Exception):
    """A problem the user can fix, reported as one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # argparse prints the whole usage block first; one line is easier to read in a script.
        self.exit(2, f"{self.prog}: error: {message} (see `{self.prog} --help`)\n")


class _Progress:
    """A one-line progress bar on stderr, drawn only when stderr is a terminal."""

    def __init__(self, label: str, total: int) -> None:
        self._label, self._total, self._drawn = label, max(total, 1), -1
        self._on = sys.stderr.isatty()

    def update(self, done: int) -> None:
        filled = 30 * min(done, self._total) // self._total
        if self._on and filled != self._drawn:
            self._drawn = filled
            bar = "#" * filled + "." * (30 - filled)
            sys.stderr.write(f"\r{self._label} [{bar}] {done}/{self._total}")
            sys.stderr.flush()

    def close(self) -> None:
        if self._on and self._drawn >= 0:
            sys.stderr.write("\n")


def _plain(value: Any) -> Any:
    """Dataclasses, enums and datetimes as JSON-ready values."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        value = {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value.isoformat() if isinstance(value, datetime) else value


@dataclasses.dataclass(frozen=True, slots=True)
class _Result:
    """What a command prints: `data` as JSON under `--json`, else `lines` for a person."""

    data: Any
    lines: list[str]


def _table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> list[str]:
    cells = [[str(c) for c in row] for row in rows]
    widths = [max(len(h), *(len(r[i]) for r in cells)) for i, h in enumerate(headers)]
    return [
        "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip()
        for row in [list(headers), *cells]
    ]


def _short(text: str, width: int = 70) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 3] + "..."


def _when(moment: datetime) -> str:
    return f"{moment:%Y-%m-%d %H:%M:%S}"


def _cells(m: Memory, *more: object) -> list[object]:
    pin = "yes" if m.pinned else ""
    return [m.memory_id, m.type, m.scope, m.status, m.reinforcement + 1, pin, *more]


def _said(verb: str, memory: Memory) -> _Result:
    text = f'{verb} #{memory.memory_id} {memory.type} [{memory.scope}] "{memory.content}"'
    return _Result(memory, [text])


async def _find(imprint: Imprint, user: str, memory_id: int) -> Memory:
    for memory in await imprint.memories(user_id=user, status=None):
        if memory.memory_id == memory_id:
            return memory
    raise CliError(f"user {user!r} has no memory #{memory_id}; see `imprint memories list`")


# -- commands ----------------------------------------------------------------------------


async def _list(args: _Args, imprint: Imprint) -> _Result:
    memories = await imprint.memories(
        user_id=args.user,
        status=None if args.status == "all" else MemoryStatus(args.status),
        scopes=args.scope,
        types=[MemoryType(t) for t in args.type] if args.type else None,
        limit=args.limit,
    )
    if not memories:
        return _Result(memories, [f"no {args.status} memories for user {args.user!r}"])
    rows = [_cells(m, _short(m.content)) for m in memories]
    return _Result(memories, _table((*_COLUMNS, "CONTENT"), rows))


async def _show(args: _Args, imprint: Imprint) -> _Result:
    memory = await _find(imprint, args.user, args.memory_id)
    history, after = [], 0
    while batch := await imprint.events(user_id=args.user, after_seq=after, limit=500):
        history += [e for e in batch if e.memory_id == memory.memory_id]
        after = batch[-1].seq
    lines = [f"{f.name + ':':<15} {getattr(memory, f.name)}" for f in dataclasses.fields(memory)]
    lines += ["history:"] + [
        f"  {_when(e.created_at)}  {e.kind}  {json.dumps(e.detail)}" for e in history
    ]
    return _Result({"memory": memory, "events": history}, lines)


async def _search(args: _Args, imprint: Imprint) -> _Result:
    hits = await imprint.recall(user_id=args.user, query=args.query, k=args.k, scopes=args.scope)
    if not hits:
        return _Result(hits, [f"no active memory of user {args.user!r} matches {args.query!r}"])
    ranked = [(h.memory, f"{h.score:.4f}", h.bm25_rank or "-", h.dense_rank or "-") for h in hits]
    rows = [_cells(m, *ranks, _short(m.content)) for m, *ranks in ranked]
    return _Result(hits, _table((*_COLUMNS, "SCORE", "BM25", "DENSE", "CONTENT"), rows))


async def _forget(args: _Args, imprint: Imprint) -> _Result:
    if (args.memory_id is None) == (args.key is None):
        raise CliError("give a memory id or --key, not both or neither")
    memory = await imprint.forget(user_id=args.user, key=args.key, memory_id=args.memory_id)
    if memory is None:
        raise CliError(f"user {args.user!r} has no memory with key {args.key!r}")
    return _said("forgot", memory)


async def _pin(args: _Args, imprint: Imprint) -> _Result:
    await _find(imprint, args.user, args.memory_id)
    memory = await imprint.pin(user_id=args.user, memory_id=args.memory_id, pinned=not args.unpin)
    return _said("unpinned" if args.unpin else "pinned", memory)


async def _confirm(args: _Args, imprint: Imprint) -> _Result:
    await _find(imprint, args.user, args.memory_id)
    return _said(
        "confirmed", await imprint.confirm_memory(user_id=args.user, memory_id=args.memory_id)
    )


async def _policy(args: _Args, imprint: Imprint) -> _Result:
    policy = await imprint.get_policy(
        user_id=args.user,
        scopes=args.scope,
        context=args.context,
        existing_instructions=args.instructions,
        max_output_tokens=args.max_tokens,
        session_id=CLI_SESSION,
    )
    text = policy.text or f"(empty: user {args.user!r} has no active memories in these scopes)"
    return _Result(policy, [text, "", *policy_lines(policy)])


async def _events(args: _Args, imprint: Imprint) -> _Result:
    events = await imprint.events(user_id=args.user, after_seq=args.after, limit=args.limit)
    rows = [
        [e.seq, _when(e.created_at), e.kind, e.memory_id or "-", _short(json.dumps(e.detail), 60)]
        for e in events
    ]
    return _Result(events, _table(("SEQ", "TIME (UTC)", "KIND", "MEMORY", "DETAIL"), rows))


async def _stats(args: _Args, imprint: Imprint) -> _Result:
    stats = await imprint.stats()
    rows: list[list[object]] = [["agent", imprint.agent_id], ["users", stats.users]]
    rows += [[f"memories {k}", v] for k, v in sorted(stats.memories_by_status.items())]
    rows += [[f"active {k}", v] for k, v in sorted(stats.memories_by_type.items())]
    rows += [["pending signals", stats.pending_signals], ["open feedback loops", stats.open_loops]]
    rows += [["events", stats.events], ["file bytes", stats.file_bytes or "-"]]
    return _Result({"agent_id": imprint.agent_id, **_plain(stats)}, _table(("WHAT", "COUNT"), rows))


async def _export(args: _Args, imprint: Imprint) -> _Result:
    lines = await imprint.export_memories(user_id=args.user)
    progress = _Progress("export", len(lines))
    with contextlib.ExitStack() as stack:
        target = sys.stdout
        if args.output:
            target = stack.enter_context(open(args.output, "w", encoding="utf-8"))  # noqa: ASYNC230
        for done, line in enumerate(lines, start=1):
            target.write(line + "\n")
            progress.update(done)
    progress.close()
    if sys.stderr.isatty():
        print(f"exported {len(lines) - 1} memories of user {args.user!r}", file=sys.stderr)
    return _Result(None, [])


def _read_lines(path: str) -> list[str]:
    if path == "-":
        return sys.stdin.read().splitlines()
    file = Path(path)
    if not file.is_file():
        raise CliError(f"no export file at {path!r}; create one with `imprint export --user U`")
    progress, lines, done = _Progress(f"read {file.name}", file.stat().st_size), [], 0
    with file.open(encoding="utf-8") as handle:
        for line in handle:
            lines.append(line)
            done += len(line.encode())
            progress.update(done)
    progress.close()
    return lines


async def _import(args: _Args, imprint: Imprint) -> _Result:
    results, lines = [], []
    for path in args.files:
        exported = _read_lines(path)
        added = await imprint.import_memories(exported, user_id=args.user)
        # The library validated the file, so its first line is a JSON header.
        user = args.user or json.loads(next(x for x in exported if x.strip()))["user_id"]
        results.append({"file": path, "user_id": user, "imported": added})
        lines.append(f"imported {added} memories from {path} for user {user!r}")
    return _Result(results, lines)


async def _erase(args: _Args, imprint: Imprint) -> _Result:
    if not args.yes:
        sys.stderr.write(
            f"Erase every memory, signal and event of user {args.user!r} for agent "
            f"{imprint.agent_id!r}? This cannot be undone. [y/N] "
        )
        sys.stderr.flush()
        answer = sys.stdin.readline()
        if not answer.endswith("\n"):  # end of input: end the prompt's line before the error
            sys.stderr.write("\n")
        if answer.strip().lower() not in ("y", "yes"):
            raise CliError("nothing erased; answer y, or pass --yes")
    removed = await imprint.forget_user(user_id=args.user)
    data = {"user_id": args.user, "rows_removed": removed}
    return _Result(data, [f"erased user {args.user!r}: {removed} rows removed"])


async def _reprocess(args: _Args, imprint: Imprint) -> _Result:
    waiting = await imprint.pending(limit=args.limit)
    if args.model is None:
        lines = [
            f"#{p.signal_id} {p.user_id}: {_short(p.user_response, 50)} ({p.attempts} tries)"
            for p in waiting
        ]
        lines.append(f"{len(waiting)} pending; pass --model to retry them with an LLM")
        return _Result({"pending": waiting, "reprocessed": []}, lines)
    progress, done = _Progress("reprocess", len(waiting)), []
    # Pending turns are retried oldest first, so after a failure the next call would retry
    # the same turn: stop instead, and leave the rest for when the model is reachable.
    try:
        for index in range(len(waiting)):
            done += await imprint.reprocess_pending(limit=1)
            progress.update(index + 1)
            if done[-1].pending:
                raise CliError(f"stopped after {index} of {len(waiting)}: {done[-1].error}")
    finally:
        progress.close()
    stored = sum(len(o.created) + len(o.merged) for o in done)
    lines = [f"reprocessed {len(done)} pending turns: {stored} memories stored or merged"]
    return _Result({"pending": [], "reprocessed": done}, lines)


# -- whole stores ---------------------------------------------------------------------------


class _CopyProgress:
    """Per-table progress on stderr: redrawn in place on a terminal, else every tenth."""

    def __init__(self, *, quiet: bool) -> None:
        self._quiet, self._tty, self._shown = quiet, sys.stderr.isatty(), -1

    def __call__(self, table: CopyTable, done: int, total: int) -> None:
        if self._quiet:
            return
        finished = done >= total
        text = f"{table} {done:,}/{total:,}"
        if self._tty:
            sys.stderr.write(f"\r{text:<40}" + ("\n" if finished else ""))
        else:
            # In a log, one line per tenth of a table (and its end) instead of one per batch.
            tenth = 10 if finished else 10 * done // max(total, 1)
            if (done == 0 and not finished) or tenth == self._shown:
                return
            self._shown = -1 if finished else tenth
            sys.stderr.write(text + "\n")
        sys.stderr.flush()


async def _migrate(args: _Args) -> _Result:
    report = await migrate_store(args.store or default_store_url(args.agent))
    lines = [f"applied {name}" for name in report.applied]
    last = report.recorded[-1] if report.recorded else "none"
    state = "migrated" if report.applied else "already up to date"
    count = len(report.recorded)
    lines.append(f"{report.store} is {state} ({count} migrations recorded, the last {last})")
    return _Result(report, lines)


async def _copy(args: _Args) -> _Result:
    try:
        report = await copy_store(
            args.source, args.target, batch=args.batch, progress=_CopyProgress(quiet=args.quiet)
        )
    except asyncio.CancelledError:
        # Ctrl-C cancels this task; say what it left behind instead of "interrupted".
        raise CliError(
            "copy interrupted; the target may be partial: drop it (or delete the file) "
            "and copy into a fresh one"
        ) from None
    rows = [[c.table, f"{c.source:,}", f"{c.target:,}"] for c in report.tables]
    lines = _table(("TABLE", "SOURCE", "TARGET"), rows)
    total = sum(c.target for c in report.tables if c.table != "memory_links")
    lines.append(
        f"copied {total:,} rows from {report.source} to {report.target} "
        f"in {report.seconds:.1f} s; counts verified"
    )
    return _Result(report, lines)


# -- parsing and running -----------------------------------------------------------------


def _parser() -> _Parser:
    def option(*names: str, **kwargs: Any) -> _Parser:
        parent = _Parser(add_help=False)
        parent.add_argument(*names, **kwargs)
        return parent

    base = option("--store", help="store URL, e.g. sqlite:///r.db (default: the agent's file)")
    base.add_argument("--agent", default=DEFAULT_AGENT, help=f"agent id (default: {DEFAULT_AGENT})")
    base.add_argument(
        "--debug", action="store_true", default=argparse.SUPPRESS, help="show tracebacks"
    )
    out = option("--json", action="store_true", help="print JSON for scripts")
    user = option("--user", required=True, help="the user id")
    embed = option(
        "--embedder", choices=["none", "hashing"], default="none", help="hashing: as demo"
    )
    memory_id = option("memory_id", type=int, metavar="ID", help="memory id")
    scope = option("--scope", action="append", help="a scope to include (repeatable)")

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
    listing = add(actions, "list", _list, "a user's memories", out, user, scope)
    listing.add_argument("--status", default="active", choices=["all", *map(str, MemoryStatus)])
    listing.add_argument("--type", action="append", choices=list(map(str, MemoryType)))
    listing.add_argument("--limit", type=int)
    add(actions, "show", _show, "one memory and its history", out, user, memory_id)
    search = add(actions, "search", _search, "memories matching a query", out, user, scope, embed)
    search.add_argument("query")
    search.add_argument("-k", type=int, default=10, help="how many (default 10)")
    forget = add(actions, "forget", _forget, "forget a memory by id or --key", out, user)
    forget.add_argument("memory_id", type=int, nargs="?", metavar="ID")
    forget.add_argument("--key")
    pin = add(actions, "pin", _pin, "pin a memory so it never decays", out, user, memory_id)
    pin.add_argument("--unpin", action="store_true")
    add(actions, "confirm", _confirm, "release a quarantined memory", out, user, memory_id)
    policy = add(commands, "policy", _policy, "a user's policy and why", out, user, scope, embed)
    policy.add_argument("--context", help="the user's latest message, to rank by relevance")
    policy.add_argument("--instructions", default="", help="existing system prompt text")
    policy.add_argument("--max-tokens", type=int, default=400)
    events = add(commands, "events", _events, "a user's event log", out, user)
    events.add_argument("--after", type=int, default=0, help="after this sequence number")
    events.add_argument("--limit", type=int, default=100)
    add(commands, "stats", _stats, "counts for the agent", out)
    export = add(commands, "export", _export, "a user's memories as JSONL on stdout", user)
    export.add_argument("--output", "-o", help="write to this file instead of stdout")
    imports = add(commands, "import", _import, "load exports (creates the store)", out, embed)
    imports.add_argument("files", nargs="+", metavar="FILE", help="export files ('-' = stdin)")
    imports.add_argument("--user", help="import into this user instead of the exported one")
    erase = add(commands, "erase", _erase, "erase every trace of a user", out, user)
    erase.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    retry = add(commands, "reprocess", _reprocess, "retry turns whose LLM call failed", out, embed)
    retry.add_argument("--model", help="the model to retry with; without it, only list them")
    retry.add_argument("--limit", type=int, default=100)
    migrate = add(commands, "migrate", _migrate, "apply pending schema migrations", out)
    migrate.set_defaults(whole_store=True)
    copy = commands.add_parser(
        "copy",
        parents=[out],
        help="copy a whole store into an empty one (e.g. SQLite to PostgreSQL)",
        description="Copy every agent, memory, vector, signal, event, feedback loop, learned "
        "state and episode into an empty store, keeping ids. The policy cache is not copied "
        "(it is rebuilt on demand). Stop writers to the source first.",
    )
    copy.set_defaults(handler=_copy, whole_store=True)
    copy.add_argument("--from", dest="source", required=True, metavar="URL", help="source store")
    copy.add_argument("--to", dest="target", required=True, metavar="URL", help="empty target")
    copy.add_argument(
        "--batch", type=int, default=DEFAULT_BATCH, help=f"rows per batch (default {DEFAULT_BATCH})"
    )
    copy.add_argument("--quiet", "-q", action="store_true", help="no progress on stderr")
    copy.add_argument(
        "--debug", action="store_true", default=argparse.SUPPRESS, help="show tracebacks"
    )
    return parser


def _print(args: _Args, result: _Result) -> None:
    if getattr(args, "json", False):
        print(json.dumps(_plain(result.data), indent=2))
    elif result.lines:
        print("\n".join(result.lines))


async def _run(args: _Args) -> None:
    if getattr(args, "whole_store", False):
        _print(args, await args.handler(args))
        return
    url = args.store or default_store_url(args.agent)
    creates = args.command in ("demo", "import")
    location = parse_store_url(url, create_parents=creates)
    if args.command == "demo":
        sink = io.StringIO() if args.json else sys.stdout
        summary = await run_demo(url, out=sink, agent_id=args.agent, model=args.model)
        if args.json:
            print(json.dumps(_plain(summary), indent=2))
        return
    if not creates and location.path is not None and not location.path.is_file():
        raise CliError(f"no store at {str(location.path)!r}; run `imprint demo` or pass --store")
    hashing = getattr(args, "embedder", "none") == "hashing"
    imprint = Imprint(
        args.agent,
        store=url,
        model=getattr(args, "model", None),
        embedder=HashingEmbedder() if hashing else None,
        # The demo learns a bandit; the same kind loads its state and, if a stale feedback
        # loop is swept here, updates it instead of overwriting it with another kind's.
        alpha_tuner=BanditAlphaTuner(),
    )
    async with imprint:
        handler: _Handler = args.handler
        result = await handler(args, imprint)
    _print(args, result)


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
    print(f"imprint: error: {' '.join(message.split())}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
