"""What a migration is and the check both backends run before migrating.

A store written by a newer Imprint has migrations this version does not know; it is
refused rather than modified.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from imprint.errors import SchemaError

__all__ = ["Migration", "check_known"]


@dataclass(frozen=True, slots=True)
class Migration:
    """One schema step."""

    name: str
    sql: str
    reindex: bool = False
    """After the SQL, recompute the index terms of memories whose text splits differently
    now (the backend's migrate does it in the same transaction)."""


def check_known(
    done: Sequence[str], migrations: Sequence[Migration], *, holder: str, instead: str
) -> None:
    """Check that the recorded migrations are a prefix of `migrations`, on either backend.

    Raises:
        SchemaError: the `holder` (store, database) has migrations this version does not
            know: a newer Imprint wrote it. The message suggests `instead`.
    """
    known = [m.name for m in migrations]
    unknown = [name for name in done if name not in known]
    if unknown or list(done) != known[: len(done)]:
        raise SchemaError(
            f"this {holder} was written by a newer or different Imprint (it has migrations "
            f"{unknown or list(done)!r} that this version does not know); upgrade imprint-mem "
            f"or {instead}"
        )
