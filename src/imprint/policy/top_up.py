"""Which of a user's other memories fill a recall that found fewer than `k` by its words.

With an embedder, recall always has `k` neighbours to rank: every memory has a cosine with
the query. Searched by words alone it finds only the memories sharing a word with the
query, so "which tutoring platform do I use" finds nothing in "The user teaches Portuguese
online on italki." and a user with three memories gets an empty answer. Recall keeps
`k` as its promise on both paths: what the words found comes first, then the user's other
active memories, those sharing the start of a query word ("tutoring" and "tutor", "grow"
and "growers") before the rest, newest first among equals. Each keeps the score recall
gives every hit (the share of the query's words it holds, 0 for most fillers), so a caller
can tell the two apart. Pure; the facade does the reading.
"""

from __future__ import annotations

from collections.abc import Sequence

from imprint.store.terms import query_terms
from imprint.types import Memory

__all__ = ["FILL_POOL", "top_up"]

FILL_POOL = 200
"""Most recent active memories a top-up looks through: a bounded read on a large store."""
_PREFIX = 4
"""Letters of a word's start that two words must share to count as near."""


def _starts(text: str) -> set[str]:
    return {t[:_PREFIX] for t in query_terms(text, max_terms=10_000) if len(t) >= _PREFIX}


def top_up(query: str, found: Sequence[int], pool: Sequence[Memory], k: int) -> list[Memory]:
    """Up to `k - len(found)` memories of `pool` (newest first) not in `found`, best first.

    Memories sharing more word starts with the query come first; ties keep `pool`'s order.
    """
    wanted = k - len(found)
    if wanted <= 0:
        return []
    taken = set(found)
    starts = _starts(query)
    rest = [m for m in pool if m.memory_id not in taken]
    # sorted() is stable, so equal overlaps stay newest first
    rest = sorted(rest, key=lambda m: -len(starts & _starts(m.content)))
    return rest[:wanted]
