"""What a history message is and how it reads: validation, turn boundaries, transcripts.

Role/content dicts and pydantic-ai messages (recognised by `kind` and `parts`) are told
apart here, and each is rendered as `role: text` lines, the form that both token counting
and summaries use. OpenAI Responses items (the OpenAI Agents SDK's history) count as dicts:
messages carry a `role`; `function_call` and other items without one read as the
assistant's, and `*_output` items as the tool's.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from imprint.errors import InvalidInputError

if TYPE_CHECKING:
    from pydantic_ai.messages import ModelMessage

__all__ = [
    "CLIP",
    "SYSTEM_ROLES",
    "clip",
    "detect",
    "dict_role",
    "is_system_only",
    "item_lines",
    "message_lines",
    "render",
    "render_all",
    "starts_turn",
    "transcript",
]

SYSTEM_ROLES = frozenset({"system", "developer"})
"""Dict roles whose messages are system content, never dropped."""
CLIP = 200
"""Characters of a tool argument or result, or of an extracted sentence, shown in text."""
"""Longest tool argument or result shown in a transcript or summary, in characters."""


def transcript(messages: Sequence[ModelMessage] | Sequence[Mapping[str, Any]]) -> str:
    """Render a history as `role: text` lines, one per message part, tool calls compacted.

    Tool calls read `assistant: call name(args)` and their returns `tool: name -> result`,
    with arguments and results cut to 200 characters; pydantic-ai thinking parts are left
    out. Continuation lines of a multi-line text are indented by two spaces.

    Raises:
        InvalidInputError: A message is neither a role/content dict nor a pydantic-ai
            message.
    """
    pydantic = detect(messages)
    return "\n".join(
        render(role, text)
        for message in messages
        for role, text in message_lines(message, pydantic=pydantic, limit=CLIP)
    )


def detect(messages: object) -> bool:
    """Validate a history; true for pydantic-ai messages, false for dicts."""
    if isinstance(messages, str | bytes) or not isinstance(messages, Sequence):
        raise InvalidInputError(
            f"messages must be a list of messages, got {type(messages).__name__}; "
            f"pass a list of role/content dicts or of pydantic-ai messages"
        )
    pydantic: bool | None = None
    for index, message in enumerate(messages):
        if _is_model_message(message):
            this = True
        elif _is_chat_dict(message):
            this = False
        else:
            raise InvalidInputError(
                f"messages[{index}] is not a role/content dict or a pydantic-ai message: "
                f"{message!r:.100}; pass e.g. {{'role': 'user', 'content': 'Hi'}}"
            )
        if pydantic is None:
            pydantic = this
        elif this != pydantic:
            raise InvalidInputError(
                f"messages[{index}] is a {'pydantic-ai message' if this else 'dict'} but "
                f"messages[0] is {'a dict' if this else 'a pydantic-ai message'}; "
                f"use one kind of message per list"
            )
    return bool(pydantic)


def _is_model_message(message: object) -> bool:
    return getattr(message, "kind", None) in ("request", "response") and isinstance(
        getattr(message, "parts", None), Sequence
    )


def _is_chat_dict(message: object) -> bool:
    if not isinstance(message, Mapping):
        return False
    if isinstance(message.get("role"), str):
        return "content" in message or "tool_calls" in message
    # A Responses item without a role: a tool call, its output, reasoning.
    return isinstance(message.get("type"), str)


def dict_role(message: Mapping[str, Any]) -> str:
    """A dict's role; Responses items without one are the assistant's or, outputs, the tool's."""
    role = message.get("role")
    if isinstance(role, str):
        return role
    return "tool" if str(message.get("type")).endswith("_output") else "assistant"


def is_system_only(message: Any, *, pydantic: bool) -> bool:
    """Whether the message holds system content only."""
    if not pydantic:
        return dict_role(message) in SYSTEM_ROLES
    parts = message.parts
    return (
        message.kind == "request"
        and len(parts) > 0
        and all(getattr(part, "part_kind", None) == "system-prompt" for part in parts)
    )


def starts_turn(message: Any, *, pydantic: bool) -> bool:
    """Whether the message opens a user turn (and does not answer a tool call)."""
    if pydantic:
        if message.kind != "request":
            return False
        kinds = [getattr(part, "part_kind", None) for part in message.parts]
        # Tool returns carry a `tool_call_id`; a request with one continues its call's turn.
        answers = any(hasattr(part, "tool_call_id") for part in message.parts)
        return "user-prompt" in kinds and not answers
    if message.get("role") != "user" or "tool_call_id" in message:
        return False
    content = message.get("content")
    return not (
        isinstance(content, list)
        and any(
            isinstance(block, Mapping) and block.get("type") == "tool_result" for block in content
        )
    )


