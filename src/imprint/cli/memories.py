"""Commands on one agent's store: memories, policy, events, stats, export, import, erase.

Only the public `Imprint` API is used here.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from imprint import Imprint, Memory, MemoryStatus, MemoryType, NotFoundError, Policy
from imprint.cli.output import (
    COLUMNS,
    CliError,
    Progress,
    Result,
    cells,
    plain,
    said,
    short,
    table,
    when,
)
from imprint.demo import policy_lines
from imprint.interchange import read_import

__all__ = [
    "CLI_SESSION",
    "confirm",
    "erase",
    "events",
    "export",
    "forget",
    "import_files",
    "list_memories",
    "pin",
    "policy",
    "reprocess",
    "search",
    "show",
    "stats",
]

Args = argparse.Namespace

CLI_SESSION = "imprint-cli"
"""Kept for scripts that name it: `imprint policy` opens no feedback loop any more."""


def _metadata(args: Args) -> dict[str, object] | None:
    """`--meta NAME=VALUE` options as a filter; a name given twice matches either value."""
    pairs = getattr(args, "meta", None)
    if not pairs:
        return None
    wanted: dict[str, list[object]] = {}
    for name, value in pairs:
        wanted.setdefault(name, []).append(value)
    return {name: values[0] if len(values) == 1 else values for name, values in wanted.items()}


async def _find(imprint: Imprint, user: str, memory_id: int) -> Memory:
    for memory in await imprint.memories(user_id=user, status=None):
        if memory.memory_id == memory_id:
            return memory
    raise CliError(f"user {user!r} has no memory #{memory_id}; see `imprint memories list`")


async def list_memories(args: Args, imprint: Imprint) -> Result:
    """`imprint memories list`: a user's memories, filtered."""
    memories = await imprint.memories(
        user_id=args.user,
        status=None if args.status == "all" else MemoryStatus(args.status),
        scopes=args.scope,
        types=[MemoryType(t) for t in args.type] if args.type else None,
        limit=args.limit,
        metadata=_metadata(args),
    )
    if not memories:
        text = f"no {args.status} memories for user {args.user!r} of agent {imprint.agent_id!r}"
        return Result(memories, [text])
    rows = [cells(m, m.content) for m in memories]
    return Result(memories, table((*COLUMNS, "CONTENT"), rows, wrap="CONTENT"))


async def show(args: Args, imprint: Imprint) -> Result:
    """`imprint memories show`: one memory and its history."""
    try:
        found = await imprint.memory_history(user_id=args.user, memory_id=args.memory_id)
    except NotFoundError:
        raise CliError(
            f"user {args.user!r} has no memory #{args.memory_id}; see `imprint memories list`"
        ) from None
    memory = found.memory
    lines = [f"{f.name + ':':<15} {getattr(memory, f.name)}" for f in dataclasses.fields(memory)]
    lines += ["history:"] + [
        f"  {when(e.created_at)}  {e.kind}  {json.dumps(e.detail)}" for e in found.events
    ]
    lines += [
        f"  {when(u.used_at)}  used in a policy (loop {u.loop_id}, {u.status}"
        + (f", outcome {u.outcome:+.2f}" if u.outcome is not None else "")
        + ")"
        for u in found.uses
    ]
    return Result({"memory": memory, "events": found.events, "uses": found.uses}, lines)


async def search(args: Args, imprint: Imprint) -> Result:
    """`imprint memories search`: what `recall` matches, with ranks (no fill: a search)."""
    hits = await imprint.recall(
        user_id=args.user,
        query=args.query,
        k=args.k,
        scopes=args.scope,
        metadata=_metadata(args),
        fill=False,
    )
    if not hits:
        return Result(hits, [f"no active memory of user {args.user!r} matches {args.query!r}"])
    ranked = [(h.memory, f"{h.score:.3f}", h.bm25_rank or "-", h.dense_rank or "-") for h in hits]
    rows = [cells(m, *ranks, m.content) for m, *ranks in ranked]
    headers = (*COLUMNS, "SCORE", "BM25", "DENSE", "CONTENT")
    return Result(hits, table(headers, rows, wrap="CONTENT"))


