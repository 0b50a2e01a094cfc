"""Embedders by name: what the store records (`hashing:256`, `local:<model>`) and back.

The facade saves an embedder's `spec` with the agent's configuration; the command line
rebuilds the embedder from it, so a store written with vectors is searched with them
without naming the embedder again.
"""

from __future__ import annotations

from imprint.adapters.embedders import HashingEmbedder
from imprint.adapters.local import LocalEmbedder
from imprint.protocols import Embedder

__all__ = ["embedder_from_spec", "spec_of"]


def spec_of(embedder: object) -> str | None:
    """The name an embedder gives itself (its `spec`), or None for one that has none."""
    spec = getattr(embedder, "spec", None)
    return spec if isinstance(spec, str) and spec else None


def embedder_from_spec(spec: str) -> Embedder | None:
    """The embedder a spec names, or None when it names one that cannot be rebuilt here."""
    kind, _, detail = spec.partition(":")
    if kind == "hashing" and detail.isdigit():
        return HashingEmbedder(int(detail))
    if kind == "local" and detail:
        return LocalEmbedder(detail)
    return None
