"""One model for every prompt of an `Imprint`, and the economics of one call to it.

`connect()` builds the model once: a model string imports its provider SDK and reads its
key there, so a missing package or key is a `UsageError` at connect time and the first call
is no slower than the rest; every call then shares that model and its one HTTP client, which
`close()` closes. Each call runs under one timeout, retries a transient failure once
(`imprint.retrying`), and goes through a circuit breaker (`imprint.breaker`) that skips the
model while it keeps failing. A failure becomes a `ModelError` carrying the requests it made
and any `retry_after`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from imprint.breaker import CircuitBreaker
from imprint.clock import SystemClock
from imprint.errors import InvalidInputError, ModelError, UsageError
from imprint.protocols import Clock
from imprint.retrying import RetryPolicy, retry_delay

if TYPE_CHECKING:
    from pydantic_ai.models import Model

    from imprint.llm_model import Shape

__all__ = ["CircuitOpenError", "ModelRunner"]

log = logging.getLogger(__name__)

OutputT = TypeVar("OutputT")

_OPEN_WITHIN = 5.0
"""Seconds connect() waits for the provider to open its connection; then it goes on."""

_OUTPUT_RETRIES = 1
"""Requests added when the model's answer fails validation (with a retry prompt)."""


class CircuitOpenError(ModelError):
    """An LLM call not made because the circuit breaker is open; nothing was sent."""