async def forget(args: Args, imprint: Imprint) -> Result:
    """`imprint memories forget`: forget one memory by id or key."""
    if (args.memory_id is None) == (args.key is None):
        raise CliError("give a memory id or --key, not both or neither")
    if args.memory_id is not None:
        held = await _find(imprint, args.user, args.memory_id)
        if held.status is MemoryStatus.FORGOTTEN:
            return said("already forgotten, nothing changed:", held)
    memory = await imprint.forget(user_id=args.user, key=args.key, memory_id=args.memory_id)
    if memory is None:
        raise CliError(f"user {args.user!r} has no active memory with key {args.key!r}")
    return said("forgot", memory)


async def pin(args: Args, imprint: Imprint) -> Result:
    """`imprint memories pin`: pin or unpin a memory."""
    await _find(imprint, args.user, args.memory_id)
    memory = await imprint.pin(user_id=args.user, memory_id=args.memory_id, pinned=not args.unpin)
    return said("unpinned" if args.unpin else "pinned", memory)


async def confirm(args: Args, imprint: Imprint) -> Result:
    """`imprint memories confirm`: release a quarantined memory."""
    await _find(imprint, args.user, args.memory_id)
    return said(
        "confirmed", await imprint.confirm_memory(user_id=args.user, memory_id=args.memory_id)
    )


async def policy(args: Args, imprint: Imprint) -> Result:
    """`imprint policy`: a preview of a user's policy and why each memory is in or out.

    It opens no feedback loop: a preview is not a turn, and a loop left open would later
    count against the memories it used.
    """
    policy = await imprint.get_policy(
        user_id=args.user,
        scopes=args.scope,
        context=args.context,
        existing_instructions=args.instructions,
        max_output_tokens=args.max_tokens,
        metadata=_metadata(args),
        feedback=False,
    )
    # One printed line per line of the text: a newline inside a line would be escaped.
    text = (policy.text or _why_empty(policy, args)).splitlines()
    return Result(policy, [*text, "", *policy_lines(policy)])


def _why_empty(policy: Policy, args: Args) -> str:
    """Why a policy has no text, as it is: nothing stored, or what was left out."""
    if policy.budget_dropped:
        return (
            f"(empty: {policy.budget_dropped} memories did not fit in --max-tokens "
            f"{args.max_tokens}; raise it)"
        )
    if policy.dropped:
        reasons = sorted({d.reason for d in policy.dropped})
        return f"(empty: {len(policy.dropped)} memories were left out: {', '.join(reasons)})"
    return f"(empty: user {args.user!r} has no active memories in these scopes)"


async def events(args: Args, imprint: Imprint) -> Result:
    """`imprint events`: a user's event log."""
    events = await imprint.events(user_id=args.user, after_seq=args.after, limit=args.limit)
    rows = [
        [e.seq, when(e.created_at), e.kind, e.memory_id or "-", json.dumps(e.detail)]
        for e in events
    ]
    headers = ("SEQ", "TIME (UTC)", "KIND", "MEMORY", "DETAIL")
    return Result(events, table(headers, rows, wrap="DETAIL"))


async def stats(args: Args, imprint: Imprint) -> Result:
    """`imprint stats`: counts for the agent."""
    stats = await imprint.stats()
    rows: list[list[object]] = [["agent", imprint.agent_id], ["users", stats.users]]
    rows += [[f"memories {k}", v] for k, v in sorted(stats.memories_by_status.items())]
    rows += [[f"active {k}", v] for k, v in sorted(stats.memories_by_type.items())]
    rows += [["pending signals", stats.pending_signals], ["open feedback loops", stats.open_loops]]
    rows += [["events", stats.events], ["file bytes", stats.file_bytes or "-"]]
    return Result({"agent_id": imprint.agent_id, **plain(stats)}, table(("WHAT", "COUNT"), rows))


