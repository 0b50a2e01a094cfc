"""Checks on caller input, run before anything is written."""

from __future__ import annotations

import math
from collections.abc import Sequence
from enum import StrEnum
from typing import TypeVar

from imprint.errors import EmbeddingError, InvalidInputError

__all__ = [
    "MAX_ID",
    "MAX_ID_CHARS",
    "MAX_LIMIT",
    "MAX_TEXT_CHARS",
    "check_count",
    "check_enum",
    "check_flag",
    "check_id",
    "check_memory_id",
    "check_plugin",
    "check_scope",
    "check_scopes",
    "check_seconds",
    "check_text",
]

MAX_ID_CHARS = 256
"""Longest user, agent or session id accepted."""

MAX_ID = 2**63 - 1
"""Largest memory id or event sequence number: SQLite's and PostgreSQL's 64-bit integer."""

MAX_LIMIT = 2**31 - 1
"""Largest count, limit or offset accepted; far above any real one, and safe in SQL."""

MAX_TEXT_CHARS = 32_000
"""Longest agent output or user reply accepted by `observe()` (about 8,000 tokens)."""


def _check_encodable(name: str, value: str) -> None:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidInputError(
            f"{name} contains a lone surrogate at index {exc.start} and cannot be stored as "
            f"UTF-8; decode your input with errors='replace' first"
        ) from exc


def check_id(name: str, value: object) -> str:
    """A non-empty id string without control characters."""
    if not isinstance(value, str):
        raise InvalidInputError(f"{name} must be a str, not {type(value).__name__}")
    if not value.strip():
        raise InvalidInputError(f"{name} is empty; pass a non-empty id such as 'user-42'")
    if len(value) > MAX_ID_CHARS:
        raise InvalidInputError(f"{name} is {len(value)} characters; the limit is {MAX_ID_CHARS}")
    if any(ord(c) < 32 or ord(c) == 127 for c in value):
        raise InvalidInputError(f"{name} {value!r} contains control characters; remove them")
    _check_encodable(name, value)
    return value


def check_text(name: str, value: object, *, limit: int = MAX_TEXT_CHARS) -> str:
    """A text of at most `limit` characters; any Unicode (and NUL) except lone surrogates."""
    if not isinstance(value, str):
        raise InvalidInputError(f"{name} must be a str, not {type(value).__name__}")
    if len(value) > limit:
        raise InvalidInputError(
            f"{name} is {len(value):,} characters; the limit is {limit:,}. Trim it or pass "
            f"the relevant part"
        )
    _check_encodable(name, value)
    return value


def check_scope(value: object) -> str:
    """A scope name: a non-empty id string, surrounding spaces removed."""
    return check_id("scope", value).strip()


def check_scopes(values: object) -> tuple[str, ...]:
    """A list of scope names (not a bare string, which would iterate by character)."""
    if isinstance(values, str) or not isinstance(values, Sequence):
        raise InvalidInputError(f"scopes must be a list of strings, not {type(values).__name__}")
    return tuple(dict.fromkeys(check_scope(v) for v in values))


_BUILTIN_VALUES = (str, bytes, bytearray, int, float, complex, list, tuple, dict, set, frozenset)


def check_plugin(name: str, value: object, methods: Sequence[str]) -> None:
    """An object with the callables a protocol needs (an instance, not a class)."""
    missing = [m for m in methods if not callable(getattr(value, m, None))]
    # Built-in values can have a method of the right name (`str.count`, `list.count`).
    if isinstance(value, (type, *_BUILTIN_VALUES)) or missing:
        raise InvalidInputError(
            f"{name} must be an object with {', '.join(methods)}; got {value!r}"
            + (f" (it has no {', '.join(missing)})" if missing else "")
        )


def check_vector(vector: Sequence[float], dimension: int) -> tuple[float, ...]:
    """A vector of the expected dimension with only finite values, or `EmbeddingError`."""
    try:
        values = tuple(float(v) for v in vector)
    except (TypeError, ValueError) as exc:
        raise EmbeddingError(f"embedder returned a non-numeric vector: {exc}") from exc
    if len(values) != dimension:
        raise EmbeddingError(
            f"embedder returned {len(values)} dimensions but declares {dimension}; "
            f"fix the embedder's `dimension` or its output"
        )
    if not all(math.isfinite(v) for v in values):
        raise EmbeddingError("embedder returned NaN or infinite values; check the embedder")
    return values


def check_count(
    name: str,
    value: object,
    *,
    minimum: int = 1,
    maximum: int = MAX_ID,
    optional: bool = False,
) -> int | None:
    """An int from `minimum` to `maximum` (None allowed when `optional`); bools are refused."""
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInputError(f"{name} must be an int, not {type(value).__name__}: {value!r}")
    if not minimum <= value <= maximum:
        raise InvalidInputError(f"{name} is {value!r}; use an int from {minimum:,} to {maximum:,}")
    return value


def check_memory_id(value: object) -> int:
    """A memory id: a positive int that fits SQL's 64 bits (not a string that looks like one)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_ID:
        raise InvalidInputError(f"memory_id must be a positive int, got {value!r}")
    return value


def check_seconds(name: str, value: object, *, maximum: float) -> float:
    """A positive, finite number of seconds up to `maximum` (bools and strings refused)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidInputError(
            f"{name} must be a number of seconds, not {type(value).__name__}: {value!r}"
        )
    if not (math.isfinite(value) and 0 < value <= maximum):
        raise InvalidInputError(
            f"{name} is {value!r}; use a number of seconds from 0 to {maximum:g}"
        )
    return float(value)


def check_flag(name: str, value: object) -> bool:
    """A real bool ("no" is truthy, so strings are refused)."""
    if not isinstance(value, bool):
        raise InvalidInputError(f"{name} must be True or False, got {value!r}")
    return value


E = TypeVar("E", bound=StrEnum)


def check_enum(name: str, value: object, kind: type[E]) -> E:
    """A member of `kind`, given as the member or its value."""
    if isinstance(value, kind):
        return value
    try:
        return kind(str(value)) if isinstance(value, str) else kind(value)  # type: ignore[arg-type]
    except ValueError:
        allowed = ", ".join(m.value for m in kind)
        raise InvalidInputError(f"{name} {value!r} is not one of: {allowed}") from None
