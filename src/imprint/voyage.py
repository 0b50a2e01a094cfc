"""Voyage AI embeddings and token counting (extra `voyage`), at the imprint-mem 0.1 path.

`from imprint.voyage import VoyageEmbedder` is how the imprint-mem 0.1 README imports them;
both names are also exported from `imprint` itself and live in `imprint.adapters`.
"""

from __future__ import annotations

from imprint.adapters.tokens import VoyageTokenCounter
from imprint.adapters.voyage import VoyageEmbedder

__all__ = ["VoyageEmbedder", "VoyageTokenCounter"]
