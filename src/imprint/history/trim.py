"""Keep a conversation history within a turn or token budget, optionally summarising the rest.

Works on two kinds of history, never mixed in one list:

- role/content dicts (`{"role": "user", "content": "..."}`), including OpenAI-style
  `tool_calls` / `role: "tool"` messages and Anthropic-style `tool_use` / `tool_result`
  content blocks;
- OpenAI Responses input items, the OpenAI Agents SDK's history: messages with a `role`,
  and `function_call` / `function_call_output` / `reasoning` items, which stay in the turn
  they are in;
- pydantic-ai message lists (`ModelRequest` / `ModelResponse`), recognised by their shape
  (`kind` and `parts`), so this module needs pydantic-ai only to build a notice for them.

A turn starts at each user message: a `"user"` dict, or a `ModelRequest` with a
`user-prompt` part, unless that message also answers a tool call (an Anthropic
`tool_result` block, a pydantic-ai tool return), so a tool call and its return always stay
in one turn. Messages before the first turn form a preamble that is dropped only together
with everything after it. Turns are kept or dropped whole, newest kept first; the last
turn is kept even when it alone breaks `max_tokens`.

System content is never dropped: `"system"` / `"developer"` dicts and pydantic-ai
`system-prompt` parts in dropped turns move to the head of the result, after the leading
system messages and in their original order. The one notice or summary is placed after
them, as a system message (a `SystemPromptPart` in a head `ModelRequest` for pydantic-ai;
pydantic-ai merges that request with the next one before it calls a model), or as a user
message with `notice_role="user"` for APIs whose message list takes no system role. Its
first line is `[N earlier messages omitted]` or `[Summary of N earlier messages]`, which is
how a later call recognises and replaces it, adding its N to the new count.
"""

from __future__ import annotations

import logging
import math
import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, overload

from imprint.errors import InvalidInputError
from imprint.history import messages as m
from imprint.protocols import TokenCounter

if TYPE_CHECKING:
    from pydantic_ai.messages import ModelMessage

__all__ = ["NoticeRole", "Summarizer", "summarize_and_trim", "trim_messages"]

logger = logging.getLogger(__name__)

NoticeRole = Literal["system", "user"]
"""The role of the notice or summary message in a role/content history."""

Summarizer = Callable[[str], Awaitable[str]]
"""Turns a transcript of dropped turns into a short summary (the facade's wraps an LLM)."""

_NOTICE = re.compile(r"\[(\d+) earlier messages? omitted\]")
_SUMMARY = re.compile(r"\[Summary of (\d+) earlier messages?\]\n(.*)", re.DOTALL)
_EXTRACT_HEADER = "Earlier, the user said:"
_SENTENCE_END = re.compile(r"(?<=[.!?])\s")
_WORD = re.compile(r"\S+")


class _ApproxCounter:
    """About four characters per token, the usual ratio for English text."""

    def count(self, text: str) -> int:
        return math.ceil(len(text) / 4)


@dataclass(frozen=True, slots=True)
class _Marker:
    omitted: int
    summary: str | None
    """The summary body, or `None` for a plain notice."""


@dataclass(slots=True)
class _Entry:
    message: Any
    system: list[Any]
    """What survives if the message is dropped: the dict itself, or its system parts."""
    system_cost: int
    cost: int
    content: bool
    """It has non-system content, so dropping it counts as omitting a message."""
    starts_turn: bool


@dataclass(slots=True)
class _Cut:
    pydantic: bool
    head: list[Any] = field(default_factory=list)
    hoisted: list[Any] = field(default_factory=list)
    dropped: list[_Entry] = field(default_factory=list)
    kept: list[Any] = field(default_factory=list)
    omitted: int = 0
    summaries: list[str] = field(default_factory=list)


