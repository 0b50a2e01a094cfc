"""Issue 19's public surface: documented constructor, exported result types, version."""

from __future__ import annotations

import importlib.metadata
import inspect
import typing

import imprint
from imprint import Imprint


def test_every_constructor_argument_is_documented() -> None:
    doc = inspect.getdoc(Imprint) or ""
    args = doc.split("Args:", 1)[1].split("Raises:", 1)[0]
    for name in inspect.signature(Imprint.__init__).parameters:
        if name != "self":
            assert f"\n    {name}: " in "\n" + args, name


def _named_types(annotation: object) -> set[type]:
    found: set[type] = set()
    if isinstance(annotation, type):
        found.add(annotation)
    for inner in typing.get_args(annotation):
        found |= _named_types(inner)
    return found


def test_every_type_a_public_method_returns_is_exported() -> None:
    missing = set()
    for name, method in inspect.getmembers(Imprint, inspect.iscoroutinefunction):
        if name.startswith("_"):
            continue
        returned = typing.get_type_hints(method).get("return")
        for kind in _named_types(returned):
            if kind.__module__.startswith("imprint") and kind.__name__ not in imprint.__all__:
                missing.add(kind.__name__)
    assert missing == set()


def test_version_is_the_installed_one() -> None:
    assert imprint.__version__ == importlib.metadata.version("imprint-mem")
    assert "__version__" in imprint.__all__
