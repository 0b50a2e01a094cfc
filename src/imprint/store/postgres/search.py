"""The one way user text reaches a PostgreSQL `tsquery`: `text_query()`.

User text is split into words in Python (the same terms the SQLite store searches for),
and each word travels as a bound parameter into its own `plainto_tsquery`, which treats its
input as plain text: tsquery operators (`& | ! <-> :* ( )`), quotes and backslashes are never
parsed as syntax. The per-word queries are ORed so ranking sees partial matches, as with
the SQLite store's BM25.

As in the SQLite store, every indexed and searched word carries its owner's prefix
(`fts.owner_prefix`), so the GIN index's posting list for a word holds one user's rows
only: a common word no longer drags in every user's matches for the owner filter to
discard (measured: a 10,000-memory user in a 100,000-memory store, 10 ms -> see README).
"""

from __future__ import annotations

from dataclasses import dataclass

from imprint.store.terms import MAX_TERMS, query_terms

__all__ = ["TextQuery", "text_query"]


@dataclass(frozen=True, slots=True)
class TextQuery:
    """A tsquery expression (constants and placeholders only) and its word parameters."""

    sql: str
    """SQL text of the query expression; contains no user text."""
    words: list[str]
    """Values for the placeholders, in order."""


def text_query(
    text: str,
    *,
    prefix: str,
    config_param: int,
    first_param: int,
    max_terms: int = MAX_TERMS,
) -> TextQuery | None:
    """A safe tsquery expression ORing the words of `text`; None when nothing is searchable.

    Args:
        text: free user text.
        prefix: the owner's prefix (`fts.owner_prefix`), glued to every word.
        config_param: placeholder number of the text search configuration name.
        first_param: placeholder number of the first word; the rest follow in order.
        max_terms: at most this many distinct words.
    """
    words = query_terms(text, max_terms=max_terms)
    if not words:
        return None
    parts = [
        f"plainto_tsquery(${config_param}::text::regconfig, ${first_param + i})"
        for i in range(len(words))
    ]
    return TextQuery(sql="(" + " || ".join(parts) + ")", words=[prefix + w for w in words])
