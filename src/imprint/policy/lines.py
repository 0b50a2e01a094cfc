"""Compiled policy lines, one per memory, asked for in batches and kept per instance.

A policy made by the LLM is assembled from one compiled line per selected memory, so the
context of a call (which only selects and ranks) never changes what a memory's line says.
A line depends on the memory, the agent's description and existing instructions, the model
and the prompt version, and on nothing else; it is compiled once and reused by every later
policy that selects the memory, whatever its context or the other memories beside it.
"""

from __future__ import annotations

import hashlib
import json
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from imprint.errors import ModelError
from imprint.llm import LLM, prompt_fingerprint
from imprint.policy.render import sanitize
from imprint.types import Memory, MemoryType

__all__ = [
    "BATCH_NOTES",
    "PENDING_LINES",
    "WAITING_WEIGHT",
    "CompiledLine",
    "LineCache",
    "compile_lines",
    "due",
    "lines_scope",
]

BATCH_NOTES = 64
"""Most memories one compile request carries.

The selected memories that have no line yet are always sent, however many; the rest of the
batch is filled with the best-ranked memories the budget left out, so that the next
contexts, which select among the same memories, find their lines ready. For a user with up
to this many memories, one request compiles them all.
"""

PENDING_LINES = 3
"""Selected rules or decisions without a line that a policy shows as written before it asks.

New memories arrive one at a time (a quarter of the user turns of PrefEval's persona chats
add or change one), and each is selected at once by the message it came from; asking for
its line then would cost a request on every such turn. Until this many wait in one
selection (or half of it, for small ones), they are shown as written, as offline, and are
then compiled together, with the spare memories. A fact or context waiting counts half
(`WAITING_WEIGHT`).
"""

WAITING_WEIGHT: dict[MemoryType, float] = {
    MemoryType.RULE: 1.0,
    MemoryType.DECISION: 1.0,
    MemoryType.FACT: 0.5,
    MemoryType.CONTEXT: 0.5,
}
"""How much a selected memory without a line presses for a compile request, by type.

A rule's or decision's compiled line changes what the agent does, so it is asked for
promptly. A fact or context shown as written reads as well as its line would (offline
readers word facts in the third person, "The user has two cats."), and people disclose
facts far more often than rules, so facts wait for a fuller batch.
"""

Omit = Literal["no", "instructions", "not_about_user"]


@dataclass(frozen=True, slots=True, kw_only=True)
class CompiledLine:
    """What the compile prompt made of one memory."""

    line: str
    """The line (sanitised, without the "- " bullet); "" when the memory is left out."""
    omit: Omit
    """`no`, or why the memory is left out: the existing instructions already say it, or it
    is addressed to the agent rather than about the user."""


def lines_scope(
    *,
    agent_id: str,
    user_id: str,
    agent_description: str,
    existing_instructions: str,
    model_id: str | None,
) -> str:
    """A digest of everything besides the memory that a compiled line depends on."""
    material = json.dumps(
        [
            agent_id,
            user_id,
            agent_description,
            existing_instructions,
            model_id,
            prompt_fingerprint("compile"),
        ],
        ensure_ascii=True,
    )
    return hashlib.blake2b(material.encode(), digest_size=16).hexdigest()


class LineCache:
    """Compiled lines by (scope digest, memory id, type, content), least recently used out.

    It belongs to one `Imprint` instance and lives in memory only: the policy cache in the
    store already serves whole policies across processes, and a line is cheap to compile
    again after a restart, in one request with the others.
    """

    def __init__(self, size: int = 20_000) -> None:
        self._size = size
        self._lines: OrderedDict[tuple[str, int, str, str], CompiledLine] = OrderedDict()

    def get(self, scope: str, memory: Memory) -> CompiledLine | None:
        """The memory's compiled line under `scope`, if one was compiled for its content."""
        key = (scope, memory.memory_id, str(memory.type), memory.content)
        line = self._lines.get(key)
        if line is not None:
            self._lines.move_to_end(key)
        return line

    def put(self, scope: str, memory: Memory, line: CompiledLine) -> None:
        """Keep a compiled line."""
        self._lines[(scope, memory.memory_id, str(memory.type), memory.content)] = line
        self._lines.move_to_end((scope, memory.memory_id, str(memory.type), memory.content))
        while len(self._lines) > self._size:
            self._lines.popitem(last=False)

    def __len__(self) -> int:
        return len(self._lines)


def due(waiting: Sequence[MemoryType], selected: int) -> bool:
    """Whether selected memories without a line (their types) are worth a compile request now.

    True when none of the selection has a line yet (a user's first policy is always
    compiled), or once the waiting memories weigh `PENDING_LINES` (`WAITING_WEIGHT`: a fact
    counts half), or half of a smaller selection (so a policy is never mostly uncompiled).
    A function of the selection alone: the same memories selected again decide the same
    way, so the text changes only when the selection does.
    """
    if not waiting:
        return False
    if len(waiting) >= selected:
        return True
    weight = sum(WAITING_WEIGHT[memory_type] for memory_type in waiting)
    return weight >= min(PENDING_LINES, -(-selected // 2))


async def compile_lines(
    memories: Sequence[Memory],
    *,
    llm: LLM,
    agent_description: str,
    existing_instructions: str,
) -> tuple[dict[int, CompiledLine], int, int]:
    """One compile request for `memories`: their lines by memory id, the requests and tokens.

    Raises:
        ModelError: the request failed, or the answer left a memory out, named one that was
            not asked about, or kept one with an empty line.
    """
    result = await llm.compile(
        agent_description=agent_description,
        existing_instructions=existing_instructions,
        notes=[(m.memory_id, str(m.type), m.content) for m in memories],
    )
    lines: dict[int, CompiledLine] = {}
    for memory_id, note in result.output.items():
        # The model's words go through the same cleaning as a memory's own line, so no
        # answer can add headings, tags or extra lines to the policy.
        line = sanitize(note.line) if note.omit == "no" else ""
        if note.omit == "no" and not line:
            raise ModelError(
                f"compile call kept memory {memory_id} with an empty line",
                requests=result.requests,
                tokens=result.tokens,
            )
        lines[memory_id] = CompiledLine(line=line, omit=note.omit)
    return lines, result.requests, result.tokens