def message_lines(message: Any, *, pydantic: bool, limit: int | None) -> list[tuple[str, str]]:
    """`(role, text)` per part; `limit=None` renders everything, for counting tokens."""
    if not pydantic:
        return _dict_lines(message, limit=limit)
    role = "user" if message.kind == "request" else "assistant"
    lines = [_part_line(part, role=role, limit=limit) for part in message.parts]
    return [line for line in lines if line is not None]


def item_lines(item: Any, *, pydantic: bool) -> list[tuple[str, str]]:
    """`(role, text)` lines of a dict or of one pydantic-ai part, unclipped."""
    if not pydantic:
        return _dict_lines(item, limit=None)
    line = _part_line(item, role="user", limit=None)
    return [] if line is None else [line]


def _dict_lines(message: Mapping[str, Any], *, limit: int | None) -> list[tuple[str, str]]:
    role = dict_role(message)
    if "role" not in message:
        return [_item_line(message, role=role, limit=limit)]
    content = message.get("content")
    lines: list[tuple[str, str]] = []
    if isinstance(content, str):
        lines.append((role, clip(content, limit) if role == "tool" else content))
    elif isinstance(content, list):
        for block in content:
            if isinstance(block, str):
                lines.append((role, block))
            elif isinstance(block, Mapping) and block.get("type") == "tool_use":
                lines.append((role, _call(block.get("name"), block.get("input"), limit)))
            elif isinstance(block, Mapping) and block.get("type") == "tool_result":
                lines.append(("tool", clip(_as_text(block.get("content")), limit)))
            elif isinstance(block, Mapping) and isinstance(block.get("text"), str):
                lines.append((role, block["text"]))
            else:
                kind = block.get("type") if isinstance(block, Mapping) else None
                lines.append((role, f"[{kind or type(block).__name__}]"))
    elif content is not None:
        lines.append((role, clip(_as_text(content), limit)))
    for call in message.get("tool_calls") or []:
        function = call.get("function") if isinstance(call, Mapping) else None
        if isinstance(function, Mapping):
            lines.append((role, _call(function.get("name"), function.get("arguments"), limit)))
    return lines or [(role, "")]


def _item_line(item: Mapping[str, Any], *, role: str, limit: int | None) -> tuple[str, str]:
    """A Responses item without a role: `call name(args)`, `name -> output`, or its type."""
    name = item.get("name")
    if "arguments" in item:
        return role, _call(name, item.get("arguments"), limit)
    if "output" in item:
        return role, f"{name or 'output'} -> {clip(_as_text(item.get('output')), limit)}"
    return role, f"[{item.get('type')}]"


def _part_line(part: Any, *, role: str, limit: int | None) -> tuple[str, str] | None:
    kind = getattr(part, "part_kind", None)
    content = getattr(part, "content", None)
    tool_name = getattr(part, "tool_name", None)
    if kind == "system-prompt":
        return "system", _as_text(content)
    if kind == "user-prompt":
        return "user", _user_text(content)
    if kind == "thinking":
        # Counted, since it may be sent back, but the model's reasoning is no part of a summary.
        return None if limit is not None else (role, _as_text(content))
    if hasattr(part, "args") and isinstance(tool_name, str):
        return role, _call(tool_name, part.args, limit)
    if hasattr(part, "tool_call_id"):
        label = tool_name or "output"
        arrow = "retry:" if kind == "retry-prompt" else "->"
        return "tool", f"{label} {arrow} {clip(_as_text(content), limit)}"
    if isinstance(content, str):
        return role, content
    return role, f"[{kind or type(part).__name__}]"


def _user_text(content: object) -> str:
    if isinstance(content, str):
        return content
    if not isinstance(content, Sequence):
        return _as_text(content)
    pieces = []
    for piece in content:
        text = piece if isinstance(piece, str) else getattr(piece, "content", None)
        if isinstance(text, str):
            pieces.append(text)
        else:
            pieces.append(f"[{getattr(piece, 'kind', None) or type(piece).__name__}]")
    return " ".join(pieces)


def _call(name: object, args: object, limit: int | None) -> str:
    text = "" if args is None else _as_text(args)
    return f"call {name}({clip(text, limit)})"


def _as_text(value: object) -> str:
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False, default=str)
    except ValueError:
        # json.dumps raises ValueError on circular structures; repr always works.
        return repr(value)


def clip(text: str, limit: int | None) -> str:
    """`text` cut at a word near `limit` characters, with an ellipsis; None keeps it whole."""
    if limit is None or len(text) <= limit:
        return text
    head = text[:limit]
    space = head.rfind(" ")
    return (head[:space] if space > limit // 2 else head) + "..."


def render(role: str, text: str) -> str:
    """One `role: text` entry, continuation lines indented."""
    return f"{role}: " + text.strip().replace("\n", "\n  ")


def render_all(lines: list[tuple[str, str]]) -> str:
    """`render` for each line, joined."""
    return "\n".join(render(role, text) for role, text in lines)
