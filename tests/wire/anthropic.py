"""A fake of the Anthropic Messages API that the real `anthropic` SDK talks to.

`POST /v1/messages` answers Imprint's prompts (recognised by their opening words) with tool
calls for structured outputs or text, as one JSON message or as server-sent events when the
request streams; `POST /v1/messages/count_tokens` counts about four characters a token plus a
fixed framing. Faults are scripted per prompt (`fail("detect", "429", times=2)`) and consumed in
order; each reads as the real API's would (error bodies, `retry-after`, 529 overloaded).
"""

from __future__ import annotations

import json
import math
from collections import Counter, deque
from collections.abc import Callable
from typing import Any

from tests.llm_fakes import PROMPT_OPENINGS, standard_handler
from tests.wire.server import FakeServer, Fault, Reply, Request, json_reply

Answer = Callable[[str, str], Any]
"""(prompt name, prompt text) -> tool input dict or text; "chat" names any other prompt."""

FRAMING = 7
"""Tokens count_tokens adds for the message around the text."""

_ERRORS = {
    "401": (401, "authentication_error", None),
    "404": (404, "not_found_error", None),
    "429": (429, "rate_limit_error", "30"),
    "429-now": (429, "rate_limit_error", "0"),
    "500": (500, "api_error", None),
    "503": (503, "api_error", None),
    "529": (529, "overloaded_error", None),
}
_BAD_TOOL_INPUT = {"unexpected": "garbage"}


def prompt_name(text: str) -> str:
    return next((n for opening, n in PROMPT_OPENINGS.items() if text.startswith(opening)), "chat")


def _chat_answer(name: str, text: str) -> Any:
    return "ok" if name == "chat" else standard_handler(name, text)


class FakeAnthropic(FakeServer):
    """The fake API; set `ANTHROPIC_BASE_URL` to `url` (and any `ANTHROPIC_API_KEY`)."""

    def __init__(self, answer: Answer = _chat_answer) -> None:
        super().__init__(self._route, self._fault_reply)
        self.answer = answer
        self.calls: Counter[str] = Counter()
        """Requests per prompt name ("count_tokens" for token counts)."""
        self.streamed = 0
        """Requests that asked for server-sent events."""
        self._script: dict[str, deque[Fault]] = {}

    def fail(self, name: str, fault: Fault, *, times: int = 1) -> None:
        """The next `times` requests for prompt `name` ("*": any prompt) get `fault`."""
        self._script.setdefault(name, deque()).extend([fault] * times)

    def pending_faults(self) -> int:
        return sum(len(queue) for queue in self._script.values())

    def _next_fault(self, name: str) -> Fault | None:
        for key in (name, "*"):
            queue = self._script.get(key)
            if queue:
                return queue.popleft()
        return None

    async def _route(self, request: Request) -> Reply | Fault:
        body = request.json()
        if request.path.startswith("/v1/messages/count_tokens"):
            self.calls["count_tokens"] += 1
            fault = self._next_fault("count_tokens")
            if fault is not None:
                return fault
            text = _first_user_text(body)
            return json_reply({"input_tokens": math.ceil(len(text) / 4) + FRAMING})
        if not request.path.startswith("/v1/messages"):
            return json_reply({"type": "error", "error": {"type": "not_found_error"}}, status=404)
        text = _first_user_text(body)
        name = prompt_name(text)
        self.calls[name] += 1
        stream = bool(body.get("stream"))
        self.streamed += stream
        fault = self._next_fault(name)
        if fault is not None and fault != "schema":
            return fault
        tools = [tool["name"] for tool in body.get("tools", [])]
        if fault == "schema":
            # Arguments that break the output schema, or a call to a tool that does not exist.
            output: Any = _BAD_TOOL_INPUT
            tool = tools[0] if tools else "no_such_tool"
        else:
            output = self.answer(name, text)
            tool = tools[0] if tools and not isinstance(output, str) else None
        block = (
            {"type": "text", "text": str(output)}
            if tool is None
            else {
                "type": "tool_use",
                "id": f"toolu_{len(self.requests)}",
                "name": tool,
                "input": output,
            }
        )
        usage = {
            "input_tokens": math.ceil(len(text) / 4),
            "output_tokens": math.ceil(len(json.dumps(output)) / 4),
        }
        message = {
            "id": f"msg_{len(self.requests)}",
            "type": "message",
            "role": "assistant",
            "model": body.get("model", "claude"),
            "content": [block],
            "stop_reason": "end_turn" if tool is None else "tool_use",
            "stop_sequence": None,
            "usage": usage,
        }
        return _events(message) if stream else json_reply(message)

    def _fault_reply(self, fault: Fault, request: Request) -> Reply:
        if fault == "malformed":
            if (request.json() or {}).get("stream"):
                return Reply(
                    headers={"content-type": "text/event-stream"},
                    chunks=(b'event: message_start\ndata: {"type": "message_start", "mess\n\n',),
                )
            return Reply(headers={"content-type": "application/json"}, body=b'{"id": "msg_1", "ty')
        status, kind, retry_after = _ERRORS[fault]
        headers = {} if retry_after is None else {"retry-after": retry_after}
        payload = {"type": "error", "error": {"type": kind, "message": f"scripted {fault}"}}
        return json_reply(payload, status=status, headers=headers)


def _first_user_text(body: Any) -> str:
    for message in body.get("messages", []):
        if message.get("role") != "user":
            continue
        content = message.get("content")
        if isinstance(content, str):
            return content
        for block in content:
            if block.get("type") == "text":
                return str(block["text"])
    return ""


def _sse(event: str, data: dict[str, Any]) -> bytes:
    return f"event: {event}\ndata: {json.dumps(data)}\n\n".encode()


def _events(message: dict[str, Any]) -> Reply:
    """The message as the stream of events the API sends for it."""
    (block,) = message["content"]
    start = {
        **message,
        "content": [],
        "stop_reason": None,
        "usage": {**message["usage"], "output_tokens": 1},
    }
    opening: dict[str, Any]
    if block["type"] == "text":
        opening = {"type": "text", "text": ""}
        delta = {"type": "text_delta", "text": block["text"]}
    else:
        opening = {"type": "tool_use", "id": block["id"], "name": block["name"], "input": {}}
        delta = {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
    chunks = (
        _sse("message_start", {"type": "message_start", "message": start}),
        _sse(
            "content_block_start",
            {"type": "content_block_start", "index": 0, "content_block": opening},
        ),
        _sse("content_block_delta", {"type": "content_block_delta", "index": 0, "delta": delta}),
        _sse("content_block_stop", {"type": "content_block_stop", "index": 0}),
        _sse(
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
                "usage": {"output_tokens": message["usage"]["output_tokens"]},
            },
        ),
        _sse("message_stop", {"type": "message_stop"}),
    )
    return Reply(headers={"content-type": "text/event-stream"}, chunks=chunks)
