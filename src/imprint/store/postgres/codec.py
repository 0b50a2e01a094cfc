"""A reversible text encoding that lets PostgreSQL `text` hold any Python string.

PostgreSQL text cannot contain NUL, while Imprint accepts any Unicode text (the SQLite
store keeps NUL as given). Every `text` value crossing the driver goes through this codec
(installed on each pooled connection), so NUL round-trips instead of failing the write.
The escape character itself is escaped, so the mapping is injective: equality, uniqueness
and ordering by id behave as with the raw text. Both escape characters are separators to
PostgreSQL's text search parser, so words around a NUL are indexed as in SQLite.
"""

from __future__ import annotations

__all__ = ["decode_text", "encode_text"]

_ESC = "\x01"
_NUL_CODE = "\x02"


def encode_text(text: str) -> str:
    """`text` with NUL and the escape character escaped; unchanged in the common case."""
    if _ESC not in text and "\x00" not in text:
        return text
    return text.replace(_ESC, _ESC + _ESC).replace("\x00", _ESC + _NUL_CODE)


def decode_text(stored: str) -> str:
    """The inverse of `encode_text`."""
    if _ESC not in stored:
        return stored
    out: list[str] = []
    i = 0
    while i < len(stored):
        char = stored[i]
        if char == _ESC and i + 1 < len(stored):
            nxt = stored[i + 1]
            out.append("\x00" if nxt == _NUL_CODE else nxt)
            i += 2
            continue
        out.append(char)
        i += 1
    return "".join(out)