@overload
def trim_messages(
    messages: Sequence[ModelMessage],
    *,
    max_turns: int | None = None,
    max_tokens: int | None = None,
    notice: bool = True,
    counter: TokenCounter | None = None,
    notice_role: NoticeRole = "system",
) -> list[ModelMessage]: ...
@overload
def trim_messages(
    messages: Sequence[Mapping[str, Any]],
    *,
    max_turns: int | None = None,
    max_tokens: int | None = None,
    notice: bool = True,
    counter: TokenCounter | None = None,
    notice_role: NoticeRole = "system",
) -> list[dict[str, Any]]: ...
def trim_messages(
    messages: Sequence[Any],
    *,
    max_turns: int | None = None,
    max_tokens: int | None = None,
    notice: bool = True,
    counter: TokenCounter | None = None,
    notice_role: NoticeRole = "system",
) -> list[Any]:
    """Keep the last whole turns of a history within `max_turns` and `max_tokens`.

    When turns are dropped and `notice` is true, one system message saying how many earlier
    messages were omitted is put after the system messages; a notice left by an earlier call
    is replaced, and a summary left by `summarize_and_trim` is kept. The input is not
    changed: dicts in the result are shallow copies, pydantic-ai messages are the same
    objects.

    Args:
        messages: Role/content dicts or pydantic-ai messages, oldest first.
        max_turns: Most user turns to keep.
        max_tokens: Most tokens for the whole result, system messages and notice included,
            each message costing its `transcript` line(s). The last turn is kept even if it
            alone is over.
        notice: Whether to say that messages were dropped.
        counter: Counts tokens; defaults to about four characters per token.
        notice_role: The notice's role in a role/content history: `"system"`, or `"user"`
            for APIs that take system text apart from the messages (Anthropic's
            `messages.create(system=..., messages=...)`). A pydantic-ai history always gets
            a system-prompt part.

    Raises:
        InvalidInputError: A budget is not a positive int, or a message is neither a
            role/content dict nor a pydantic-ai message, or `notice_role` is unknown.
    """
    count = _counter(counter)
    _check_budgets(max_turns=max_turns, max_tokens=max_tokens)
    _check_role(notice_role)

    def notice_cost(omitted: int) -> int:
        return count.count(m.render("system", _notice(omitted))) if notice else 0

    cut = _cut(
        messages,
        max_turns=max_turns,
        max_tokens=max_tokens,
        counter=count,
        replace_summaries=False,
        marker_cost=notice_cost,
    )
    if cut is None:
        return _copy(messages)
    return _assemble(cut, _notice(cut.omitted) if notice else None, notice_role)


@overload
async def summarize_and_trim(
    messages: Sequence[ModelMessage],
    *,
    max_turns: int | None = None,
    max_tokens: int | None = None,
    summarizer: Summarizer | None = None,
    counter: TokenCounter | None = None,
    max_summary_tokens: int = 250,
    notice_role: NoticeRole = "system",
) -> list[ModelMessage]: ...
@overload
async def summarize_and_trim(
    messages: Sequence[Mapping[str, Any]],
    *,
    max_turns: int | None = None,
    max_tokens: int | None = None,
    summarizer: Summarizer | None = None,
    counter: TokenCounter | None = None,
    max_summary_tokens: int = 250,
    notice_role: NoticeRole = "system",
) -> list[dict[str, Any]]: ...
async def summarize_and_trim(
    messages: Sequence[Any],
    *,
    max_turns: int | None = None,
    max_tokens: int | None = None,
    summarizer: Summarizer | None = None,
    counter: TokenCounter | None = None,
    max_summary_tokens: int = 250,
    notice_role: NoticeRole = "system",
) -> list[Any]:
    """Like `trim_messages`, but replace the dropped turns with one summary of exactly them.

    The summarizer gets the transcript of the dropped messages without their system content
    (which is kept), preceded by a `summary of earlier turns: ...` line for each earlier
    summary being replaced, so repeated trims carry older information forward. Without a
    summarizer the summary is extractive and offline: the first sentence of each user
    message in the dropped turns (and the items of an earlier summary), deduplicated; when
    they exceed `max_summary_tokens`, the first one and the newest that fit are kept. A
    summary longer than `max_summary_tokens` is cut at a word. When nothing is dropped the
    summarizer is not called. Errors raised by the summarizer propagate.

    Args:
        messages: Role/content dicts or pydantic-ai messages, oldest first.
        max_turns: Most user turns to keep.
        max_tokens: Most tokens for the whole result; `max_summary_tokens` of it are reserved
            for the summary when anything is dropped.
        summarizer: Writes the summary from a transcript; `None` summarises offline.
        counter: Counts tokens; defaults to about four characters per token.
        max_summary_tokens: Most tokens of summary text.
        notice_role: The summary's role in a role/content history, as in `trim_messages`.

    Raises:
        InvalidInputError: A budget is not a positive int, or a message is neither a
            role/content dict nor a pydantic-ai message, or `notice_role` is unknown.
    """
    count = _counter(counter)
    _check_budgets(
        max_turns=max_turns, max_tokens=max_tokens, max_summary_tokens=max_summary_tokens
    )
    _check_role(notice_role)

    def summary_cost(omitted: int) -> int:
        return count.count(m.render("system", _summary_header(omitted))) + max_summary_tokens

    cut = _cut(
        messages,
        max_turns=max_turns,
        max_tokens=max_tokens,
        counter=count,
        replace_summaries=True,
        marker_cost=summary_cost,
    )
    if cut is None:
        return _copy(messages)
    if summarizer is None:
        body = _extractive(cut, max_summary_tokens, count)
    else:
        written = await summarizer(_summary_input(cut))
        if not isinstance(written, str):
            raise TypeError(f"the summarizer returned {type(written).__name__}, not str")
        # An empty answer would silently lose the dropped turns; the offline summary does not.
        body = written.strip() or _extractive(cut, max_summary_tokens, count)
        body = _fit_text(body, max_summary_tokens, count)
    marker = f"{_summary_header(cut.omitted)}\n{body}" if body else _notice(cut.omitted)
    return _assemble(cut, marker, notice_role)


