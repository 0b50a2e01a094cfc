"""Any value for any argument of any public method: a result, or an `ImprintError`.

Each argument has a kind (an id, a text, a count with bounds, a memory id, ...). Hypothesis
picks a method, one of its arguments and a value of any type or size: a value the kind
does not accept must raise `InvalidInputError` and write nothing; an acceptable one may
succeed or raise another `ImprintError` (no such memory, say). No other exception
(`OverflowError`, `TypeError`, `AttributeError`, a driver error) may escape.
"""

from __future__ import annotations

import asyncio
import math
import tempfile
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from imprint import (
    Imprint,
    ImprintError,
    InvalidInputError,
    MemorySource,
    MemoryStatus,
    MemoryType,
    Scratchpad,
    SecretRedactor,
)
from imprint.testing import FakeClock
from imprint.validation import MAX_ID
from tests.reliability._support import data_version, make, raw

BIG = 2**63


def _id(v: object) -> bool:
    return (
        isinstance(v, str)
        and bool(v.strip())
        and len(v) <= 256
        and not any(ord(c) < 32 or ord(c) == 127 for c in v)
        and _encodable(v)
    )


def _encodable(v: str) -> bool:
    try:
        v.encode()
    except UnicodeEncodeError:
        return False
    return True


def _text(v: object) -> bool:
    return isinstance(v, str) and len(v) <= 32_000 and _encodable(v)


def _count(low: int, high: int) -> Callable[[object], bool]:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


def _optional(check: Callable[[object], bool]) -> Callable[[object], bool]:
    return lambda v: v is None or check(v)


def _scopes(v: object) -> bool:
    return isinstance(v, list | tuple) and all(_id(s) for s in v)


def _enum(kind: type[Any]) -> Callable[[object], bool]:
    values = {str(m) for m in kind}
    return lambda v: isinstance(v, str) and v in values


def _outcome(v: object) -> bool:
    return (
        isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v) and -1 <= v <= 1
    )


def _directions(v: object) -> bool:
    return (
        isinstance(v, list | tuple)
        and bool(v)
        and all(isinstance(d, str) and d.strip() and len(d) <= 4000 and _encodable(d) for d in v)
    )


def _flag(v: object) -> bool:
    return isinstance(v, bool)


Kind = Callable[[object], bool]
# method -> (valid arguments, {argument: what it accepts})
METHODS: dict[str, tuple[dict[str, Any], dict[str, Kind]]] = {
    "observe": (
        {"user_id": "u", "agent_output": "ok", "user_response": "Use tabs."},
        {
            "user_id": _id,
            "agent_output": _text,
            "user_response": _text,
            "scope": _optional(_id),
            "session_id": _optional(_id),
        },
    ),
    "observe_directions": (
        {"user_id": "u", "directions": ["Use tabs."]},
        {
            "user_id": _id,
            "directions": _directions,
            "source": _enum(MemorySource),
            "scope": _optional(_id),
        },
    ),
    "observe_feedback": (
        {"user_id": "u", "outcome": 0.5},
        {"user_id": _id, "outcome": _outcome, "session_id": _optional(_id)},
    ),
    "get_policy": (
        {"user_id": "u"},
        {
            "user_id": _id,
            "existing_instructions": _text,
            "scopes": _optional(_scopes),
            "max_output_tokens": _count(1, 100_000),
            "context": _optional(_text),
            "session_id": _optional(_id),
            "include_episodes": _count(0, 100),
            "feedback": _flag,
        },
    ),
    "remember": (
        {"user_id": "u", "text": "Likes tea."},
        {
            "user_id": _id,
            "text": lambda v: _text(v) and bool(str(v).strip()),
            "key": _optional(_id),
            "type": _enum(MemoryType),
            "scope": _id,
        },
    ),
    "recall": (
        {"user_id": "u", "query": "tea"},
        {"user_id": _id, "query": _text, "k": _count(1, 2**31 - 1), "scopes": _optional(_scopes)},
    ),
    "forget": (
        {"user_id": "u", "key": "k"},
        {"user_id": _id, "key": _id},
    ),
    "forget_by_id": (
        {"user_id": "u", "memory_id": 1},
        {"user_id": _id, "memory_id": _count(1, MAX_ID)},
    ),
    "memories": (
        {"user_id": "u"},
        {
            "user_id": _id,
            "status": _optional(_enum(MemoryStatus)),
            "scopes": _optional(_scopes),
            "types": _optional(
                lambda v: isinstance(v, list | tuple) and all(_enum(MemoryType)(t) for t in v)
            ),
            "limit": _optional(_count(1, 2**31 - 1)),
            "offset": _count(0, 2**31 - 1),
        },
    ),
    "count": ({"user_id": "u"}, {"user_id": _id}),
    "confirm_memory": (
        {"user_id": "u", "memory_id": 1},
        {"user_id": _id, "memory_id": _count(1, MAX_ID)},
    ),
    "pin": (
        {"user_id": "u", "memory_id": 1},
        {"user_id": _id, "memory_id": _count(1, MAX_ID), "pinned": _flag},
    ),
    "export_memories": ({"user_id": "u"}, {"user_id": _id}),
    "import_memories": (
        {"lines": [], "user_id": "u"},
        {"lines": lambda v: False, "user_id": _id},
    ),
    "events": (
        {"user_id": "u"},
        {"user_id": _id, "after_seq": _count(0, MAX_ID), "limit": _count(1, 2**31 - 1)},
    ),
    "forget_user": ({"user_id": "u2"}, {"user_id": _id}),
    "pending": ({}, {"limit": _count(1, 2**31 - 1)}),
    "reprocess_pending": ({}, {"limit": _count(1, 2**31 - 1)}),
    "record_episode": (
        {"user_id": "u", "goal": "g", "turns": 2, "outcome": "o"},
        {
            "user_id": _id,
            "goal": lambda v: _text(v) and len(str(v)) <= 2000 and bool(str(v).strip()),
            "turns": _count(0, 2**31 - 1),
            "outcome": lambda v: _text(v) and len(str(v)) <= 2000 and bool(str(v).strip()),
            "session_id": _optional(_id),
            "summary": _optional(lambda v: _text(v) and len(str(v)) <= 8000),
        },
    ),
    "episodes": ({"user_id": "u"}, {"user_id": _id, "limit": _count(1, 2**31 - 1)}),
}

