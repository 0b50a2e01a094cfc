"""The one way user text reaches an FTS5 MATCH: `match_expression()`."""

from __future__ import annotations

from imprint.store.terms import MAX_TERMS, query_terms

__all__ = ["match_expression"]


def match_expression(text: str, prefix: str, *, max_terms: int = MAX_TERMS) -> str | None:
    """Turn free user text into a safe FTS5 MATCH expression for one owner.

    Every term is a double-quoted string, so FTS5 operators (AND, OR, NOT, NEAR, `*`, `:`,
    `^`, parentheses) in user text are only ever searched for, never interpreted. Terms are
    ORed so BM25 ranks partial matches. Returns None when nothing searchable remains.
    """
    terms = query_terms(text, max_terms=max_terms)
    if not terms:
        return None
    return " OR ".join('"' + (prefix + term).replace('"', '""') + '"' for term in terms)