def _counter(counter: TokenCounter | None) -> TokenCounter:
    return _ApproxCounter() if counter is None else counter


def _check_budgets(**budgets: int | None) -> None:
    for name, value in budgets.items():
        if value is None:
            continue
        # bool is an int subclass, and `max_turns=True` is surely a mistake.
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise InvalidInputError(
                f"{name} must be a positive int or None, got {value!r}; pass e.g. {name}=10"
            )


def _notice(omitted: int) -> str:
    return f"[{omitted} earlier message{'' if omitted == 1 else 's'} omitted]"


def _summary_header(omitted: int) -> str:
    return f"[Summary of {omitted} earlier message{'' if omitted == 1 else 's'}]"


def _check_role(role: object) -> None:
    if role not in ("system", "user"):
        raise InvalidInputError(f"notice_role must be 'system' or 'user', got {role!r}")


def _is_user_marker(message: Mapping[str, Any]) -> bool:
    """A notice or summary written with `notice_role="user"` by an earlier call."""
    return message["role"] == "user" and _marker(message.get("content")) is not None


def _marker(text: object) -> _Marker | None:
    if not isinstance(text, str):
        return None
    if found := _NOTICE.fullmatch(text):
        return _Marker(omitted=int(found[1]), summary=None)
    if found := _SUMMARY.fullmatch(text):
        return _Marker(omitted=int(found[1]), summary=found[2])
    return None


def _cut(
    messages: Sequence[Any],
    *,
    max_turns: int | None,
    max_tokens: int | None,
    counter: TokenCounter,
    replace_summaries: bool,
    marker_cost: Callable[[int], int],
) -> _Cut | None:
    """Decide what to keep; `None` when nothing needs to be dropped."""
    pydantic = m.detect(messages)
    start = 0
    while start < len(messages) and (
        m.is_system_only(messages[start], pydantic=pydantic)
        or (not pydantic and _is_user_marker(messages[start]))
    ):
        start += 1
    cut = _Cut(pydantic=pydantic)
    fixed = replaced_cost = 0
    for message in messages[:start]:
        for item in message.parts if pydantic else [message]:
            cost = counter.count(m.render_all(m.item_lines(item, pydantic=pydantic)))
            marker = _marker(getattr(item, "content", None) if pydantic else item.get("content"))
            if marker is not None and (marker.summary is None or replace_summaries):
                cut.omitted += marker.omitted
                if marker.summary is not None:
                    cut.summaries.append(marker.summary)
                replaced_cost += cost
            else:
                cut.head.append(item)
                fixed += cost

    segments: list[list[_Entry]] = []
    for message in messages[start:]:
        entry = _entry(message, pydantic=pydantic, counter=counter)
        fixed += entry.system_cost
        if entry.starts_turn or not segments:
            segments.append([entry])
        else:
            segments[-1].append(entry)
    # omitted_before[j]: messages with content in segments[:j], i.e. omitted if j are dropped.
    omitted_before = [0]
    for segment in segments:
        omitted_before.append(omitted_before[-1] + sum(entry.content for entry in segment))

    total = len(segments)
    keep = turns = 0
    tokens = fixed
    for k in range(1, total + 1):
        segment = segments[total - k]
        is_turn = int(segment[0].starts_turn)
        cost = sum(entry.cost for entry in segment)
        if k > 1:
            if max_turns is not None and turns + is_turn > max_turns:
                break
            if max_tokens is not None:
                dropped = total - k
                extra = (
                    replaced_cost
                    if dropped == 0
                    else marker_cost(cut.omitted + omitted_before[dropped])
                )
                if tokens + cost + extra > max_tokens:
                    break
        keep, turns, tokens = k, turns + is_turn, tokens + cost
    if keep == total:
        return None

    for segment in segments[: total - keep]:
        for entry in segment:
            cut.dropped.append(entry)
            for item in entry.system:
                # pydantic-ai merges the head request holding an earlier notice or summary
                # into the next user request, so markers also turn up inside turns; each is
                # replaced like one at the head, never kept beside the new one.
                content = getattr(item, "content", None) if pydantic else item.get("content")
                marker = _marker(content)
                if marker is not None and (marker.summary is None or replace_summaries):
                    cut.omitted += marker.omitted
                    if marker.summary is not None:
                        cut.summaries.append(marker.summary)
                else:
                    cut.hoisted.append(item)
    cut.kept = [entry.message for segment in segments[total - keep :] for entry in segment]
    cut.omitted += omitted_before[total - keep]
    logger.debug("dropping %d of %d messages", len(cut.dropped), len(messages))
    return cut


