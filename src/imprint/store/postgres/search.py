"""The one way user text reaches a PostgreSQL `tsquery`: `text_query()`.

User text is split into words in Python (the same terms the SQLite store searches for),
and each word travels as a bound parameter into its own `plainto_tsquery`, which treats its
input as plain text: tsquery operators (`& | ! <-> :* ( )`), quotes and backslashes are never
parsed as syntax. The per-word queries are ORed so ranking sees partial matches, as with
the SQLite store's BM25.
"""

from __future__ import annotations

from dataclasses import dataclass

from imprint.store.fts import MAX_TERMS, query_terms

__all__ = ["TextQuery", "text_query"]


@dataclass(frozen=True, slots=True)
class TextQuery:
    """A tsquery expression (constants and placeholders only) and its word parameters."""

    sql: str
    """SQL text of the query expression; contains no user text."""
    words: list[str]
    """Values for the placeholders, in order."""


def text_query(
    text: str, *, config_param: int, first_param: int, max_terms: int = MAX_TERMS
) -> TextQuery | None:
    """A safe tsquery expression ORing the words of `text`; None when nothing is searchable.

    Args:
        text: free user text.
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
    return TextQuery(sql="(" + " || ".join(parts) + ")", words=words)