VALUES: st.SearchStrategy[object] = st.one_of(
    st.sampled_from(
        [
            None,
            True,
            False,
            0,
            -1,
            1,
            2**31,
            2**62,
            BIG - 1,
            BIG,
            2**64,
            -(2**63) - 1,
            10**30,
            0.5,
            1.0,
            -0.0,
            float("inf"),
            float("-inf"),
            float("nan"),
            1e999,
            "",
            " ",
            "30",
            "u",
            "\x00",
            "\ud800",
            "x" * 300,
            "x" * 40_000,
            b"bytes",
            bytearray(b"u"),
            [],
            [0],
            ["u"],
            [None],
            [""],
            ("a", "b"),
            {"u": 1},
            {"u"},
            object(),
            MemoryType.RULE,
            MemoryStatus.QUARANTINED,
            MemorySource.USER_EDIT,
            Path("u"),
        ]
    ),
    st.integers(),
    st.floats(),
    st.text(max_size=20),
    st.lists(st.one_of(st.none(), st.integers(), st.text(max_size=5)), max_size=3),
)


@dataclass
class Session:
    runner: asyncio.Runner
    imprint: Imprint
    db: Path


@pytest.fixture
def session(tmp_path: Path) -> Iterator[Session]:
    runner = asyncio.Runner()
    imprint = make(tmp_path / "api.db", FakeClock())
    runner.run(imprint.connect())
    runner.run(imprint.remember(user_id="u", text="Likes green tea.", key="k"))
    try:
        yield Session(runner, imprint, tmp_path / "api.db")
    finally:
        runner.run(imprint.close())
        runner.close()


def _call(imprint: Imprint, method: str, kwargs: dict[str, Any]) -> Awaitable[object]:
    if method == "forget_by_id":
        return imprint.forget(**kwargs)
    if method == "import_memories":
        lines = kwargs.pop("lines")
        return imprint.import_memories(lines, **kwargs)
    return getattr(imprint, method)(**kwargs)  # type: ignore[no-any-return]


