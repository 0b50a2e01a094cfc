"""Commands on one agent's store: memories, policy, events, stats, export, import, erase.

Only the public `Imprint` API is used here.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import sys
from pathlib import Path

from imprint import Imprint, Memory, MemoryStatus, MemoryType
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
from imprint.export import parse_lines

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
"""Session for the feedback loop `imprint policy` opens, apart from any real conversation."""


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
    )
    if not memories:
        return Result(memories, [f"no {args.status} memories for user {args.user!r}"])
    rows = [cells(m, short(m.content)) for m in memories]
    return Result(memories, table((*COLUMNS, "CONTENT"), rows))


async def show(args: Args, imprint: Imprint) -> Result:
    """`imprint memories show`: one memory and its history."""
    memory = await _find(imprint, args.user, args.memory_id)
    history, after = [], 0
    while batch := await imprint.events(user_id=args.user, after_seq=after, limit=500):
        history += [e for e in batch if e.memory_id == memory.memory_id]
        after = batch[-1].seq
    lines = [f"{f.name + ':':<15} {getattr(memory, f.name)}" for f in dataclasses.fields(memory)]
    lines += ["history:"] + [
        f"  {when(e.created_at)}  {e.kind}  {json.dumps(e.detail)}" for e in history
    ]
    return Result({"memory": memory, "events": history}, lines)


async def search(args: Args, imprint: Imprint) -> Result:
    """`imprint memories search`: what `recall` returns, with ranks."""
    hits = await imprint.recall(user_id=args.user, query=args.query, k=args.k, scopes=args.scope)
    if not hits:
        return Result(hits, [f"no active memory of user {args.user!r} matches {args.query!r}"])
    ranked = [(h.memory, f"{h.score:.4f}", h.bm25_rank or "-", h.dense_rank or "-") for h in hits]
    rows = [cells(m, *ranks, short(m.content)) for m, *ranks in ranked]
    return Result(hits, table((*COLUMNS, "SCORE", "BM25", "DENSE", "CONTENT"), rows))


async def forget(args: Args, imprint: Imprint) -> Result:
    """`imprint memories forget`: forget one memory by id or key."""
    if (args.memory_id is None) == (args.key is None):
        raise CliError("give a memory id or --key, not both or neither")
    memory = await imprint.forget(user_id=args.user, key=args.key, memory_id=args.memory_id)
    if memory is None:
        raise CliError(f"user {args.user!r} has no memory with key {args.key!r}")
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
    """`imprint policy`: a user's policy and why each memory is in or out."""
    policy = await imprint.get_policy(
        user_id=args.user,
        scopes=args.scope,
        context=args.context,
        existing_instructions=args.instructions,
        max_output_tokens=args.max_tokens,
        session_id=CLI_SESSION,
    )
    text = policy.text or f"(empty: user {args.user!r} has no active memories in these scopes)"
    return Result(policy, [text, "", *policy_lines(policy)])


async def events(args: Args, imprint: Imprint) -> Result:
    """`imprint events`: a user's event log."""
    events = await imprint.events(user_id=args.user, after_seq=args.after, limit=args.limit)
    rows = [
        [e.seq, when(e.created_at), e.kind, e.memory_id or "-", short(json.dumps(e.detail), 60)]
        for e in events
    ]
    return Result(events, table(("SEQ", "TIME (UTC)", "KIND", "MEMORY", "DETAIL"), rows))


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
    progress = Progress("export", len(lines))
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
    return Result(None, [])


def _read_lines(path: str) -> list[str]:
    if path == "-":
        return sys.stdin.read().splitlines()
    file = Path(path)
    if not file.is_file():
        raise CliError(f"no export file at {path!r}; create one with `imprint export --user U`")
    progress, lines, done = Progress(f"read {file.name}", file.stat().st_size), [], 0
    with file.open(encoding="utf-8") as handle:
        for line in handle:
            lines.append(line)
            done += len(line.encode())
            progress.update(done)
    progress.close()
    return lines


async def import_files(args: Args, imprint: Imprint) -> Result:
    """`imprint import`: load export files."""
    results, lines = [], []
    for path in args.files:
        exported = _read_lines(path)
        # Without --user, the person running the command takes the file's word for whose
        # memories these are (the library never does), and the output says whose they were.
        user = args.user or parse_lines(exported)[0]
        added = await imprint.import_memories(exported, user_id=user)
        results.append({"file": path, "user_id": user, "imported": added})
        lines.append(f"imported {added} memories from {path} for user {user!r}")
    return Result(results, lines)


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
