"""A recall score that means the same from query to query: word coverage and cosine.

Fusion (`fusion.py`) ranks well but its scores are relative: min-max normalised per query,
so the best hit scores about 1 whatever it is. `recall()` reports this instead: the share of
the query's words the memory contains (`word_match`, stopwords left out, words compared by
a light stem so "paragraph" meets "paragraphs"), mixed with the cosine similarity of the
embeddings (negative read as 0) by the same weight alpha gives BM25 against vectors. A
score of 0.5 is half the query found, whichever query, user or backend; it is then scaled
by retrievability. It scores hits; it does not rank them: ranking by it instead of the
fused score cost 14 points of hybrid recall@10 on LoCoMo (`bench/locomo_recall.py --quick`,
70.3 -> 56.6), since word coverage ignores how rare a word is.
"""

from __future__ import annotations

from imprint.store.terms import query_terms

__all__ = ["relevance", "word_match"]

_SUFFIXES = ("ing", "ies", "es", "ed", "ly", "s")


def _stem(word: str) -> str:
    for suffix in _SUFFIXES:
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def word_match(query: str, text: str) -> float:
    """The share of the query's distinct words (stemmed, no stopwords) found in `text`."""
    wanted = {_stem(w) for w in query_terms(query)}
    if not wanted:
        return 0.0
    held = {_stem(w) for w in query_terms(text, max_terms=10_000)}
    return len(wanted & held) / len(wanted)


def relevance(words: float, cosine: float | None, *, alpha: float) -> float:
    """`alpha * words + (1 - alpha) * cosine` in [0, 1]; words alone without a vector."""
    if cosine is None:
        return words
    return alpha * words + (1.0 - alpha) * min(1.0, max(0.0, cosine))
