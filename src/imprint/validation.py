"""Checks on caller input, run before anything is written."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from typing import TypeVar

from imprint.errors import EmbeddingError, InvalidInputError
from imprint.types import MetadataFilter, MetadataValue

__all__ = [
    "MAX_ID",
    "MAX_ID_CHARS",
    "MAX_LIMIT",
    "MAX_METADATA_BYTES",
    "MAX_METADATA_KEYS",
    "MAX_TEXT_CHARS",
    "check_count",
    "check_enum",
    "check_flag",
    "check_id",
    "check_memory_id",
    "check_metadata",
    "check_metadata_filter",
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

MAX_METADATA_KEYS = 32
"""Most names one memory's metadata may hold."""

MAX_METADATA_BYTES = 4096
"""Largest metadata, as compact JSON in UTF-8."""

_METADATA_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.:-]{0,63}")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
"""A control character an id may not hold: below 32, or 127 (one C-level scan per id)."""
_SAFE_INT = 2**53
"""Integers beyond this lose precision in JSON readers (JavaScript, PostgreSQL's jsonb)."""


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
    if _CONTROL.search(value) is not None:
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


def _metadata_value(name: str, value: object, redact: Callable[[str], str]) -> MetadataValue:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        if not -_SAFE_INT <= value <= _SAFE_INT:
            raise InvalidInputError(
                f"metadata {name!r} is {value!r}; integers must be within +-2**53 (store a "
                f"larger one as a string)"
            )
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise InvalidInputError(f"metadata {name!r} is {value!r}; use a finite number")
        return value
    if isinstance(value, str):
        # PostgreSQL's jsonb cannot hold NUL, and control characters in a tag are a mistake.
        if any(ord(c) < 32 and c not in "\t\n\r" for c in value):
            raise InvalidInputError(f"metadata {name!r} contains control characters; remove them")
        _check_encodable(f"metadata {name!r}", value)
        return redact(value)
    raise InvalidInputError(
        f"metadata {name!r} is a {type(value).__name__}; values must be str, int, float or "
        f"bool (flatten nested values, e.g. {{'user.city': 'Paris'}})"
    )


def _metadata_name(name: object) -> str:
    if not isinstance(name, str) or not _METADATA_NAME.fullmatch(name):
        raise InvalidInputError(
            f"metadata name {name!r} must be 1 to 64 letters, digits or _ . : - and start "
            f"with a letter or _"
        )
    return name


def check_metadata(
    value: object, *, redact: Callable[[str], str] = lambda text: text
) -> dict[str, MetadataValue]:
    """Metadata to store: a flat mapping of names to str, int, float or bool, size-limited.

    String values go through `redact` (secrets are replaced as in memory text).

    Raises:
        InvalidInputError: not a mapping, a bad name or value, or too large.
    """
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise InvalidInputError(
            f"metadata must be a dict of names to values, not {type(value).__name__}"
        )
    if len(value) > MAX_METADATA_KEYS:
        raise InvalidInputError(
            f"metadata has {len(value)} names; the limit is {MAX_METADATA_KEYS}"
        )
    checked = {
        _metadata_name(name): _metadata_value(name, item, redact) for name, item in value.items()
    }
    size = len(json.dumps(checked, ensure_ascii=False, separators=(",", ":")).encode())
    if size > MAX_METADATA_BYTES:
        raise InvalidInputError(
            f"metadata is {size:,} bytes as JSON; the limit is {MAX_METADATA_BYTES:,}. Keep "
            f"long text in the memory, and short tags in metadata"
        )
    return checked


def check_metadata_filter(
    value: object, *, redact: Callable[[str], str] = lambda text: text
) -> MetadataFilter | None:
    """A metadata filter: each name with one value or a list of allowed values; None: no filter.

    Raises:
        InvalidInputError: not a mapping, a bad name or value, or an empty list of values.
    """
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise InvalidInputError(
            f"metadata filter must be a dict of names to values, not {type(value).__name__}"
        )
    if len(value) > MAX_METADATA_KEYS:
        raise InvalidInputError(
            f"metadata filter has {len(value)} names; the limit is {MAX_METADATA_KEYS}"
        )
    terms: list[tuple[str, tuple[MetadataValue, ...]]] = []
    for name, wanted in value.items():
        _metadata_name(name)
        options = list(wanted) if isinstance(wanted, list | tuple | set | frozenset) else [wanted]
        if not options or len(options) > 100:
            raise InvalidInputError(
                f"metadata filter {name!r} lists {len(options)} values; give 1 to 100"
            )
        terms.append((name, tuple(_metadata_value(name, v, redact) for v in options)))
    return tuple(sorted(terms, key=lambda term: term[0]))
