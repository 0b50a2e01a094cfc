"""The error an integration raises when its optional extra is not installed."""

from __future__ import annotations

from imprint.errors import UsageError

__all__ = ["missing_extra"]


def missing_extra(module: str, extra: str, exc: ModuleNotFoundError, *, root: str) -> UsageError:
    """A `UsageError` naming the extra to install, or `exc` itself for any other module.

    Only the absence of the extra's own package (`root`) is reported this way; a module
    missing inside an installed package is a broken install and keeps its real error.
    """
    missing = (exc.name or "").split(".")[0]
    if missing != root:
        raise exc
    return UsageError(
        f"{module} needs the {extra!r} extra ({exc}); install it with "
        f"`pip install 'imprint-mem[{extra}]'`"
    )