async def export(args: Args, imprint: Imprint) -> Result:
    """`imprint export`: a user's memories as JSONL."""
    lines = await imprint.export_memories(user_id=args.user)
    progress = Progress("export", len(lines) - 1, unit="memories")
    with contextlib.ExitStack() as stack:
        target = sys.stdout
        if args.output:
            target = stack.enter_context(open(args.output, "w", encoding="utf-8"))  # noqa: ASYNC230
        for done, line in enumerate(lines):
            target.write(line + "\n")
            progress.update(done)
    progress.close()
    summary = f"exported {len(lines) - 1} memories of user {args.user!r}"
    if args.output:
        # stdout is free when the file is elsewhere: the summary goes there, for scripts too.
        return Result(None, [f"{summary} to {args.output}"])
    if sys.stderr.isatty():
        print(summary, file=sys.stderr)
    return Result(None, [])


def _read_lines(path: str) -> list[str]:
    if path == "-":
        return sys.stdin.read().splitlines()
    file = Path(path)
    if not file.is_file():
        raise CliError(f"no export file at {path!r}; create one with `imprint export --user U`")
    with file.open(encoding="utf-8") as handle:
        return handle.read().splitlines()


async def import_files(args: Args, imprint: Imprint) -> Result:
    """`imprint import`: load Imprint exports, JSONL of texts or mem0 exports."""
    results, lines = [], []
    for path in args.files:
        exported = _read_lines(path)
        found = read_import(exported, now=datetime.now(UTC))
        # Without --user, the person running the command takes the file's word for whose
        # memories these are (the library never does), and the output says whose they were.
        user = args.user or found.user_id
        if user is None:
            raise CliError(f"{path} ({found.format}) names no user; pass --user")
        progress = Progress(f"import {Path(path).name}", len(found.records))
        try:
            added = await imprint.import_memories(
                exported, user_id=user, progress=_drawn_by(progress)
            )
        finally:
            progress.close()
        held = len(found.records) - added
        results.append(
            {
                "file": path,
                "format": found.format,
                "user_id": user,
                "imported": added,
                "skipped": held,
            }
        )
        line = f"imported {added} memories from {path} for user {user!r}"
        lines.append(line + (f" ({held} already there)" if held else ""))
    return Result(results, lines)


def _drawn_by(progress: Progress) -> Callable[[int, int], None]:
    def draw(done: int, total: int) -> None:
        progress.update(done)

    return draw


async def erase(args: Args, imprint: Imprint) -> Result:
    """`imprint erase`: every trace of a user, after a confirmation."""
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
    known = {u.user_id for u in await imprint.users()}
    if args.user not in known and not await imprint.events(user_id=args.user, limit=1):
        raise CliError(
            f"user {args.user!r} has nothing stored for agent {imprint.agent_id!r}; nothing "
            f"to erase (see `imprint stats` or `imprint agents`)"
        )
    removed = await imprint.forget_user(user_id=args.user)
    data = {"user_id": args.user, "rows_removed": removed}
    return Result(data, [f"erased user {args.user!r}: {removed} rows removed"])


async def reprocess(args: Args, imprint: Imprint) -> Result:
    """`imprint reprocess`: list, or retry with a model, turns kept pending."""
    waiting = await imprint.pending(limit=args.limit)
    if args.model is None:
        lines = [
            f"#{p.signal_id} {p.user_id}: {short(p.user_response, 50)} ({p.attempts} tries)"
            for p in waiting
        ]
        lines.append(f"{len(waiting)} pending; pass --model to retry them with an LLM")
        return Result({"pending": waiting, "reprocessed": []}, lines)
    progress, done = Progress("reprocess", len(waiting)), []
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
    return Result({"pending": [], "reprocessed": done}, lines)