@settings(
    max_examples=400,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_any_value_for_any_argument(session: Session, data: st.DataObject) -> None:
    method = data.draw(st.sampled_from(sorted(METHODS)))
    valid, kinds = METHODS[method]
    argument = data.draw(st.sampled_from(sorted(kinds)))
    value = data.draw(VALUES)
    kwargs = {**valid, argument: value}
    acceptable = kinds[argument](value)
    with raw(session.db) as watcher:
        before = data_version(watcher)
        try:
            session.runner.run(_awaited(_call(session.imprint, method, kwargs)))
        except InvalidInputError:
            assert data_version(watcher) == before, f"{method}({argument}={value!r}) wrote"
            return
        except ImprintError:
            assert acceptable, f"{method}({argument}={value!r}) did not raise InvalidInputError"
            return
    assert acceptable, f"{method}({argument}={value!r}) was accepted"


async def _awaited(call: Awaitable[object]) -> object:
    return await call


CONSTRUCTOR: dict[str, Kind] = {
    "agent_description": _optional(lambda v: _text(v) and len(str(v)) <= 4000),
    "processing_mode": _optional(_enum(__import__("imprint").ProcessingMode)),
    "scopes": _optional(_scopes),
    "embedder": lambda v: v is None,
    "vector_store": lambda v: v in ("auto", "blob", "sqlite-vec", "pgvector"),
    "token_counter": lambda v: v is None,
    "decay_model": lambda v: v is None,
    "alpha_tuner": lambda v: v is None,
    "feedback_timeout": lambda v: (
        isinstance(v, int | float)
        and not isinstance(v, bool)
        and math.isfinite(v)
        and 0 < v <= 10 * 365 * 86_400
    ),
    "max_memories": _optional(_count(1, 2**31 - 1)),
    "eviction": lambda v: v in ("retrievability", "oldest"),
    "redact_secrets": _flag,
    "clock": lambda v: v is None,
    "llm_timeout": lambda v: (
        isinstance(v, int | float)
        and not isinstance(v, bool)
        and math.isfinite(v)
        and 0 < v <= 86_400
    ),
    "model": lambda v: v is None or (isinstance(v, str) and bool(v.strip())),
    "store": lambda v: v is None,
    "agent_id": _id,
}


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_any_value_for_any_constructor_argument(data: st.DataObject) -> None:
    argument = data.draw(st.sampled_from(sorted(CONSTRUCTOR)))
    value = data.draw(VALUES)
    if argument == "store" and isinstance(value, str | Path):
        return  # a string or path names a file; tested in tests/store/test_url.py
    if argument == "embedder" and callable(value):
        return
    kwargs: dict[str, Any] = {"agent_id": "a", "store": "sqlite:///:memory:", argument: value}
    agent_id = kwargs.pop("agent_id")
    try:
        Imprint(agent_id, **kwargs)
    except InvalidInputError:
        return
    assert CONSTRUCTOR[argument](value), f"Imprint({argument}={value!r}) was accepted"


# The other public classes callers build and call: wrong values raise InvalidInputError.
_PAD: Path = Path(tempfile.mkdtemp(prefix="imprint-api-values-")) / "pad.db"
OTHER_CALLS: dict[str, Callable[[object], object]] = {
    "SecretRedactor(kinds=)": lambda v: SecretRedactor(kinds=v),  # type: ignore[arg-type]
    "SecretRedactor(extra_patterns=)": lambda v: SecretRedactor(extra_patterns=v),  # type: ignore[arg-type]
    "SecretRedactor(placeholder=)": lambda v: SecretRedactor(placeholder=v),  # type: ignore[arg-type]
    "SecretRedactor().redact()": lambda v: SecretRedactor().redact(v),  # type: ignore[arg-type]
    "Scratchpad(max_memories=)": lambda v: Scratchpad(max_memories=v, persist_path=_PAD),  # type: ignore[arg-type]
    "Scratchpad(persist_path=)": lambda v: Scratchpad(persist_path=v),  # type: ignore[arg-type]
    "Scratchpad(user_id=)": lambda v: Scratchpad(user_id=v, persist_path=_PAD),  # type: ignore[arg-type]
    "Scratchpad(embed_fn=)": lambda v: Scratchpad(embed_fn=v, persist_path=_PAD),  # type: ignore[arg-type]
}


@settings(max_examples=200, deadline=None)
@given(name=st.sampled_from(sorted(OTHER_CALLS)), value=VALUES)
def test_other_public_classes_refuse_wrong_values(name: str, value: object) -> None:
    if name == "Scratchpad(persist_path=)" and (value is None or isinstance(value, str | Path)):
        return  # a path names a file
    if name == "Scratchpad(embed_fn=)" and (value is None or callable(value)):
        return
    if name == "Scratchpad(max_memories=)" and (value is None or _count(1, 2**31 - 1)(value)):
        return  # None means no bound, as in agent-scratchpad
    if name == "Scratchpad(user_id=)" and _id(value):
        return
    try:
        made = OTHER_CALLS[name](value)
    except InvalidInputError:
        return
    if isinstance(made, Scratchpad):
        made.close()
        pytest.fail(f"{name} accepted {value!r}")