class ModelRunner:
    """The model, each prompt's request shape, the breaker, and how one call is run."""

    def __init__(
        self,
        model: str | Model,
        *,
        outputs: Mapping[str, type[Any]],
        timeout: float,
        retries: int,
        clock: Clock | None,
        breaker: CircuitBreaker | None,
    ) -> None:
        if isinstance(model, str) and not model.strip():
            raise InvalidInputError("model is an empty string; pass a model name or None")
        if isinstance(timeout, bool) or not (isinstance(timeout, int | float) and timeout > 0):
            raise InvalidInputError(f"LLM timeout must be positive, got {timeout!r}")
        if isinstance(retries, bool) or not isinstance(retries, int) or retries < 0:
            raise InvalidInputError(f"LLM retries must be an int >= 0, got {retries!r}")
        self._spec = model
        self._outputs = dict(outputs)
        self._timeout = float(timeout)
        self._retry = RetryPolicy(attempts=1 + retries)
        self.breaker = breaker or CircuitBreaker(clock or SystemClock())
        """Skips the model while it keeps failing."""
        self._model: Model | None = None
        self._entered = False
        self._shapes: dict[str, Shape] = {}

    @property
    def timeout(self) -> float:
        """Seconds one call may take, retries and waits included."""
        return self._timeout

    @property
    def model_id(self) -> str:
        """A stable name for the model, used in cache keys."""
        if isinstance(self._spec, str):
            return self._spec
        return f"{self._spec.system}:{self._spec.model_name}"

    def build(self) -> None:
        """Build the model and each prompt's request shape, without network I/O; idempotent.

        Raises:
            UsageError: the provider's package is missing or its API key is not set.
        """
        if self._model is not None:
            return
        # Imported here: pydantic-ai and the provider SDKs take seconds to import, and offline
        # use (model=None) never needs them.
        from imprint import llm_model

        model = llm_model.build_model(self._spec) if isinstance(self._spec, str) else self._spec
        # Resolved on first use otherwise (a lookup in genai-prices' tables among others),
        # inside the first call; `profile` is cached on the model.
        _ = model.profile
        self._shapes = {name: llm_model.shape_of(output) for name, output in self._outputs.items()}
        self._model = model

    async def connect(self) -> None:
        """Build the model and open the HTTP client of one built from a string.

        A model built from a string is also warmed up offline (`llm_model.warm_up`) and its
        connection opened (`llm_model.open_connection`), so that the first call is no
        slower than the rest.
        """
        if self._model is None and isinstance(self._spec, str):
            # Importing pydantic-ai and the provider SDK is seconds of CPU (the Anthropic
            # SDK alone defines about 1,500 pydantic models); on a worker thread, the event
            # loop keeps serving the application's other tasks meanwhile.
            await asyncio.to_thread(self.build)
        self.build()
        if isinstance(self._spec, str) and not self._entered:
            assert self._model is not None
            from imprint import llm_model

            # On a worker thread too, with its own event loop: the twin it warms up shares
            # no client or loop with the model, only what pydantic-ai and the SDK build once.
            await asyncio.to_thread(
                asyncio.run, llm_model.warm_up(self._model, self._shapes.values())
            )
            # Entered so that pydantic-ai keeps one client for every request and exiting
            # closes it; a `Model` passed in belongs to the caller, who manages its client.
            await self._model.__aenter__()
            self._entered = True
            # The connection too, so that the first call does not wait for it either. A
            # provider that does not answer delays connect() by at most `_OPEN_WITHIN`.
            within = min(self._timeout, _OPEN_WITHIN)
            try:
                async with asyncio.timeout(within):
                    await llm_model.open_connection(self._model)
            except TimeoutError:
                log.debug("no connection to the provider within %gs at connect", within)

    async def close(self) -> None:
        """Close the HTTP client `connect()` opened; safe to call twice."""
        if self._entered:
            self._entered = False
            assert self._model is not None
            await self._model.__aexit__(None, None, None)
            from imprint import llm_model

            await llm_model.close_client(self._model)

    def _shape(self, name: str, output_type: type[Any]) -> tuple[Model, Shape]:
        if self._model is None:
            raise UsageError("the LLM is not connected; call `await llm.connect()` first")
        shape = self._shapes.get(name)
        if shape is None:
            from imprint import llm_model

            shape = self._shapes[name] = llm_model.shape_of(output_type)
        return self._model, shape

    async def run(
        self, name: str, output_type: type[OutputT], prompt: str
    ) -> tuple[OutputT, int, int]:
        """Run one prompt: its output, the requests made and the tokens used.

        Raises:
            ModelError: the call failed, timed out or returned invalid output, after any
                retry (`CircuitOpenError` when the breaker is open and nothing was sent).
        """
        wait = self.breaker.wait()
        if wait is not None:
            raise CircuitOpenError(
                f"{name} call skipped: the model failed repeatedly or asked to wait; "
                f"calls resume in {wait:.0f}s",
                retry_after=wait,
            )
        from imprint.llm_model import read_failure

        model, shape = self._shape(name, output_type)
        spent = _Spent()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self._timeout
        try:
            async with asyncio.timeout(self._timeout):
                tries = 0
                while True:
                    tries += 1
                    try:
                        output: OutputT = await self._ask(model, shape, prompt, name, spent)
                        break
                    except (TypeError, AssertionError):
                        raise
                    except Exception as exc:
                        failure = read_failure(name, exc)
                        delay = retry_delay(
                            self._retry,
                            made=tries,
                            transient=failure.transient,
                            retry_after=failure.retry_after,
                            remaining=deadline - loop.time(),
                        )
                        if delay is None:
                            self.breaker.failed(
                                transient=failure.transient,
                                retry_after=failure.retry_after,
                                reason=failure.message,
                            )
                            raise ModelError(
                                failure.message,
                                retry_after=failure.retry_after,
                                requests=spent.requests,
                                tokens=spent.tokens,
                            ) from exc
                        log.info("%s; retrying in %.2fs", failure.message, delay)
                        await asyncio.sleep(delay)
        except TimeoutError as exc:
            message = f"{name} call timed out after {self._timeout:g}s"
            self.breaker.failed(transient=True, reason=message)
            raise ModelError(message, requests=spent.requests, tokens=spent.tokens) from exc
        self.breaker.succeeded()
        return output, spent.requests, spent.tokens

    async def _ask(self, model: Model, shape: Shape, prompt: str, name: str, spent: _Spent) -> Any:
        """Request an answer, and once more with a retry prompt if it does not validate."""
        from imprint.llm_model import (
            first_request,
            invalid_answer,
            read_reply,
            request,
            retry_request,
        )

        messages = first_request(prompt)
        problem: object = None
        for _ in range(1 + _OUTPUT_RETRIES):
            spent.requests += 1
            response = await request(model, messages, shape)
            spent.tokens += (response.usage.input_tokens or 0) + (response.usage.output_tokens or 0)
            reply = read_reply(shape, response)
            if not reply.retry:
                return reply.output
            problem = reply.problem
            messages = [*messages, response, retry_request(reply.retry)]
        raise invalid_answer(
            f"the {name} answer did not validate, retried {_OUTPUT_RETRIES} time(s): {problem}"
        )


@dataclass(slots=True)
class _Spent:
    """What one call has cost so far, whatever becomes of it."""

    requests: int = 0
    tokens: int = 0
