"""How a LangGraph store item is written as an Imprint memory, and how items are matched.

Pure functions, no LangGraph import: `imprint.integrations.langgraph` does the I/O.

- The user is one label of the namespace (`user_label`, e.g. 1 for `("memories", user_id)`);
  the other labels, joined by `.`, are the memory's scope (`global` when there are none).
  LangGraph forbids `.` in labels, so the join is unambiguous.
- The memory's key is the JSON array of the namespace and the item's key, so every item has
  its own key and the namespace reads back exactly.
- The content is the text of a value that is only `{text_field: "some text"}`, so policies
  and search see plain text; any other value is stored as its JSON. Reading tries JSON
  first: a text that parses as a JSON object is itself stored as JSON, so both round-trip.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from typing import Any

from imprint.errors import InvalidInputError
from imprint.types import GLOBAL_SCOPE
from imprint.validation import MAX_ID_CHARS

__all__ = [
    "REGISTRY_USER",
    "content_of",
    "matches_filter",
    "matches_path",
    "memory_key",
    "parse_memory_key",
    "scope_of",
    "user_of",
    "value_of",
]

REGISTRY_USER = "imprint:langgraph-namespaces"
"""The reserved user whose memories list the namespaces in use (for `list_namespaces`)."""

Namespace = tuple[str, ...]


def user_of(namespace: Namespace, user_label: int) -> str:
    """The Imprint user a namespace belongs to."""
    if not -len(namespace) <= user_label < len(namespace):
        raise InvalidInputError(
            f"namespace {namespace!r} has no label at position {user_label} for the user; "
            f"use namespaces like ('memories', user_id) with user_label=1, or change user_label"
        )
    user = namespace[user_label]
    if user == REGISTRY_USER:
        raise InvalidInputError(f"{REGISTRY_USER!r} is reserved; use another user label")
    return user


def scope_of(namespace: Namespace, user_label: int) -> str:
    """The memory scope: the labels other than the user's, joined by `.`."""
    position = user_label % len(namespace)
    rest = [label for index, label in enumerate(namespace) if index != position]
    return ".".join(rest) or GLOBAL_SCOPE


def memory_key(namespace: Namespace, key: str) -> str:
    """The Imprint key of an item: the JSON array of its namespace labels and key."""
    text = json.dumps([*namespace, key], ensure_ascii=False, separators=(",", ":"))
    if len(text) > MAX_ID_CHARS:
        raise InvalidInputError(
            f"namespace {namespace!r} with key {key!r} takes {len(text)} characters as an "
            f"Imprint key; the limit is {MAX_ID_CHARS}: use shorter labels or keys"
        )
    return text


def parse_memory_key(text: str | None) -> tuple[Namespace, str] | None:
    """The namespace and key a memory key holds, or None for a memory the store did not write."""
    if not text or not text.startswith("["):
        return None
    try:
        labels = json.loads(text)
    except ValueError:
        return None
    if not isinstance(labels, list) or len(labels) < 2:
        return None
    if not all(isinstance(label, str) for label in labels):
        return None
    return tuple(labels[:-1]), labels[-1]


def content_of(value: Mapping[str, Any], text_field: str) -> str:
    """The memory content for an item's value."""
    if not isinstance(value, Mapping):
        raise InvalidInputError(f"a store value must be a dict, got {type(value).__name__}")
    text = value.get(text_field)
    if len(value) == 1 and isinstance(text, str) and text.strip() and _as_object(text) is None:
        return text
    try:
        return json.dumps(dict(value), ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise InvalidInputError(
            f"a store value must be JSON-serializable (finite numbers, str keys): {exc}"
        ) from exc


def value_of(content: str, text_field: str) -> dict[str, Any]:
    """The item's value back from a memory's content."""
    parsed = _as_object(content)
    return {text_field: content} if parsed is None else parsed


def _as_object(text: str) -> dict[str, Any] | None:
    if not text.startswith("{"):
        return None
    try:
        parsed = json.loads(text)
    except ValueError:
        return None
    return parsed if isinstance(parsed, dict) else None


def matches_path(namespace: Namespace, path: Sequence[str], *, suffix: bool = False) -> bool:
    """Whether `namespace` starts (or, with `suffix`, ends) with `path`; `*` matches any label."""
    if len(path) > len(namespace):
        return False
    labels = namespace[len(namespace) - len(path) :] if suffix else namespace[: len(path)]
    return all(want in ("*", have) for want, have in zip(path, labels, strict=True))


def matches_filter(value: Mapping[str, Any], conditions: Mapping[str, Any]) -> bool:
    """Whether a value passes a LangGraph search filter.

    A condition is a value to equal (dicts compared field by field, lists element by
    element) or a dict of operators: `$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`.
    """
    return all(_matches(value.get(field), wanted) for field, wanted in conditions.items())


def _matches(have: Any, wanted: Any) -> bool:
    if isinstance(wanted, Mapping):
        if any(str(name).startswith("$") for name in wanted):
            return all(_compare(have, op, operand) for op, operand in wanted.items())
        return isinstance(have, Mapping) and all(
            _matches(have.get(name), sub) for name, sub in wanted.items()
        )
    if isinstance(wanted, list | tuple):
        return (
            isinstance(have, list | tuple)
            and len(have) == len(wanted)
            and all(_matches(h, w) for h, w in zip(have, wanted, strict=True))
        )
    return bool(have == wanted)


def _compare(have: Any, op: str, operand: Any) -> bool:
    if op == "$eq":
        return bool(have == operand)
    if op == "$ne":
        return bool(have != operand)
    if op not in ("$gt", "$gte", "$lt", "$lte"):
        raise InvalidInputError(f"filter operator {op!r} is not one of $eq $ne $gt $gte $lt $lte")
    left, right = _number(have), _number(operand)
    if left is None or right is None:
        return False  # a missing or non-numeric field is outside any range
    if op == "$gt":
        return left > right
    if op == "$gte":
        return left >= right
    if op == "$lt":
        return left < right
    return left <= right


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    try:
        number = float(value)
    except ValueError:
        return None
    return None if math.isnan(number) else number
