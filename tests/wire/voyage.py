"""A fake of Voyage's embeddings API that the real `voyageai.AsyncClient` talks to.

`POST /v1/embeddings` returns one deterministic unit vector per input text (word lengths,
as `RecordingEmbedder` makes them) of the requested `output_dimension`, 1024 by default.
Faults are scripted and consumed in order (`fail("500", times=2)`), shaped as Voyage sends them.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from tests.wire.server import FakeServer, Fault, Reply, Request, json_reply

_ERRORS = {
    "401": (401, None),
    "404": (404, None),
    "429": (429, "30"),
    "429-now": (429, "0"),
    "500": (500, None),
    "503": (503, None),
    "529": (503, None),
}


def vector_of(text: str, dimension: int) -> list[float]:
    lengths = [float(len(word)) for word in text.split()[:dimension]] or [1.0]
    lengths += [0.0] * (dimension - len(lengths))
    norm = sum(v * v for v in lengths) ** 0.5
    return [v / norm for v in lengths]


class FakeVoyage(FakeServer):
    """The fake API; pass `url + "/v1"` as the client's `base_url`."""

    def __init__(self) -> None:
        super().__init__(self._route, self._fault_reply)
        self.batches: list[list[str]] = []
        """The texts of each embeddings request that was answered."""
        self._script: deque[Fault] = deque()

    def fail(self, fault: Fault, *, times: int = 1) -> None:
        """The next `times` requests get `fault`."""
        self._script.extend([fault] * times)

    async def _route(self, request: Request) -> Reply | Fault:
        if not request.path.startswith("/v1/embeddings"):
            return json_reply({"detail": "not found"}, status=404)
        if self._script:
            fault = self._script.popleft()
            if fault != "schema":
                return fault
            return json_reply({"object": "list", "data": [], "usage": {"total_tokens": 0}})
        body: dict[str, Any] = request.json()
        texts = list(body["input"])
        dimension = int(body.get("output_dimension") or 1024)
        self.batches.append(texts)
        data = [
            {"object": "embedding", "embedding": vector_of(text, dimension), "index": index}
            for index, text in enumerate(texts)
        ]
        tokens = sum(len(text.split()) for text in texts)
        return json_reply(
            {
                "object": "list",
                "data": data,
                "model": body["model"],
                "usage": {"total_tokens": tokens},
            }
        )

    def _fault_reply(self, fault: Fault, request: Request) -> Reply:
        if fault == "malformed":
            return Reply(headers={"content-type": "application/json"}, body=b'{"object": "li')
        status, retry_after = _ERRORS[fault]
        headers = {} if retry_after is None else {"retry-after": retry_after}
        return json_reply({"detail": f"scripted {fault}"}, status=status, headers=headers)
