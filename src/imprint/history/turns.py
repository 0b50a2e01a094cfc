"""A transcript as turns to observe: each user message with the assistant message before it.

Takes what `messages.detect` accepts: role/content dicts (OpenAI chat messages, Anthropic
content blocks, OpenAI Responses items) or pydantic-ai messages. Only text counts: system
and developer messages, tool calls and tool results are context no turn needs, and a user
message that only returns a tool result opens no turn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from imprint.history.messages import _user_text, detect, dict_role, starts_turn

__all__ = ["conversation_turns"]


def conversation_turns(messages: Sequence[Any]) -> list[tuple[str, str]]:
    """`(agent output, user reply)` per user message, in order.

    The agent output is the text of the last assistant message before the reply ('' when
    the user spoke first); consecutive user messages each answer that same output.

    Raises:
        InvalidInputError: a message is neither a role/content dict nor a pydantic-ai
            message, or the list mixes the two.
    """
    pydantic = detect(messages)
    turns: list[tuple[str, str]] = []
    said = ""
    for message in messages:
        if pydantic:
            if message.kind == "response":
                text = _response_text(message.parts)
                said = text or said
            elif starts_turn(message, pydantic=True):
                reply = " ".join(
                    _user_text(p.content)
                    for p in message.parts
                    if getattr(p, "part_kind", None) == "user-prompt"
                )
                turns.append((said, reply))
            continue
        role = dict_role(message)
        if role == "assistant" and "role" in message:
            text = _dict_text(message.get("content"))
            said = text or said
        elif role == "user" and starts_turn(message, pydantic=False):
            turns.append((said, _dict_text(message.get("content"))))
    return [(said, reply) for said, reply in turns if reply.strip()]


def _response_text(parts: Sequence[Any]) -> str:
    return "\n".join(
        p.content
        for p in parts
        if getattr(p, "part_kind", None) == "text" and isinstance(p.content, str)
    )


def _dict_text(content: object) -> str:
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return ""
    pieces = []
    for block in content:
        if isinstance(block, str):
            pieces.append(block)
        elif (
            isinstance(block, Mapping)
            and isinstance(block.get("text"), str)
            and block.get("type") in (None, "text", "input_text", "output_text")
        ):
            pieces.append(block["text"])
    return "\n".join(pieces)