def _entry(message: Any, *, pydantic: bool, counter: TokenCounter) -> _Entry:
    lines = m.message_lines(message, pydantic=pydantic, limit=None)
    system_lines = [line for line in lines if line[0] in m.SYSTEM_ROLES]
    other_lines = [line for line in lines if line[0] not in m.SYSTEM_ROLES]
    if pydantic:
        system = [
            part for part in message.parts if getattr(part, "part_kind", None) == "system-prompt"
        ]
    else:
        system = [message] if m.dict_role(message) in m.SYSTEM_ROLES else []
    return _Entry(
        message=message,
        system=system,
        system_cost=counter.count(m.render_all(system_lines)) if system_lines else 0,
        cost=counter.count(m.render_all(other_lines)) if other_lines else 0,
        content=bool(other_lines),
        starts_turn=m.starts_turn(message, pydantic=pydantic),
    )


def _assemble(cut: _Cut, marker: str | None, role: NoticeRole) -> list[Any]:
    if cut.pydantic:
        # Only reached for pydantic-ai histories, so pydantic-ai is installed.
        from pydantic_ai.messages import ModelRequest, SystemPromptPart

        parts: list[Any] = [*cut.head, *cut.hoisted]
        if marker is not None:
            parts.append(SystemPromptPart(content=marker))
        return [ModelRequest(parts=parts), *cut.kept] if parts else list(cut.kept)
    front: list[Any] = [dict(item) for item in [*cut.head, *cut.hoisted]]
    if marker is not None:
        front.append({"role": role, "content": marker})
    return front + [dict(message) for message in cut.kept]


def _copy(messages: Sequence[Any]) -> list[Any]:
    return [dict(message) if isinstance(message, Mapping) else message for message in messages]


def _summary_input(cut: _Cut) -> str:
    lines = [m.render("summary of earlier turns", summary) for summary in cut.summaries]
    for entry in cut.dropped:
        lines.extend(
            m.render(role, text)
            for role, text in m.message_lines(entry.message, pydantic=cut.pydantic, limit=m.CLIP)
            if role not in m.SYSTEM_ROLES
        )
    return "\n".join(lines)


def _extractive(cut: _Cut, budget: int, counter: TokenCounter) -> str:
    """Earlier summaries' items, then each dropped user message's first sentence, fitted."""
    items: list[str] = []
    seen: set[str] = set()

    def add(text: str) -> None:
        key = " ".join(text.lower().split())
        if key and key not in seen:
            seen.add(key)
            items.append(text)

    for summary in cut.summaries:
        for line in summary.splitlines():
            line = line.strip().removeprefix("- ").strip()
            if line != _EXTRACT_HEADER:
                add(line)
    for entry in cut.dropped:
        for role, text in m.message_lines(entry.message, pydantic=cut.pydantic, limit=m.CLIP):
            if role == "user":
                add(_first_sentence(text))
    if not items:
        return ""
    lines = [f"- {item}" for item in items]

    def size(chosen: list[str]) -> int:
        return counter.count("\n".join([_EXTRACT_HEADER, *chosen]))

    if size(lines[:1]) > budget:
        return _fit_text("\n".join([_EXTRACT_HEADER, lines[0]]), budget, counter)
    # The first request usually states the task; after it, recent statements matter most.
    tail: list[str] = []
    for line in reversed(lines[1:]):
        if size([lines[0], line, *tail]) > budget:
            break
        tail.insert(0, line)
    return "\n".join([_EXTRACT_HEADER, lines[0], *tail])


def _first_sentence(text: str) -> str:
    first_line = next((line for line in text.splitlines() if line.strip()), "")
    sentence = _SENTENCE_END.split(" ".join(first_line.split()), maxsplit=1)[0]
    return m.clip(sentence, m.CLIP)


def _fit_text(text: str, budget: int, counter: TokenCounter) -> str:
    """`text`, cut after the last whole word that keeps it within `budget` tokens."""
    if counter.count(text) <= budget:
        return text
    ends = [found.end() for found in _WORD.finditer(text)]
    low, high = 0, len(ends)
    while low < high:
        middle = (low + high + 1) // 2
        if counter.count(text[: ends[middle - 1]] + " ...") <= budget:
            low = middle
        else:
            high = middle - 1
    return text[: ends[low - 1]] + " ..." if low else "..."
