"""A tiny HTTP/1.1 server on 127.0.0.1 for fakes of provider APIs, with scripted faults.

Standard library only (asyncio streams). It keeps connections alive as real APIs do, counts
the TCP connections it accepted, records every request, and answers each with what a
`Route` returns: a `Reply`, or a fault that real providers produce. Run it on the test's
own event loop (`async with`), or on a thread of its own (`start_in_thread`) for benches.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Self

from tests.llm_fakes import SLOW_ANSWER

Fault = Literal[
    "401", "404", "429", "429-now", "500", "503", "529", "malformed", "schema", "hang", "reset"
]
"""What a provider can do wrong: refuse the key, answer 404 (an unknown model), rate limits
(30 s or 0 s retry-after), server errors, overload, a malformed body or stream, output that
breaks the schema, an answer long after any timeout, and a connection reset before any
answer."""

FAULTS: tuple[Fault, ...] = (
    "429",
    "429-now",
    "500",
    "503",
    "529",
    "malformed",
    "schema",
    "hang",
    "reset",
)

HANG = SLOW_ANSWER
"""How long a "hang" waits before it answers: far past any timeout under test."""


@dataclass(frozen=True, slots=True)
class Request:
    """One request as the server received it."""

    method: str
    path: str
    headers: Mapping[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body) if self.body else None


@dataclass(frozen=True, slots=True)
class Reply:
    """A response: status, headers, and a body sent whole or as chunks (server-sent events)."""

    status: int = 200
    body: bytes = b""
    headers: Mapping[str, str] = field(default_factory=dict)
    chunks: tuple[bytes, ...] | None = None


Route = Callable[[Request], Awaitable["Reply | Fault"]]
"""Answers a request with a reply or a fault; `FakeServer` sends it."""

_REASONS = {200: "OK", 400: "Bad Request", 404: "Not Found", 429: "Too Many Requests"}


class FakeServer:
    """Serves `route` on 127.0.0.1; `url` once started.

    Args:
        route: What answers each request.
        fault_reply: How a fault (other than hang and reset) reads in this API.
    """

    def __init__(self, route: Route, fault_reply: Callable[[Fault, Request], Reply]) -> None:
        self.route = route
        self.fault_reply = fault_reply
        self.connections = 0
        """TCP connections accepted so far."""
        self.requests: list[Request] = []
        """Every request received, in order."""
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._writers: set[asyncio.StreamWriter] = set()
        self._stopping: asyncio.Event | None = None
        self._changed: asyncio.Condition | None = None
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self.url = ""

    async def start(self) -> None:
        self._stopping = asyncio.Event()
        self._changed = asyncio.Condition()
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        port = self._server.sockets[0].getsockname()[1]
        self.url = f"http://127.0.0.1:{port}"

    async def stop(self) -> None:
        # Handlers are ended by closing their connections (and waking any "hang"), not by
        # cancelling them: asyncio logs an error for a cancelled connection handler.
        assert self._stopping is not None and self._server is not None
        self._stopping.set()
        self._server.close()
        for writer in list(self._writers):
            writer.transport.abort()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        await self._server.wait_closed()

    @property
    def open_connections(self) -> int:
        """Connections the client has not closed yet."""
        return len(self._writers)

    async def wait_all_closed(self) -> None:
        """Return once the client has closed every connection (an event, not a delay)."""
        assert self._changed is not None
        async with self._changed:
            await self._changed.wait_for(lambda: not self._writers)

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    @contextlib.contextmanager
    def start_in_thread(self) -> Iterator[Self]:
        """Serve from a thread with its own event loop (so a bench times the client alone)."""
        started = threading.Event()
        loop = asyncio.new_event_loop()

        def run() -> None:
            asyncio.set_event_loop(loop)
            loop.run_until_complete(self.start())
            started.set()
            loop.run_forever()

        self._thread = threading.Thread(target=run, daemon=True)
        self._thread.start()
        started.wait()
        try:
            yield self
        finally:
            asyncio.run_coroutine_threadsafe(self.stop(), loop).result()
            loop.call_soon_threadsafe(loop.stop)
            self._thread.join()
            loop.close()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        self._writers.add(writer)
        self.connections += 1
        try:
            async for request in _requests(reader):
                self.requests.append(request)
                answer = await self.route(request)
                if answer == "reset":
                    writer.transport.abort()
                    return
                if answer == "hang":
                    assert self._stopping is not None
                    with contextlib.suppress(TimeoutError):
                        async with asyncio.timeout(HANG):
                            await self._stopping.wait()
                    answer = self.fault_reply("500", request)
                reply = answer if isinstance(answer, Reply) else self.fault_reply(answer, request)
                await _send(writer, reply)
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        finally:
            self._tasks.discard(task)
            self._writers.discard(writer)
            writer.close()
            assert self._changed is not None
            async with self._changed:
                self._changed.notify_all()


async def _requests(reader: asyncio.StreamReader) -> AsyncIterator[Request]:
    while True:
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except asyncio.IncompleteReadError:
            return
        lines = head.decode("latin-1").split("\r\n")
        method, path, _ = lines[0].split(" ", 2)
        headers = {}
        for line in lines[1:]:
            if ":" in line:
                name, value = line.split(":", 1)
                headers[name.strip().lower()] = value.strip()
        body = await reader.readexactly(int(headers.get("content-length", "0")))
        yield Request(method=method, path=path, headers=headers, body=body)


async def _send(writer: asyncio.StreamWriter, reply: Reply) -> None:
    head = [f"HTTP/1.1 {reply.status} {_REASONS.get(reply.status, 'Error')}"]
    head += [f"{name}: {value}" for name, value in reply.headers.items()]
    if reply.chunks is None:
        head.append(f"content-length: {len(reply.body)}")
        writer.write(("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + reply.body)
    else:
        head.append("transfer-encoding: chunked")
        writer.write(("\r\n".join(head) + "\r\n\r\n").encode("latin-1"))
        for chunk in reply.chunks:
            writer.write(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
            await writer.drain()
        writer.write(b"0\r\n\r\n")
    await writer.drain()


def json_reply(
    payload: Any, *, status: int = 200, headers: Mapping[str, str] | None = None
) -> Reply:
    return Reply(
        status=status,
        body=json.dumps(payload).encode(),
        headers={"content-type": "application/json", **(headers or {})},
    )
